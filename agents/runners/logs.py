"""Reading what a run left behind: its logs and its time directories.

Why: success is decided from the logs (DESIGN.md: Allrun exit 0, no ``FOAM FATAL`` anywhere,
the solver log ends with ``End``), and the reviewer gets short excerpts, never whole logs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

#: Lines of a log's tail kept in an excerpt: enough for the last time step and the error.
EXCERPT_TAIL_LINES = 25
#: A fatal error block is at most this many lines; OpenFOAM's are 5 to 15.
FATAL_BLOCK_LINES = 20
#: Largest excerpt kept for any one log, so a run record stays small.
EXCERPT_MAX_CHARS = 4000

_FATAL = re.compile(
    r"FOAM FATAL (?:IO )?ERROR|FOAM aborting|Floating point exception(?! trapping)|"
    r"Segmentation fault|command not found",
    re.IGNORECASE,
)
_TIME_LINE = re.compile(r"^Time = ([0-9.eE+-]+)\s*$")


@dataclass(frozen=True)
class LogReport:
    """What one ``log.*`` file says."""

    name: str
    ended: bool
    fatal: str | None
    excerpt: str
    last_time: str | None


def read_text(path: Path) -> str:
    """Read a log, tolerating bytes that are not UTF-8 (solvers print what they like)."""
    return path.read_text(encoding="utf-8", errors="replace")


def fatal_block(text: str) -> str | None:
    """The first fatal error in ``text``, with the lines that explain it."""
    lines = text.splitlines()
    for index, line in enumerate(lines):
        if _FATAL.search(line):
            start = max(0, index - 2)
            block = [entry.rstrip() for entry in lines[start : start + FATAL_BLOCK_LINES]]
            return "\n".join(entry for entry in block if entry.strip())[:EXCERPT_MAX_CHARS]
    return None


#: What a parallel run prints after ``End`` when MPI shuts down cleanly.
_PARALLEL_EPILOGUE = "Finalising parallel run"


def ends_with_end(text: str) -> bool:
    """Whether the last line is ``End`` (ignoring the parallel epilogue): a normal finish."""
    for line in reversed(text.splitlines()):
        stripped = line.strip()
        if stripped and stripped != _PARALLEL_EPILOGUE:
            return stripped == "End"
    return False


def report_log(path: Path) -> LogReport:
    """Summarise one log file."""
    text = read_text(path)
    lines = text.splitlines()
    times = [match.group(1) for line in lines if (match := _TIME_LINE.match(line))]
    excerpt = "\n".join(lines[-EXCERPT_TAIL_LINES:])[-EXCERPT_MAX_CHARS:]
    return LogReport(
        name=path.name,
        ended=ends_with_end(text),
        fatal=fatal_block(text),
        excerpt=excerpt,
        last_time=times[-1] if times else None,
    )


def log_files(case_dir: Path) -> list[Path]:
    """The ``log.*`` files of a case, oldest first (the order the steps ran)."""
    logs = [path for path in case_dir.glob("log.*") if path.is_file()]
    return sorted(logs, key=lambda path: (path.stat().st_mtime, path.name))


def _as_time(name: str) -> float | None:
    try:
        return float(name)
    except ValueError:
        return None


def time_directories(case_dir: Path) -> list[str]:
    """Names of the time directories of a case (``0``, ``0.1``, …), in time order."""
    times = [
        (value, path.name)
        for path in case_dir.iterdir()
        if path.is_dir() and (value := _as_time(path.name)) is not None
    ]
    return [name for _, name in sorted(times)]


def last_time_written(case_dir: Path) -> str | None:
    """The latest time directory holding at least one field, or None if only 0 exists."""
    for name in reversed(time_directories(case_dir)):
        if _as_time(name) == 0:
            return None
        if any(entry.is_file() for entry in (case_dir / name).iterdir()):
            return name
    return None
