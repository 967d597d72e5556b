"""The records scoring returns: every number travels with the reason it has that value.

Why: a benchmark table is only trusted when each cell can be explained ("exec 0: no `End` in
log.icoFoam"), so a score is never a bare float. The records are frozen; ``to_dict`` gives the
JSON shape the CLI prints and the batch writes.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from foam_agent.evaluators.constants import Mode, Verdict

#: How a field's NMSE came out: computed, undefined (no scale), failed (9999) or missing (9999).
FieldStatus = Literal["ok", "undefined", "failed", "missing"]


def finite_or_none(value: float | None) -> float | None:
    """Return ``value`` when it is a finite number, else None (JSON has no inf or NaN)."""
    if value is None or not math.isfinite(value):
        return None
    return float(value)


def json_ready(value: Any) -> Any:
    """Replace non-finite floats by None, recursively, so ``json.dumps`` stays standard."""
    if isinstance(value, float):
        return finite_or_none(value)
    if isinstance(value, Mapping):
        return {str(k): json_ready(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [json_ready(v) for v in value]
    return value


@dataclass(frozen=True)
class MetricScore:
    """One metric of one case.

    Attributes:
        value: The score; None when upstream drops the case from this metric's mean.
        explanation: One sentence saying why the value is what it is.
        details: Evidence behind the value (per-folder scores, missing files, log names).
    """

    value: float | None
    explanation: str
    details: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class FieldNMSE:
    """The NMSE of one field.

    Attributes:
        field: Field name (``U``, ``p``...).
        value: Σ(ref−gen)²/Σref²; None when undefined; inf or NaN only in upstream mode.
        status: ``ok``, ``undefined`` (Σref² = 0), ``failed`` or ``missing`` (both 9999).
        reason: Why the value is what it is, including the mapping used.
        mapping: How submission values were put on reference cells.
    """

    field: str
    value: float | None
    status: FieldStatus
    reason: str
    mapping: str


@dataclass(frozen=True)
class CaseScore:
    """All FoamBench metrics of one submission against one reference, with their evidence.

    Attributes:
        gen: The submission (generated) case directory.
        ref: The reference case directory.
        mode: ``strict`` or ``upstream``.
        fields: The fields that were asked for.
        exec: M_exec (1 or 0).
        struct: M_struct, the tree score.
        file: M_file, ROUGE-L F-measure per file.
        nmse: Mean NMSE over the compared fields; None when undefined.
        nmse_fields: The per-field NMSE records.
        nmse_score: 1, 0.5 or 0 by the 10 % / 30 % thresholds.
        success: 1 when exec is 1 and the NMSE is below 0.1, else 0.
        ref_time: The reference time compared (its last written time).
        gen_time: The submission time compared (nearest to ``ref_time``).
        verdict: The first stage the case fails, or ``pass``; None when unscored.
        verdict_reason: Why that stage failed.
        notes: Everything unusual met while scoring, one sentence each.
        seconds: Wall time per scoring step.
        error: Why the pair could not be scored at all (bad reference); None otherwise.
    """

    gen: str
    ref: str
    mode: Mode
    fields: tuple[str, ...]
    exec: MetricScore
    struct: MetricScore
    file: MetricScore
    nmse: float | None
    nmse_fields: tuple[FieldNMSE, ...]
    nmse_score: float
    success: int
    ref_time: float | None
    gen_time: float | None
    verdict: Verdict | None
    verdict_reason: str
    notes: tuple[str, ...]
    seconds: Mapping[str, float] = field(default_factory=dict)
    error: str | None = None

    @property
    def in_means(self) -> bool:
        """Whether this case counts in batch means (upstream drops some; unscored never count)."""
        if self.error is not None:
            return False
        return self.struct.value is not None and self.file.value is not None

    def to_dict(self) -> dict[str, Any]:
        """Return the JSON-ready record: the headline numbers first, then the evidence."""
        return {
            "gen": self.gen,
            "ref": self.ref,
            "mode": self.mode,
            "exec": self.exec.value,
            "struct": self.struct.value,
            "file": self.file.value,
            "nmse": finite_or_none(self.nmse),
            "nmse_fields": {f.field: finite_or_none(f.value) for f in self.nmse_fields},
            "nmse_score": self.nmse_score,
            "success": self.success,
            "ref_time": self.ref_time,
            "gen_time": self.gen_time,
            "verdict": self.verdict,
            "verdict_reason": self.verdict_reason,
            "notes": list(self.notes),
            "in_means": self.in_means,
            "error": self.error,
            "fields": list(self.fields),
            "explanations": {
                "exec": self.exec.explanation,
                "struct": self.struct.explanation,
                "file": self.file.explanation,
            },
            "details": {
                "exec": dict(self.exec.details),
                "struct": dict(self.struct.details),
                "file": dict(self.file.details),
                "nmse": {
                    f.field: {
                        "value": finite_or_none(f.value),
                        "raw": None if f.value is None else repr(float(f.value)),
                        "status": f.status,
                        "reason": f.reason,
                        "mapping": f.mapping,
                    }
                    for f in self.nmse_fields
                },
            },
            "seconds": dict(self.seconds),
        }
