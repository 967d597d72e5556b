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
from foam_agent.foamcase.case.blockmesh import read_block_mesh
from foam_agent.foamcase.case.sides import up_axis

Corners = tuple[list[float], list[float]]


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


def _middle(root: Path) -> dict[int, float]:
    """The middle of the domain along each axis (the blockMeshDict's vertices), or nothing
    when the mesh cannot be read."""
    mesh = read_block_mesh(root)
    if mesh is None or not mesh.points:
        return {}
    return {axis: (min(point[axis] for point in mesh.points)
                   + max(point[axis] for point in mesh.points)) / 2 for axis in range(3)}
