"""Completion and convergence: did the run end where it should, and had it converged there?

Transient runs must reach their endTime. Steady runs must have converged: residualControl
stopped them ("SIMPLE solution converged in N iterations"), or their last initial residuals are
below the case's tolerance; otherwise the row says at which iteration and by which field the
run was not converged, the form the reviewer's rule reads. And a steady run's requested
outputs (the histories its function objects write) must be flat over its last iterations:
residuals under a loose tolerance can hide a force or a pressure drop that still drifts.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from foam_agent.agents.physics.case import Case
from foam_agent.agents.physics.histories import History, histories
from foam_agent.agents.physics.limits import (
    CORRECTED_SETTLED,
    END_TIME_STEP_FRACTION,
    OUTPUT_FLATNESS,
    OUTPUT_SAMPLES,
    OUTPUT_WINDOW,
    STEADY_TOLERANCE,
)
from foam_agent.agents.physics.rows import Evidence, PhysicsRow
from foam_agent.agents.runners.logs import SolverStep
from foam_agent.foamcase.catalog.solvers import CORRECTED_UNKNOWN

if TYPE_CHECKING:
    from foam_agent.agents.spec.model import CaseSpec

COMPLETION = "completion"
CONVERGENCE = "convergence"
OUTPUTS_FLAT = "output convergence"


def field_residuals(step: SolverStep) -> dict[str, float]:
    """The step's initial residuals per field, a vector's components joined by their largest
    (``Ux``, ``Uy`` → ``U``), as residualControl judges them."""
    joined: dict[str, float] = {}
    names = set(step.residuals)
    for name, value in step.residuals.items():
        base = name[:-1]
        is_component = (len(name) > 1 and name[-1] in "xyz"
                        and any(f"{base}{axis}" in names for axis in "xyz" if axis != name[-1]))
        key = base if is_component else name
        joined[key] = max(joined.get(key, 0.0), value)
    return joined


def residual_controls(solution: Mapping[str, Any]) -> dict[str, float]:
    """The residualControl entries of fvSolution (SIMPLE, PIMPLE…), key patterns unquoted."""
    controls: dict[str, float] = {}
    for entry in solution.values():
        control = entry.get("residualControl") if isinstance(entry, Mapping) else None
        if isinstance(control, Mapping):
            for key, value in control.items():
                if isinstance(value, int | float) and not isinstance(value, bool):
                    controls[str(key).strip('"')] = float(value)
    return controls


def tolerance_of(name: str, controls: dict[str, float]) -> float | None:
    """The tolerance residualControl sets for field ``name``; the default when it sets none
    at all, None when it sets some but not this field's (then it does not judge it)."""
    if not controls:
        return STEADY_TOLERANCE
    for pattern, value in controls.items():
        try:
            if re.fullmatch(pattern, name):
                return value
        except re.error:
            continue
    return None


def _transient(case: Case) -> PhysicsRow:
    log = case.log
    assert log is not None
    step = log.last_step
    end = case.end_time
    expected = f"the run reaches endTime {end:g}" if end is not None else "the run reaches endTime"
    if step is None or end is None:
        return PhysicsRow(COMPLETION, expected, "no time step in the log" if step is None
                          else "no endTime in system/controlDict",
                          Evidence(file=log.name), "note")
    previous = log.steps[-2].time if len(log.steps) > 1 else 0.0
    slack = END_TIME_STEP_FRACTION * max(step.time - previous, 0.0) + 1e-9 * max(abs(end), 1.0)
    evidence = Evidence(file=log.name, time=f"{step.time:g}", line=f"{step.heading} {step.time:g}")
    if step.time + slack >= end:
        return PhysicsRow(COMPLETION, expected, f"reached time {step.time:g}", evidence)
    return PhysicsRow(COMPLETION, expected, f"stopped at time {step.time:g}, before endTime "
                      f"{end:g}", evidence, "fail")


