"""``foam-agent solve`` on bad input: one clear line, non-zero exit, nothing written elsewhere."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.cli.test_run_and_doctor import foam_agent


def error_lines(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith("error:")]


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["   "], "the request is empty"),
        (["--prompt-file", "{tmp}/missing.txt"], "does not exist"),
        (["cavity", "--model", "nosuch:model"], "cannot use model 'nosuch:model'"),
        (["cavity", "--max-loops", "0"], "max_loops"),
        (["cavity", "--example", "cavity"], "give the request once"),
        (["--example", "nosuch"], "unknown example"),
        (["cavity", "--config", "{tmp}/missing.yaml"], "does not exist"),
        # A request pasted as a list is the request, not options ("No such option: -").
        (["- lid-driven cavity\n- Re = 100", "--example", "cavity"], "give the request once"),
    ],
)
def test_bad_input_is_one_line(arguments: list[str], message: str, tmp_path: Path) -> None:
    work = tmp_path / "work"
    work.mkdir()
    output = work / "out"
    completed = foam_agent("solve", *[a.format(tmp=tmp_path) for a in arguments],
                           "--output", str(output))
    assert completed.returncode == 2, completed.stderr
    assert "Traceback" not in completed.stderr
    errors = error_lines(completed.stderr)
    assert len(errors) == 1 and message in errors[0], completed.stderr
    assert not output.exists(), "nothing is written when the request cannot start"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["work"]


def test_unreachable_model_server_is_one_line(tmp_path: Path) -> None:
    output = tmp_path / "out"
    no_retries = tmp_path / "no-retries.yaml"
    no_retries.write_text("max_retries: 0\n")
    completed = foam_agent("solve", "lid-driven cavity with icoFoam", "--model",
                           "openai:gpt-4o-mini", "--base-url", "http://127.0.0.1:9/v1",
                           "--no-rag", "--config", str(no_retries), "--output", str(output),
                           "--json")
    assert completed.returncode == 2
    assert "Traceback" not in completed.stderr
    payload = json.loads(completed.stdout)
    assert payload["status"] == "error"
    assert "model request failed" in payload["error"]
    assert payload["loops"] == 0
    assert sorted(p.name for p in output.iterdir()) == ["case", "checkpoints.sqlite",
                                                        "foam-agent.json"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["no-retries.yaml", "out"]


def test_non_empty_output_directory_is_refused(tmp_path: Path) -> None:
    (tmp_path / "precious.txt").write_text("keep me")
    completed = foam_agent("solve", "cavity with icoFoam", "--no-rag", "--output", str(tmp_path))
    assert completed.returncode == 2
    assert "is not empty" in error_lines(completed.stderr)[0]
    assert (tmp_path / "precious.txt").read_text() == "keep me"


def test_a_text_starting_with_a_dash_and_a_space_is_moved_after_the_option_end() -> None:
    from foam_agent.cli import text_arguments_last

    listed = "- circular cylinder\n- D = 0.1 m"
    assert text_arguments_last([listed, "--timeout", "60"]) == ["--timeout", "60", "--", listed]
    assert text_arguments_last(["--timeout", "60", "-q"]) == ["--timeout", "60", "-q"]
    assert text_arguments_last(["--", listed]) == ["--", listed]


@pytest.mark.slow
def test_a_solve_stopped_by_its_time_limit_says_how_far_the_run_got(tmp_path: Path) -> None:
    completed = foam_agent("solve", "icoFoam lid-driven cavity, lid 1 m/s, run until 10000 s",
                           "--timeout", "3", "--max-loops", "1", "--no-reviewer", "--quiet",
                           "--output", str(tmp_path / "out"))
    assert completed.returncode == 1, completed.stderr
    text = " ".join((completed.stdout + completed.stderr).split())
    assert "last run: stopped after the time limit (3 s)" in text, text
    assert re.search(r"the solver reached t = [0-9.]+ of 10000 \(\d+%\)", text), text
