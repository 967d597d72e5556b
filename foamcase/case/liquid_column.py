"""The liquid column of a free-surface case: the one box ``system/setFieldsDict`` fills with a
phase, measured against the tank (the blockMeshDict's extent) and gravity (``constant/g``).

Why here: damBreak's water column is a ``boxToCell`` that sets ``alpha.water 1``; the editor
that resizes it to a stated width and height and the audit that measures it must find the
same box and the same up and down.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.blockmesh import read_block_mesh
from foam_agent.foamcase.case.files import parse
from foam_agent.foamcase.case.set_fields import SET_FIELDS, values_of
from foam_agent.foamcase.case.values import number_of, numbers_of, vector_of

#: How close (m) a box face must be to a wall to stand on it.
ON_WALL = 1e-6


@dataclass(frozen=True)
class LiquidBox:
    """The one box setFields fills with liquid, the case's extent, and its axes.

    Attributes:
        index: The box's place in ``regions``.
        low, high: The box's corners as written.
        lows, highs: The domain's bounding box (from the blockMeshDict's vertices).
        vertical: The axis gravity acts along; ``floor_low`` when it points to its low end.
        across: The horizontal axis the column's width is measured along.
    """

    index: int
    low: tuple[float, float, float]
    high: tuple[float, float, float]
    lows: tuple[float, float, float]
    highs: tuple[float, float, float]
    vertical: int
    floor_low: bool
    across: int

    def size(self, axis: int) -> float:
        """The column's size along ``axis``: the box clipped to the domain."""
        return max(0.0, min(self.high[axis], self.highs[axis])
                   - max(self.low[axis], self.lows[axis]))

    def room(self, axis: int) -> float:
        """The tank's size along ``axis``."""
        return self.highs[axis] - self.lows[axis]


def liquid_box(root: Path) -> LiquidBox | str:
    """The box of ``system/setFieldsDict`` that fills the liquid, or why there is none."""
    parsed = parse(root / SET_FIELDS) if (root / SET_FIELDS).is_file() else None
    if parsed is None:
        return "the case has no system/setFieldsDict: no liquid column is set in it"
    entries: Any = parsed.as_dict()
    defaults = values_of(entries.get("defaultFieldValues"))
    regions = entries.get("regions")
    found = [(index, item[1]) for index, item in enumerate(
        regions if isinstance(regions, list) else [])
        if isinstance(item, tuple) and len(item) == 2 and item[0] == "boxToCell"
        and isinstance(item[1], Mapping) and _fills_phase(item[1], defaults)]
    if len(found) != 1:
        return ("the case's setFieldsDict fills no box with liquid" if not found else
                f"the case's setFieldsDict fills {len(found)} boxes with phases: no single "
                "liquid column to size")
    index, body = found[0]
    corners = [numbers_of(list(corner)) for corner in body.get("box") or ()]
    mesh = read_block_mesh(root)
    gravity = vector_of(_gravity(root))
    if len(corners) != 2 or any(corner is None or len(corner) != 3 for corner in corners):
        return "the liquid box of setFieldsDict has no two corners to resize"
    if mesh is None or gravity is None or not any(gravity):
        return ("the case's blockMeshDict cannot be read for the tank's size" if mesh is None
                else "the case has no constant/g: no up and down to measure the height along")
    low, high = corners
    assert low is not None and high is not None
    vertical = max(range(3), key=lambda axis: abs(gravity[axis]))
    lows = tuple(min(point[axis] for point in mesh.points) for axis in range(3))
    highs = tuple(max(point[axis] for point in mesh.points) for axis in range(3))
    level = [axis for axis in range(3) if axis not in (vertical, mesh.flat_axis)]
    narrower = [axis for axis in level
                if max(low[axis], lows[axis]) > lows[axis] + ON_WALL
                or min(high[axis], highs[axis]) < highs[axis] - ON_WALL]
    across = (narrower or level or [0])[0]
    return LiquidBox(index, (low[0], low[1], low[2]), (high[0], high[1], high[2]),
                     (lows[0], lows[1], lows[2]), (highs[0], highs[1], highs[2]),
                     vertical, gravity[vertical] < 0, across)


def _fills_phase(body: Mapping[str, Any], defaults: Mapping[str, Any]) -> bool:
    """Whether a region sets a volume fraction other than its default (the liquid, or the gas
    taken out of it: bubbleColumn's box sets alpha.air 0)."""
    for field, value in values_of(body.get("fieldValues")).items():
        if field.startswith("alpha") and number_of(value) != number_of(defaults.get(field, 0)):
            return True
    return False


def _gravity(root: Path) -> Any:
    parsed = parse(root / "constant" / "g") if (root / "constant" / "g").is_file() else None
    return parsed.as_dict().get("value") if parsed is not None else None


def surface_of(box: LiquidBox) -> float:
    """The coordinate of the liquid box's face that faces up (against gravity): the liquid's
    surface where the box reaches into the tank."""
    return box.high[box.vertical] if box.floor_low else box.low[box.vertical]


def level_refusal(box: LiquidBox, level: float, axis: int | None) -> str | None:
    """Why a stated surface at ``level`` (m, along ``axis`` when the words name one) cannot be
    the box's upper face, or None when it can. The box's own lower face bounds it below, not
    the blockMeshDict's floor: a case may extrude its mesh past the blocks (waterChannel's
    channel bed lies below them), and the tutorials' boxes reach past the tank."""
    vertical = "xyz"[box.vertical]
    if axis is not None and axis != box.vertical:
        return (f"the case's gravity acts along {vertical}: a level along {'xyz'[axis]} is no "
                f"height in it, so its surface at {vertical} = {surface_of(box):g} m stays")
    bottom = box.low[box.vertical] if box.floor_low else box.high[box.vertical]
    top = box.highs[box.vertical] if box.floor_low else box.lows[box.vertical]
    below = level <= bottom if box.floor_low else level >= bottom
    above = level > top + ON_WALL if box.floor_low else level < top - ON_WALL
    if below:
        return (f"the liquid box's bottom is at {vertical} = {bottom:g} m: a surface at "
                f"{level:g} m leaves no liquid, so the case's {surface_of(box):g} m stays")
    if above:
        return (f"the tank's top is at {vertical} = {top:g} m: a surface at {level:g} m is "
                f"above it, so the case's {surface_of(box):g} m stays")
    return None
