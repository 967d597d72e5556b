"""No solver outlives the foam-agent process that started it, however that process ends.

The owner runs a real icoFoam case that would go on for hours; the test waits until the solver
writes time steps, ends the owner (SIGKILL, SIGTERM, Ctrl-C) and then looks in /proc for any
process still working in the case.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import textwrap
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.runners import LocalRunner, RunInterrupted, stop_all_runs
from foam_agent.agents.runners.reaper import session_members
from tests.conftest import CAVITY, set_entry
from tests.runners.test_docker_runner import containers_of
from tests.support.processes import processes_under, wait_until_gone

CaseFactory = Callable[..., Path]

#: How long a solver may take to show up: icoFoam on the cavity starts in well under a second,
#: but the suite shares two cores with other work.
SOLVER_START_S = 60.0
#: How long the clean-up may take: SIGTERM, a 3 s grace, SIGKILL, plus slack for load.
CLEANUP_S = 20.0
REAPER = Path(__file__).parents[2] / "agents" / "runners" / "reaper.py"


def endless_cavity(tutorial_case: CaseFactory, name: str = "cavity") -> Path:
    """The cavity with an end time it would take hours to reach."""
    case = tutorial_case(CAVITY, name)
    control = case / "system" / "controlDict"
    set_entry(control, "endTime", "1e9")
    set_entry(control, "writeInterval", "1e6")
    return case


def wait_for_solver(case: Path, within_s: float = SOLVER_START_S) -> None:
    """Until ``log.icoFoam`` shows time steps, i.e. the solver itself is running."""
    log = case / "log.icoFoam"
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        if log.is_file() and log.read_text(errors="replace").count("Time = ") > 2:
            return
        time.sleep(0.2)
    pytest.fail(f"icoFoam did not start in {case} within {within_s} s")


OWNER = textwrap.dedent("""
    import sys
    from foam_agent.agents.runners import LocalRunner
    LocalRunner().run(sys.argv[1], timeout_s=3600)