def _steady(case: Case, spec: CaseSpec | None) -> PhysicsRow:
    log = case.log
    assert log is not None
    if log.converged_at is not None:
        return PhysicsRow(CONVERGENCE, "residualControl met or residuals below tolerance",
                          f"converged at iteration {log.converged_at} (residualControl met)",
                          Evidence(file=log.name, time=str(log.converged_at),
                                   line=log.converged_line))
    step = log.last_step
    if step is None:  # a one-shot solver (potentialFoam) iterates nothing to judge
        return PhysicsRow(CONVERGENCE, "residuals below tolerance", "no iteration in the log",
                          Evidence(file=log.name), "note")
    if case.application in CORRECTED_UNKNOWN:
        return _settled(case, spec, *CORRECTED_UNKNOWN[case.application])
    controls = residual_controls(case.solution)
    expected = ("initial residuals below residualControl (" + ", ".join(
        f"{key} {value:g}" for key, value in controls.items()) + ")" if controls
        else f"initial residuals below {STEADY_TOLERANCE:g}")
    iteration = f"{step.time:g}"
    unconverged = []
    for name, value in field_residuals(step).items():
        tolerance = tolerance_of(name, controls)
        if tolerance is not None and value > tolerance:
            unconverged.append((value / tolerance, name, value, tolerance))
    evidence = Evidence(file=log.name, time=iteration, line=f"{step.heading} {iteration}")
    if not unconverged:
        return PhysicsRow(CONVERGENCE, expected, f"converged at iteration {iteration}: every "
                          "initial residual below its tolerance", evidence)
    unconverged.sort(reverse=True)
    _, name, value, tolerance = unconverged[0]
    found = f"not converged at iteration {iteration} ({name} residual {value:.3g} > {tolerance:g})"
    if len(unconverged) > 1:
        found += "; also " + ", ".join(f"{other} {residual:.3g} > {limit:g}"
                                       for _, other, residual, limit in unconverged[1:])
    found += _trend(log.steps, name)
    if spec is not None and spec.stated.end_time is not None:
        found += (f"; the request fixed the iterations ('{spec.stated.end_time.source}'), so the "
                  "run was not continued")
    return PhysicsRow(CONVERGENCE, expected, found, evidence, "fail", value, tolerance)


def _settled(case: Case, spec: CaseSpec | None, unknown: str, correction: str) -> PhysicsRow:
    """A steady run that solves for a correction of its unknown, judged as a pseudo-transient:
    by the unknown's largest change between its last two written times over its largest
    magnitude. The correction's residual is relative to the correction, so it stays of order
    0.1 on a settled run and is no measure (``foamcase.catalog.solvers.CORRECTED_UNKNOWN``)."""
    log = case.log
    assert log is not None
    expected = (f"{unknown} changes < {CORRECTED_SETTLED:.0%} between its last written times "
                f"({correction}'s residual is relative to the correction, no measure)")
    written = [time for time in case.times if time != case.first_time]
    if len(written) < 2:
        return PhysicsRow(CONVERGENCE, expected, f"{unknown} written at {len(written)} "
                          "iteration(s) after the start: too few to judge",
                          Evidence(file=log.name), "note")
    before, last = (_values(case, unknown, time) for time in written[-2:])
    evidence = Evidence(file=f"{written[-1]}/{unknown}", time=written[-1])
    if before is None or last is None or before.shape != last.shape or not last.size:
        return PhysicsRow(CONVERGENCE, expected, f"{unknown} not readable at iterations "
                          f"{written[-2]} and {written[-1]}", evidence, "note")
    scale = float(np.max(np.abs(last)))
    change = float(np.max(np.abs(last - before))) / scale if scale > 0.0 else 0.0
    if not np.isfinite(change):
        change = float("inf")
    moved = (f"{unknown} changes {change:.2%} of its largest magnitude ({scale:.3g}) from "
             f"iteration {written[-2]} to {written[-1]}")
    if change <= CORRECTED_SETTLED:
        return PhysicsRow(CONVERGENCE, expected, f"settled: {moved}", evidence, "pass", change,
                          CORRECTED_SETTLED)
    found = f"not converged at iteration {written[-1]}: {moved}"
    if spec is not None and spec.stated.end_time is not None:
        found += (f"; the request fixed the iterations ('{spec.stated.end_time.source}'), so the "
                  "run was not continued")
    return PhysicsRow(CONVERGENCE, expected, found, evidence, "fail", change, CORRECTED_SETTLED)


def _values(case: Case, name: str, time: str) -> np.ndarray[Any, np.dtype[np.float64]] | None:
    """Vector field ``name``'s interior values at ``time`` (the corrected unknowns are
    displacements)."""
    found = case.field(name, time, vector=True)
    return found.internal if found is not None else None


