"""Audit rows of a shock tube's initial states: each side's stated p and T in the setFields
entries that fill that side, and the diaphragm where the request puts it.

Why: the states are not boundary values (the tube's ends are walls), so the boundary rows
cannot check them; before, "left p = 1 bar" was checked on the end patches and found unmet.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.set_boxes import set_box_rows
from foam_agent.agents.spec.derive import temperature_of_density
from foam_agent.agents.spec.stated import Requirements, format_number
from foam_agent.foamcase.case.files import parse
from foam_agent.foamcase.case.set_fields import DEFAULTS, SET_FIELDS, find_box, values_of
from foam_agent.foamcase.case.values import number_of

#: Relative tolerance of a state's value (setFieldsDict prints 6 or more digits).
_TOLERANCE = 1e-6


def region_rows(requirements: Requirements, root: Path) -> list[AuditRow]:
    """One row per stated side state, one for a stated diaphragm position and one per
    stated topoSet box."""
    boxes = set_box_rows(requirements, root)
    states, diaphragm = requirements.initial_states, requirements.diaphragm
    if not states and diaphragm is None:
        return boxes
    parsed = parse(root / SET_FIELDS) if (root / SET_FIELDS).is_file() else None
    entries: Any = parsed.as_dict() if parsed is not None else {}
    box = find_box(root, entries.get("regions")) if parsed is not None else None
    rows: list[AuditRow] = []
    for state in states:
        requirement = f"{state.field} {state.side} of the diaphragm"
        expected, note, field = float(state.value), "", state.field
        if state.field == "rho":
            derived = temperature_of_density(root, state, states)
            if derived is None:
                rows.append(AuditRow(
                    requirement=requirement, phrase=state.source,
                    expected=format_number(state.value), met=False,
                    note="a density is checked as the temperature it gives with the pressure "
                         "beside it and the case's gas constant; one of them is missing"))
                continue
            expected, field, note = float(f"{derived[0]:.9g}"), "T", derived[1]
        if box is None:
            rows.append(AuditRow(
                requirement=requirement, phrase=state.source, expected=format_number(expected),
                file=SET_FIELDS if parsed is not None else None, met=False,
                note="the case has no setFieldsDict filling one side of a diaphragm: it "
                     "starts from one state" if parsed is None else
                     "the case's setFieldsDict fills no single box beside a diaphragm"))
            continue
        inside = box.side == state.side
        regions = entries.get("regions")
        listed = regions[box.index][1].get("fieldValues") if inside and isinstance(
            regions, list) else entries.get(DEFAULTS)
        found = number_of(values_of(listed).get(field))
        where = "regions/boxToCell/fieldValues" if inside else DEFAULTS
        rows.append(AuditRow(
            requirement=requirement, phrase=state.source, expected=format_number(expected),
            file=SET_FIELDS, entry=f"{where}/{field}",
            found=format_number(found) if found is not None else None,
            met=found is not None and abs(found - expected) <= _TOLERANCE * abs(expected),
            note="; ".join(part for part in (note, f"setFields fills the {state.side} side "
                                                   f"from {where}") if part)))
    if diaphragm is not None:
        found_x = box.interface if box is not None else None
        rows.append(AuditRow(
            requirement="diaphragm position (x)", phrase=diaphragm.source,
            expected=format_number(diaphragm.value), file=SET_FIELDS,
            entry="regions/boxToCell/box", found=format_number(found_x)
            if found_x is not None else None,
            met=found_x is not None and abs(found_x - diaphragm.value) <= 1e-9,
            note="the inner face of the box setFields fills" if box is not None else
            "the case's setFieldsDict fills no single box beside a diaphragm"))
    return boxes + rows
