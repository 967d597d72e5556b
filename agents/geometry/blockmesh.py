"""A structured multi-block ``blockMeshDict`` for a channel with bodies in it.

Why this topology: the domain is cut along every body edge into a tensor grid of rectangles.
A rectangle or square body *is* one of those rectangles, left out (its sides become the
obstacle patch). A circle or a diamond sits in a square box of twice its size, split at its
centre lines into four tensor rectangles that are replaced by an O-grid of eight blocks, graded
towards the body, with arc edges for a circle. Every block face is then shared with exactly one
neighbour, which is what blockMesh needs to stitch them; cell counts per tensor column and row
are common to all blocks in it, so the mesh is conformal by construction.

Cells are fine at the bodies and coarsen geometrically away from them (simpleGrading), and the
whole size scale is shrunk until the count is under the layout's bound.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from foam_agent.agents.geometry.layout import (
    ARC_CELLS,
    BODY_CELLS,
    CELLS_ACROSS,
    PLAIN_KINDS,
    Body,
    Layout,
)
from foam_agent.agents.geometry.wall_layer import Ring, cells_around, ring
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: The O-grid box's half-size in body half-sizes: the box is twice as large as the body.
BOX_FACTOR = 2.0
#: The box's half-size in body half-sizes around a ring that resolves the boundary layer: the
#: ring reaches 2 D from the centre, so the near wake (the mean recirculation behind a cylinder
#: at Re 100 is about 1.4 D long) lies in its body-fitted cells, which grow gently away from the
#: body, and the tensor grid beyond starts at cells of the ring's outer size, not the wall's.
LAYER_BOX_FACTOR = 4.0
#: Far-field cells are at most this many times the body's cell size.
MAX_COARSENING = 4.0
#: Wall-normal growth of the O-grid: the first cell at the body is this many times finer
#: than the last at the box.
RADIAL_GRADING = 4.0
#: The share of a stated cell bound the mesh aims to use: fine enough to be "sufficient",
#: with room for the bound to hold after rounding.
FILL = 0.6

PATCH_INLET = "inlet"
PATCH_OUTLET = "outlet"
PATCH_TOP = "top"
PATCH_BOTTOM = "bottom"
PATCH_OBSTACLE = "obstacle"
PATCH_FRONT_BACK = "frontAndBack"
#: A flat plate's wall; the floor ahead of it is ``bottom`` (slip).
PATCH_PLATE = "plate"
#: A flat plate's mesh: the top cell over the wall cell, the last cell along the plate over
#: its first (at the leading edge), and cells along per cell across.
PLATE_WALL_GRADING = 40.0
PLATE_EDGE_GRADING = 4.0
PLATE_ASPECT = 4.0
#: A cavity's patches, named as the cavity tutorials name them.
PATCH_LID = "movingWall"
PATCH_CAVITY_WALLS = "fixedWalls"


@dataclass(frozen=True)
class Interval:
    """One tensor-grid interval along x or y: its cells and its grading expression."""

    low: float
    high: float
    cells: int
    grading: str


@dataclass(frozen=True)
class Grading:
    """How fast cells grow away from the bodies; 1 and 1 is a uniform mesh.

    Attributes:
        radial: The O-grid's last/first cell ratio (box side over body side).
        coarsening: Far-field cell size over body cell size.
    """

    radial: float = RADIAL_GRADING
    coarsening: float = MAX_COARSENING

    def comment(self) -> str:
        """The line the dictionary carries, so a reviewer knows what it was made with."""
        return f"// grading: radial {self.radial:g}, coarsening {self.coarsening:g}"

    @classmethod
    def of(cls, text: str) -> Grading | None:
        """The grading a generated dictionary was made with; ``None`` for any other."""
        found = _GRADING_LINE.search(text)
        return cls(float(found.group(1)), float(found.group(2))) if found else None


_GRADING_LINE = lazy_regex(r"^// grading: radial ([\d.]+), coarsening ([\d.]+)$", re.MULTILINE)


@dataclass(frozen=True)
class BlockMesh:
    """The written dictionary and what the mesh will hold."""

    text: str
    patches: dict[str, str]
    cells: int
    notes: tuple[str, ...]


def _is_round(body: Body) -> bool:
    return body.shape in ("circle", "diamond")


def _half_box(body: Body) -> float:
    """The O-grid box's half-size: twice the body's (``LAYER_BOX_FACTOR`` times when the ring
    resolves the boundary layer), or halfway to the nearest domain side when the body fills
    the channel (a larger box would stick out of the domain)."""
    radius = body.width / 2
    factor = BOX_FACTOR if body.flow is None else LAYER_BOX_FACTOR
    return min(factor * radius, (radius + body.clearance) / 2)


def _breaks(low: float, high: float, bodies: tuple[Body, ...], axis: int) -> list[float]:
    points = {low, high}
    for body in bodies:
        centre = body.cx if axis == 0 else body.cy
        if _is_round(body):
            half = _half_box(body)
            points |= {centre - half, centre, centre + half}
        else:
            half = (body.width if axis == 0 else body.height) / 2
            points |= {centre - half, centre + half}
    return sorted(points)


def _near(low: float, high: float, bodies: tuple[Body, ...], axis: int, fine: float
          ) -> tuple[float | None, float | None, float | None]:
    """The cell size a body imposes inside ``[low, high]`` (its own span), or at its ends."""
    inside = at_low = at_high = None
    for body in bodies:
        centre = body.cx if axis == 0 else body.cy
        if _is_round(body):
            half = _half_box(body)
            size = half / max(1, round(ARC_CELLS * fine))
        else:
            half = (body.width if axis == 0 else body.height) / 2
            shortest = min(body.width, body.height)
            size = shortest / max(2, round(BODY_CELLS * fine))
        span = (centre - half, centre + half)
        if span[0] - 1e-12 <= low and high <= span[1] + 1e-12:
            inside = size if inside is None else min(inside, size)
        if math.isclose(low, span[1]):
            at_low = size if at_low is None else min(at_low, size)
        if math.isclose(high, span[0]):
            at_high = size if at_high is None else min(at_high, size)
    return inside, at_low, at_high


def _graded(length: float, small: float, large: float) -> tuple[int, float]:
    """Cells and last/first ratio for growth from ``small`` to at most ``large``."""
    large = min(large, length / 2)
    if large <= small * 1.05:
        return max(1, round(length / small)), 1.0
    mean = (large - small) / math.log(large / small)
    cells = max(2, math.ceil(length / mean))
    return cells, large / small


def _intervals(breaks: list[float], bodies: tuple[Body, ...], axis: int, fine: float,
               coarse: float) -> list[Interval]:
    found: list[Interval] = []
    for low, high in zip(breaks, breaks[1:], strict=False):
        length = high - low
        inside, at_low, at_high = _near(low, high, bodies, axis, fine)
        if inside is not None:
            found.append(Interval(low, high, max(1, round(length / inside)), "1"))
        elif at_low is not None and at_high is not None:
            small = min(at_low, at_high)
            cells, ratio = _graded(length / 2, small, coarse)
            found.append(Interval(low, high, 2 * cells,
                                  f"((0.5 0.5 {ratio:.4g}) (0.5 0.5 {1 / ratio:.4g}))"))
        elif at_low is not None:
            cells, ratio = _graded(length, at_low, coarse)
            found.append(Interval(low, high, cells, f"{ratio:.4g}"))
        elif at_high is not None:
            cells, ratio = _graded(length, at_high, coarse)
            found.append(Interval(low, high, cells, f"{1 / ratio:.4g}"))
        else:
            found.append(Interval(low, high, max(1, round(length / coarse)), "1"))
    return found


def _uniform(low: float, high: float, count: int) -> list[Interval]:
    return [Interval(low, high, count, "1")]


class _Writer:
    """Collects vertices (each once), blocks, arc edges and boundary faces."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.vertices: list[tuple[float, float]] = []
        self.index: dict[tuple[float, float], int] = {}
        self.blocks: list[str] = []
        self.edges: list[str] = []
        self.faces: dict[str, list[str]] = {}
        self.cells = 0

    def vertex(self, x: float, y: float) -> int:
        key = (round(x, 10), round(y, 10))
        if key not in self.index:
            self.index[key] = len(self.vertices)
            self.vertices.append(key)
        return self.index[key]

    def block(self, quad: tuple[int, int, int, int], cells: tuple[int, int, int],
              grading: tuple[str, ...], kind: str = "simpleGrading") -> None:
        self.blocks.append(self._hex(quad) + f" ({cells[0]} {cells[1]} {cells[2]}) "
                           f"{kind} ({' '.join(grading)})")
        self.cells += cells[0] * cells[1] * cells[2]
        self.face(PATCH_FRONT_BACK, (quad[0], quad[3], quad[2], quad[1]), back=False)
        self.face(PATCH_FRONT_BACK, (quad[0], quad[1], quad[2], quad[3]), back=True)

    def _hex(self, quad: tuple[int, int, int, int]) -> str:
        front = " ".join(str(label) for label in quad)
        back = " ".join(f"@{label}" for label in quad)
        return f"hex ({front} {back})"

    def face(self, patch: str, quad: tuple[int, ...], *, back: bool | None = None) -> None:
        """A boundary face; side faces (``back`` None) span front and back planes."""
        if back is None:
            a, b = quad
            text = f"({a} {b} @{b} @{a})"
        elif back:
            text = "(" + " ".join(f"@{label}" for label in quad) + ")"
        else:
            text = "(" + " ".join(str(label) for label in quad) + ")"
        self.faces.setdefault(patch, []).append(text)

    def arc(self, a: int, b: int, middle: tuple[float, float]) -> None:
        self.edges.append(f"arc {a} {b} ({middle[0]:.10g} {middle[1]:.10g} @Z0)")
        self.edges.append(f"arc @{a} @{b} ({middle[0]:.10g} {middle[1]:.10g} @Z1)")


