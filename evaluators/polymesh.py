"""A hexahedral OpenFOAM mesh and its cell fields in NumPy, with VTK's numbers.

Why: see :mod:`foam_agent.evaluators.foamtext`. This module covers the meshes blockMesh
writes (every cell a hexahedron: six four-point faces, eight points), which VTK's reader turns
into hexahedra, and returns None for any other mesh so the caller reads it with VTK.

Each quantity is computed as ``vtkOpenFOAMReader`` (VTK 9.7) and ``vtkCellCenters`` compute it,
in the same precision, so scores do not change (tests/evaluators/test_numpy_reader.py compares
them with VTK's on real cases):

- points and cell values are float32 (VTK's ``vtkFloatArray``), rounded from the nearest double;
- a cell centre is the mean of its eight points in double (a hexahedron's parametric centre);
- point values (``CreateCellToPoint``) are the plain mean, in double, of the cells using the
  point, except on faces of ``patch``/``wall``/``mappedWall`` patches, where they are the mean
  of those faces' boundary values: the ``value`` entry, 0 for ``noSlip``, else the owner cell's
  value. Points only on ``empty``, ``symmetry``, ``wedge`` or ``cyclic`` patches are interior.
"""

from __future__ import annotations

import hashlib
import re
from collections import OrderedDict
from dataclasses import dataclass, replace
from functools import cached_property
from pathlib import Path

import numpy as np

from foam_agent.evaluators.foamtext import (
    ENTRY,
    FIELD_COMPONENTS,
    Patch,
    ascii_text,
    boundary_patches,
    dictionary_blocks,
    field_values,
    file_bytes,
    mesh_list,
    quad_faces,
)

#: Patch types whose face values VTK puts on the points of their faces.
PHYSICAL_PATCH_TYPES = ("patch", "wall", "mappedWall")

#: Patch types that make VTK's result depend on a decomposition; left to VTK.
PROCESSOR_PATCH_TYPES = ("processor", "processorCyclic")

#: The polyMesh files, in the order :func:`_parse_hex_mesh` takes them.
MESH_FILES = ("faces", "owner", "neighbour", "points", "boundary")

#: Meshes kept parsed (a batch cycles through a handful; their arrays are shared, read-only).
MESH_CACHE_SIZE = 4

#: The ``internalField`` keyword (near the top of a field file).
_INTERNAL_FIELD = re.compile(rb"\binternalField\b")

#: The ``boundaryField`` keyword, looked for from the end of the file (the internal values
#: before it may be megabytes).
BOUNDARY_FIELD = b"boundaryField"

#: Fields kept parsed.
FIELD_CACHE_SIZE = 16

#: Field classes read here and their value type.
FIELD_CLASSES = {"volScalarField": "scalar", "volVectorField": "vector"}


@dataclass(frozen=True)
class PointLinks:
    """What the cell-to-point averaging needs of a mesh.

    Attributes:
        cell_point_ids: The point ids of every cell, cell after cell (VTK's summing order).
        cells_per_point: How many cells use each point.
        physical: The physical patches, in file order.
        face_point_ids: The point ids of their faces, face after face.
        faces_per_point: How many of those faces use each point.
    """

    cell_point_ids: np.ndarray
    cells_per_point: np.ndarray
    physical: tuple[str, ...]
    face_point_ids: np.ndarray
    faces_per_point: np.ndarray


@dataclass(frozen=True)
class HexMesh:
    """The geometry of a hexahedral polyMesh.

    Attributes:
        points: Point coordinates, float32 (n_points, 3).
        cell_points: The eight point ids of each cell, (n_cells, 8), ascending.
        owner: The owner cell of each face.
        faces: The four point ids of each face.
        patches: The boundary patches in file order.
        key: The hash of the files' bytes (what the caches key on).
    """

    points: np.ndarray
    cell_points: np.ndarray
    owner: np.ndarray
    faces: np.ndarray
    patches: tuple[Patch, ...]
    key: bytes = b""

    @property
    def n_cells(self) -> int:
        """Number of cells."""
        return int(self.cell_points.shape[0])

    @cached_property
    def links(self) -> PointLinks:
        """Which cells and physical boundary faces use each point (built once per mesh)."""
        n_points = self.points.shape[0]
        cell_point_ids = self.cell_points.reshape(-1)
        physical = [p for p in self.patches if p.kind in PHYSICAL_PATCH_TYPES]
        faces = [self.faces[p.start:p.start + p.size] for p in physical]
        face_point_ids = (np.concatenate(faces).reshape(-1) if faces
                          else np.empty(0, dtype=np.int64))
        return PointLinks(
            cell_point_ids=cell_point_ids,
            cells_per_point=np.bincount(cell_point_ids, minlength=n_points).astype(np.float64),
            physical=tuple(p.name for p in physical),
            face_point_ids=face_point_ids,
            faces_per_point=np.bincount(face_point_ids, minlength=n_points).astype(np.float64),
        )

    def centres(self) -> np.ndarray:
        """Cell centres in double: the mean of each cell's eight points."""
        corners = self.points.astype(np.float64)[self.cell_points]
        return corners.sum(axis=1) * 0.125


