"""A blockMeshDict read as geometry: vertices in metres, each patch's faces, the flat axis of a
2-D mesh and the smallest cell.

Why: inlet estimates need the inlet's height, Courant numbers the smallest cell, the audit and
the physics checks where patches lie; all of them read the same dictionary the same way.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.foamcase.case.files import (
    BLOCK_MESH_DICTS,
    block_mesh_boundary,
    first_existing,
    top_level_entries,
)
from foam_agent.foamcase.case.values import number_of, vector_of
from foam_agent.foamcase.lazy_pattern import lazy_regex


def extents(points: list[tuple[float, float, float]]) -> list[float]:
    """The size of the box around `points` along x, y and z."""
    return [max(p[axis] for p in points) - min(p[axis] for p in points) for axis in range(3)]


_HEX_COUNTS = lazy_regex(
    r"\bhex\s*\(([^)]*)\)\s*(?:\w+\s*)?\(\s*(\d+)\s+(\d+)\s+(\d+)\s*\)")
#: The vertices (of a hex's eight) that end its edges along its own x, y and z directions.
_HEX_EDGE_ENDS = (1, 3, 4)


@dataclass(frozen=True)
class BlockMesh:
    """What the estimates need from a blockMeshDict: vertices in metres, each patch's faces,
    the axis of a 2-D mesh (one cell across in every block), if any, and the smallest mean
    cell width of any block across a direction it divides (None when the blocks name their
    vertices in a way this reader does not evaluate)."""

    points: list[tuple[float, float, float]]
    faces: dict[str, list[list[int]]]
    flat_axis: int | None
    cell: float | None = None


def _smallest_cell(text: str, points: list[tuple[float, float, float]]) -> float | None:
    """The smallest edge length / cell count over the blocks' divided directions (grading
    ignored: a graded block's smallest cell is smaller still)."""
    widths: list[float] = []
    for match in _HEX_COUNTS.finditer(text):
        corners = match.group(1).split()
        if len(corners) != 8 or not all(corner.isdigit() for corner in corners):
            return None
        indices = [int(corner) for corner in corners]
        if any(index >= len(points) for index in indices):
            return None
        origin = points[indices[0]]
        for end, count in zip(_HEX_EDGE_ENDS, match.groups()[1:], strict=True):
            if int(count) <= 1:
                continue
            edge = math.dist(origin, points[indices[end]])
            if edge > 0:
                widths.append(edge / int(count))
    return min(widths) if widths else None


def _flat_axis(text: str) -> int | None:
    counts = [tuple(int(n) for n in match.groups()[1:]) for match in _HEX_COUNTS.finditer(text)]
    for axis in range(3):
        if counts and all(block[axis] == 1 for block in counts):
            return axis
    return None


def read_block_mesh(root: Path) -> BlockMesh | None:
    """The case's blockMeshDict as :class:`BlockMesh`; None when there is none or it cannot be
    read without evaluating its macros."""
    path = first_existing(root, BLOCK_MESH_DICTS)
    if path is None:
        return None
    whole = path.read_text(encoding="utf-8", errors="replace")
    text = top_level_entries(whole, ("vertices", "boundary", "patches", "scale",
                                     "convertToMeters"))
    try:
        parsed: Any = FoamFile.loads(text)
    except Exception:  # foamlib raises several kinds on text it cannot parse  # noqa: BLE001
        return None
    scale = number_of(parsed.get("scale", parsed.get("convertToMeters", 1))) or 1.0
    vertices = [vector_of(item) for item in parsed.get("vertices") or []]
    if not vertices or any(vertex is None for vertex in vertices):
        return None
    points = [(v[0] * scale, v[1] * scale, v[2] * scale) for v in vertices if v is not None]
    faces: dict[str, list[list[int]]] = {}
    for name, entry in block_mesh_boundary(parsed):
        listed = entry.get("faces") or []
        faces[name] = [[int(index) for index in face] for face in listed
                       if all(number_of(index) is not None for index in face)]
    return BlockMesh(points, faces, _flat_axis(whole), _smallest_cell(whole, points))