def _resolve(text: str, count: int, z0: float, z1: float) -> str:
    """Replace the ``@label`` back-plane references and ``@Z0``/``@Z1`` placeholders."""
    text = text.replace("@Z0", f"{z0:.10g}").replace("@Z1", f"{z1:.10g}")
    return re.sub(r"@(\d+)", lambda m: str(int(m.group(1)) + count), text)


def _outline(body: Body, angle: float) -> tuple[float, float]:
    """The point of the body's outline in direction ``angle`` (radians) from its centre."""
    radius = body.width / 2
    if body.shape == "circle":
        return body.cx + radius * math.cos(angle), body.cy + radius * math.sin(angle)
    scale = radius / (abs(math.cos(angle)) + abs(math.sin(angle)))
    return body.cx + scale * math.cos(angle), body.cy + scale * math.sin(angle)


def _box_point(body: Body, angle: float) -> tuple[float, float]:
    half = _half_box(body)
    c, s = math.cos(angle), math.sin(angle)
    scale = half / max(abs(c), abs(s))
    return body.cx + scale * c, body.cy + scale * s


_ANGLES = [k * math.pi / 4 for k in range(9)]


def _radial_edges(body: Body) -> tuple[float, ...]:
    """The lengths of the O-grid's eight radial edges, body outline to box, at 0°, 45°, …"""
    return tuple(math.dist(_outline(body, a), _box_point(body, a)) for a in _ANGLES[:8])