_mesh_cache: OrderedDict[bytes, HexMesh | None] = OrderedDict()


def clear_mesh_caches() -> None:
    """Forget every parsed mesh and field."""
    _mesh_cache.clear()
    _field_cache.clear()


def read_hex_mesh(case: Path) -> HexMesh | None:
    """``case/constant/polyMesh`` when it is ASCII and all hexahedra; None otherwise.

    Meshes are cached by the hash of their files' bytes: in a batch, references are often
    copies of one case and submissions often share the reference's mesh.
    """
    folder = case / "constant" / "polyMesh"
    raws = [file_bytes(folder / name) for name in MESH_FILES]
    digest = hashlib.blake2b(digest_size=16)
    for raw in raws:
        digest.update(b"-" if raw is None else len(raw).to_bytes(8, "little") + raw)
    key = digest.digest()
    if key in _mesh_cache:
        _mesh_cache.move_to_end(key)
        return _mesh_cache[key]
    parsed = _parse_hex_mesh(*raws)
    mesh = None if parsed is None else replace(parsed, key=key)
    _mesh_cache[key] = mesh
    if len(_mesh_cache) > MESH_CACHE_SIZE:
        _mesh_cache.popitem(last=False)
    return mesh


def _parse_hex_mesh(
    faces_raw: bytes | None,
    owner_raw: bytes | None,
    neighbour_raw: bytes | None,
    points_raw: bytes | None,
    boundary_raw: bytes | None,
) -> HexMesh | None:
    faces = quad_faces(faces_raw)
    owner = mesh_list(owner_raw, np.int64, 1)
    neighbour = mesh_list(neighbour_raw, np.int64, 1)
    points = mesh_list(points_raw, np.float64, 3)
    patches = boundary_patches(boundary_raw)
    if faces is None or owner is None or neighbour is None or points is None or not patches:
        return None
    n_faces, n_internal = faces.shape[0], neighbour.shape[0]
    if owner.shape[0] != n_faces or n_internal > n_faces or n_faces == 0:
        return None
    if any(p.kind in PROCESSOR_PATCH_TYPES for p in patches) or not _patches_tile(
        patches, n_internal, n_faces
    ):
        return None
    if faces.min() < 0 or faces.max() >= points.shape[0] or owner.min() < 0:
        return None
    n_cells = int(max(owner.max(), neighbour.max(initial=-1))) + 1
    cells_of_faces = np.concatenate([owner, neighbour])
    if cells_of_faces.min() < 0 or np.bincount(cells_of_faces, minlength=n_cells).tolist() != [
        6
    ] * n_cells:
        return None
    face_ids = np.concatenate([np.arange(n_faces), np.arange(n_internal)])
    order = np.argsort(cells_of_faces, kind="stable")
    corners = faces[face_ids[order]].reshape(n_cells, 24)
    corners.sort(axis=1)
    distinct = np.diff(corners, axis=1) != 0
    if not (distinct.sum(axis=1) == 7).all():
        return None
    keep = np.concatenate([np.ones((n_cells, 1), dtype=bool), distinct], axis=1)
    cell_points = corners[keep].reshape(n_cells, 8)
    mesh = HexMesh(points.astype(np.float32), cell_points, owner, faces, patches)
    for array in (mesh.points, mesh.cell_points, mesh.owner, mesh.faces):
        array.flags.writeable = False
    return mesh


def _patches_tile(patches: tuple[Patch, ...], n_internal: int, n_faces: int) -> bool:
    """The patches cover the boundary faces exactly, one after the other."""
    start = n_internal
    for patch in patches:
        if patch.start != start or patch.size < 0:
            return False
        start += patch.size
    return start == n_faces


@dataclass(frozen=True)
class CellField:
    """A field's cell values and, when asked, its point values (both float32)."""

    cells: np.ndarray
    points: np.ndarray | None


_field_cache: OrderedDict[tuple[bytes, bytes, bool], CellField | None] = OrderedDict()


