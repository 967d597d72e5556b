"""The jail holds when the gate and the dictionary scan are bypassed; without it, it does not.

Every test here switches the static checks off (``bypass_checks``), so whatever the hostile case
asks for really runs. With the jail on, a canary directory outside the case stays untouched, no
process survives and no connection leaves. Each has a companion that runs the same hostile case
with the jail off and shows the harm does happen (aimed only at a throwaway canary in the test's
temporary directory), so the jail, and not something else, is what the first test proves.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.runners import base as runner_base
from foam_agent.agents.runners.allrun import AllrunCheck, controldict_application
from foam_agent.agents.runners.jail import jail_command, jail_environment
from tests.conftest import CAVITY
from tests.security.corpus import SCRIPTS, Hostile
from tests.security.test_gate_corpus import write_hostile_case
from tests.support.processes import still_alive, wait_until_gone

CaseFactory = Callable[..., Path]
#: How long leftovers of a run may take to disappear: the kill is immediate; load adds slack.
GONE_WITHIN_S = 20.0
#: Corpus entries that harm only the canary when run unjailed, so the jail-off companion can
#: run them on this machine.
CANARY_ONLY = ("sed-e-flag", "sed-w-flag", "sort-o-glued", "cp-t-glued", "read-write-redirect",
               "default-expansion", "comment-continues-1", "m4-syscmd")


@pytest.fixture
def bypass_checks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Let every case through the gate and the dictionary scan, as if both had a hole."""

    def allow(case_dir: Path, *_: object, **__: object) -> AllrunCheck:
        return AllrunCheck(True, controldict_application(case_dir))

    monkeypatch.setattr(runner_base, "check_case", allow)
    monkeypatch.setattr(runner_base, "scan_case", lambda *_: None)


@pytest.fixture
def canary(tmp_path: Path) -> Path:
    """A directory outside the case holding a file, a secret and a subdirectory."""
    path = tmp_path / "canary"
    (path / "keep").mkdir(parents=True)
    (path / "secret").write_text("not for the case\n")
    return path


def snapshot(directory: Path) -> dict[str, bytes]:
    return {str(path.relative_to(directory)): path.read_bytes() if path.is_file() else b"/"
            for path in sorted(directory.rglob("*"))}


def hostile_case(root: Path, hostile: Hostile, canary: Path) -> Path:
    case = write_hostile_case(root, hostile, canary)
    (case / "Allrun").chmod(0o755)
    return case


@pytest.mark.slow
@pytest.mark.parametrize("hostile", SCRIPTS, ids=[hostile.name for hostile in SCRIPTS])
def test_jail_contains_the_corpus(hostile: Hostile, tmp_path: Path, canary: Path,
                                  bypass_checks: None) -> None:
    before = snapshot(canary)
    case = hostile_case(tmp_path, hostile, canary)
    LocalRunner(sandbox=True).run(case, timeout_s=30)
    assert snapshot(canary) == before, f"{hostile.name} touched the canary from the jail"
    assert wait_until_gone(case, GONE_WITHIN_S) == []


@pytest.mark.parametrize("name", CANARY_ONLY)
def test_unjailed_the_corpus_does_harm(name: str, tmp_path: Path, canary: Path,
                                       bypass_checks: None) -> None:
    """The companion: the same scripts, jail off, do reach the canary."""
    hostile = next(entry for entry in SCRIPTS if entry.name == name)
    before = snapshot(canary)
    case = hostile_case(tmp_path, hostile, canary)
    LocalRunner(sandbox=False).run(case, timeout_s=30)
    assert snapshot(canary) != before, f"{name} did nothing even unjailed: not a real test"


STEAL = "cp {CANARY}/secret stolen\necho x > {CANARY}/written\nrm -rf {CANARY}/keep\n"


@pytest.mark.parametrize("sandbox", [True, False], ids=["jailed", "unjailed"])
def test_outside_files_are_invisible(sandbox: bool, tmp_path: Path, canary: Path,
                                     bypass_checks: None) -> None:
    case = hostile_case(tmp_path, Hostile("steal", "jail", STEAL), canary)
    before = snapshot(canary)
    LocalRunner(sandbox=sandbox).run(case, timeout_s=30)
    if sandbox:
        assert snapshot(canary) == before
        assert not (case / "stolen").exists()
    else:
        assert (case / "stolen").read_text() == "not for the case\n"
        assert not (canary / "keep").exists()


