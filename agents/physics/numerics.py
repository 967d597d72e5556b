"""Numerics fit for purpose: the largest Courant number within the scheme's limit.

Why from the log: the solver prints the largest Courant number of every step, so the check
needs neither the mesh nor the fields. A fixed time step must keep the Courant number under the
PISO/PIMPLE limit, a run with adjustTimeStep near its own maxCo, once the start is past: the
later half of the steps is judged, because a start from rest or a heater switched on spikes
for a few steps (buoyantPimpleFoam hotRoom: 25.7 at its second step, then under 1) while a
time step too large for the flow stays too large.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from foam_agent.agents.physics.case import Case
from foam_agent.agents.physics.limits import (
    ADJUSTED_COURANT_MARGIN,
    COURANT_LIMIT,
    COURANT_TOLERANCE,
)
from foam_agent.agents.physics.rows import Evidence, PhysicsRow

if TYPE_CHECKING:
    from foam_agent.agents.spec.model import CaseSpec

COURANT = "Courant number"


def courant_limit(control: Mapping[str, Any]) -> tuple[float, str]:
    """The largest Courant number the case may show, and why."""
    max_co = control.get("maxCo")
    adjusts = control.get("adjustTimeStep") in (True, "yes", "on", "true")
    if adjusts and isinstance(max_co, int | float) and not isinstance(max_co, bool):
        return (float(max_co) * ADJUSTED_COURANT_MARGIN,
                f"maxCo {max_co:g} with adjustTimeStep (x{ADJUSTED_COURANT_MARGIN:g})")
    return (COURANT_LIMIT * COURANT_TOLERANCE,
            f"{COURANT_LIMIT:g} for a fixed time step, x{COURANT_TOLERANCE:g}")


def check(case: Case, spec: CaseSpec | None) -> list[PhysicsRow]:
    """One row: the run's largest Courant number against its limit (transient runs only)."""
    log = case.log
    if log is None or case.steady:
        return []
    settled = log.steps[len(log.steps) // 2:]
    courant = [(step.courant_max, step.time) for step in settled
               if step.courant_max is not None]
    if not courant:
        return []
    largest, time = max(courant)
    limit, why = courant_limit(case.control)
    evidence = Evidence(file=log.name, time=f"{time:g}",
                        line=f"Courant Number mean: … max: {largest:g}")
    if largest > limit:
        return [PhysicsRow(COURANT, f"max Courant <= {limit:g} ({why})",
                           f"max Courant {largest:.3g} at time {time:g}: above the limit, the "
                           "solution oscillates or smears", evidence, "fail", largest, limit)]
    return [PhysicsRow(COURANT, f"max Courant <= {limit:g} ({why})",
                       f"max Courant {largest:.3g}", evidence, "pass", largest, limit)]
