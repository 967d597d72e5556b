"""The staged verdict: the first stage at which a case fails (after PDEAgent-Bench).

Beyond CFDLLMBench: the metrics say how many cases work, the verdict says where the others die,
so a report can show a funnel. Stages, in pipeline order:

- ``f_struct``: a required file is missing or unparsable. Required means what every solver run
  reads: ``system/controlDict``, ``fvSchemes``, ``fvSolution``, a ``constant/`` folder, and the
  initial file in ``0/`` of each scored field the reference has there.
- ``f_mesh``: mesh generation failed: a mesh utility's log (``log.*Mesh``, ``log.*ToFoam``)
  reports ``FOAM FATAL`` or does not end with ``End``, or no ``polyMesh`` exists.
- ``f_exec``: M_exec is 0 (in the mode scored).
- ``f_conv``: the compared fields hold NaN or inf, or the run stopped before ``endTime``:
  neither a time folder nor the solver log's last ``Time =`` reaches it, and the log has no
  convergence message (residual control ending a steady run early is success).
- ``f_acc``: the NMSE score is below 1 (NMSE ≥ 0.1, failed or undefined).
- ``pass``.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from foam_agent.evaluators.casedir import (
    ControlDict,
    first_fatal_line,
    last_logged_time,
    last_nonempty_line,
    log_contains,
    parse_problem,
    root_logs,
    time_directories,
)
from foam_agent.evaluators.constants import REQUIRED_SYSTEM_FILES, Verdict

#: Files that make up a mesh; ``.gz`` variants count too.
MESH_FILES = ("points", "faces", "owner")

#: Solvers print this when residual control stops a steady run early, which is success.
CONVERGED_MARKER = b"converged in"

#: A run "reached" endTime when its last time is within this fraction of it (time formatting).
END_TIME_RTOL = 1e-6


def _is_mesh_utility(log: Path) -> bool:
    """Whether ``log`` is the log of a mesh generator or converter."""
    utility = log.name.removeprefix("log.")
    return utility.endswith("Mesh") or "ToFoam" in utility


def _has_mesh(case: Path) -> bool:
    """Whether a polyMesh exists (serial, any region, or decomposed)."""
    folders = [case / "constant" / "polyMesh", *case.glob("constant/*/polyMesh")]
    folders += [case / "processor0" / "constant" / "polyMesh"]
    for folder in folders:
        if all((folder / n).is_file() or (folder / f"{n}.gz").is_file() for n in MESH_FILES):
            return True
    return False


def check_structure(gen: Path, ref: Path, fields: Sequence[str]) -> str | None:
    """Return why the submission lacks a required file, or None when all are there."""
    for relative in REQUIRED_SYSTEM_FILES:
        path = gen / relative
        if not path.is_file():
            return f"{relative} is missing"
        problem = parse_problem(path)
        if problem is not None:
            return f"system/{problem}"
    if not (gen / "constant").is_dir():
        return "constant/ is missing"
    for name in fields:
        if not ((ref / "0" / name).is_file() or (ref / "0" / f"{name}.gz").is_file()):
            continue
        path = gen / "0" / name
        if not path.is_file():
            if (gen / "0" / f"{name}.gz").is_file():
                continue
            return f"0/{name} is missing"
        problem = parse_problem(path)
        if problem is not None:
            return f"0/{problem}"
    return None


def check_mesh(gen: Path) -> str | None:
    """Return why mesh generation failed, or None when a mesh was made."""
    for log in root_logs(gen):
        if not _is_mesh_utility(log):
            continue
        fatal = first_fatal_line(log)
        if fatal is not None:
            return f"{log.name} reports {fatal}"
        if last_nonempty_line(log) != "End":
            return f"{log.name} does not end with `End`"
    if not _has_mesh(gen):
        return "no constant/polyMesh (points, faces, owner) was generated"
    return None


def check_convergence(gen: Path, control: ControlDict, nonfinite: Sequence[str]) -> str | None:
    """Return why the run did not complete its time span, or None when it did."""
    if nonfinite:
        return f"non-finite values in {', '.join(nonfinite)}"
    if control.end_time is None or control.stop_at not in (None, "endTime"):
        return None
    solver_log = gen / f"log.{control.application}"
    times = list(time_directories(gen))
    times += list(time_directories(gen / "processor0"))
    if solver_log.is_file():
        logged = last_logged_time(solver_log)
        times += [] if logged is None else [logged]
    last = max(times, default=None)
    if last is not None and last >= control.end_time * (1 - END_TIME_RTOL):
        return None
    if solver_log.is_file() and log_contains(solver_log, CONVERGED_MARKER):
        return None
    shown = "no time folder" if last is None else f"last time {last:g}"
    return f"stopped before endTime {control.end_time:g} ({shown})"


def staged_verdict(
    *,
    structure: str | None,
    mesh: str | None,
    exec_value: float,
    exec_reason: str,
    convergence: str | None,
    nmse_score: float,
    nmse_reason: str,
) -> tuple[Verdict, str]:
    """Return the first failing stage and its reason, or ``pass``."""
    if structure is not None:
        return "f_struct", structure
    if mesh is not None:
        return "f_mesh", mesh
    if exec_value < 1:
        return "f_exec", exec_reason
    if convergence is not None:
        return "f_conv", convergence
    if nmse_score < 1:
        return "f_acc", nmse_reason
    return "pass", "every stage passed"
