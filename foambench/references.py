"""Reference (ground-truth) preparation: translate each reference case and run it once.

Why: scoring needs each reference's own results (fields at its last time) on the installation
that runs the submissions, and those results are expensive (seconds to hours). They are cached
under ``<cache>/<dialect>/<case>-<hash>/``, keyed by the reference files' content hash and the
dialect, so a re-run of ``bench prepare`` only runs what changed: a new case, an edited
reference, another installation, a different translation, or a time-out given more time.
Every case gets a report saying whether it was translated, whether and how long it ran, and,
when it did not succeed, why.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from collections import Counter
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path
from typing import Protocol

from pydantic import BaseModel, ConfigDict

from foam_agent.agents.api import Installation, RunResult, stop_all_runs
from foam_agent.foambench.datasets import BenchCase, content_hash, unpack_case
from foam_agent.foambench.results import ReferenceReport, TranslationState
from foam_agent.foamcase import dictionary_text as dicts
from foam_agent.foamcase.dialects import Translation, available_function_objects, translate_case

#: Environment variable overriding where prepared references are kept.
CACHE_DIR_ENV = "FOAM_AGENT_REFERENCE_CACHE"
#: Default cache: per user, outside the repository (results are large and machine-specific).
DEFAULT_CACHE_DIR = Path.home() / ".cache" / "foam-agent" / "references"
#: Default time limit of one reference run; the slowest FoamBench tutorial-sized references
#: take minutes here, and a cap keeps a full preparation of 126 cases to hours.
DEFAULT_REFERENCE_TIMEOUT_S = 600.0
#: Version of the record layout; a record of another version is not trusted.
RECORD_VERSION = 1
#: Name of the record written beside each prepared case.
RECORD_NAME = "reference.json"
#: Fatal-error text kept in a report's reason; the record holds the full run result.
REASON_CHARS = 160
#: Fatal-error lines that say where, not what: banners, source locations, stack frames.
_BOILERPLATE = re.compile(r"FOAM (FATAL|exiting|aborting)|From function|in file|#\d+\s")

Progress = Callable[[int, int, "ReferenceReport"], None]


class ReferenceRunner(Protocol):
    """What preparation needs of a runner (``LocalRunner`` and ``DockerRunner`` fit)."""

    def installation(self) -> Installation:
        """The installation that runs the cases; its dialect keys the cache."""
        ...

    def run(self, case_dir: str | os.PathLike[str], *, timeout_s: float | None = None
            ) -> RunResult:
        """Run a case to its end, its failure or its time limit."""
        ...


class ReferenceRecord(BaseModel):
    """The cache entry: enough to rebuild the report and to judge whether it is still valid."""

    version: int
    translated_hash: str
    timeout_s: float
    translation: Translation
    result: RunResult


def default_cache_dir() -> Path:
    """``$FOAM_AGENT_REFERENCE_CACHE`` or ``~/.cache/foam-agent/references``."""
    configured = os.environ.get(CACHE_DIR_ENV)
    return Path(configured) if configured else DEFAULT_CACHE_DIR


def _case_files(case_dir: Path) -> dict[str, str]:
    return {path.relative_to(case_dir).as_posix(): path.read_text(encoding="utf-8",
                                                                  errors="replace")
            for path in sorted(case_dir.rglob("*")) if path.is_file()}


def _end_time(case_dir: Path) -> str | None:
    control = case_dir / "system" / "controlDict"
    if not control.is_file():
        return None
    return dicts.get_entry(control.read_text(encoding="utf-8", errors="replace"), "endTime")


def _first_line(text: str | None) -> str:
    """The first informative line of a fatal error: not its banner, location or stack frames."""
    for line in (text or "").splitlines():
        cleaned = line.strip().strip("-> ").strip()
        if cleaned and not _BOILERPLATE.match(cleaned):
            return cleaned[:REASON_CHARS]
    return ""



def _reason(result: RunResult, end_time: str | None) -> tuple[str, str]:
    """(reason, reason group) for a run that did not succeed."""
    if result.status == "success":
        return "", ""
    if result.status == "timeout":
        return (f"stopped at the time limit; last time written {result.last_time or 'none'} "
                f"of endTime {end_time or '?'}"), "timeout"
    if result.status == "rejected":
        return result.message, "rejected"
    detail = _first_line(result.fatal_error) or result.message
    return f"{result.error_class or 'other'}: {detail}", f"failed:{result.error_class or 'other'}"


def _translation_state(translation: Translation) -> TranslationState:
    if translation.source_dialect != "foundation" or not translation.changes:
        return "not-needed" if translation.translated else "partial"
    return "translated" if translation.translated else "partial"


def _load_record(directory: Path) -> ReferenceRecord | None:
    path = directory / RECORD_NAME
    try:
        record = ReferenceRecord.model_validate_json(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return record if record.version == RECORD_VERSION else None


def _report(case: BenchCase, record: ReferenceRecord, case_dir: Path, *, cached: bool
            ) -> ReferenceReport:
    """The report of a prepared case, rebuilt from its record (so wording can improve)."""
    result, translation = record.result, record.translation
    end_time = _end_time(case_dir)
    reason, group = _reason(result, end_time)
    unresolved = tuple(f"{item.path}: {item.reason}" for item in translation.unresolved)
    if unresolved and result.status != "success":
        reason = f"translation left unresolved {unresolved[0]}; run: {reason}"
    return ReferenceReport(
        case_id=case.id, family=case.family, split=case.split, content_hash=case.content_hash,
        dialect=result.dialect, translation=_translation_state(translation),
        changes=len(translation.changes), unresolved=unresolved,
        ran=result.status != "rejected", status=result.status, seconds=result.wall_s,
        last_time=result.last_time, end_time=end_time, error_class=result.error_class,
        reason=reason, reason_group=group, cached=cached, timeout_s=record.timeout_s,
        case_dir=str(case_dir),
    )


def _reusable(record: ReferenceRecord | None, translated_hash: str, timeout_s: float) -> bool:
    """A record is reused when the same files ran, unless a time-out now gets more time."""
    if record is None or record.translated_hash != translated_hash:
        return False
    return not (record.result.status == "timeout" and timeout_s > record.timeout_s)


def prepare_reference(
    case: BenchCase,
    *,
    runner: ReferenceRunner,
    cache_dir: str | os.PathLike[str] | None = None,
    timeout_s: float = DEFAULT_REFERENCE_TIMEOUT_S,
    force: bool = False,
) -> ReferenceReport:
    """Translate ``case``'s reference for the runner's installation and run it once (cached).

    Args:
        case: The benchmark case whose reference files to prepare.
        runner: Runs the case; its installation decides the dialect.
        cache_dir: Where prepared cases are kept (default :func:`default_cache_dir`).
        timeout_s: Time limit of the run.
        force: Run again even when a valid cached result exists.

    Returns:
        The report; the prepared case (translated files and results) is at ``case_dir``.
    """
    installation = runner.installation()
    dialect = installation.dialect
    root = Path(cache_dir) if cache_dir is not None else default_cache_dir()
    target = root / dialect / f"{case.slug}-{case.content_hash[:12]}"
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=".staging-", dir=target.parent) as staging_root:
        staging = Path(staging_root) / "case"
        unpack_case(case, staging)
        translation = translate_case(
            staging,
            target_dialect=dialect,
            applications=installation.applications,
            function_objects=available_function_objects(installation.project_dir),
        )
        translated_hash = content_hash(_case_files(staging))
        record = _load_record(target)
        if not force and record is not None and _reusable(record, translated_hash, timeout_s):
            return _report(case, record, target / "case", cached=True)
        if target.exists():
            shutil.rmtree(target)
        target.mkdir()
        staging.rename(target / "case")
    case_dir = target / "case"
    result = runner.run(case_dir, timeout_s=timeout_s)
    record = ReferenceRecord(version=RECORD_VERSION, translated_hash=translated_hash,
                     timeout_s=timeout_s, translation=translation, result=result)
    partial = target / f".{RECORD_NAME}.tmp"
    partial.write_text(record.model_dump_json(indent=2), encoding="utf-8")
    partial.replace(target / RECORD_NAME)
    return _report(case, record, case_dir, cached=False)


def prepare_references(
    cases: Iterable[BenchCase],
    *,
    runner: ReferenceRunner,
    cache_dir: str | os.PathLike[str] | None = None,
    timeout_s: float = DEFAULT_REFERENCE_TIMEOUT_S,
    force: bool = False,
    workers: int = 1,
    progress: Progress | None = None,
) -> list[ReferenceReport]:
    """Prepare several references, ``workers`` at a time; reports come back in input order.

    Threads are enough: each reference is an OpenFOAM subprocess, and the runner's own session
    handling stops it. ``progress(i, n, report)`` is called from this thread as each finishes.
    """
    if workers < 1:
        raise ValueError(f"workers must be at least 1, not {workers}")
    chosen = list(cases)
    reports: list[ReferenceReport | None] = [None] * len(chosen)
    with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="reference") as pool:
        pending = {pool.submit(prepare_reference, case, runner=runner, cache_dir=cache_dir,
                               timeout_s=timeout_s, force=force): position
                   for position, case in enumerate(chosen)}
        try:
            for done, future in enumerate(as_completed(pending), start=1):
                report = future.result()
                reports[pending[future]] = report
                if progress is not None:
                    progress(done, len(chosen), report)
        except BaseException:
            # A Ctrl-C reaches this thread only: drop what has not started, stop what runs
            # (those runs raise RunInterrupted, so no interrupted run is cached as a result).
            pool.shutdown(wait=False, cancel_futures=True)
            stop_all_runs()
            raise
    return [report for report in reports if report is not None]


class ReferenceCounts(BaseModel):
    """Cases, successes, reasons of the others (reason group → cases) and summed run time."""

    model_config = ConfigDict(frozen=True)

    cases: int
    success: int
    reasons: dict[str, int]
    seconds: float


class ReferenceSummary(BaseModel):
    """A whole preparation: cases, translation state → cases, how many ran and succeeded, status
    → cases, reasons of the others, summed run time, and the counts per family (fields in the
    order ``bench prepare --json`` has always printed them)."""

    model_config = ConfigDict(frozen=True)

    cases: int
    translation: dict[str, int]
    ran: int
    success: int
    status: dict[str, int]
    reasons: dict[str, int]
    seconds: float
    families: dict[str, ReferenceCounts]


def _counts(reports: list[ReferenceReport]) -> ReferenceCounts:
    """Cases, successes, reasons of the others and summed run time of some reports."""
    return ReferenceCounts(
        cases=len(reports),
        success=sum(report.status == "success" for report in reports),
        reasons=dict(Counter(report.reason_group for report in reports
                             if report.status != "success")),
        seconds=round(sum(report.seconds for report in reports), 1),
    )


def summarize(reports: Iterable[ReferenceReport]) -> ReferenceSummary:
    """Counts for a table: cases, translated, ran, succeeded, reasons of the others, and the
    same per tutorial family (a family's variants mostly share their fate)."""
    chosen = list(reports)
    overall = _counts(chosen)
    return ReferenceSummary(
        cases=overall.cases,
        translation=dict(Counter(report.translation for report in chosen)),
        ran=sum(report.ran for report in chosen),
        success=overall.success,
        status=dict(Counter(report.status for report in chosen)),
        reasons=overall.reasons,
        seconds=overall.seconds,
        families={family: _counts([report for report in chosen if report.family == family])
                  for family in dict.fromkeys(report.family for report in chosen)},
    )


def record_for(report: ReferenceReport) -> ReferenceRecord:
    """The full cache record behind a report (translation edits and the run result)."""
    path = Path(report.case_dir).parent / RECORD_NAME
    return ReferenceRecord.model_validate_json(path.read_text(encoding="utf-8"))
