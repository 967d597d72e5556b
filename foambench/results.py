"""What one benchmark attempt gives back: typed results between a worker, the driver and the store.

Why types and not dicts: an attempt's result crosses a process boundary (a Dask worker to the
driver) and is then written column by column into the store and read by the report. Named
fields make a renamed column a type error at the producer, not a ``KeyError`` in the driver
after an hour of runs. The field names are the store's column names
(:data:`foam_agent.foambench.store.OUTCOME_COLUMNS`,
:data:`foam_agent.foambench.store.SCORE_COLUMNS`), so ``model_dump()`` is exactly the row the store
writes.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field


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
