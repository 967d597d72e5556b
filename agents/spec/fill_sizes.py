"""A fill said as shares of the tank (``ColumnShare``), in the followed case's metres: the box
setFields fills, which axis each share is along, and which end it stands on.

Why one module for the editor and the audit: both must turn "the left third of the tank" into
the same box of the same case (its extent from the blockMeshDict, up from ``constant/g``, the
phase the box fills from setFieldsDict), or the audit would pass a box the editor never wrote.
A fill of the other phase ("the left third holds the fresh water" where the box holds the sea
water) is the box's complement, when the box spans the tank's height.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.agents.spec.phase_binding import phase_binding
from foam_agent.agents.spec.region_value import ColumnShare
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import entries_of
from foam_agent.foamcase.case.liquid_column import LiquidBox, liquid_box
from foam_agent.foamcase.case.phases import case_phases
from foam_agent.foamcase.case.set_fields import SET_FIELDS, values_of
from foam_agent.foamcase.case.values import number_of


@dataclass(frozen=True)
class FillTarget:
    """One side of the box a share sets.

    Attributes:
        name: ``width`` or ``height``.
        axis: The case's axis it is along.
        size: The box's size along it, metres.
        from_low: The box stands against the low end of the axis (left, or the floor).
        formula: How the size follows from the share and the tank.
    """

    name: str
    axis: int
    size: float
    from_low: bool
    formula: str


def box_phase(root: Path, box: LiquidBox) -> str | None:
    """The phase the box fills: ``alpha.P 1`` is P; ``alpha.P 0`` (bubbleColumn's water,
    where the box takes the air out) is the other of two phases."""
    entries: Any = entries_of(root / SET_FIELDS) or {}
    regions = entries.get("regions") or []
    body = regions[box.index][1] if box.index < len(regions) else {}
    phases = [item.name for item in case_phases(root)]
    for field, value in values_of(body.get("fieldValues")).items():
        number = number_of(value)
        if not field.startswith("alpha.") or number is None:
            continue
        phase = field.partition(".")[2]
        if number >= 0.5:
            return phase
        others = [item for item in phases if item != phase]
        return others[0] if len(others) == 1 else None
    return None


def fill_targets(fill: ColumnShare, requirements: Requirements, root: Path
                 ) -> tuple[LiquidBox, list[FillTarget]] | str:
    """The liquid box and what each share makes of it, or why the fill cannot be set."""
    box = liquid_box(root)
    if isinstance(box, str):
        return box
    holds = box_phase(root, box)
    complement = False
    if fill.fluid is not None and holds is not None:
        words = [item.phase for item in requirements.properties] + [fill.fluid]
        named = phase_binding(words, root, requirements.properties).get(fill.fluid)
        if named is not None and named != holds:
            if fill.height is not None or (fill.width is None and fill.at is None):
                return (f"the {fill.fluid} is the case's {named}, but the box setFields fills "
                        f"holds {holds}: a share of both width and height of the other phase "
                        "is no box")
            complement = True
    targets: list[FillTarget] = []
    if fill.width is not None:
        share = 1 - fill.width if complement else fill.width
        room = box.room(box.across)
        from_low = box.low[box.across] <= box.lows[box.across] + 1e-6 if fill.side is None \
            else (fill.side == "low") != complement
        of = f"1 - {fill.width:g} (the {fill.fluid} is the other phase)" if complement \
            else f"{fill.width:g}"
        targets.append(FillTarget("width", box.across, share * room, from_low,
                                  f"{of} x the tank's {room:.6g} m along {'xyz'[box.across]}"))
    if fill.at is not None and fill.width is None:
        room = box.room(box.across)
        from_low = (fill.side == "low") != complement
        size = room - fill.at if complement else fill.at
        targets.append(FillTarget("width", box.across, size, from_low,
                                  f"the gate {fill.at:g} m from the "
                                  f"{'left' if fill.side == 'low' else 'right'} end"
                                  + (f" (the {fill.fluid} is the other phase: the rest of "
                                     f"the tank's {room:.6g} m)" if complement else "")))
    if fill.height is not None:
        room = box.room(box.vertical)
        targets.append(FillTarget("height", box.vertical, fill.height * room, box.floor_low,
                                  f"{fill.height:g} x the tank's {room:.6g} m along "
                                  f"{'xyz'[box.vertical]}"))
    return box, targets
