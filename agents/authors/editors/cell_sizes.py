"""The smallest cells of a blockMesh, per block and direction, gradings included.

Why: a time step for a Courant number is U·Δt/Δx with the Δx the flow crosses, and a graded
block's smallest cell is many times smaller than its mean (pitzDaily's x-grading of 4 over 180
cells puts its smallest cell at 0.46 of the mean). Counting per direction matters as much: the
cells a wall grading makes thin across the flow (y) do not limit a flow along x. The mesh is
read from ``blockMeshDict`` before anything runs: vertices and ``scale``, each hex's counts,
``simpleGrading`` or ``edgeGrading`` with multi-grading sections, ``$name`` gradings defined at
the top level (pitzDaily's ``$posY``). Curved edges are measured as straight lines.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.blocks import hex_blocks, vertex_points
from foam_agent.foamcase.case.files import BLOCK_MESH_DICTS, first_existing, parse
from foam_agent.foamcase.case.values import number_of, numbers_of

Point = tuple[float, float, float]
#: The hex vertex pairs of the four edges along each local direction, in ``edgeGrading`` order.
_EDGES = (((0, 1), (3, 2), (7, 6), (4, 5)),
          ((0, 3), (1, 2), (5, 6), (4, 7)),
          ((0, 4), (1, 5), (2, 6), (3, 7)))
_GRADINGS = ("simpleGrading", "edgeGrading")


@dataclass(frozen=True)
class Direction:
    """One local direction of a block: where it points (a unit vector) and its thinnest cell."""

    axis: Point
    smallest: float


@dataclass(frozen=True)
class Block:
    """The directions a block divides into more than one cell."""

    directions: tuple[Direction, ...]

    def crossing_rate(self, velocity: Point) -> float:
        """Σ |U·e| / Δx over the block's directions, in 1/s: the Courant number of one second
        (OpenFOAM's ½ Σ|φ|/V of a hex in a uniform flow)."""
        return sum(abs(_dot(velocity, item.axis)) / item.smallest for item in self.directions)


def _dot(first: Sequence[float], second: Sequence[float]) -> float:
    return sum(a * b for a, b in zip(first, second, strict=True))


def smallest_of_edge(length: float, cells: int, grading: Any) -> float | None:
    """The smallest cell along one edge of ``length`` cut into ``cells`` by ``grading`` (an
    expansion ratio last/first, or multi-grading sections ``(length, cells, ratio)``)."""
    ratio = number_of(grading)
    if ratio is not None:
        return _smallest_geometric(length, cells, ratio)
    if not isinstance(grading, list) or not grading:
        return None
    sections = [numbers_of(item) for item in grading]
    if any(section is None or len(section) != 3 for section in sections):
        return None
    total_length = sum(section[0] for section in sections if section)
    total_cells = sum(section[1] for section in sections if section)
    if total_length <= 0 or total_cells <= 0:
        return None
    sizes = []
    for section in sections:
        assert section is not None
        count = max(1, round(cells * section[1] / total_cells))
        size = _smallest_geometric(length * section[0] / total_length, count, section[2])
        if size is None:
            return None
        sizes.append(size)
    return min(sizes)


def _smallest_geometric(length: float, cells: int, ratio: float) -> float | None:
    """Cells in geometric progression with last/first = ``ratio``: the smaller end cell."""
    if cells < 1 or length <= 0 or ratio <= 0:
        return None
    if cells == 1 or math.isclose(ratio, 1.0):
        return length / cells
    step = ratio ** (1.0 / (cells - 1))
    first = length * (step - 1.0) / (step ** cells - 1.0)
    return min(first, first * ratio)


def _resolved(value: Any, variables: Mapping[str, Any]) -> Any:
    """``$name`` replaced by its top-level definition, inside lists too."""
    if isinstance(value, str) and value.startswith("$"):
        return variables.get(value[1:])
    if isinstance(value, list):
        return [_resolved(item, variables) for item in value]
    return value


def _edge_gradings(kind: str, grading: Any) -> list[Any] | None:
    """The grading of each of the twelve edges, in ``edgeGrading`` order."""
    if not isinstance(grading, list):
        return None
    if kind == "simpleGrading" and len(grading) == 3:
        return [grading[axis] for axis in range(3) for _ in range(4)]
    if kind == "edgeGrading" and len(grading) == 12:
        return list(grading)
    return None


def _block(corners: list[Point], counts: list[int], gradings: list[Any]) -> Block | None:
    directions = []
    for axis, edges in enumerate(_EDGES):
        if counts[axis] <= 1:
            continue
        widths, vector = [], [0.0, 0.0, 0.0]
        for index, (start, end) in enumerate(edges):
            delta = [b - a for a, b in zip(corners[start], corners[end], strict=True)]
            length = math.sqrt(_dot(delta, delta))
            width = smallest_of_edge(length, counts[axis], gradings[axis * 4 + index])
            if width is None or width <= 0:
                return None
            widths.append(width)
            vector = [v + d for v, d in zip(vector, delta, strict=True)]
        norm = math.sqrt(_dot(vector, vector))
        if norm <= 0:
            return None
        unit = (vector[0] / norm, vector[1] / norm, vector[2] / norm)
        directions.append(Direction(unit, min(widths)))
    return Block(tuple(directions))


def mesh_blocks(root: Path) -> list[Block] | None:
    """Every hex block of the case's blockMeshDict, or None when the mesh is not a
    blockMesh this reader can evaluate (no dictionary, ``#calc``, counts in variables, m4)."""
    path = first_existing(root, BLOCK_MESH_DICTS)
    file = parse(path) if path is not None else None
    mesh: Mapping[Any, Any] | None = file.as_dict() if file is not None else None
    if mesh is None:
        return None
    scale = number_of(mesh.get("convertToMeters", mesh.get("scale", 1.0))) or 1.0
    points = vertex_points(mesh)
    entries = mesh.get("blocks")
    found = hex_blocks(entries) if isinstance(entries, list) else None
    if points is None or not found or not isinstance(entries, list):
        return None
    scaled = [(p[0] * scale, p[1] * scale, p[2] * scale) for p in points]
    variables = {key: value for key, value in mesh.items() if isinstance(key, str)}
    blocks = []
    for labels_at, counts_at in found:
        block = _hex(entries, labels_at, counts_at, scaled, variables)
        if block is None:
            return None
        blocks.append(block)
    return blocks


def _hex(entries: list[Any], labels_at: int, counts_at: int, points: list[Point],
         variables: Mapping[str, Any]) -> Block | None:
    """One block: its corner labels and counts at the given places of ``entries``, then a
    grading keyword and its values (uniform when none follows)."""
    labels, counts = entries[labels_at], entries[counts_at]
    kind = entries[counts_at + 1] if counts_at + 1 < len(entries) else None
    grading: Any = [1, 1, 1]
    if kind in _GRADINGS and counts_at + 2 < len(entries):
        grading = _resolved(entries[counts_at + 2], variables)
    else:
        kind = "simpleGrading"
    if not (isinstance(labels, list) and len(labels) == 8 and len(counts) == 3
            and all(isinstance(n, int) for n in (*labels, *counts))
            and all(0 <= n < len(points) for n in labels)):
        return None
    gradings = _edge_gradings(str(kind), grading)
    if gradings is None:
        return None
    return _block([points[n] for n in labels], [int(n) for n in counts], gradings)


def crossing_rate(root: Path, velocity: Point) -> float | None:
    """The largest Σ|U·e|/Δx of any block for a flow at ``velocity`` (1/s): Δt times it is
    the Courant number of the mesh's thinnest cells along that flow. None when the mesh
    cannot be read or the flow crosses no divided direction."""
    blocks = mesh_blocks(root)
    if blocks is None:
        return None
    rate = max(block.crossing_rate(velocity) for block in blocks)
    return rate if rate > 0 else None
