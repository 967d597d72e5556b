"""The cells blockMesh will make, each with its centre, volume and edges, read from the
blockMeshDict before any mesh exists, and the cells or faces a setFields region selects.

Why: a box of liquid, a hot blob or a heater's cells placed by a request is only a value in the
run if setFields selects cells with it; a box left outside the mesh (or shrunk below one cell)
runs silently with nothing set. setFields selects a cell when its centre lies inside the
region, so the cells' centres decide it, and the case is checked when it is written, before any
solver runs. Every hex block is read (straight edges; ``simpleGrading`` by one expansion ratio
or by sections per direction, ``edgeGrading`` whose four edges of a direction agree); a
dictionary with curved edges, variables or grading that differs edge to edge has no planned
cells here (None), and then only the mesh's bounding box answers (:func:`mesh_bounds`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import numpy as np

from foam_agent.foamcase.case.blockmesh import read_block_mesh
from foam_agent.foamcase.case.blocks import hex_blocks, vertex_points
from foam_agent.foamcase.case.files import BLOCK_MESH_DICTS, entries_of, first_existing
from foam_agent.foamcase.case.values import number_of, numbers_of

#: blockMesh's eight corners of a hex by its local coordinates (0 or 1 along each).
_CORNERS = np.array([(0, 0, 0), (1, 0, 0), (1, 1, 0), (0, 1, 0), (0, 0, 1), (1, 0, 1),
                     (1, 1, 1), (0, 1, 1)], dtype=float)
#: A mesh this large is planned in no more time than blockMesh itself would take to make it;
#: beyond it the check falls back to the bounding box (a run-time question, not a limit of
#: the rule).
MAX_CELLS = 2_000_000
#: The edges of a hex along each of its own directions, in ``edgeGrading``'s order.
_EDGE_GROUPS = ((0, 4), (4, 8), (8, 12))


@dataclass(frozen=True)
class PlannedCells:
    """The cells of a blockMesh mesh as arrays.

    Attributes:
        centres: (n, 3) each cell's centre in metres.
        volumes: (n,) each cell's volume in cubic metres.
        edges: (n, 3, 3) each cell's edge vectors through its centre along its block's
            three directions (``edges[:, :, d]``), in metres.
    """

    centres: np.ndarray
    volumes: np.ndarray
    edges: np.ndarray

    @property
    def widths(self) -> np.ndarray:
        """(n, 3) each cell's extent along x, y and z in metres."""
        widths: np.ndarray = np.abs(self.edges).sum(axis=2)
        return widths

    def faces(self) -> PlannedFaces:
        """Every face of the mesh once, boundary faces included: where setFields' face
        selectors (``boxToFace``) look."""
        vectors = self.edges.transpose(0, 2, 1)  # (n, direction, xyz)
        centres, areas, widths = [], [], []
        for direction in range(3):
            first, second = (other for other in range(3) if other != direction)
            area = np.linalg.norm(np.cross(vectors[:, first], vectors[:, second]), axis=1)
            width = np.abs(vectors[:, first]) + np.abs(vectors[:, second])
            for sign in (1, -1):
                centres.append(self.centres + sign * vectors[:, direction] / 2)
                areas.append(area)
                widths.append(width)
        points = np.concatenate(centres)
        scale = max(float(np.abs(points).max()), 1e-30) * 1e-9
        _, first_seen = np.unique(np.round(points / scale), axis=0, return_index=True)
        return PlannedFaces(points[first_seen], np.concatenate(areas)[first_seen],
                            np.concatenate(widths)[first_seen])


@dataclass(frozen=True)
class PlannedFaces:
    """The faces of a blockMesh mesh as arrays: (m, 3) centres, (m,) areas and (m, 3)
    extents along x, y and z, in metres."""

    centres: np.ndarray
    areas: np.ndarray
    widths: np.ndarray


