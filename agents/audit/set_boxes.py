"""Audit rows of stated topoSet boxes: each corner against the action the editor writes.

Why: a box no row checks would be "solved" with the tutorial's box still in place.
"""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.spec.set_box_place import TOPO_SET, box_action, box_keys
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import lookup
from foam_agent.foamcase.case.values import numbers_of

#: Relative tolerance of a corner's coordinate (the dictionary prints 6 digits or more).
_TOLERANCE = 1e-6


def set_box_rows(requirements: Requirements, root: Path) -> list[AuditRow]:
    """One row per stated topoSet box."""
    rows: list[AuditRow] = []
    for box in requirements.set_boxes:
        requirement = f"topoSet {box.selector} box" + (f" of {box.name}" if box.name else "")
        expected = f"{list(box.low)} {list(box.high)}"
        found = box_action(root, box)
        if isinstance(found, str):
            rows.append(AuditRow(requirement=requirement, phrase=box.source,
                                 expected=expected, met=False, note=found))
            continue
        _, action = found
        keys = box_keys(action)
        corners = lookup(action, keys)
        held = [numbers_of(list(corner)) for corner in corners] \
            if isinstance(corners, (list, tuple)) and len(corners) == 2 else []
        met = len(held) == 2 and all(
            corner is not None and len(corner) == 3
            and all(abs(a - b) <= _TOLERANCE * max(abs(b), 1.0) for a, b in zip(
                corner, wanted, strict=True))
            for corner, wanted in zip(held, (box.low, box.high), strict=True))
        rows.append(AuditRow(requirement=requirement, phrase=box.source, expected=expected,
                             file=TOPO_SET,
                             entry="/".join(("actions", str(action.get("name")), *keys)),
                             found=str(held), met=met))
    return rows