def read_cell_field(
    mesh: HexMesh, path: Path, *, point_data: bool
) -> CellField | None:
    """One ``volScalarField``/``volVectorField`` file as VTK reads it; None when this reader
    does not cover it (the caller then uses VTK for the whole case).

    Cached by the mesh's and the file's content, as meshes are (a batch's references are
    often copies); the arrays are shared, so read-only.
    """
    raw = file_bytes(path)
    key = (mesh.key, hashlib.blake2b(raw or b"", digest_size=16).digest(), point_data)
    if raw is not None and mesh.key and key in _field_cache:
        _field_cache.move_to_end(key)
        return _field_cache[key]
    read = _parse_cell_field(mesh, raw, point_data=point_data)
    if read is not None:
        for array in (read.cells, read.points):
            if array is not None:
                array.flags.writeable = False
    if raw is not None and mesh.key:
        _field_cache[key] = read
        if len(_field_cache) > FIELD_CACHE_SIZE:
            _field_cache.popitem(last=False)
    return read


def _parse_cell_field(
    mesh: HexMesh, raw: bytes | None, *, point_data: bool
) -> CellField | None:
    parsed = ascii_text(raw)
    if parsed is None:
        return None
    kind = FIELD_CLASSES.get(parsed.header.get("class", ""))
    if kind is None:
        return None
    components = FIELD_COMPONENTS[kind]
    internal = _INTERNAL_FIELD.search(parsed.body)
    boundary = parsed.body.rfind(BOUNDARY_FIELD)
    after = boundary + len(BOUNDARY_FIELD)
    if (internal is None or boundary < internal.end()
            or not parsed.body[boundary - 1:boundary].isspace()
            or parsed.body[after:after + 1] not in (b"{", b" ", b"\t", b"\n", b"\r")):
        return None
    values = field_values(parsed.body[internal.end():boundary], mesh.n_cells, components)
    if values is None:
        return None
    cells = _as_vtk(values, components)
    if not point_data:
        return CellField(cells, None)
    faces_values = _boundary_values(mesh, parsed.body[after:], values, components)
    if faces_values is None:
        return None
    return CellField(cells, _as_vtk(_cell_to_point(mesh, values, faces_values), components))


def _as_vtk(values: np.ndarray, components: int) -> np.ndarray:
    """float32, and 1-D for a scalar, as VTK's arrays come out."""
    single = values.astype(np.float32)
    return single[:, 0].copy() if components == 1 else single


def _boundary_values(
    mesh: HexMesh, text: bytes, internal: np.ndarray, components: int
) -> dict[str, np.ndarray] | None:
    """The float32 face values of each physical patch (see the module docstring)."""
    blocks = dict(dictionary_blocks(text))
    if len(blocks) != len(mesh.patches) or text.count(b"{") != len(blocks) + 1:
        return None
    single = internal.astype(np.float32)
    result = {}
    for patch in mesh.patches:
        content = blocks.get(patch.name)
        if content is None:
            return None
        entries = {k.decode(): v for k, v in ENTRY.findall(content)}
        if "value" in entries:
            values = field_values(entries["value"] + b";", patch.size, components)
            if values is None:
                return None
            faces = values.astype(np.float32)
        elif entries.get("type") == b"noSlip":
            faces = np.zeros((patch.size, components), dtype=np.float32)
        else:
            faces = single[mesh.owner[patch.start:patch.start + patch.size]]
        if patch.kind in PHYSICAL_PATCH_TYPES:
            result[patch.name] = faces
    return result


def _cell_to_point(
    mesh: HexMesh, internal: np.ndarray, boundary: dict[str, np.ndarray]
) -> np.ndarray:
    """Point values in double: cell means inside, boundary-face means on physical patches.
    Sums run in VTK's order (ascending cell, ascending face), in double, of float32 values."""
    links = mesh.links
    n_points = mesh.points.shape[0]
    single = internal.astype(np.float32).astype(np.float64)
    components = single.shape[1]
    result = np.empty((n_points, components))
    for k in range(components):
        result[:, k] = np.bincount(links.cell_point_ids, weights=np.repeat(single[:, k], 8),
                                   minlength=n_points)
    with np.errstate(invalid="ignore", divide="ignore"):
        result /= links.cells_per_point[:, None]
    if not links.physical:
        return result
    face_values = np.concatenate([boundary[name] for name in links.physical]).astype(np.float64)
    hit = links.faces_per_point > 0
    for k in range(components):
        sums = np.bincount(links.face_point_ids, weights=np.repeat(face_values[:, k], 4),
                           minlength=n_points)
        result[hit, k] = sums[hit] / links.faces_per_point[hit]
    return result
