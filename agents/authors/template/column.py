"""A stated liquid column's width and height into the box ``system/setFieldsDict`` fills.

Why: damBreak's water column is the ``boxToCell`` that sets ``alpha.water 1`` (0.1461 m wide,
0.292 m high); "water column 0.3 m wide and 0.6 m high" was left not understood and the
tutorial's column ran. Here the box keeps the wall and the floor it stands on and takes the
stated size: the height along gravity (``constant/g``), the width across it. A column larger
than the tank is refused with the tank's size, never clipped silently.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.agents.authors.template.regions import SET_FIELDS, values_of
from foam_agent.agents.authors.template.report import Edit, EditReport
from foam_agent.agents.spec.stated import Requirements, Stated
from foam_agent.foamcase.case.blockmesh import read_block_mesh
from foam_agent.foamcase.case.files import parse
from foam_agent.foamcase.case.values import number_of, numbers_of, tidy, vector_of

#: How close (m) a box face must be to a wall to stand on it.
_ON_WALL = 1e-6
_AXES = "xyz"


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
                if max(low[axis], lows[axis]) > lows[axis] + _ON_WALL
                or min(high[axis], highs[axis]) < highs[axis] - _ON_WALL]
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


def edit_column(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Resize the liquid box of setFieldsDict to the stated column width and height."""
    stated = [(name, size) for name, size in (("width", requirements.column_width),
                                              ("height", requirements.column_height))
              if size is not None]
    if not stated:
        return
    box = liquid_box(root)
    if isinstance(box, str):
        for name, size in stated:
            report.skip(f"liquid column {name}", size.source, box)
        return
    path = root / SET_FIELDS
    with report.parsing(root, path, "liquid column", "; ".join(s.source for _, s in stated)), \
            FoamFile(path) as file:
        low, high = list(box.low), list(box.high)
        for name, size in stated:
            _resize(box, box.vertical if name == "height" else box.across, name, size, low,
                    high, report)
        regions: Any = file["regions"]
        label, body = regions[box.index]
        body["box"] = ([tidy(item) for item in low], [tidy(item) for item in high])
        regions[box.index] = (label, body)
        file["regions"] = regions


def _resize(box: LiquidBox, axis: int, name: str, size: Stated[float], low: list[float],
            high: list[float], report: EditReport) -> None:
    """Move the box's free face along ``axis`` so the column is ``size`` there, keeping the
    face on the wall (or floor) it stands on; refuse a column the tank cannot hold."""
    quantity = f"liquid column {name}"
    if size.value > box.room(axis) + _ON_WALL:
        report.skip(quantity, size.source, _too_big(box, axis, name, size.value))
        return
    previous = box.size(axis)
    from_low = (box.floor_low if axis == box.vertical
                else box.low[axis] <= box.lows[axis] + _ON_WALL
                or box.high[axis] < box.highs[axis] - _ON_WALL)
    if from_low:
        low[axis] = max(box.low[axis], box.lows[axis])
        high[axis] = min(low[axis] + size.value, box.highs[axis])
        low[axis] = high[axis] - size.value
        entry = f"regions/boxToCell/box (high {_AXES[axis]})"
    else:
        high[axis] = min(box.high[axis], box.highs[axis])
        low[axis] = high[axis] - size.value
        entry = f"regions/boxToCell/box (low {_AXES[axis]})"
    report.edit(Edit(quantity, SET_FIELDS, entry, tidy(size.value), tidy(previous),
                     size.source, changed=abs(previous - size.value) > 1e-9))


def _too_big(box: LiquidBox, axis: int, name: str, value: float) -> str:
    """Why a column of ``value`` m along ``axis`` is not set: the tank's size there."""
    extent = "high" if name == "height" else "wide"
    return (f"the tank is {box.room(axis):.6g} m {extent} ({_AXES[axis]} from "
            f"{box.lows[axis]:.6g} to {box.highs[axis]:.6g} m): a {value:g} m {name} column "
            f"does not fit, so the case's {box.size(axis):.6g} m stays")
