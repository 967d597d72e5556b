"""The agent's public API: what other packages of foam-agent (and users) may rely on.

Why a module of its own: ``foambench`` runs the agent, and it must not reach into the agent's
internals (the graph, the solve loop's helpers), so that those can change freely. Everything
``foambench`` needs of the agent is named here, and an import-linter contract (pyproject.toml,
``make lint``) forbids it any other ``agents`` module. Names whose modules are costly to import
(``solve`` pulls in LangGraph) are loaded on first use (PEP 562), so reading a constant here
stays cheap.
"""

from __future__ import annotations

import importlib
import os
from typing import TYPE_CHECKING, Any, Literal

from foam_agent.agents.config import ConfigError, SolveConfig, configs_dir, load_config
from foam_agent.agents.context import Retriever
from foam_agent.agents.openfoam import Installation, InstallationNotFound, find_local_installation
from foam_agent.agents.runners import ErrorClass, Runner, RunResult, stop_all_runs

#: Names loaded on first use → the module that defines them.
_DEFERRED: dict[str, str] = {
    "CASE_DIR_NAME": "foam_agent.agents.layout",
    "SolveError": "foam_agent.agents.solve",
    "SolveOutcome": "foam_agent.agents.solve",
    "make_retriever": "foam_agent.agents.collaborators",
    "make_runner": "foam_agent.agents.collaborators",
    "solve": "foam_agent.agents.solve",
    "understand": "foam_agent.agents.understand",
    "Understanding": "foam_agent.agents.understand",
    "draw_pictures": "foam_agent.agents.pictures",
    "RunRecord": "foam_agent.agents.record",
    "verify_case": "foam_agent.agents.physics",
    "PhysicsReport": "foam_agent.agents.physics",
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


def run_case(
    case_dir: str | os.PathLike[str],
    *,
    runner: Literal["local", "docker"] = "local",
    timeout_s: float | None = None,
) -> RunResult:
    """Run an existing case directory and judge it, as ``foam-agent run`` does.

    The case's own ``Allrun`` runs if it has one (checked first: anything outside the allowed
    commands is ``rejected``), else ``blockMesh`` and the application of its ``controlDict``.

    Args:
        case_dir: The case folder; it is run in place.
        runner: ``local`` (the native installation) or ``docker`` (the foam-agent image).
        timeout_s: Time limit of the whole run; the runner's default when None.
    """
    chosen: Runner
    if runner == "docker":
        from foam_agent.agents.runners.docker import DockerRunner

        chosen = DockerRunner(timeout_s=timeout_s)
    else:
        from foam_agent.agents.runners import LocalRunner

        chosen = LocalRunner(timeout_s=timeout_s)
    return chosen.run(case_dir)


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
    from foam_agent.agents.collaborators import make_retriever, make_runner
    from foam_agent.agents.layout import CASE_DIR_NAME
    from foam_agent.agents.physics import PhysicsReport, verify_case
    from foam_agent.agents.pictures import draw_pictures
    from foam_agent.agents.record import RunRecord
    from foam_agent.agents.solve import SolveError, SolveOutcome, solve
    from foam_agent.agents.understand import Understanding, understand
