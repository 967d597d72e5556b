"""Audit rows of a stated liquid column: its width and height measured on the box
``system/setFieldsDict`` fills with liquid, clipped to the tank.

Why: the column is no boundary value and no domain size, so no other row can check it; a
column the tank cannot hold is unmet with the tank's size, not "not understood".
"""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.spec.stated import Requirements, format_number
from foam_agent.foamcase.case.liquid_column import liquid_box
from foam_agent.foamcase.case.set_fields import SET_FIELDS

#: Relative tolerance of a size (setFieldsDict prints 6 or more digits).
_TOLERANCE = 1e-6


def column_rows(requirements: Requirements, root: Path) -> list[AuditRow]:
    """One row for a stated column width and one for a stated column height."""
    stated = [(name, size) for name, size in (("width", requirements.column_width),
                                              ("height", requirements.column_height))
              if size is not None]
    if not stated:
        return []
    box = liquid_box(root)
    rows: list[AuditRow] = []
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
