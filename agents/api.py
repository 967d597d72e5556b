"""The agent's public API: what other packages of foam-agent (and users) may rely on.

Why a module of its own: ``foambench`` runs the agent, and it must not reach into the agent's
internals (the graph, the solve loop's helpers), so that those can change freely. Everything
``foambench`` needs of the agent is named here, and an import-linter contract (pyproject.toml,
``make lint``) forbids it any other ``agents`` module. Names whose modules are costly to import
(``solve`` pulls in LangGraph, the ``Retriever`` protocol the request reader's model) are
loaded on first use (PEP 562), so reading a constant here stays cheap.
"""

from __future__ import annotations

import importlib
import os
import shutil
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from foam_agent.agents.config import ConfigError, SolveConfig, configs_dir, load_config
from foam_agent.agents.openfoam import Installation, InstallationNotFound, find_local_installation
from foam_agent.agents.runners import ErrorClass, Runner, RunResult, stop_all_runs

#: Names loaded on first use → the module that defines them.
_DEFERRED: dict[str, str] = {
    "CASE_DIR_NAME": "foam_agent.agents.layout",
    "SolveError": "foam_agent.agents.solve",
    "SolveOutcome": "foam_agent.agents.solve",
    "make_retriever": "foam_agent.agents.collaborators",
    "make_runner": "foam_agent.agents.collaborators",
    "understand": "foam_agent.agents.understand",
    "Understanding": "foam_agent.agents.understand",
    "draw_pictures": "foam_agent.agents.pictures",
    "RunRecord": "foam_agent.agents.record",
    "verify_case": "foam_agent.agents.physics",
    "PhysicsReport": "foam_agent.agents.physics",
    "Retriever": "foam_agent.agents.context",
}

__all__ = [
    "CASE_DIR_NAME",
    "ConfigError",
    "ErrorClass",
    "Installation",
    "PhysicsReport",
    "InstallationNotFound",
    "Retriever",
    "RunRecord",
    "RunResult",
    "Runner",
    "SolveConfig",
    "SolveError",
    "SolveOutcome",
    "configs_dir",
    "draw_pictures",
    "find_local_installation",
    "load_config",
    "make_retriever",
    "make_runner",
    "run_case",
    "solve",
    "stop_all_runs",
    "understand",
    "Understanding",
    "verify_case",
]


def solve(
    prompt: str | None,
    config: SolveConfig | None = None,
    *,
    output: str | os.PathLike[str] | None = None,
    overwrite: bool = False,
    resume: bool = False,
    spec: CaseSpec | None = None,
    author: Author | None = None,
    runner: Runner | None = None,
    retriever: Retriever | None = None,
    progress: ProgressHook | None = None,
    run_progress: ProgressSink | None = None,
    pictures: bool = True,
    output_dir: str | os.PathLike[str] | None = None,
) -> SolveOutcome:
    """Turn a request into an OpenFOAM case under ``output``, run it and fix it until it
    runs, as ``foam-agent solve`` does, pictures included. Arguments have the names of the
    command's options and the MCP tool's parameters.

    Args:
        prompt: The request, in words (ignored when resuming or given a ``spec``).
        config: How to solve; None reads the same layers the CLI reads without flags (the
            shipped defaults, then ``FOAM_AGENT_*`` variables).
        output: Receives ``case/``, ``foam-agent.json`` and ``checkpoints.sqlite`` (required).
        overwrite: Replace an earlier solve in ``output`` instead of refusing it. Only a
            folder that holds a solve's record (or nothing) is emptied: any other folder is
            refused, so a mistyped path never loses files.
        resume, spec, author, runner, retriever, progress, run_progress: As
            :func:`foam_agent.agents.solve.solve`.
        pictures: Draw ``residuals.png`` and ``fields.png`` into the case after a run, the
            same pictures the CLI draws (:func:`draw_pictures` redraws or explains them).
        output_dir: The former name of ``output``, still accepted with a DeprecationWarning
            (code written before the names were made one).

    Raises:
        SolveError: The output folder cannot be used (named in the message).
        TypeError: No output folder, or both names for it.
        ConfigError: ``config`` is None and the environment holds a bad setting.
    """
    from foam_agent.agents.solve import SolveError
    from foam_agent.agents.solve import solve as solve_in

    if output_dir is not None:
        if output is not None:
            raise TypeError("solve() takes output, or its former name output_dir, not both")
        warnings.warn("solve(output_dir=) is now solve(output=)", DeprecationWarning,
                      stacklevel=2)
        output = output_dir
    if output is None:
        raise TypeError("solve() needs output: the folder to solve into")
    folder = Path(output).expanduser()
    if overwrite and not resume:
        _empty_earlier_solve(folder, SolveError)
    try:
        outcome = solve_in(prompt, config if config is not None else load_config(),
                           output_dir=folder, resume=resume, spec=spec, author=author,
                           runner=runner, retriever=retriever, progress=progress,
                           run_progress=run_progress)
    except OSError as error:
        raise SolveError(f"output directory '{folder}' cannot be used: "
                         f"{error.strerror or error}") from error
    attempts = outcome.record.attempts
    if pictures and attempts:
        from foam_agent.agents.pictures import draw_pictures, drawn_after

        if drawn_after(attempts[-1].status):
            draw_pictures(outcome.case_dir)
    return outcome


