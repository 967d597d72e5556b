"""A gmsh mesh (``.msh``, format 2.2 ASCII, which ``gmshToFoam`` reads) for curved bodies.

Why gmsh here: an ellipse (or any body the block topology does not fit) needs a free mesh. The
PyPI ``gmsh`` wheel ships the library, so the mesh is made in Python at write time, headless,
and the case's Allrun only runs ``gmshToFoam`` on the file, inside the sandbox. The 2D section
is meshed with quadrangles in a boundary layer around the bodies and triangles elsewhere, then
extruded one cell thick (prisms and hexahedra), with physical groups named as the patches.
"""

from __future__ import annotations

import ctypes
import math
import re
import signal
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.agents.case_files import MAX_WRITE_BYTES
from foam_agent.agents.geometry.blockmesh import (
    PATCH_BOTTOM,
    PATCH_FRONT_BACK,
    PATCH_INLET,
    PATCH_OBSTACLE,
    PATCH_OUTLET,
    PATCH_TOP,
)
from foam_agent.agents.geometry.layout import BODY_CELLS, Layout
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: Boundary-layer cells around a body and their growth ratio.
LAYERS = 5
LAYER_GROWTH = 1.2
#: Far-field cells are at most this many times the body's.
FAR_FACTOR = 6.0


@dataclass(frozen=True)
class GmshMesh:
    """The ``.msh`` text and what the mesh holds.

    ``resolution`` is the size factor the mesh was made at: every cell size of the generator
    is divided by it, so a mesh study refines the same mesh by multiplying it (the cells grow
    as its square in 2-D).
    """

    text: str
    patches: dict[str, str]
    cells: int
    notes: tuple[str, ...]
    resolution: float = 1.0


def _body_curve(occ: Any, shape: str, cx: float, cy: float, w: float, h: float) -> int:
    factory = occ
    if shape in ("circle", "ellipse"):
        rx, ry = w / 2, h / 2
        if rx >= ry:
            return int(factory.addDisk(cx, cy, 0, rx, ry))
        tag = int(factory.addDisk(cx, cy, 0, ry, rx))
        factory.rotate([(2, tag)], cx, cy, 0, 0, 0, 1, math.pi / 2)
        return tag
    if shape == "diamond":
        points = [factory.addPoint(cx + dx, cy + dy, 0)
                  for dx, dy in ((w / 2, 0), (0, h / 2), (-w / 2, 0), (0, -h / 2))]
        lines = [factory.addLine(points[k], points[(k + 1) % 4])
                 for k in range(4)]
        loop = factory.addCurveLoop(lines)
        return int(factory.addPlaneSurface([loop]))
    return int(factory.addRectangle(cx - w / 2, cy - h / 2, 0, w, h))


def gmsh_mesh(layout: Layout, patch_types: dict[str, str] | None = None,
              resolution: float = 1.0, *, fit: bool = True) -> GmshMesh:
    """Mesh ``layout`` with gmsh; the cell size grows until the count is under its bound,
    unless ``fit`` is False (a mesh study's finer copies are made at exactly ``resolution``)."""
    import gmsh  # type: ignore[import-untyped]

    types = {PATCH_INLET: "patch", PATCH_OUTLET: "patch", PATCH_TOP: "wall",
             PATCH_BOTTOM: "wall", PATCH_OBSTACLE: "wall",
             PATCH_FRONT_BACK: "empty" if layout.two_d else "wall", **(patch_types or {})}
    fine = resolution
    for _ in range(8):
        text, cells = _generate(layout, fine)
        if not fit or fits(text, cells, layout.max_cells):
            break
        fine *= 0.9 * math.sqrt(min(layout.max_cells / cells, MAX_WRITE_BYTES / len(text)))
    notes = (f"gmsh {gmsh.__version__}: {cells:,} cells (boundary layer of {LAYERS} quadrangle "
             f"layers around the bodies, triangles elsewhere, one cell thick), at most "
             f"{layout.max_cells:,} allowed",)
    return GmshMesh(text=text, patches=types, cells=cells, notes=notes, resolution=fine)


