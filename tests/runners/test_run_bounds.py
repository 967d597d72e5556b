"""Every run is bounded without its owner's cooperation, each bound proved on its own with real
processes and short budgets: the kernel's processor-time limit in the jail, the watchdog's
deadline while the owner is alive, and both at work when the owner is stopped or deaf to
Ctrl-C."""

from __future__ import annotations

import resource
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.runners.jail import JailLimits, jail_command, jail_environment
from foam_agent.agents.runners.processes import (
    WATCHDOG_GRACE_S,
    cpu_budget,
    watchdog_deadline,
)
from foam_agent.agents.runners.reaper import session_members
from tests.runners.test_orphans import CLEANUP_S, REAPER, endless_cavity, wait_for_solver
from tests.support.processes import processes_under, wait_until_gone

CaseFactory = Callable[..., Path]

#: A budget of processor seconds small enough for a quick test; under the suite's load a busy
#: loop gets a fraction of a core, so the wall time to spend it is several times longer.
CPU_S = 2
#: The most the busy loop may take to be stopped: without the limit it would run past this.
CPU_STOPPED_WITHIN_S = 60.0


def test_the_kernel_stops_a_busy_process_at_its_processor_budget(tmp_path: Path) -> None:
    """No owner and no watchdog: only ``RLIMIT_CPU`` in the jail ends an endless loop."""
    command = jail_command(["sh", "-c", "while :; do :; done"], case_dir=tmp_path, read_only=[],
                           environment=jail_environment({}), limits=JailLimits(cpu_s=CPU_S))
    started = time.monotonic()
    finished = subprocess.run(command, stdin=subprocess.DEVNULL, capture_output=True,
                              timeout=CPU_STOPPED_WITHIN_S, check=False)
    assert finished.returncode != 0, "the loop cannot end by itself"
    assert time.monotonic() - started >= CPU_S


def test_the_budgets_are_the_limit_and_the_watchdogs_grace() -> None:
    assert cpu_budget(60.0) == 60 + WATCHDOG_GRACE_S
    assert watchdog_deadline(100.0, 60.0) == 160.0 + WATCHDOG_GRACE_S
    assert cpu_budget(float("inf")) is None and watchdog_deadline(0.0, float("inf")) is None


def test_the_watchdog_stops_a_run_at_its_deadline_while_the_owner_lives() -> None:
    """The owner's pipe stays open (it is alive, but does nothing): the idle run registered
    with a deadline is stopped at it; one registered without a deadline is left alone."""
    watchdog = subprocess.Popen([sys.executable, "-I", str(REAPER)], stdin=subprocess.PIPE,
                                start_new_session=True)
    bounded = subprocess.Popen(["sleep", "600"], start_new_session=True)
    unbounded = subprocess.Popen(["sleep", "600"], start_new_session=True)
    try:
        assert watchdog.stdin is not None
        deadline = time.monotonic() + 1.0
        watchdog.stdin.write(f"+session {bounded.pid} {deadline!r}\n"
                             f"+session {unbounded.pid}\n".encode())
        watchdog.stdin.flush()
        assert bounded.wait(timeout=CLEANUP_S) == -signal.SIGTERM
        assert time.monotonic() >= deadline
        assert watchdog.poll() is None, "the watchdog goes on watching the owner"
        assert unbounded.poll() is None, "a run without a deadline ends with its owner"
    finally:
        for process in (bounded, unbounded, watchdog):
            if process.poll() is None:
                process.kill()
    assert session_members(bounded.pid) == []


STUCK_OWNER = textwrap.dedent("""
    import sys
    from foam_agent.agents.runners import LocalRunner
    LocalRunner().run(sys.argv[1], timeout_s=float(sys.argv[2]))
""")
#: The stuck owner's limit: short, so the test waits only for it and the watchdog's grace.
STUCK_LIMIT_S = 3.0


def _owner(case: Path, limit_s: float) -> subprocess.Popen[bytes]:
    """An owner started as a background job of a non-interactive shell is: SIGINT ignored."""
    return subprocess.Popen(
        ["sh", "-c", 'trap "" INT; exec "$@"', "sh", sys.executable, "-c", STUCK_OWNER,
         str(case), str(limit_s)],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        start_new_session=True)


def _run_processes(case: Path, owner: subprocess.Popen[bytes], within_s: float) -> list[int]:
    """Poll until no process of the run (the owner aside) is under ``case``; the survivors."""
    deadline = time.monotonic() + within_s
    while (left := [pid for pid in processes_under(case) if pid != owner.pid]) \
            and time.monotonic() < deadline:
        time.sleep(0.2)
    return left


@pytest.mark.slow
def test_a_stopped_owner_cannot_keep_its_solver_past_the_limit(
        tutorial_case: CaseFactory) -> None:
    """The owner is alive but never runs again (SIGSTOP): its own time limit cannot act, and
    the solver still ends soon after it."""
    case = endless_cavity(tutorial_case)
    owner = _owner(case, STUCK_LIMIT_S)
    try:
        wait_for_solver(case)
        owner.send_signal(signal.SIGSTOP)
        # The owner's own command line names the case: it is no survivor of the run.
        survivors = _run_processes(case, owner, STUCK_LIMIT_S + WATCHDOG_GRACE_S + CLEANUP_S)
        assert survivors == [], f"the stopped owner's solver ran on: {survivors}"
        assert owner.poll() is None, "the owner was stopped, not ended"
    finally:
        owner.kill()
        owner.wait()


@pytest.mark.slow
def test_sigterm_ends_the_jailed_solver_of_an_owner_deaf_to_ctrl_c(
        tutorial_case: CaseFactory) -> None:
    case = endless_cavity(tutorial_case)
    owner = _owner(case, 3600.0)
    try:
        wait_for_solver(case)
        owner.send_signal(signal.SIGINT)
        time.sleep(2.0)
        assert owner.poll() is None and processes_under(case), "SIGINT is ignored, as assumed"
        owner.send_signal(signal.SIGTERM)
        owner.wait(timeout=CLEANUP_S)
    finally:
        if owner.poll() is None:
            owner.kill()
    survivors = wait_until_gone(case, CLEANUP_S)
    assert survivors == [], f"left running after SIGTERM: {survivors}"


#: Raises the core limit as far as the hard limit lets it, then prints it.
RAISE_CORE = "ulimit -c unlimited 2>/dev/null; ulimit -c"


def test_a_jailed_process_can_write_no_core_file(tmp_path: Path) -> None:
    """A process stopped by its processor budget (SIGXCPU) dumps core into the case where the
    core limit allows it; in the jail the limit is 0, soft and hard, so the run cannot raise
    it. The launcher's own soft limit is raised first, so the test does not lean on the host's
    default of 0."""
    def raised_core_limit() -> None:
        _, hard = resource.getrlimit(resource.RLIMIT_CORE)
        resource.setrlimit(resource.RLIMIT_CORE, (hard, hard))

    command = jail_command(["sh", "-c", RAISE_CORE], case_dir=tmp_path, read_only=[],
                           environment=jail_environment({}), limits=JailLimits())
    finished = subprocess.run(command, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                              timeout=60, check=True, preexec_fn=raised_core_limit)
    assert finished.stdout.strip() == "0"
