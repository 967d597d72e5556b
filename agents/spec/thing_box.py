"""Where a thing's box lies in the followed case: its stated size about its stated centre,
across the two axes that are not up.

Why one function: the setFields editor writes a heater's box from its words ("2 m (x) by 1 m
(z) centred at x = 7 m, z = 3 m", "a square pad 3 feet on a side in the middle of the floor")
and the audit measures the written box against the same expectation; both must place the
thing the same way, in the case's own frame (up is against gravity).
"""

from __future__ import annotations

import math
from pathlib import Path

from foam_agent.agents.spec.region_value import RegionValue
from foam_agent.foamcase.case.blockmesh import BlockMesh, read_block_mesh
from foam_agent.foamcase.case.files import entries_of
from foam_agent.foamcase.case.macros import expanded, variables
from foam_agent.foamcase.case.numbers import Vector
from foam_agent.foamcase.case.sides import up_axis
from foam_agent.foamcase.case.values import number_of

Corners = tuple[list[float], list[float]]

#: Metres out from the origin an open side of a bounded region reaches when the case's extent
#: cannot be read (a mesh its Allrun makes from m4 or by extrusion): beyond every mesh, so
#: setFields' box selects every cell on the bound's side, as the words say.
FAR_SIDE_M = 1.0e6


def thing_box(root: Path, item: RegionValue, box: Corners) -> dict[int, tuple[float, float]]:
    """(low, high) along each axis that is not up: the stated side (the axis its label names,
    else the flat axes in order; an area is a square) about the stated coordinate of the
    centre, else the middle of the domain when the words say so, else the box's own centre.
    An axis the words set neither a size nor a centre on is left out."""
    low, high = box
    up = up_axis(root)
    flat = [axis for axis in range(3) if axis != up]
    sides: dict[int, float] = {}
    if len(item.size) == 1:
        sides = dict.fromkeys(flat, math.sqrt(item.size[0]))
    elif len(item.size) >= 2:
        order = list(item.axes) if len(item.axes) == 2 and all(
            axis in flat for axis in item.axes) else flat
        sides = dict(zip(order, item.size[:2], strict=True))
    centres = dict(item.centre)
    middle = _middle(root) if item.middle else {}
    placed: dict[int, tuple[float, float]] = {}
    for axis in flat:
        if axis not in sides and axis not in centres and axis not in middle:
            continue
        size = sides.get(axis, high[axis] - low[axis])
        centre = centres.get(axis, middle.get(axis, (low[axis] + high[axis]) / 2))
        placed[axis] = (centre - size / 2, centre + size / 2)
    return placed


def bounded_box(root: Path, item: RegionValue) -> Corners:
    """The box of a region said by its bounds ("x > 6.5 m, y < 2 m"): each bound said, and
    the case's own side (its mesh's extent) where a side is left open or an axis is not
    named; ``FAR_SIDE_M`` out there when the case's extent cannot be read (setFields selects
    by the cell centres inside the box, so a side beyond the mesh selects the same cells)."""
    extent = _extent(root)
    low, high = (extent[1], extent[2]) if extent is not None else (
        [-FAR_SIDE_M] * 3, [FAR_SIDE_M] * 3)
    for axis, lower, upper in item.bounds:
        low[axis] = lower if lower is not None else low[axis]
        high[axis] = upper if upper is not None else high[axis]
    return low, high


def _middle(root: Path) -> dict[int, float]:
    """The middle of the domain along each axis (the blockMeshDict's vertices), or nothing
    when the mesh cannot be read."""
    mesh = read_block_mesh(root)
    if mesh is None or not mesh.points:
        return {}
    return {axis: (min(point[axis] for point in mesh.points)
                   + max(point[axis] for point in mesh.points)) / 2 for axis in range(3)}