def fits(text: str, cells: int, max_cells: int) -> bool:
    """Whether a mesh keeps to its cell bound and to the case writer's file-size limit (the
    ``.msh`` is a case file the writer refuses above ``MAX_WRITE_BYTES``)."""
    return cells <= max_cells and len(text.encode()) <= MAX_WRITE_BYTES


_NODE = lazy_regex(r"^(\d+) (\S+) (\S+) (\S+)$", re.MULTILINE)


def compact(text: str) -> str:
    """The ``.msh`` text with node coordinates to 9 significant digits (gmsh writes 16; the
    file is a third smaller and the points move by under 1e-9 of their size)."""
    start = text.find("$Nodes")
    end = text.find("$EndNodes", start)
    if start < 0 or end < 0:
        return text
    nodes = _NODE.sub(lambda m: f"{m.group(1)} {float(m.group(2)):.9g} "
                                f"{float(m.group(3)):.9g} {float(m.group(4)):.9g}",
                      text[start:end])
    return text[:start] + nodes + text[end:]


def _keep_broken_pipes_harmless() -> None:
    """Ignore SIGPIPE again, as Python set it up, after gmsh's initialisation reset it.

    gmshInitialize puts SIGPIPE back to its default action, so a later write to a closed pipe
    or socket (a client that hung up on a loopback server, a reader of our output that quit)
    kills the whole process instead of raising BrokenPipeError. That killed the test run in CI.
    libc is called directly because ``signal.signal`` works only in the main thread.
    """
    libc = ctypes.CDLL(None)
    libc.signal.restype = ctypes.c_void_p
    libc.signal.argtypes = (ctypes.c_int, ctypes.c_void_p)
    libc.signal(int(signal.SIGPIPE), int(signal.SIG_IGN))


@contextmanager
def gmsh_session() -> Iterator[Any]:
    """The gmsh module, initialised quietly for one model, and the process left as it was.

    Not interruptible: gmsh would otherwise leave Ctrl-C at its default action for good, and a
    solve could no longer stop its solver processes on the way out. SIGPIPE is ignored again
    after the initialisation reset it.
    """
    import gmsh

    gmsh.initialize(["-noenv"], readConfigFiles=False, interruptible=False)
    _keep_broken_pipes_harmless()
    try:
        gmsh.option.setNumber("General.Terminal", 0)
        yield gmsh
    finally:
        gmsh.finalize()