def _empty_earlier_solve(output: Path, error_type: type[Exception]) -> None:
    """Remove what an earlier solve wrote in ``output``; refuse a folder that is not one."""
    from foam_agent.agents.layout import RECORD_NAME

    if not output.is_dir() or not any(output.iterdir()):
        return
    if not (output / RECORD_NAME).is_file():
        raise error_type(f"output directory '{output}' holds no earlier solve "
                         f"({RECORD_NAME} is missing); it is not overwritten")
    for entry in output.iterdir():
        if entry.is_dir() and not entry.is_symlink():
            shutil.rmtree(entry)
        else:
            entry.unlink()


def run_case(
    case_dir: str | os.PathLike[str],
    *,
    runner: Literal["local", "docker"] = "local",
    np: int = 1,
    timeout_s: float | None = None,
) -> RunResult:
    """Run an existing case directory and judge it, as ``foam-agent run`` and the MCP tool
    ``run_case`` do (with the same argument names).

    The case's own ``Allrun`` runs if it has one (checked first: anything outside the allowed
    commands is ``rejected``), else ``blockMesh`` and the application of its ``controlDict``.

    Args:
        case_dir: The case folder; it is run in place.
        runner: ``local`` (the native installation) or ``docker`` (the foam-agent image).
        np: MPI ranks of the solver (decomposePar, mpirun, reconstructPar when above 1).
        timeout_s: Time limit of the whole run; the runner's default when None.
    """
    from foam_agent.agents.runners.watched import WatchedRunner

    chosen: Runner
    if runner == "docker":
        from foam_agent.agents.runners.docker import DockerRunner

        chosen = DockerRunner(timeout_s=timeout_s)
    else:
        from foam_agent.agents.runners import LocalRunner

        chosen = LocalRunner(timeout_s=timeout_s)
    return WatchedRunner(chosen, ranks=np).run(case_dir)


def __getattr__(name: str) -> Any:
    module = _DEFERRED.get(name)
    if module is None:
        raise AttributeError(f"module 'foam_agent.agents.api' has no attribute '{name}'")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_DEFERRED})


if TYPE_CHECKING:
    from foam_agent.agents.authors.base import Author
    from foam_agent.agents.collaborators import make_retriever, make_runner
    from foam_agent.agents.context import ProgressHook, Retriever
    from foam_agent.agents.layout import CASE_DIR_NAME
    from foam_agent.agents.physics import PhysicsReport, verify_case
    from foam_agent.agents.pictures import draw_pictures
    from foam_agent.agents.record import RunRecord
    from foam_agent.agents.runners.progress import ProgressSink
    from foam_agent.agents.solve import SolveError, SolveOutcome
    from foam_agent.agents.spec.model import CaseSpec
    from foam_agent.agents.understand import Understanding, understand
