"""``solve --resume`` of a solve interrupted before the namespace move (module names ``agents.*``),
and of a damaged checkpoint.

The old checkpoint is built honestly: a real solve is interrupted after its writer with today's
code, and the module names in its LangGraph checkpoint are then rewritten to the names the
packages had before the move (``foam_agent.agents.authors.base`` → ``agents.authors.base``), by
decoding and re-encoding LangGraph's msgpack, exactly as the old code stored them.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import ormsgpack
import pytest
from typer.testing import CliRunner

from foam_agent.agents.checkpoint_names import renamed_checkpoint
from foam_agent.agents.config import SolveConfig
from foam_agent.agents.solve import CHECKPOINTS_NAME, solve
from foam_agent.cli import app
from tests.agent.test_resume import InterruptedOnce

PROMPT = "lid-driven cavity with icoFoam"
_OPTIONS = ormsgpack.OPT_NON_STR_KEYS


def _old_names(blob: bytes) -> bytes:
    """``blob`` as the code before the move wrote it: ``foam_agent.`` gone from module names."""

    def extension(code: int, data: bytes) -> ormsgpack.Ext:
        payload = ormsgpack.unpackb(data, ext_hook=extension, option=_OPTIONS)
        if isinstance(payload, list) and payload and isinstance(payload[0], str):
            payload[0] = payload[0].removeprefix("foam_agent.")
        return ormsgpack.Ext(code, ormsgpack.packb(payload, option=_OPTIONS))

    return ormsgpack.packb(ormsgpack.unpackb(blob, ext_hook=extension, option=_OPTIONS),
                           option=_OPTIONS)


def _blobs(database: Path) -> list[bytes]:
    with closing(sqlite3.connect(database)) as db:
        return [row[0] for row in db.execute(
            "SELECT checkpoint FROM checkpoints UNION ALL "
            "SELECT value FROM writes WHERE type = 'msgpack'")]


def _rewrite_to_old_names(database: Path) -> int:
    """Rewrite every msgpack blob of the checkpoint database; returns how many changed."""
    changed = 0
    with closing(sqlite3.connect(database)) as db, db:
        for table, column, where in (("checkpoints", "checkpoint", ""),
                                     ("writes", "value", " WHERE type = 'msgpack'")):
            for rowid, blob in db.execute(f"SELECT rowid, {column} FROM {table}{where}")\
                    .fetchall():
                old = _old_names(blob)
                if old != blob:
                    changed += 1
                    db.execute(f"UPDATE {table} SET {column} = ? WHERE rowid = ?", (old, rowid))
    return changed


@pytest.fixture
def interrupted(tmp_path: Path) -> Path:
    """A solve of the cavity interrupted at its first run: the plan and files are written."""
    output = tmp_path / "solve"
    with pytest.raises(KeyboardInterrupt):
        solve(PROMPT, SolveConfig(rag=False), output_dir=output, runner=InterruptedOnce())
    return output


def test_old_names_are_renamed_to_exactly_the_current_checkpoint(interrupted: Path) -> None:
    current = _blobs(interrupted / CHECKPOINTS_NAME)
    old = [_old_names(blob) for blob in current]
    plan_module = ormsgpack.packb("agents.authors.base")  # the string as msgpack stores it
    assert any(plan_module in blob for blob in old), "Plan under its old module"
    assert not any(b"foam_agent." in blob for blob in old)
    assert [renamed_checkpoint(blob) for blob in old] == current
    assert all(renamed_checkpoint(blob) is blob for blob in current), "new ones pass untouched"


def test_solve_resumes_a_checkpoint_written_under_the_old_module_names(interrupted: Path
                                                                       ) -> None:
    assert _rewrite_to_old_names(interrupted / CHECKPOINTS_NAME) > 0
    executable = shutil.which("foam-agent", path=str(Path(sys.executable).parent))
    assert executable, "the foam-agent console script is not installed"
    completed = subprocess.run([executable, "solve", "--resume", str(interrupted), "--json",
                                "--quiet"], capture_output=True, text=True, timeout=300)
    assert completed.returncode == 0, completed.stderr
    assert "Blocked deserialization" not in completed.stderr
    assert "Traceback" not in completed.stderr
    assert json.loads(completed.stdout)["status"] == "solved"
    record = json.loads((interrupted / "foam-agent.json").read_text())
    assert record["visits"] == ["writer", "runner"], "the writer is not run again"
    assert record["plan"]["reference_case"].endswith("icoFoam/cavity/cavity")


@pytest.mark.parametrize("damage", ["not sqlite", "truncated blob"])
def test_a_damaged_checkpoint_is_one_error_line(interrupted: Path, damage: str) -> None:
    database = interrupted / CHECKPOINTS_NAME
    if damage == "not sqlite":
        database.write_text("this is not a checkpoint database\n")
    else:
        with closing(sqlite3.connect(database)) as db, db:
            db.execute("UPDATE checkpoints SET checkpoint = substr(checkpoint, 1, 7)")
    result = CliRunner().invoke(app, ["solve", "--resume", str(interrupted), "--quiet"])
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "error:" in result.stderr and "cannot be resumed" in result.stderr
    assert "solve again into a new output directory" in result.stderr
