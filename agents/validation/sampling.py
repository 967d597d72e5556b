"""The last written fields of a finished case on the host, and profiles along lines through them.

Why on the host and not through a sampling dictionary: the comparison must not depend on the
request asking for a line sample, nor change the user's case after its run. Every file is read
through :mod:`foam_agent.agents.physics.reading` (no link followed, bounded reads, foamlib).
A cell centre is the mean of its faces' centres, exact for the box-shaped cells that blockMesh
writes for these flows; wall values come from the field's own boundary entries, so a profile
runs from wall to wall.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from foam_agent.agents.physics.reading import (
    Field,
    Values,
    read_dict,
    read_field,
    read_parsed,
    time_names,
)

#: Patch types with no values of their own (the 2-D planes, symmetry): left out of profiles.
VALUELESS_PATCHES = frozenset({"empty", "wedge", "symmetryPlane", "symmetry", "cyclic",
                               "processor"})
#: Conditions whose value is zero velocity without a ``value`` entry.
ZERO_CONDITIONS = frozenset({"noSlip"})
#: Two coordinates closer than this fraction of the domain are one column of cells.
SAME_COLUMN = 1e-6


class SamplingError(ValueError):
    """A case whose mesh or fields cannot be read for a comparison."""


@dataclass(frozen=True)
class Samples:
    """Values of one quantity at points: cell centres, then boundary faces with a value."""

    points: Values
    values: Values


@dataclass(frozen=True)
class CaseFields:
    """The mesh's cell and boundary-face centres and the fields of the last written time."""

    root: Path
    time: str
    centres: Values
    face_centres: Values
    patch_faces: Mapping[str, tuple[int, int, str]]

    def field(self, name: str, *, vector: bool = False) -> Field:
        """The field ``name`` at the last time; :class:`SamplingError` when it is unreadable."""
        found = read_field(self.root, self.time, name, vector=vector)
        if found is None or found.internal is None:
            raise SamplingError(f"{self.time}/{name} is missing or unreadable")
        if found.internal.shape[0] == 1 and self.centres.shape[0] > 1:
            count = self.centres.shape[0]
            internal = np.repeat(found.internal, count, axis=0)
            return Field(found.name, found.time, internal, found.patches)
        return found

    def samples(self, name: str, component: int | None = None) -> Samples:
        """Values of a scalar field, or of one component of a vector field, at the cell
        centres and at the faces of every patch whose condition gives a value there."""
        field = self.field(name, vector=component is not None)
        assert field.internal is not None
        values = field.internal if component is None else field.internal[:, component]
        points, found = [self.centres], [values]
        for patch, (start, count, kind) in self.patch_faces.items():
            condition = field.patches.get(patch)
            if kind in VALUELESS_PATCHES or condition is None or count == 0:
                continue
            if condition.values is not None and condition.values.shape[0] in (1, count):
                given = condition.values if component is None else condition.values[:, component]
                patch_values = np.broadcast_to(given, (count,)).astype(float)
            elif condition.type in ZERO_CONDITIONS:
                patch_values = np.zeros(count)
            else:
                continue
            points.append(self.face_centres[start:start + count])
            found.append(patch_values)
        return Samples(np.concatenate(points), np.concatenate(found))


def read_case_fields(case_dir: Path) -> CaseFields:
    """The mesh of ``case_dir`` and its last written time (not ``0``)."""
    times = [name for name in time_names(case_dir) if float(name) > 0.0]
    if not times:
        raise SamplingError(f"'{case_dir}' has no time written after 0")
    mesh = {name: _listed(read_parsed(case_dir, f"constant/polyMesh/{name}"))
            for name in ("points", "owner", "neighbour")}
    points, owner, neighbour = mesh["points"], mesh["owner"], mesh["neighbour"]
    faces = mesh_faces(case_dir)
    if not (isinstance(points, np.ndarray) and isinstance(owner, np.ndarray)
            and isinstance(neighbour, np.ndarray) and faces is not None):
        raise SamplingError(f"the mesh of '{case_dir}' (constant/polyMesh) is unreadable")
    points = np.asarray(points, dtype=float).reshape(-1, 3)
    face_centres = np.array([points[np.asarray(face, dtype=int)].mean(axis=0)
                             for face in faces])
    cells = int(owner.max()) + 1
    sums = np.zeros((cells, 3))
    counts = np.zeros(cells)
    np.add.at(sums, owner, face_centres[:owner.size])
    np.add.at(counts, owner, 1.0)
    np.add.at(sums, neighbour, face_centres[:neighbour.size])
    np.add.at(counts, neighbour, 1.0)
    return CaseFields(case_dir, times[-1], sums / counts[:, None], face_centres,
                      _patch_faces(case_dir))


