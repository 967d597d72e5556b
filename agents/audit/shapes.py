"""Audit rows of the followed case's own shape against a stated wedge angle or pipe diameter.

Why: the case's shape is measured from its blockMeshDict (the one sloped wall, the ``radius``
its pipe is drawn from), not taken from what the author says it wrote; a case whose mesh says
neither is unmet with that reason, never "not understood".
"""

from __future__ import annotations

import math
from pathlib import Path

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.spec.stated import Requirements, format_number
from foam_agent.foamcase.case.files import BLOCK_MESH_DICTS, first_existing
from foam_agent.foamcase.case.shapes import find_ramp, pipe_radius

#: Degrees within which the case's wedge is the stated one: its vertices print about 12
#: digits, a stated angle ("15 degrees") about 3.
ANGLE_TOLERANCE = 1e-3


def shape_rows(requirements: Requirements, root: Path) -> list[AuditRow]:
    """One row for a stated wedge angle and one for a stated pipe diameter."""
    rows: list[AuditRow] = []
    mesh = first_existing(root, BLOCK_MESH_DICTS)
    relative = mesh.relative_to(root).as_posix() if mesh is not None else None
    if requirements.wedge_angle is not None:
        stated = requirements.wedge_angle
        ramp = find_ramp(root)
        rows.append(AuditRow(
            requirement="wedge angle (degrees)", phrase=stated.source,
            expected=format_number(stated.value), file=relative,
            entry=f"vertices (the sloped wall of {ramp.patch})" if ramp else "vertices",
            found=f"{ramp.angle:.6g}" if ramp else None,
            met=ramp is not None and abs(ramp.angle - stated.value) <= ANGLE_TOLERANCE,
            note=(f"atan(rise / run) of the ramp from {ramp.start} to {ramp.end}" if ramp else
                  "the case's blockMeshDict has no single sloped wall: no wedge to measure")))
    if requirements.pipe_diameter is not None:
        stated = requirements.pipe_diameter
        found = pipe_radius(root)
        diameter = 2 * found[1] if found else None
        rows.append(AuditRow(
            requirement="pipe diameter (m)", phrase=stated.source,
            expected=format_number(stated.value), file=relative, entry="radius",
            found=format_number(diameter) if diameter is not None else None,
            met=diameter is not None and math.isclose(diameter, stated.value, rel_tol=1e-6),
            note="twice the radius the pipe's vertices are drawn from" if found else
            "the case's mesh is drawn from no pipe radius: its pipe is not re-made"))
    return rows
