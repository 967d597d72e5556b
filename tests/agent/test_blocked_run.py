"""A fault the writer's audit finds that no run can mend (a setFields region selecting no
cell) ends the solve ``unmet`` with the reason before any solver runs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.config import SolveConfig
from foam_agent.agents.routing import after_write, status_of, stop_reason
from foam_agent.agents.runners import LocalRunner, RunResult
from foam_agent.agents.solve import solve
from foam_agent.agents.state import SolveState


def _written(rows: list[AuditRow]) -> SolveState:
    return SolveState(prompt="p", audit=rows, loops=0, visits=["writer"])


def test_a_blocking_row_ends_the_solve_unmet_before_the_run() -> None:
    empty = AuditRow(requirement="cells the hot box selects", phrase="a hot box", met=False,
                     expected=">= 1 cell", found="0 cells", blocks_run=True)
    current = _written([empty])
    assert after_write(current) == "__end__"
    assert status_of(current) == "unmet"
    assert stop_reason(current, reviewer=True, max_loops=3) == (
        "unmet: cells the hot box selects; found before the run")


def test_an_unmet_row_a_run_may_mend_still_runs() -> None:
    rows = [AuditRow(requirement="endTime", phrase="1 s", expected="1", met=False),
            AuditRow(requirement="cells the hot box selects", phrase="a hot box", met=True,
                     expected=">= 1 cell", found="12 cells", blocks_run=True)]
    assert after_write(_written(rows)) == "runner"


class NoRun(LocalRunner):
    """The local installation; running is a fault of the test."""

    def run(self, case_dir: str | os.PathLike[str], *, timeout_s: float | None = None
            ) -> RunResult:
        raise AssertionError("the case ran")


def test_a_heater_outside_the_room_is_never_run(tmp_path: Path) -> None:
    """The planted fault end to end: hotRoom's heater put 30 m past its 10 m floor."""
    config = SolveConfig(rag=False, reviewer=True, max_loops=2)
    outcome = solve("buoyantBoussinesqSimpleFoam hotRoom: a heater 1 m by 1 m centred at "
                    "x = 40 m, z = 5 m is held at 330 K; run 20 iterations.", config,
                    output_dir=tmp_path / "out", runner=NoRun())
    assert outcome.status == "unmet"
    assert outcome.record.stop_reason == (
        "unmet: faces the heater selects; found before the run")


def test_understand_says_the_solve_would_end_before_running(tmp_path: Path) -> None:
    """What ``understand`` prints for the planted fault: the row, and that no run mends it."""
    completed = subprocess.run(
        [str(Path(sys.executable).with_name("foam-agent")), "understand",
         "buoyantBoussinesqSimpleFoam hotRoom: a heater 1 m by 1 m centred at x = 40 m, "
         "z = 5 m is held at 330 K; run 20 iterations."],
        capture_output=True, text=True, timeout=600, cwd=tmp_path,
        env={**os.environ, "COLUMNS": "200"})
    assert completed.returncode == 0, completed.stderr
    assert ("no run can mend faces the heater selects: a solve would end unmet before "
            "running") in " ".join(completed.stderr.split())
