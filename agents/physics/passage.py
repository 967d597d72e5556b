"""The narrowest section the flow must pass between its inflow and its outflow, measured on
the mesh, against the inflow's area.

Why: a flow that enters a 4:1 contraction leaves it at four times its mean inlet speed, and a
laminar one peaks at 1.5 times that (six times the inlet's speed), so a speed bound fixed as a
multiple of the boundaries' speeds either flags a sound contraction or lets a tenfold fault in
a straight channel pass. The section is measured from the mesh the run used, whatever made it
(blockMesh, snappyHexMesh, a converted mesh): planes across the inflow's direction, between the
inflow and the outflow, each cutting the cells whose span along that direction holds it; a
cut cell adds its volume over its span (its section, exactly for a hexahedron aligned with the
planes). The smallest of those sections is the narrowest passage.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from foam_agent.agents.physics.case import Case
from foam_agent.agents.physics.mesh import boundary_faces, cell_spans
from foam_agent.foamcase.catalog.profiles import Section

#: Planes across the flow the section is measured on, evenly spaced from inflow to outflow.
PLANES = 200
#: Fewest of the inflow's area its faces' summed area vector must keep to give the flow one
#: direction: an inflow all round a body, or several inflows facing each other, has none.
ALIGNED_FRACTION = 0.5


@dataclass(frozen=True)
class Passage:
    """The inflow's area and the narrowest section downstream of it.

    Attributes:
        inflow_area: The summed area of the inflow patches, in m².
        narrowest: The smallest section across the flow between inflow and outflow, in m².
        distance: How far downstream of the inflow that section lies, in m.
    """

    inflow_area: float
    narrowest: float
    distance: float

    @property
    def ratio(self) -> float:
        """How many times the inflow's mean speed the narrowest section's mean speed is."""
        return self.inflow_area / self.narrowest


def section_shape(case: Case) -> Section:
    """The shape of the case's sections: a plane channel for a 2-D mesh (empty sides), a round
    pipe for an axisymmetric one (a wedge), any duct otherwise."""
    types = {patch.type for patch in case.mesh_patches}
    if "wedge" in types:
        return "round"
    return "plane" if "empty" in types else "duct"


def narrowest_passage(case: Case) -> Passage | None:
    """The narrowest section between the case's inflows and its outlets, or None when the case
    has no inflow or no outlet, its inflow has no one direction, its outlets do not lie
    downstream along it, or the mesh cannot be read."""
    outlets = [name for name, role in case.roles.items() if role == "outlet"]
    if not case.inflows or not outlets:
        return None
    wanted = set(case.inflows) | set(outlets)
    # With distances, the mesh is read with its neighbours, which cell_spans reuses.
    faces = boundary_faces(case.root, [patch for patch in case.mesh_patches
                                       if patch.name in wanted], distances=True)
    if faces is None or not wanted <= set(faces):
        return None
    inflow = [faces[name] for name in case.inflows]
    vector = sum((part.areas.sum(axis=0) for part in inflow), np.zeros(3))
    area = float(sum(np.linalg.norm(part.areas, axis=1).sum() for part in inflow))
    if area <= 0.0 or np.linalg.norm(vector) < ALIGNED_FRACTION * area:
        return None
    axis = -vector / np.linalg.norm(vector)  # the faces point out of the domain

    def position(names: list[str]) -> float:
        parts = [faces[name] for name in names]
        weights = np.concatenate([np.linalg.norm(part.areas, axis=1) for part in parts])
        centres = np.concatenate([part.centres for part in parts if part.centres is not None])
        return float(np.average(centres @ axis, weights=weights)) if weights.sum() > 0 else 0.0

    start, end = position(case.inflows), position(outlets)
    spans = cell_spans(case.root, axis) if end > start else None
    if spans is None:
        return None
    volumes, low, high = spans
    density = volumes / np.maximum(high - low, 1e-300)
    planes = start + (end - start) * (np.arange(PLANES) + 0.5) / PLANES
    entered = np.concatenate(([0.0], np.cumsum(density[np.argsort(low)])))
    left = np.concatenate(([0.0], np.cumsum(density[np.argsort(high)])))
    sections = (entered[np.searchsorted(np.sort(low), planes, side="right")]
                - left[np.searchsorted(np.sort(high), planes, side="right")])
    index = int(np.argmin(sections))
    if sections[index] <= 0.0:
        return None
    return Passage(area, float(sections[index]), float(planes[index] - start))