def _o_grid(writer: _Writer, body: Body, tangential: int, radial: int, layers: int,
            grading: float | Ring) -> None:
    """Eight blocks between the body and its box, graded towards the body: one radial ratio
    for all, or each radial edge its own (a boundary-layer ring, the same first cell on every
    edge)."""
    inner = [writer.vertex(*_outline(body, a)) for a in _ANGLES[:8]]
    outer = [writer.vertex(*_box_point(body, a)) for a in _ANGLES[:8]]
    for k in range(8):
        following = (k + 1) % 8
        quad = (inner[k], outer[k], outer[following], inner[following])
        if isinstance(grading, Ring):
            own, next_ = (f"{grading.ratios[k]:.4g}", f"{grading.ratios[following]:.4g}")
            writer.block(quad, (radial, tangential, layers),
                         (own, next_, next_, own, *["1"] * 8), kind="edgeGrading")
        else:
            writer.block(quad, (radial, tangential, layers), (f"{grading:g}", "1", "1"))
        writer.face(PATCH_OBSTACLE, (inner[following], inner[k]))
        if body.shape == "circle":
            writer.arc(inner[k], inner[following],
                       _outline(body, (_ANGLES[k] + _ANGLES[k + 1]) / 2))


def _in_box(body: Body, x: float, y: float) -> bool:
    half = _half_box(body)
    return abs(x - body.cx) < half and abs(y - body.cy) < half


