"""FoamBench for foam-agent: datasets, the v10 → ESI translator and reference preparation.

A benchmark case is a :class:`BenchCase` (id, family, split, prompt, reference files) loaded
with :func:`load_dataset`; :func:`prepare_references` translates and runs the references once
per installation and caches the results.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

#: Public name → the module that defines it. Why lazy (PEP 562): the CLI reads the dataset
#: names for its help text, and that must not import reference preparation (the runners) or the
#: translator; each name loads its module on first use.
_EXPORTS: dict[str, str] = {
    "BenchCase": "foam_agent.foambench.datasets",
    "Dataset": "foam_agent.foambench.datasets",
    "DatasetError": "foam_agent.foambench.datasets",
    "filter_cases": "foam_agent.foambench.datasets",
    "load_dataset": "foam_agent.foambench.datasets",
    "unpack_case": "foam_agent.foambench.datasets",
    "ReferenceReport": "foam_agent.foambench.references",
    "prepare_reference": "foam_agent.foambench.references",
    "prepare_references": "foam_agent.foambench.references",
    "summarize": "foam_agent.foambench.references",
    "Translation": "foam_agent.foamcase.dialects",
    "translate_case": "foam_agent.foamcase.dialects",
}

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


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'foam_agent.foambench' has no attribute '{name}'")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_EXPORTS})


if TYPE_CHECKING:
    from foam_agent.foambench.datasets import (
        BenchCase,
        Dataset,
        DatasetError,
        filter_cases,
        load_dataset,
        unpack_case,
    )
    from foam_agent.foambench.references import (
        ReferenceReport,
        prepare_reference,
        prepare_references,
        summarize,
    )
    from foam_agent.foamcase.dialects import Translation, translate_case
