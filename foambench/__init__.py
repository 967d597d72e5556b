"""FoamBench for foam-agent: datasets, the v10 → ESI translator and reference preparation.

A benchmark case is a :class:`BenchCase` (id, family, split, prompt, reference files) loaded
with :func:`load_dataset`; :func:`prepare_references` translates and runs the references once
per installation and caches the results.
"""

from foambench.datasets import (
    BenchCase,
    Dataset,
    DatasetError,
    filter_cases,
    load_dataset,
    unpack_case,
)
from foambench.references import (
    ReferenceReport,
    prepare_reference,
    prepare_references,
    summarize,
)
from foambench.translate import Translation, translate_case

__all__ = [
    "BenchCase",
    "Dataset",
    "DatasetError",
    "ReferenceReport",
    "Translation",
    "filter_cases",
    "load_dataset",
    "prepare_reference",
    "prepare_references",
    "summarize",
    "translate_case",
    "unpack_case",
]
