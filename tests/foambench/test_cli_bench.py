"""``foam-agent bench datasets`` and ``bench prepare`` as a user calls them."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from foam_agent.cli import app


def foam_agent(*arguments: str) -> subprocess.CompletedProcess[str]:
    """Run the installed console script, as a user would."""
    executable = shutil.which("foam-agent", path=str(Path(sys.executable).parent))
    assert executable, "the foam-agent console script is not installed"
    return subprocess.run([executable, *arguments], capture_output=True, text=True, timeout=300)


def test_datasets_json_lists_every_dataset() -> None:
    completed = foam_agent("bench", "datasets", "--json")
    assert completed.returncode == 0, completed.stderr
    rows = {row["name"]: row for row in json.loads(completed.stdout)["datasets"]}
    assert set(rows) == {"basic", "advanced", "basic-v1", "advanced-v1", "local"}
    assert (rows["basic"]["cases"], rows["basic"]["md5_verdict"]) == (110, "matches")
    assert (rows["advanced"]["cases"], rows["advanced"]["md5_verdict"]) == (16, "matches")
    assert rows["basic-v1"]["md5_verdict"] == "unpublished"
    assert rows["local"]["cases"] >= 20


@pytest.mark.slow
def test_prepare_json_is_one_object_and_progress_goes_to_stderr(tmp_path: Path) -> None:
    completed = foam_agent("bench", "prepare", "--dataset", "local", "--cases",
                           "cavity/lid-2ms", "--cache-dir", str(tmp_path), "--json")
    assert completed.returncode == 0, completed.stderr
    payload = json.loads(completed.stdout)
    assert payload["summary"]["success"] == 1 and payload["dialect"] == "esi-1912"
    assert payload["summary"]["families"] == {
        "cavity": {"cases": 1, "success": 1, "reasons": {},
                   "seconds": round(payload["cases"][0]["seconds"], 1)}}
    (case,) = payload["cases"]
    assert (case["case_id"], case["status"], case["cached"]) == ("cavity/lid-2ms", "success",
                                                                 False)
    assert "[1/1] cavity/lid-2ms" in completed.stderr
    again = foam_agent("bench", "prepare", "--dataset", "local", "--cases", "cavity/lid-2ms",
                       "--cache-dir", str(tmp_path), "--json")
    assert json.loads(again.stdout)["cases"][0]["cached"] is True
    forced = foam_agent("bench", "prepare", "--dataset", "local", "--cases", "cavity/lid-2ms",
                        "--cache-dir", str(tmp_path), "--json", "--force")
    assert forced.returncode == 0, forced.stderr
    assert json.loads(forced.stdout)["cases"][0]["cached"] is False


@pytest.mark.parametrize(("arguments", "message"), [
    (["--dataset", "nonsense"], "unknown dataset 'nonsense'"),
    (["--dataset", "local", "--cases", "no-such-case*"], "no case of"),
    (["--dataset", "local", "--timeout", "0"], "--timeout must be a positive"),
    (["--dataset", "local", "--workers", "0"], "--workers must be at least 1"),
    (["--dataset", "{truncated}"], "invalid JSON (truncated?)"),
])
def test_bad_input_is_one_clear_line(arguments: list[str], message: str,
                                     tmp_path: Path) -> None:
    truncated = tmp_path / "cut.json"
    truncated.write_text('{"a/1": {"usr_requirement": "run it", "Allr')
    arguments = [part.replace("{truncated}", str(truncated)) for part in arguments]
    result = CliRunner().invoke(app, ["bench", "prepare", *arguments])
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error:") and message in lines[0], lines
    assert result.exception is None or isinstance(result.exception, SystemExit)
