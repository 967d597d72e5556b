"""FoamBench (CFDLLMBench) metrics on OpenFOAM case directories, upstream-faithful or strict.

Score a submission against a reference, both already run::

    from evaluators import score_case
    result = score_case("runs/cavity", "gt/cavity", mode="strict")
    result.success, result.verdict, result.notes

``mode="upstream"`` reproduces the CFDLLMBench scripts' numbers, quirks included; ``"strict"``
(the default) fixes them. Each quirk is listed in the docstring of the module that implements
the metric: ``execution`` (M_exec), ``similarity`` and ``rouge`` (M_struct, M_file), ``nmse``
(M_NMSE). This package depends on nothing else of foam-agent.
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
