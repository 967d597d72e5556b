"""``foam-agent understand``, ``solve --spec`` and ``solve --confirm``: the understanding is shown
and corrected before anything runs, and what is shown is what a solve writes."""

from __future__ import annotations

import json
import os
import pty
import select
import subprocess
import time
from pathlib import Path

import pytest

from foam_agent.agents.config import load_config
from foam_agent.agents.examples import EXAMPLES
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.understand import understand
from tests.cli.test_run_and_doctor import foam_agent
from tests.cli.test_solve_cli import error_lines

#: A cavity request with one number no reader can place.
UNREAD = ("Lid-driven cavity with icoFoam, the lid moves at 1.5 m/s, end time 0.1 s, "
          "and use 7 bananas")


def test_understand_shows_the_planned_edits_and_runs_nothing(tmp_path: Path) -> None:
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    completed = subprocess.run(
        [*_console_script(), "understand", UNREAD, "--notes"], capture_output=True, text=True,
        timeout=300, cwd=tmp_path, env={**os.environ, "TMPDIR": str(scratch), "COLUMNS": "200"})
    assert completed.returncode == 0, completed.stderr
    shown = completed.stderr
    assert "follows incompressible/icoFoam/cavity/cavity" in shown
    edit = next(line for line in shown.splitlines() if "movingWall/value" in line)
    assert "set" in edit and "1.5" in edit and "lid moves at 1.5 m/s" in edit
    assert "endTime" in shown and "system/controlDict/endTime" in shown
    assert "not understood: 'use 7 bananas'" in shown
    assert "the author's notes" in shown and "0/U: boundaryField/movingWall/value = " in shown
    assert completed.stdout == ""
    # Nothing ran and nothing stayed: the scratch case is gone, no log was written anywhere.
    assert list(scratch.iterdir()) == []
    assert sorted(path.name for path in tmp_path.iterdir()) == ["tmp"]


def test_understand_json_is_the_spec_document_and_write_spec_keeps_it(tmp_path: Path) -> None:
    kept = tmp_path / "spec.yaml"
    completed = foam_agent("understand", UNREAD, "--json", "--write-spec", str(kept))
    assert completed.returncode == 0, completed.stderr
    document = json.loads(completed.stdout)
    assert document["kind"] == "foam-agent spec" and document["version"] == 1
    assert document["spec"]["unparsed"] == ["use 7 bananas"]
    from foam_agent.agents.spec.document import load_document, read_document

    assert read_document(kept) == load_document(completed.stdout)


@pytest.mark.parametrize(("write", "message"), [
    (None, "does not exist"),
    ("{not json", "not valid JSON: Expecting property name"),
    ('{"kind": "foam-agent spec", "version": 7, "spec": {}}', "version 7 is not read"),
    ('{"kind": "foam-agent spec", "version": 1, "spec": {"prompt": "x"}}',
     "spec.text: Field required"),
    ("[1, 2]", "not a spec document"),
])
@pytest.mark.parametrize("command", ["understand", "solve"])
def test_a_bad_spec_file_is_one_error_line(command: str, write: str | None, message: str,
                                           tmp_path: Path) -> None:
    path = tmp_path / "spec.json"
    if write is not None:
        path.write_text(write)
    output = tmp_path / "out"
    completed = foam_agent(command, "--spec", str(path), "--output", str(output)) \
        if command == "solve" else foam_agent(command, "--spec", str(path))
    assert completed.returncode == 2, completed.stderr
    assert "Traceback" not in completed.stderr
    errors = error_lines(completed.stderr)
    assert len(errors) == 1 and message in errors[0], completed.stderr
    assert not output.exists()


def test_a_spec_and_a_request_together_are_refused(tmp_path: Path) -> None:
    completed = foam_agent("understand", "cavity", "--spec", str(tmp_path / "spec.json"))
    assert completed.returncode == 2
    assert "give the request once" in error_lines(completed.stderr)[0]


