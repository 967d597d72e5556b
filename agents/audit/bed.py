"""Audit rows of a shallow-water case's bed height: the cells of the written ``constant/h0``
inside each setFields box that sets ``h0`` hold the stated height, and the rest the default.

Why on the written field and not the dictionary's word: shallowWaterFoam reads ``h0`` from
``constant``, which setFields never writes; a box moved off the bump (or out of the domain)
leaves the dictionary saying 6 mm while no cell of the bed is raised.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foamlib import FoamFile, FoamFileDecodeError

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.tolerance import close
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.cell_centres import block_cell_centres
from foam_agent.foamcase.case.files import parse
from foam_agent.foamcase.case.set_fields import SET_FIELDS, values_of
from foam_agent.foamcase.case.values import number_of

BED = "constant/h0"
BED_FIELD = "h0"


def bed_rows(stated: Requirements, root: Path) -> list[AuditRow]:
    """One row per stated bed height (the bump's and the default), read cell by cell."""
    items = [item for item in stated.regions if item.field == BED_FIELD]
    if not items or not (root / BED).is_file():
        return []
    centres = block_cell_centres(root)
    parsed = parse(root / SET_FIELDS)
    field: Any
    try:
        field = FoamFile(root / BED)["internalField"]
    except (FoamFileDecodeError, KeyError, OSError, ValueError):
        field = None
    rows: list[AuditRow] = []
    entries: Any = parsed.as_dict() if parsed is not None else {}
    boxes = _boxes(entries)
    for item in items:
        height = float(item.value)  # type: ignore[arg-type]  # h0 is a number
        row = AuditRow(requirement=f"h0 of the {item.thing or 'bed'}" if item.region == "region"
                       else "h0 of the bed elsewhere", phrase=item.source,
                       expected=f"{height:g} m", file=BED, entry="internalField", met=False)
        if centres is None or field is None or not hasattr(field, "__len__") or len(
                field) != len(centres):
            rows.append(row.model_copy(update={
                "note": "the bed's cells cannot be read at blockMesh's centres"}))
            continue
        inside = {index for index, centre in enumerate(centres)
                  if any(all(low[axis] <= centre[axis] <= high[axis] for axis in range(3))
                         for low, high in boxes)}
        cells = sorted(inside) if item.region == "region" else [
            index for index in range(len(centres)) if index not in inside]
        values = [float(field[index]) for index in cells]
        found = (f"{len(values)} cells, {', '.join(f'{value:g}' for value in sorted(set(values)))}"
                 if values else "no cell inside the box")
        rows.append(row.model_copy(update={
            "met": bool(values) and all(close(value, height) for value in values),
            "found": found}))
    return rows


def _boxes(entries: Any) -> list[tuple[list[float], list[float]]]:
    """The corners of each boxToCell region of setFieldsDict that sets ``h0``."""
    boxes: list[tuple[list[float], list[float]]] = []
    for name, body in entries.get("regions") or []:
        box = body.get("box")
        if (name == "boxToCell" and isinstance(box, list | tuple) and len(box) == 2
                and number_of(values_of(body.get("fieldValues")).get(BED_FIELD)) is not None):
            boxes.append(([float(item) for item in box[0]], [float(item) for item in box[1]]))
    return boxes