def _trend(steps: Sequence[SolverStep], name: str) -> str:
    """How field ``name``'s residual moved over the last :data:`OUTPUT_WINDOW` of the
    iterations: a run still falling needs more iterations, one that is flat or rising needs
    other numerics, and the status should tell the two apart."""
    values = [(step.time, residual) for step in steps
              if (residual := field_residuals(step).get(name)) is not None]
    if len(values) < OUTPUT_SAMPLES:
        return ""
    start = values[-max(int(len(values) * OUTPUT_WINDOW), 2)]
    end = values[-1]
    moved = ("fell" if end[1] < start[1] * (1 - OUTPUT_FLATNESS) else
             "rose" if end[1] > start[1] * (1 + OUTPUT_FLATNESS) else "stayed")
    return (f"; its {name} residual {moved} from {start[1]:.3g} to {end[1]:.3g} over the last "
            f"{end[0] - start[0]:g} iterations")


def drift(history: History) -> tuple[float, str, float, int] | None:
    """The largest change of a history's columns over the last :data:`OUTPUT_WINDOW` of its
    iterations (at least its last :data:`OUTPUT_SAMPLES` samples), relative to the column's
    magnitude there or, when larger, its excursion over the later half of the run (an output
    that settles near zero; the start-up's first iterations are no scale): the change, the
    column, the window's first iteration and its sample count.
    None when the history holds too few samples."""
    iterations = history.values[:, 0]
    if len(iterations) < OUTPUT_SAMPLES:
        return None
    start = min(iterations[-1] - OUTPUT_WINDOW * (iterations[-1] - iterations[0]),
                iterations[-OUTPUT_SAMPLES])
    window = history.values[iterations >= start]
    worst: tuple[float, str, float, int] | None = None
    later = history.values[iterations >= (iterations[0] + iterations[-1]) / 2]
    for column in range(1, history.values.shape[1]):
        recent = window[:, column]
        scale = max(float(np.max(np.abs(recent))), float(np.ptp(later[:, column])))
        if scale <= 0.0:
            continue
        change = float(np.ptp(recent)) / scale
        if worst is None or change > worst[0]:
            worst = (change, history.names[column], float(start), len(window))
    return worst


def _output_rows(case: Case) -> list[PhysicsRow]:
    """One row per result history of a steady run: flat over its last iterations or not."""
    rows = []
    for history in histories(case):
        expected = (f"changes < {OUTPUT_FLATNESS:.0%} over the last {OUTPUT_WINDOW:.0%} of the "
                    "iterations")
        found = drift(history)
        if found is None:
            rows.append(PhysicsRow(OUTPUTS_FLAT, expected, f"{len(history.values)} samples: "
                                   "too few to judge",
                                   Evidence(file=history.relpath), "note"))
            continue
        change, column, start, samples = found
        last = f"{history.values[-1, 0]:g}"
        evidence = Evidence(file=history.relpath, time=last)
        if change > OUTPUT_FLATNESS:
            rows.append(PhysicsRow(OUTPUTS_FLAT, expected, f"not converged: {column} changes "
                                   f"{change:.2%} from iteration {start:g} to {last} "
                                   f"({samples} samples)", evidence, "fail", change,
                                   OUTPUT_FLATNESS))
        else:
            rows.append(PhysicsRow(OUTPUTS_FLAT, expected, f"flat: largest change {change:.2%} "
                                   f"({column}) from iteration {start:g} to {last}", evidence,
                                   "pass", change, OUTPUT_FLATNESS))
    return rows


def check(case: Case, spec: CaseSpec | None) -> list[PhysicsRow]:
    """The completion row (a log that ends), then the convergence or end-time row, and for a
    steady run the flatness of its requested outputs."""
    log = case.log
    name = f"log.{case.application}" if case.application else "the solver log"
    if log is None:
        return [PhysicsRow(COMPLETION, f"{name} ends with End", f"no {name}",
                           Evidence(file=name), "fail")]
    rows = [PhysicsRow(COMPLETION, f"{log.name} ends with End",
                       "ends with End" if log.ended else "does not end with End",
                       Evidence(file=log.name), "pass" if log.ended else "fail")]
    rows.append(_steady(case, spec) if case.steady else _transient(case))
    if case.steady and log.last_step is not None:
        rows.extend(_output_rows(case))
    return rows