def test_confirm_without_a_terminal_is_refused_before_anything(tmp_path: Path) -> None:
    output = tmp_path / "out"
    completed = subprocess.run(
        [*_console_script(), "solve", "--example", "cavity", "--confirm", "-o", str(output)],
        capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
    assert completed.returncode == 2
    errors = error_lines(completed.stderr)
    assert len(errors) == 1 and "needs an interactive terminal" in errors[0]
    assert not output.exists()


def test_confirm_shows_the_plan_and_a_no_runs_nothing(tmp_path: Path) -> None:
    output = tmp_path / "out"
    master, slave = pty.openpty()
    process = subprocess.Popen(
        [*_console_script(), "solve", "--example", "cavity", "--confirm", "-o", str(output)],
        stdin=slave, stdout=slave, stderr=slave, env={**os.environ, "COLUMNS": "200"})
    os.close(slave)
    shown = ""
    try:
        shown = _read_until(master, process, "Run this case?")
        assert "Run this case?" in shown, shown[-2000:]
        os.write(master, b"n\n")
        shown += _read_until(master, process, "not run")
        process.wait(timeout=60)
    finally:
        os.close(master)
        if process.poll() is None:
            process.kill()
    assert "planned edits" in shown and "movingWall/value" in shown
    assert process.returncode == 1, shown[-2000:]
    assert not output.exists(), "a declined solve writes nothing"


@pytest.mark.slow
def test_confirm_yes_runs_the_spec_it_showed(tmp_path: Path) -> None:
    output = tmp_path / "out"
    master, slave = pty.openpty()
    process = subprocess.Popen(
        [*_console_script(), "solve", "--example", "cavity", "--confirm", "--quiet",
         "--no-reviewer", "--max-loops", "1", "-o", str(output)],
        stdin=slave, stdout=slave, stderr=slave, env={**os.environ, "COLUMNS": "200"})
    os.close(slave)
    try:
        shown = _read_until(master, process, "Run this case?")
        assert "Run this case?" in shown, shown[-2000:]
        os.write(master, b"y\n")
        shown += _read_until(master, process, "\x00", limit_s=280)
        process.wait(timeout=60)
    finally:
        os.close(master)
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0, shown[-2000:]
    record = json.loads((output / "foam-agent.json").read_text())
    assert record["status"] == "solved"
    shown_spec = parse_spec(EXAMPLES["cavity"], solvers=_applications())
    from foam_agent.agents.spec.document import read_document

    assert read_document(output / "spec.json") == shown_spec


@pytest.mark.slow
def test_understand_then_solve_spec_writes_the_case_solve_writes_and_a_correction_lands(
        tmp_path: Path) -> None:
    request = EXAMPLES["cavity"]
    options = ("--no-reviewer", "--max-loops", "1", "--quiet", "--json")
    from_words = foam_agent("solve", request, "-o", str(tmp_path / "words"), *options)
    assert json.loads(from_words.stdout)["status"] == "solved", from_words.stderr
    spec_file = tmp_path / "spec.json"
    written = foam_agent("understand", request, "--json")
    spec_file.write_text(written.stdout)
    from_spec = foam_agent("solve", "--spec", str(spec_file), "-o", str(tmp_path / "spec"),
                           *options)
    assert json.loads(from_spec.stdout)["status"] == "solved", from_spec.stderr
    assert _inputs(tmp_path / "words" / "case") == _inputs(tmp_path / "spec" / "case")

    # What understand plans is what the solve wrote.
    planned = understand(parse_spec(request, solvers=_applications()), load_config(None))
    assert planned.files and all(
        (tmp_path / "words" / "case" / path).read_text() == text
        for path, text in planned.files.items())

    # A speed corrected by hand reaches the case, and the audit checks the corrected value.
    document = json.loads(written.stdout)
    lid = next(item for item in document["spec"]["stated"]["boundary_values"]
               if item["field"] == "U")
    lid["value"] = 2.5
    spec_file.write_text(json.dumps(document))
    corrected = foam_agent("solve", "--spec", str(spec_file), "-o", str(tmp_path / "fixed"),
                           *options)
    result = json.loads(corrected.stdout)
    row = next(row for row in result["audit"] if row["requirement"].startswith("U on"))
    assert row["expected"] == "2.5" and row["met"], row
    velocity = (tmp_path / "fixed" / "case" / "0" / "U").read_text()
    assert "uniform (2.5 0.0 0.0)" in velocity
    assert json.loads((tmp_path / "fixed" / "spec.json").read_text()) == document


def _inputs(case: Path) -> dict[str, str]:
    """The case's input files (system, constant without the mesh, 0), path → text."""
    files = {}
    for folder in ("system", "constant", "0"):
        for path in sorted((case / folder).rglob("*")):
            if path.is_file() and "polyMesh" not in path.parts:
                files[str(path.relative_to(case))] = path.read_text()
    return files


def _applications() -> frozenset[str]:
    from foam_agent.agents.openfoam import find_local_installation

    return find_local_installation().applications


def _console_script() -> list[str]:
    import shutil
    import sys

    executable = shutil.which("foam-agent", path=str(Path(sys.executable).parent))
    assert executable
    return [executable]


def _read_until(master: int, process: subprocess.Popen[bytes], needle: str,
                limit_s: float = 120) -> str:
    """What the terminal shows until ``needle`` appears, the process ends, or time runs out."""
    text = ""
    deadline = time.monotonic() + limit_s
    while needle not in text and time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.2)
        if ready:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            text += chunk.decode("utf-8", errors="replace")
        elif process.poll() is not None:
            break
    return text


def test_a_request_no_case_can_follow_says_why_and_exits_1() -> None:
    completed = foam_agent("understand", "simulate 3 things at 5 m/s", "--no-rag")
    assert completed.returncode == 1, completed.stderr
    assert "no case can be composed" in completed.stderr
    assert "needs the prompt to name a solver" in completed.stderr
    assert "Traceback" not in completed.stderr
