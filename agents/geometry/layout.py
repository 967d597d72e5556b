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
- resolution: 12 cells along the shortest side of a rectangle, 64 around a circle or a diamond,
  or, when the case's inlet speed and viscosity give a Reynolds number, as many as the body's
  boundary layer needs, with the ring's first cell inside it (``wall_layer``); the far field
  coarsens geometrically to at most 4 body cells; the count is kept under the stated bound,
  else under 20,000 cells.

Steps, cavities and plain channels (no bodies):
- a step's height: as stated, else half the channel height; the channel height (downstream of
  a backward-facing step, upstream of a forward-facing one): as stated, else twice the step;
- the step's edge: where stated, else 5 step heights from the inlet, or a quarter of the length
  if less (a longer inlet channel lets a uniform inflow develop before the step); the
  length: as stated, else 5 + 30 step heights (backward; the reattachment lies within 10) or
  5 + 20 (forward);
- a cavity's sides: as stated, else 1 m; its lid is the top (``movingWall``);
- a plain channel: its length and height as stated; one of them stated, the other at a ratio
  of 10 (``CHANNEL_HEIGHTS``); neither, 10 m by 1 m; inlet on the left, outlet on the right,
  no-slip walls top and bottom;
- resolution: uniform square cells, as stated per axis, else 20 across a cavity's shorter side
  or across a step's height as far as the bound allows (at most 10,000 cells unless stated).

A flat plate (a thing with a length; the domain follows it):
- the plate: as long as stated, else 1 m, from x = 0, its trailing edge at the outlet;
- ahead of it a lead-in of a quarter of its length whose floor is slip, so the layer starts at
  the leading edge from a uniform stream;
- the height: as stated, else a quarter of the plate's length, about 16 layer thicknesses at
  the trailing edge for Re_L = 1e5 (delta = 5 L / sqrt(Re_L)); the top is open (fixed pressure,
  zero-gradient velocity), so the flow the layer displaces leaves through it and the stream
  outside keeps its speed and pressure, as Blasius' solution assumes;
- resolution: cells graded towards the plate (the wall cell 1/40 of the top one) and towards
  the leading edge, about four along for one across within the bound.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Literal

from foam_agent.agents.geometry.wall_layer import Flow
from foam_agent.agents.spec.geometry import (
    DEFAULT_BLOCKAGE,
    Geometry,
    GeometryKind,
    ObstacleShape,
)

DEFAULT_SIZE_M = 1.0
UPSTREAM_SIZES = 5.0
DOWNSTREAM_SIZES = 15.0
DEFAULT_MAX_CELLS = 20_000
#: Cells along a rectangle's shortest side, and per 45° of a circle's or diamond's outline.
BODY_CELLS = 12
ARC_CELLS = 8
#: Kinds meshed without bodies, from their stated sizes.
STEP_KINDS: frozenset[GeometryKind] = frozenset({"backward_step", "forward_step"})
PLAIN_KINDS: frozenset[GeometryKind] = STEP_KINDS | {"cavity", "channel", "flat_plate"}
#: A plain channel's length in heights when only its height is stated (and the reverse): long
#: enough for a laminar profile to develop over most of it at moderate Re.
CHANNEL_HEIGHTS = 10.0
INLET_STEP_HEIGHTS = 5.0
DOWNSTREAM_STEP_HEIGHTS = {"backward_step": 30.0, "forward_step": 20.0}
CELLS_ACROSS = 20
DEFAULT_PLAIN_CELLS = 10_000
#: A flat plate's lead-in and the domain's height, in plate lengths.
PLATE_LEAD_IN = 0.25
PLATE_HEIGHT = 0.25


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
    #: The free stream, when the case's inlet speed and viscosity give a Reynolds number: a
    #: round body's O-grid then resolves its boundary layer (``wall_layer``).
    flow: Flow | None = None

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
    kind: GeometryKind = "obstacles_in_channel"
    #: A step's edge (x) and height; ``None`` for other kinds.
    step_x: float | None = None
    step_height: float | None = None
    #: A flat plate's leading and trailing edge (x); ``None`` for other kinds.
    plate: tuple[float, float] | None = None

    @property
    def height(self) -> float:
        return self.y1 - self.y0

    def blockage(self) -> float:
        """The largest share of the channel height one cross-section of bodies takes."""
        if not self.bodies:
            return 0.0
        return max(body.height for body in self.bodies) / self.height


def _size(geometry: Geometry) -> float:
    body = geometry.body_size() if geometry.obstacles else None
    if body is not None:
        return body[0]
    height = geometry.size(1)
    if height is not None:
        return height * (geometry.blockage or DEFAULT_BLOCKAGE)
    return DEFAULT_SIZE_M


def layout(geometry: Geometry) -> Layout:
    """Decide every size, position and bound of ``geometry``; each default is a note.

    Raises:
        LayoutError: A body lies outside the domain or two bodies overlap, or a step is as
            high as its channel.
    """
    if not geometry.obstacles and geometry.kind == "flat_plate":
        return _plate_layout(geometry)
    if not geometry.obstacles and geometry.kind in PLAIN_KINDS:
        return _plain_layout(geometry)
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


