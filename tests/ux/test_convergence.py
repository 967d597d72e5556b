"""A steady run that ``residualControl`` stops says so everywhere: the progress bar ends at
"converged at iteration N (residualControl met)" (not at 14 %), the run result and the record
carry N, and the MCP job is ``done: converged at iteration N``. Real simpleFoam runs of a
coarsened pitzDaily (about 170 iterations, 1.3 s CPU)."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anyio
import pytest
from rich.console import Console

from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.runners.progress import (
    Convergence,
    LogWatcher,
    RunProgress,
    read_convergence,
)
from foam_agent.cli._progress import LiveProgress
from tests.conftest import set_entry
from tests.ux.cases import PITZ_DAILY
from tests.ux.test_mcp import _call, _finish, stdio_client

#: pitzDaily's blocks and the counts of its coarsened variant (each direction halved).
COARSE_COUNTS = {"(18 30 1)": "(9 15 1)", "(180 27 1)": "(90 14 1)", "(180 30 1)": "(90 15 1)",
                 "(25 27 1)": "(13 14 1)", "(25 30 1)": "(13 15 1)"}
_CONVERGED_LINE = re.compile(r"^SIMPLE solution converged in (\d+) iterations$", re.MULTILINE)


def coarse_pitz_daily(tutorial_case: Callable[..., Path], name: str = "pitzDaily") -> Path:
    """pitzDaily with half the cells per direction; its residualControl stops it early."""
    case = tutorial_case(PITZ_DAILY, name)
    mesh = case / "system" / "blockMeshDict"
    text = mesh.read_text()
    for fine, coarse in COARSE_COUNTS.items():
        assert fine in text
        text = text.replace(fine, coarse)
    mesh.write_text(text)
    return case


def logged_iteration(case: Path) -> int:
    """The iteration the solver's own log says it converged at."""
    found = _CONVERGED_LINE.search((case / "log.simpleFoam").read_text())
    assert found is not None, "simpleFoam did not stop by residualControl"
    return int(found.group(1))


@pytest.mark.parametrize(("tail", "expected"), [
    ("Time = 282\n\nSIMPLE solution converged in 282 iterations\n\nEnd\n",
     Convergence("SIMPLE", 282)),
    ("SIMPLE solution converged in 41 iterations\nstreamLine streamlines write:\nEnd\n",
     Convergence("SIMPLE", 41)),
    ("Time = 2000\n\nExecutionTime = 8 s  ClockTime = 8 s\n\nEnd\n", None),
    ("PIMPLE: converged in 3 iterations\nEnd\n", None),
])
def test_the_convergence_line_is_read_from_the_log(tmp_path: Path, tail: str,
                                                   expected: Convergence | None) -> None:
    log = tmp_path / "log.simpleFoam"
    log.write_text("x" * 100_000 + "\n" + tail)
    assert read_convergence(tmp_path, log.name) == expected


def test_a_log_that_is_a_link_is_not_read(tmp_path: Path) -> None:
    """The case is hostile after its run: its log may point anywhere on the host."""
    elsewhere = tmp_path / "elsewhere.txt"
    elsewhere.write_text("SIMPLE solution converged in 7 iterations\n")
    (tmp_path / "log.simpleFoam").symlink_to(elsewhere)
    assert read_convergence(tmp_path, "log.simpleFoam") is None


def test_a_converged_run_ends_the_bar_and_the_result_at_its_iteration(
        tutorial_case: Callable[..., Path]) -> None:
    case = coarse_pitz_daily(tutorial_case)
    events: list[RunProgress] = []
    with LogWatcher(case, events.append, interval_s=0.05):
        result = LocalRunner().run(case)
    assert result.ok, result.message
    iteration = logged_iteration(case)
    assert iteration < 2000  # the tutorial's endTime: the bar used to stop at this fraction
    final = events[-1]
    assert final.final and final.converged == Convergence("SIMPLE", iteration)
    assert final.fraction == 1.0 and final.eta_s == 0.0
    assert not any(event.converged for event in events[:-1])
    assert result.converged_iteration == iteration
    assert result.message == f"converged at iteration {iteration} (residualControl met)"
    assert result.last_time == str(iteration)

    screen = io.StringIO()
    console = Console(file=screen, width=200, force_terminal=False)
    with LiveProgress(console, prefix="local · runner") as bar:
        for event in events:
            bar(event)
    shown = screen.getvalue()
    assert f"converged at iteration {iteration} (residualControl met)" in shown
    assert "100%" in shown and "14%" not in shown


def test_a_steady_run_that_reaches_its_end_time_did_not_converge(
        tutorial_case: Callable[..., Path]) -> None:
    """Stopped by its endTime (30 iterations) before residualControl is met: no convergence
    is claimed, the bar is full because the run is, and the result says it ran to the end."""
    case = coarse_pitz_daily(tutorial_case)
    set_entry(case / "system" / "controlDict", "endTime", "30")
    events: list[RunProgress] = []
    with LogWatcher(case, events.append, interval_s=0.05):
        result = LocalRunner().run(case)
    assert result.ok, result.message
    assert events[-1].converged is None and events[-1].fraction == 1.0
    assert result.converged_iteration is None and result.message == "ran to completion"


@pytest.mark.slow
def test_the_mcp_job_of_a_converged_run_says_where_it_converged(
        tutorial_case: Callable[..., Path], tmp_path: Path) -> None:
    """Over MCP the job used to end as ``done: finished (14%)``."""
    coarse_pitz_daily(tutorial_case, "workspace/pitzDaily")
    workspace = tmp_path / "workspace"

    async def main() -> dict[str, Any]:
        async with stdio_client(workspace) as client:
            job = await _call(client, "run_case", {"case_dir": "pitzDaily", "wait_s": 0})
            result = await _finish(client, job, [])
            return {"result": result,
                    "view": await _call(client, "job_status", {"job_id": job["job_id"]})}

    answer = anyio.run(main)
    iteration = logged_iteration(workspace / "pitzDaily")
    said = f"converged at iteration {iteration} (residualControl met)"
    view = answer["view"]
    assert view["state"] == "done" and view["message"] == said, view
    assert view["fraction"] == 1.0
    assert answer["result"]["converged_iteration"] == iteration
    assert answer["result"]["message"] == said
