"""The hex blocks of a parsed blockMeshDict: where each block's corners and cell counts are, and
how many cells it has along x, y and z.

Why here: the mesh editor changes these counts, the output planner reads the flat axis of a
2-D mesh from them and the audit compares them with a stated grid or refinement. A block's
counts run along its own directions (the edges from its first corner to its 2nd, 4th and 5th),
so reading them against the global axes is one rule, written once for all three.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from foam_agent.foamcase.case.values import numbers_of

Point = list[float]
Counts = tuple[int, int, int]
#: The corners (of a hex's eight) that end its edges along its own first, second, third axis.
_EDGE_ENDS = (1, 3, 4)


def vertex_points(mesh: Mapping[str | None, Any]) -> list[Point] | None:
    """The ``vertices`` as three numbers each, in the dictionary's own units; None when any
    vertex is not three plain numbers (variables, ``#calc``) or there are none."""
    vertices = mesh.get("vertices")
    if not isinstance(vertices, list) or not vertices:
        return None
    points = []
    for vertex in vertices:
        point = numbers_of(vertex)
        if point is None or len(point) != 3:
            return None
        points.append(point)
    return points


def hex_blocks(blocks: list[Any]) -> list[tuple[int, int]] | None:
    """(index of the vertex list, index of the cell counts) of each ``hex`` in the parsed
    ``blocks`` list, skipping a zone name between them; None when a hex has no counts."""
    found = []
    for index, item in enumerate(blocks):
        if item != "hex":
            continue
        position = index + 2
        if position < len(blocks) and isinstance(blocks[position], str):
            position += 1
        if position >= len(blocks) or not isinstance(blocks[position], list):
            return None
        found.append((index + 1, position))
    return found


def global_axes(corners: list[Point]) -> list[int]:
    """The global axis (0, 1, 2) each of a block's own directions runs along mostly."""
    origin = corners[0]
    axes = []
    for end in _EDGE_ENDS:
        direction = [abs(corners[end][axis] - origin[axis]) for axis in range(3)]
        axes.append(max(range(3), key=lambda index: direction[index]))
    return axes


def block_counts(mesh: Mapping[str | None, Any]) -> list[Counts] | None:
    """The cell counts of each hex block as written (in the block's own directions), or None
    when a block's counts are not three numbers (variables, #calc)."""
    listed = mesh.get("blocks")
    entries: list[Any] = listed if isinstance(listed, list) else []
    blocks = hex_blocks(entries)
    if not blocks:
        return None
    found = []
    for _, cell_index in blocks:
        counts = entries[cell_index]
        if len(counts) != 3 or not all(isinstance(n, int) for n in counts):
            return None
        found.append((counts[0], counts[1], counts[2]))
    return found


@dataclass(frozen=True)
class OrientedBlock:
    """One hex read against the global axes.

    Attributes:
        corners: Its eight corner points.
        axes: The global axis each of its own three directions runs along.
        cells: Its cell counts along x, y and z.
    """

    corners: list[Point]
    axes: list[int]
    cells: Counts


def oriented_blocks(mesh: Mapping[str | None, Any]) -> list[OrientedBlock] | None:
    """Each hex block of a parsed blockMeshDict with its corners and its counts along x, y and
    z, or None when the blocks or vertices cannot be read (variables, #calc)."""
    listed = mesh.get("blocks")
    entries: list[Any] = listed if isinstance(listed, list) else []
    blocks = hex_blocks(entries)
    points = vertex_points(mesh)
    if not blocks or points is None:
        return None
    found = []
    for vertex_index, cell_index in blocks:
        labels, counts = entries[vertex_index], entries[cell_index]
        if not (len(labels) == 8 and len(counts) == 3
                and all(isinstance(n, int) for n in (*labels, *counts))
                and all(0 <= label < len(points) for label in labels)):
            return None  # helmholtzResonance counts cells with variables ($yc)
        corners = [points[label] for label in labels]
        axes = global_axes(corners)
        by_axis = [0, 0, 0]
        for local, axis in enumerate(axes):
            by_axis[axis] = counts[local]
        found.append(OrientedBlock(corners, axes, (by_axis[0], by_axis[1], by_axis[2])))
    return found


def block_cells(mesh: Mapping[str | None, Any]) -> list[Counts] | None:
    """The cell counts of each hex block of a parsed blockMeshDict along x, y and z, or None
    when the blocks or vertices cannot be read (variables, #calc)."""
    oriented = oriented_blocks(mesh)
    return None if oriented is None else [block.cells for block in oriented]
