"""Benchmark runs: cases × models × ablations × attempts, solved, scored, stored, resumable.

Why this shape (inspect_ai's habits, STYLE.md): a case is a sample, the author under one
ablation is a solver, ``foam_agent.evaluators.score_case`` is the scorer. Each attempt solves into
its own directory under the results directory and is scored there against the prepared reference;
the outcome goes into the SQLite store (:mod:`foam_agent.foambench.store`) in one transaction. An
attempt that breaks (an exception, a dead worker) becomes a recorded ``error``, never a crashed
batch; a reference that cannot run here makes its attempts *unscorable* with the reason, and they
are kept out of the means. Scoring again (another mode, a fixed evaluator) reads the store and the
attempt directories and calls no model: :func:`rescore`.

Resuming: the run holds an exclusive lock on the results directory, so an attempt still marked
``running`` when a run starts was left by a run that died; it is run again (in a fresh
directory, ``attempt-N.tryT``, so a solver orphaned by the dead run cannot write into it).
``done`` attempts are skipped; ``error`` ones are retried unless ``retry_errors`` is off.

Scale-out goes through Dask. Only the driver (the process calling :func:`run_benchmark`)
touches the store; workers receive a picklable job and return a typed result (a pydantic model,
picklable). The driver keeps at most one task per worker thread in flight, so an attempt is
marked ``running`` exactly while a worker runs it. Each worker process opens the tutorial index
once and reuses it.

- **This machine** (default): a ``LocalCluster`` of ``workers`` processes with one thread each.
  Each attempt runs OpenFOAM serially, so one worker per core is the budget (foamlib's rule:
  budget by cores, not tasks).
- **An existing cluster**: ``scheduler="tcp://host:8786"`` connects to a running scheduler. Its
  workers need foam-agent and OpenFOAM installed, and the results directory and the reference
  cache (``FOAM_AGENT_REFERENCE_CACHE``) on a filesystem they share with the driver.
- **Slurm** through dask-jobqueue (not a dependency of foam-agent; ``pip install
  dask-jobqueue``). Start the cluster in a small script and hand its address over, one OpenFOAM
  run per worker process::

      from dask_jobqueue import SLURMCluster
      cluster = SLURMCluster(cores=8, processes=8, memory="32GB", walltime="04:00:00",
                             # whatever sets WM_PROJECT_DIR on the compute nodes
                             job_script_prologue=["source /opt/openfoam/etc/bashrc"])
      cluster.scale(jobs=4)                  # 32 single-threaded workers
      print(cluster.scheduler_address)       # keep this process alive while the run goes

  then ``foam-agent bench run --dataset basic --scheduler tcp://<that address> --out
  /shared/results``. If the allocation ends midway, running the same command again resumes.

From Python, call :func:`run_benchmark` under ``if __name__ == "__main__":`` in a script: the
local cluster starts its workers with ``spawn``, which imports the main module again.

Time limits: ``timeout_s`` bounds one attempt, all its runs together: every OpenFOAM run gets
the attempt's remaining time as its limit (the runner kills the whole process group on expiry),
and a run asked for after the time is spent is recorded as a time-out without starting. Model
calls are bounded by the configuration's request timeout and retries.
"""

from __future__ import annotations

import fcntl
import functools
import heapq
import logging
import math
import os
import re
import shutil
import socket
import time
from collections import deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

import yaml
from distributed import Client, Future, LocalCluster, as_completed
from pydantic import BaseModel, ConfigDict

from foam_agent.agents.api import (
    CASE_DIR_NAME,
    Installation,
    Retriever,
    Runner,
    RunRecord,
    RunResult,
    SolveConfig,
    configs_dir,
    load_config,
    make_retriever,
    make_runner,
    solve,
)
from foam_agent.evaluators import ReferenceCaseError, score_case
from foam_agent.evaluators.constants import Mode
from foam_agent.foambench.datasets import BenchCase
from foam_agent.foambench.references import (
    DEFAULT_REFERENCE_TIMEOUT_S,
    default_cache_dir,
    prepare_reference,
)
from foam_agent.foambench.results import (
    AttemptOutcome,
    AttemptResult,
    AttemptScore,
    ReferenceOutcome,
)
from foam_agent.foambench.store import AttemptKey, ResultsStore, order_keys

