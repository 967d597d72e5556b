"""foam-agent: natural-language requests to running OpenFOAM cases, and FoamBench scoring.

The public Python interface; everything a user needs is importable from here::

    from foam_agent import SolveConfig, solve, score_case

    outcome = solve("lid-driven cavity, lid speed 1 m/s, Re 100", SolveConfig(),
                    output="runs/cavity")
    outcome.status, outcome.case_dir            # "solved", runs/cavity/case
    score = score_case(outcome.case_dir, "reference/cavity")
    score.success, score.verdict

Why lazy (PEP 562): ``import foam_agent`` must stay cheap (the CLI and ``foam_agent.configs``
go through it); each name imports its module (LangGraph for :func:`solve`, VTK for
:func:`score_case`, Dask for :func:`run_benchmark`) only when first used.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal


def _version() -> str:
    """The installed distribution's version, read on first use: importing importlib.metadata
    and scanning the installed distributions cost 0.01 s of CPU in every command."""
    from importlib import metadata

    try:
        return metadata.version("foam-agent")
    except metadata.PackageNotFoundError:  # a source tree that was never installed
        return "0+unknown"

#: Public name → the module that defines it.
_EXPORTS: dict[str, str] = {
    "RunRecord": "foam_agent.agents.api",
    "SolveConfig": "foam_agent.agents.api",
    "SolveOutcome": "foam_agent.agents.api",
    "load_config": "foam_agent.agents.api",
    "run_case": "foam_agent.agents.api",
    "solve": "foam_agent.agents.api",
    "run_benchmark": "foam_agent.foambench.harness",
    "score_batch": "foam_agent.evaluators.batch",
}

__all__ = [
    "RunRecord",
    "SolveConfig",
    "SolveOutcome",
    "__version__",
    "load_config",
    "run_benchmark",
    "run_case",
    "score_batch",
    "score_case",
    "solve",
]


def score_case(
    case_dir: str | os.PathLike[str],
    reference_dir: str | os.PathLike[str],
    *,
    mode: Literal["strict", "upstream"] = "strict",
    fields: Sequence[str] | None = None,
    plot: str | os.PathLike[str] | None = None,
    plot_field: str = "U",
) -> CaseScore:
    """FoamBench scores of a case against its reference, as ``foam-agent score`` and the MCP
    tool ``score_case`` give them, with the same argument names.

    Why here and not the scorer itself: the scorer stands alone and speaks of a submission
    (``gen``) and a reference (``ref``); every surface a user meets names them ``case_dir`` and
    ``reference_dir``, and takes a solve's output folder for its ``case/`` as the CLI does.

    Args:
        case_dir: The case to score, run (or a solve's output folder); it may be missing or
            broken, which scores as a failure.
        reference_dir: The reference case, run (or a solve's output folder).
        mode: ``strict`` (the default) or ``upstream`` (CFDLLMBench's scripts, quirks included).
        fields: Fields for the NMSE; the scorer's default set when None.
        plot: Write the reference / submission / difference picture there.
        plot_field: The field the picture draws.

    Raises:
        ReferenceCaseError: The reference is not a usable case folder.
        ValueError: ``mode`` is unknown or ``fields`` is empty.
    """
    from foam_agent.agents.layout import case_in
    from foam_agent.evaluators.score import score_case as score

    chosen = {} if fields is None else {"fields": fields}
    return score(case_in(Path(case_dir)), case_in(Path(reference_dir)), mode=mode,
                 plot=plot, plot_field=plot_field, **chosen)


def __getattr__(name: str) -> Any:
    if name == "__version__":
        globals()[name] = _version()
        return globals()[name]
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'foam_agent' has no attribute '{name}'")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_EXPORTS, "__version__"})


if TYPE_CHECKING:
    from foam_agent.agents.api import (
        RunRecord,
        SolveConfig,
        SolveOutcome,
        load_config,
        run_case,
        solve,
    )
    from foam_agent.evaluators.batch import score_batch
    from foam_agent.evaluators.score import CaseScore
    from foam_agent.foambench.harness import run_benchmark