def mesh_faces(case_dir: Path) -> list[Any] | None:
    """The mesh's faces as lists of point labels; a mesh written in binary holds them as a
    ``faceCompactList`` (each face's start in one label list, then that list), which the
    buoyant tutorials write (``writeFormat binary``)."""
    faces = _listed(read_parsed(case_dir, "constant/polyMesh/faces"))
    if isinstance(faces, tuple) and len(faces) == 2 and all(
            isinstance(part, np.ndarray) and part.ndim == 1 for part in faces):
        offsets, labels = faces
        if offsets.size < 1 or offsets[0] != 0 or offsets[-1] != labels.size:
            return None
        return list(np.split(labels.astype(np.int64), offsets[1:-1]))
    return list(faces) if isinstance(faces, list | np.ndarray) else None


def mesh_points_and_faces(case_dir: Path) -> tuple[np.ndarray[Any, np.dtype[np.float64]],
                                                    list[Any]]:
    """The mesh's points (n × 3) and faces, read through the bounded readers; a
    :class:`SamplingError` when either is unreadable (a hostile or half-written mesh)."""
    points = _listed(read_parsed(case_dir, "constant/polyMesh/points"))
    faces = mesh_faces(case_dir)
    if not isinstance(points, np.ndarray) or faces is None:
        raise SamplingError(f"the mesh of '{case_dir}' (constant/polyMesh) is unreadable")
    return np.asarray(points, dtype=float).reshape(-1, 3), faces


def _listed(parsed: object) -> Any:
    return parsed.get(None) if isinstance(parsed, Mapping) else parsed


def _patch_faces(case_dir: Path) -> dict[str, tuple[int, int, str]]:
    listed = _listed(read_parsed(case_dir, "constant/polyMesh/boundary"))
    patches: dict[str, tuple[int, int, str]] = {}
    for item in listed if isinstance(listed, list) else []:
        if isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], Mapping):
            entry = item[1]
            patches[str(item[0])] = (int(entry.get("startFace", 0)), int(entry.get("nFaces", 0)),
                                     str(entry.get("type", "")))
    return patches


def profile(samples: Samples, *, along: int, across: int, at: float,
            positions: Values) -> Values:
    """Values at ``positions`` on the line ``x[across] = at`` running along axis ``along``.

    The two columns of points nearest the line on either side are each interpolated linearly
    along the line, then blended by their distance to it (one column when the line runs
    through it). Positions outside a column's span take its end values.
    """
    coordinates = samples.points[:, across]
    span = float(np.ptp(samples.points[:, along])) or 1.0
    columns = np.unique(np.round(coordinates / (SAME_COLUMN * span)).astype(np.int64))
    columns_at = columns * SAME_COLUMN * span
    below = columns_at[columns_at <= at + SAME_COLUMN * span]
    above = columns_at[columns_at >= at - SAME_COLUMN * span]
    if below.size == 0 or above.size == 0:
        raise SamplingError(f"no cells on both sides of {'xyz'[across]} = {at:g}")
    lower, upper = float(below.max()), float(above.min())

    def along_column(column: float) -> Values:
        chosen = np.abs(coordinates - column) <= SAME_COLUMN * span
        order = np.argsort(samples.points[chosen, along])
        return np.interp(positions, samples.points[chosen, along][order],
                         samples.values[chosen][order])

    if upper - lower <= SAME_COLUMN * span:
        return along_column(lower)
    weight = (at - lower) / (upper - lower)
    return (1.0 - weight) * along_column(lower) + weight * along_column(upper)


def columns(samples: Samples, *, across: int) -> Values:
    """The distinct coordinates along axis ``across`` of the points, each once, sorted."""
    coordinates = samples.points[:, across]
    span = float(np.ptp(coordinates)) or 1.0
    keys = np.round(coordinates / (SAME_COLUMN * span)).astype(np.int64)
    _, first = np.unique(keys, return_index=True)
    return np.sort(coordinates[first])


def cell_column(fields: CaseFields, *, across: int, near: float) -> float:
    """The coordinate along ``across`` of the column of cell centres nearest ``near``."""
    found = columns(Samples(fields.centres, np.zeros(len(fields.centres))), across=across)
    return float(found[np.argmin(np.abs(found - near))])


def read_properties(case_dir: Path, relpath: str) -> Mapping[str, Any]:
    """A dictionary of the case (``constant/transportProperties`` …) parsed by foamlib."""
    parsed = read_dict(case_dir, relpath)
    if parsed is None:
        raise SamplingError(f"{relpath} is missing or unreadable")
    return parsed
