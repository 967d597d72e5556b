"""A stated liquid column's width and height into the box ``system/setFieldsDict`` fills.

Why: damBreak's water column is the ``boxToCell`` that sets ``alpha.water 1`` (0.1461 m wide,
0.292 m high); "water column 0.3 m wide and 0.6 m high" was left not understood and the
tutorial's column ran. Here the box keeps the wall and the floor it stands on and takes the
stated size: the height along gravity (``constant/g``), the width across it. A column larger
than the tank is refused with the tank's size, never clipped silently.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.agents.authors.editors.phase_layout import edit_phase_layout
from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.fill_sizes import FillTarget, fill_targets, fraction_targets
from foam_agent.agents.spec.region_value import ColumnShare, FillFraction, LiquidLevel
from foam_agent.agents.spec.stated import Requirements, Stated
from foam_agent.foamcase.case.liquid_column import (
    ON_WALL,
    LiquidBox,
    level_refusal,
    liquid_box,
    surface_of,
)
from foam_agent.foamcase.case.set_fields import SET_FIELDS, values_of
from foam_agent.foamcase.case.values import same, tidy

_AXES = "xyz"


def edit_column(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Resize the liquid box of setFieldsDict to the stated column width and height, or to
    the shares of the tank a fill is said in."""
    if requirements.column_share is not None:
        _edit_fill(root, requirements, requirements.column_share, report)
    if requirements.liquid_level is not None:
        _edit_level(root, requirements.liquid_level, report)
    edit_phase_layout(root, requirements, report)
    if requirements.fill_fraction is not None:
        _edit_fraction(root, requirements, requirements.fill_fraction, report)
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


def _edit_fill(root: Path, requirements: Requirements, fill: ColumnShare,
               report: EditReport) -> None:
    """Each share of the fill as the box's size along its axis, against the stated end (a
    share the case's tank makes metres of; a size in metres stated too wins)."""
    found = fill_targets(fill, requirements, root)
    if isinstance(found, str):
        report.skip("liquid fill", fill.source, found)
        return
    box, targets = found
    stated = {"width": requirements.column_width, "height": requirements.column_height}
    path = root / SET_FIELDS
    with report.parsing(root, path, "liquid fill", fill.source), FoamFile(path) as file:
        low, high = list(box.low), list(box.high)
        written: dict[int, FillTarget] = {}
        for target in targets:
            if stated[target.name] is not None:
                continue
            axis = target.axis
            first = written.setdefault(axis, target)
            if first is not target:
                if abs(first.size - target.size) > 1e-6 * max(first.size, 1.0):
                    report.skip(f"liquid fill {target.name}", fill.source,
                                f"{target.formula} makes it {target.size:.6g} m, but "
                                f"{first.formula} makes it {first.size:.6g} m")
                continue
            previous = box.size(axis)
            if target.from_low:
                low[axis] = box.lows[axis]
                high[axis] = box.lows[axis] + target.size
            else:
                high[axis] = box.highs[axis]
                low[axis] = box.highs[axis] - target.size
            report.edit(Edit(f"liquid fill {target.name}", SET_FIELDS,
                             ("regions", "boxToCell", "box"), tidy(target.size), tidy(previous),
                             f"{fill.source}: {target.formula}",
                             changed=abs(previous - target.size) > 1e-9,
                             where=f"regions/boxToCell/box ({_AXES[axis]})"))
        regions: Any = file["regions"]
        label, body = regions[box.index]
        body["box"] = ([tidy(item) for item in low], [tidy(item) for item in high])
        regions[box.index] = (label, body)
        file["regions"] = regions