@dataclass(frozen=True)
class Region:
    """A setFields region read as a shape: a box (two corners), a cylinder (two end points and
    a radius) or a sphere (a centre and a radius), selecting the cells or the faces whose
    centre it holds."""

    kind: Literal["box", "cylinder", "sphere"]
    points: tuple[tuple[float, float, float], ...]
    radius: float | None = None
    selects: Literal["cells", "faces"] = "cells"

    def contains(self, centres: np.ndarray) -> np.ndarray:
        """Which of ``centres`` lie inside, as setFields decides (boundary included)."""
        if self.kind == "box":
            corners = np.array(self.points)
            low, high = corners.min(axis=0), corners.max(axis=0)
            inside: np.ndarray = np.all((centres >= low) & (centres <= high), axis=1)
            return inside
        assert self.radius is not None
        if self.kind == "sphere":
            return np.linalg.norm(centres - np.array(self.points[0]), axis=1) <= self.radius
        start, end = np.array(self.points[0]), np.array(self.points[1])
        axis = end - start
        length2 = float(axis @ axis)
        along = (centres - start) @ axis / length2 if length2 > 0 else np.zeros(len(centres))
        radial = centres - start - np.outer(along, axis)
        return (along >= 0) & (along <= 1) & (np.linalg.norm(radial, axis=1) <= self.radius)

    def bounds(self) -> tuple[np.ndarray, np.ndarray]:
        """The region's bounding box (low, high)."""
        points = np.array(self.points)
        pad = self.radius or 0.0
        return points.min(axis=0) - pad, points.max(axis=0) + pad

    def describe(self) -> str:
        """The region in words: ``box (0 0 0) to (1 1 1)``."""
        shown = " to ".join(f"({' '.join(f'{value:g}' for value in point)})"
                            for point in self.points)
        radius = f", radius {self.radius:g}" if self.radius is not None else ""
        return f"{self.kind} {shown}{radius}"


def selection_region(name: Any, body: Any) -> Region | None:
    """setFields' region ``name { body }`` as a :class:`Region` when it selects cells or
    faces by a box, cylinder or sphere written in plain numbers; None for any other
    selector."""
    selects: Literal["cells", "faces"] | None = "cells" if str(name).endswith(
        "ToCell") else "faces" if str(name).endswith("ToFace") else None
    shape = str(name)[:-len("ToCell")]  # "ToFace" is as long
    if selects is None or not isinstance(body, Mapping):
        return None
    if shape == "box":
        box = body.get("box")
        corners = [numbers_of(list(corner)) for corner in box] \
            if isinstance(box, list | tuple) and len(box) == 2 else []
        if len(corners) == 2 and all(corner is not None and len(corner) == 3
                                     for corner in corners):
            return Region("box", tuple(_point(corner) for corner in corners if corner),
                          selects=selects)
        return None
    radius = number_of(body.get("radius"))
    if shape == "cylinder":
        ends = [numbers_of(body.get(key)) for key in ("p1", "p2")]
        if radius is not None and all(end is not None and len(end) == 3 for end in ends):
            return Region("cylinder", tuple(_point(end) for end in ends if end), float(radius),
                          selects)
    if shape == "sphere":
        centre = numbers_of(body.get("centre"))
        if radius is not None and centre is not None and len(centre) == 3:
            return Region("sphere", (_point(centre),), float(radius), selects)
    return None


def _point(values: Sequence[float]) -> tuple[float, float, float]:
    return float(values[0]), float(values[1]), float(values[2])


def mesh_bounds(root: Path) -> tuple[np.ndarray, np.ndarray] | None:
    """The low and high corner of the blockMesh vertices in metres, or None."""
    mesh = read_block_mesh(root)
    if mesh is None or not mesh.points:
        return None
    points = np.array(mesh.points)
    return points.min(axis=0), points.max(axis=0)


def planned_cells(root: Path) -> PlannedCells | None:
    """The cells the case's blockMeshDict makes, or None when this cannot say (see the
    module's docstring)."""
    path = first_existing(root, BLOCK_MESH_DICTS)
    mesh = entries_of(path) if path is not None else None
    if mesh is None or mesh.get("edges"):
        return None
    points = vertex_points(mesh)
    listed = mesh.get("blocks")
    entries: list[Any] = listed if isinstance(listed, list) else []
    blocks = hex_blocks(entries)
    if points is None or not blocks:
        return None
    scale = number_of(mesh.get("scale", mesh.get("convertToMeters", 1))) or 1.0
    vertices = np.array(points, dtype=float) * float(scale)
    parts: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
    total = 0
    for vertex_index, cell_index in blocks:
        labels, counts = entries[vertex_index], entries[cell_index]
        if not (len(labels) == 8 and len(counts) == 3
                and all(isinstance(n, int) for n in (*labels, *counts))
                and all(0 <= label < len(vertices) for label in labels)):
            return None
        nodes = _block_nodes(counts, entries, cell_index)
        if nodes is None:
            return None
        total += counts[0] * counts[1] * counts[2]
        if total > MAX_CELLS:
            return None
        parts.append(_block(vertices[list(labels)], nodes))
    return PlannedCells(np.concatenate([part[0] for part in parts]),
                        np.concatenate([part[1] for part in parts]),
                        np.concatenate([part[2] for part in parts]))


