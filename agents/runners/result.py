"""The result of running a case, the same for every runner.

Why: the graph, the CLI and the benchmark store all read one shape, whatever ran the case.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal, TypedDict

from pydantic import BaseModel, ConfigDict, Field

from foam_agent.agents.geometry.checkmesh import mesh_quality
from foam_agent.agents.runners.errors import ErrorClass, classify_error
from foam_agent.agents.runners.logs import (
    LogReport,
    as_time,
    fatal_block,
    last_time_written,
    log_files,
    report_log,
)
from foam_agent.agents.runners.progress import read_convergence, read_horizon

RunStatus = Literal["success", "failed", "timeout", "rejected"]
#: Below this share of the run done, the pace so far says little about the rest (meshing and
#: the first steps dominate it), so no time is estimated.
MIN_FRACTION_FOR_ESTIMATE = 0.05


class RunResult(BaseModel):
    """What happened when a case ran.

    ``status`` is ``success`` only when the Allrun exited 0, no log holds a fatal error and the
    solver's log (``log.<application>``) ends with ``End``. A run that left no log failed.
    """

    model_config = ConfigDict(frozen=True)

    status: RunStatus
    returncode: int | None = None
    wall_s: float = 0.0
    dialect: str
    runner: str
    application: str | None = None
    error_class: ErrorClass | None = None
    fatal_error: str | None = None
    last_time: str | None = None
    message: str = ""
    rejected_line: str | None = None
    logs: dict[str, str] = Field(default_factory=dict)
    #: The iteration at which a steady run's ``residualControl`` stopped it, if it did.
    converged_iteration: float | None = None

    @property
    def ok(self) -> bool:
        """True when the case ran to its end without error."""
        return self.status == "success"


class _Shared(TypedDict):
    """The fields every verdict on one run fills alike."""

    returncode: int | None
    wall_s: float
    dialect: str
    runner: str
    application: str | None
    last_time: str | None
    logs: dict[str, str]


def _first_failure(reports: list[LogReport], solver_log: str | None) -> LogReport | None:
    for report in reports:
        if report.fatal:
            return report
    for report in reports:
        if report.name != solver_log and not report.ended and report.name.startswith("log."):
            return report
    return None


def timeout_message(case_dir: Path, wall_s: float, time_limit_s: float,
                    last_time: str | None, solver: LogReport | None) -> str:
    """What a run stopped by its time limit reached, and the limit that would let it finish.

    Why: "stopped after the time limit" alone leaves the user to guess whether the case was
    stuck or slow; a square cylinder asked for 2 s had reached t = 1.53 of 2 in 240 s, so about
    315 s would have done. The limit said is the one set, not the wall time measured: on a
    loaded machine the run is stopped a little after it (a 3 s limit read "4 s").
    """
    message = f"stopped after the time limit ({time_limit_s:g} s); last time written: " \
              f"{last_time or 'none'}"
    reached = as_time(solver.last_time) if solver is not None and solver.last_time \
        else None
    horizon = read_horizon(case_dir)
    end, start = horizon.end_time, horizon.start_time
    if reached is None or end is None or end <= start:
        return message
    fraction = min(1.0, max(0.0, (reached - start) / (end - start)))
    where = f"iteration {reached:g} of {end:g}" if horizon.steady else \
        f"t = {reached:g} of {end:g}"
    message += f"; the solver reached {where} ({fraction:.0%})"
    if fraction >= MIN_FRACTION_FOR_ESTIMATE:
        message += (f": at this pace the whole run needs about {wall_s / fraction:.0f} s, so "
                    "a longer time limit (or a shorter end time) lets it finish")
    return message


def collect_result(
    case_dir: Path,
    *,
    returncode: int | None,
    wall_s: float,
    timed_out: bool,
    time_limit_s: float,
    dialect: str,
    runner: str,
    application: str | None,
    driver_output: str = "",
) -> RunResult:
    """Judge a finished (or killed) run from its exit code and the logs in ``case_dir``;
    ``time_limit_s`` is the limit the run was given (``timed_out``: it was stopped at it)."""
    reports = [report_log(path) for path in log_files(case_dir)]
    excerpts = {report.name: report.excerpt for report in reports}
    if driver_output.strip():
        excerpts["driver"] = driver_output[-2000:]
    solver_log = f"log.{application}" if application else None
    solver = next((report for report in reports if report.name == solver_log), None)
    failure = _first_failure(reports, solver_log)
    last_time = last_time_written(case_dir)
    common: _Shared = {
        "returncode": returncode,
        "wall_s": round(wall_s, 3),
        "dialect": dialect,
        "runner": runner,
        "application": application,
        "last_time": last_time,
        "logs": excerpts,
    }

    if timed_out:
        return RunResult(
            status="timeout",
            error_class="timeout",
            message=timeout_message(case_dir, wall_s, time_limit_s, last_time, solver),
            fatal_error=failure.fatal if failure else None,
            **common,
        )

    fatal = failure.fatal if failure and failure.fatal else None
    if fatal is None and driver_output:
        fatal = fatal_block(driver_output)
    solver_ended = solver is not None and solver.ended
    # The mesh-quality gate: a mesh checkMesh fails is the error, whether or not the solver ran.
    quality = mesh_quality(case_dir)
    if quality is not None and quality.finished and not quality.ok:
        return RunResult(status="failed", error_class="mesh_error", fatal_error=fatal,
                         message=quality.mesh_error() or "checkMesh failed", **common)
    if returncode == 0 and fatal is None and solver_ended:
        converged = read_convergence(case_dir, solver_log) if solver_log else None
        if converged is not None:
            return RunResult(status="success", message=converged.describe(),
                             converged_iteration=converged.iteration, **common)
        return RunResult(status="success", message="ran to completion", **common)

    if not reports:
        reason = "no log was written"
    elif solver is None:
        reason = f"the solver log {solver_log or 'log.<application>'} is missing"
    elif fatal:
        reason = f"fatal error in {failure.name if failure else 'the driver output'}"
    elif not solver_ended:
        reason = f"{solver.name} does not end with 'End'"
    else:
        reason = f"Allrun exited with code {returncode}"
    excerpt = fatal or (failure.excerpt if failure else None) or (solver.excerpt if solver else "")
    return RunResult(
        status="failed",
        error_class=classify_error(excerpt or reason),
        fatal_error=fatal,
        message=reason,
        **common,
    )
