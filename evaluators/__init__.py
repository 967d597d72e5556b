"""FoamBench (CFDLLMBench) metrics on OpenFOAM case directories, upstream-faithful or strict.

Score a submission against a reference, both already run::

    from foam_agent.evaluators import score_case
    result = score_case("runs/cavity", "gt/cavity", mode="strict")
    result.success, result.verdict, result.notes

``mode="upstream"`` reproduces the CFDLLMBench FoamBench scripts' numbers, quirks included;
``"strict"`` (the default) fixes them. The quirks, one by one (details and the code in the
module named):

1. exec (``execution``): logs in the case folder itself are never read; any ``log.*Foam``
   with ``End`` second to last counts, fatal errors or not. Strict: ``log.<application>`` in
   the case folder must end with ``End`` and no log there may hold ``FOAM FATAL``.
2. struct/file (``similarity``): a reference folder missing from the submission leaves the mean
   instead of scoring 0; no common folder drops the case from every mean; a reference folder
   with nothing to compare scores 0; values are rounded to 4 decimals. Strict fixes all four.
3. file (``rouge``): a file that is not UTF-8 reads as empty, and empty texts score 0 even when
   identical (so identical binary or empty files score 0). Strict: identical files score 1,
   other bytes are decoded leniently.
4. NMSE (``nmse``): a field missing from the submission, or one VTK cannot parse (``nan`` in
   the file), silently leaves the mean; equal cell counts are compared by index even when the
   cells differ (a renumbered mesh of the same flow scores NMSE ≈ 1.4); Σref² = 0 gives inf or
   NaN; arithmetic is float32. Strict: 9999 with a reason, nearest-cell-centre mapping,
   ``undefined``, float64.
5. batch (``batch``): a case absent from one report vanishes from every mean (inner join).
   Strict: a missing submission scores 0 on every metric and counts.

Beyond CFDLLMBench, every case gets a staged ``verdict`` (``verdict``) and every number an
explanation. This package depends on nothing else of foam-agent.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

#: Public name → the module that defines it. Why lazy: ``import evaluators`` (or
#: ``foam_agent.evaluators.constants``, which runs this file first) must not pull in VTK, pyvista
#: and scipy; a CLI that only needs :data:`MODES` pays for nothing else, and each name loads its
#: module on first use (PEP 562).
_EXPORTS: dict[str, str] = {
    "BatchSummary": "foam_agent.evaluators.batch",
    "CasePair": "foam_agent.evaluators.batch",
    "PairsError": "foam_agent.evaluators.batch",
    "read_pairs": "foam_agent.evaluators.batch",
    "score_batch": "foam_agent.evaluators.batch",
    "summarize": "foam_agent.evaluators.batch",
    "write_batch": "foam_agent.evaluators.batch",
    "DEFAULT_FIELDS": "foam_agent.evaluators.constants",
    "FAILURE_NMSE": "foam_agent.evaluators.constants",
    "MODES": "foam_agent.evaluators.constants",
    "NMSE_HALF": "foam_agent.evaluators.constants",
    "NMSE_PASS": "foam_agent.evaluators.constants",
    "VERDICTS": "foam_agent.evaluators.constants",
    "Mode": "foam_agent.evaluators.constants",
    "Verdict": "foam_agent.evaluators.constants",
    "nmse_bucket": "foam_agent.evaluators.nmse",
    "CaseScore": "foam_agent.evaluators.report",
    "FieldNMSE": "foam_agent.evaluators.report",
    "MetricScore": "foam_agent.evaluators.report",
    "ReferenceCaseError": "foam_agent.evaluators.score",
    "clear_caches": "foam_agent.evaluators.score",
    "score_case": "foam_agent.evaluators.score",
    "scorer": "foam_agent.evaluators.score",
}

__all__ = [
    "DEFAULT_FIELDS",
    "FAILURE_NMSE",
    "MODES",
    "NMSE_HALF",
    "NMSE_PASS",
    "VERDICTS",
    "BatchSummary",
    "CasePair",
    "CaseScore",
    "FieldNMSE",
    "MetricScore",
    "Mode",
    "PairsError",
    "ReferenceCaseError",
    "Verdict",
    "clear_caches",
    "nmse_bucket",
    "read_pairs",
    "score_batch",
    "score_case",
    "scorer",
    "summarize",
    "write_batch",
]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'foam_agent.evaluators' has no attribute '{name}'")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_EXPORTS})


if TYPE_CHECKING:
    from foam_agent.evaluators.batch import (
        BatchSummary,
        CasePair,
        PairsError,
        read_pairs,
        score_batch,
        summarize,
        write_batch,
    )
    from foam_agent.evaluators.constants import (
        DEFAULT_FIELDS,
        FAILURE_NMSE,
        MODES,
        NMSE_HALF,
        NMSE_PASS,
        VERDICTS,
        Mode,
        Verdict,
    )
    from foam_agent.evaluators.nmse import nmse_bucket
    from foam_agent.evaluators.report import CaseScore, FieldNMSE, MetricScore
    from foam_agent.evaluators.score import ReferenceCaseError, clear_caches, score_case, scorer
