"""The convergence of a steady solver that solves for a correction of its unknown.

solidEquilibriumDisplacementFoam solves each iteration for ``Dcorr`` and adds it to ``D``; the
correction's initial residual is relative to the correction, so it stays of order 0.1 however
settled ``D`` is. The check judged it against the steady tolerance and called the installation's
own beamEndLoad "not converged, residual rose". It now judges ``D``'s change between the last
written times: the tutorial as shipped passes, while a run diverging (its residual no larger
than the tutorial's) or stopped while still settling stays suspect. Real runs, each a few
seconds.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from foam_agent.agents.physics import verify_case
from foam_agent.agents.physics.convergence import CONVERGENCE
from foam_agent.agents.physics.rows import PhysicsRow
from tests.physics.tutorial_runs import environment, prepare, set_entries, shorten

SOLVER = "solidEquilibriumDisplacementFoam"


def _beam(tmp_path: Path) -> Path:
    return prepare(f"stressAnalysis/{SOLVER}/beamEndLoad", tmp_path / "beam")


def _convergence(case: Path) -> PhysicsRow:
    for program in ("blockMesh", SOLVER):
        with open(case / f"log.{program}", "w") as log:
            subprocess.run([program], cwd=case, env=environment(), stdout=log,
                           stderr=subprocess.STDOUT, timeout=300, check=True)
    rows = [row for row in verify_case(case).rows if row.check == CONVERGENCE]
    assert len(rows) == 1
    return rows[0]


def test_the_beam_tutorial_as_shipped_has_settled(tmp_path: Path) -> None:
    row = _convergence(_beam(tmp_path))
    last = (tmp_path / "beam" / f"log.{SOLVER}").read_text().rsplit("Dcorry", 1)[1]
    assert float(last.split("Initial residual = ")[1].split(",")[0]) > 1e-3  # no measure
    assert row.verdict == "pass", row.found
    assert row.found.startswith("settled: D changes") and "4000 to 5000" in row.found


def test_a_diverging_beam_stays_suspect_though_its_residual_looks_settled(
        tmp_path: Path) -> None:
    case = _beam(tmp_path)
    set_entries(case / "system" / "fvSolution", {"stressAnalysis/accelerationFactor": 2.2})
    shorten(case, 600, writes=6)
    row = _convergence(case)
    last = (case / f"log.{SOLVER}").read_text().rsplit("Dcorry", 1)[1]
    assert float(last.split("Initial residual = ")[1].split(",")[0]) < 1.0
    assert row.verdict == "fail" and row.found.startswith("not converged at iteration 600")


def test_a_beam_stopped_while_still_settling_stays_suspect(tmp_path: Path) -> None:
    case = _beam(tmp_path)
    shorten(case, 3000, writes=3)
    row = _convergence(case)
    assert row.verdict == "fail"
    assert "from iteration 2000 to 3000" in row.found
    assert row.value is not None and row.value > 0.05
