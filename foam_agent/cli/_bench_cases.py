"""The benchmark cases a command works on: a dataset by name, path or URL, and the filters.

Why one place: ``bench prepare`` and ``bench run`` load and filter a dataset alike, and a user
should read the same ``error:`` line from both for the same mistake.
"""

from __future__ import annotations

from foam_agent.cli._common import fail
from foam_agent.foambench.datasets import BenchCase, Dataset, DatasetError, load_dataset


def selected_cases(dataset: str, *, family: str | None, cases: str | None
                   ) -> tuple[Dataset, list[BenchCase]]:
    """The loaded dataset and its cases passing the filters; an ``error:`` line and exit 2
    when it cannot be loaded or no case passes."""
    try:
        loaded = load_dataset(dataset)
    except DatasetError as error:
        fail(str(error))
    selected = loaded.select(family=family, cases=cases)
    if not selected:
        fail(f"no case of {loaded.name} matches the filters given")
    return loaded, selected