def _block_nodes(counts: Sequence[int], entries: list[Any], cell_index: int
                 ) -> list[np.ndarray] | None:
    """The local coordinates (0 to 1) of the cell faces along each of a block's directions,
    from its grading; None for a grading this does not evaluate."""
    kind = entries[cell_index + 1] if cell_index + 1 < len(entries) else "simpleGrading"
    grading = entries[cell_index + 2] if cell_index + 2 < len(entries) else [1, 1, 1]
    if kind not in ("simpleGrading", "edgeGrading") or not isinstance(grading, list):
        return None
    if kind == "edgeGrading":
        if len(grading) != 12:
            return None
        per_direction: list[Any] = []
        for start, stop in _EDGE_GROUPS:
            group = grading[start:stop]
            if any(item != group[0] for item in group):
                return None
            per_direction.append(group[0])
        grading = per_direction
    if len(grading) != 3:
        return None
    nodes = [_graded(count, spec) for count, spec in zip(counts, grading, strict=True)]
    return None if any(node is None for node in nodes) else [n for n in nodes if n is not None]


def _graded(count: int, spec: Any) -> np.ndarray | None:
    """The ``count + 1`` face positions (0 to 1) along a direction graded by ``spec``: one
    expansion ratio (last cell over first), or sections ``((length cells ratio) …)``."""
    ratio = number_of(spec)
    if ratio is not None:
        return _expanded(count, float(ratio))
    if not isinstance(spec, list) or not spec:
        return None
    sections = [numbers_of(list(item)) if isinstance(item, list | tuple) else None
                for item in spec]
    if any(section is None or len(section) != 3 for section in sections):
        return None
    rows = [section for section in sections if section is not None]
    lengths = np.array([row[0] for row in rows]) / sum(row[0] for row in rows)
    shares = np.array([row[1] for row in rows]) / sum(row[1] for row in rows)
    cells = [max(1, round(share * count)) for share in shares[:-1]]
    cells.append(count - sum(cells))
    if cells[-1] < 1:
        return None
    nodes = [np.zeros(1)]
    start = 0.0
    for length, number, row in zip(lengths, cells, rows, strict=True):
        nodes.append(start + length * _expanded(number, float(row[2]))[1:])
        start += length
    return np.concatenate(nodes)


def _expanded(count: int, ratio: float) -> np.ndarray:
    """Face positions of ``count`` cells whose last is ``ratio`` times the first."""
    if count <= 1 or ratio <= 0 or abs(ratio - 1) < 1e-12:
        return np.linspace(0.0, 1.0, count + 1)
    step = ratio ** (1 / (count - 1))
    return (step ** np.arange(count + 1) - 1) / (step ** count - 1)


def _block(corners: np.ndarray, nodes: list[np.ndarray]
           ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Centres, volumes and edge vectors of one hex block's cells, mapped trilinearly from its
    corners (straight edges), the first local direction fastest."""
    lows = [node[:-1] for node in nodes]
    highs = [node[1:] for node in nodes]
    grid = np.meshgrid(*[(low + high) / 2 for low, high in zip(lows, highs, strict=True)],
                       indexing="ij")
    local = np.stack([axis.ravel(order="F") for axis in grid], axis=1)
    spans = np.meshgrid(*[high - low for low, high in zip(lows, highs, strict=True)],
                        indexing="ij")
    span = np.stack([axis.ravel(order="F") for axis in spans], axis=1)
    centres = _map(corners, local)
    edges = []
    for direction in range(3):
        half = np.zeros_like(local)
        half[:, direction] = span[:, direction] / 2
        edges.append(_map(corners, local + half) - _map(corners, local - half))
    jacobian = np.stack(edges, axis=2)
    return centres, np.abs(np.linalg.det(jacobian)), jacobian


def _map(corners: np.ndarray, local: np.ndarray) -> np.ndarray:
    """Points at ``local`` (n, 3) coordinates of the hex with ``corners`` (8, 3)."""
    weights = np.prod(np.where(_CORNERS[None, :, :] == 1, local[:, None, :],
                               1 - local[:, None, :]), axis=2)
    mapped: np.ndarray = weights @ corners
    return mapped
