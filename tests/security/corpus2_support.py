"""What every test of the second corpus checks after a run, and the fixtures they share."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from foam_agent.agents.runners import RunResult
from foam_agent.agents.runners import base as runner_base
from foam_agent.agents.runners.allrun import AllrunCheck, controldict_application
from tests.security.corpus2 import SECRET_NAME, SECRET_VALUE
from tests.support.processes import wait_until_gone

#: How long leftovers of a run may take to disappear: the kill is immediate; load adds slack.
GONE_WITHIN_S = 20.0
MIB = 1 << 20


@pytest.fixture
def host_secret(monkeypatch: pytest.MonkeyPatch) -> str:
    """A fake secret in the caller's environment, as an API key would be."""
    monkeypatch.setenv(SECRET_NAME, SECRET_VALUE)
    return SECRET_VALUE


@pytest.fixture
def canary(tmp_path: Path) -> Path:
    """A directory beside the case holding a file, a secret and a subdirectory."""
    path = tmp_path / "canary"
    (path / "keep").mkdir(parents=True)
    (path / "secret").write_text("not for the case\n")
    return path


@pytest.fixture
def bypass_checks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Let every case through the gate and the dictionary scan, as if both had a hole."""

    def allow(case_dir: Path, *_: object, **__: object) -> AllrunCheck:
        return AllrunCheck(True, controldict_application(case_dir))

    monkeypatch.setattr(runner_base, "check_case", allow)
    monkeypatch.setattr(runner_base, "scan_case", lambda *_: None)


def snapshot(directory: Path) -> dict[str, bytes]:
    """Every entry below ``directory`` with its content, to compare before and after."""
    return {str(path.relative_to(directory)): path.read_bytes() if path.is_file() else b"/"
            for path in sorted(directory.rglob("*"))}


def privileged_files(root: Path) -> list[str]:
    """Entries under ``root`` with a setuid or setgid bit (links not followed)."""
    found = []
    for directory, dirnames, filenames in os.walk(root):
        for name in [*dirnames, *filenames]:
            mode = os.lstat(os.path.join(directory, name)).st_mode
            if not stat.S_ISLNK(mode) and mode & (stat.S_ISUID | stat.S_ISGID):
                found.append(os.path.join(directory, name))
    return found


def texts(root: Path) -> Iterator[tuple[str, str]]:
    """Every regular file under ``root`` as text."""
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink():
            yield str(path), path.read_bytes().decode("utf-8", errors="replace")


def leaks(result: RunResult, case: Path) -> list[str]:
    """Where the host secret shows: the result's JSON, or any file of the case."""
    places = ["result JSON"] if SECRET_VALUE in result.model_dump_json() else []
    return places + [name for name, text in texts(case) if SECRET_VALUE in text]


def assert_contained(result: RunResult, case: Path, canary: Path,
                     before: dict[str, bytes]) -> None:
    """The four promises of a contained run: canary untouched, no secret in any output, no
    process left, no setuid or setgid file."""
    assert snapshot(canary) == before, "the canary outside the case changed"
    assert leaks(result, case) == [], "the host secret reached an output"
    assert wait_until_gone(case, GONE_WITHIN_S) == [], "a process of the run survived"
    assert privileged_files(case) == [], "a setuid or setgid file was left"
