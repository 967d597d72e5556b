"""Finding the processes a test's run left behind."""

from __future__ import annotations

import os
import time
from pathlib import Path


def processes_under(path: Path) -> list[int]:
    """Processes whose working directory or command line mentions ``path``."""
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


def wait_until_gone(path: Path, within_s: float) -> list[int]:
    """Poll until no process is under ``path`` or ``within_s`` passes; the survivors."""
    deadline = time.monotonic() + within_s
    while (left := processes_under(path)) and time.monotonic() < deadline:
        time.sleep(0.2)
    return left
