"""``foam-agent run`` and ``foam-agent doctor`` as a user calls them."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import CAVITY


def foam_agent(*arguments: str) -> subprocess.CompletedProcess[str]:
    """Run the installed console script, as a user would."""
    executable = shutil.which("foam-agent", path=str(Path(sys.executable).parent))
    assert executable, "the foam-agent console script is not installed"
    return subprocess.run([executable, *arguments], capture_output=True, text=True, timeout=300)


def test_run_json_is_one_object(tutorial_case: Callable[[str], Path]) -> None:
    case = tutorial_case(CAVITY)
    completed = foam_agent("run", str(case), "--json")
    assert completed.returncode == 0, completed.stderr
    payload = json.loads(completed.stdout)
    for key in ("status", "returncode", "wall_s", "dialect", "error_class", "fatal_error",
                "last_time"):
        assert key in payload
    assert payload["status"] == "success"
    assert payload["last_time"] == "0.5"


def test_run_summary_goes_to_stderr(tutorial_case: Callable[[str], Path]) -> None:
    case = tutorial_case(CAVITY)
    completed = foam_agent("run", str(case))
    assert completed.returncode == 0
    assert completed.stdout == ""
    assert "success" in completed.stderr and "icoFoam" in completed.stderr


def test_failed_run_exits_non_zero(tutorial_case: Callable[[str], Path]) -> None:
    case = tutorial_case(CAVITY)
    (case / "system" / "fvSolution").write_text("broken {")
    completed = foam_agent("run", str(case), "--json")
    assert completed.returncode == 1
    assert json.loads(completed.stdout)["status"] == "failed"


@pytest.mark.parametrize("kind", ["missing", "empty", "file", "no case"])
def test_bad_case_dir_is_one_clear_line(kind: str, tmp_path: Path) -> None:
    target = tmp_path / "target"
    if kind == "empty":
        target.mkdir()
    elif kind == "file":
        target.write_text("not a case")
    elif kind == "no case":
        target.mkdir()
        (target / "notes.txt").write_text("no system/controlDict here")
    completed = foam_agent("run", str(target))
    assert completed.returncode == 2
    assert "Traceback" not in completed.stderr
    errors = [line for line in completed.stderr.splitlines() if line.startswith("error:")]
    assert len(errors) == 1
    expected = {"missing": "does not exist", "empty": "is empty", "file": "is a file",
                "no case": "is not an OpenFOAM case"}[kind]
    assert expected in errors[0]
    assert "vtkOpenFOAMReader" not in completed.stderr


def test_bad_timeout_is_refused(tutorial_case: Callable[[str], Path]) -> None:
    completed = foam_agent("run", str(tutorial_case(CAVITY)), "--timeout", "-1")
    assert completed.returncode == 2
    assert "--timeout" in completed.stderr and "Traceback" not in completed.stderr


def test_doctor_reports_every_part() -> None:
    completed = foam_agent("doctor", "--json")
    payload = json.loads(completed.stdout)
    checks = {check["name"]: check for check in payload["checks"]}
    assert {"OpenFOAM (native)", "Docker engine", "embedding model", "LLM"} <= set(checks)
    assert checks["OpenFOAM (native)"]["ok"]
    assert "esi-1912" in checks["OpenFOAM (native)"]["found"]
    assert checks["embedding model"]["ok"]
    assert completed.returncode == (0 if payload["ok"] else 1)
    for check in payload["checks"]:
        assert check["ok"] or check["fix"], f"{check['name']} is missing without a fix"


def test_probe_failure_says_how_to_install() -> None:
    """A machine without OpenFOAM gets the install command, not a stack trace."""
    from foam_agent.agents.openfoam.installation import InstallationNotFound, run_probe

    failing_probe = ["sh", "-c", "echo 'foam-agent: no OpenFOAM installation found' >&2; exit 3"]
    with pytest.raises(InstallationNotFound, match="apt-get install openfoam"):
        run_probe(failing_probe)
