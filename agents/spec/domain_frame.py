"""Which axis of the followed case a size named in words runs along: its length, height,
width, depth, thickness, or its plan.

Why from the case: "a tank 8.65 m long and 1 m deep", "a room 10 m by 10 m in plan and 5 m
high", "a 2-D box 5 m long and 3 m tall" name no axis, and the axis each word means is the
case's own. Fixed at reading time (height on y, depth on z) they went to the wrong axis: a
2-D tank's depth onto its empty z, a room's height onto a plan side, a box meshed in x-z kept
its 3 m on y. Height (and the depth of something filled, when no height is said) is against
gravity; a 2-D or 1-D case's empty directions take only a thickness; the length is the first
other direction in the plane (x, else z); a width or depth takes what is left, in that order.

Both the mesh editor and the audit place the sizes through :func:`placed_extent` on the same
case, so what is written is what is checked. Only facts that no mesh edit changes are read:
gravity (``constant/g``) and the directions every block has one cell along.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from foam_agent.agents.spec.stated import Extent, SizeRole
from foam_agent.foamcase.case.blocks import block_cells
from foam_agent.foamcase.case.files import BLOCK_MESH_DICTS, entries_of, first_existing, parse
from foam_agent.foamcase.case.values import vector_of

__all__ = ["Frame", "case_frame", "placed_cells", "placed_extent"]

Counts = tuple[int | None, int | None, int | None]

#: The order roles take their axes: the most constrained first (a thickness can only be the
#: empty direction, a height only the up one), so a width or depth gets what is left.
_ORDER: tuple[SizeRole, ...] = ("thickness", "height", "length", "depth", "width", "plan")


@dataclass(frozen=True)
class Frame:
    """The followed case's directions: ``up`` against gravity (None without gravity) and the
    ``flat`` axes every block has one cell along (a 2-D case's empty direction)."""

    up: int | None = None
    flat: tuple[int, ...] = ()

    @property
    def in_plane(self) -> tuple[int, ...]:
        """The axes the mesh resolves (all three in 3-D)."""
        return tuple(axis for axis in range(3) if axis not in self.flat)

    def candidates(self, role: SizeRole, roles: frozenset[SizeRole]) -> tuple[int, ...]:
        """The axes ``role`` may run along, best first; ``roles`` are all the roles said."""
        plane = self.in_plane
        level = tuple(axis for axis in (0, 2, 1) if axis in plane and axis != self.up)
        if role == "thickness":
            return (*self.flat, *(axis for axis in (2, 1, 0) if axis not in self.flat))
        if role == "height":
            return (*((self.up,) if self.up is not None and self.up in plane else ()),
                    *(axis for axis in (1, 2, 0) if axis in plane))
        if role == "length":
            return level
        if role == "depth":
            # A tank's or a pool's depth is its height when no height is said; a beam's (no
            # gravity) is across it in the plane.
            vertical = () if "height" in roles or self.up is None or self.up not in plane \
                else (self.up,)
            return (*vertical, *(axis for axis in (1, 2, 0) if axis in plane))
        if role == "width":
            lengthwise = "length" in roles or "plan" in roles
            across = tuple(axis for axis in (1, 2, 0) if axis in plane and axis != self.up)
            return (*(across if lengthwise else level), *plane)
        return level


def case_frame(root: Path) -> Frame:
    """The frame of the case under ``root``: its gravity and its one-cell directions."""
    gravity = parse(root / "constant" / "g")
    vector = vector_of(gravity.get("value")) if gravity is not None else None
    up = max(range(3), key=lambda axis: abs(vector[axis])) if vector is not None \
        and any(vector) else None
    path = first_existing(root, BLOCK_MESH_DICTS)
    entries = entries_of(path) if path is not None else None
    cells = block_cells(entries) if entries is not None else None
    flat = tuple(axis for axis in range(3) if cells and all(block[axis] == 1 for block in cells))
    return Frame(up=up, flat=flat if len(flat) < 3 else ())


def placed_extent(extent: Extent, frame: Frame) -> Extent:
    """``extent`` with each size said by its role on the axis ``frame`` gives that role; a size
    said with its axis (or in an ordered "a x b x c") stays where it is."""
    extent = _pair_beside_a_height(extent, frame)
    said = [(axis, role) for axis, role in enumerate(extent.roles) if role is not None
            and extent.sizes[axis] is not None]
    if not said:
        return extent
    sizes = [None if extent.roles[axis] is not None else extent.sizes[axis] for axis in range(3)]
    lows = [None if extent.roles[axis] is not None else extent.lows[axis] for axis in range(3)]
    taken = {axis for axis in range(3) if sizes[axis] is not None}
    roles = frozenset(role for _, role in said)
    placed: list[SizeRole | None] = [None, None, None]
    for role in _ORDER:
        for axis, _ in sorted((item for item in said if item[1] == role), key=lambda i: i[0]):
            free = [candidate for candidate in frame.candidates(role, roles)
                    if candidate not in taken]
            target = free[0] if free else (axis if axis not in taken else None)
            if target is None:
                continue
            sizes[target], lows[target], placed[target] = (extent.sizes[axis],
                                                           extent.lows[axis], role)
            taken.add(target)
    return replace(extent, sizes=(sizes[0], sizes[1], sizes[2]),
                   lows=(lows[0], lows[1], lows[2]), roles=(placed[0], placed[1], placed[2]))


def _pair_beside_a_height(extent: Extent, frame: Frame) -> Extent:
    """``extent`` with an ordered pair said beside a height taken as the plan: "a room 10 m by
    10 m, 5 m high" names the floor, then the height. Kept on x and y, the pair took the up
    axis of a case whose gravity is along y (hotRoom) and the height went across the floor: a
    room 10 m tall and 5 m deep, written and checked alike."""
    unlabelled = [axis for axis in range(3)
                  if extent.roles[axis] is None and extent.sizes[axis] is not None]
    if "height" not in extent.roles or len(unlabelled) != 2 or frame.up not in unlabelled \
            or frame.flat:
        return extent
    roles = tuple("plan" if axis in unlabelled else extent.roles[axis] for axis in range(3))
    return replace(extent, roles=(roles[0], roles[1], roles[2]))


def placed_cells(cells: Counts, frame: Frame) -> Counts:
    """``cells`` with the one count said for a one-dimensional request on the one direction
    ``frame`` resolves ("1D grid with 600 cells" on boundaryFoam's y, not its empty x); any
    other ``cells`` as they are."""
    if len(frame.in_plane) != 1:
        return cells
    axis = frame.in_plane[0]
    said = [other for other in range(3) if (cells[other] or 0) > 1]
    if len(said) != 1 or said[0] == axis or cells[axis] not in (None, 1):
        return cells
    placed = [1 if other == said[0] else cells[other] for other in range(3)]
    placed[axis] = cells[said[0]]
    return (placed[0], placed[1], placed[2])
