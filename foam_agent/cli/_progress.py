"""The live progress bar of a run on stderr, fed by the log watcher's reports.

Why on stderr through the shared console: stdout carries the one JSON object of ``--json``, so
progress may never go there. When stderr is not a terminal (a log, a pipe, CI) no bar is drawn:
rich would cut its one final line at 80 columns; plain ``progress:`` lines are written instead,
one when a stage starts and one at the end, whole. A bar starts at the first report, so a
command that fails before any work shows its ``error:`` line alone.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TaskProgressColumn,
    TextColumn,
    TimeRemainingColumn,
)

from foam_agent.agents.runners.progress import RunProgress, describe_numbers, describe_position

if TYPE_CHECKING:
    from foam_agent.agents.context import NodeDone, ProgressHook
    from foam_agent.foambench.harness import Event

#: Resolution of the bar: the fraction of simulated time, in thousandths.
BAR_TOTAL = 1000


def _duration(seconds: float | None) -> str:
    if seconds is None:
        return "-:--"
    minutes, secs = divmod(int(round(seconds)), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


class LiveProgress:
    """A rich progress bar of simulated time; call it with each :class:`RunProgress`.

    Args:
        console: Where to draw (stderr).
        prefix: Shown before the position, e.g. ``local · runner`` in a solve.
    """

    def __init__(self, console: Console, *, prefix: str = "") -> None:
        self.prefix = prefix
        self._console = console
        self._progress: Progress | None = None
        self._task: TaskID | None = None
        self._said: tuple[str, str] | None = None

    def __enter__(self) -> LiveProgress:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        if self._progress is not None:
            self._progress.stop()

    def _bar(self) -> tuple[Progress, TaskID]:
        """The bar, started at the first report."""
        if self._progress is None or self._task is None:
            self._progress = Progress(
                TextColumn("{task.description}"),
                BarColumn(),
                TaskProgressColumn(),
                TextColumn("ETA {task.fields[eta]}"),
                TextColumn("{task.fields[numbers]}"),
                console=self._console,
                transient=False,
            )
            self._progress.start()
            self._task = self._progress.add_task(self.prefix or "starting", total=BAR_TOTAL,
                                                 eta="-:--", numbers="")
        return self._progress, self._task

    def __call__(self, event: RunProgress) -> None:
        position = describe_position(event)
        fraction = event.fraction
        if not self._console.is_terminal:
            self._plain(event, position)
            return
        progress, task = self._bar()
        progress.update(
            task,
            description=f"{self.prefix} {position}".strip(),
            completed=BAR_TOTAL * fraction if fraction is not None else 0,
            eta=_duration(event.eta_s),
            numbers=describe_numbers(event),
        )

    def _plain(self, event: RunProgress, position: str) -> None:
        """One whole ``progress:`` line when a stage starts and when the run ends."""
        stage = (self.prefix, event.stage)
        if not event.final and stage == self._said:
            return
        self._said = stage
        fraction = event.fraction
        parts = [self.prefix, position, f"{fraction:.0%}" if fraction is not None else "",
                 describe_numbers(event)]
        self._console.print("progress: " + "  ".join(part for part in parts if part),
                            highlight=False, markup=False, soft_wrap=True)


class SolveProgress:
    """The live bar of a ``solve``: the runner and the graph's step before the position.

    Why a node hook as well as a sink: the bar says which run of the loop is going (``local ·
    runner (run 2)``), which only the graph's per-node reports know. A resumed solve may
    continue inside a run, before any node reports: a run's first report then names the run
    itself, counted on from the runs the record already holds.

    Args:
        console: Where to draw (stderr).
        runner: ``local`` or ``docker``, shown first.
        quiet: No bar at all.
        runs_done: Runs an interrupted solve already made (0 for a new solve).
    """

    def __init__(self, console: Console, runner: str, *, quiet: bool, runs_done: int = 0) -> None:
        self.runner = runner
        self._runs = runs_done
        self._running = False
        first = "resuming" if runs_done else "writer"
        self._live = None if quiet else LiveProgress(console, prefix=f"{runner} · {first}")

    def __enter__(self) -> SolveProgress:
        if self._live is not None:
            self._live.__enter__()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        if self._live is not None:
            self._live.__exit__(kind, error, trace)

    @property
    def prefix(self) -> str | None:
        """What the bar shows before the position now; None when quiet."""
        return None if self._live is None else self._live.prefix

    @property
    def sink(self) -> Callable[[RunProgress], None] | None:
        """What the runner reports to; None when quiet."""
        live = self._live
        if live is None:
            return None

        def report(event: RunProgress) -> None:
            if not self._running:
                self._running = True
                self._runs += 1
                live.prefix = f"{self.runner} · runner (run {self._runs})"
            live(event)

        return report

    def node_hook(self, inner: Callable[[NodeDone], None] | None) -> ProgressHook | None:
        """A node hook that names the next step on the bar, then calls ``inner``."""
        live = self._live
        if live is None and inner is None:
            return None

        def hook(done: NodeDone) -> None:
            if live is not None:
                live.prefix = f"{self.runner} · {self._next_step(done)}"
            if inner is not None:
                inner(done)

        return hook

    def _next_step(self, done: NodeDone) -> str:
        if done.node == "writer":
            self._runs += 1
            self._running = True
            return f"runner (run {self._runs})"
        self._running = False
        if done.node == "runner":
            return "done" if done.run_status == "success" else "reviewer"
        return "writer"


class ManyRunsProgress:
    """One bar per case running now, for commands that run many (``bench prepare``).

    Why per case: with ``--workers`` several references run at once; each bar is added on its
    run's first report and removed on its last, so the display shows what is running now.
    Callable as a :data:`~foam_agent.agents.runners.progress.ProgressSink` from any worker thread.
    """

    def __init__(self, console: Console, *, root: Path | None = None) -> None:
        self.root = root
        self._progress = Progress(
            TextColumn("{task.description}"), BarColumn(), TaskProgressColumn(),
            TextColumn("ETA {task.fields[eta]}"), TextColumn("{task.fields[numbers]}"),
            console=console, transient=True)
        self._tasks: dict[Path, TaskID] = {}
        self._lock = threading.Lock()

    def __enter__(self) -> ManyRunsProgress:
        self._progress.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self._progress.stop()

    def _name(self, case: Path) -> str:
        if self.root is not None and self.root in case.parents:
            return str(case.relative_to(self.root))
        return case.name

    def __call__(self, event: RunProgress) -> None:
        with self._lock:
            task = self._tasks.get(event.case)
            if event.final:
                if task is not None:
                    self._progress.remove_task(task)
                    del self._tasks[event.case]
                return
            if task is None:
                task = self._tasks[event.case] = self._progress.add_task(
                    self._name(event.case), total=BAR_TOTAL, eta="-:--", numbers="")
            fraction = event.fraction
            self._progress.update(
                task, description=f"{self._name(event.case)} {describe_position(event)}",
                completed=BAR_TOTAL * fraction if fraction is not None else 0,
                eta=_duration(event.eta_s), numbers=describe_numbers(event))


class AttemptsProgress:
    """``bench run``'s bar: attempts recorded against attempts to do, with an ETA.

    Why only a count: attempts run in Dask worker processes, whose solver logs this process
    does not follow; the harness's events say when each attempt is recorded.
    """

    def __init__(self, console: Console, *, quiet: bool) -> None:
        self._progress = None if quiet else Progress(
            TextColumn("attempts"), BarColumn(), MofNCompleteColumn(),
            TextColumn("ETA"), TimeRemainingColumn(), console=console, transient=False)
        self._task: TaskID | None = None

    def __enter__(self) -> AttemptsProgress:
        if self._progress is not None:
            self._progress.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        if self._progress is not None:
            self._progress.stop()

    def follow(self, inner: Callable[[Event], None]) -> Callable[[Event], None]:
        """An event hook that moves the bar, then calls ``inner``."""

        def hook(event: Event) -> None:
            inner(event)
            progress = self._progress
            if progress is None or event.total <= 0 or event.kind not in ("start", "attempt"):
                return
            if self._task is None:
                self._task = progress.add_task("attempts", total=event.total)
            progress.update(self._task, total=event.total, completed=event.done)

        return hook
