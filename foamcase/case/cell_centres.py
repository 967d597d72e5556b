"""The cell centres of a mesh blockMesh will make of one hex block with straight edges and
uniform grading, in blockMesh's cell order, read from the dictionary before any mesh exists.

Why: a field kept in ``constant`` (shallowWaterFoam's bed height ``h0``) is out of setFields'
reach, which writes only the start time's fields; its cells are painted when the case is
written, and the audit reads the painted values at the same centres. A mesh of several
blocks, curved edges or graded cells has no centres here (None), and then nothing is painted.
The centres are those `planned_cells` maps for the region check, so the two cannot disagree.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.blockmesh import read_block_mesh
from foam_agent.foamcase.case.files import BLOCK_MESH_DICTS, first_existing, parse
from foam_agent.foamcase.case.numbers import Vector
from foam_agent.foamcase.case.planned_cells import planned_cells
from foam_agent.foamcase.case.set_fields import DEFAULTS, values_of
from foam_agent.foamcase.case.values import number_of


def block_cell_centres(root: Path) -> list[Vector] | None:
    """Each cell's centre (metres), the first local axis fastest, as blockMesh numbers the
    cells of a single block; None unless the mesh is one uniformly graded hex block with
    straight edges."""
    path = first_existing(root, BLOCK_MESH_DICTS)
    parsed = parse(path) if path is not None else None
    mesh = read_block_mesh(root)
    if parsed is None or mesh is None:
        return None
    blocks: Any = parsed.get("blocks")
    edges: Any = parsed.get("edges")
    if (not isinstance(blocks, list) or len(blocks) != 5 or blocks[0] != "hex"
            or blocks[3] != "simpleGrading" or edges):
        return None
    labels, counts, grading = blocks[1], blocks[2], blocks[4]
    if (len(labels) != 8 or len(counts) != 3 or len(grading) != 3
            or any(number_of(item) != 1 for item in grading)
            or any(not 0 <= int(label) < len(mesh.points) for label in labels)):
        return None
    planned = planned_cells(root)
    if planned is None:
        return None
    return [(float(x), float(y), float(z)) for x, y, z in planned.centres]


def set_fields_values(entries: Any, field: str, centres: list[Vector]) -> list[float] | None:
    """The value setFields' dictionary ``entries`` gives scalar ``field`` at each centre: its
    default, then each ``boxToCell`` region that sets it, in order, over the cells whose
    centre is inside the box; None when the dictionary has no default for it."""
    defaults = values_of(entries.get(DEFAULTS))
    base = number_of(defaults.get(field))
    if base is None:
        return None
    values = [float(base)] * len(centres)
    for name, body in entries.get("regions") or []:
        value = number_of(values_of(body.get("fieldValues")).get(field))
        box = body.get("box")
        if name != "boxToCell" or value is None or not isinstance(box, list | tuple):
            continue
        low, high = ([float(item) for item in corner] for corner in box)
        for index, centre in enumerate(centres):
            if all(low[axis] <= centre[axis] <= high[axis] for axis in range(3)):
                values[index] = float(value)
    return values
