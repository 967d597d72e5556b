"""Audit rows of a round body of liquid: its radius and each placed coordinate of its centre
in ``system/setAlphaFieldDict``.

Why: the body is neither a boundary value nor a setFields region, so no other row sees it; the
tutorial's disc left in place was a request met on paper. The expected centre is placed by
``agents.spec.thing_box.body_origin``, the editor's own rule; a body the case cannot hold is
unmet with the editor's reason.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.tolerance import near_coordinate
from foam_agent.agents.spec.region_value import RegionValue
from foam_agent.agents.spec.thing_box import body_origin, plane_refusal
from foam_agent.foamcase.case.files import parse
from foam_agent.foamcase.case.set_alpha import SET_ALPHA, body_refusal
from foam_agent.foamcase.case.values import number_of, vector_of


def set_alpha_rows(items: list[RegionValue], root: Path) -> list[AuditRow]:
    """One row for each body's radius and one per placed coordinate of its centre."""
    parsed = parse(root / SET_ALPHA) if (root / SET_ALPHA).is_file() else None
    entries: Any = parsed.as_dict() if parsed is not None else None
    rows: list[AuditRow] = []
    for item in items:
        why = body_refusal(entries, item.shape, bool(item.centre or item.offsets or item.plane))
        why = why or plane_refusal(root, item, vector_of(entries.get("direction")))
        if why is not None:
            rows.append(AuditRow(requirement=f"{item.thing} of liquid", phrase=item.source,
                                 expected=item.describe(), met=False, note=why))
            continue
        if item.radius is not None:
            found = number_of(entries.get("radius"))
            rows.append(AuditRow(
                requirement=f"radius of the {item.thing} (m)", phrase=item.source,
                expected=f"{item.radius:g}", file=SET_ALPHA, entry="radius",
                found=f"{found:g}" if found is not None else None,
                met=found is not None and near_coordinate(found, item.radius)))
        origin = vector_of(entries.get("origin"))
        for axis, want in sorted(body_origin(root, item, vector_of(
                entries.get("direction"))).items()):
            found_at = origin[axis] if origin is not None else None
            rows.append(AuditRow(
                requirement=f"centre of the {item.thing} ({'xyz'[axis]}, m)",
                phrase=item.source, expected=f"{want:g}", file=SET_ALPHA, entry="origin",
                found=f"{found_at:g}" if found_at is not None else None,
                met=found_at is not None and near_coordinate(found_at, want),
                note="placed in the case's frame from the box's sides"
                if item.offsets else ""))
    return rows