#: The ablations of CFDLLMBench Table 2, each a file in ``configs/ablations/``.
ABLATIONS = ("rag+reviewer", "rag", "reviewer", "zero-shot")
#: Default limit of one attempt (all its runs): the slowest local references take about a
#: minute here, and five runs of a case slowed by a wrong setting should still end in an hour.
DEFAULT_ATTEMPT_TIMEOUT_S = 900.0
#: One worker per core: every attempt runs OpenFOAM serially.
DEFAULT_WORKERS = len(os.sched_getaffinity(0))
#: Attempt directories live under this folder of the results directory.
RUNS_DIR_NAME = "runs"
#: The lock file that makes one run at a time own a results directory.
LOCK_NAME = ".run.lock"
#: A run asked for with less time than this left is not started (it could not finish).
MIN_RUN_S = 1.0
#: Characters of an exception kept in a recorded error.
ERROR_CHARS = 500

EventKind = Literal["start", "reference", "attempt", "scored"]


class HarnessError(RuntimeError):
    """A benchmark run that cannot start; the message says why in one line."""


@dataclass(frozen=True)
class Event:
    """Progress of a run, for a progress display.

    Attributes:
        kind: ``start`` (what will run), ``reference`` (a reference prepared), ``attempt``
            (an attempt recorded) or ``scored`` (an attempt re-scored).
        label: What it is about (a case id or an attempt's label).
        status: The outcome in one word (``success``, ``done``, ``error``, …).
        detail: One line of detail.
        done: Attempts recorded so far in this run.
        total: Attempts this run has to do.
    """

    kind: EventKind
    label: str
    status: str
    detail: str = ""
    done: int = 0
    total: int = 0


EventHook = Callable[[Event], None]


@dataclass(frozen=True)
class AttemptJob:
    """Everything a worker needs for one attempt; picklable, no live objects."""

    key: AttemptKey
    prompt: str
    config: SolveConfig
    output_dir: str
    timeout_s: float
    mode: Mode
    reference: ReferenceOutcome | None


@dataclass(frozen=True)
class RunSummary:
    """What one call of :func:`run_benchmark` did.

    Attributes:
        results_dir: The results directory.
        store: The store's path.
        invocation: This run's id in the store.
        attempts: Attempts the selection asks for.
        skipped: Of those, already finished before this run (not run again).
        recovered: Attempts a dead run had left ``running``, run again now.
        ran: Attempts run now.
        statuses: Status of every selected attempt after the run.
        solved: Attempts run now whose solve succeeded.
        errors: Attempts run now that ended as ``error``.
        references: Reference outcome → number of cases.
        seconds: Wall time of the run.
    """

    results_dir: str
    store: str
    invocation: int
    attempts: int
    skipped: int
    recovered: int
    ran: int
    statuses: dict[str, int]
    solved: int
    errors: int
    references: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0


class LlmSettings(BaseModel):
    """The LLM settings of every attempt, as the command line gives them: they beat the
    ablation's switches and the configuration file; None leaves a setting to those.

    Attributes:
        author: ``llm`` or ``llm-files``.
        max_tokens: Token budget of one attempt.
        max_cost: Cost budget of one attempt, USD.
        max_wall: Wall-time budget of one attempt's model calls, seconds.
        record_dir: Record every model call into this directory.
        replay_dir: Answer every model call from this recording.
    """

    model_config = ConfigDict(frozen=True)

    author: str | None = None
    max_tokens: int | None = None
    max_cost: float | None = None
    max_wall: float | None = None
    record_dir: str | None = None
    replay_dir: str | None = None

    def overrides(self) -> dict[str, object]:
        """The settings given, as configuration overrides."""
        return self.model_dump(exclude_none=True)


# -- configuration -----------------------------------------------------------------------------


def model_name(model: str | None) -> str:
    """The store's name of a model: ``template`` for the offline author."""
    return model or "template"


