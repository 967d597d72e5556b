"""The domain's stated sizes and bounds against the written blockMeshDict, each on the axis the
followed case's frame gives it (``foam_agent.agents.spec.domain_frame``).

Why the frame here too: a size said by its role ("1 m deep", "5 m high") is written on the
axis the frame places it; checked on a fixed axis, a correct case would fail (or a size on
the wrong axis pass). A lower bound said with its axis ("x from -2 to 2 m") is checked too,
since a range that kept its length but not its place is not the domain asked.
"""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.tolerance import close
from foam_agent.agents.spec.domain_frame import case_frame, placed_extent
from foam_agent.agents.spec.stated import Extent, Stated, format_number

AXES = "xyz"


def extent_rows(stated: Stated[Extent], root: Path, relative: str | None,
                points: list[tuple[float, float, float] | None], scale: float
                ) -> list[AuditRow]:
    """A row per stated size (and lower bound) of ``stated`` against the vertices ``points``
    of ``relative`` (in the dictionary's units, times ``scale`` unless the sizes are in mesh
    units)."""
    extent = placed_extent(stated.value, case_frame(root))
    factor = 1.0 if extent.in_mesh_units else scale
    rows: list[AuditRow] = []
    for axis, size in enumerate(extent.sizes):
        if size is None:
            continue
        coordinates = [point[axis] for point in points if point is not None]
        found = (max(coordinates) - min(coordinates)) * factor if coordinates else None
        role = extent.roles[axis]
        rows.append(AuditRow(
            requirement=f"domain size in {AXES[axis]}", phrase=stated.source,
            expected=format_number(size), file=relative, entry="vertices",
            found=None if found is None else f"{found:g}", met=close(found, size),
            note="" if role is None else f"the {role}, on {AXES[axis]} by the case's frame "
                                         "(gravity and its empty directions)"))
        low = extent.lows[axis]
        if low is None:
            continue
        lowest = min(coordinates) * factor if coordinates else None
        rows.append(AuditRow(
            requirement=f"domain lower bound in {AXES[axis]}", phrase=stated.source,
            expected=format_number(low), file=relative, entry="vertices",
            found=None if lowest is None else f"{lowest:g}",
            met=lowest is not None and abs(lowest - low) <= 1e-6 * max(1.0, abs(size))))
    return rows
