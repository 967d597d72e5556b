"""Stopping a run and everything it started, however the run or its owner ends.

Why: a solver left running after its time limit, or after the Python process that started it
was interrupted or killed, keeps the cores busy for every later run (the failure mode of earlier
agents). Each run gets its own session; on expiry the whole session is signalled, and any
process still in it afterwards is swept, including MPI ranks. Every live session and container
is also registered with this process's watchdog (``reaper.py``), which stops them if this
process dies, by SIGKILL included, and so is every case lent to the jail's uid
(``handback.py``), which the watchdog hands back once the run is stopped. A run registered
with a deadline is stopped by the watchdog at it even while this process lives: an owner that
is stopped, stuck or deaf to Ctrl-C cannot keep its solver running.
"""

from __future__ import annotations

import atexit
import math
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Literal

from foam_agent.agents.runners.handback import hand_back, lend
from foam_agent.agents.runners.reaper import (
    TERMINATE_GRACE_S,
    kill_sessions,
    session_members,
    stop_everything,
)

__all__ = [
    "DRAIN_TIMEOUT_S",
    "TERMINATE_GRACE_S",
    "WATCHDOG_GRACE_S",
    "RunInterrupted",
    "cpu_budget",
    "session_members",
    "stop_all_runs",
    "stop_session",
    "supervised_container",
    "supervised_lend",
    "supervised_scratch",
    "supervised_session",
    "watchdog_deadline",
]

#: Bound on waiting for the pipes to close after the kill, so a stuck reader cannot hang us.
DRAIN_TIMEOUT_S = 5.0
#: How long after a run's time limit the watchdog stops it when its owner has not: the owner's
#: own stop (SIGTERM, the grace, SIGKILL, draining the pipes) takes up to about 8 s and reports
#: a proper time-out, so the watchdog waits longer; it is the backstop for a stuck owner.
WATCHDOG_GRACE_S = 15.0


Kind = Literal["session", "container", "lend", "scratch"]


def _nothing_live() -> dict[Kind, set[str]]:
    """An empty registration of each kind."""
    return {"session": set(), "container": set(), "lend": set(), "scratch": set()}