def ablation_config(
    ablation: str,
    *,
    model: str | None = None,
    max_loops: int | None = None,
    timeout_s: float = DEFAULT_ATTEMPT_TIMEOUT_S,
    config_file: str | os.PathLike[str] | None = None,
    llm: LlmSettings | None = None,
) -> SolveConfig:
    """The configuration of one ablation: its switches beat ``config_file``, like CLI flags;
    ``llm`` holds the LLM settings of the command line (author, budgets, record or replay).

    Raises:
        HarnessError: Unknown ablation.
        foam_agent.agents.config.ConfigError: An invalid setting.
    """
    if ablation not in ABLATIONS:
        raise HarnessError(f"unknown ablation '{ablation}' (choose {', '.join(ABLATIONS)})")
    switches = yaml.safe_load((configs_dir() / "ablations" / f"{ablation}.yaml").read_text())
    overrides = {**switches, "model": model, "max_loops": max_loops, "run_timeout_s": timeout_s,
                 **(llm.overrides() if llm is not None else {})}
    return load_config(None if config_file is None else Path(config_file), overrides=overrides)


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9._+-]", "_", text.replace("/", "__").replace(":", "--"))


def attempt_dir(results_dir: Path, key: AttemptKey, tries: int) -> Path:
    """Where try ``tries`` of an attempt solves: ``runs/<model>/<ablation>/<case>/attempt-N``."""
    suffix = "" if tries <= 1 else f".try{tries}"
    return (results_dir / RUNS_DIR_NAME / _slug(key.model) / _slug(key.ablation)
            / _slug(key.case_id) / f"attempt-{key.attempt}{suffix}")


# -- worker side -------------------------------------------------------------------------------


class _BudgetRunner:
    """A runner whose runs share one attempt's time budget."""

    def __init__(self, inner: Runner, *, limit_s: float) -> None:
        self.inner = inner
        self.name = inner.name
        self.limit_s = limit_s
        self.deadline = time.monotonic() + limit_s

    def installation(self) -> Installation:
        """The inner runner's installation."""
        return self.inner.installation()

    def run(self, case_dir: str | os.PathLike[str], *, timeout_s: float | None = None
            ) -> RunResult:
        """Run with the smaller of the asked limit and the attempt's remaining time."""
        remaining = self.deadline - time.monotonic()
        if remaining < MIN_RUN_S:
            return RunResult(status="timeout", error_class="timeout", wall_s=0.0,
                             dialect=self.installation().dialect, runner=self.name,
                             message=f"not run: the attempt's time limit of {self.limit_s:g} s "
                                     "is spent")
        limit = remaining if timeout_s is None else min(timeout_s, remaining)
        return self.inner.run(case_dir, timeout_s=limit)


def _installation_key(config: SolveConfig) -> SolveConfig:
    """The settings a runner and a tutorial index depend on; equal keys share them."""
    return SolveConfig(runner=config.runner, docker_image=config.docker_image,
                       index_dir=config.index_dir)


@functools.cache
def _runner(key: SolveConfig) -> Runner:
    """One runner per worker process (finding the installation scans its programs)."""
    return make_runner(key)


@functools.cache
def _retriever(key: SolveConfig) -> Retriever | None:
    """One tutorial index per worker process: loading its embedder takes seconds."""
    return make_retriever(key, _runner(key))


def _worker_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def _error_text(error: BaseException) -> str:
    return f"{type(error).__name__}: {error}"[:ERROR_CHARS]


def _not_prepared(case: BenchCase, reason: str) -> ReferenceOutcome:
    """The reference outcome of a case whose preparation itself failed."""
    return ReferenceOutcome.not_prepared(case.id, case.content_hash, reason)


def prepare_reference_task(case: BenchCase, config: SolveConfig, cache_dir: str,
                           timeout_s: float) -> ReferenceOutcome:
    """Prepare one reference on a worker with the runner ``config`` names; a failure to
    prepare is returned as ``not-run``."""
    try:
        report = prepare_reference(case, runner=_runner(_installation_key(config)),
                                   cache_dir=cache_dir, timeout_s=timeout_s)
    except Exception as error:  # error policy: one broken reference never stops the batch
        return _not_prepared(case, _error_text(error))
    return ReferenceOutcome.from_report(report)


