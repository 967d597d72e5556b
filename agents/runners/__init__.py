"""Runners: run an OpenFOAM case natively or in Docker and judge the result the same way."""

from typing import TYPE_CHECKING, Any

from foam_agent.agents.runners.allrun import AllrunCheck, check_case
from foam_agent.agents.runners.base import DEFAULT_TIMEOUT_S, BaseRunner, Execution, Runner
from foam_agent.agents.runners.errors import ErrorClass, classify_error
from foam_agent.agents.runners.local import LocalRunner
from foam_agent.agents.runners.prepare import CaseDirError
from foam_agent.agents.runners.processes import RunInterrupted, stop_all_runs
from foam_agent.agents.runners.result import RunResult, RunStatus

__all__ = [
    "DEFAULT_TIMEOUT_S",
    "AllrunCheck",
    "BaseRunner",
    "CaseDirError",
    "DockerRunner",
    "ErrorClass",
    "Execution",
    "LocalRunner",
    "RunInterrupted",
    "RunResult",
    "RunStatus",
    "Runner",
    "check_case",
    "classify_error",
    "stop_all_runs",
]


def __getattr__(name: str) -> Any:
    # DockerRunner loads on first use: the Docker SDK (requests, urllib3) costs 0.1 s of CPU
    # that a local run never needs.
    if name == "DockerRunner":
        from foam_agent.agents.runners.docker import DockerRunner

        return DockerRunner
    raise AttributeError(f"module 'foam_agent.agents.runners' has no attribute '{name}'")


if TYPE_CHECKING:
    from foam_agent.agents.runners.docker import DockerRunner