def _fill(layout: Layout, fine: float, coarse: float, radial_grading: float
          ) -> tuple[_Writer, list[Interval], list[Interval]]:
    bodies = layout.bodies
    if layout.cells is not None and not bodies:
        columns = _uniform(layout.x0, layout.x1, layout.cells[0])
        rows = _uniform(layout.y0, layout.y1, layout.cells[1])
    else:
        columns = _intervals(_breaks(layout.x0, layout.x1, bodies, 0), bodies, 0, fine, coarse)
        rows = _intervals(_breaks(layout.y0, layout.y1, bodies, 1), bodies, 1, fine, coarse)
    layers = 1 if layout.two_d else max(1, round((layout.z1 - layout.z0) / coarse))
    if layout.cells is not None and layout.cells[2] is not None and not layout.two_d:
        layers = layout.cells[2]
    writer = _Writer(layout)
    for j, row in enumerate(rows):
        for i, column in enumerate(columns):
            mx, my = (column.low + column.high) / 2, (row.low + row.high) / 2
            if any(_is_round(body) and _in_box(body, mx, my) for body in bodies):
                continue
            if any(not _is_round(body) and body.xmin < mx < body.xmax
                   and body.ymin < my < body.ymax for body in bodies):
                continue
            corners = (writer.vertex(column.low, row.low), writer.vertex(column.high, row.low),
                       writer.vertex(column.high, row.high), writer.vertex(column.low, row.high))
            writer.block(corners, (column.cells, row.cells, layers),
                         (column.grading, row.grading, "1"))
            if i == 0:
                writer.face(PATCH_INLET, (corners[3], corners[0]))
            if i == len(columns) - 1:
                writer.face(PATCH_OUTLET, (corners[1], corners[2]))
            if j == 0:
                writer.face(PATCH_BOTTOM, (corners[0], corners[1]))
            if j == len(rows) - 1:
                writer.face(PATCH_TOP, (corners[2], corners[3]))
            for body in bodies:
                if _is_round(body):
                    continue
                if math.isclose(column.high, body.xmin) and body.ymin < my < body.ymax:
                    writer.face(PATCH_OBSTACLE, (corners[1], corners[2]))
                if math.isclose(column.low, body.xmax) and body.ymin < my < body.ymax:
                    writer.face(PATCH_OBSTACLE, (corners[3], corners[0]))
                if math.isclose(row.high, body.ymin) and body.xmin < mx < body.xmax:
                    writer.face(PATCH_OBSTACLE, (corners[2], corners[3]))
                if math.isclose(row.low, body.ymax) and body.xmin < mx < body.xmax:
                    writer.face(PATCH_OBSTACLE, (corners[0], corners[1]))
    for body in bodies:
        if _is_round(body):
            tangential = next(c.cells for c in columns
                              if math.isclose(c.low, body.cx) or math.isclose(c.high, body.cx))
            box_cell = _half_box(body) / tangential
            if body.flow is not None:
                layer = ring(body.flow, body.height, _radial_edges(body), box_cell)
                _o_grid(writer, body, tangential, layer.cells, layers, layer)
                continue
            gap = _half_box(body) - body.width / 2
            radial = max(4, math.ceil(gap / box_cell * 1.3))
            _o_grid(writer, body, tangential, radial, layers, radial_grading)
    return writer, columns, rows


