"""A recorded multi-loop FoamBench case replays offline, end to end, through the CLI.

The recording (``tests/data/llm_replay/cavity-1``) was made against the local replay server by
``tests/support/record_foambench.py``; here no server runs and the base URL points at a closed
port, so any request that was not answered from the recording would fail the solve. A request
missing from the recording fails with its hash: re-record with the command in that module.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from foam_agent.cli import app

RECORDING = Path(__file__).resolve().parents[1] / "data" / "llm_replay" / "cavity-1"
CLOSED_URL = "http://127.0.0.1:9/v1"


def _solve(arguments: list[str]) -> tuple[int, str]:
    result = CliRunner().invoke(app, ["solve", *arguments])
    return result.exit_code, result.stdout


@pytest.mark.slow
def test_the_recorded_cavity_case_replays_offline_bit_for_bit(tmp_path: Path) -> None:
    recorded = json.loads((RECORDING / "case.json").read_text())
    settings = recorded["settings"]
    code, out = _solve([
        recorded["prompt"], "--model", settings["model"], "--base-url", CLOSED_URL,
        "--no-rag", "--reviewer", "--max-loops", str(settings["max_loops"]),
        "--author", settings["author"], "--replay", str(RECORDING / "calls"),
        "--output", str(tmp_path / "out"), "--json"])
    result = json.loads(out)
    assert result["error"] is None, result["error"]
    assert result["status"] == recorded["status"]
    assert result["loops"] == len(recorded["attempts"]) == 2
    assert result["tokens"] == recorded["tokens"]
    record = json.loads(Path(result["record"]).read_text())
    assert record["visits"] == recorded["visits"]
    assert [attempt["status"] for attempt in record["attempts"]] == recorded["attempts"]
    assert code in (0, 1)


def test_record_and_replay_flags_are_checked(tmp_path: Path) -> None:
    code, out = _solve(["a cavity", "--model", "openai:x", "--record", str(tmp_path),
                        "--replay", str(tmp_path)])
    assert code == 2
    code, _ = _solve(["a cavity", "--model", "openai:x", "--replay", str(tmp_path / "none")])
    assert code == 2
    code, _ = _solve(["a cavity", "--model", "openai:x", "--author", "poet"])
    assert code == 2


@pytest.mark.slow
def test_bench_run_replays_the_recording_and_scores_the_attempt(tmp_path: Path) -> None:
    recorded = json.loads((RECORDING / "case.json").read_text())
    settings = recorded["settings"]
    result = CliRunner().invoke(app, [
        "bench", "run", "--dataset", str(RECORDING / "dataset.json"), "--model",
        settings["model"], "--ablation", "reviewer", "--max-loops", str(settings["max_loops"]),
        "--author", settings["author"], "--replay", str(RECORDING / "calls"),
        "--workers", "1", "--reference-cache", str(tmp_path / "references"),
        "--out", str(tmp_path / "results"), "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["ran"] == 1 and summary["errors"] == 0, summary
    records = list((tmp_path / "results").rglob("foam-agent.json"))
    assert len(records) == 1
    record = json.loads(records[0].read_text())
    assert record["config"]["replay_dir"] == str(RECORDING / "calls")
    assert record["visits"] == recorded["visits"]
    assert record["tokens"]["prompt"] == recorded["tokens"]["prompt"]
