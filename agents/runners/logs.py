"""Reading what a run left behind: its logs and its time directories.

Why: success is decided from the logs (DESIGN.md: Allrun exit 0, no ``FOAM FATAL`` anywhere,
the solver log ends with ``End``), and the reviewer gets short excerpts, never whole logs.

The case is hostile once a run has touched it: every log is opened through
:mod:`foam_agent.foamcase.hostile` (no symlink followed, no hard-linked or special file read)
and read in bounded pieces, so a 150 MB log costs a few MiB of memory, and a log that is a
link to a file outside the case is refused by name, its content never read.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from foam_agent.foamcase.hostile import (
    CaseEntry,
    list_case_directory,
    open_case_file,
    read_case_tail,
)

#: Lines of a log's tail kept in an excerpt: enough for the last time step and the error.
EXCERPT_TAIL_LINES = 25
#: A fatal error block is at most this many lines; OpenFOAM's are 5 to 15.
FATAL_BLOCK_LINES = 20
#: Largest excerpt kept for any one log, so a run record stays small.
EXCERPT_MAX_CHARS = 4000
#: How much of a log's end is read for its excerpt, its ``End`` and its last ``Time =``: a
#: solver prints a few KiB per step, so 1 MiB holds the last steps of any log.
LOG_TAIL_BYTES = 1024 * 1024
#: Logs are read for fatal errors and residuals in blocks of this size, never whole.
LOG_BLOCK_BYTES = 1024 * 1024
#: Bytes of the block before kept when a fatal error is found, for the lines that explain it.
FATAL_CONTEXT_BYTES = 4096
#: Longest line a solver log parser keeps waiting for its end; a longer one is no solver line.
MAX_LINE_CHARS = 64 * 1024
#: Residual plots keep at most about this many steps (every other one dropped, evenly, when a
#: log has more): 880 pixels wide cannot show more, and a huge log stays small in memory.
MAX_PLOTTED_STEPS = 20_000

_FATAL = re.compile(
    r"FOAM FATAL (?:IO )?ERROR|FOAM aborting|Floating point exception(?! trapping)|"
    r"Segmentation fault|command not found",
    re.IGNORECASE,
)
#: Words one of which every match of the fatal pattern holds, lower-cased: a plain substring
#: search for them skips the blocks of a long log that hold none (the case-insensitive pattern
#: itself scans a 150 MB log in about 30 s, the substrings in well under one).
_FATAL_WORDS = ("foam fatal", "foam aborting", "floating point exception",
                "segmentation fault", "command not found")
#: The line that opens a step: ``Time = 0.005``; the solid-displacement solvers
#: (solidDisplacementFoam, solidEquilibriumDisplacementFoam) print their time as ``Iteration: 5``
#: and no ``Time =`` line at all (their completion read "no time step in the log").
_TIME_LINE = re.compile(r"^(Time =|Iteration:) ([0-9.eE+-]+)\s*$")


@dataclass(frozen=True)
class LogReport:
    """What one ``log.*`` file says."""

    name: str
    ended: bool
    fatal: str | None
    excerpt: str
    last_time: str | None


def read_tail(path: Path, max_bytes: int = LOG_TAIL_BYTES) -> str:
    """The end of a log in the case directory ``path.parent``, at most ``max_bytes``,
    tolerating bytes that are not UTF-8 (solvers print what they like).

    Raises:
        OSError: It cannot be read; :class:`HostileCaseError` when it is a link or no file.
    """
    return read_case_tail(path.parent, path.name, max_bytes).decode("utf-8", errors="replace")


def _blocks(path: Path) -> Iterator[str]:
    """A log of the case directory ``path.parent``, block by block, as text."""
    with open_case_file(path.parent, path.name) as handle:
        while block := handle.read(LOG_BLOCK_BYTES):
            yield block.decode("utf-8", errors="replace")


def fatal_block(text: str) -> str | None:
    """The first fatal error in ``text``, with the lines that explain it."""
    lines = text.splitlines()
    for index, line in enumerate(lines):
        if _FATAL.search(line):
            start = max(0, index - 2)
            block = [entry.rstrip() for entry in lines[start : start + FATAL_BLOCK_LINES]]
            return "\n".join(entry for entry in block if entry.strip())[:EXCERPT_MAX_CHARS]
    return None


def first_fatal_block(path: Path) -> str | None:
    """:func:`fatal_block` of a whole log, read block by block (a few MiB at most in memory)."""
    carry = ""
    for block in _blocks(path):
        text = carry + block
        lowered = text.lower()
        if any(word in lowered for word in _FATAL_WORDS) and (found := fatal_block(text)):
            return found
        carry = text[-FATAL_CONTEXT_BYTES:]
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
    """Summarise one log file of the case directory ``path.parent``.

    A log the case made hostile (a symlink, a hard link, a FIFO) is not read: its report says
    so as its fatal error, so the run cannot pass for a success.
    """
    try:
        tail = read_tail(path)
        fatal = first_fatal_block(path)
    except OSError as error:
        refusal = f"refused to read {path.name}: {error}"
        return LogReport(name=path.name, ended=False, fatal=refusal, excerpt=refusal,
                         last_time=None)
    lines = tail.splitlines()
    times = [match.group(2) for line in lines if (match := _TIME_LINE.match(line))]
    excerpt = "\n".join(lines[-EXCERPT_TAIL_LINES:])[-EXCERPT_MAX_CHARS:]
    return LogReport(
        name=path.name,
        ended=ends_with_end(tail),
        fatal=fatal,
        excerpt=excerpt,
        last_time=times[-1] if times else None,
    )


def _entries(case_dir: Path, relpath: str = ".") -> list[CaseEntry]:
    """A case directory's entries (lstat), none when it cannot be listed safely."""
    try:
        return list_case_directory(case_dir, relpath)
    except OSError:
        return []


