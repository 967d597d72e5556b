"""Whether a case is steady, read from the schemes of its unknown's time derivative: a stress
case of solidDisplacementFoam is steady by ``d2dt2Schemes`` (its ``ddtSchemes`` serve only the
temperature), so "500 iterations" on plateHole is met, and a plateHole made dynamic is not."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.spec.parse import parse_spec

PLATE_HOLE = "stressAnalysis/solidDisplacementFoam/plateHole"


def _time_row(root: Path, prompt: str) -> tuple[bool, str | None]:
    rows = [row for row in audit_case(parse_spec(prompt), root)
            if row.requirement == "steady or transient"]
    assert len(rows) == 1, rows
    return rows[0].met, rows[0].entry


def test_a_quasi_static_stress_case_is_steady_by_its_second_time_derivative(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(PLATE_HOLE)
    prompt = "Steady stress analysis of a plate with a hole, E = 70 GPa, 300 iterations."
    assert _time_row(root, prompt) == (True, "d2dt2Schemes/default")
    with FoamFile(root / "system/fvSchemes") as schemes:
        schemes[("d2dt2Schemes", "default")] = "Euler"
    assert _time_row(root, prompt) == (False, "d2dt2Schemes/default")


def test_a_transient_request_is_not_met_by_the_quasi_static_plate(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(PLATE_HOLE)
    prompt = "Transient (dynamic) stress analysis of a plate with a hole, E = 70 GPa."
    assert _time_row(root, prompt) == (False, "d2dt2Schemes/default")
