"""A steady run's requested outputs must be flat over its last iterations: airFoil2D run to its
own residualControl (1e-5) has a flat wall pressure; the same case stopped by a loose one
(0.05) has residuals 'converged' and an output still drifting, which the row names."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.physics import PhysicsReport, verify_case
from foam_agent.agents.physics.convergence import CONVERGENCE, OUTPUTS_FLAT
from foam_agent.agents.physics.histories import parse_history
from tests.physics.planted import AIRFOIL, residual_control, surface_average
from tests.physics.tutorial_runs import prepare, run


def _verified(tmp_path: Path, *, loose: bool) -> PhysicsReport:
    case = prepare(AIRFOIL.tutorial, tmp_path / ("loose" if loose else "tight"))
    surface_average("walls", "p")(case)
    if loose:
        residual_control(0.05)(case)
    assert run(case, timeout_s=300)
    return verify_case(case)


def _row(report: PhysicsReport, check: str) -> tuple[str, str]:
    rows = [row for row in report.rows if row.check == check]
    assert len(rows) == 1, rows
    return rows[0].verdict, rows[0].found


@pytest.mark.slow
def test_an_output_flat_at_convergence_passes(tmp_path: Path) -> None:
    report = _verified(tmp_path, loose=False)
    assert _row(report, CONVERGENCE)[0] == "pass"
    verdict, found = _row(report, OUTPUTS_FLAT)
    assert verdict == "pass" and found.startswith("flat"), found


@pytest.mark.slow
def test_an_output_drifting_under_a_loose_residual_control_fails(tmp_path: Path) -> None:
    report = _verified(tmp_path, loose=True)
    assert _row(report, CONVERGENCE)[0] == "pass"  # the residuals met the loose tolerance
    verdict, found = _row(report, OUTPUTS_FLAT)
    assert verdict == "fail" and "areaAverage(p)" in found, found


def test_a_history_keeps_its_header_names_and_drops_a_row_cut_short() -> None:
    text = ("# Time  Cd  Cl\n1 0.5 (0.1)\n2 0.4 0.2\n3 0.41\n# restart\n# Time  Cd  Cl\n"
            "4 0.42 0.21\n")
    history = parse_history("postProcessing/forceCoeffs/0/coefficient.dat", text)
    assert history is not None
    assert history.names == ("Time", "Cd", "Cl")
    assert history.values[:, 0].tolist() == [1.0, 2.0, 4.0]
