"""From a parsed geometry to a complete layout: every size, position and resolution decided.

Why a step of its own: a prompt rarely states everything ("flow past a circular cylinder at
Re = 100" states no size at all). The defaults are decided here, once, and each one is a note
line, so the mesh generators only draw and the audit compares against what was decided.

Documented defaults (chosen so a 2D case meshes in seconds and solves in minutes on 2 cores):
- obstacle size: 1 m when nothing gives a scale; else 1/8 of the channel height;
- channel around an obstacle: 5 sizes upstream, 15 downstream, height = size / blockage with
  the blockage ratio 1/8 (the cylinder-flow literature's confined benchmarks use 0.1–0.25);
- centre: 5 sizes (or a quarter of the length) from the inlet, mid-height;
- top and bottom: no-slip walls when the request speaks of a channel or walls, else slip
  (a body in open surroundings, the blockage the only confinement);
- depth (2D): one obstacle size, one cell;
- resolution: 12 cells along the shortest side of a rectangle, 64 around a circle; the far
  field coarsens geometrically to at most 8 body cells; the count is kept under the stated
  bound, else under 20,000 cells.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Literal

from agents.spec.geometry import Geometry, ObstacleShape

DEFAULT_BLOCKAGE = 0.125
DEFAULT_SIZE_M = 1.0
UPSTREAM_SIZES = 5.0
DOWNSTREAM_SIZES = 15.0
DEFAULT_MAX_CELLS = 20_000
#: Cells along a rectangle's shortest side, and per 45° of a circle's or diamond's outline.
BODY_CELLS = 12
ARC_CELLS = 8


class LayoutError(ValueError):
    """The geometry cannot be laid out (overlapping bodies, a body outside the domain)."""


@dataclass(frozen=True)
class Body:
    """An obstacle with every value decided: centre and size in metres."""

    shape: ObstacleShape
    cx: float
    cy: float
    width: float
    height: float
    #: Distance from the centre to the nearest side of the domain (the room an O-grid has).
    clearance: float = math.inf

    @property
    def xmin(self) -> float:
        return self.cx - self.width / 2

    @property
    def xmax(self) -> float:
        return self.cx + self.width / 2

    @property
    def ymin(self) -> float:
        return self.cy - self.height / 2

    @property
    def ymax(self) -> float:
        return self.cy + self.height / 2


@dataclass(frozen=True)
class Layout:
    """A 2D (or extruded 3D) channel with bodies, and the cell budget to mesh it in."""

    x0: float
    x1: float
    y0: float
    y1: float
    z0: float
    z1: float
    bodies: tuple[Body, ...]
    two_d: bool
    max_cells: int
    bounded: bool = False
    cells: tuple[int, int, int | None] | None = None
    lateral: Literal["wall", "slip"] = "wall"
    notes: tuple[str, ...] = field(default=())

    @property
    def height(self) -> float:
        return self.y1 - self.y0

    def blockage(self) -> float:
        """The largest share of the channel height one cross-section of bodies takes."""
        if not self.bodies:
            return 0.0
        return max(body.height for body in self.bodies) / self.height


def _size(geometry: Geometry) -> float:
    sized = [o.width for o in geometry.obstacles if o.width is not None]
    if sized:
        return max(sized)
    height = geometry.size(1)
    if height is not None:
        return height * (geometry.blockage or DEFAULT_BLOCKAGE)
    return DEFAULT_SIZE_M


def layout(geometry: Geometry) -> Layout:
    """Decide every size, position and bound of ``geometry``; each default is a note.

    Raises:
        LayoutError: A body lies outside the domain or two bodies overlap.
    """
    notes: list[str] = []
    size = _size(geometry)
    if not any(o.width is not None for o in geometry.obstacles) and geometry.obstacles:
        notes.append(f"obstacle size not stated: {size:g} m (documented default)")
    x0, y0, z0 = geometry.lower
    x1, y1, z1 = geometry.upper
    blockage = geometry.blockage or DEFAULT_BLOCKAGE
    if y0 is None or y1 is None:
        y0, y1 = 0.0, size / blockage
        notes.append(f"channel height not stated: {y1:g} m = size / blockage {blockage:g}")
    if x0 is None or x1 is None:
        x0, x1 = 0.0, (UPSTREAM_SIZES + DOWNSTREAM_SIZES) * size
        notes.append(f"channel length not stated: {x1:g} m ({UPSTREAM_SIZES:g} sizes upstream, "
                     f"{DOWNSTREAM_SIZES:g} downstream)")
    if z0 is None or z1 is None:
        z0, z1 = -size / 2, size / 2
        notes.append(f"depth not stated: {size:g} m, centred on z = 0")
    bodies: list[Body] = []
    for obstacle in geometry.obstacles:
        width = obstacle.width if obstacle.width is not None else size
        height = obstacle.height if obstacle.height is not None else width
        if obstacle.shape in ("square", "circle", "diamond"):
            height = width
        if obstacle.centre is not None:
            cx, cy = obstacle.centre
        else:
            cx = x0 + min(UPSTREAM_SIZES * width, (x1 - x0) / 4)
            cy = (y0 + y1) / 2
            notes.append(f"{obstacle.shape} centre not stated: ({cx:g}, {cy:g}) m")
        bodies.append(Body(obstacle.shape, cx, cy, width, height))
    for body in bodies:
        if body.xmin <= x0 or body.xmax >= x1 or body.ymin <= y0 or body.ymax >= y1:
            raise LayoutError(f"the {body.shape} at ({body.cx:g}, {body.cy:g}) of size "
                              f"{body.width:g} x {body.height:g} m does not fit inside the "
                              f"domain [{x0:g}, {x1:g}] x [{y0:g}, {y1:g}]")
    bodies = [replace(body, clearance=min(body.cx - x0, x1 - body.cx, body.cy - y0,
                                          y1 - body.cy)) for body in bodies]
    for index, first in enumerate(bodies):
        for second in bodies[index + 1:]:
            if first.xmin < second.xmax and second.xmin < first.xmax and \
                    first.ymin < second.ymax and second.ymin < first.ymax:
                raise LayoutError(f"the {first.shape} at ({first.cx:g}, {first.cy:g}) and the "
                                  f"{second.shape} at ({second.cx:g}, {second.cy:g}) overlap")
    lateral = geometry.lateral
    if lateral is None:
        lateral = "slip" if bodies else "wall"
        notes.append(f"top and bottom not stated: {lateral}" + (
            " (flow past a body in open surroundings)" if bodies else ""))
    two_d = geometry.two_d if geometry.two_d is not None else True
    max_cells = geometry.max_cells or DEFAULT_MAX_CELLS
    if geometry.max_cells is None:
        notes.append(f"cell count not bounded by the request: at most {max_cells:,} cells")
    return Layout(x0=x0, x1=x1, y0=y0, y1=y1, z0=z0, z1=z1, bodies=tuple(bodies), two_d=two_d,
                  max_cells=max_cells, bounded=geometry.max_cells is not None,
                  cells=geometry.cells, lateral=lateral, notes=tuple(notes))
