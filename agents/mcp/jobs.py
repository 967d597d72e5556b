"""Long work in the background: one job at a time, each with its state and its progress.

A job's progress is over the whole job, never one run's alone: a job is a fixed number of
stages (a solve's runs, at most ``max_loops``; a run_case's one run) of
:data:`STAGE_UNITS` each, a run's fraction moves within its stage, and a finished job is at its
total. Why: MCP requires progress to rise from one notification to the next; a solve's second
run restarting at 0 % would fall back, and a client that knows the total can draw a bar.

Why one at a time: a solve or a run already uses the machine's cores (and ``np`` ranks); two
at once would only make both slower and their time limits less meaningful. Later jobs wait in
order, ``queued``.
"""

from __future__ import annotations

import itertools
import queue
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel

JobState = Literal["queued", "running", "done", "failed"]
#: Progress units of one stage (one run) of a job.
STAGE_UNITS = 100.0


class JobView(BaseModel):
    """What a client sees of a job: poll with ``job_status`` until ``finished``."""

    job_id: str
    tool: str
    state: JobState
    finished: bool
    fraction: float | None = None
    progress: float = 0.0
    total: float = STAGE_UNITS
    message: str = ""
    elapsed_s: float = 0.0
    result: dict[str, Any] | None = None
    error: str | None = None


class Job:
    """One piece of work and what is known of it; updated by its worker, read by pollers."""

    def __init__(self, job_id: str, tool: str, work: Callable[[Job], dict[str, Any]],
                 writes: Path | None = None, stages: int = 1) -> None:
        self.job_id = job_id
        self.tool = tool
        self.work = work
        self.writes = writes
        self.state: JobState = "queued"
        self.fraction: float | None = None
        self.stages = max(1, stages)
        self.stage = 0
        #: Units done over the whole job, out of :attr:`total`; it only rises.
        self.progress = 0.0
        self.message = "waiting for the job before it"
        self.result: dict[str, Any] | None = None
        self.error: str | None = None
        self.started: float | None = None
        self.ended: float | None = None
        #: What the finished job says in place of "finished" (a run's convergence).
        self.outcome: str | None = None
        self.done = threading.Event()

    @property
    def total(self) -> float:
        """The units of the whole job: its stages times :data:`STAGE_UNITS`."""
        return self.stages * STAGE_UNITS

    def report(self, message: str, fraction: float | None = None) -> None:
        """Progress from the worker: what it is doing, and how far (0..1) its stage is when
        known."""
        self.message = message
        if fraction is not None:
            self.fraction = fraction
            self._advance((self.stage + min(max(fraction, 0.0), 1.0)) * STAGE_UNITS)

    def end_stage(self) -> None:
        """The current stage (a run) has ended: its units are done, the next one begins."""
        self._advance((self.stage + 1) * STAGE_UNITS)
        self.stage = min(self.stage + 1, self.stages - 1)
        self.fraction = None

    def finish(self) -> None:
        """The job has ended (however): all its units are done, stages it skipped included."""
        self._advance(self.total)

    def _advance(self, units: float) -> None:
        self.progress = max(self.progress, min(units, self.total))

    def view(self) -> JobView:
        """A consistent snapshot for a client."""
        end = self.ended or time.monotonic()
        return JobView(job_id=self.job_id, tool=self.tool, state=self.state,
                       finished=self.done.is_set(), fraction=self.fraction,
                       progress=round(self.progress, 3), total=self.total,
                       message=self.message, result=self.result, error=self.error,
                       elapsed_s=round(end - self.started, 2) if self.started else 0.0)


class JobQueue:
    """Runs submitted jobs in order on one worker thread."""

    def __init__(self) -> None:
        self._jobs: dict[str, Job] = {}
        self._pending: queue.Queue[Job] = queue.Queue()
        self._ids = itertools.count(1)
        self._lock = threading.Lock()
        self._worker = threading.Thread(target=self._serve, name="foam-agent-mcp-jobs",
                                         daemon=True)
        self._worker.start()

    def submit(self, tool: str, work: Callable[[Job], dict[str, Any]],
               writes: Path | None = None, stages: int = 1) -> Job:
        """Queue ``work``; it is called with its job to report progress, returns the result.
        ``writes`` is the directory it runs cases in (see :meth:`writing`); ``stages`` the
        runs it makes at most (its progress total is ``stages`` × :data:`STAGE_UNITS`)."""
        with self._lock:
            job = Job(f"{tool}-{next(self._ids)}", tool, work, writes, stages)
            self._jobs[job.job_id] = job
        self._pending.put(job)
        return job

    def writing(self, path: Path) -> Job | None:
        """An unfinished job whose directory holds ``path`` or lies inside it.

        Why: a running case changes under a reader (a run can swap a file for a link after a
        check and before VTK opens it), so scoring or running it again waits for the job.
        """
        with self._lock:
            for job in self._jobs.values():
                written = job.writes
                if written is not None and not job.done.is_set() and (
                        written == path or written in path.parents or path in written.parents):
                    return job
        return None

    def get(self, job_id: str) -> Job | None:
        """The job with this id, if this server started it."""
        with self._lock:
            return self._jobs.get(job_id)

    def _serve(self) -> None:
        while True:
            job = self._pending.get()
            job.state, job.started, job.message = "running", time.monotonic(), "started"
            try:
                job.result = job.work(job)
                job.state, job.message = "done", job.outcome or "finished"
            except Exception as error:  # a job's failure is reported to its poller, not lost
                job.state, job.error = "failed", f"{type(error).__name__}: {error}"
                job.message = "failed"
            finally:
                job.finish()
                job.ended = time.monotonic()
                job.done.set()
