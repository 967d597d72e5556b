"""A patch whose value the reference takes from the internal field by reference
(``$internalField``) carries the internal field with it when a request sets the patch
(``agents.authors.editors.boundaries``).

Why: airFoil2D's free stream is ``freestreamValue $internalField``; a stated free stream was
written on the inlet and outlet while the initial field kept the tutorial's own stream, so
the two, which the tutorial holds as one value, were split.
"""

from __future__ import annotations

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.template.compose import requirements_for
from foam_agent.agents.spec.parse import parse_spec
from tests.support.applied import tutorial_files

AIRFOIL = "incompressible/simpleFoam/airFoil2D"


def _fields(request: str) -> tuple[object, object]:
    spec = parse_spec(request)
    with workspace(tutorial_files(AIRFOIL)) as root:
        apply_requirements(root, requirements_for(spec, tutorial_files(AIRFOIL)))
        file = FoamFieldFile(root / "0/U")
        inlet = file.boundary_field["inlet"]["freestreamValue"]  # type: ignore[index]
        return file.internal_field, inlet


def test_the_initial_field_follows_a_patch_tied_to_it() -> None:
    internal, inlet = _fields("simpleFoam airFoil2D with the free stream U_inf = (40, 5, 0) m/s.")
    assert list(internal) == pytest.approx([40, 5, 0])  # type: ignore[arg-type]
    assert list(inlet) == pytest.approx([40, 5, 0])  # type: ignore[arg-type]


def test_an_initial_field_stated_apart_is_kept() -> None:
    internal, inlet = _fields("simpleFoam airFoil2D with the free stream U_inf = (40, 5, 0) "
                              "m/s; start the whole domain at rest, U = (0 0 0) initially.")
    assert list(inlet) == pytest.approx([40, 5, 0])  # type: ignore[arg-type]
    assert list(internal) == pytest.approx([0, 0, 0])  # type: ignore[arg-type]
