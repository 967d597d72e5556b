"""The reattachment length behind a backward-facing step, read from the velocity beside the
floor.

Why from the cells next to the wall: no function object of v1912 reports it, and the near-wall
velocity says it directly: inside the recirculation the flow along the floor runs backwards.
The floor is the lowest wall (the faces of wall patches at the smallest height, the channel
floor downstream of the step); along it, in the direction of the outflow, the length runs from
its first face (the foot of the step) to the last point where the velocity in the wall-adjacent
cells turns from backward to forward, interpolated between face centres. Celik et al. (2008)
study this same quantity in their worked example.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np

from foam_agent.agents.physics.reading import read_field, read_parsed, time_names

#: Faces whose centre lies this close (relative to the domain's height) to the lowest wall
#: height belong to the floor.
FLOOR_TOLERANCE = 1e-6


class NoReattachment(ValueError):
    """No floor, no velocity, or no flow that turns forward along the floor."""


def _listed(parsed: object) -> Any:
    return parsed.get(None) if isinstance(parsed, Mapping) else parsed


def _floor_faces(case_dir: Path) -> tuple[np.ndarray, np.ndarray]:
    """The centres of the floor's faces and the cell beside each."""
    boundary = _listed(read_parsed(case_dir, "constant/polyMesh/boundary"))
    faces = _listed(read_parsed(case_dir, "constant/polyMesh/faces"))
    points = _listed(read_parsed(case_dir, "constant/polyMesh/points"))
    owner = _listed(read_parsed(case_dir, "constant/polyMesh/owner"))
    if not (isinstance(boundary, list) and isinstance(faces, list)
            and isinstance(points, np.ndarray) and isinstance(owner, np.ndarray)):
        raise NoReattachment("the mesh (constant/polyMesh) cannot be read")
    coordinates = points.reshape(-1, 3)
    walls = [index for _, entry in boundary if isinstance(entry, Mapping)
             and entry.get("type") == "wall"
             for index in range(int(entry.get("startFace", 0)),
                                int(entry.get("startFace", 0)) + int(entry.get("nFaces", 0)))]
    if not walls:
        raise NoReattachment("the mesh has no wall")
    centres = np.array([coordinates[np.asarray(faces[index], dtype=int)].mean(axis=0)
                        for index in walls])
    height = float(np.ptp(coordinates[:, 1])) or 1.0
    floor = np.abs(centres[:, 1] - centres[:, 1].min()) <= FLOOR_TOLERANCE * height
    return centres[floor], owner[np.asarray(walls)[floor]]


def reattachment_length(case_dir: Path) -> tuple[float, str]:
    """The reattachment length in metres at the case's last written time, and that time.

    Raises:
        NoReattachment: As its docstring says.
    """
    times = time_names(case_dir)
    velocity = read_field(case_dir, times[-1], "U", vector=True) if len(times) > 1 else None
    if velocity is None or velocity.internal is None or len(velocity.internal) < 2:
        raise NoReattachment("no velocity field written after the initial one")
    centres, cells = _floor_faces(case_dir)
    if len(centres) < 2:
        raise NoReattachment("the floor has fewer than two faces")
    order = np.argsort(centres[:, 0])
    along = centres[order, 0]
    speed = velocity.internal[cells[order], 0]
    forward = speed[-1] > 0
    turns = [index for index in range(1, len(speed))
             if (speed[index - 1] <= 0 < speed[index]) if forward]
    if not turns:
        raise NoReattachment("the flow along the floor never turns forward")
    last = turns[-1]
    before, after = speed[last - 1], speed[last]
    x = along[last - 1] + (along[last] - along[last - 1]) * (-before) / (after - before)
    return float(x - along[0]), velocity.time