class _Registry:
    """The live sessions and containers of this process, mirrored to its watchdog."""

    def __init__(self) -> None:
        # Guards every field below, and the order of lines written to the watchdog.
        self._lock = threading.Lock()
        self._owner_pid = os.getpid()
        self._watchdog: subprocess.Popen[bytes] | None = None
        self._live = _nothing_live()
        #: The watchdog's deadline of each live session or container that has one.
        self._deadlines: dict[str, float] = {}
        self._stopped: set[str] = set()

    def _ensure_watchdog(self) -> None:
        """Start this process's watchdog on first use, again after a fork or its death."""
        if self._owner_pid != os.getpid():
            self._owner_pid, self._watchdog = os.getpid(), None
            self._live = _nothing_live()
            self._deadlines = {}
        if self._watchdog is not None and self._watchdog.poll() is None:
            return
        self._watchdog = subprocess.Popen(
            [sys.executable, "-I", str(Path(__file__).with_name("reaper.py"))],
            stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        for kind, names in self._live.items():
            for name in names:
                self._send(self._registration(kind, name))

    def _send(self, line: str) -> None:
        watchdog = self._watchdog
        if watchdog is None or watchdog.stdin is None:
            return
        try:
            watchdog.stdin.write(f"{line}\n".encode("ascii"))
            watchdog.stdin.flush()
        except (BrokenPipeError, ValueError):
            self._watchdog = None

    def _registration(self, kind: Kind, name: str) -> str:
        deadline = self._deadlines.get(name)
        return f"+{kind} {name}" if deadline is None else f"+{kind} {name} {deadline!r}"

    def add(self, kind: Kind, name: str, deadline: float | None = None) -> None:
        """Register a live session id, container id or lent case; the watchdog stops a
        session or container itself at ``deadline`` (a ``time.monotonic()`` reading)."""
        with self._lock:
            self._ensure_watchdog()
            self._live[kind].add(name)
            if deadline is not None:
                self._deadlines[name] = deadline
            self._send(self._registration(kind, name))

    def discard(self, kind: Kind, name: str) -> bool:
        """Forget a session or container that has ended; whether :meth:`take_all` had taken
        it (the mark goes too, so a later run under a reused id is not taken for it)."""
        with self._lock:
            self._live[kind].discard(name)
            self._deadlines.pop(name, None)
            self._send(f"-{kind} {name}")
            stopped = name in self._stopped
            self._stopped.discard(name)
            return stopped

    def take_all(self) -> tuple[set[int], set[str]]:
        """The sessions and containers live now (of this process, not a parent's), marked as
        stopped by the owner so that their runs raise instead of reporting a result."""
        with self._lock:
            if self._owner_pid != os.getpid():
                return set(), set()
            self._stopped |= self._live["session"] | self._live["container"]
            return {int(name) for name in self._live["session"]}, set(self._live["container"])


_REGISTRY = _Registry()


class RunInterrupted(RuntimeError):
    """A run was stopped by :func:`stop_all_runs`: its owner is shutting down, so what the
    run left is no result (a cache must not keep it as a failure)."""


def stop_all_runs() -> None:
    """Stop every session and container this process still runs.

    Why: a Ctrl-C reaches only the main thread, while runs in worker threads would go on
    until they end by themselves and hold the interpreter's exit. Called on interruption by
    the batch commands and at interpreter exit. The runs it stops raise
    :class:`RunInterrupted` in their threads.
    """
    sessions, containers = _REGISTRY.take_all()
    if sessions or containers:
        stop_everything(sessions, containers)


atexit.register(stop_all_runs)


def cpu_budget(timeout_s: float) -> int | None:
    """Processor seconds one process of a run limited to ``timeout_s`` may use (None for an
    endless limit): the limit and the watchdog's grace, so the kernel's bound never ends a run
    its owner would have let finish (no process uses more than one core's worth of the wall
    time; OpenFOAM's solvers and MPI ranks are single-threaded)."""
    if not math.isfinite(timeout_s):
        return None
    return math.ceil(timeout_s + WATCHDOG_GRACE_S)


def watchdog_deadline(started: float, timeout_s: float) -> float | None:
    """When the watchdog stops a run started at ``started`` (``time.monotonic()``) with the
    limit ``timeout_s`` if its owner has not: :data:`WATCHDOG_GRACE_S` after the limit (None
    for an endless limit)."""
    if not math.isfinite(timeout_s):
        return None
    return started + timeout_s + WATCHDOG_GRACE_S


@contextmanager
def supervised_session(process: subprocess.Popen[bytes],
                       deadline: float | None = None) -> Iterator[None]:
    """Keep ``process``'s session (it must lead one) registered while the block runs.

    Whatever ends the block, a normal end, a time-out, an exception or a KeyboardInterrupt,
    nothing of the session outlives it; if this whole process dies, the watchdog stops it,
    and at ``deadline`` (see :func:`watchdog_deadline`) it stops it even if this process is
    alive but does not (stopped, or stuck).
    """
    name = str(process.pid)
    _REGISTRY.add("session", name, deadline)
    try:
        yield
    finally:
        if session_members(process.pid):
            stop_session(process)
        interrupted = _REGISTRY.discard("session", name)
    if interrupted:
        raise RunInterrupted(f"the run in session {name} was stopped: foam-agent is exiting")


@contextmanager
def supervised_container(container_id: str, deadline: float | None = None) -> Iterator[None]:
    """Keep a container registered with the watchdog while the block runs.

    The block itself removes the container (the Docker runner always does); this only covers
    the death of this process before it could, or its not doing so by ``deadline``.
    """
    _REGISTRY.add("container", container_id, deadline)
    try:
        yield
    finally:
        interrupted = _REGISTRY.discard("container", container_id)
    if interrupted:
        raise RunInterrupted(f"the run in container {container_id[:12]} was stopped: "
                             "foam-agent is exiting")


@contextmanager
def supervised_lend(case_dir: Path, uid: int, gid: int,
                    scratch: tuple[Path, ...] = ()) -> Iterator[None]:
    """Lend ``case_dir`` to ``uid:gid`` while the block runs, then hand it back (and remove
    ``scratch``, see :func:`~foam_agent.agents.runners.handback.lend`).

    The journal is registered with the watchdog before the first owner changes, so a case is
    handed back even when this process is killed during the run; the block's own end (normal,
    error or interruption) hands it back at once.

    Raises:
        HardLinkRefused: When the case holds a hard-linked file (nothing is lent).
    """
    journal = lend(case_dir, uid, gid, scratch)
    _REGISTRY.add("lend", str(journal))
    try:
        yield
    finally:
        hand_back(journal)
        _REGISTRY.discard("lend", str(journal))


@contextmanager
def supervised_scratch(prefix: str) -> Iterator[Path]:
    """A new directory in the system's temporary folder for the block, removed at its end.

    Why not ``tempfile.TemporaryDirectory`` alone: its clean-up runs in this process, so an
    owner killed mid-run (SIGKILL, or a test that kills it on purpose) left its run's project
    folder in /tmp. The directory is registered with the watchdog, which removes it once the
    owner is gone and the run is stopped.
    """
    path = Path(tempfile.mkdtemp(prefix=prefix))
    _REGISTRY.add("scratch", str(path))
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)
        _REGISTRY.discard("scratch", str(path))


def stop_session(process: subprocess.Popen[bytes]) -> None:
    """SIGTERM the session led by ``process``, then SIGKILL whatever is left of it."""
    kill_sessions([process.pid])
    try:
        process.wait(timeout=DRAIN_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        process.kill()
