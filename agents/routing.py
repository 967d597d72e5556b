"""Where the graph goes after the runner and after the writer: pure functions of the state.

Why pure: the loop's end conditions are the part of an agent that most often goes wrong, and
functions of the state alone can be tested from a table without a model or a solver.
"""

from __future__ import annotations

from typing import Literal

from agents.state import SolveState


def after_run(
    state: SolveState, *, reviewer: bool, max_loops: int
) -> Literal["reviewer", "__end__"]:
    """Stop on success, with the reviewer off, or when the runs allowed are spent."""
    run = state.last_run
    if run is None or run.ok or not reviewer or state.loops >= max_loops:
        return "__end__"
    return "reviewer"


def stop_reason(state: SolveState, *, reviewer: bool, max_loops: int) -> str:
    """Why a solve ended, in words, for the run record."""
    if state.error:
        return f"error: {state.error}"
    run = state.last_run
    if run is None:
        return "no run"
    if run.ok:
        return "solved"
    if not reviewer:
        return "failed; the reviewer is off"
    if state.loops >= max_loops:
        return f"failed; all {max_loops} runs used"
    return "stopped"


def after_write(state: SolveState) -> Literal["runner", "__end__"]:
    """Run the case unless the writer could not produce one."""
    return "__end__" if state.error else "runner"
