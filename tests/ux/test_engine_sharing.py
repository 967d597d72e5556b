"""Two checkouts share one Docker engine: the tear-down of one never stops the engine the other
still uses, and an engine nobody here started is never stopped.

The real ``scripts/dockerd-up.sh`` and ``scripts/dockerd-down.sh`` run, with a stand-in engine
first on PATH: a long-running process named ``dockerd`` (the scripts check that name in /proc)
and a ``docker`` client whose ``info`` answers while that process lives. A real dockerd would
cost seconds and a root-only daemon per test; the pid, user-list and lock logic is the same.
"""

from __future__ import annotations

import os
import signal
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.processes import wait_until_gone

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"

FAKE_DOCKERD = """#!/bin/sh
echo $$ > "$FAKE_ENGINE/pid"
trap 'rm -f "$FAKE_ENGINE/pid"; exit 0' TERM
while :; do sleep 0.1; done
"""
FAKE_DOCKER = """#!/bin/sh
[ -f "$FAKE_ENGINE/pid" ] && kill -0 "$(cat "$FAKE_ENGINE/pid")" 2>/dev/null
"""


@pytest.fixture
def stand_in(tmp_path: Path) -> Iterator[dict[str, str]]:
    """The environment under which the scripts find the stand-in engine and their own state."""
    assert os.getuid() == 0, "dockerd-up.sh starts an engine only as root"
    bin_dir, engine, state = tmp_path / "bin", tmp_path / "engine", tmp_path / "state"
    for folder in (bin_dir, engine):
        folder.mkdir()
    for name, text in (("dockerd", FAKE_DOCKERD), ("docker", FAKE_DOCKER)):
        (bin_dir / name).write_text(text)
        (bin_dir / name).chmod(0o755)
    environment = {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}",
                   "FAKE_ENGINE": str(engine), "FOAM_AGENT_STATE": str(state),
                   "FOAM_AGENT_DOCKERD_STOP_S": "5"}
    yield environment
    pid_file = engine / "pid"
    if pid_file.is_file():  # a failed test leaves no engine behind
        os.kill(int(pid_file.read_text()), signal.SIGKILL)


def _script(name: str, checkout: str, environment: dict[str, str]
            ) -> subprocess.CompletedProcess[str]:
    completed = subprocess.run(["sh", str(SCRIPTS / name)], capture_output=True, text=True,
                               timeout=60, env={**environment,
                                                "FOAM_AGENT_ENGINE_USER": checkout})
    assert completed.returncode == 0, completed.stderr
    return completed


def _engine_answers(environment: dict[str, str]) -> bool:
    return subprocess.run(["docker", "info"], env=environment, check=False).returncode == 0


def _engine_pid(environment: dict[str, str]) -> int:
    return int((Path(environment["FAKE_ENGINE"]) / "pid").read_text())


def _running(pid: int) -> bool:
    """The process lives (a zombie has exited; init just has not reaped it yet)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def test_one_checkouts_tear_down_leaves_the_engine_another_still_uses(
        stand_in: dict[str, str]) -> None:
    # The checkout of `make demo` starts the engine; a clean clone's CI run set-up finds it.
    _script("dockerd-up.sh", "/work/demo-checkout", stand_in)
    assert _engine_answers(stand_in)
    engine = _engine_pid(stand_in)
    _script("dockerd-up.sh", "/ci/fresh-clone", stand_in)
    assert _engine_pid(stand_in) == engine, "the second set-up started no second engine"

    # The CI run ends: its tear-down must leave the first checkout's engine running.
    left = _script("dockerd-down.sh", "/ci/fresh-clone", stand_in)
    assert "still used by /work/demo-checkout" in left.stderr
    assert _engine_answers(stand_in) and _engine_pid(stand_in) == engine

    # The last user's tear-down stops it.
    _script("dockerd-down.sh", "/work/demo-checkout", stand_in)
    assert not _engine_answers(stand_in) and not _running(engine)
    assert not _running(engine)
    assert not (Path(stand_in["FOAM_AGENT_STATE"]) / "dockerd.pid").exists()


def test_interleaved_the_other_way_round_the_engine_outlives_its_starter(
        stand_in: dict[str, str]) -> None:
    _script("dockerd-up.sh", "/ci/fresh-clone", stand_in)
    engine = _engine_pid(stand_in)
    _script("dockerd-up.sh", "/work/demo-checkout", stand_in)
    _script("dockerd-down.sh", "/ci/fresh-clone", stand_in)
    assert _engine_answers(stand_in) and _engine_pid(stand_in) == engine
    assert _running(engine)
    # A second tear-down of a checkout that already left changes nothing.
    _script("dockerd-down.sh", "/ci/fresh-clone", stand_in)
    assert _engine_answers(stand_in)
    _script("dockerd-down.sh", "/work/demo-checkout", stand_in)
    assert not _engine_answers(stand_in) and not _running(engine)


def test_an_engine_these_scripts_did_not_start_is_never_stopped(
        stand_in: dict[str, str], tmp_path: Path) -> None:
    own = subprocess.Popen([str(tmp_path / "bin" / "dockerd")], env=stand_in,
                           start_new_session=True)
    try:
        for _ in range(50):
            if _engine_answers(stand_in):
                break
            subprocess.run(["sleep", "0.1"], check=True)
        _script("dockerd-up.sh", "/ci/fresh-clone", stand_in)
        _script("dockerd-down.sh", "/ci/fresh-clone", stand_in)
        assert _engine_answers(stand_in) and own.poll() is None
    finally:
        own.terminate()
        own.wait(timeout=10)
    assert wait_until_gone(tmp_path / "engine", within_s=5) == []
