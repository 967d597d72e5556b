"""'Solved' means the run succeeded and every requirement is met (table-driven, no solver)."""

from __future__ import annotations

import pytest

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.base import Review
from foam_agent.agents.routing import after_review, after_run, status_of, stop_reason
from foam_agent.agents.runners import RunResult
from foam_agent.agents.state import SolveState


def row(met: bool, requirement: str = "endTime") -> AuditRow:
    return AuditRow(requirement=requirement, phrase="run to 1 s", expected="1", met=met)


def state(status: str, rows: list[AuditRow], *, loops: int = 1,
          visits: tuple[str, ...] = ("writer", "runner")) -> SolveState:
    return SolveState(prompt="p", last_run=RunResult(status=status, dialect="esi-1912",
                                                     runner="local"),
                      audit=rows, loops=loops, visits=list(visits))


@pytest.mark.parametrize(
    ("status", "rows", "loops", "expected_status", "route"),
    [
        ("success", [row(True)], 1, "solved", "__end__"),
        ("success", [], 1, "solved", "__end__"),
        ("success", [row(True), row(False, "nu (derived)")], 1, "unmet", "reviewer"),
        ("success", [row(False)], 5, "unmet", "__end__"),
        ("failed", [row(True)], 1, "failed", "reviewer"),
        ("failed", [row(False)], 1, "failed", "reviewer"),
    ],
)
def test_a_run_with_unmet_requirements_is_not_solved(status: str, rows: list[AuditRow],
                                                     loops: int, expected_status: str,
                                                     route: str) -> None:
    current = state(status, rows, loops=loops)
    assert status_of(current) == expected_status
    assert after_run(current, reviewer=True, max_loops=5) == route


def test_the_stop_reason_names_the_unmet_requirements() -> None:
    current = state("success", [row(False, "nu (derived)"), row(True)], loops=5)
    assert stop_reason(current, reviewer=True, max_loops=5) == (
        "unmet: nu (derived) 'run to 1 s'; all 5 runs used")


def test_the_stop_reason_quotes_the_words_no_reader_understood() -> None:
    """'not understood' alone says nothing: each such row is named by its words, a long
    phrase cut short."""
    unread = AuditRow(requirement="not understood", phrase="Simulate 0 to 1 s", expected="?",
                      met=False)
    long = AuditRow(requirement="not understood", phrase="a spectrum " * 10, expected="?",
                    met=False)
    reason = stop_reason(state("success", [unread, long], loops=5), reviewer=True,
                         max_loops=5)
    assert reason.startswith("unmet: not understood 'Simulate 0 to 1 s'; not understood "
                             "'a spectrum a spectrum"), reason
    assert "…'; all 5 runs used" in reason


def test_a_review_that_changes_nothing_stops_with_no_fix() -> None:
    empty = Review(error_class="unmet_requirements", files_to_change=[],
                   instructions="no rule-based fix for the unmet requirements")
    current = state("success", [row(False, "U on lid")],
                    visits=("writer", "runner", "reviewer")).model_copy(update={"review": empty})
    assert after_review(current) == "__end__"
    assert stop_reason(current, reviewer=True, max_loops=5).startswith("no_fix: unmet: U on lid")


def test_a_review_with_a_fix_goes_back_to_the_writer() -> None:
    fix = Review(error_class="numerical_instability", files_to_change=["system/controlDict"],
                 instructions="halve deltaT")
    current = state("failed", [row(True)]).model_copy(update={"review": fix})
    assert after_review(current) == "writer"
