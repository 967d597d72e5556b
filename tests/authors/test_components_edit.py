"""A velocity component stated alone is written into the followed case's own vector there, the
other components kept; a place that prescribes no vector leaves it unwritten and unmet."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from foamlib import FoamFieldFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.values import vector_of
from tests.conftest import CAVITY

PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"


def _component_rows(root: Path, prompt: str) -> list[bool]:
    spec = parse_spec(prompt)
    assert spec.stated.components, spec.describe()
    apply_requirements(root, spec.stated)
    return [row.met for row in audit_case(spec, root)
            if row.requirement.startswith(("Ux", "Uy", "Uz"))]


def test_a_lids_cross_component_keeps_its_own_along_component(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(CAVITY)
    assert _component_rows(root, "icoFoam cavity: give the lid a y-velocity of 0.25 m/s.") \
        == [True]
    with FoamFieldFile(root / "0" / "U") as field:
        assert vector_of(field.boundary_field["movingWall"]["value"]) == (1.0, 0.25, 0.0)


def test_an_inlets_streamwise_component_replaces_only_that_one(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(PITZ_DAILY)
    assert _component_rows(root, "simpleFoam pitzDaily: inlet Ux = 7 m/s.") == [True]
    with FoamFieldFile(root / "0" / "U") as field:
        assert vector_of(field.boundary_field["inlet"]["value"]) == (7.0, 0.0, 0.0)


def test_a_component_where_the_case_prescribes_no_vector_is_not_met(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(PITZ_DAILY)
    assert _component_rows(root, "simpleFoam pitzDaily: at the outlet Uy = 1 m/s.") == [False]
