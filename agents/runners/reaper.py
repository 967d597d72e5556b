"""The watchdog that stops a dead owner's OpenFOAM runs, and the sweep it shares with the owner.

Why: a runner puts each case in its own session (or container) so that a time limit can stop
all of it, but that also takes the solver out of reach of whatever stops the Python process
that started it. Ctrl-C, a SIGTERM from a batch system, or a SIGKILL used to leave solvers
running on cores nobody owns (the leak earlier agents are known for). Each owner process
therefore starts one watchdog, in a session of its own, and tells it over a pipe which sessions
and containers are live. The kernel closes the pipe however the owner ends, SIGKILL included;
at end of file the watchdog stops everything still registered, then exits.

This module imports only the standard library: it runs as a script (``python -I reaper.py``),
without the package, so starting it costs milliseconds.

Protocol, one line each: ``+session SID [DEADLINE]``, ``-session SID``,
``+container ID [DEADLINE]``, ``-container ID``, ``+lend JOURNAL``, ``-lend JOURNAL``,
``+scratch DIRECTORY``, ``-scratch DIRECTORY``. A lent case (see ``handback.py``) is handed back
after its run is stopped, so a root-owned case never stays with the jail's uid. A scratch
directory (the run's project folder in /tmp) is removed after its run is stopped: a killed
owner cannot remove it itself, and one left per killed run fills /tmp. A DEADLINE is a
``time.monotonic()`` reading (Linux's CLOCK_MONOTONIC, the same clock in every process of the
machine) at which the watchdog stops the run itself, the owner alive or not.
"""

from __future__ import annotations

import contextlib
import os
import select
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import BinaryIO

#: Time between SIGTERM and SIGKILL: OpenFOAM solvers exit on SIGTERM within milliseconds, and
#: mpirun needs a moment to forward the signal to its ranks.
TERMINATE_GRACE_S = 3.0
#: Bound on one ``docker rm -f``: the engine answers in well under a second when healthy.
DOCKER_REMOVE_TIMEOUT_S = 30.0
#: Bytes read from the owner's pipe at once; lines are a few dozen bytes.
READ_BYTES = 4096
#: Bound on handing lent cases back: a walk of a case's tree, seconds even for large meshes.
HAND_BACK_TIMEOUT_S = 300.0


def process_stats() -> Iterator[tuple[int, list[str]]]:
    """Each process's id and the fields of its ``/proc/PID/stat`` after the command name:
    state, parent id, process group, session, ..."""
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        yield int(entry.name), stat[stat.rfind(")") + 2 :].split()


