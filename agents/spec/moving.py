"""Whether a boundary statement gives a boundary a motion: a velocity other than zero.

Why: words that name no patch of the followed case ("the plate slides at 0.25 m/s", "the belt
runs at 2 m/s") mean the one wall the case moves (``foamcase.case.moving_walls``), but only
when they give it a velocity; the author and the audit ask this same question, so a value the
author put on the moving wall is looked for there and nowhere else.
"""

from __future__ import annotations

from foam_agent.agents.spec.stated import BoundaryType, BoundaryValue
from foam_agent.foamcase.catalog.solvers import VELOCITY_FIELDS


def gives_motion(item: BoundaryValue | BoundaryType) -> bool:
    """True for a velocity other than zero stated on a boundary (a speed or a vector)."""
    if not isinstance(item, BoundaryValue) or item.field not in VELOCITY_FIELDS:
        return False
    value = item.value
    return any(part != 0 for part in value) if isinstance(value, tuple) else value != 0