ESCAPE = ("setsid sh -c 'echo $$ > escaped.pid; exec sleep 300' </dev/null >/dev/null 2>&1 &\n"
          "while [ ! -s escaped.pid ]; do sleep 0.1; done\n")


def _host_pid_of_escapee(case: Path) -> int | None:
    """The host pid of the escaped sleeper, found by its working directory."""
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if os.readlink(entry / "cwd") == str(case) and \
                    (entry / "cmdline").read_bytes().startswith(b"sleep"):
                return int(entry.name)
        except OSError:
            continue
    return None


@pytest.mark.parametrize("sandbox", [True, False], ids=["jailed", "unjailed"])
def test_a_setsid_escapee_does_not_survive(sandbox: bool, tmp_path: Path, canary: Path,
                                           bypass_checks: None) -> None:
    case = hostile_case(tmp_path, Hostile("escape", "jail", ESCAPE), canary)
    LocalRunner(sandbox=sandbox).run(case, timeout_s=30)
    survivor = _host_pid_of_escapee(case)
    if sandbox:
        assert survivor is None or still_alive({survivor}, GONE_WITHIN_S) == set()
        return
    try:
        assert survivor is not None, "unjailed, setsid should have escaped the session kill"
    finally:
        if survivor is not None:
            os.kill(survivor, signal.SIGKILL)


@pytest.fixture
def listener() -> Iterator[tuple[int, list[bytes]]]:
    """A loopback TCP server that records what reaches it."""
    server = socket.create_server(("127.0.0.1", 0))
    server.settimeout(0.5)
    received: list[bytes] = []
    stop = threading.Event()

    def serve() -> None:
        while not stop.is_set():
            try:
                connection, _ = server.accept()
            except TimeoutError:
                continue
            with connection:
                received.append(connection.recv(64))

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    yield server.getsockname()[1], received
    stop.set()
    thread.join()
    server.close()


@pytest.mark.parametrize("sandbox", [True, False], ids=["jailed", "unjailed"])
def test_no_network(sandbox: bool, tmp_path: Path, canary: Path, bypass_checks: None,
                    listener: tuple[int, list[bytes]]) -> None:
    port, received = listener
    payload = (f"python3 -c \"import socket; socket.create_connection(('127.0.0.1', {port}), "
               f"timeout=5).sendall(b'leak')\"\nsleep 1\n")
    case = hostile_case(tmp_path, Hostile("network", "jail", payload), canary)
    LocalRunner(sandbox=sandbox).run(case, timeout_s=30)
    assert (received == []) == sandbox, received


SYSTEM_CALL = """
functions
{
    escape
    {
        type            systemCall;
        libs            ("libutilityFunctionObjects.so");
        executeCalls    ("touch system_call_ran");
        writeCalls      ();
        endCalls        ();
    }
}
"""


def test_a_system_call_is_refused_by_the_run_overlay(tutorial_case: CaseFactory,
                                                     bypass_checks: None) -> None:
    """allowSystemOperations 0 holds for a non-root user (the jail's uid), scan bypassed."""
    case = tutorial_case(CAVITY)
    with (case / "system" / "controlDict").open("a") as stream:
        stream.write(SYSTEM_CALL)
    LocalRunner(sandbox=True).run(case, timeout_s=120)
    assert "Disallowing user-supplied system call" in (case / "log.icoFoam").read_text()
    assert not (case / "system_call_ran").exists()


def test_without_the_overlay_a_system_call_runs(tutorial_case: CaseFactory) -> None:
    """The companion: the same case, jailed as the same uid but with the installation's own
    etc (allowSystemOperations 1), does run the command."""
    case = tutorial_case(CAVITY)
    with (case / "system" / "controlDict").open("a") as stream:
        stream.write(SYSTEM_CALL)
    inside = jail_environment({}, WM_PROJECT_DIR="/usr/share/openfoam")
    command = jail_command(["sh", "-c", "blockMesh > log.blockMesh 2>&1; icoFoam > log.icoFoam "
                                        "2>&1"], case_dir=case, read_only=[], environment=inside)
    subprocess.run(command, check=False, timeout=120, stdin=subprocess.DEVNULL)
    assert (case / "system_call_ran").exists()