def body_origin(root: Path, item: RegionValue, direction: Vector | None) -> dict[int, float]:
    """The coordinate of a round body's centre along each axis its words place it on: a
    coordinate said by its axis, two said in the case's plane, or a distance from a side of
    the box. The box's plane is the two axes across a cylinder's ``direction`` (else across
    the mesh's one-cell axis); a centre said in the plane takes those two axes in order
    (x before y before z), and none when the case has no such plane (``plane_refusal``);
    "left" and "right" are along its first axis, "up" ("bottom", "top") along gravity when
    gravity lies in the plane, else along its second axis (a disc in x-z under a gravity
    along y: up is z)."""
    placed = dict(item.centre)
    if not item.offsets and not item.plane:
        return placed
    extent = _extent(root)
    if extent is None:
        return placed
    mesh, lows, highs = extent
    across = _across(mesh, direction)
    plane = [axis for axis in range(3) if axis != across]
    if item.plane and across is not None:
        for axis, value in zip(plane, item.plane, strict=True):
            placed.setdefault(axis, value)
    up = up_axis(root)
    vertical = up if up in plane else plane[-1]
    horizontal = next(axis for axis in plane if axis != vertical)
    depth = across if across is not None else next(
        axis for axis in range(3) if axis not in (vertical, horizontal))
    along = {"left": (horizontal, False), "right": (horizontal, True),
             "bottom": (vertical, False), "top": (vertical, True),
             "front": (depth, False), "back": (depth, True)}
    for side, distance in item.offsets:
        axis, from_high = along[side]
        placed.setdefault(axis, highs[axis] - distance if from_high else lows[axis] + distance)
    return placed


def plane_refusal(root: Path, item: RegionValue, direction: Vector | None) -> str | None:
    """Why a centre said by two coordinates without axes cannot be placed in the case (it
    is not two-dimensional and no cylinder's axis says the plane), or None: the editor and
    the audit refuse it alike rather than guess which two axes were meant."""
    if not item.plane:
        return None
    extent = _extent(root)
    if extent is not None and _across(extent[0], direction) is not None:
        return None
    return ("the centre is said by two coordinates without axes and the case is not "
            "two-dimensional: which axes they lie on is not known")


def _across(mesh: BlockMesh | None, direction: Vector | None) -> int | None:
    """The axis across the case's plane: a cylinder's ``direction``, else the mesh's
    one-cell (thickness) axis, else None."""
    if direction is not None and any(direction):
        return max(range(3), key=lambda axis: abs(direction[axis]))
    return mesh.flat_axis if mesh is not None else None


def ball_origin(root: Path, item: RegionValue, own: Vector) -> Vector:
    """A round region's centre in the case's frame: each coordinate the words give, or a
    distance from a side of the box (``body_origin``); where the words put it on the
    domain's centreline (``middle``) the middle of every axis that is not up; else the
    region's ``own`` coordinate, which the request leaves as the case has it."""
    placed = body_origin(root, item, None)
    middle = _middle(root) if item.middle else {}
    up = up_axis(root)
    return (placed.get(0, middle.get(0, own[0]) if up != 0 else own[0]),
            placed.get(1, middle.get(1, own[1]) if up != 1 else own[1]),
            placed.get(2, middle.get(2, own[2]) if up != 2 else own[2]))


def _extent(root: Path) -> tuple[BlockMesh | None, list[float], list[float]] | None:
    """The case's mesh (None when its blockMeshDict cannot be read) and the low and high
    corner of its points: the blockMeshDict's vertices, else the macro-expanded ones; None
    when neither gives a point."""
    mesh = read_block_mesh(root)
    points = mesh.points if mesh is not None and mesh.points else _expanded_points(root)
    if not points:
        return None
    return (mesh, [min(point[axis] for point in points) for axis in range(3)],
            [max(point[axis] for point in points) for axis in range(3)])


def _expanded_points(root: Path) -> list[Vector]:
    """The blockMeshDict's vertices with their ``$variables`` expanded, in metres (the disc
    tutorials write ``(0 $y1 0)``), or nothing when one stays unread."""
    path = root / "system" / "blockMeshDict"
    entries = entries_of(path)
    if entries is None or not isinstance(entries.get("vertices"), list):
        return []
    seen = variables(path)
    scale = number_of(expanded(entries.get("scale", entries.get("convertToMeters", 1)),
                               seen)) or 1.0
    points: list[Vector] = []
    for vertex in entries["vertices"]:
        numbers = [number_of(expanded(item, seen)) for item in (
            vertex if isinstance(vertex, list | tuple) else [])]
        if len(numbers) != 3 or any(number is None for number in numbers):
            return []
        points.append((float(numbers[0] or 0) * scale, float(numbers[1] or 0) * scale,
                       float(numbers[2] or 0) * scale))
    return points