def log_files(case_dir: Path) -> list[Path]:
    """The ``log.*`` entries of a case, oldest first (the order the steps ran).

    Links and special files named ``log.*`` are listed too, so that :func:`report_log` refuses
    them by name rather than the run passing for one that wrote no such log.
    """
    logs = [entry for entry in _entries(case_dir)
            if entry.name.startswith("log.") and entry.kind != "dir"]
    return [case_dir / entry.name
            for entry in sorted(logs, key=lambda entry: (entry.mtime, entry.name))]


def as_time(name: str) -> float | None:
    """A time as OpenFOAM names it (a directory, a log's ``Time =``), or None if it is none."""
    try:
        return float(name)
    except ValueError:
        return None


def time_directories(case_dir: Path) -> list[str]:
    """Names of the time directories of a case (``0``, ``0.1``, …), in time order; a symlink
    named like a time is no time directory."""
    times = [
        (value, entry.name)
        for entry in _entries(case_dir)
        if entry.kind == "dir" and (value := as_time(entry.name)) is not None
    ]
    return [name for _, name in sorted(times)]


def last_time_written(case_dir: Path) -> str | None:
    """The latest time directory holding at least one field, or None if only 0 exists."""
    for name in reversed(time_directories(case_dir)):
        if as_time(name) == 0:
            return None
        if any(entry.kind == "file" for entry in _entries(case_dir, name)):
            return name
    return None


# --- Following a solver's log: time, Courant number and initial residuals per step. ---
# Why here: the live progress display and the residual plot read the same lines, so both use
# one parser; it is incremental so that a watcher can feed it what a running solver appends.

#: The pressure-based solvers print ``Courant Number mean: … max: …``; the density-based
#: ones (rhoCentralFoam) ``Mean and max Courant Numbers = <mean> <max>``.
_COURANT_LINE = re.compile(
    r"^(?:Courant Number mean: \S+ max:|Mean and max Courant Numbers = \S+) ([0-9.eE+-]+)")
