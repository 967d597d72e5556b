"""The audit rows of stated single components of a vector field ("the x-velocity at the inlet
is 2 m/s"): the component read back from each place the editor wrote it
(``agents.spec.component_places``); the other components are the case's and not checked."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foamlib import FoamFieldFile, FoamFileDecodeError

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.tolerance import close
from foam_agent.agents.spec.component_places import component_places, prescribed_key
from foam_agent.agents.spec.stated import INTERNAL, Requirements
from foam_agent.foamcase.case.files import field_files, subdict
from foam_agent.foamcase.case.numbers import format_number
from foam_agent.foamcase.case.values import show, vector_of


def component_rows(stated: Requirements, root: Path) -> list[AuditRow]:
    """One row per stated component and place, met when the case's vector there has it."""
    rows: list[AuditRow] = []
    for item in stated.components:
        paths = field_files(root, item.field)
        places = component_places(root, item)
        if not paths or not places:
            rows.append(AuditRow(requirement=f"{item.name} on {item.boundary[0]}",
                                 phrase=item.source, expected=format_number(item.value),
                                 met=False, note=f"the case has no field {item.field}"
                                 if not paths else f"no patch of the case matches "
                                                   f"'{item.boundary[0]}'"))
            continue
        relative = paths[0].relative_to(root).as_posix()
        for place in places:
            entry, value = _held(paths[0], place)
            vector = vector_of(value)
            rows.append(AuditRow(
                requirement=f"{item.name} on {item.boundary[0]}", phrase=item.source,
                expected=format_number(item.value), file=relative, entry=entry,
                found=None if value is None else show(value),
                met=vector is not None and (close(vector[item.axis], item.value)
                                            if item.value else abs(vector[item.axis]) < 1e-12),
                note="the other components are the case's own"))
    return rows


def _held(path: Path, place: str) -> tuple[str, Any]:
    """The entry at ``place`` that holds the prescribed vector, and its value."""
    try:
        file = FoamFieldFile(path)
        if place == INTERNAL:
            return "internalField", file.internal_field
        entry = subdict(file.boundary_field.get(place))
    except (FoamFileDecodeError, ValueError, OSError, KeyError, TypeError):
        return place, None
    key = prescribed_key(str(entry.get("type", ""))) if entry is not None else None
    if entry is None or key is None:
        return f"boundaryField/{place}", None
    return f"boundaryField/{place}/{key}", entry.get(key)
