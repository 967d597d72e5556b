"""What a benchmark attempt and a reference preparation give back: typed results between a
worker, the driver and the store.

Why types and not dicts: an attempt's result and a reference's outcome cross a process
boundary (a Dask worker to the driver), and are then written column by column into the store
and read by the report. Named fields make a renamed column a type error at the producer, not a
``KeyError`` in the driver after an hour of runs. The field names are the store's column names
(:data:`foam_agent.foambench.store.OUTCOME_COLUMNS`,
:data:`foam_agent.foambench.store.SCORE_COLUMNS`), so ``model_dump()`` is exactly the row the store
writes.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError


class AttemptOutcome(BaseModel):
    """The run record's numbers the reports need (the record itself stays on disk)."""

    solve_status: str
    stop_reason: str
    loops: int
    runs: int
    prompt_tokens: int
    completion_tokens: int
    cost_usd: float | None
    solve_seconds: float
    error_classes: list[str]
    run_classes: list[str] = Field(description="Each run's error class, or its status.")
    final_error_class: str | None = Field(
        description="Why an unsolved attempt ended: the last run's class, author_error or other."
    )
    requirements: int
    requirements_met: int


class AttemptScore(BaseModel):
    """An attempt's score under one mode; ``scorable`` 0 with ``reason`` when none was possible."""

    scorable: int
    reason: str | None
    exec: float | None = None
    struct: float | None = None
    file: float | None = None
    nmse: float | None = None
    nmse_score: float | None = None
    success: int | None = None
    verdict: str | None = None
    verdict_reason: str | None = None
    in_means: int = 0
    details: dict[str, Any] = Field(default_factory=dict)

    @classmethod
    def unscorable(cls, reason: str) -> AttemptScore:
        """The score of an attempt that could not be scored, saying why."""
        return cls(scorable=0, reason=reason)


class AttemptResult(BaseModel):
    """How an attempt ended on its worker: ``done`` with its outcome and score, or ``error``."""

    status: Literal["done", "error"]
    seconds: float
    worker: str | None = None
    outcome: AttemptOutcome | None = None
    score: AttemptScore | None = None
    error: str | None = None


TranslationState = Literal["not-needed", "translated", "partial"]
#: How a reference ended: its run's status, or ``not-run`` (rejected before running, or its
#: preparation itself failed).
ReferenceStatus = Literal["success", "failed", "timeout", "rejected", "not-run"]


class ReferenceReport(BaseModel):
    """What preparing one reference case gave.

    Attributes:
        case_id: The dataset id.
        family: Its tutorial family.
        split: Its split.
        content_hash: sha256 of the reference files as published.
        dialect: The dialect of the installation that ran it.
        translation: ``not-needed`` (already in the installation's dialect), ``translated``,
            or ``partial`` (differences were left unresolved, see ``unresolved``).
        changes: Number of translator edits.
        unresolved: What the translator could not map, as ``path: reason``.
        ran: Whether the case was run (a rejected Allrun does not run).
        status: The run status, or ``not-run``.
        seconds: Wall time of the run.
        last_time: The last time directory written.
        end_time: The ``endTime`` the case asks for, to read a time-out against.
        error_class: The runner's error class when it did not succeed.
        reason: Why it did not succeed, one line; empty on success.
        reason_group: A short key for counting reasons (``timeout``, ``failed:mesh_error``).
        cached: True when the result was reused from the cache.
        timeout_s: The time limit of the run.
        case_dir: The prepared case directory (translated files plus results).
    """

    model_config = ConfigDict(frozen=True)

    case_id: str
    family: str
    split: str
    content_hash: str
    dialect: str
    translation: TranslationState
    changes: int
    unresolved: tuple[str, ...] = ()
    ran: bool
    status: ReferenceStatus
    seconds: float
    last_time: str | None = None
    end_time: str | None = None
    error_class: str | None = None
    reason: str = ""
    reason_group: str = ""
    cached: bool = False
    timeout_s: float
    case_dir: str


class ReferenceOutcome(BaseModel):
    """A prepared reference as a worker hands it to the driver, the store keeps it and the
    scorer reads it: the store's ``reference_runs`` columns, and the full report when there is
    one.

    Why not the report alone: a preparation that itself failed (an exception, a dead worker)
    has no report, yet its attempts must still say why they are unscorable; and results
    directories of earlier versions hold such short rows.

    Attributes:
        case_id: The dataset id.
        content_hash: sha256 of the reference files as published.
        dialect: The dialect it was prepared for (``unknown`` when preparation failed).
        status: How it ended.
        seconds: Wall time of its run.
        reason: Why it did not succeed; empty on success.
        case_dir: The prepared case directory; empty when there is none.
        report: The full preparation report; None when preparation failed, or when a stored
            row is the short form.
    """

    model_config = ConfigDict(frozen=True)

    case_id: str
    content_hash: str
    dialect: str
    status: ReferenceStatus
    seconds: float
    reason: str
    case_dir: str
    report: ReferenceReport | None = None

    @classmethod
    def from_report(cls, report: ReferenceReport) -> ReferenceOutcome:
        """The outcome of a reference that was prepared (whether or not it ran)."""
        return cls(case_id=report.case_id, content_hash=report.content_hash,
                   dialect=report.dialect, status=report.status, seconds=report.seconds,
                   reason=report.reason, case_dir=report.case_dir, report=report)

    @classmethod
    def not_prepared(cls, case_id: str, content_hash: str, reason: str) -> ReferenceOutcome:
        """The outcome of a case whose preparation itself failed, saying why."""
        return cls(case_id=case_id, content_hash=content_hash, dialect="unknown",
                   status="not-run", seconds=0.0, reason=reason, case_dir="")

    @classmethod
    def from_stored(cls, columns: dict[str, Any], report: object) -> ReferenceOutcome:
        """Rebuild an outcome from the store's columns and its ``report`` column (decoded)."""
        try:
            full = ReferenceReport.model_validate(report)
        except ValidationError:  # the short row of a failed preparation
            full = None
        return cls.model_validate({**columns, "report": full})

    def stored_report(self) -> dict[str, Any]:
        """What the store's ``report`` column holds: the full report, else the short row."""
        if self.report is not None:
            return self.report.model_dump(mode="json")
        return self.model_dump(mode="json", exclude={"report"})