def processes_under(path: Path) -> list[int]:
    """Processes (other than this one) whose working directory or command line mentions
    ``path``: how a test or a benchmark finds what a run under ``path`` left behind."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            cwd = os.readlink(entry / "cwd")
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        if cwd.startswith(str(path)) or str(path) in cmdline:
            found.append(int(entry.name))
    return found


def session_members(session_id: int) -> list[int]:
    """Ids of the living processes whose session is ``session_id`` (read from /proc).

    Zombies are left out: they run nothing and cannot be signalled, and the session leader
    stays one until its parent reaps it, which would hold every wait for the session to empty.
    """
    return [pid for pid, fields in process_stats()
            if len(fields) > 3 and int(fields[3]) == session_id and fields[0] != "Z"]


def _signal_all(pids: Iterable[int], signum: int) -> None:
    for pid in pids:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, signum)


def kill_sessions(session_ids: Iterable[int], grace_s: float = TERMINATE_GRACE_S) -> None:
    """SIGTERM every process of these sessions, give them ``grace_s``, SIGKILL the rest.

    Members are found by session id rather than process group, because mpirun moves its ranks
    into process groups of their own.
    """
    sessions = set(session_ids)
    for session_id in sessions:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(session_id, signal.SIGTERM)
        _signal_all(session_members(session_id), signal.SIGTERM)
    deadline = time.monotonic() + grace_s
    while time.monotonic() < deadline and any(session_members(s) for s in sessions):
        time.sleep(0.1)
    for session_id in sessions:
        _signal_all(session_members(session_id), signal.SIGKILL)


def remove_containers(container_ids: Iterable[str]) -> None:
    """``docker rm -f`` each container (killing what runs in it); best effort.

    The docker CLI is used, not the SDK, to keep this module free of third-party imports; it
    reads the same ``DOCKER_HOST`` as the SDK did in the owner.
    """
    ids = sorted(set(container_ids))
    docker = shutil.which("docker")
    if not ids or docker is None:
        return
    with contextlib.suppress(OSError, subprocess.TimeoutExpired):
        subprocess.run([docker, "rm", "-f", *ids], stdin=subprocess.DEVNULL,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       timeout=DOCKER_REMOVE_TIMEOUT_S, check=False)


def stop_everything(session_ids: Iterable[int], container_ids: Iterable[str]) -> None:
    """Stop these sessions and remove these containers."""
    remove_containers(container_ids)
    kill_sessions(session_ids)


def hand_back_lent(journals: Iterable[str]) -> None:
    """Hand lent cases back (``handback.py`` on each journal), once their runs are stopped."""
    paths = sorted(set(journals))
    if not paths:
        return
    with contextlib.suppress(OSError, subprocess.TimeoutExpired):
        subprocess.run([sys.executable, "-I", str(Path(__file__).with_name("handback.py")),
                        *paths], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, timeout=HAND_BACK_TIMEOUT_S, check=False)


class _Watched:
    """What the owner registered and has not released yet, with each run's deadline."""

    def __init__(self) -> None:
        self.sessions: dict[int, float | None] = {}
        self.containers: dict[str, float | None] = {}
        self.lent: set[str] = set()
        self.scratch: set[str] = set()

    def apply(self, line: str) -> None:
        """Follow one line of the protocol; a malformed one is ignored."""
        verb, _, rest = line.strip().partition(" ")
        if verb in ("+scratch", "-scratch"):
            # The whole rest is the directory: a temporary folder's path may hold spaces.
            if verb == "+scratch":
                self.scratch.add(rest)
            else:
                self.scratch.discard(rest)
            return
        name, _, deadline_text = rest.partition(" ")
        try:
            deadline = float(deadline_text) if deadline_text else None
        except ValueError:
            deadline = None
        if verb == "+session" and name.isdigit():
            self.sessions[int(name)] = deadline
        elif verb == "-session" and name.isdigit():
            self.sessions.pop(int(name), None)
        elif verb == "+container" and name:
            self.containers[name] = deadline
        elif verb == "-container":
            self.containers.pop(name, None)
        elif verb == "+lend" and name:
            self.lent.add(name)
        elif verb == "-lend":
            self.lent.discard(name)

    def seconds_to_next_deadline(self) -> float | None:
        """How long until the earliest deadline (0 when one has passed); None without any."""
        deadlines = [deadline for deadline in (*self.sessions.values(),
                                               *self.containers.values())
                     if deadline is not None]
        if not deadlines:
            return None
        return max(min(deadlines) - time.monotonic(), 0.0)

    def stop_overdue(self) -> None:
        """Stop the runs whose deadline has passed and forget them: the owner did not."""
        now = time.monotonic()
        sessions = [sid for sid, deadline in self.sessions.items()
                    if deadline is not None and deadline <= now]
        containers = [cid for cid, deadline in self.containers.items()
                      if deadline is not None and deadline <= now]
        if sessions or containers:
            stop_everything(sessions, containers)
        for session_id in sessions:
            self.sessions.pop(session_id)
        for container_id in containers:
            self.containers.pop(container_id)


def remove_scratch(directories: Iterable[str]) -> None:
    """Remove each registered scratch directory; best effort. A link at the name is left (it
    is not the directory the owner made), and so is a name that is no longer a directory."""
    for name in sorted(set(directories)):
        path = Path(name)
        if path.is_absolute() and path.is_dir() and not path.is_symlink():
            shutil.rmtree(path, ignore_errors=True)


def watch(commands: BinaryIO) -> None:
    """Track registrations from ``commands`` until end of file, then stop what is still live,
    hand back what is still lent and remove the scratch directories still registered.
    Meanwhile a run registered with a deadline is stopped
    when its deadline passes, whether or not its owner is still alive: an owner that is
    stopped, stuck or deaf to Ctrl-C cannot keep its run past the limit it was given."""
    watched = _Watched()
    descriptor = commands.fileno()
    pending = b""
    while True:
        ready, _, _ = select.select([descriptor], [], [], watched.seconds_to_next_deadline())
        if ready:
            chunk = os.read(descriptor, READ_BYTES)
            if not chunk:
                break
            *lines, pending = (pending + chunk).split(b"\n")
            for line in lines:
                watched.apply(line.decode("ascii", errors="replace"))
        watched.stop_overdue()
    stop_everything(watched.sessions, watched.containers)
    hand_back_lent(watched.lent)
    remove_scratch(watched.scratch)


if __name__ == "__main__":
    # The owner's terminal and process group are not ours: only end of file stops us.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    watch(sys.stdin.buffer)
