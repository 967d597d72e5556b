"""A layout of phases at the start (``PhaseLayout``) in the followed case's own terms: each
box's phase (the case's name for its fluid), the setFields region that fills that phase, and
the box's corners in the case's metres; the phase of every other cell.

Why one module for the editor and the audit: both must place "a 6 cm layer of mercury at the
bottom of the left 15 cm" in the same tank (the blockMeshDict's extent, up from
``constant/g``, across along the tank's level axis) and in the same region (the one box that
fills that phase), or the audit would pass a box the editor never wrote. A fluid the case has
no phase for, a phase with no box of its own, or a box the tank cannot hold is why the layout
is not set, never a box guessed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.agents.spec.phase_binding import phase_binding
from foam_agent.agents.spec.region_value import PhaseBox, PhaseLayout
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.blockmesh import read_block_mesh
from foam_agent.foamcase.case.files import entries_of
from foam_agent.foamcase.case.phases import case_phases
from foam_agent.foamcase.case.set_fields import SET_FIELDS, values_of
from foam_agent.foamcase.case.values import number_of, numbers_of, vector_of

#: How far (m) a box may reach past the tank: the tutorials' boxes end on its walls.
_ON_WALL = 1e-6


@dataclass(frozen=True)
class LayoutBox:
    """One stated box placed in the case.

    Attributes:
        phase: The case's phase it fills.
        index: Its region's place in setFieldsDict's ``regions``.
        low, high: The corners to hold: the stated axes placed, the others the region's own.
        axes: The axes the request places (across and up).
        words: How the corners follow from the words and the tank.
    """

    phase: str
    index: int
    low: tuple[float, float, float]
    high: tuple[float, float, float]
    axes: tuple[int, int]
    words: str


@dataclass(frozen=True)
class PlacedLayout:
    """The layout's boxes placed, the phase of every other cell, and the regions of phases
    the request leaves out (filled by none of its words, so the rest's)."""

    boxes: tuple[LayoutBox, ...]
    rest: str | None
    others: tuple[str, ...]


def place_layout(layout: PhaseLayout, requirements: Requirements, root: Path
                 ) -> PlacedLayout | str:
    """The layout in the case at ``root``, or why it cannot be set there."""
    entries: Any = entries_of(root / SET_FIELDS)
    if not entries:
        return "the case has no system/setFieldsDict: it fills no phase's box"
    phases = [item.name for item in case_phases(root)]
    if len(phases) < 2:
        return "the case keeps no phases of its own to fill boxes with"
    words = [item.phase for item in requirements.properties] + [
        box.fluid for box in layout.boxes] + ([layout.rest] if layout.rest else [])
    binding = phase_binding(words, root, requirements.properties)
    fluids = list(dict.fromkeys([box.fluid for box in layout.boxes]
                                + ([layout.rest] if layout.rest else [])))
    unbound = [fluid for fluid in fluids if fluid not in binding]
    if unbound:
        return (f"the case's phases are {', '.join(phases)}: none is the "
                f"{' or the '.join(unbound)}")
    if len({binding[fluid] for fluid in fluids}) != len(fluids):
        return (f"the case's phases are {', '.join(phases)}: "
                + ", ".join(f"the {fluid} would be {binding[fluid]}" for fluid in fluids)
                + ", no phase of its own each")
    frame = _frame(root)
    if isinstance(frame, str):
        return frame
    regions = entries.get("regions") if isinstance(entries.get("regions"), list) else []
    boxes: list[LayoutBox] = []
    for box in layout.boxes:
        phase = binding[box.fluid]
        index = region_of(regions, phase)
        if index is None:
            return f"the case's setFieldsDict has no one box that fills {phase}"
        placed = _corners(box, frame, regions[index][1].get("box"))
        if isinstance(placed, str):
            return placed
        across = frame.across if box.axis is None else box.axis
        boxes.append(LayoutBox(phase, index, placed[0], placed[1], (across, frame.vertical),
                               placed[2]))
    if len({box.index for box in boxes}) != len(boxes):
        return "two stated boxes fill one phase; the case keeps one box for each phase"
    stated = {box.phase for box in boxes}
    rest = binding[layout.rest] if layout.rest else None
    others = tuple(phase for phase in phases if phase not in stated and phase != rest) \
        if rest is not None else ()
    return PlacedLayout(tuple(boxes), rest, others)


@dataclass(frozen=True)
class _Frame:
    lows: tuple[float, float, float]
    highs: tuple[float, float, float]
    vertical: int
    floor_low: bool
    across: int


def _frame(root: Path) -> _Frame | str:
    """The tank: its extent, the axis gravity acts along, and the level axis across it."""
    mesh = read_block_mesh(root)
    gravity = vector_of((entries_of(root / "constant" / "g") or {}).get("value"))
    if mesh is None:
        return "the case's blockMeshDict cannot be read for the tank's size"
    if gravity is None or not any(gravity):
        return "the case has no constant/g: no up and down to stack layers along"
    vertical = max(range(3), key=lambda axis: abs(gravity[axis]))
    level = [axis for axis in range(3) if axis not in (vertical, mesh.flat_axis)]
    lows = tuple(min(point[axis] for point in mesh.points) for axis in range(3))
    highs = tuple(max(point[axis] for point in mesh.points) for axis in range(3))
    return _Frame((lows[0], lows[1], lows[2]), (highs[0], highs[1], highs[2]), vertical,
                  gravity[vertical] < 0, (level or [0])[0])


def region_of(regions: list[Any], phase: str) -> int | None:
    """The one boxToCell region that fills ``phase`` (sets its fraction to 1)."""
    found = [index for index, item in enumerate(regions)
             if isinstance(item, tuple) and len(item) == 2 and item[0] == "boxToCell"
             and isinstance(item[1], Mapping)
             and (number_of(values_of(item[1].get("fieldValues")).get(f"alpha.{phase}"))
                  or 0.0) >= 0.5]
    return found[0] if len(found) == 1 else None


def _corners(box: PhaseBox, frame: _Frame, written: Any
             ) -> tuple[tuple[float, float, float], tuple[float, float, float], str] | str:
    """The box's corners: across and up placed from the words, the third axis the region's
    own; or why the tank cannot hold it."""
    corners = [numbers_of(list(corner)) for corner in written or ()]
    if len(corners) != 2 or any(corner is None or len(corner) != 3 for corner in corners):
        return f"the case's box of {box.fluid} has no two corners to place"
    low, high = [list(corner or ()) for corner in corners]
    across = frame.across if box.axis is None else box.axis
    if across == frame.vertical:
        return (f"{'xyz'[across]} is the case's up and down: the {box.fluid}'s part across "
                "the tank is no height")
    if box.end == "coordinates":
        low[across], high[across] = box.across
    elif box.end == "low":
        low[across], high[across] = (frame.lows[across] + box.across[0],
                                     frame.lows[across] + box.across[1])
    else:
        low[across], high[across] = (frame.highs[across] - box.across[1],
                                     frame.highs[across] - box.across[0])
    up = frame.vertical
    if frame.floor_low:
        low[up], high[up] = frame.lows[up] + box.up[0], frame.lows[up] + box.up[1]
    else:
        low[up], high[up] = frame.highs[up] - box.up[1], frame.highs[up] - box.up[0]
    for axis in (across, up):
        if low[axis] < frame.lows[axis] - _ON_WALL or high[axis] > frame.highs[axis] + _ON_WALL:
            return (f"the {box.fluid}'s box ({'xyz'[axis]} {low[axis]:.6g} to "
                    f"{high[axis]:.6g} m) does not fit the tank ({'xyz'[axis]} "
                    f"{frame.lows[axis]:.6g} to {frame.highs[axis]:.6g} m)")
    words = (f"{box.describe()}: {'xyz'[across]} {low[across]:.6g} to {high[across]:.6g} m, "
             f"{'xyz'[up]} {low[up]:.6g} to {high[up]:.6g} m in the tank")
    return (low[0], low[1], low[2]), (high[0], high[1], high[2]), words
