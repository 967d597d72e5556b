"""The run record is a typed, versioned model; its JSON keeps schema foam-agent.run/2's keys."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import foam_agent
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.base import Plan, Usage
from foam_agent.agents.config import SolveConfig
from foam_agent.agents.record import (
    RECORD_NAME,
    RECORD_SCHEMA,
    RecordError,
    RunRecord,
    build_record,
    read_record,
    write_record,
)
from foam_agent.agents.runners import RunResult
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.state import Attempt, SolveState
from foam_agent.foambench.harness import summarize_record
from foam_agent.foambench.results import AttemptOutcome, AttemptScore
from foam_agent.foambench.store import OUTCOME_COLUMNS, SCORE_COLUMNS

#: The top-level keys of schema foam-agent.run/2, as every earlier record has them.
V2_KEYS = [
    "schema", "status", "stop_reason", "prompt", "case_dir", "author", "config", "dialect",
    "loops", "plan", "references", "attempts", "error_classes", "reviews", "run", "spec",
    "understood", "audit", "unmet", "notes", "refused_writes", "tokens", "cost_usd", "seconds",
    "visits", "error", "started_at", "finished_at", "versions",
]


def _finished_state() -> SolveState:
    run = RunResult(status="failed", dialect="esi", runner="local", error_class="mesh_error",
                    message="blockMesh failed")
    return SolveState(
        prompt="lid-driven cavity with icoFoam, lid speed 1 m/s",
        plan=Plan(case_name="cavity", solver="icoFoam", reference_case="icoFoam/cavity/cavity",
                  files=["system/controlDict"]),
        history=[Attempt(loop=1, status="failed", error_class="mesh_error", message="bad",
                         wall_s=0.5, changed=["system/blockMeshDict"])],
        last_run=run,
        audit=[AuditRow(requirement="lid speed", phrase="lid speed 1 m/s", expected="1",
                        met=False),
               AuditRow(requirement="solver", phrase="icoFoam", expected="icoFoam", met=True)],
        loops=1,
        usage={"writer": Usage(prompt_tokens=10, completion_tokens=5),
               "reviewer": Usage(prompt_tokens=3, completion_tokens=1)},
        seconds={"writer": 1.25, "runner": 0.5},
        visits=["writer", "runner", "reviewer"],
    )


def _record(tmp_path: Path) -> RunRecord:
    state = _finished_state()
    return build_record(state, config=SolveConfig(rag=False), case_dir=tmp_path / "case",
                        dialect="esi", status="failed", stop_reason="failed; all 1 runs used",
                        started_at="2026-01-01T00:00:00+00:00",
                        spec=parse_spec(state.prompt, solvers=["icoFoam"]))


def test_the_facade_exports_the_record_model() -> None:
    assert "RunRecord" in foam_agent.__all__
    assert foam_agent.RunRecord is RunRecord


def test_the_written_json_keeps_the_v2_keys_and_reads_back_equal(tmp_path: Path) -> None:
    record = _record(tmp_path)
    path = write_record(tmp_path, record)
    saved = json.loads(path.read_text())
    assert list(saved) == V2_KEYS
    assert saved["schema"] == RECORD_SCHEMA == "foam-agent.run/2"
    # Node seconds stay top-level keys before the two totals, as before the model.
    assert list(saved["seconds"]) == ["writer", "runner", "total", "process"]
    assert saved["seconds"]["total"] == 1.75
    assert saved["tokens"] == {"prompt": 13, "completion": 6, "per_node": {
        "writer": {"prompt_tokens": 10, "completion_tokens": 5},
        "reviewer": {"prompt_tokens": 3, "completion_tokens": 1}}}
    assert saved["unmet"] == ["lid speed"] and saved["error_classes"] == ["mesh_error"]
    again = read_record(tmp_path)
    assert again.to_json() == record.to_json() == saved
    assert again.seconds.nodes() == {"writer": 1.25, "runner": 0.5}
    assert again.config.rag is False and again.plan is not None
    assert again.plan.reference_case == "icoFoam/cavity/cavity"


@pytest.mark.parametrize(("content", "message"), [
    (None, "cannot read the run record"),
    ("{ not json", "cannot read the run record"),
    ('{"schema": "foam-agent.run/1"}', "not a run record of schema foam-agent.run/2"),
    ('{"schema": "foam-agent.run/2", "status": "solved"}', "does not hold a valid run record"),
])
def test_a_record_of_another_shape_is_refused(tmp_path: Path, content: str | None,
                                              message: str) -> None:
    if content is not None:
        (tmp_path / RECORD_NAME).write_text(content)
    with pytest.raises(RecordError, match=message):
        read_record(tmp_path)


def test_the_harness_summary_is_typed_and_matches_the_store_columns(tmp_path: Path) -> None:
    summary = summarize_record(_record(tmp_path))
    assert isinstance(summary, AttemptOutcome)
    assert (summary.solve_status, summary.runs, summary.run_classes) == ("failed", 1,
                                                                        ["mesh_error"])
    assert (summary.final_error_class, summary.requirements, summary.requirements_met) == (
        "mesh_error", 2, 1)
    assert (summary.prompt_tokens, summary.completion_tokens, summary.solve_seconds) == (
        13, 6, 1.75)
    assert tuple(AttemptOutcome.model_fields) == OUTCOME_COLUMNS
    assert tuple(AttemptScore.model_fields) == SCORE_COLUMNS