def _text(writer: _Writer, layout: Layout, patch_types: dict[str, str], grading: Grading
          ) -> str:
    count = len(writer.vertices)
    front = [f"    ({x:.10g} {y:.10g} {layout.z0:.10g})" for x, y in writer.vertices]
    back = [f"    ({x:.10g} {y:.10g} {layout.z1:.10g})" for x, y in writer.vertices]
    boundary = []
    for patch, faces in writer.faces.items():
        body = "\n".join(f"            {face}" for face in faces)
        boundary.append(f"    {patch}\n    {{\n        type {patch_types[patch]};\n"
                        f"        faces\n        (\n{body}\n        );\n    }}")
    text = (
        "FoamFile\n{\n    version     2.0;\n    format      ascii;\n    class       dictionary;\n"
        "    object      blockMeshDict;\n}\n\n"
        "// Written by foam-agent's geometry layer: a tensor grid cut at every body edge,\n"
        "// bodies left out (rectangles) or wrapped in an 8-block O-grid (circles, diamonds).\n"
        f"{grading.comment()}\n\n"
        "scale 1;\n\nvertices\n(\n" + "\n".join(front + back) + "\n);\n\n"
        "blocks\n(\n" + "\n".join(f"    {block}" for block in writer.blocks) + "\n);\n\n"
        "edges\n(\n" + "\n".join(f"    {edge}" for edge in writer.edges) + "\n);\n\n"
        "boundary\n(\n" + "\n".join(boundary) + "\n);\n\nmergePatchPairs\n(\n);\n"
    )
    return _resolve(text, count, layout.z0, layout.z1)


def block_mesh(layout: Layout, patch_types: dict[str, str] | None = None,
               grading: Grading | None = None) -> BlockMesh:
    """The ``blockMeshDict`` of ``layout``, at the finest resolution within its cell bound.

    Args:
        layout: The decided geometry.
        patch_types: Type per patch (``wall``, ``patch``, ``empty``, ``symmetryPlane``);
            defaults: inlet/outlet ``patch``, top/bottom/obstacle ``wall``, front/back
            ``empty`` in 2D and ``wall`` in 3D.
        grading: How strongly cells grow away from the bodies (default: ``Grading()``); a
            reviewer reduces it when checkMesh fails the mesh.
    """
    grading = grading or Grading()
    if layout.plate is not None:
        return _plate_mesh(layout, patch_types or {})
    if layout.kind in PLAIN_KINDS and not layout.bodies:
        return _plain_mesh(layout, patch_types or {})
    types = {PATCH_INLET: "patch", PATCH_OUTLET: "patch", PATCH_TOP: "wall",
             PATCH_BOTTOM: "wall", PATCH_OBSTACLE: "wall",
             PATCH_FRONT_BACK: "empty" if layout.two_d else "wall", **(patch_types or {})}
    target = layout.max_cells * FILL if layout.bounded else None
    fine = _layer_fineness(layout)
    for _ in range(12):
        body_cell = _body_cell(layout, fine)
        writer, columns, rows = _fill(layout, fine, body_cell * grading.coarsening,
                                      grading.radial)
        over = writer.cells > layout.max_cells
        if not over and (target is None or writer.cells >= 0.8 * target) or fine < 0.1:
            break
        aim = target if target is not None else 0.9 * layout.max_cells
        fine *= min(3.0, math.sqrt(aim / writer.cells)) * (0.95 if over else 1.0)
    round_bodies = sum(_is_round(body) for body in layout.bodies)
    notes = (f"blockMesh: {len(writer.blocks)} blocks, {writer.cells:,} cells ({len(columns)} "
             f"columns x {len(rows)} rows, {round_bodies} O-grids), at most "
             f"{layout.max_cells:,} allowed", *_layer_notes(layout, fine))
    patches = {name: kind for name, kind in types.items() if name in writer.faces}
    return BlockMesh(text=_text(writer, layout, types, grading), patches=patches,
                     cells=writer.cells,
                     notes=notes)


def _layer_fineness(layout: Layout) -> float:
    """The starting fineness: 1, or what puts the cells around each round body that its
    boundary layer needs (``wall_layer.cells_around``)."""
    wanted = [cells_around(body.flow, body.height) / (8 * ARC_CELLS)
              for body in layout.bodies if _is_round(body) and body.flow is not None]
    return max([1.0, *wanted])