def score_attempt(case_dir: str | os.PathLike[str], reference: ReferenceOutcome | None,
                  mode: Mode) -> AttemptScore:
    """Score a solved case against its prepared reference, as the store's score columns.

    Never raises: a reference that did not run here, or any failure while scoring, gives an
    unscorable score whose ``reason`` says why.
    """
    if reference is None:
        return AttemptScore.unscorable("no reference was prepared for this case")
    if reference.status != "success":
        return AttemptScore.unscorable(
            f"the reference does not run here ({reference.status}): {reference.reason}")
    try:
        result = score_case(case_dir, reference.case_dir, mode=mode)
    except ReferenceCaseError as error:
        return AttemptScore.unscorable(str(error))
    except Exception as error:  # error policy: the attempt keeps its solve; the score says why
        return AttemptScore.unscorable(f"scoring failed: {_error_text(error)}")
    nmse = result.nmse if result.nmse is not None and math.isfinite(result.nmse) else None
    return AttemptScore(scorable=1, reason=result.verdict_reason, exec=result.exec.value,
                        struct=result.struct.value, file=result.file.value, nmse=nmse,
                        nmse_score=result.nmse_score, success=result.success,
                        verdict=result.verdict, verdict_reason=result.verdict_reason,
                        in_means=int(result.in_means), details=result.to_dict())


def summarize_record(record: RunRecord) -> AttemptOutcome:
    """The run record's numbers the reports need (the record itself stays on disk)."""
    last_class = record.run.error_class if record.run else None
    return AttemptOutcome(
        solve_status=record.status,
        stop_reason=record.stop_reason,
        loops=record.loops,
        runs=len(record.attempts),
        prompt_tokens=record.tokens.prompt,
        completion_tokens=record.tokens.completion,
        cost_usd=record.cost_usd,
        solve_seconds=record.seconds.total,
        error_classes=list(record.error_classes),
        run_classes=[run.error_class or run.status for run in record.attempts],
        final_error_class=None if record.status == "solved" else (
            last_class or ("author_error" if record.error else "other")),
        requirements=len(record.audit),
        requirements_met=sum(1 for row in record.audit if row.met),
    )


def run_attempt_task(job: AttemptJob) -> AttemptResult:
    """Solve and score one attempt on a worker; every failure comes back as a result."""
    started = time.monotonic()
    try:
        output = Path(job.output_dir)
        if output.exists():
            shutil.rmtree(output)
        config, key = job.config, _installation_key(job.config)
        retriever = _retriever(key) if config.rag else None
        runner = _BudgetRunner(_runner(key), limit_s=job.timeout_s)
        outcome = solve(job.prompt, config, output_dir=output, runner=runner,
                        retriever=retriever)
        summary = summarize_record(outcome.record)
        score = score_attempt(outcome.case_dir, job.reference, job.mode)
    except Exception as error:  # error policy: a broken attempt is a recorded result
        return AttemptResult(status="error", error=_error_text(error), worker=_worker_name(),
                             seconds=round(time.monotonic() - started, 3))
    return AttemptResult(status="done", outcome=summary, score=score, worker=_worker_name(),
                         seconds=round(time.monotonic() - started, 3))


# -- driver side -------------------------------------------------------------------------------


@contextmanager
def run_lock(results_dir: Path) -> Iterator[None]:
    """Hold the results directory for one run; a second run fails at once, never waits.

    The kernel drops the lock when its holder dies, however it dies, so a killed run never
    leaves a stale lock behind.
    """
    results_dir.mkdir(parents=True, exist_ok=True)
    handle = (results_dir / LOCK_NAME).open("a")
    try:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError as error:
            raise HarnessError(f"another foam-agent bench run is using {results_dir}") from error
        yield
    finally:
        handle.close()


@contextmanager
def open_client(workers: int, scheduler: str | None) -> Iterator[Client]:
    """A Dask client: to ``scheduler`` when given, else to a new local cluster of processes."""
    if scheduler:
        try:
            client = Client(scheduler, timeout="30s")
        except (OSError, TimeoutError) as error:
            raise HarnessError(f"cannot reach the Dask scheduler at {scheduler}: {error}") \
                from error
        with client:
            yield client
        return
    # The scheduler always serves HTTP (health, metrics); ":0" takes a free port so two runs,
    # or a run beside a notebook's cluster, never compete for 8787. No dashboard.
    cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                           dashboard_address=":0", scheduler_kwargs={"dashboard": False},
                           silence_logs=logging.ERROR)
    with cluster, Client(cluster) as client:
        yield client


