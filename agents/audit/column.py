"""Audit rows of a stated liquid column: its width and height measured on the box
``system/setFieldsDict`` fills with liquid, clipped to the tank.

Why: the column is no boundary value and no domain size, so no other row can check it; a
column the tank cannot hold is unmet with the tank's size, not "not understood".
"""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.spec.fill_sizes import fill_targets
from foam_agent.agents.spec.stated import Requirements, format_number
from foam_agent.foamcase.case.liquid_column import level_refusal, liquid_box, surface_of
from foam_agent.foamcase.case.set_fields import SET_FIELDS

#: Relative tolerance of a size (setFieldsDict prints 6 or more digits).
_TOLERANCE = 1e-6


def column_rows(requirements: Requirements, root: Path) -> list[AuditRow]:
    """One row for a stated column width and one for a stated column height, one for each
    share of the tank a fill is said in, and one for a stated surface level."""
    rows = _fill_rows(requirements, root) + _level_rows(requirements, root)
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
