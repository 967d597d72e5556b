"""Audit rows of a stated liquid column: its width and height measured on the box
``system/setFieldsDict`` fills with liquid, clipped to the tank.

Why: the column is no boundary value and no domain size, so no other row can check it; a
column the tank cannot hold is unmet with the tank's size, not "not understood".
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.spec.fill_sizes import fill_targets, fraction_targets
from foam_agent.agents.spec.layout_boxes import place_layout, region_of
from foam_agent.agents.spec.stated import Requirements, format_number
from foam_agent.foamcase.case.files import entries_of
from foam_agent.foamcase.case.liquid_column import level_refusal, liquid_box, surface_of
from foam_agent.foamcase.case.set_fields import SET_FIELDS, values_of
from foam_agent.foamcase.case.values import number_of, numbers_of

#: Relative tolerance of a size (setFieldsDict prints 6 or more digits).
_TOLERANCE = 1e-6


def column_rows(requirements: Requirements, root: Path) -> list[AuditRow]:
    """One row for a stated column width and one for a stated column height, one for each
    share of the tank a fill is said in, and one for a stated surface level."""
    rows = _fill_rows(requirements, root) + _level_rows(requirements, root) + layout_rows(
        requirements, root) + _fraction_rows(requirements, root)
    stated = [(name, size) for name, size in (("width", requirements.column_width),
                                              ("height", requirements.column_height))
              if size is not None]
    if not stated:
        return rows
    box = liquid_box(root)
    for name, size in stated:
        requirement = f"liquid column {name} (m)"
        if isinstance(box, str):
            rows.append(AuditRow(requirement=requirement, phrase=size.source,
                                 expected=format_number(size.value), met=False, note=box))
            continue
        axis = box.vertical if name == "height" else box.across
        found = box.size(axis)
        room = box.room(axis)
        fits = size.value <= room * (1 + _TOLERANCE)
        rows.append(AuditRow(
            requirement=requirement, phrase=size.source, expected=format_number(size.value),
            file=SET_FIELDS, entry=f"regions/boxToCell/box ({'xyz'[axis]})",
            found=format_number(float(f"{found:.9g}")),
            met=abs(found - size.value) <= _TOLERANCE * size.value,
            note=(f"the liquid box's size along {'xyz'[axis]} inside the tank" if fits else
                  f"the tank is {room:.6g} m along {'xyz'[axis]}: a {size.value:g} m column "
                  "does not fit in it")))
    return rows


def _fill_rows(requirements: Requirements, root: Path) -> list[AuditRow]:
    """The fill's shares measured on the box: its size along each axis inside the tank and
    the end it stands against."""
    fill = requirements.column_share
    if fill is None:
        return []
    found = fill_targets(fill, requirements, root)
    if isinstance(found, str):
        return [AuditRow(requirement="liquid fill (share of the tank)", phrase=fill.source,
                         expected=fill.describe(), met=False, note=found)]
    box, targets = found
    rows: list[AuditRow] = []
    for target in targets:
        if {"width": requirements.column_width,
                "height": requirements.column_height}[target.name] is not None:
            continue  # a size in metres stated too is checked by its own row
        axis = target.axis
        size = box.size(axis)
        end = box.lows[axis] if target.from_low else box.highs[axis]
        edge = max(box.low[axis], box.lows[axis]) if target.from_low \
            else min(box.high[axis], box.highs[axis])
        on_end = abs(edge - end) <= _TOLERANCE * max(box.room(axis), 1.0)
        rows.append(AuditRow(
            requirement=f"liquid fill {target.name} (m)", phrase=fill.source,
            expected=format_number(float(f"{target.size:.9g}")), file=SET_FIELDS,
            entry=f"regions/boxToCell/box ({'xyz'[axis]})",
            found=format_number(float(f"{size:.9g}")),
            met=abs(size - target.size) <= _TOLERANCE * max(target.size, 1e-9) and on_end,
            note=target.formula + ("" if on_end else f"; the box does not stand against the "
                                   f"{'low' if target.from_low else 'high'} end")))
    return rows


def _fraction_rows(requirements: Requirements, root: Path) -> list[AuditRow]:
    """A stated phase fraction of the filled box held against the box's fractions, or one
    unmet row saying why it has no place in this case."""
    fraction = requirements.fill_fraction
    if fraction is None:
        return []
    requirement = f"volume fraction of {fraction.phase} in the filled box"
    found = fraction_targets(fraction, requirements, root)
    if isinstance(found, str):
        return [AuditRow(requirement=requirement, phrase=fraction.source,
                         expected=format_number(fraction.value), met=False, note=found)]
    box, targets = found
    entries: Any = entries_of(root / SET_FIELDS) or {}
    label, body = (entries.get("regions") or [])[box.index]
    held = values_of(body.get("fieldValues"))
    rows = []
    for field, value, why in targets:
        number = number_of(held.get(field))
        rows.append(AuditRow(
            requirement=f"{field} of the filled box", phrase=fraction.source,
            expected=format_number(value), file=SET_FIELDS,
            entry=f"regions/{label}/fieldValues/{field}",
            found=None if number is None else format_number(number),
            met=number is not None and abs(number - value) <= _TOLERANCE * max(value, 1.0),
            note=why.strip(" ()")))
    return rows


def _level_rows(requirements: Requirements, root: Path) -> list[AuditRow]:
    """The stated surface measured on the box: its face against gravity at the level, on
    the axis the words name (a level the case cannot hold is unmet with why)."""
    level = requirements.liquid_level
    if level is None:
        return []
    requirement = "liquid level (m)"
    box = liquid_box(root)
    if isinstance(box, str):
        return [AuditRow(requirement=requirement, phrase=level.source,
                         expected=format_number(level.level), met=False, note=box)]
    found = surface_of(box)
    refusal = level_refusal(box, level.level, level.axis)
    return [AuditRow(
        requirement=requirement, phrase=level.source, expected=format_number(level.level),
        file=SET_FIELDS, entry=f"regions/boxToCell/box ({'xyz'[box.vertical]})",
        found=format_number(float(f"{found:.9g}")),
        met=refusal is None and abs(found - level.level) <= _TOLERANCE * max(
            abs(level.level), 1.0),
        note=refusal or "the face of the liquid box against gravity")]


def layout_rows(requirements: Requirements, root: Path) -> list[AuditRow]:
    """The phases' stated boxes measured on setFieldsDict: each box's corners on the axes
    the words place, the rest's phase in the defaults, and no box left of a phase the
    request gives to the rest."""
    layout = requirements.phase_layout
    if layout is None:
        return []
    placed = place_layout(layout, requirements, root)
    if isinstance(placed, str):
        return [AuditRow(requirement="phases' boxes at the start", phrase=layout.source,
                         expected=layout.describe(), met=False, note=placed)]
    entries: Any = entries_of(root / SET_FIELDS) or {}
    regions = entries.get("regions") if isinstance(entries.get("regions"), list) else []
    rows: list[AuditRow] = []
    for box in placed.boxes:
        index = region_of(regions, box.phase)
        corners = [numbers_of(list(corner)) for corner in regions[index][1].get("box") or ()] \
            if index is not None else []
        written = [corner for corner in corners if corner is not None and len(corner) == 3]
        expected = ", ".join(f"{'xyz'[axis]} {box.low[axis]:.6g} to {box.high[axis]:.6g}"
                             for axis in box.axes)
        found = ", ".join(f"{'xyz'[axis]} {written[0][axis]:.6g} to {written[1][axis]:.6g}"
                          for axis in box.axes) if len(written) == 2 else None
        met = found is not None and all(
            abs(written[0][axis] - box.low[axis]) <= _TOLERANCE * 10
            and abs(written[1][axis] - box.high[axis]) <= _TOLERANCE * 10
            for axis in box.axes)
        rows.append(AuditRow(requirement=f"setFields box of {box.phase} (m)",
                             phrase=layout.source, expected=expected, file=SET_FIELDS,
                             entry="regions/boxToCell/box", found=found or "no box",
                             met=met, note=box.words))
    if placed.rest is not None:
        value = number_of(values_of(entries.get("defaultFieldValues")).get(
            f"alpha.{placed.rest}"))
        rows.append(AuditRow(requirement=f"alpha.{placed.rest} of setFields' defaults",
                             phrase=layout.source, expected="1", file=SET_FIELDS,
                             entry=f"defaultFieldValues/alpha.{placed.rest}",
                             found="no entry" if value is None else format_number(value),
                             met=value == 1, note="every cell no box selects"))
    for phase in placed.others:
        left = region_of(regions, phase)
        rows.append(AuditRow(requirement=f"no setFields box of {phase}", phrase=layout.source,
                             expected="none", file=SET_FIELDS, entry="regions",
                             found="none" if left is None else f"region {left}",
                             met=left is None,
                             note=f"the request gives every cell but its boxes to the "
                                  f"{placed.rest}"))
    return rows
