"""``foam-agent verify``: failing rows first, one JSON object, exit 0 / 1 / 2."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from foamlib import FoamFile
from typer.testing import CliRunner

from foam_agent.agents.physics import verify_case
from foam_agent.cli import app
from tests.physics.tutorial_runs import prepare, run

CAVITY = "incompressible/icoFoam/cavity/cavity"


@pytest.fixture(scope="module")
def cavities(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The cavity as shipped, and one run at twice its time step (Courant number about 2)."""
    root = tmp_path_factory.mktemp("verify")
    sound = prepare(CAVITY, root / "sound")
    fast = prepare(CAVITY, root / "fast")
    with FoamFile(fast / "system" / "controlDict") as control:
        control["deltaT"] = 0.01
    assert run(sound) and run(fast)
    return sound, fast


def test_a_sound_case_passes_with_exit_0(cavities: tuple[Path, Path]) -> None:
    result = CliRunner().invoke(app, ["verify", str(cavities[0]), "--json"])
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout)
    assert payload["ok"] is True and payload["failed"] == []
    assert payload["solver"] == "icoFoam"
    assert {row["check"] for row in payload["rows"]} >= {"completion", "Courant number"}


def test_a_failing_check_exits_1_and_comes_first(cavities: tuple[Path, Path]) -> None:
    result = CliRunner().invoke(app, ["verify", str(cavities[1]), "--json"])
    assert result.exit_code == 1
    payload = json.loads(result.stdout)
    assert payload["failed"] == ["Courant number"]
    first = payload["rows"][0]
    assert first["verdict"] == "fail" and first["check"] == "Courant number"
    assert first["evidence"]["file"] == "log.icoFoam"
    assert first["value"] > first["limit"] == 1.25


def test_the_table_names_the_failing_check(cavities: tuple[Path, Path]) -> None:
    result = CliRunner().invoke(app, ["verify", str(cavities[1])])
    assert result.exit_code == 1
    assert "FAIL" in result.output and "1 check(s) fail" in result.output


@pytest.mark.parametrize("argument", ["/nonexistent/case", "."])
def test_bad_input_is_one_error_line_and_exit_2(argument: str, tmp_path: Path) -> None:
    target = argument if argument != "." else str(tmp_path)
    result = CliRunner().invoke(app, ["verify", target])
    assert result.exit_code == 2
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error:")
    assert "Traceback" not in result.output


def test_a_log_that_is_a_symlink_is_refused_not_followed(cavities: tuple[Path, Path],
                                                          tmp_path: Path) -> None:
    case = tmp_path / "linked"
    shutil.copytree(cavities[1], case)
    (case / "log.icoFoam").unlink()
    (case / "log.icoFoam").symlink_to(cavities[0] / "log.icoFoam")
    report = verify_case(case)
    completion = next(row for row in report.rows if row.check == "completion")
    assert completion.verdict == "fail" and completion.found == "no log.icoFoam"
    assert "Courant number" not in {row.check for row in report.rows}


def test_fields_written_in_binary_are_read(tmp_path: Path) -> None:
    case = prepare(CAVITY, tmp_path / "binary")
    with FoamFile(case / "system" / "controlDict") as control:
        control["writeFormat"] = "binary"
    assert run(case)
    assert b"format      binary" in (case / "0.5" / "U").read_bytes()
    speed = next(row for row in verify_case(case).rows if row.check == "speed bound")
    assert speed.verdict == "pass" and speed.evidence.file == "0.5/U"


_VERIFY_THEN_LIST_MODULES = """
import sys
from foam_agent.cli import app
try:
    app(sys.argv[1:])
except SystemExit as done:
    code = done.code
print(code, " ".join(sorted(sys.modules)))
"""


def test_verify_imports_neither_the_request_reader_nor_langgraph(
        cavities: tuple[Path, Path]) -> None:
    """Checking a finished case reads its files, not a request: the spec's model (0.3 s of
    CPU, the checks name it only in annotations) and the agent's graph stay unimported."""
    done = subprocess.run([sys.executable, "-c", _VERIFY_THEN_LIST_MODULES, "verify",
                           str(cavities[0]), "--json"], capture_output=True, text=True,
                          timeout=120, check=True)
    exit_code, modules = done.stdout.rstrip("\n").split("\n")[-1].split(" ", 1)
    assert exit_code == "0", done.stdout + done.stderr
    loaded = set(modules.split())
    assert "foam_agent.agents.physics.verify" in loaded
    assert {"foam_agent.agents.spec.model", "foam_agent.agents.spec.parse", "langgraph",
            "scipy.spatial"} & loaded == set()
