"""Audit rows of values stated to change in time: each ramp's table on each patch it names.

Why: a ramp is checked as written, from its start at t = 0 to its end at the stated time (a
velocity by its magnitude), not as one number a constant condition could also hold.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from foamlib import FoamFieldFile, FoamFileDecodeError

from foam_agent.agents.audit.placement import field_names, place
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.spec.stated import BoundaryValue, Requirements, TimeRamp, format_number
from foam_agent.foamcase.case.files import field_files, mesh_patches, subdict
from foam_agent.foamcase.case.sides import patch_sides
from foam_agent.foamcase.case.values import number_of, vector_of
from foam_agent.foamcase.catalog.functions import time_value_form


def _size(value: Any) -> float | None:
    vector = vector_of(value)
    return math.sqrt(sum(c * c for c in vector)) if vector is not None else number_of(value)


def _close(found: float | None, expected: float) -> bool:
    return found is not None and math.isclose(found, expected, rel_tol=1e-6, abs_tol=1e-12)


def _held(table: Any, ramp: TimeRamp) -> bool:
    """Whether ``table`` starts at the ramp's start at t = 0 and reaches its end at its time."""
    if not (isinstance(table, tuple) and len(table) == 2 and table[0] == "table"
            and isinstance(table[1], list) and len(table[1]) >= 2):
        return False
    (time0, first), (time1, last) = table[1][0], table[1][-1]
    return (_close(number_of(time0), 0.0) and _close(number_of(time1), ramp.duration)
            and _close(_size(first), abs(float(ramp.start)))
            and _close(_size(last), abs(float(ramp.end))))


def ramp_rows(requirements: Requirements, root: Path) -> list[AuditRow]:
    """One row per ramp and patch."""
    if not requirements.ramps:
        return []
    proxies = [BoundaryValue(ramp.field, ramp.boundary, ramp.end, ramp.source)
               for ramp in requirements.ramps]
    rows: list[AuditRow] = []
    placed = place(proxies, mesh_patches(root), lambda: patch_sides(root))
    for ramp, placement in zip(requirements.ramps, placed, strict=True):
        names = placement.patches
        requirement = f"{ramp.field} on {ramp.boundary[0]} (ramp in time)"
        expected = (f"{format_number(ramp.start)} -> {format_number(ramp.end)} over "
                    f"{format_number(ramp.duration)} s")
        if not names:
            rows.append(AuditRow(requirement=requirement, phrase=ramp.source, expected=expected,
                                 met=False, note=f"no patch of the case matches "
                                                 f"'{ramp.boundary[0]}'"))
        for name in names:
            path = next((found[0] for field in field_names(ramp.field)
                         if (found := field_files(root, field))), None)
            try:
                entry = subdict(FoamFieldFile(path).boundary_field.get(name)) if path else None
            except (FoamFileDecodeError, ValueError, OSError):
                entry = None
            form = time_value_form(entry.get("type")) if entry is not None else None
            # Only a condition that holds its value in time as written (a total pressure not
            # made uniform holds no table).
            key = form.entry if form is not None and form.varying == form.condition else None
            table = entry.get(key) if entry is not None and key is not None else None
            rows.append(AuditRow(
                requirement=requirement, phrase=ramp.source, expected=expected,
                file=path.relative_to(root).as_posix() if path else None,
                entry=f"boundaryField/{name}/{key or 'uniformValue'}",
                found=f"{entry.get('type')} {table}" if entry is not None else None,
                met=key is not None and _held(table, ramp),
                note="; ".join(part for part in (ramp.assumption, ramp.conversion,
                                                 "a table of the value in time, held after "
                                                 "its last point") if part)))
    return rows
