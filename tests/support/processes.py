"""Finding the processes a test's run left behind."""

from __future__ import annotations

import time
from pathlib import Path

from foam_agent.agents.runners.reaper import process_stats, processes_under

__all__ = ["descendants", "processes_under", "still_alive", "wait_until_gone"]


def wait_until_gone(path: Path, within_s: float) -> list[int]:
    """Poll until no process is under ``path`` or ``within_s`` passes; the survivors."""
    deadline = time.monotonic() + within_s
    while (left := processes_under(path)) and time.monotonic() < deadline:
        time.sleep(0.2)
    return left


def descendants(pid: int) -> set[int]:
    """Every living process below ``pid`` (children, their children, ...), from /proc."""
    children: dict[int, list[int]] = {}
    for child, fields in process_stats():
        children.setdefault(int(fields[1]), []).append(child)
    found: set[int] = set()
    pending = [pid]
    while pending:
        for child in children.get(pending.pop(), []):
            if child not in found:
                found.add(child)
                pending.append(child)
    return found


def still_alive(pids: set[int], within_s: float) -> set[int]:
    """Poll until none of ``pids`` lives (zombies count as gone) or ``within_s`` passes."""
    deadline = time.monotonic() + within_s

    def living() -> set[int]:
        return {pid for pid, fields in process_stats() if pid in pids and fields[0] != "Z"}

    while (left := living()) and time.monotonic() < deadline:
        time.sleep(0.2)
    return left
