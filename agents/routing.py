"""Where the graph goes after the runner and after the writer: pure functions of the state.

Why pure: the loop's end conditions are the part of an agent that most often goes wrong, and
functions of the state alone can be tested from a table without a model or a solver.
"""

from __future__ import annotations

from typing import Literal

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.physics.rows import PhysicsRow
from foam_agent.agents.state import SolveState

SolveStatus = Literal["solved", "unmet", "suspect", "failed", "error"]


def all_met(state: SolveState) -> bool:
    """True when the latest audit found every requirement met."""
    return all(row.met for row in state.audit)


def blocked(state: SolveState) -> list[str]:
    """The requirements the written case cannot meet by running (audit rows that block the
    run): the solve ends ``unmet`` with them before any solver runs."""
    return [row.requirement for row in state.audit if row.blocks_run and not row.met]


def failing_physics(state: SolveState) -> list[PhysicsRow]:
    """The physics checks the last finished run failed."""
    return [row for row in state.physics if row.failed]


def status_of(state: SolveState) -> SolveStatus:
    """``solved`` only when the run succeeded, every requirement is met *and* no physics check
    fails; a run that succeeded with unmet requirements is ``unmet``, one that meets them all
    but fails a physics check is ``suspect``."""
    if state.error:
        return "error"
    run = state.last_run
    if run is None and blocked(state):
        return "unmet"
    if run is None or not run.ok:
        return "failed"
    if not all_met(state):
        return "unmet"
    return "suspect" if failing_physics(state) else "solved"


def after_run(
    state: SolveState, *, reviewer: bool, max_loops: int
) -> Literal["reviewer", "__end__"]:
    """Stop when solved, with the reviewer off, or when the runs allowed are spent; a failed
    run, a run with unmet requirements and a suspect run all go to the reviewer."""
    run = state.last_run
    if run is None or status_of(state) == "solved" or not reviewer or state.loops >= max_loops:
        return "__end__"
    return "reviewer"


def after_review(state: SolveState) -> Literal["writer", "__end__"]:
    """Write the fix, unless the reviewer failed or knows no fix (running an unchanged case
    again cannot change its outcome)."""
    if state.error or state.review is None or not state.review.files_to_change:
        return "__end__"
    return "writer"


def stop_reason(state: SolveState, *, reviewer: bool, max_loops: int) -> str:
    """Why a solve ended, in words, for the run record."""
    if state.error:
        return state.error if state.error.startswith("budget") else f"error: {state.error}"
    run = state.last_run
    if run is None:
        halted = blocked(state)
        return f"unmet: {'; '.join(halted)}; found before the run" if halted else "no run"
    outcome = status_of(state)
    if outcome == "solved":
        return "solved"
    if outcome == "unmet":
        what = "unmet: " + "; ".join(_quoted(row) for row in state.audit if not row.met)
    elif outcome == "suspect":
        what = "suspect: " + "; ".join(row.line() for row in failing_physics(state))
    else:
        what = "failed"
    if state.visits and state.visits[-1] == "reviewer":
        return f"no_fix: {what}; the reviewer knows no fix"
    if not reviewer:
        return f"{what}; the reviewer is off"
    if state.loops >= max_loops:
        return f"{what}; all {max_loops} runs used"
    return "stopped"


#: Longest quotation of the request a stop reason gives for one unmet row.
QUOTED_WORDS = 60


def _quoted(row: AuditRow) -> str:
    """An unmet row as the stop reason names it: the requirement and the request's words it
    came from ("not understood 'Simulate 0 to 1 s'"); the requirement alone says nothing when
    it is "not understood", and two rows of one requirement read alike."""
    words = " ".join(row.phrase.split())
    if not words or words == row.requirement:
        return row.requirement
    if len(words) > QUOTED_WORDS:
        words = words[:QUOTED_WORDS - 1].rstrip() + "…"
    return f"{row.requirement} '{words}'"


def after_write(state: SolveState) -> Literal["runner", "__end__"]:
    """Run the case unless the writer could not produce one, or its audit found a fault no
    run can mend (:func:`blocked`)."""
    return "__end__" if state.error or blocked(state) else "runner"
