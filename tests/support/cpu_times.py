"""An opt-in pytest plugin: each test's CPU seconds, wall seconds and the machine's load,
appended as one JSON line when the test ends.

Why: this suite runs on a machine it shares, where wall time (``--durations``) follows the load
more than the test (the same test took 2 s or 30 s here), so where the time goes can only be
traced by CPU. CPU here is the pytest process's own plus that of every child it waited for,
which covers subprocesses, console scripts and tutorial runs; a run inside LocalRunner's jail is
not counted (its processes are reaped inside the sandbox's PID namespace), so for those tests
read the wall column. Lines are appended as tests end, so an interrupted run still tells.

Use: ``pytest -p tests.support.cpu_times --cpu-times times.jsonl tests/...``.
"""

from __future__ import annotations

import json
import os
import resource
import time
from collections.abc import Generator
from dataclasses import asdict, dataclass
from pathlib import Path

import pytest


@dataclass(frozen=True)
class TestTime:
    """What one test cost: its node id, CPU and wall seconds, and the 1-minute load at its end."""

    nodeid: str
    cpu_s: float
    wall_s: float
    load: float


def cpu_seconds() -> float:
    """User and system CPU of this process and of every child it has waited for."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--cpu-times", metavar="PATH", default=None,
                     help="append each test's CPU and wall seconds to PATH (JSON lines)")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Generator[None, None, None]:
    """Time the whole protocol (setup, call, teardown): a shared fixture's run is charged to
    the first test that needs it."""
    target = item.config.getoption("--cpu-times")
    cpu, wall = cpu_seconds(), time.monotonic()
    yield
    if target:
        spent = TestTime(item.nodeid, round(cpu_seconds() - cpu, 3),
                         round(time.monotonic() - wall, 3), round(os.getloadavg()[0], 2))
        with Path(target).open("a") as out:
            out.write(json.dumps(asdict(spent)) + "\n")
