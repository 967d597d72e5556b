"""The mesh's boundary faces as the checks need them: each face's area vector, owner cell and
the distance from that cell's centre to the face.

Why: a density-based solver (rhoCentralFoam) keeps its face fluxes to itself and writes no
``phi``, so the flux through a patch is computed here instead, as rho U . Sf from the patch
values of the last time; a patch whose condition writes no value (zeroGradient) takes its owner
cells' values, which is what that condition sets. A heat flux through a wall needs the normal
gradient there, (T_face - T_cell) / distance, as OpenFOAM's snGrad takes it; the distance is
measured from the cell centre, the mean of its faces' centres (exact for the hexahedra of
blockMesh; close for other cells). Only points, faces, owner and neighbour are read (through
:mod:`foam_agent.agents.physics.reading`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from foam_agent.agents.physics.reading import MeshPatch, Values, read_parsed

Labels = np.ndarray[Any, np.dtype[np.int64]]


@dataclass(frozen=True)
class PatchFaces:
    """One patch's faces: their area vectors (pointing out of the domain), owner cells and,
    when asked for, the normal distance from each owner cell's centre to the face."""

    areas: Values
    owners: Labels
    distances: Values | None = None
    centres: Values | None = None


def _listed(parsed: object) -> object:
    """The list a polyMesh file holds (foamlib gives it bare, or under the key None)."""
    return parsed.get(None) if isinstance(parsed, Mapping) else parsed


def _area_vectors(points: Values, faces: list[Labels]) -> tuple[Values, Values]:
    """Each polygon's area vector (half the sum of its edges' cross products about its vertex
    mean, the same vector OpenFOAM's triangle decomposition gives a planar face) and that
    vertex mean."""
    areas, centres = np.zeros((len(faces), 3)), np.zeros((len(faces), 3))
    by_size: dict[int, list[int]] = {}
    for index, face in enumerate(faces):
        by_size.setdefault(len(face), []).append(index)
    for indices in by_size.values():
        corners = points[np.stack([faces[index] for index in indices])]
        centres[indices] = corners.mean(axis=1)
        relative = corners - centres[indices][:, None, :]
        following = np.roll(relative, -1, axis=1)
        areas[indices] = 0.5 * np.cross(relative, following).sum(axis=1)
    return areas, centres


def _cell_centres(owners: Labels, neighbours: Labels, centres: Values) -> Values:
    """Each cell's centre as the mean of its faces' centres."""
    cells = int(owners.max()) + 1
    sums, counts = np.zeros((cells, 3)), np.zeros(cells)
    internal = neighbours.size
    for labels, faces in ((owners, centres), (neighbours, centres[:internal])):
        np.add.at(sums, labels, faces)
        np.add.at(counts, labels, 1.0)
    return sums / np.maximum(counts, 1.0)[:, None]


def _compact(offsets: Labels, labels: Labels) -> list[Labels] | None:
    """The faces of a binary ``faceCompactList`` (each face's start in ``labels``, then the
    end): the form a mesh written with ``writeFormat binary`` takes."""
    if offsets.size < 1 or offsets[0] != 0 or offsets[-1] != labels.size \
            or np.any(np.diff(offsets) < 0):
        return None
    return np.split(labels.astype(np.int64), offsets[1:-1])


Mesh = tuple[Values, list[Labels], Labels, Labels]
#: The last mesh read, by its folder and its files' sizes and times: the checks of one case
#: (mass balance, heat, the narrowest passage) read the same mesh, and parsing an ASCII mesh
#: costs seconds. The value says whether its neighbours were read.
_LAST: dict[tuple[str, tuple[tuple[int, int], ...]], tuple[bool, Mesh | None]] = {}
_MESH_FILES = ("points", "faces", "owner", "neighbour")


def _read_mesh(root: Path, *, neighbours: bool) -> Mesh | None:
    """Points, faces, owners and (when ``neighbours``) neighbours of the mesh; None when the
    mesh cannot be read (missing, binary in a form foamlib does not give as lists, or
    inconsistent). The arrays may be shared with the previous caller: never change them."""
    folder = root / "constant" / "polyMesh"
    stamps = tuple((stat.st_size, stat.st_mtime_ns) if (path := folder / name).is_file()
                   and (stat := path.stat()) else (-1, -1) for name in _MESH_FILES)
    key = (str(folder.resolve()), stamps)
    cached = _LAST.get(key)  # one lookup: checks run side by side in threads
    if cached is not None and (cached[0] or not neighbours):
        return cached[1]
    _LAST.clear()
    mesh = _parse_mesh(root, neighbours=neighbours)
    _LAST[key] = (neighbours, mesh)
    return mesh


