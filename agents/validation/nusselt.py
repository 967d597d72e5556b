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
from typing import Any

import numpy as np

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
