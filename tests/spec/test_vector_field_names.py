"""A vector set to a vector field's name ("B = (0 10 0)") is the field's value, though some case
has a scalar keyword of that name; the internal field named with the patches after the value
("(internalField and walls)") is one more place of it.

Why: hartmann's "Applied field B = (0 10 0) (internalField and walls)" was read as a keyword
``B`` (the extinction coefficient of a radiation model), which mhdFoam's case has not, so the
field kept the tutorial's (0 20 0) and the case ended with an open row.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.in_case import in_case
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import INTERNAL
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

HARTMANN = DEBIAN_TUTORIALS / "electromagnetics" / "mhdFoam" / "hartmann"


@pytest.mark.parametrize("prompt", [
    "mhdFoam hartmann. Applied field B = (0 6 0) (internalField and walls).",
    "hartmann case: B = (0 6 0) on the walls and as the internal field",
])
def test_the_vector_is_the_field_s_on_each_place(prompt: str) -> None:
    spec = parse_spec(prompt)
    places = {item.boundary[0] for item in spec.stated.boundary_values
              if item.field == "B" and item.value == (0.0, 6.0, 0.0)}
    assert places == {"walls", INTERNAL}
    assert not spec.stated.vectors


def test_the_field_is_written(tmp_path: Path) -> None:
    case = copy_tutorial(HARTMANN, tmp_path / "case")
    spec = in_case(parse_spec("mhdFoam hartmann. Applied field B = (0 6 0) (internalField "
                              "and walls)."), case)
    apply_requirements(case, spec.stated)
    field = FoamFieldFile(case / "0" / "B")
    assert tuple(field.internal_field) == pytest.approx((0, 6, 0))
    assert tuple(field.boundary_field["lowerWall"]["value"]) == pytest.approx((0, 6, 0))
