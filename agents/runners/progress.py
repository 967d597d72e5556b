"""Following a run while it proceeds: a thread that tails the solver's log in the case.

Why from the log and from outside the runner: every runner (native, Docker, the jail) leaves
the same ``log.<application>`` in the case directory, written as the solver runs, so one
watcher serves them all without reaching into how a runner starts its processes. The watcher
only reads; stopping the run stays the runner's job.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType

from foam_agent.agents.openfoam.controldict import controldict_entry
from foam_agent.agents.runners.logs import SolverLogParser, SolverStep
from foam_agent.foamcase.hostile import open_case_file, read_case_tail, read_case_text

#: How often the log is read: often enough for a display, rare enough to cost nothing.
POLL_INTERVAL_S = 0.5
#: Most of a growing log read in one poll: a log that grew more (or a huge one planted at
#: once) is followed from its last MiBs, what the live display shows anyway.
MAX_POLL_BYTES = 4 * 1024 * 1024
#: Largest fvSchemes read for its ddt scheme: the tutorials' are a few KiB.
MAX_SCHEMES_BYTES = 1024 * 1024
#: A log older than the run (by more than this) is a previous run's, not yet removed.
STALE_LOG_SLACK_S = 1.0

_STEADY = re.compile(r"ddtSchemes\s*\{[^}]*default\s+steadyState", re.DOTALL)
#: What a steady solver prints when its ``residualControl`` stops it before ``endTime``.
_CONVERGED = re.compile(r"^(\w+) solution converged in ([0-9.eE+-]+) iterations\s*$",
                        re.MULTILINE)
#: The convergence line comes after the last iteration, followed only by the function
#: objects' final writes and ``End``: the log's tail this long always holds it.
CONVERGED_TAIL_BYTES = 65536


@dataclass(frozen=True)
class Convergence:
    """A steady run stopped by its ``residualControl`` because every residual met its target.

    Why a type of its own: such a run ends long before ``endTime`` (pitzDaily at iteration 282
    of 2000), so the fraction of simulated time reads 14 % for a run that is finished and
    converged; the bar, the run record and the MCP job say this instead.
    """

    algorithm: str
    iteration: float

    def describe(self) -> str:
        """``converged at iteration 282 (residualControl met)``."""
        return f"converged at iteration {self.iteration:g} (residualControl met)"


def read_convergence(case_dir: Path, log_name: str) -> Convergence | None:
    """The convergence the solver log ``log_name`` of ``case_dir`` reports at its end
    (``SIMPLE solution converged in 282 iterations``), or None when the run did not stop that
    way or the log cannot be read (the case is untrusted after its run: a link is refused)."""
    try:
        tail = read_case_tail(case_dir, log_name, CONVERGED_TAIL_BYTES).decode(
            "utf-8", errors="replace")
    except OSError:
        return None
    found = list(_CONVERGED.finditer(tail))
    if not found:
        return None
    try:
        return Convergence(found[-1].group(1), float(found[-1].group(2)))
    except ValueError:
        return None


@dataclass(frozen=True)
class RunHorizon:
    """Where a run starts and ends in simulated time, read from the case before it runs."""

    start_time: float
    end_time: float | None
    steady: bool


@dataclass(frozen=True)
class RunProgress:
    """One look at a running case.

    Attributes:
        case: The case directory being run.
        stage: The log being followed (``log.blockMesh``, ``log.icoFoam``…), or ``starting``.
        horizon: Start and end of the run in simulated time.
        step: The solver's latest step, None before the solver prints one.
        elapsed_s: Wall time since the run started.
        eta_s: Wall time left, extrapolated from the pace so far; None until it can be.
        final: True for the last report, sent when the run has ended.
        converged: In the last report of a steady run that ``residualControl`` stopped.
    """

    case: Path
    stage: str
    horizon: RunHorizon
    step: SolverStep | None
    elapsed_s: float
    eta_s: float | None = None
    final: bool = False
    converged: Convergence | None = None

    @property
    def fraction(self) -> float | None:
        """How far the simulated time is from start to end, 0..1 (1 once converged); None
        when unknown."""
        if self.converged is not None:
            return 1.0
        end, start = self.horizon.end_time, self.horizon.start_time
        if self.step is None or end is None or end <= start:
            return None
        return min(1.0, max(0.0, (self.step.time - start) / (end - start)))


ProgressSink = Callable[[RunProgress], None]

#: Fields whose residual is shown, in this order, when the solver solves them.
MAIN_FIELDS = ("Ux", "Uy", "Uz", "p", "p_rgh", "T", "h", "e", "k", "epsilon", "omega",
               "alpha.water", "nuTilda")
#: At most this many residuals on the line, so it fits a terminal.
SHOWN_RESIDUALS = 4


def describe_position(event: RunProgress) -> str:
    """``t = 0.25 / 0.5`` for a transient run, ``iteration 25 / 50`` for a steady one,
    ``converged at iteration 282 (residualControl met)`` for one that converged."""
    if event.converged is not None:
        return event.converged.describe()
    if event.step is None:
        return event.stage
    end = event.horizon.end_time
    target = f" / {end:g}" if end is not None else ""
    if event.horizon.steady:
        return f"iteration {event.step.time:g}{target}"
    return f"t = {event.step.time:g}{target}"


def describe_numbers(event: RunProgress) -> str:
    """The Courant number and the initial residuals of the main fields."""
    if event.step is None:
        return ""
    parts = []
    if event.step.courant_max is not None:
        parts.append(f"Co {event.step.courant_max:.3g}")
    residuals = event.step.residuals
    shown = [name for name in MAIN_FIELDS if name in residuals][:SHOWN_RESIDUALS]
    parts += [f"{name} {residuals[name]:.1e}" for name in shown]
    return "  ".join(parts)


def _float_entry(case_dir: Path, key: str) -> float | None:
    value = controldict_entry(case_dir, key)
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None


def read_horizon(case_dir: Path) -> RunHorizon:
    """Start and end time from ``system/controlDict``; steady when fvSchemes says so."""
    try:
        text = read_case_text(case_dir, "system/fvSchemes", MAX_SCHEMES_BYTES)
    except OSError:
        text = ""
    return RunHorizon(start_time=_float_entry(case_dir, "startTime") or 0.0,
                      end_time=_float_entry(case_dir, "endTime"),
                      steady=bool(_STEADY.search(text)))


@dataclass
class _Followed:
    """The log file being read, and how far."""

    path: Path
    inode: int
    offset: int = 0
    parser: SolverLogParser = field(default_factory=SolverLogParser)


class LogWatcher:
    """Reads ``log.<application>`` of a case as it grows and reports to ``sink``.

    Use as a context manager around the run: it polls in a daemon thread, reports once more
    when the run ends, and never raises into the run (a log it cannot read is skipped).
    """

    def __init__(self, case_dir: Path, sink: ProgressSink, *,
                 interval_s: float = POLL_INTERVAL_S) -> None:
        self.case_dir = case_dir
        self.sink = sink
        self.interval_s = interval_s
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="foam-agent-log-watcher",
                                        daemon=True)
        self._started_wall = time.time()
        self._started = time.monotonic()
        self._followed: _Followed | None = None
        self._pace: tuple[float, float] | None = None  # first (simulated, wall) time seen
        self._horizon = read_horizon(case_dir)
        self._application = controldict_entry(case_dir, "application")

    def __enter__(self) -> LogWatcher:
        self._started_wall = time.time()
        self._started = time.monotonic()
        self._thread.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self._stop.set()
        self._thread.join()
        self._report(final=True)

    def _loop(self) -> None:
        while not self._stop.wait(self.interval_s):
            self._report()

    def _fresh(self, path: Path) -> bool:
        try:
            return path.stat().st_mtime >= self._started_wall - STALE_LOG_SLACK_S
        except OSError:
            return False

    def _current_stage(self) -> Path | None:
        """The solver's log once it exists, else the newest log of this run."""
        if self._application:
            solver_log = self.case_dir / f"log.{self._application}"
            if self._fresh(solver_log):
                return solver_log
        logs = [path for path in self.case_dir.glob("log.*") if self._fresh(path)]
        return max(logs, key=lambda path: path.stat().st_mtime, default=None)

    def _read_solver_log(self, path: Path) -> None:
        try:
            stat = path.stat()
            followed = self._followed
            if followed is None or followed.inode != stat.st_ino or stat.st_size < followed.offset:
                followed = self._followed = _Followed(path=path, inode=stat.st_ino)
                self._pace = None
            # Not followed if the run made it a link, a FIFO or a hard link to a host file.
            with open_case_file(self.case_dir, path.name) as handle:
                followed.offset = max(followed.offset, stat.st_size - MAX_POLL_BYTES)
                handle.seek(followed.offset)
                chunk = handle.read(MAX_POLL_BYTES)
            followed.offset += len(chunk)
            followed.parser.feed(chunk.decode("utf-8", errors="replace"))
        except OSError:
            return

    def _eta(self, step: SolverStep | None, elapsed: float) -> float | None:
        end = self._horizon.end_time
        if step is None or end is None:
            return None
        if step.time >= end:
            return 0.0
        if self._pace is None:
            self._pace = (step.time, elapsed)
            return None
        first_time, first_wall = self._pace
        if step.time <= first_time or elapsed <= first_wall:
            return None
        rate = (step.time - first_time) / (elapsed - first_wall)
        return max(0.0, (end - step.time) / rate)

    def _report(self, *, final: bool = False) -> None:
        try:
            stage = self._current_stage()
        except OSError:
            stage = None
        step = None
        converged = None
        if stage is not None and stage.name == f"log.{self._application}":
            self._read_solver_log(stage)
            parser = self._followed.parser if self._followed else None
            if parser is not None:
                step = parser.current() if final else parser.last_complete()
            if final and self._horizon.steady:
                converged = read_convergence(self.case_dir, stage.name)
        elapsed = time.monotonic() - self._started
        self.sink(RunProgress(case=self.case_dir, stage=stage.name if stage else "starting",
                              horizon=self._horizon, step=step, elapsed_s=elapsed,
                              eta_s=0.0 if converged else self._eta(step, elapsed),
                              final=final, converged=converged))
