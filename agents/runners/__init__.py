"""Runners: run an OpenFOAM case natively or in Docker and judge the result the same way."""

from agents.runners.allrun import AllrunCheck, check_case
from agents.runners.base import DEFAULT_TIMEOUT_S, BaseRunner, Execution, Runner
from agents.runners.docker import DockerRunner
from agents.runners.errors import ErrorClass, classify_error
from agents.runners.local import LocalRunner
from agents.runners.prepare import CaseDirError
from agents.runners.processes import RunInterrupted, stop_all_runs
from agents.runners.result import RunResult, RunStatus

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
