"""``suspect``: a run that ended and meets every requirement but fails a physics check; the
router sends it to the reviewer, and the record keeps the rows."""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.config import SolveConfig
from foam_agent.agents.physics import Evidence, PhysicsRow
from foam_agent.agents.record import build_record
from foam_agent.agents.routing import after_run, status_of, stop_reason
from foam_agent.agents.runners import RunResult
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.state import SolveState

ENDED = RunResult(status="success", returncode=0, dialect="esi-1912", runner="local",
                  application="simpleFoam", message="ran to End")
FAILED = RunResult(status="failed", returncode=1, dialect="esi-1912", runner="local",
                   application="simpleFoam", message="FOAM FATAL ERROR")
MET = AuditRow(requirement="endTime", phrase="endTime 30", expected="30", met=True)
UNMET = AuditRow(requirement="nu", phrase="nu 1e-5", expected="1e-05", met=False)
UNCONVERGED = PhysicsRow("convergence", "residuals below 0.001",
                         "not converged at iteration 30 (p residual 0.14 > 0.01)",
                         Evidence(file="log.simpleFoam", time="30"), "fail", 0.14, 0.01)
NOTE = PhysicsRow("y+", "y+ fits the wall treatment", "y+ not written", verdict="note")


def state(run: RunResult, audit: list[AuditRow], physics: list[PhysicsRow]) -> SolveState:
    return SolveState(prompt="backward-facing step", last_run=run, audit=audit, physics=physics,
                      loops=1)


def test_status_from_the_run_the_audit_and_the_physics() -> None:
    assert status_of(state(ENDED, [MET], [NOTE])) == "solved"
    assert status_of(state(ENDED, [MET], [NOTE, UNCONVERGED])) == "suspect"
    assert status_of(state(ENDED, [MET, UNMET], [UNCONVERGED])) == "unmet"
    assert status_of(state(FAILED, [MET], [])) == "failed"


def test_a_suspect_run_goes_to_the_reviewer_and_the_stop_reason_names_the_check() -> None:
    suspect = state(ENDED, [MET], [UNCONVERGED])
    assert after_run(suspect, reviewer=True, max_loops=3) == "reviewer"
    assert after_run(suspect, reviewer=True, max_loops=1) == "__end__"
    reason = stop_reason(suspect, reviewer=True, max_loops=1)
    assert reason.startswith("suspect: convergence: not converged at iteration 30")
    assert "all 1 runs used" in reason


def test_the_record_carries_the_physics_rows_only_when_a_run_was_judged(tmp_path: Path) -> None:
    spec = parse_spec("backward-facing step")
    judged = build_record(state(ENDED, [MET], [UNCONVERGED]), config=SolveConfig(),
                          case_dir=tmp_path, dialect="esi-1912", status="suspect",
                          stop_reason="suspect", started_at="now", spec=spec).to_json()
    assert judged["physics"][0]["check"] == "convergence"
    assert judged["physics"][0]["evidence"]["file"] == "log.simpleFoam"
    assert judged["suspect"] == [UNCONVERGED.line()]
    unjudged = build_record(state(FAILED, [MET], []), config=SolveConfig(), case_dir=tmp_path,
                            dialect="esi-1912", status="failed", stop_reason="failed",
                            started_at="now", spec=spec).to_json()
    assert "physics" not in unjudged and "suspect" not in unjudged
