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
from foam_agent.agents.spec.region_value import ColumnShare, FillFraction
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
    words = [item.phase for item in requirements.properties] + [fill.fluid, fill.rest]
    binding = phase_binding(words, root, requirements.properties)
    named = binding.get(fill.fluid) if fill.fluid is not None else None
    if holds is not None and named is not None and named != holds:
        if fill.height is not None or (fill.width is None and fill.at is None):
            return (f"the {fill.fluid} is the case's {named}, but the box setFields fills "
                    f"holds {holds}: a share of both width and height of the other phase "
                    "is no box")
        complement = True
    rest = binding.get(fill.rest) if fill.rest is not None else None
    if rest is not None and rest == (named or holds):
        return (f"the {fill.rest} said of the rest of the tank is the case's {rest}, the phase "
                f"the {fill.fluid or 'fill'} is too: the two sides are no two phases")
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
    if fill.gate is not None and fill.gate[0] != box.across:
        return (f"the gate at {'xyz'[fill.gate[0]]} = {fill.gate[1]:g} m does not part the "
                f"tank along its length ({'xyz'[box.across]}, from {box.lows[box.across]:.6g} "
                f"to {box.highs[box.across]:.6g} m)")
    if fill.at is not None and fill.width is None:
        targets.extend(_side_targets(fill, box, complement))
    if fill.height is not None:
        room = box.room(box.vertical)
        targets.append(FillTarget("height", box.vertical, fill.height * room, box.floor_low,
                                  f"{fill.height:g} x the tank's {room:.6g} m along "
                                  f"{'xyz'[box.vertical]}"))
    for target in targets:
        if not 0 < target.size <= box.room(target.axis) * (1 + 1e-6):
            return (f"{target.formula}: a {target.size:.6g} m {target.name} the case's tank "
                    f"({box.room(target.axis):.6g} m along {'xyz'[target.axis]}) cannot hold")
    return box, targets


def _side_targets(fill: ColumnShare, box: LiquidBox, complement: bool) -> list[FillTarget]:
    """The box's size across the tank from a fill said in metres from one end: its own
    length, the rest's length from the other end, and the gate's coordinate, each a target
    (lengths that disagree leave one unmet)."""
    at = fill.at or 0.0
    room = box.room(box.across)
    from_low = (fill.side == "low") != complement
    end = "left" if fill.side == "low" else "right"
    targets = [FillTarget("width", box.across, room - at if complement else at, from_low,
                          f"the {fill.fluid or 'fill'} {at:g} m from the {end} end"
                          + (f" (the {fill.fluid} is the other phase: the rest of the tank's "
                             f"{room:.6g} m)" if complement else ""))]
    if fill.rest_at is not None:
        targets.append(FillTarget("width", box.across,
                                  fill.rest_at if complement else room - fill.rest_at,
                                  from_low, f"the tank's {room:.6g} m less the "
                                  f"{fill.rest or 'rest'}'s {fill.rest_at:g} m from the other "
                                  "end" if not complement else
                                  f"the {fill.rest or 'rest'}'s {fill.rest_at:g} m from the "
                                  "other end"))
    if fill.gate is not None:
        coordinate = fill.gate[1]
        size = coordinate - box.lows[box.across] if from_low \
            else box.highs[box.across] - coordinate
        targets.append(FillTarget("width", box.across, size, from_low,
                                  f"the gate at {'xyz'[box.across]} = {coordinate:g} m"))
    return targets


def fraction_targets(fraction: FillFraction, requirements: Requirements, root: Path
                     ) -> tuple[LiquidBox, list[tuple[str, float, str]]] | str:
    """The liquid box and each phase fraction a stated fill fraction sets in it (field,
    value, why), or why it sets none: the phase word must be the box's own phase in this
    case (``phase_binding``), and a second phase the box lists takes the rest only when it is
    the only other one. Only fractions the box lists are set."""
    box = liquid_box(root)
    if isinstance(box, str):
        return box
    holds = box_phase(root, box)
    words = [item.phase for item in requirements.properties] + [fraction.phase]
    named = phase_binding(words, root, requirements.properties).get(fraction.phase)
    if holds is None or named != holds:
        return (f"the {fraction.phase} is {'no phase' if named is None else named} of this "
                f"case, and the box setFields fills holds "
                f"{holds or 'no one phase'}: the fraction has no place")
    entries: Any = entries_of(root / SET_FIELDS) or {}
    body = (entries.get("regions") or [])[box.index][1]
    listed = [field for field in values_of(body.get("fieldValues"))
              if field.startswith("alpha.")]
    others = [field for field in listed if field != f"alpha.{holds}"]
    if len(others) > 1:
        return (f"the box setFields fills lists {len(listed)} phases ({', '.join(listed)}): "
                "which of the others takes the rest is not said")
    # Only the fractions the box lists: bubbleColumn's box lists the air it takes out
    # (alpha.air 0), and its water is the rest of the air.
    targets = [(field, fraction.value, "") for field in listed if field not in others]
    targets += [(field, 1 - fraction.value, " (the rest of the box: fractions add up to 1)")
                for field in others]
    return box, targets
