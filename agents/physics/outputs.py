"""Outputs fit for what was asked: averages over a stationary window, frequencies from a
periodic signal, and y+ as a note.

Why: a time average taken over a fraction of a flow-through time averages the start-up
transient, and a "Strouhal number" read from a signal that never became periodic is a number
without meaning; both runs end normally.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import numpy as np

from foam_agent.agents.physics.case import Case
from foam_agent.agents.physics.limits import AVERAGING_FLOW_THROUGHS
from foam_agent.agents.physics.reading import read_parsed
from foam_agent.agents.physics.rows import Evidence, PhysicsRow
from foam_agent.agents.spec.output_kinds import ForcesOutput

if TYPE_CHECKING:
    from foam_agent.agents.spec.model import CaseSpec

AVERAGING = "averaging window"
PERIODIC = "periodic signal"
Y_PLUS = "y+"


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def _averages(control: Mapping[str, Any]) -> list[tuple[str, float | None]]:
    """The fieldAverage function objects of the controlDict, with their start times."""
    functions = control.get("functions")
    if not isinstance(functions, Mapping):
        return []
    return [(str(name), _number(entry.get("timeStart")))
            for name, entry in functions.items()
            if isinstance(entry, Mapping) and entry.get("type") == "fieldAverage"]


def flow_through_time(case: Case) -> tuple[float, float, float] | None:
    """The time a particle takes to cross the domain at the largest imposed speed: the
    domain's largest extent (from the mesh points), that speed, and their ratio."""
    velocity = case.velocity
    if velocity is None:
        return None
    speeds = [float(np.nanmax(np.linalg.norm(patch.values, axis=1)))
              for patch in velocity.patches.values()
              if patch.values is not None and patch.values.size]
    speed = max(speeds, default=0.0)
    points = read_parsed(case.root, "constant/polyMesh/points")
    listed = points.get(None) if isinstance(points, Mapping) else points
    if speed <= 0.0 or not isinstance(listed, np.ndarray) or listed.size < 6:
        return None
    coordinates = listed.reshape(-1, 3)
    length = float(np.max(coordinates.max(axis=0) - coordinates.min(axis=0)))
    return length, speed, length / speed


def _averaging_rows(case: Case) -> list[PhysicsRow]:
    if case.steady:
        return []
    averages = _averages(case.control)
    end = case.log.last_step.time if case.log and case.log.last_step else case.end_time
    crossing = flow_through_time(case) if averages else None
    if end is None or crossing is None:
        return []
    length, speed, period = crossing
    rows = []
    for name, start in averages:
        window = end - max(start or 0.0, _number(case.control.get("startTime")) or 0.0)
        ratio = window / period
        expected = (f"{name} averages over >= {AVERAGING_FLOW_THROUGHS:g} flow-through time "
                    f"({period:.3g} s: {length:.3g} m at {speed:.3g} m/s)")
        rows.append(PhysicsRow(AVERAGING, expected,
                               f"window {window:.3g} s = {ratio:.2g} flow-through times",
                               Evidence(file="system/controlDict", line=f"functions/{name}"),
                               "fail" if ratio < AVERAGING_FLOW_THROUGHS else "pass"))
    return rows


def _frequency_rows(case: Case, spec: CaseSpec | None) -> list[PhysicsRow]:
    """A frequency asked (a Strouhal number) needs a periodic lift signal."""
    if spec is None or not any(isinstance(output, ForcesOutput) and output.asked
                               for output in spec.stated.outputs):
        return []
    from foam_agent.agents.geometry.strouhal import StrouhalError, case_shedding

    try:
        measured = case_shedding(case.root)
    except (StrouhalError, OSError) as error:
        return [PhysicsRow(PERIODIC, "a periodic lift signal", f"not measured: {error}",
                           Evidence(file="postProcessing"), "fail")]
    if measured is None:
        return [PhysicsRow(PERIODIC, "a periodic lift signal", "no force coefficients written",
                           Evidence(file="postProcessing"), "fail")]
    return [PhysicsRow(PERIODIC, "a periodic lift signal",
                       f"{measured.cycles} periods, spread {measured.period_spread:.2g}"
                       if measured.periodic else f"not periodic after {measured.cycles} periods",
                       Evidence(file="postProcessing"), "pass" if measured.periodic else "fail")]


def _y_plus_row(case: Case) -> PhysicsRow | None:
    if case.model is None:
        return None
    field = case.field("yPlus")
    if field is None:
        return PhysicsRow(Y_PLUS, "y+ on the walls fits the wall treatment",
                          "y+ not written (add the yPlus function object to see it)",
                          Evidence(), "note")
    values = [field.patches[wall].values for wall in case.walls if wall in field.patches]
    judged = [value for value in values if value is not None and value.size]
    if not judged:
        return None
    joined = np.concatenate(judged)
    return PhysicsRow(Y_PLUS, "y+ on the walls fits the wall treatment",
                      f"y+ {float(joined.min()):.3g} to {float(joined.max()):.3g} "
                      f"(mean {float(joined.mean()):.3g})",
                      Evidence(file=field.relpath, time=field.time), "note")


def check(case: Case, spec: CaseSpec | None) -> list[PhysicsRow]:
    """Averaging windows, requested frequencies, and y+ as a note."""
    rows = _averaging_rows(case) + _frequency_rows(case, spec)
    y_plus = _y_plus_row(case)
    if y_plus is not None:
        rows.append(y_plus)
    return rows
