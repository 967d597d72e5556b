"""The followed case's own shape as its blockMeshDict draws it: a wedge's one sloped wall, a
pipe's ``radius``.

Why here: wedge15Ma5's wedge is one sloped face of its blockMeshDict and pipeCyclic's pipe is
drawn from a top-level ``radius``; the editor that re-makes them to a stated size and the audit
that measures them must find the same wall and the same entry.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from pathlib import Path

from foam_agent.foamcase.case.blockmesh import read_block_mesh
from foam_agent.foamcase.case.files import BLOCK_MESH_DICTS, first_existing
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: Patches a ramp is never on: the flow's ends.
_ENDS = lazy_regex(r"inlet|outlet|inflow|outflow", re.IGNORECASE)
#: A pipe's radius as pipeCyclic writes it (a top-level entry its vertices are drawn from).
RADIUS_ENTRY = lazy_regex(r"^(radius\s+)([-+0-9.eE]+)(\s*;)", re.MULTILINE)


@dataclass(frozen=True)
class Ramp:
    """A wall of the mesh that rises along x: from ``start`` to ``end`` in the x-y plane."""

    patch: str
    start: tuple[float, float]
    end: tuple[float, float]

    @property
    def angle(self) -> float:
        """Degrees from the x axis."""
        return math.degrees(math.atan2(abs(self.end[1] - self.start[1]),
                                       self.end[0] - self.start[0]))


def find_ramp(root: Path) -> Ramp | None:
    """The one sloped face of the case's blockMeshDict (on no inlet or outlet), else None."""
    mesh = read_block_mesh(root)
    if mesh is None:
        return None
    ramps: list[Ramp] = []
    for patch, faces in mesh.faces.items():
        if _ENDS.search(patch):
            continue
        for face in faces:
            corners = sorted({(round(mesh.points[index][0], 12), round(mesh.points[index][1], 12))
                              for index in face if index < len(mesh.points)})
            if len(corners) != 2:
                continue
            (x0, y0), (x1, y1) = corners
            if x1 - x0 > 0 and y1 != y0:
                ramps.append(Ramp(patch, (x0, y0), (x1, y1)))
    return ramps[0] if len(ramps) == 1 else None


def pipe_radius(root: Path) -> tuple[Path, float] | None:
    """(blockMeshDict, radius) where the case's mesh is drawn from a ``radius`` entry."""
    path = first_existing(root, BLOCK_MESH_DICTS)
    if path is None:
        return None
    found = RADIUS_ENTRY.search(path.read_text(encoding="utf-8", errors="replace"))
    return (path, float(found.group(2))) if found else None