_RESIDUAL_LINE = re.compile(
    r"Solving for (\w+), Initial residual = ([0-9.eE+-]+), Final residual"
)


@dataclass(frozen=True)
class SolverStep:
    """One time step (or iteration) of a solver log.

    Attributes:
        time: The simulated time (the iteration number for a steady solver).
        courant_max: The largest Courant number of the step, when the solver prints it.
        residuals: The initial residual of each field's first solve in the step, by field.
        heading: The words the log opens the step with before its time (``Time =``,
            ``Iteration:``), so evidence quotes the line as written.
    """

    time: float
    courant_max: float | None
    residuals: dict[str, float]
    heading: str = "Time ="


class SolverLogParser:
    """Turns solver output, fed in chunks as it is written, into :class:`SolverStep` items.

    A partial last line is kept until its end arrives, so a chunk boundary never splits a
    number. Only the first solve of each field in a step counts: its initial residual is the
    one convergence is judged by (PISO's later pressure solves start from a better guess).
    """

    def __init__(self) -> None:
        self.steps: list[SolverStep] = []
        self._pending = ""
        self._time: float | None = None
        self._courant: float | None = None
        self._residuals: dict[str, float] = {}
        self._heading = "Time ="

    def feed(self, chunk: str) -> None:
        """Consume more of the log."""
        lines = (self._pending + chunk).split("\n")
        self._pending = lines.pop()
        if len(self._pending) > MAX_LINE_CHARS:
            self._pending = ""
        for line in lines:
            self._line(line.strip())

    def _line(self, line: str) -> None:
        if match := _TIME_LINE.match(line):
            self._close_step()
            self._heading, self._time = match.group(1), _as_float(match.group(2))
        elif self._time is None:
            return
        elif match := _COURANT_LINE.match(line):
            self._courant = _as_float(match.group(1))
        elif match := _RESIDUAL_LINE.search(line):
            field, value = match.group(1), _as_float(match.group(2))
            if value is not None and field not in self._residuals:
                self._residuals[field] = value

    def _open_step(self, time: float) -> SolverStep:
        return SolverStep(time, self._courant, dict(self._residuals), self._heading)

    def _close_step(self) -> None:
        if self._time is not None:
            self.steps.append(self._open_step(self._time))
        self._courant, self._residuals = None, {}

    def current(self) -> SolverStep | None:
        """The step being written now (or the last one), with what it has printed so far."""
        if self._time is not None:
            return self._open_step(self._time)
        return self.steps[-1] if self.steps else None

    def last_complete(self) -> SolverStep | None:
        """The last step whose end has been read (every line of it printed), None before the
        first one ends: what a live display shows, so that a step caught half-written never
        lacks its Courant number or a residual."""
        return self.steps[-1] if self.steps else None

    def finished_steps(self) -> list[SolverStep]:
        """Every step, the one still being written included."""
        if self._time is None:
            return list(self.steps)
        return [*self.steps, self._open_step(self._time)]


def _as_float(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def solver_steps(path: Path, max_steps: int = MAX_PLOTTED_STEPS) -> list[SolverStep]:
    """The steps of a finished (or stopped) solver log in the case directory ``path.parent``,
    evenly thinned to at most ``max_steps`` (every ``2**k``-th kept) so a huge log stays small.

    Raises:
        OSError: The log cannot be read; :class:`HostileCaseError` when the case made it a
            link or no regular file.
    """
    parser = SolverLogParser()
    kept: list[SolverStep] = []
    stride, seen = 1, 0

    def keep(steps: list[SolverStep]) -> None:
        nonlocal kept, stride, seen
        for step in steps:
            if seen % stride == 0:
                kept.append(step)
            seen += 1
            if len(kept) > max_steps:
                kept, stride = kept[::2], stride * 2

    for block in _blocks(path):
        parser.feed(block)
        keep(parser.steps)
        parser.steps.clear()
    parser.feed("\n")
    keep(parser.finished_steps())
    return kept