def _channel_extents(x0: float | None, x1: float | None, y0: float | None, y1: float | None,
                     notes: list[str]) -> tuple[float, float, float, float]:
    """A plain channel's length and height: as stated, the missing one at the ratio
    ``CHANNEL_HEIGHTS``, both missing 10 m by 1 m."""
    if y0 is None or y1 is None:
        height = (x1 - x0) / CHANNEL_HEIGHTS if x0 is not None and x1 is not None \
            else DEFAULT_SIZE_M
        y0, y1 = 0.0, height
        notes.append(f"channel height not stated: {height:g} m")
    if x0 is None or x1 is None:
        x0, x1 = 0.0, CHANNEL_HEIGHTS * (y1 - y0)
        notes.append(f"channel length not stated: {x1:g} m ({CHANNEL_HEIGHTS:g} heights)")
    return x0, x1, y0, y1


def _plain_layout(geometry: Geometry) -> Layout:
    """A step, a cavity or a plain channel: its sizes as stated, the rest by the documented
    defaults."""
    notes: list[str] = []
    x0, y0, z0 = geometry.lower
    x1, y1, z1 = geometry.upper
    stated_height = geometry.size(1)
    step = geometry.step_height if geometry.kind in STEP_KINDS else None
    step_x = None
    if geometry.kind in STEP_KINDS:
        if step is None:
            step = stated_height / 2 if stated_height is not None else DEFAULT_SIZE_M
            notes.append(f"step height not stated: {step:g} m")
        if y0 is None or y1 is None:
            y0, y1 = 0.0, 2 * step
            notes.append(f"channel height not stated: {y1:g} m (twice the step)")
        ahead = geometry.step_at
        if x0 is None or x1 is None:
            before = ahead if ahead is not None else INLET_STEP_HEIGHTS * step
            length = before + DOWNSTREAM_STEP_HEIGHTS[geometry.kind] * step
            x0, x1 = 0.0, length
            notes.append(f"channel length not stated: {length:g} m ({before:g} m before the "
                         f"step, {DOWNSTREAM_STEP_HEIGHTS[geometry.kind]:g} step heights after)")
        if ahead is not None:
            if not 0.0 < ahead < x1 - x0:
                raise LayoutError(f"the step {ahead:g} m from the inlet is not inside the "
                                  f"channel ({x1 - x0:g} m long)")
            step_x = x0 + ahead
            notes.append(f"step edge at x = {step_x:g} m, as stated")
        else:
            step_x = x0 + min(INLET_STEP_HEIGHTS * step, (x1 - x0) / 4)
            notes.append(f"step edge at x = {step_x:g} m")
        if step >= y1 - y0:
            raise LayoutError(f"the step ({step:g} m) is not lower than the channel "
                              f"({y1 - y0:g} m)")
    elif geometry.kind == "channel":
        x0, x1, y0, y1 = _channel_extents(x0, x1, y0, y1, notes)
    else:
        if x0 is None or x1 is None:
            x0, x1 = 0.0, DEFAULT_SIZE_M
            notes.append(f"cavity width not stated: {x1:g} m")
        if y0 is None or y1 is None:
            y0, y1 = 0.0, DEFAULT_SIZE_M
            notes.append(f"cavity height not stated: {y1:g} m")
    scale = step if step is not None else min(x1 - x0, y1 - y0)
    if z0 is None or z1 is None:
        z0, z1 = -scale / 2, scale / 2
        notes.append(f"depth not stated: {scale:g} m, centred on z = 0")
    max_cells = geometry.max_cells or DEFAULT_PLAIN_CELLS
    if geometry.max_cells is None:
        notes.append(f"cell count not bounded by the request: at most {max_cells:,} cells")
    return Layout(x0=x0, x1=x1, y0=y0, y1=y1, z0=z0, z1=z1, bodies=(),
                  two_d=geometry.two_d if geometry.two_d is not None else True,
                  max_cells=max_cells, bounded=geometry.max_cells is not None,
                  cells=geometry.cells, lateral="wall", notes=tuple(notes), kind=geometry.kind,
                  step_x=step_x, step_height=step)


def _plate_layout(geometry: Geometry) -> Layout:
    """A flat plate from x = 0 to its length, a slip lead-in ahead of it, an open top."""
    notes: list[str] = []
    length = geometry.plate_length
    if length is None:
        length = DEFAULT_SIZE_M
        notes.append(f"plate length not stated: {length:g} m")
    _, y0, z0 = geometry.lower
    _, y1, z1 = geometry.upper
    if y0 is None or y1 is None:
        y0, y1 = 0.0, PLATE_HEIGHT * length
        notes.append(f"domain height not stated: {y1:g} m ({PLATE_HEIGHT:g} plate lengths, "
                     "an open top)")
    lead_in = PLATE_LEAD_IN * length
    notes.append(f"plate from x = 0 to {length:g} m, a slip lead-in of {lead_in:g} m ahead of "
                 "it, the outlet at its trailing edge")
    if z0 is None or z1 is None:
        z0, z1 = -(y1 - y0) / 2, (y1 - y0) / 2
        notes.append(f"depth not stated: {y1 - y0:g} m, centred on z = 0")
    max_cells = geometry.max_cells or DEFAULT_PLAIN_CELLS
    if geometry.max_cells is None:
        notes.append(f"cell count not bounded by the request: at most {max_cells:,} cells")
    return Layout(x0=-lead_in, x1=length, y0=y0, y1=y1, z0=z0, z1=z1, bodies=(),
                  two_d=geometry.two_d if geometry.two_d is not None else True,
                  max_cells=max_cells, bounded=geometry.max_cells is not None,
                  cells=geometry.cells, lateral="slip", notes=tuple(notes), kind="flat_plate",
                  plate=(0.0, length))
