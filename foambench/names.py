"""The names of the built-in datasets, importable without the dataset machinery.

Why a module of its own: the CLI lists these names in its help text, and importing
:mod:`foam_agent.foambench.datasets` (pydantic models, the URL reader) only for that cost a tenth of
a second on every command.
"""

#: Datasets published by CFDLLMBench (the originals and their corrected v1).
PUBLIC_DATASET_NAMES = ("basic", "advanced", "basic-v1", "advanced-v1")
#: Names accepted wherever a dataset is asked for, besides a path or a URL.
DATASET_NAMES = (*PUBLIC_DATASET_NAMES, "local")
