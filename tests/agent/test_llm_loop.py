"""The LLM path end to end: real HTTP, real langchain-openai client, real OpenFOAM.

The scripted model writes the cavity with a wrong patch name in 0/U; the runner fails with
``inconsistent_patch``; the scripted reviewer names the fix; the second run succeeds.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from foam_agent.agents.config import SolveConfig
from foam_agent.agents.context import NodeDone
from foam_agent.agents.solve import solve
from tests.conftest import CAVITY, copy_tutorial
from tests.support.replay_server import ReplayServer, ScriptedReply

PROMPT = "Lid-driven cavity with icoFoam: the lid moves at 1 m/s, nu = 0.01, run to t = 0.5 s."


def cavity_files(installation, tmp_path: Path) -> dict[str, str]:
    case = copy_tutorial(installation, CAVITY, tmp_path / "cavity-source")
    return {str(path.relative_to(case)): path.read_text() for path in case.rglob("*")
            if path.is_file()}


def script_for(files: dict[str, str]) -> list[ScriptedReply]:
    broken = dict(files)
    broken["0/U"] = files["0/U"].replace("movingWall", "lid")
    plan = {"case_name": "cavity", "solver": "icoFoam", "reference_case": None,
            "files": sorted(files)}
    as_file_set = {"files": [{"path": path, "content": text} for path, text in broken.items()]}
    review = {"error_class": "inconsistent_patch", "files_to_change": ["0/U"],
              "instructions": "The mesh patch is movingWall, not lid: rename the entry."}
    fixed = {"files": [{"path": "0/U", "content": files["0/U"]}]}
    return [
        ScriptedReply("Plan", plan, prompt_tokens=1200, completion_tokens=80),
        ScriptedReply("FileSet", as_file_set, prompt_tokens=1500, completion_tokens=2100),
        ScriptedReply("Review", review, prompt_tokens=900, completion_tokens=60),
        ScriptedReply("FileSet", fixed, prompt_tokens=700, completion_tokens=400),
    ]


def config_for(server: ReplayServer, **overrides: object) -> SolveConfig:
    settings = {"model": "openai:gpt-4o-mini", "base_url": server.base_url, "rag": False,
                "author": "llm-files",
                "max_retries": 0, "request_timeout_s": 30.0, **overrides}
    return SolveConfig(**settings)


def test_reviewer_loop_fixes_a_wrong_patch(installation, tmp_path: Path) -> None:
    files = cavity_files(installation, tmp_path)
    told: list[NodeDone] = []
    with ReplayServer(script_for(files)) as server:
        outcome = solve(PROMPT, config_for(server), output_dir=tmp_path / "out",
                        progress=told.append)
    record = outcome.record
    assert outcome.status == "solved", (record.error, record.stop_reason)
    assert record.visits == ["writer", "runner", "reviewer", "writer", "runner"]
    assert [done.node for done in told] == record.visits
    assert [done.run_status for done in told] == [None, "failed", None, None, "success"]
    assert dict(told[2].details) == {"error_class": "inconsistent_patch", "files": ["0/U"]}
    assert record.loops == 2
    assert [a.status for a in record.attempts] == ["failed", "success"]
    assert record.attempts[0].error_class == "inconsistent_patch"
    assert record.error_classes == ["inconsistent_patch"]
    assert record.tokens.prompt == 1200 + 1500 + 900 + 700
    assert record.tokens.completion == 80 + 2100 + 60 + 400
    assert record.tokens.per_node["reviewer"].model_dump() == {"prompt_tokens": 900,
                                                               "completion_tokens": 60}
    assert record.cost_usd == pytest.approx((4300 * 0.15 + 2640 * 0.60) / 1e6)
    assert server.served == 4
    assert json.loads((tmp_path / "out" / "foam-agent.json").read_text())["status"] == "solved"
    assert (outcome.case_dir / "0.5" / "U").is_file()
    # The reviewer saw the error excerpt, never a result directory or a whole log.
    review_request = json.dumps(server.requests[2])
    assert "movingWall" in review_request and "lid" in review_request
    assert "0.5/U" not in review_request and "--- log." not in review_request


def test_no_reviewer_stops_after_the_first_failure(installation, tmp_path: Path) -> None:
    files = cavity_files(installation, tmp_path)
    with ReplayServer(script_for(files)) as server:
        outcome = solve(PROMPT, config_for(server, reviewer=False), output_dir=tmp_path / "out")
    assert outcome.status == "failed"
    assert outcome.record.visits == ["writer", "runner"]
    assert outcome.record.stop_reason == "failed; the reviewer is off"
    assert server.served == 2


def test_max_loops_bounds_the_runs(installation, tmp_path: Path) -> None:
    files = cavity_files(installation, tmp_path)
    script = script_for(files)
    never_fixed = ScriptedReply("FileSet", {"files": [{"path": "0/U", "content":
                                files["0/U"].replace("movingWall", "lid")}]}, 10, 10)
    script = script[:3] + [never_fixed, script[2], never_fixed, script[2], never_fixed]
    with ReplayServer(script) as server:
        outcome = solve(PROMPT, config_for(server, max_loops=3), output_dir=tmp_path / "out")
    assert outcome.status == "failed"
    assert outcome.record.loops == 3
    assert outcome.record.visits.count("runner") == 3
    assert outcome.record.stop_reason == "failed; all 3 runs used"


def test_no_rag_sends_no_reference_text(installation, tmp_path: Path) -> None:
    files = cavity_files(installation, tmp_path)
    with ReplayServer(script_for(files)) as server:
        solve(PROMPT, config_for(server, reviewer=False), output_dir=tmp_path / "out")
    sent = json.dumps(server.requests[:2])
    assert "No reference cases are given" in sent
    assert "Tutorial cases of this installation" not in sent


def test_unsafe_paths_are_refused_and_reported(installation, tmp_path: Path) -> None:
    files = cavity_files(installation, tmp_path)
    script = script_for(files)
    evil = dict(script[1].arguments)
    evil["files"] = [*evil["files"], {"path": "../evil", "content": "x"},
                     {"path": "/etc/foam-agent-x", "content": "x"}]
    script[1] = ScriptedReply("FileSet", evil, 1500, 2100)
    with ReplayServer(script) as server:
        outcome = solve(PROMPT, config_for(server, reviewer=False), output_dir=tmp_path / "out")
    refused = outcome.record.refused_writes
    assert any(line.startswith("../evil") for line in refused)
    assert any(line.startswith("/etc/foam-agent-x") for line in refused)
    assert not (tmp_path / "evil").exists() and not Path("/etc/foam-agent-x").exists()


def test_rejected_allrun_goes_to_the_reviewer(installation, tmp_path: Path) -> None:
    files = cavity_files(installation, tmp_path)
    good_allrun = ('#!/bin/sh\ncd "${0%/*}" || exit 1\n'
                   ". ${WM_PROJECT_DIR:?}/bin/tools/RunFunctions\n"
                   "runApplication blockMesh\nrunApplication $(getApplication)\n")
    bad_allrun = good_allrun + "curl -s http://127.0.0.1:9/ > stolen\n"
    plan = {"case_name": "cavity", "solver": "icoFoam", "reference_case": None,
            "files": sorted(files) + ["Allrun"]}
    written = [{"path": p, "content": t} for p, t in files.items()]
    review = {"error_class": "rejected", "files_to_change": ["Allrun"],
              "instructions": "Remove the curl line; only OpenFOAM programs may run."}
    script = [
        ScriptedReply("Plan", plan, 100, 10),
        ScriptedReply("FileSet", {"files": [*written, {"path": "Allrun", "content": bad_allrun}]},
                      100, 10),
        ScriptedReply("Review", review, 100, 10),
        ScriptedReply("FileSet", {"files": [{"path": "Allrun", "content": good_allrun}]}, 100, 10),
    ]
    with ReplayServer(script) as server:
        outcome = solve(PROMPT, config_for(server), output_dir=tmp_path / "out")
    attempts = outcome.record.attempts
    assert [a.status for a in attempts] == ["rejected", "success"]
    assert attempts[0].error_class == "rejected"
    review_request = json.dumps(server.requests[2])
    assert "rejected" in review_request and "curl" in review_request
    assert not (outcome.case_dir / "stolen").exists()
    assert outcome.status == "solved"
