"""Audit rows of the cells (or a face region's faces) each setFields region a request places
selects, checked before any solver runs: at least one, and where the request states the
thing's size, their volume (area) within a cell's width of the size asked for.

Why: a box of liquid, a hot blob or a heater's block that lies outside the mesh, or is thinner
than one cell, runs without complaint and sets nothing; setFields only logs how many cells it
selected. The rows read the cells blockMesh will make from the written blockMeshDict
(``foamcase.case.planned_cells``) at the writer's audit, the one ``understand`` shows; an
unmet row blocks the run (``AuditRow.blocks_run``), so the solve ends unmet with the reason
before any solver runs. A region the request does not place (the followed
tutorial's own, such as an overset component's box that selects cells only once the meshes
are merged) is not the request's to check.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.spec.region_value import SET_ALPHA_FIELD, RegionValue
from foam_agent.agents.spec.stated import Requirements
from foam_agent.agents.spec.thing_box import thing_box
from foam_agent.foamcase.case.files import parse
from foam_agent.foamcase.case.planned_cells import (
    PlannedCells,
    Region,
    mesh_bounds,
    planned_cells,
    selection_region,
)
from foam_agent.foamcase.case.set_fields import SET_FIELDS, region_for

#: Relative slack on the volume beyond the cells' own widths: the dictionaries print six
#: digits, and a box whose faces fall on cell faces selects exactly its volume.
_PRINTED = 1e-6


def region_cell_rows(requirements: Requirements, root: Path) -> list[AuditRow]:
    """One row per setFields cell region a stated region value lands in (the cells it
    selects), and one per such region with a stated size (their volume)."""
    placed = [item for item in requirements.regions
              if item.region == "region" and item.selector != SET_ALPHA_FIELD]
    path = root / SET_FIELDS
    parsed = parse(path) if placed and path.is_file() else None
    regions: Any = parsed.as_dict().get("regions") if parsed is not None else None
    if not isinstance(regions, list):
        return []
    rows: list[AuditRow] = []
    checked: set[int] = set()
    cells: list[PlannedCells | None] = []
    for item in placed:
        index = region_for(regions, item.field, item.selector, item.value)
        if index is None or index in checked:
            continue
        checked.add(index)
        name, body = regions[index]
        shape = selection_region(name, body)
        if shape is None:
            continue
        if not cells:
            cells.append(planned_cells(root))
        rows += _rows(item, shape, f"regions/{name}", cells[0], root)
    return rows


def _rows(item: RegionValue, shape: Region, entry: str, cells: PlannedCells | None,
          root: Path) -> list[AuditRow]:
    thing = f"the {item.thing}" if item.thing else "the setFields region"
    requirement = f"{shape.selects} {thing} selects"
    one = f">= 1 {shape.selects[:-1]}"
    if cells is None:
        bounds = mesh_bounds(root)
        low, high = shape.bounds()
        if bounds is None or bool(np.all((low <= bounds[1]) & (high >= bounds[0]))):
            return []  # no cells to count, and the bounding box cannot rule it out
        return [AuditRow(requirement=requirement, phrase=item.source, expected=one,
                         file=SET_FIELDS, entry=entry, found=f"0 {shape.selects}", met=False,
                         blocks_run=True,
                         note=f"the {shape.describe()} lies outside the mesh "
                              f"({_span(bounds[0], bounds[1])})")]
    faces = cells.faces() if shape.selects == "faces" else None
    centres = faces.centres if faces is not None else cells.centres
    measures = faces.areas if faces is not None else cells.volumes
    widths = faces.widths if faces is not None else cells.widths
    inside = shape.contains(centres)
    count = int(inside.sum())
    unit = "m^2" if faces is not None else "m^3"
    rows = [AuditRow(
        requirement=requirement, phrase=item.source, expected=one, file=SET_FIELDS,
        entry=entry, found=f"{count} {shape.selects} ({float(measures[inside].sum()):.4g} "
                           f"{unit})", met=count > 0,
        note=(f"setFields selects the {shape.selects} whose centre is inside the "
              f"{shape.describe()}; "
              + ("the mesh is the one blockMesh makes from system/blockMeshDict" if count else
                 f"no {shape.selects[:-1]} centre of the mesh ({_span(*_extent(cells))}) is "
                 f"inside it")), blocks_run=True)]
    if item.size and count and shape.kind == "box":
        row = _measure_row(item, shape, entry, _extent(cells), (measures, widths, inside),
                           root)
        rows += [row] if row is not None else []
    return rows


def _measure_row(item: RegionValue, shape: Region, entry: str,
                 mesh: tuple[np.ndarray, np.ndarray],
                 selected: tuple[np.ndarray, np.ndarray, np.ndarray],
                 root: Path) -> AuditRow | None:
    """The selected cells' volume (a face region's faces' area) against the stated size's.

    The sized axes are placed as the words place them (``thing_box``, as the editor does); a
    cell region's other axes are the box's own span within the mesh. The selected cells' own
    widths are the tolerance: a box face between two cell centres selects up to one cell
    more or less along each axis it cuts. A face region is measured across the two sized
    axes (a heater's pad on the floor), else not at all.
    """
    measures, widths, inside = selected
    low, high = (np.array(point) for point in shape.points)
    low, high = np.minimum(low, high), np.maximum(low, high)
    want = thing_box(root, item, ([float(value) for value in low],
                                  [float(value) for value in high]))
    faces = shape.selects == "faces"
    if faces and len(want) != 2:
        return None
    width = widths[inside].mean(axis=0)
    sides: list[float] = []
    slack = _PRINTED
    beyond: list[str] = []
    for axis in sorted(want) if faces else range(3):
        start, end = want.get(axis, (max(low[axis], mesh[0][axis]),
                                     min(high[axis], mesh[1][axis])))
        side = max(end - start, 0.0)
        sides.append(side)
        margin = _PRINTED * max(float(mesh[1][axis] - mesh[0][axis]), side)
        if start < mesh[0][axis] - margin or end > mesh[1][axis] + margin:
            beyond.append(f"{'xyz'[axis]} {start:.4g} to {end:.4g} of the mesh's "
                          f"{_shown(mesh[0][axis], margin)} to {mesh[1][axis]:.4g}")
        if side > 0 and not (start <= mesh[0][axis] and end >= mesh[1][axis]):
            slack += float(width[axis]) / side
    wanted = float(np.prod(sides))
    found = float(measures[inside].sum())
    what, unit = ("area", "m^2") if faces else ("volume", "m^3")
    note = (f"the stated size reaches beyond the mesh: {'; '.join(beyond)}" if beyond else
            f"the stated size's {what} against the {shape.selects} setFields selects (one "
            f"{shape.selects[:-1]} width per axis of tolerance)")
    return AuditRow(
        requirement=f"{what} of the {item.thing or 'setFields region'} ({unit})",
        phrase=item.source, expected=f"{wanted:.4g} (within {slack:.1%})", file=SET_FIELDS,
        entry=entry, found=f"{found:.4g} in {int(inside.sum())} {shape.selects}",
        met=not beyond and abs(found - wanted) <= slack * wanted, note=note, blocks_run=True)


def _extent(cells: PlannedCells) -> tuple[np.ndarray, np.ndarray]:
    """The low and high corner of the cells themselves (centres and half widths)."""
    return ((cells.centres - cells.widths / 2).min(axis=0),
            (cells.centres + cells.widths / 2).max(axis=0))


def _span(low: np.ndarray, high: np.ndarray) -> str:
    """The extent in words, a rounding residue (1e-17) shown as 0."""
    tiny = 1e-9 * max(float(np.abs(high - low).max()), 1e-30)
    return ", ".join(f"{'xyz'[axis]} {_shown(low[axis], tiny)} to {_shown(high[axis], tiny)}"
                     for axis in range(3))


def _shown(value: float, tiny: float) -> str:
    return f"{0.0 if abs(value) < tiny else value:.4g}"
