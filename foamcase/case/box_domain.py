"""Whether a blockMeshDict's domain is the box its vertices bound: a rectangle in 2-D, a
cuboid in 3-D, with every corner of it meshed.

Why: a request that gives its domain as a square ("a 3 in square cavity", "a tray 12 cm on a
side") is met by a mesh of those sides only if the mesh has that outline. The vertices of
``cavityClipped`` bound a square while a corner of it is cut away, so sizes read from the
vertices cannot tell the two apart; the blocks can. A body standing on a side (damBreak's
obstacle on the floor) leaves every corner meshed: the domain is still the box, with a body in
it, which a request describes on its own. Retrieval prefers a box for such a request
(``rag_index.facets``) and the audit meets a square only on one (``agents.audit.domain_box``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from foamlib import FoamFile

from foam_agent.foamcase.case.files import top_level_entries
from foam_agent.foamcase.case.values import vector_of
from foam_agent.foamcase.lazy_pattern import lazy_regex

__all__ = ["BoxDomain", "box_domain"]

#: A block of the ``blocks`` list: ``hex (0 1 2 3 4 5 6 7)``.
_HEX = lazy_regex(r"\bhex\s*\(([^)]*)\)")
#: Relative tolerance of a coordinate and of the summed volume, against the domain's size.
TOLERANCE = 1e-6


@dataclass(frozen=True)
class BoxDomain:
    """What :func:`box_domain` found: whether the blocks reach every corner of their bounding
    box, and the share of it they fill (1.0 for a box without bodies; None when a block is not
    an axis-aligned box or an edge is curved, so no share is computed)."""

    is_box: bool
    filled: float | None

    def describe(self) -> str:
        """``"the blocks reach every corner of their bounding box"`` or what they do instead."""
        if self.filled is None:
            return "curved or slanted blocks, not a box"
        share = f"{100 * self.filled:.0f} %"
        if self.is_box:
            return f"the blocks reach every corner of their bounding box (filling {share})"
        return f"a corner of their bounding box has no block (they fill {share} of it)"


def _box_corner(point: tuple[float, float, float], low: list[float], size: list[float]
                ) -> tuple[int, int, int] | None:
    """Which corner of the box from ``low`` of ``size`` a point is (0 or 1 per axis), or None
    when it is none."""
    unit = [(point[axis] - low[axis]) / size[axis] for axis in range(3)]
    if any(min(value, 1 - value) > TOLERANCE for value in unit):
        return None
    return (round(unit[0]), round(unit[1]), round(unit[2]))


def _parsed(text: str) -> Any:
    try:
        return FoamFile.loads(top_level_entries(text, ("vertices", "edges")))
    except Exception:  # foamlib raises several kinds on text it cannot parse  # noqa: BLE001
        return None


def box_domain(text: str) -> BoxDomain | None:
    """Whether the blocks of a blockMeshDict's text have the outline of the box around its
    vertices.

    Args:
        text: The blockMeshDict as written (comments allowed).

    Returns:
        A box when every block is an axis-aligned box, no edge is curved and every corner of
        the bounding box is a corner of a block; not one otherwise; None when the vertices or
        blocks are written in a way this reader does not evaluate (``$var``, ``#calc``,
        named vertices), where nothing is known.
    """
    parsed = _parsed(text)
    if parsed is None:
        return None
    vertices = [vector_of(item) for item in parsed.get("vertices") or []]
    points = [vertex for vertex in vertices if vertex is not None]
    if not points or len(points) != len(vertices):
        return None
    blocks: list[list[int]] = []
    for match in _HEX.finditer(top_level_entries(text, ("blocks",))):
        corners = match.group(1).split()
        if len(corners) != 8 or not all(corner.isdigit() for corner in corners):
            return None
        if any(int(corner) >= len(points) for corner in corners):
            return None
        blocks.append([int(corner) for corner in corners])
    if not blocks:
        return None
    low = [min(point[axis] for point in points) for axis in range(3)]
    size = [max(point[axis] for point in points) - low[axis] for axis in range(3)]
    if any(extent <= 0 for extent in size):
        return None
    if parsed.get("edges"):
        return BoxDomain(False, None)
    filled = 0.0
    reached: set[tuple[int, int, int]] = set()
    for block in blocks:
        volume = 1.0
        for axis in range(3):
            values = sorted({round((points[corner][axis] - low[axis]) / size[axis] / TOLERANCE)
                             for corner in block})
            if len(values) != 2:
                return BoxDomain(False, None)
            volume *= (values[1] - values[0]) * TOLERANCE
        filled += volume
        reached |= {corner for index in block
                    if (corner := _box_corner(points[index], low, size)) is not None}
    return BoxDomain(len(reached) == 8, filled)
