"""``doctor`` says whether the tutorial index is built and fresh, before a first solve spends
minutes building it."""

from __future__ import annotations

import dataclasses
import json
import shutil
from pathlib import Path

import pytest

from foam_agent.agents.openfoam import Installation
from foam_agent.agents.openfoam.command_help import collect_command_help
from foam_agent.cli.doctor import INDEX_DIR_VARIABLE, check_index
from foam_agent.rag_index import ensure_index
from tests.cli.test_run_and_doctor import foam_agent
from tests.conftest import CAVITY


def test_doctor_reports_a_missing_index_with_its_fix(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(INDEX_DIR_VARIABLE, str(tmp_path / "no-index"))
    completed = foam_agent("doctor", "--json")
    assert completed.returncode in (0, 1), completed.stderr
    checks = {check["name"]: check for check in json.loads(completed.stdout)["checks"]}
    index = checks["tutorial index"]
    assert not index["ok"] and not index["required"]
    assert "not built" in index["found"] and "no-index" in index["found"]
    assert "foam-agent index build" in index["fix"]


def test_doctor_reports_an_index_of_other_tutorials_as_stale(
        installation: Installation, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A real index, built from a one-case copy of the tutorials: it does not fit the
    installation's own tutorials, and doctor says why."""
    assert installation.tutorials_dir
    tutorials = tmp_path / "tutorials"
    shutil.copytree(Path(installation.tutorials_dir) / CAVITY, tutorials / CAVITY)
    small = dataclasses.replace(installation, applications=frozenset({"icoFoam"}))
    ensure_index(tutorials, tmp_path / "index", dialect=installation.dialect,
                 version=installation.version,
                 command_help=lambda: collect_command_help(small).texts)
    monkeypatch.setenv(INDEX_DIR_VARIABLE, str(tmp_path / "index"))
    found = check_index()
    assert not found.ok and found.found.startswith(f"stale at {tmp_path / 'index'}")
    assert "foam-agent index build" in found.fix
