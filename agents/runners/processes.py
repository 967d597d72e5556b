"""Stopping a run and everything it started.

Why: a solver left running after its time limit keeps the cores busy for every later run (the
failure mode of earlier agents). Each run gets its own session; on expiry the whole session is
signalled, and any process still in it afterwards is swept, including MPI ranks.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import time
from pathlib import Path

#: Time between SIGTERM and SIGKILL: OpenFOAM solvers exit on SIGTERM within milliseconds, and
#: mpirun needs a moment to forward the signal to its ranks.
TERMINATE_GRACE_S = 3.0
#: Bound on waiting for the pipes to close after the kill, so a stuck reader cannot hang us.
DRAIN_TIMEOUT_S = 5.0


def session_members(session_id: int) -> list[int]:
    """Process ids whose session is ``session_id`` (read from /proc)."""
    members: list[int] = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rfind(")") + 2 :].split()
        # After the command name: state, ppid, pgrp, session, ...
        if len(fields) > 3 and int(fields[3]) == session_id:
            members.append(int(entry.name))
    return members


def _signal_all(pids: list[int], signum: int) -> None:
    for pid in pids:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signum)


def stop_session(process: subprocess.Popen[bytes]) -> None:
    """SIGTERM the session led by ``process``, then SIGKILL whatever is left of it."""
    session_id = process.pid
    with contextlib.suppress(ProcessLookupError):
        os.killpg(session_id, signal.SIGTERM)
    _signal_all(session_members(session_id), signal.SIGTERM)
    deadline = time.monotonic() + TERMINATE_GRACE_S
    while time.monotonic() < deadline and session_members(session_id):
        time.sleep(0.1)
    _signal_all(session_members(session_id), signal.SIGKILL)
    try:
        process.wait(timeout=DRAIN_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        process.kill()
