"""The case directory's disk budget: how much a run may write, and the watcher that enforces it.

Why: the jail confines *where* a run writes, not *how much*. A case may fill the disk through
allowed commands (``cat`` of a file onto itself in a loop, ``mv`` of growing copies) or through a
solver told to write every step; 1.2 GB was written that way on both runners. A single file is
also capped inside the jail (``RLIMIT_FSIZE``) so one huge write stops at once; the watcher adds
up the whole tree, because many small files evade a per-file cap.
"""

from __future__ import annotations

import os
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

#: Default budget of one case directory. FoamBench and tutorial cases write well under 200 MB
#: here (the largest, squareBend, about 60 MB); 2 GiB leaves room for fine meshes and many write
#: times while keeping one runaway from filling a shared disk.
DEFAULT_DISK_LIMIT = 2 << 30
#: Seconds between two measurements. A walk of a tutorial-sized case takes about a millisecond;
#: a fast disk writes about 1 GB/s, so the overshoot past the budget stays below a gigabyte,
#: and the per-file cap bounds the single-file case at once.
POLL_INTERVAL_S = 0.5
_UNITS = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}
_SIZE = re.compile(r"^\s*([0-9]+(?:\.[0-9]+)?)\s*([KMGT]?)(?:I?B)?\s*$", re.IGNORECASE)


class DiskLimitError(ValueError):
    """A disk limit that cannot be read (``--disk-limit 2X``); the message says what is wanted."""


def parse_size(text: str) -> int:
    """Bytes of a size written as ``2G``, ``500M``, ``1.5GiB`` or a plain number of bytes.

    Raises:
        DiskLimitError: When ``text`` is not such a size or is not positive.
    """
    match = _SIZE.match(text)
    if match is None:
        raise DiskLimitError(f"'{text}' is not a size: write e.g. 2G, 500M or 1048576")
    size = int(float(match.group(1)) * _UNITS[match.group(2).upper()])
    if size <= 0:
        raise DiskLimitError(f"'{text}' is not a positive size")
    return size


def describe_size(size: int) -> str:
    """``2.0 GiB``: a size as a person reads it."""
    for unit, factor in (("TiB", 1 << 40), ("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if size >= factor:
            return f"{size / factor:.1f} {unit}"
    return f"{size} B"


def case_usage(case_dir: Path) -> int:
    """Bytes the case's files occupy on disk: each inode once, links never followed.

    Allocated blocks, not apparent sizes, so a sparse file claiming terabytes costs what it
    holds, and a file hard-linked twice counts once.
    """
    seen: set[tuple[int, int]] = set()
    total = 0
    stack = [str(case_dir)]
    while stack:
        directory = stack.pop()
        try:
            entries = list(os.scandir(directory))
        except OSError:
            continue
        for entry in entries:
            try:
                status = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            key = (status.st_dev, status.st_ino)
            if key in seen:
                continue
            seen.add(key)
            total += status.st_blocks * 512
            if entry.is_dir(follow_symlinks=False):
                stack.append(entry.path)
    return total


@dataclass(frozen=True)
class DiskOverrun:
    """The budget a run exceeded, and what it had written when it was stopped."""

    limit: int
    used: int

    def describe(self) -> str:
        """The sentence a person or a model reads in the run's message."""
        return (f"stopped: the case directory exceeded its disk budget of "
                f"{describe_size(self.limit)} ({describe_size(self.used)} written); write less "
                "often or fewer fields, or raise --disk-limit")


class DiskWatcher:
    """Measures the case every :data:`POLL_INTERVAL_S` while a run lasts; calls ``stop`` once
    when it is over ``limit``.

    Used as a context manager around the wait for the run; ``overrun`` tells afterwards whether
    the budget stopped it.
    """

    def __init__(self, case_dir: Path, limit: int, stop: Callable[[], None]) -> None:
        self.case_dir = case_dir
        self.limit = limit
        self.overrun: DiskOverrun | None = None
        self._stop = stop
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="foam-agent-disk", daemon=True)

    def _watch(self) -> None:
        while not self._done.wait(POLL_INTERVAL_S):
            used = case_usage(self.case_dir)
            if used > self.limit:
                self.overrun = DiskOverrun(self.limit, used)
                self._stop()
                return

    def __enter__(self) -> DiskWatcher:
        self._thread.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self._done.set()
        self._thread.join()
        if self.overrun is None:
            # A run can end over the budget between two polls: killed by the file-size cap
            # (SIGXFSZ) or done before the next look. It is over the budget all the same.
            used = case_usage(self.case_dir)
            if used > self.limit:
                self.overrun = DiskOverrun(self.limit, used)