class _Driver:
    """Feeds a Dask client references and attempts, at most one per worker thread, and records
    every result in the store as it arrives."""

    def __init__(self, *, client: Client, store: ResultsStore, results_dir: Path,
                 cases: Mapping[str, BenchCase], configs: Mapping[tuple[str, str], SolveConfig],
                 todo: Sequence[AttemptKey], invocation: int, timeout_s: float, mode: Mode,
                 reference_cache: Path, reference_timeout_s: float,
                 on_event: EventHook | None) -> None:
        self.client, self.store, self.results_dir = client, store, results_dir
        self.cases, self.configs, self.invocation = cases, configs, invocation
        self.timeout_s, self.mode = timeout_s, mode
        self.reference_cache, self.reference_timeout_s = reference_cache, reference_timeout_s
        self.on_event = on_event
        self.total = len(todo)
        self.recorded = 0
        self.outcomes: dict[str, int] = {"solved": 0, "error": 0}
        self.reference_queue: deque[str] = deque(dict.fromkeys(key.case_id for key in todo))
        self.waiting: dict[str, list[tuple[int, AttemptKey]]] = {}
        for position, key in enumerate(todo):
            self.waiting.setdefault(key.case_id, []).append((position, key))
        # Attempts whose reference is ready, by their place in ``todo``: a reference that
        # finishes early must not let its case's later attempts overtake others' first ones.
        self.ready: list[tuple[int, AttemptKey]] = []
        self.references: dict[str, ReferenceOutcome] = {}
        #: What each task in flight is for: a case id (its reference) or an attempt.
        self.in_flight: dict[Future, str | AttemptKey] = {}
        self.completed = as_completed()

    def _emit(self, event: Event) -> None:
        if self.on_event is not None:
            self.on_event(event)

    def _capacity(self) -> int:
        return max(1, sum(self.client.nthreads().values()))

    def _submit_reference(self, case_id: str) -> None:
        config = next(iter(self.configs.values()))
        future = self.client.submit(prepare_reference_task, self.cases[case_id], config,
                                    str(self.reference_cache), self.reference_timeout_s,
                                    pure=False)
        self.in_flight[future] = case_id
        self.completed.add(future)

    def _submit_attempt(self, key: AttemptKey) -> None:
        config = self.configs[(key.model, key.ablation)]
        row = self.store.attempt(key)
        if row["output_dir"]:
            shutil.rmtree(row["output_dir"], ignore_errors=True)
        tries = row["tries"] + 1
        output = attempt_dir(self.results_dir, key, tries)
        settings = {**config.model_dump(mode="json"), "timeout_s": self.timeout_s,
                    "mode": self.mode}
        self.store.start(key, invocation=self.invocation, output_dir=str(output),
                         settings=settings)
        job = AttemptJob(key=key, prompt=self.cases[key.case_id].prompt, config=config,
                         output_dir=str(output), timeout_s=self.timeout_s, mode=self.mode,
                         reference=self.references.get(key.case_id))
        future = self.client.submit(run_attempt_task, job, pure=False)
        self.in_flight[future] = key
        self.completed.add(future)

    def _fill(self) -> None:
        capacity = self._capacity()
        while len(self.in_flight) < capacity and (self.reference_queue or self.ready):
            if self.reference_queue:
                self._submit_reference(self.reference_queue.popleft())
            else:
                self._submit_attempt(heapq.heappop(self.ready)[1])

    def _record_reference(self, case_id: str, reference: ReferenceOutcome) -> None:
        self.store.record_reference(reference)
        self.references[case_id] = reference
        for entry in self.waiting.pop(case_id, []):
            heapq.heappush(self.ready, entry)
        self._emit(Event("reference", case_id, reference.status, reference.reason,
                         self.recorded, self.total))

    def _record_attempt(self, key: AttemptKey, result: AttemptResult) -> None:
        self.recorded += 1
        outcome, score = result.outcome, result.score
        if result.status == "done" and outcome is not None and score is not None:
            self.store.finish(key, status="done", seconds=result.seconds, worker=result.worker,
                              outcome=outcome.model_dump(), score=score.model_dump(),
                              mode=self.mode)
            self.outcomes["solved"] += outcome.solve_status == "solved"
            detail = (f"{outcome.solve_status} in {outcome.runs} run(s), "
                      + (f"{score.verdict}, success {score.success}" if score.scorable
                         else f"unscorable: {score.reason}")
                      + f", {result.seconds:.0f} s")
        else:
            detail = result.error or "the attempt ended without a result"
            self.store.finish(key, status="error", seconds=result.seconds, worker=result.worker,
                              error=detail)
            self.outcomes["error"] += 1
        self._emit(Event("attempt", key.label(), result.status, detail, self.recorded,
                         self.total))

    def run(self) -> None:
        """Submit, collect and record until every attempt is recorded.

        A task whose worker died or whose result was lost is recorded like any failure: a
        reference as not prepared, an attempt as an ``error``.
        """
        self._fill()
        for future in self.completed:
            item = self.in_flight.pop(future)
            try:
                result, lost = future.result(), None
            except Exception as error:  # a dead worker (KilledWorker) or a lost task
                result, lost = None, _error_text(error)
            if isinstance(item, AttemptKey):
                self._record_attempt(item, result if lost is None else
                                     AttemptResult(status="error", error=lost, seconds=0.0))
            else:
                self._record_reference(item, result if lost is None else
                                       _not_prepared(self.cases[item], lost))
            future.release()
            self._fill()