def _edit_level(root: Path, level: LiquidLevel, report: EditReport) -> None:
    """Put the liquid box's upper face (along gravity) at the stated surface, or say why not
    (``level_refusal``)."""
    box = liquid_box(root)
    if isinstance(box, str):
        report.skip("liquid level", level.source, box)
        return
    refusal = level_refusal(box, level.level, level.axis)
    if refusal is not None:
        report.skip("liquid level", level.source, refusal)
        return
    axis = box.vertical
    path = root / SET_FIELDS
    with report.parsing(root, path, "liquid level", level.source), FoamFile(path) as file:
        low, high = list(box.low), list(box.high)
        previous = surface_of(box)
        if box.floor_low:
            high[axis] = level.level
        else:
            low[axis] = level.level
        regions: Any = file["regions"]
        label, body = regions[box.index]
        body["box"] = ([tidy(item) for item in low], [tidy(item) for item in high])
        regions[box.index] = (label, body)
        file["regions"] = regions
    report.edit(Edit("liquid level", SET_FIELDS, ("regions", "boxToCell", "box"),
                     tidy(level.level), tidy(previous), level.source,
                     changed=abs(previous - level.level) > 1e-9,
                     where=f"regions/boxToCell/box ({'high' if box.floor_low else 'low'} "
                           f"{_AXES[axis]})"))


def _edit_fraction(root: Path, requirements: Requirements, fraction: FillFraction,
                   report: EditReport) -> None:
    """The filled box's own phase fraction set to the stated one, and the one other phase the
    box lists to the rest (fractions add up to one); a phase word that is not the box's phase
    in this case, or a box listing more phases than two, is said and left."""
    found = fraction_targets(fraction, requirements, root)
    if isinstance(found, str):
        report.skip("phase fraction of the fill", fraction.source, found)
        return
    box, targets = found
    path = root / SET_FIELDS
    with report.parsing(root, path, "phase fraction of the fill", fraction.source), \
            FoamFile(path) as file:
        regions: Any = file["regions"]
        label, body = regions[box.index]
        listed = list(body.get("fieldValues") or [])
        for field, value, why in targets:
            previous = values_of(listed).get(field)
            for index in range(0, len(listed) - 2, 3):
                if str(listed[index + 1]) == field:
                    listed[index + 2] = tidy(value)
            report.edit(Edit(field, SET_FIELDS, ("regions", str(label), "fieldValues", field),
                             tidy(value), previous, f"{fraction.source}{why}",
                             changed=previous is None or not same(previous, value)))
        body["fieldValues"] = listed
        regions[box.index] = (label, body)
        file["regions"] = regions


def _resize(box: LiquidBox, axis: int, name: str, size: Stated[float], low: list[float],
            high: list[float], report: EditReport) -> None:
    """Move the box's free face along ``axis`` so the column is ``size`` there, keeping the
    face on the wall (or floor) it stands on; refuse a column the tank cannot hold."""
    quantity = f"liquid column {name}"
    if size.value > box.room(axis) + ON_WALL:
        report.skip(quantity, size.source, _too_big(box, axis, name, size.value))
        return
    previous = box.size(axis)
    from_low = (box.floor_low if axis == box.vertical
                else box.low[axis] <= box.lows[axis] + ON_WALL
                or box.high[axis] < box.highs[axis] - ON_WALL)
    if from_low:
        low[axis] = max(box.low[axis], box.lows[axis])
        high[axis] = min(low[axis] + size.value, box.highs[axis])
        low[axis] = high[axis] - size.value
        entry = f"regions/boxToCell/box (high {_AXES[axis]})"
    else:
        high[axis] = min(box.high[axis], box.highs[axis])
        low[axis] = high[axis] - size.value
        entry = f"regions/boxToCell/box (low {_AXES[axis]})"
    report.edit(Edit(quantity, SET_FIELDS, ("regions", "boxToCell", "box"), tidy(size.value),
                     tidy(previous), size.source, changed=abs(previous - size.value) > 1e-9,
                     where=entry))


def _too_big(box: LiquidBox, axis: int, name: str, value: float) -> str:
    """Why a column of ``value`` m along ``axis`` is not set: the tank's size there."""
    extent = "high" if name == "height" else "wide"
    return (f"the tank is {box.room(axis):.6g} m {extent} ({_AXES[axis]} from "
            f"{box.lows[axis]:.6g} to {box.highs[axis]:.6g} m): a {value:g} m {name} column "
            f"does not fit, so the case's {box.size(axis):.6g} m stays")
