"""FoamBench (CFDLLMBench) metrics on OpenFOAM case directories, upstream-faithful or strict.

Score a submission against a reference, both already run::

    from evaluators import score_case
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

from evaluators.batch import (
    BatchSummary,
    CasePair,
    PairsError,
    read_pairs,
    score_batch,
    summarize,
    write_batch,
)
from evaluators.constants import (
    DEFAULT_FIELDS,
    FAILURE_NMSE,
    MODES,
    NMSE_HALF,
    NMSE_PASS,
    VERDICTS,
    Mode,
    Verdict,
)
from evaluators.nmse import nmse_bucket
from evaluators.report import CaseScore, FieldNMSE, MetricScore
from evaluators.score import ReferenceCaseError, clear_caches, score_case, scorer

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