def run_benchmark(
    cases: Sequence[BenchCase],
    results_dir: str | os.PathLike[str],
    *,
    dataset: str,
    models: Sequence[str | None] = (None,),
    ablations: Sequence[str] = ("rag+reviewer",),
    attempts: int = 1,
    max_loops: int | None = None,
    timeout_s: float = DEFAULT_ATTEMPT_TIMEOUT_S,
    workers: int = DEFAULT_WORKERS,
    scheduler: str | None = None,
    config_file: str | os.PathLike[str] | None = None,
    reference_cache: str | os.PathLike[str] | None = None,
    reference_timeout_s: float = DEFAULT_REFERENCE_TIMEOUT_S,
    mode: Mode = "strict",
    retry_errors: bool = True,
    on_event: EventHook | None = None,
    llm: LlmSettings | None = None,
) -> RunSummary:
    """Run (or resume) every attempt of ``cases`` × ``models`` × ``ablations`` × ``attempts``.

    Args:
        cases: The benchmark cases.
        results_dir: Holds the store, the attempt directories and, later, the report.
        dataset: The dataset's name, recorded with the cases.
        models: ``provider:name`` models; None is the offline template author.
        ablations: Names from :data:`ABLATIONS`.
        attempts: Attempts per (case, model, ablation), for pass@k.
        max_loops: Runs per attempt (default: the configuration's).
        timeout_s: Time limit of one attempt, all its runs together.
        workers: Local worker processes (ignored with ``scheduler``).
        scheduler: Address of a running Dask scheduler to use instead of a local cluster.
        config_file: A YAML configuration beneath the ablation switches.
        reference_cache: Where prepared references are kept (default: the shared cache).
        reference_timeout_s: Time limit of one reference run.
        mode: The scoring mode recorded with each attempt.
        retry_errors: Run attempts recorded as ``error`` again.
        on_event: Called with progress :class:`Event` objects.
        llm: LLM settings for every attempt: author, budgets, ``record_dir`` or ``replay_dir``.

    Raises:
        HarnessError: Bad arguments, or another run holds ``results_dir``.
        foam_agent.foambench.store.StoreError: The store is unusable or holds other cases under
        these ids.
        foam_agent.agents.config.ConfigError: An invalid configuration.
    """
    if not cases:
        raise HarnessError("no case selected")
    if attempts < 1 or workers < 1:
        raise HarnessError("--attempts and --workers must be at least 1")
    if timeout_s <= 0 or reference_timeout_s <= 0:
        raise HarnessError("time limits must be positive numbers of seconds")
    configs = {(model_name(model), ablation): ablation_config(
        ablation, model=model, max_loops=max_loops, timeout_s=timeout_s,
        config_file=config_file, llm=llm) for model in dict.fromkeys(models)
        for ablation in dict.fromkeys(ablations)}
    root = Path(results_dir).expanduser().resolve()
    cache = Path(reference_cache) if reference_cache is not None else default_cache_dir()
    started = time.monotonic()
    by_id = {case.id: case for case in cases}
    with run_lock(root), ResultsStore.open(root) as store:
        store.register_cases(dataset, by_id.values())
        recovered = store.recover_interrupted()
        keys = order_keys([AttemptKey(case_id, model, ablation, attempt)
                           for case_id in by_id for (model, ablation) in configs
                           for attempt in range(1, attempts + 1)], list(by_id))
        store.add_attempts(keys)
        before = store.statuses(keys)
        redo = {"pending", "error"} if retry_errors else {"pending"}
        todo = [key for key in keys if before[key] in redo]
        settings = {"dataset": dataset, "cases": len(by_id), "models": [*configs],
                    "attempts": attempts, "max_loops": max_loops, "timeout_s": timeout_s,
                    "workers": workers, "scheduler": scheduler, "mode": mode,
                    "reference_cache": str(cache)}
        invocation = store.begin_invocation(settings)
        if on_event is not None:
            on_event(Event("start", str(root), "running",
                           f"{len(todo)} of {len(keys)} attempt(s) to run, "
                           f"{len(recovered)} left running by an earlier run", 0, len(todo)))
        driver: _Driver | None = None
        ended = "interrupted"
        try:
            if todo:
                with open_client(workers, scheduler) as client:
                    driver = _Driver(client=client, store=store, results_dir=root, cases=by_id,
                                     configs=configs, todo=todo, invocation=invocation,
                                     timeout_s=timeout_s, mode=mode, reference_cache=cache,
                                     reference_timeout_s=reference_timeout_s,
                                     on_event=on_event)
                    driver.run()
            ended = "finished"
        finally:
            store.finish_invocation(invocation, ended)
        after = store.statuses(keys)
        statuses = {state: sum(1 for value in after.values() if value == state)
                    for state in ("pending", "running", "done", "error")}
        reference_counts: dict[str, int] = {}
        for case_id, reference in store.references().items():
            if case_id in by_id:
                reference_counts[reference.status] = \
                    reference_counts.get(reference.status, 0) + 1
    return RunSummary(
        results_dir=str(root), store=str(store.path), invocation=invocation,
        attempts=len(keys), skipped=len(keys) - len(todo), recovered=len(recovered),
        ran=len(todo), statuses=statuses,
        solved=driver.outcomes["solved"] if driver else 0,
        errors=driver.outcomes["error"] if driver else 0,
        references=reference_counts, seconds=round(time.monotonic() - started, 1))


def rescore(results_dir: str | os.PathLike[str], *, mode: Mode = "strict", force: bool = False,
            on_event: EventHook | None = None) -> int:
    """Score finished attempts from the store and their directories; no model, no solver.

    Args:
        results_dir: A results directory written by :func:`run_benchmark`.
        mode: The scoring mode.
        force: Score every finished attempt again, not only those without a ``mode`` score.
        on_event: Called after each attempt is scored.

    Returns:
        How many attempts were scored.

    Raises:
        foam_agent.foambench.store.StoreError: No results there.
    """
    with ResultsStore.open(results_dir, create=False) as store:
        references = store.references()
        keys = store.done() if force else store.unscored(mode)
        for index, key in enumerate(keys, start=1):
            row = store.attempt(key)
            score = score_attempt(Path(row["output_dir"]) / CASE_DIR_NAME,
                                  references.get(key.case_id), mode)
            store.record_score(key, mode, score.model_dump())
            if on_event is not None:
                status = str(score.verdict) if score.scorable else "unscorable"
                on_event(Event("scored", key.label(), status, score.reason or "", index,
                               len(keys)))
    return len(keys)