def _generate(layout: Layout, fine: float) -> tuple[str, int]:
    with gmsh_session() as g:
        g.model.add("foam-agent")
        occ = g.model.occ
        domain = occ.addRectangle(layout.x0, layout.y0, 0, layout.x1 - layout.x0,
                                  layout.height)
        bodies = [_body_curve(occ, b.shape, b.cx, b.cy, b.width, b.height)
                  for b in layout.bodies]
        if bodies:
            occ.cut([(2, domain)], [(2, tag) for tag in bodies])
        occ.synchronize()
        size = min((min(b.width, b.height) for b in layout.bodies), default=layout.height)
        body_cell = size * math.pi / (BODY_CELLS * 4 * fine)
        far = body_cell * FAR_FACTOR
        mesh = g.model.mesh
        surfaces = g.model.getEntities(2)
        curves = g.model.getEntities(1)
        tol = 1e-5 * max(layout.x1 - layout.x0, layout.height)  # OCC pads its boxes
        groups: dict[str, list[int]] = {PATCH_INLET: [], PATCH_OUTLET: [], PATCH_TOP: [],
                                        PATCH_BOTTOM: [], PATCH_OBSTACLE: []}
        for _, tag in curves:
            xmin, ymin, _, xmax, ymax, _ = g.model.getBoundingBox(1, tag)
            if abs(xmax - layout.x0) < tol:
                groups[PATCH_INLET].append(tag)
            elif abs(xmin - layout.x1) < tol:
                groups[PATCH_OUTLET].append(tag)
            elif abs(ymin - layout.y1) < tol:
                groups[PATCH_TOP].append(tag)
            elif abs(ymax - layout.y0) < tol:
                groups[PATCH_BOTTOM].append(tag)
            else:
                groups[PATCH_OBSTACLE].append(tag)
        if groups[PATCH_OBSTACLE]:
            distance = mesh.field.add("Distance")
            mesh.field.setNumbers(distance, "CurvesList", groups[PATCH_OBSTACLE])
            mesh.field.setNumber(distance, "Sampling", 200)
            threshold = mesh.field.add("Threshold")
            mesh.field.setNumber(threshold, "InField", distance)
            mesh.field.setNumber(threshold, "SizeMin", body_cell)
            mesh.field.setNumber(threshold, "SizeMax", far)
            mesh.field.setNumber(threshold, "DistMin", size * 0.2)
            mesh.field.setNumber(threshold, "DistMax", size * 4)
            mesh.field.setAsBackgroundMesh(threshold)
            layer = mesh.field.add("BoundaryLayer")
            mesh.field.setNumbers(layer, "CurvesList", groups[PATCH_OBSTACLE])
            first = body_cell * (LAYER_GROWTH - 1) / (LAYER_GROWTH ** LAYERS - 1)
            mesh.field.setNumber(layer, "Size", first)
            mesh.field.setNumber(layer, "Ratio", LAYER_GROWTH)
            mesh.field.setNumber(layer, "Thickness", first * (LAYER_GROWTH ** LAYERS - 1)
                                 / (LAYER_GROWTH - 1))
            mesh.field.setNumber(layer, "Quads", 1)
            mesh.field.setAsBoundaryLayer(layer)
        else:
            g.option.setNumber("Mesh.MeshSizeMax", far)
        g.option.setNumber("Mesh.MeshSizeExtendFromBoundary", 0)
        g.option.setNumber("Mesh.MeshSizeFromPoints", 0)
        depth = layout.z1 - layout.z0
        occ.translate(surfaces, 0, 0, layout.z0)
        occ.synchronize()
        layers = 1 if layout.two_d else max(1, round(depth / far))
        extruded = occ.extrude(surfaces, 0, 0, depth, numElements=[layers], recombine=True)
        occ.synchronize()
        volumes = [tag for dim, tag in extruded if dim == 3]
        walls: dict[str, list[int]] = {name: [] for name in groups}
        for dim, tag in g.model.getEntities(2):
            xmin, ymin, zmin, xmax, ymax, zmax = g.model.getBoundingBox(dim, tag)
            if abs(zmax - zmin) < tol:
                continue
            if abs(xmax - layout.x0) < tol:
                walls[PATCH_INLET].append(tag)
            elif abs(xmin - layout.x1) < tol:
                walls[PATCH_OUTLET].append(tag)
            elif abs(ymin - layout.y1) < tol:
                walls[PATCH_TOP].append(tag)
            elif abs(ymax - layout.y0) < tol:
                walls[PATCH_BOTTOM].append(tag)
            else:
                walls[PATCH_OBSTACLE].append(tag)
        flat = [tag for dim, tag in g.model.getEntities(2)
                if abs(g.model.getBoundingBox(dim, tag)[5]
                       - g.model.getBoundingBox(dim, tag)[2]) < tol]
        for name, tags in walls.items():
            if tags:
                g.model.addPhysicalGroup(2, tags, name=name)
        g.model.addPhysicalGroup(2, flat, name=PATCH_FRONT_BACK)
        g.model.addPhysicalGroup(3, volumes, name="fluid")
        g.option.setNumber("Mesh.RecombineAll", 0)
        mesh.generate(3)
        g.option.setNumber("Mesh.MshFileVersion", 2.2)
        g.option.setNumber("Mesh.Binary", 0)
        cells = sum(len(tags) for tags in mesh.getElements(3)[1])
        with tempfile.TemporaryDirectory(prefix="foam-agent-gmsh-") as tmp:
            path = Path(tmp) / "mesh.msh"
            g.write(str(path))
            text = compact(path.read_text())
        return text, cells
