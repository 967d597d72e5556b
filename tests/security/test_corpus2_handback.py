"""A lent case comes back to its owner however the runner ends, a SIGKILL included.

A root caller lends a root-owned case to an unprivileged uid for the run (the local jail's host
uid, Docker's uid 1000). The runner here is a separate Python process; the test SIGKILLs it
while the case is lent and the run is going, and the runner's watchdog must stop the run and
hand the case back: every entry owned by root again, no setuid file, no process left.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.runners.docker import CONTAINER_UID, RUN_LABEL
from foam_agent.agents.runners.handback import JOURNAL_PREFIX
from foam_agent.agents.runners.jail import HOST_UID
from tests.security.corpus2_support import GONE_WITHIN_S, privileged_files
from tests.support.processes import wait_until_gone

pytestmark = pytest.mark.slow

#: The lent owner shows up within a second or two; a container takes longer to start.
LENT_WITHIN_S = 60.0
#: The watchdog's SIGTERM grace (3 s) plus a walk of the case.
HANDED_BACK_WITHIN_S = 30.0
RUNNER = """
import sys
from foam_agent.agents.runners import base
from foam_agent.agents.runners.allrun import AllrunCheck
base.check_case = lambda case, *a, **k: AllrunCheck(True, "icoFoam")
base.scan_case = lambda *a: None
if sys.argv[1] == "docker":
    from foam_agent.agents.runners.docker import DockerRunner as Runner
else:
    from foam_agent.agents.runners import LocalRunner as Runner
Runner().run(sys.argv[2], timeout_s=300)
"""
ALLRUN = "#!/bin/sh\ncp /bin/true made\nchmod 4755 made\nsleep 300\n"


def journal_of(case: Path) -> Path | None:
    """The lend journal naming ``case`` (other runs on the machine may have theirs)."""
    for journal in Path(tempfile.gettempdir()).glob(f"{JOURNAL_PREFIX}*"):
        try:
            if json.loads(journal.read_text())["root"] == str(case):
                return journal
        except (OSError, ValueError, KeyError):
            continue
    return None


def owners(case: Path) -> set[int]:
    return {os.lstat(path).st_uid for path in [case, *case.rglob("*")]}


def wait_for(condition: Callable[[], bool], within_s: float) -> bool:
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.2)
    return False


@pytest.mark.parametrize("runner", [
    pytest.param("local", id="local"),
    pytest.param("docker", id="docker", marks=pytest.mark.docker)])
def test_a_killed_runner_hands_the_case_back(runner: str, tmp_path: Path) -> None:
    if os.geteuid() != 0:
        pytest.fail("lending happens only for root callers; run the suite as root (CI does)")
    lent_uid = HOST_UID if runner == "local" else CONTAINER_UID
    case = tmp_path / "case"
    (case / "system").mkdir(parents=True)
    (case / "system" / "controlDict").write_text("application icoFoam;\n")
    (case / "Allrun").write_text(ALLRUN)
    (case / "Allrun").chmod(0o755)
    process = subprocess.Popen([sys.executable, "-c", RUNNER, runner, str(case)],
                               stdin=subprocess.DEVNULL)
    try:
        assert wait_for(lambda: (case / "made").exists() and lent_uid in owners(case),
                        LENT_WITHIN_S), "the case was never lent"
        journal = journal_of(case)
        assert journal is not None, "no journal names the lent case"
        scratch = [Path(path) for path in json.loads(journal.read_text())["scratch"]]
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait()
    assert wait_for(lambda: owners(case) == {0}, HANDED_BACK_WITHIN_S), owners(case)
    assert privileged_files(case) == []
    assert wait_until_gone(case, GONE_WITHIN_S) == []
    assert not journal.exists(), "the journal was left"
    assert not any(path.exists() for path in scratch), "the jail's staging directory was left"
    if runner == "docker":
        listed = subprocess.run(["docker", "ps", "-aq", "--filter", f"label={RUN_LABEL}={case}"],
                                capture_output=True, text=True, check=True)
        assert listed.stdout.strip() == "", "the container survived"
