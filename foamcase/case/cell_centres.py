"""The cell centres of a mesh blockMesh will make of one hex block with straight edges and
uniform grading, in blockMesh's cell order, read from the dictionary before any mesh exists.

Why: a field kept in ``constant`` (shallowWaterFoam's bed height ``h0``) is out of setFields'
reach, which writes only the start time's fields; its cells are painted when the case is
written, and the audit reads the painted values at the same centres. A mesh of several
blocks, curved edges or graded cells has no centres here (None), and then nothing is painted.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.blockmesh import read_block_mesh
from foam_agent.foamcase.case.files import BLOCK_MESH_DICTS, first_existing, parse
from foam_agent.foamcase.case.numbers import Vector
from foam_agent.foamcase.case.set_fields import DEFAULTS, values_of
from foam_agent.foamcase.case.values import number_of

#: blockMesh's eight corners of a hex by its local coordinates (0 or 1 along each).
_CORNERS = ((0, 0, 0), (1, 0, 0), (1, 1, 0), (0, 1, 0), (0, 0, 1), (1, 0, 1), (1, 1, 1),
            (0, 1, 1))


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
    corners = [mesh.points[int(label)] for label in labels]
    nx, ny, nz = (int(count) for count in counts)
    centres: list[Vector] = []
    for k in range(nz):
        for j in range(ny):
            for i in range(nx):
                local = ((i + 0.5) / nx, (j + 0.5) / ny, (k + 0.5) / nz)
                centres.append(_trilinear(corners, local))
    return centres


def _trilinear(corners: list[Vector], local: tuple[float, float, float]) -> Vector:
    """The point at ``local`` (0..1 along each local axis) of the hex of ``corners``."""
    point = [0.0, 0.0, 0.0]
    for corner, (a, b, c) in zip(corners, _CORNERS, strict=True):
        weight = ((local[0] if a else 1 - local[0]) * (local[1] if b else 1 - local[1])
                  * (local[2] if c else 1 - local[2]))
        for axis in range(3):
            point[axis] += weight * corner[axis]
    return (point[0], point[1], point[2])


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