def _layer_notes(layout: Layout, fine: float) -> tuple[str, ...]:
    """One line per round body sized for its boundary layer: Re, the layer, the first cell,
    the cells around, and how many fewer the cell bound left."""
    notes = []
    for body in layout.bodies:
        if not _is_round(body) or body.flow is None:
            continue
        reynolds = body.flow.reynolds(body.height)
        around = 8 * max(1, round(ARC_CELLS * fine))
        wanted = cells_around(body.flow, body.height)
        layer = ring(body.flow, body.height, _radial_edges(body),
                     _half_box(body) / (around // 8))
        short = (f"; the cell bound leaves {around} of the {wanted} around the layer needs"
                 if around < wanted else "")
        notes.append(f"boundary layer of the {body.shape} at Re = {reynolds:.4g}: about D / "
                     f"sqrt(Re) = {body.flow.layer(body.height):.3g} m thick; first cell "
                     f"{layer.first:.3g} m, {layer.cells} cells across the ring, {around} "
                     f"around{short}")
    return tuple(notes)


def _body_cell(layout: Layout, fine: float) -> float:
    """The cell size at the bodies (or a 1/40 of the height without bodies)."""
    sizes = [min(body.width, body.height) / max(2, round(BODY_CELLS * fine))
             for body in layout.bodies if not _is_round(body)]
    sizes += [_half_box(body) / max(1, round(ARC_CELLS * fine)) for body in layout.bodies
              if _is_round(body)]
    return min(sizes) if sizes else layout.height / max(4, round(40 * fine))


def _plain_counts(layout: Layout) -> tuple[list[float], list[float], list[int], list[int],
                                            int]:
    """The tensor grid of a step or cavity (cut at the step's edge and top) and uniform
    cell counts per interval, with the z layers."""
    columns = [layout.x0, layout.x1]
    rows = [layout.y0, layout.y1]
    if layout.step_x is not None and layout.step_height is not None:
        columns = [layout.x0, layout.step_x, layout.x1]
        rows = [layout.y0, layout.y0 + layout.step_height, layout.y1]
    width, height = layout.x1 - layout.x0, layout.y1 - layout.y0
    if layout.cells is not None:
        size_x, size_y = width / layout.cells[0], height / layout.cells[1]
    else:
        across = layout.step_height if layout.step_height is not None else min(width, height)
        area = width * height - (
            (layout.step_x - layout.x0 if layout.kind == "backward_step"
             else layout.x1 - layout.step_x) * layout.step_height
            if layout.step_x is not None and layout.step_height is not None else 0.0)
        budget = layout.max_cells * FILL
        size_x = size_y = max(across / CELLS_ACROSS, math.sqrt(area / budget) if layout.two_d
                              else (area * (layout.z1 - layout.z0) / budget) ** (1 / 3))
    nx = [max(1, round((b - a) / size_x)) for a, b in zip(columns, columns[1:], strict=False)]
    ny = [max(1, round((b - a) / size_y)) for a, b in zip(rows, rows[1:], strict=False)]
    if layout.two_d:
        layers = 1
    elif layout.cells is not None and layout.cells[2] is not None:
        layers = layout.cells[2]
    else:
        layers = max(1, round((layout.z1 - layout.z0) / size_x))
    return columns, rows, nx, ny, layers


def _plain_mesh(layout: Layout, patch_types: dict[str, str]) -> BlockMesh:
    """A step or a cavity: blocks on the tensor grid, the step's corner block left out.

    Why uniform cells: a step's shear layer and a cavity's vortex fill the domain, so no
    region can be coarse; square cells also keep non-orthogonality and skewness at zero.
    """
    cavity = layout.kind == "cavity"
    columns, rows, nx, ny, layers = _plain_counts(layout)
    solid = {(0, 0)} if layout.kind == "backward_step" else (
        {(1, 0)} if layout.kind == "forward_step" else set())
    left, right = (PATCH_CAVITY_WALLS, PATCH_CAVITY_WALLS) if cavity else (PATCH_INLET,
                                                                            PATCH_OUTLET)
    top, bottom = (PATCH_LID, PATCH_CAVITY_WALLS) if cavity else (PATCH_TOP, PATCH_BOTTOM)
    types = {PATCH_INLET: "patch", PATCH_OUTLET: "patch", PATCH_TOP: "wall",
             PATCH_BOTTOM: "wall", PATCH_LID: "wall", PATCH_CAVITY_WALLS: "wall",
             PATCH_FRONT_BACK: "empty" if layout.two_d else "wall", **patch_types}
    writer = _Writer(layout)
    for j, (low_y, high_y) in enumerate(zip(rows, rows[1:], strict=False)):
        for i, (low_x, high_x) in enumerate(zip(columns, columns[1:], strict=False)):
            if (i, j) in solid:
                continue
            corners = (writer.vertex(low_x, low_y), writer.vertex(high_x, low_y),
                       writer.vertex(high_x, high_y), writer.vertex(low_x, high_y))
            writer.block(corners, (nx[i], ny[j], layers), ("1", "1", "1"))
            if i == 0 or (i - 1, j) in solid:
                writer.face(left if i == 0 else bottom, (corners[3], corners[0]))
            if i == len(nx) - 1 or (i + 1, j) in solid:
                writer.face(right if i == len(nx) - 1 else bottom, (corners[1], corners[2]))
            if j == 0 or (i, j - 1) in solid:
                writer.face(bottom, (corners[0], corners[1]))
            if j == len(ny) - 1:
                writer.face(top, (corners[2], corners[3]))
    what = "cavity" if cavity else layout.kind.replace("_", "-").replace("-step", "-facing step")
    notes = (f"blockMesh: {what}, {len(writer.blocks)} blocks, {writer.cells:,} uniform cells, "
             f"at most {layout.max_cells:,} allowed",)
    patches = {name: kind for name, kind in types.items() if name in writer.faces}
    return BlockMesh(text=_text(writer, layout, types, Grading(1, 1)), patches=patches,
                     cells=writer.cells, notes=notes)


def _plate_mesh(layout: Layout, patch_types: dict[str, str]) -> BlockMesh:
    """A flat plate: a lead-in block and a plate block, cells graded towards the plate and
    towards its leading edge.

    Why graded: the layer grows as sqrt(x) from the leading edge, so the cells it needs are
    small at the wall and near the edge and large in the stream above; uniform cells fine
    enough for the layer would spend the bound on the stream.
    """
    assert layout.plate is not None
    leading, trailing = layout.plate
    lead_in, length = leading - layout.x0, trailing - leading
    if layout.cells is not None:
        along, across = layout.cells[0], layout.cells[1]
    else:
        budget = layout.max_cells * FILL
        across = max(10, math.floor(math.sqrt(budget / PLATE_ASPECT)))
        along = max(10, math.floor(budget / across))
    before = max(2, round(along * lead_in / (lead_in + length)))
    on_plate = max(2, along - before)
    types = {PATCH_INLET: "patch", PATCH_OUTLET: "patch", PATCH_TOP: "patch",
             PATCH_BOTTOM: "patch", PATCH_PLATE: "wall",
             PATCH_FRONT_BACK: "empty" if layout.two_d else "wall", **patch_types}
    writer = _Writer(layout)
    corners = [(writer.vertex(a, layout.y0), writer.vertex(b, layout.y0),
                writer.vertex(b, layout.y1), writer.vertex(a, layout.y1))
               for a, b in ((layout.x0, leading), (leading, trailing))]
    layers = 1 if layout.two_d else max(1, round(across * (layout.z1 - layout.z0)
                                                 / (layout.y1 - layout.y0)))
    writer.block(corners[0], (before, across, layers),
                 (f"{1 / PLATE_EDGE_GRADING:g}", f"{PLATE_WALL_GRADING:g}", "1"))
    writer.block(corners[1], (on_plate, across, layers),
                 (f"{PLATE_EDGE_GRADING:g}", f"{PLATE_WALL_GRADING:g}", "1"))
    writer.face(PATCH_INLET, (corners[0][3], corners[0][0]))
    writer.face(PATCH_OUTLET, (corners[1][1], corners[1][2]))
    writer.face(PATCH_BOTTOM, (corners[0][0], corners[0][1]))
    writer.face(PATCH_PLATE, (corners[1][0], corners[1][1]))
    for quad in corners:
        writer.face(PATCH_TOP, (quad[2], quad[3]))
    notes = (f"blockMesh: flat plate, 2 blocks, {writer.cells:,} cells ({along} along, "
             f"{across} across, the wall cell 1/{PLATE_WALL_GRADING:g} of the top one), at most "
             f"{layout.max_cells:,} allowed",)
    patches = {name: kind for name, kind in types.items() if name in writer.faces}
    return BlockMesh(text=_text(writer, layout, types, Grading(1, 1)), patches=patches,
                     cells=writer.cells, notes=notes)
