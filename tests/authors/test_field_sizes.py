"""A stated size of a vector field becomes the case's vector: along the direction the words
give, resolved through the case's mesh ("across the channel" is the normal of the walls),
else along the case's own field; the patches the tutorial holds at the old field follow it;
a direction the case cannot settle leaves it unwritten and the row not met."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.values import vector_of

HARTMANN = "electromagnetics/mhdFoam/hartmann"


def _applied(root: Path, prompt: str) -> tuple[tuple[float, ...] | None, dict[str, object],
                                                bool]:
    """The written initial B, each wall's B, and whether the B row is met."""
    spec = parse_spec(prompt)
    apply_requirements(root, spec.stated)
    (row,) = [row for row in audit_case(spec, root) if row.requirement.startswith("B ")]
    with FoamFieldFile(root / "0" / "B") as field:
        walls = {name: vector_of(field.boundary_field[name]["value"])
                 for name in ("lowerWall", "upperWall")}
        return vector_of(field.internal_field), walls, row.met


@pytest.mark.parametrize(("words", "vector"), [
    ("an applied magnetic field of 4 T across the channel", (0.0, 4.0, 0.0)),
    ("a transverse magnetic flux density of 0.25 T", (0.0, 0.25, 0.0)),
    ("magnetic field 6 T, perpendicular to the walls,", (0.0, 6.0, 0.0)),
    ("a magnetic field of 2 T, streamwise", (2.0, 0.0, 0.0)),
    ("a magnetic induction of 1.5 T in the -z direction", (0.0, 0.0, -1.5)),
    ("magnetic flux density 7 T", (0.0, 7.0, 0.0)),
])
def test_a_size_takes_the_words_direction_or_the_cases(
        tutorial_case: Callable[[str], Path], words: str, vector: tuple[float, ...]) -> None:
    root = tutorial_case(HARTMANN)
    internal, walls, met = _applied(root, f"The Hartmann case of mhdFoam. Use {words}.")
    assert internal == pytest.approx(vector)
    assert walls == {"lowerWall": pytest.approx(vector), "upperWall": pytest.approx(vector)}
    assert met


def test_two_directions_leave_the_size_unwritten_and_unmet(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(HARTMANN)
    internal, _, met = _applied(root, "The Hartmann case of mhdFoam. Use a magnetic field of "
                                      "3 T, vertical and streamwise.")
    assert internal == (0.0, 20.0, 0.0) and not met


def test_a_written_field_off_the_stated_axis_is_not_met(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(HARTMANN)
    spec = parse_spec("The Hartmann case of mhdFoam. Use a magnetic field of 5 T across the "
                      "channel.")
    with FoamFieldFile(root / "0" / "B") as field:
        field.internal_field = [5.0, 0.0, 0.0]
    (row,) = [row for row in audit_case(spec, root) if row.requirement.startswith("B ")]
    assert not row.met and row.expected == "(0 5 0)"
