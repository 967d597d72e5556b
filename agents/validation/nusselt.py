"""The Nusselt number of a wall held at a fixed temperature, from the cells beside it.

Why second order: OpenFOAM's own wall gradient (``snGrad``, what ``wallHeatFlux`` reports) is
(T_wall - T_cell) / d, first order in the cell size. On the 40 cells across a heated cavity it
errs by about d / (2 delta) of the thermal layer's thickness delta, some 3 % at Ra = 1e4: as
large as the tolerance. The gradient of the parabola through the wall value and the two
nearest cell centres along the wall's normal is exact for a quadratic profile, so what remains
is the error of the solution itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from foam_agent.agents.validation.sampling import (
    CaseFields,
    SamplingError,
    mesh_points_and_faces,
    read_case_fields,
)

Values = np.ndarray[Any, np.dtype[np.float64]]


class NusseltError(ValueError):
    """A wall whose faces have no two cells in line with them along its normal."""


@dataclass(frozen=True)
class Wall:
    """One wall patch at a fixed temperature.

    Attributes:
        centres: The faces' centres, one row each.
        areas: The faces' areas.
        temperature: The wall's temperature at each face.
        normal: The axis (0, 1, 2) the wall faces along (its face centres share that
            coordinate).
    """

    centres: Values
    areas: Values
    temperature: Values
    normal: int


def wall_gradient(wall_value: Values, near: Values, far: Values, d_near: Values,
                  d_far: Values) -> Values:
    """dT/dn at the wall (n pointing into the fluid) of the parabola through the wall value
    and two cell values at distances ``d_near`` < ``d_far``."""
    return (((near - wall_value) * d_far ** 2 - (far - wall_value) * d_near ** 2)
            / (d_near * d_far * (d_far - d_near)))


def local_nusselt(wall: Wall, centres: Values, temperature: Values, length: float,
                  difference: float) -> Values:
    """-dT/dn L / dT at each face: the heat the wall gives the fluid, by the conduction
    across a layer of still fluid L thick between the hot and the cold temperature.

    Args:
        wall: The wall.
        centres: The cell centres, one row each.
        temperature: The cell values.
        length: The reference length L (the distance from the hot to the cold wall).
        difference: The temperature difference between the hot and the cold wall.
    """
    extent = float(np.ptp(centres, axis=0).max()) or 1.0
    tangent = [axis for axis in range(3) if axis != wall.normal]
    found = np.empty(wall.centres.shape[0])
    for index, face in enumerate(wall.centres):
        in_line = np.all(np.abs(centres[:, tangent] - face[tangent]) <= 1e-6 * extent, axis=1)
        distances = np.abs(centres[in_line, wall.normal] - face[wall.normal])
        if distances.size < 2:
            raise NusseltError(f"the face at {face.tolist()} has fewer than two cells in line "
                               "with it along the wall's normal")
        order = np.argsort(distances)[:2]
        values = temperature[in_line][order]
        gradient = wall_gradient(wall.temperature[index], values[0], values[1],
                                 distances[order[0]], distances[order[1]])
        found[index] = -float(gradient) * length / difference
    return found


def mean_nusselt(wall: Wall, local: Values) -> float:
    """The area-weighted mean of the local Nusselt numbers over the wall."""
    return float(np.sum(local * wall.areas) / np.sum(wall.areas))


def fixed_temperature_walls(fields: CaseFields) -> dict[str, float]:
    """Patch → its uniform fixed temperature, for every patch the last T holds one on."""
    temperature = fields.field("T")
    found: dict[str, float] = {}
    for patch, (_, count, _kind) in fields.patch_faces.items():
        condition = temperature.patches.get(patch)
        if (condition is None or condition.type != "fixedValue" or condition.values is None
                or count == 0):
            continue
        values = np.ravel(condition.values)
        if values.size and float(np.ptp(values)) == 0.0:
            found[patch] = float(values[0])
    return found


def wall_faces(case_dir: Path, fields: CaseFields, patch: str, value: float) -> Wall:
    """The patch's faces: centres, areas (half the cross product of a quad's diagonals,
    exact for the planar faces of blockMesh), and the axis they face along (that product's
    largest component)."""
    start, count, _ = fields.patch_faces[patch]
    points, faces = mesh_points_and_faces(case_dir)
    corners = [points[np.asarray(face, dtype=int)] for face in faces[start:start + count]]
    if any(len(face) != 4 for face in corners):
        raise SamplingError(f"patch '{patch}' has faces that are not quadrilaterals")
    crossed = np.array([np.cross(face[2] - face[0], face[3] - face[1]) for face in corners])
    areas = 0.5 * np.linalg.norm(crossed, axis=1)
    centres = fields.face_centres[start:start + count]
    # The axis the faces point along, from their normals: the spread of their centres cannot
    # tell a wall's normal from the empty direction of a 2-D mesh (both spread zero).
    normal = int(np.argmax(np.abs(crossed).sum(axis=0)))
    return Wall(centres, areas, np.full(count, value), normal)


@dataclass(frozen=True)
class WallNusselt:
    """The mean Nusselt number of one wall at a fixed temperature, and what it was taken from.

    Attributes:
        patch: The wall.
        mean: Its area-weighted mean Nusselt number.
        local: The Nusselt number at each of its faces.
        wall: Its faces.
        difference: Its temperature minus the opposite wall's (the fixed-temperature wall
            farthest from it in temperature): positive for the hot wall, negative for the
            cold one, so both give heat transfer across the cavity a positive number.
        length: The distance from it to the opposite wall along its normal.
    """

    patch: str
    mean: float
    local: Values
    wall: Wall
    difference: float
    length: float


def wall_nusselt(case_dir: Path, patch: str | None = None,
                 fields: CaseFields | None = None) -> WallNusselt:
    """The mean Nusselt number of ``patch`` (default: the hottest wall) at the case's last
    written time, against the fixed-temperature wall farthest from it in temperature.

    Why the case decides the scales: the temperature difference and the length are read from
    the walls as the case ran, so the same function measures a validation case and each mesh
    of a mesh study alike.

    Raises:
        SamplingError: No two walls of different fixed temperatures, ``patch`` not one of
            them, or a mesh or field that cannot be read.
    """
    fields = fields or read_case_fields(case_dir)
    walls = fixed_temperature_walls(fields)
    if len(set(walls.values())) < 2:
        raise SamplingError("the case has no hot and cold wall of fixed temperature")
    name = patch if patch is not None else max(walls, key=walls.__getitem__)
    if name not in walls:
        raise SamplingError(f"'{name}' is not a wall of fixed temperature (those: "
                            f"{', '.join(sorted(walls))})")
    opposite = max(walls, key=lambda other: abs(walls[other] - walls[name]))
    wall = wall_faces(case_dir, fields, name, walls[name])
    facing = wall_faces(case_dir, fields, opposite, walls[opposite])
    length = abs(float(np.mean(wall.centres[:, wall.normal])
                       - np.mean(facing.centres[:, wall.normal])))
    difference = walls[name] - walls[opposite]
    cells = fields.field("T").internal
    assert cells is not None  # CaseFields.field refuses a field without interior values
    try:
        local = local_nusselt(wall, fields.centres, cells, length, difference)
    except NusseltError as error:
        raise SamplingError(str(error)) from error
    return WallNusselt(name, mean_nusselt(wall, local), local, wall, difference, length)