""")


@pytest.mark.parametrize(("signum", "whole_group"), [
    (signal.SIGKILL, False), (signal.SIGTERM, False), (signal.SIGINT, False),
    (signal.SIGKILL, True),
], ids=["SIGKILL", "SIGTERM", "SIGINT", "SIGKILL-to-group"])
def test_ending_the_owner_ends_its_solver(signum: signal.Signals, whole_group: bool,
                                          tutorial_case: CaseFactory) -> None:
    """``whole_group`` kills the owner's process group at once, as a closing terminal or a
    batch system does: the watchdog must not be in it."""
    case = endless_cavity(tutorial_case)
    owner = subprocess.Popen([sys.executable, "-c", OWNER, str(case)],
                             stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        wait_for_solver(case)
        assert processes_under(case), "the solver should be running before the owner ends"
        if whole_group:
            os.killpg(owner.pid, signum)
        else:
            owner.send_signal(signum)
        owner.wait(timeout=CLEANUP_S)
    finally:
        if owner.poll() is None:
            owner.kill()
    survivors = wait_until_gone(case, CLEANUP_S)
    assert survivors == [], f"left running after {signum.name}: {survivors}"


def test_watchdog_stops_registered_sessions_at_end_of_file() -> None:
    watchdog = subprocess.Popen([sys.executable, "-I", str(REAPER)], stdin=subprocess.PIPE,
                                start_new_session=True)
    registered = subprocess.Popen(["sleep", "600"], start_new_session=True)
    released = subprocess.Popen(["sleep", "600"], start_new_session=True)
    try:
        assert watchdog.stdin is not None
        watchdog.stdin.write(f"+session {registered.pid}\n+session {released.pid}\n"
                             f"-session {released.pid}\n+container not-a-container\n".encode())
        watchdog.stdin.close()
        assert watchdog.wait(timeout=CLEANUP_S) == 0
        assert registered.wait(timeout=CLEANUP_S) == -signal.SIGTERM
        assert released.poll() is None, "a session the owner released must be left alone"
    finally:
        for process in (registered, released, watchdog):
            if process.poll() is None:
                process.kill()
    assert session_members(registered.pid) == []


def test_watchdog_removes_registered_scratch_at_end_of_file(tmp_path: Path) -> None:
    """A scratch directory still registered when the owner's pipe closes is removed; one the
    owner released, and a link registered in place of a directory, are left."""
    registered = tmp_path / "owner's project"
    released = tmp_path / "released"
    target = tmp_path / "target"
    for directory in (registered, released, target):
        (directory / "constant").mkdir(parents=True)
    link = tmp_path / "link"
    link.symlink_to(target)
    watchdog = subprocess.Popen([sys.executable, "-I", str(REAPER)], stdin=subprocess.PIPE,
                                start_new_session=True)
    try:
        assert watchdog.stdin is not None
        watchdog.stdin.write(f"+scratch {registered}\n+scratch {released}\n"
                             f"-scratch {released}\n+scratch {link}\n".encode())
        watchdog.stdin.close()
        assert watchdog.wait(timeout=CLEANUP_S) == 0
    finally:
        if watchdog.poll() is None:
            watchdog.kill()
    assert not registered.exists()
    assert released.is_dir() and (target / "constant").is_dir() and link.is_symlink()


@pytest.mark.slow
def test_killing_the_owner_removes_its_project_folder(tutorial_case: CaseFactory) -> None:
    """The run's project folder in the temporary directory goes with a SIGKILLed owner.

    The owner's temporary directory is one of its own in /tmp, so other runs' folders do not
    count; the jail's unprivileged user must reach it, as it reaches /tmp itself.
    """
    with tempfile.TemporaryDirectory(prefix="foam-agent-test-") as name:
        scratch = Path(name)
        scratch.chmod(0o755)
        owner_leaves_no_project_folder(tutorial_case, scratch)


def owner_leaves_no_project_folder(tutorial_case: CaseFactory, scratch: Path) -> None:
    """SIGKILL an owner whose temporary directory is ``scratch`` mid-run; nothing of its run
    may stay in ``scratch``."""
    case = endless_cavity(tutorial_case)
    owner = subprocess.Popen([sys.executable, "-c", OWNER, str(case)],
                             stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, start_new_session=True,
                             env={**os.environ, "TMPDIR": str(scratch)})
    try:
        wait_for_solver(case)
        assert list(scratch.glob("foam-agent-project-*")), "the run should have its folder"
        owner.kill()
        owner.wait(timeout=CLEANUP_S)
    finally:
        if owner.poll() is None:
            owner.kill()
    deadline = time.monotonic() + CLEANUP_S
    while list(scratch.glob("foam-agent-project-*")) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert list(scratch.glob("foam-agent-project-*")) == []
    assert wait_until_gone(case, CLEANUP_S) == []


def test_stop_all_runs_interrupts_runs_in_worker_threads(tutorial_case: CaseFactory) -> None:
    cases = [endless_cavity(tutorial_case, f"cavity-{index}") for index in range(2)]
    outcomes: dict[Path, BaseException | str] = {}

    def run(case: Path) -> None:
        try:
            outcomes[case] = LocalRunner().run(case, timeout_s=3600).status
        except RunInterrupted as error:
            outcomes[case] = error

    threads = [threading.Thread(target=run, args=(case,)) for case in cases]
    for thread in threads:
        thread.start()
    for case in cases:
        wait_for_solver(case)
    started = time.monotonic()
    stop_all_runs()
    for thread in threads:
        thread.join(timeout=CLEANUP_S)
    assert not any(thread.is_alive() for thread in threads)
    assert time.monotonic() - started < CLEANUP_S
    assert all(isinstance(outcomes[case], RunInterrupted) for case in cases), outcomes
    assert all(processes_under(case) == [] for case in cases)


def test_a_run_after_stop_all_runs_reports_normally(tutorial_case: CaseFactory) -> None:
    stop_all_runs()
    result = LocalRunner().run(tutorial_case(CAVITY), timeout_s=300)
    assert result.status == "success", result.message


DOCKER_OWNER = textwrap.dedent("""
    import sys
    from foam_agent.agents.runners import DockerRunner
    DockerRunner().run(sys.argv[1], timeout_s=3600)
""")


@pytest.mark.docker
def test_killing_the_owner_removes_its_container(tutorial_case: CaseFactory) -> None:
    case = endless_cavity(tutorial_case)
    owner = subprocess.Popen([sys.executable, "-c", DOCKER_OWNER, str(case)],
                             stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
    try:
        wait_for_solver(case)
        assert containers_of(case), "the run's container should exist before the owner ends"
        owner.kill()
        owner.wait(timeout=CLEANUP_S)
    finally:
        if owner.poll() is None:
            owner.kill()
    deadline = time.monotonic() + CLEANUP_S
    while containers_of(case) and time.monotonic() < deadline:
        time.sleep(0.5)
    assert containers_of(case) == []


def test_an_unreaped_session_leader_is_not_a_member() -> None:
    """A leader that exited stays a zombie until reaped; waiting for it would always spend the
    whole grace period, so it must not count."""
    leader = subprocess.Popen(["true"], start_new_session=True)
    stat = Path(f"/proc/{leader.pid}/stat")
    deadline = time.monotonic() + CLEANUP_S
    while stat.read_text().rsplit(")", 1)[1].split()[0] != "Z":
        assert time.monotonic() < deadline, "the leader never exited"
        time.sleep(0.05)
    assert session_members(leader.pid) == []
    leader.wait()
