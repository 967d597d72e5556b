"""The followed case as it was before anything was applied: the base of relative requirements.

Why: "twice as fine" and "10 % faster than the tutorial" are checked against the tutorial the
case follows, not against the case as written (where the change is already made). The plan
names that tutorial; its files are among the retrieved references, or, with retrieval off,
under the installation's tutorials.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from foam_agent.agents.authors.base import Plan, Reference
from foam_agent.agents.authors.template.compose import reference_files
from foam_agent.agents.authors.template.memory import read_tutorial
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.resolve import needs_baseline


def followed_files(spec: CaseSpec, plan: Plan | None, references: Sequence[Reference],
                   tutorials_dir: Callable[[], str | Path | None]) -> dict[str, str] | None:
    """The input files of the tutorial ``plan`` follows, when ``spec`` needs them.

    ``tutorials_dir`` is asked only when the tutorial is not among ``references`` (retrieval
    off), so the installation is not inspected when nothing relative was stated.

    Returns None when nothing in the spec is relative to the followed case, or when the plan
    names no tutorial that can be read (the audit then reports those rows as not checkable).
    """
    if plan is None or plan.reference_case is None or not needs_baseline(spec):
        return None
    for reference in references:
        if reference.case == plan.reference_case:
            return reference_files(reference)
    tutorials = tutorials_dir()
    if tutorials is None or not (Path(tutorials) / plan.reference_case).is_dir():
        return None
    return reference_files(read_tutorial(Path(tutorials), plan.reference_case))