def _parse_mesh(root: Path, *, neighbours: bool) -> Mesh | None:
    points = _listed(read_parsed(root, "constant/polyMesh/points"))
    faces = _listed(read_parsed(root, "constant/polyMesh/faces"))
    owner = _listed(read_parsed(root, "constant/polyMesh/owner"))
    if not isinstance(points, np.ndarray) or points.size % 3 or not isinstance(owner, np.ndarray):
        return None
    if isinstance(faces, np.ndarray) and faces.ndim == 2:
        faces = list(faces)
    if isinstance(faces, tuple) and len(faces) == 2 and all(
            isinstance(part, np.ndarray) and part.ndim == 1 for part in faces):
        faces = _compact(*faces)
    if not isinstance(faces, list) or not all(isinstance(face, np.ndarray) and face.size >= 3
                                              for face in faces):
        return None
    coordinates = np.asarray(points, dtype=float).reshape(-1, 3)
    owners = np.asarray(owner, dtype=np.int64).reshape(-1)
    labels = np.concatenate(faces)
    if labels.max() >= len(coordinates) or labels.min() < 0 \
            or owners.size != len(faces) or owners.min() < 0:
        return None
    inner = np.zeros(0, dtype=np.int64)
    if neighbours:
        neighbour = _listed(read_parsed(root, "constant/polyMesh/neighbour"))
        if not isinstance(neighbour, np.ndarray):
            return None
        inner = np.asarray(neighbour, dtype=np.int64).reshape(-1)
        if inner.size > owners.size or (inner.size and inner.min() < 0):
            return None
    return coordinates, faces, owners, inner


def cell_volumes(root: Path) -> Values | None:
    """Every cell's volume, a third of the sum over its faces of centre . area vector (the
    divergence theorem; exact for planar faces, as OpenFOAM's own for them); None when the
    mesh cannot be read. A VOF liquid's volume is the sum of alpha times these."""
    mesh = _read_mesh(root, neighbours=True)
    if mesh is None:
        return None
    return _volumes(*mesh)


def _volumes(coordinates: Values, faces: list[Labels], owners: Labels, neighbours: Labels
             ) -> Values:
    areas, centres = _area_vectors(coordinates, faces)
    moments = np.einsum("ij,ij->i", centres, areas) / 3.0
    volumes = np.zeros(int(owners.max()) + 1)
    np.add.at(volumes, owners, moments)
    np.subtract.at(volumes, neighbours, moments[:neighbours.size])
    return volumes


def cell_spans(root: Path, axis: Values) -> tuple[Values, Values, Values] | None:
    """Every cell's volume and the interval of positions its points span along the unit
    vector ``axis`` (lowest, highest); None when the mesh cannot be read. A plane across
    ``axis`` cuts a cell whose interval holds it, and cuts about its volume over its span."""
    mesh = _read_mesh(root, neighbours=True)
    if mesh is None:
        return None
    coordinates, faces, owners, neighbours = mesh
    volumes = _volumes(coordinates, faces, owners, neighbours)
    count = volumes.size
    position = coordinates @ axis
    face_low, face_high = np.zeros(len(faces)), np.zeros(len(faces))
    by_size: dict[int, list[int]] = {}
    for index, face in enumerate(faces):
        by_size.setdefault(len(face), []).append(index)
    for indices in by_size.values():
        corners = position[np.stack([faces[index] for index in indices])]
        face_low[indices], face_high[indices] = corners.min(axis=1), corners.max(axis=1)
    low, high = np.full(count, np.inf), np.full(count, -np.inf)
    for labels, face_range in ((owners, slice(None)), (neighbours, slice(0, neighbours.size))):
        np.minimum.at(low, labels, face_low[face_range])
        np.maximum.at(high, labels, face_high[face_range])
    return volumes, low, high


def boundary_faces(root: Path, patches: list[MeshPatch], *, distances: bool = False
                   ) -> dict[str, PatchFaces] | None:
    """The faces of every patch of ``patches`` (with their cell-to-face distances when
    ``distances``); None when the mesh cannot be read (missing, binary in a form foamlib does
    not give as lists, or inconsistent with its boundary)."""
    mesh = _read_mesh(root, neighbours=distances)
    if mesh is None:
        return None
    coordinates, faces, owners, neighbours = mesh
    if distances:
        _, all_centres = _area_vectors(coordinates, faces)
        cells = _cell_centres(owners, neighbours, all_centres)
    found = {}
    for patch in patches:
        end = patch.start + patch.faces
        if end > len(faces):
            return None
        areas, centres = _area_vectors(coordinates, faces[patch.start:end])
        patch_owners = owners[patch.start:end]
        distance = None
        if distances:
            normals = areas / np.maximum(np.linalg.norm(areas, axis=1), 1e-300)[:, None]
            distance = np.einsum("ij,ij->i", centres - cells[patch_owners], normals)
        found[patch.name] = PatchFaces(areas, patch_owners, distance, centres)
    return found
