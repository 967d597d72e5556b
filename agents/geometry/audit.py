"""The geometry requirements, checked against the mesh the case holds.

Why measure the mesh and not the dictionary we wrote: the audit is author-agnostic (an LLM
author writes its own blockMeshDict), so sizes, positions and the blockage are read from the
mesh's points: the generated ``constant/polyMesh`` after a run, else the ``blockMeshDict``'s
vertices and boundary faces before one. Each body is found as the points of the obstacle
patch(es) near where the request puts it, and its measured box is compared with the request.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from pathlib import Path

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.geometry.checkmesh import mesh_quality
from foam_agent.agents.geometry.inflow import inflow_angle
from foam_agent.agents.geometry.layout import STEP_KINDS, Layout, LayoutError, layout
from foam_agent.agents.runners.dictionary_scan import strip_comments
from foam_agent.agents.spec.geometry import Geometry
from foam_agent.foamcase.case.default_patch import default_patch
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: Sizes and positions must agree to this fraction of the body (or the domain) size: a
#: circle's polygonal outline and a gmsh mesh's vertices fall within it.
TOLERANCE = 0.02
_NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
_POINT = lazy_regex(rf"\(\s*({_NUMBER})\s+({_NUMBER})\s+({_NUMBER})\s*\)")
_FACE = lazy_regex(r"\d+\s*\(([\d\s]+)\)")
_ENTRY = lazy_regex(r"(\w+)\s*\{([^{}]*)\}", re.S)
_OBSTACLE_TYPES = ("wall",)

Point = tuple[float, float, float]


@dataclass(frozen=True)
class MeshShape:
    """The measured mesh: all points, and the points of each boundary patch."""

    points: list[Point]
    patches: dict[str, list[Point]]
    types: dict[str, str]
    source: str
    #: Connected pieces of the wall patches, each as its points: one per body.
    pieces: tuple[tuple[Point, ...], ...] = ()


#: The row of a generated mesh's 2-D word (z-planes of its points).
TWO_D_REQUIREMENT = "2D (one cell across z, empty front and back)"


def _pieces(faces_by_patch: dict[str, list[list[int]]], points: list[Point]
            ) -> tuple[tuple[Point, ...], ...]:
    """Connected components of the faces of each patch (faces sharing a point join)."""
    parent: dict[int, int] = {}

    def find(label: int) -> int:
        while parent.setdefault(label, label) != label:
            parent[label] = parent[parent[label]]
            label = parent[label]
        return label

    found: list[tuple[Point, ...]] = []
    for faces in faces_by_patch.values():
        parent.clear()
        for face in faces:
            root = find(face[0])
            for label in face[1:]:
                parent[find(label)] = root
        groups: dict[int, list[int]] = {}
        for label in {label for face in faces for label in face}:
            groups.setdefault(find(label), []).append(label)
        found.extend(tuple(points[label] for label in sorted(group) if label < len(points))
                     for group in groups.values())
    return tuple(found)


def _list_body(text: str) -> str:
    """The parenthesised list of an OpenFOAM list file, after its header and count."""
    start = text.find("(", text.find("}") + 1 if "FoamFile" in text else 0)
    return text[start + 1:text.rfind(")")]


def _read_poly_mesh(directory: Path) -> MeshShape | None:
    try:
        points_text = (directory / "points").read_text(errors="strict")
        faces_text = (directory / "faces").read_text(errors="strict")
        boundary_text = (directory / "boundary").read_text(errors="strict")
    except (OSError, UnicodeDecodeError):
        return None
    if re.search(r"format\s+binary", points_text + faces_text):
        return None
    points = [(float(a), float(b), float(c)) for a, b, c in
              _POINT.findall(_list_body(points_text))]
    faces = [[int(label) for label in match.split()] for match in
             _FACE.findall(_list_body(faces_text))]
    patches: dict[str, list[Point]] = {}
    types: dict[str, str] = {}
    walls: dict[str, list[list[int]]] = {}
    body = boundary_text[boundary_text.find("(", boundary_text.find("}") + 1):]
    for name, entry in _ENTRY.findall(body):
        start = re.search(r"startFace\s+(\d+)", entry)
        count = re.search(r"nFaces\s+(\d+)", entry)
        kind = re.search(r"\btype\s+(\w+)", entry)
        if not (start and count and kind):
            continue
        first = int(start.group(1))
        own = faces[first:first + int(count.group(1))]
        labels = {label for face in own for label in face}
        patches[name] = [points[label] for label in sorted(labels)]
        types[name] = kind.group(1)
        if types[name] in _OBSTACLE_TYPES:
            walls[name] = own
    return MeshShape(points, patches, types, "constant/polyMesh", _pieces(walls, points))


def _read_block_mesh_dict(path: Path) -> MeshShape | None:
    try:
        # Comments blanked: oscillatingInletACMI2D keeps two older blocks as "// hex (…)"
        # lines, which read as blocks made every outer face an inner one.
        text = strip_comments(path.read_text())
    except OSError:
        return None
    vertices = re.search(r"\bvertices\s*\((.*?)\n\s*\);", text, re.S)
    boundary = re.search(r"\bboundary\s*\((.*)\);", text, re.S)
    if vertices is None or boundary is None:
        return None
    scale = re.search(rf"\b(?:scale|convertToMeters)\s+({_NUMBER})\s*;", text)
    factor = float(scale.group(1)) if scale else 1.0
    points = [(float(a) * factor, float(b) * factor, float(c) * factor)
              for a, b, c in _POINT.findall(vertices.group(1))]
    patches: dict[str, list[Point]] = {}
    types: dict[str, str] = {}
    walls: dict[str, list[list[int]]] = {}
    for match in re.finditer(r"(\w+)\s*\{\s*type\s+(\w+)\s*;\s*faces\s*\((.*?)\)\s*;\s*\}",
                             boundary.group(1), re.S):
        own = [[int(label) for label in face.split()]
               for face in re.findall(r"\(([\d\s]+)\)", match.group(3))]
        labels = {label for face in own for label in face}
        patches[match.group(1)] = [points[label] for label in sorted(labels)
                                   if label < len(points)]
        types[match.group(1)] = match.group(2)
        if match.group(2) in _OBSTACLE_TYPES:
            walls[match.group(1)] = own
    default = default_patch(text, patches.keys())
    if default is not None:
        name, kind, labels = default
        patches[name] = [points[label] for label in sorted(labels) if label < len(points)]
        types[name] = kind
    return MeshShape(points, patches, types, "system/blockMeshDict", _pieces(walls, points))


def read_mesh_shape(case_dir: Path) -> MeshShape | None:
    """The case's mesh as points: the polyMesh if there is a readable one, else the
    blockMeshDict's vertices; ``None`` when neither is there."""
    return (_read_poly_mesh(case_dir / "constant" / "polyMesh")
            or _read_block_mesh_dict(case_dir / "system" / "blockMeshDict"))


def _row(requirement: str, phrase: str, expected: str, found: str | None, met: bool,
         source: str, note: str = "") -> AuditRow:
    return AuditRow(requirement=requirement, phrase=phrase, expected=expected, file=source,
                    entry="points", found=found, met=met, note=note)


def _phrase(geometry: Geometry, *items: str) -> str:
    return "; ".join(e.phrase for e in geometry.evidence if e.item in items) or "(default)"


def bodies_inside(shape: MeshShape) -> list[tuple[Point, ...]]:
    """The wall pieces that lie wholly inside the domain's x-y extent: the bodies in the
    flow, not the channel's own walls (which touch its bounding box)."""
    if not shape.points:
        return []
    low = [min(p[axis] for p in shape.points) for axis in range(2)]
    high = [max(p[axis] for p in shape.points) for axis in range(2)]
    return [piece for piece in shape.pieces
            if all(low[1] + 1e-9 < p[1] < high[1] - 1e-9 and low[0] + 1e-9 < p[0]
                   < high[0] - 1e-9 for p in piece)]


def outline_of(shape: MeshShape, kind: str) -> str | None:
    """The patch whose points bend into the domain with the outline ``kind`` names, said as
    "patch 'hole' around (x, y)"; None when no patch does.

    A patch bends into the domain when one of its points lies strictly inside the domain's
    box across x and y. Its outline is round when a point lies off the sides of the patch's
    own box (an arc's midpoint), square-cornered when every point lies on them: a circle
    is never met by a step's corners, nor a square by an arc.
    """
    if not shape.points:
        return None
    low = [min(p[axis] for p in shape.points) for axis in range(2)]
    high = [max(p[axis] for p in shape.points) for axis in range(2)]
    span = max(high[0] - low[0], high[1] - low[1], 1e-12)
    tol = 1e-6 * span
    for name, points in shape.patches.items():
        if shape.types.get(name) in ("empty", "wedge", "cyclic", "processor"):
            continue
        inside = [p for p in points if all(low[axis] + tol < p[axis] < high[axis] - tol
                                           for axis in range(2))]
        if not inside:
            continue
        own_low = [min(p[axis] for p in points) for axis in range(2)]
        own_high = [max(p[axis] for p in points) for axis in range(2)]
        round_ = any(all(abs(p[axis] - own_low[axis]) > tol and abs(p[axis] - own_high[axis])
                         > tol for axis in range(2)) for p in points)
        if round_ == (kind in ("circle", "ellipse")):
            cx, cy = _centre(tuple(inside))
            return f"patch '{name}' around ({cx:.4g}, {cy:.4g})"
    return None


def _centre(piece: tuple[Point, ...]) -> tuple[float, float]:
    xs, ys = [p[0] for p in piece], [p[1] for p in piece]
    return (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2


def geometry_audit(geometry: Geometry, case_dir: Path) -> list[AuditRow]:
    """One row per geometry requirement: extents, each body's size and centre, blockage,
    2D, and, once the case has run, the mesh-quality gate and the cell bound, each met or not
    in the case's mesh.

    Why the gate's rows here: a generated mesh that checkMesh fails must stop ``solved`` like
    any unmet requirement, so the reviewer gets its numbers (non-orthogonality, skewness,
    negative volumes) with the audit table.
    """
    rows = _shape_rows(geometry, case_dir)
    quality = mesh_quality(case_dir)
    if quality is not None:
        rows += quality.audit_rows()
        bound = cell_bound_row(geometry, quality.cells)
        if bound is not None:
            rows.append(bound)
    return rows


def _shape_rows(geometry: Geometry, case_dir: Path) -> list[AuditRow]:
    try:
        decided: Layout | None = layout(geometry)
    except LayoutError as error:
        decided = None
        layout_error = str(error)
    shape = read_mesh_shape(case_dir)
    if shape is None or not shape.points:
        return [_row("geometry", geometry.describe(), "a mesh with this geometry", None, False,
                     "constant/polyMesh", "no readable mesh (polyMesh or blockMeshDict)")]
    rows: list[AuditRow] = []
    low = [min(p[axis] for p in shape.points) for axis in range(3)]
    high = [max(p[axis] for p in shape.points) for axis in range(3)]
    for axis, name in enumerate("xyz"):
        want_low, want_high = geometry.lower[axis], geometry.upper[axis]
        if want_low is None or want_high is None:
            continue
        tol = TOLERANCE * max(want_high - want_low, 1e-12)
        if any(item.item == f"{name} range" for item in geometry.evidence):
            met = abs(low[axis] - want_low) <= tol and abs(high[axis] - want_high) <= tol
            shown = f"[{want_low:g}, {want_high:g}] m"
        else:  # "a 10 m long tube" says its length, not where it starts
            met = abs((high[axis] - low[axis]) - (want_high - want_low)) <= tol
            shown = f"{want_high - want_low:g} m long, anywhere"
        rows.append(_row(f"domain {name} range", _phrase(geometry, f"{name} range",
                                                         "domain size", f"{name} size"),
                         shown, f"[{low[axis]:.6g}, {high[axis]:.6g}] m", met,
                         shape.source))
    rows += _step_rows(geometry, shape, low[1])
    rows += _plate_rows(geometry, shape)
    rows += _airfoil_rows(geometry, shape, _inflow(case_dir))
    if decided is None:
        rows.append(_row("bodies fit the domain", geometry.describe(), "no overlap", None,
                         False, shape.source, layout_error))
        return rows
    inside = bodies_inside(shape)
    measured: list[float] = []
    for index, (obstacle, body) in enumerate(zip(geometry.obstacles, decided.bodies,
                                                 strict=True)):
        label = f"{obstacle.shape} {index + 1}"
        nearest = min(inside, default=None, key=lambda piece: math.dist(
            _centre(piece), (body.cx, body.cy)))
        if nearest is None and obstacle.width is None and obstacle.centre is None:
            # Said with neither size nor place: the request asks only that the case has
            # the thing, which a kept case may draw as a bend of any patch (plateHole's
            # hole is a ``patch`` at its corner, damBreak's obstacle part of lowerWall).
            outline = outline_of(shape, obstacle.shape)
            rows.append(_row(f"{label} present", obstacle.phrase,
                             f"a {obstacle.shape} outline reaching into the domain",
                             outline, outline is not None, shape.source,
                             "a patch whose points bend into the domain's box; round when "
                             "some point lies off its own box's sides"))
            continue
        if nearest is None:
            rows.append(_row(f"{label} present", obstacle.phrase,
                             f"a wall around ({body.cx:g}, {body.cy:g})", None, False,
                             shape.source, "no wall inside the domain"))
            continue
        xs, ys = [p[0] for p in nearest], [p[1] for p in nearest]
        width, height = max(xs) - min(xs), max(ys) - min(ys)
        cx, cy = _centre(nearest)
        measured.append(height)
        tol = TOLERANCE * max(body.width, body.height)
        phrase = obstacle.phrase or "(default)"
        rows.append(_row(f"{label} size", phrase if obstacle.width is not None else "(default)",
                         f"{body.width:g} x {body.height:g} m", f"{width:.6g} x {height:.6g} m",
                         abs(width - body.width) <= tol and abs(height - body.height) <= tol,
                         shape.source, "bounding box of the body's wall"))
        rows.append(_row(f"{label} centre", phrase if obstacle.centre is not None
                         else "(default)", f"({body.cx:g}, {body.cy:g}) m",
                         f"({cx:.6g}, {cy:.6g}) m",
                         abs(cx - body.cx) <= tol and abs(cy - body.cy) <= tol, shape.source))
    if decided.bodies:
        expected = decided.blockage()
        found = max(measured, default=0.0) / (high[1] - low[1])
        rows.append(_row("blockage ratio", _phrase(geometry, "blockage"),
                         f"{expected:.4g}", f"{found:.4g}",
                         abs(found - expected) <= TOLERANCE * max(expected, 1e-12) + 1e-9,
                         shape.source, "largest body height / channel height"))
    if geometry.two_d:
        layers = len({round(p[2], 9) for p in shape.points})
        empty = [name for name, kind in shape.types.items() if kind == "empty"]
        rows.append(_row(TWO_D_REQUIREMENT,
                         _phrase(geometry, "2D"), "2 z-planes and an empty patch",
                         f"{layers} z-planes, empty patches: {', '.join(empty) or 'none'}",
                         layers == 2 and bool(empty), shape.source))
    return rows


def _step_rows(geometry: Geometry, shape: MeshShape, bottom: float) -> list[AuditRow]:
    """The stated step height, measured as how far the inflow (backward-facing step) or the
    outflow (forward-facing step) starts above the channel's floor."""
    if geometry.kind not in STEP_KINDS or geometry.step_height is None:
        return []
    side = "inlet" if geometry.kind == "backward_step" else "outlet"
    words = re.compile(rf"{side}|{side[:-3]}flow", re.IGNORECASE)
    points = [point for name, found in shape.patches.items() if words.search(name)
              for point in found]
    measured = min(point[1] for point in points) - bottom if points else None
    met = measured is not None and abs(measured - geometry.step_height) <= \
        TOLERANCE * geometry.step_height
    rows = [_row("step height", _phrase(geometry, "step height"), f"{geometry.step_height:g} m",
                 None if measured is None else f"{measured:.6g} m", met, shape.source,
                 f"the {side}'s lowest point above the channel floor"
                 + ("" if points else f"; the mesh has no {side} patch"))]
    return rows + _step_position_rows(geometry, shape, bottom + geometry.step_height)


def _step_position_rows(geometry: Geometry, shape: MeshShape, top: float) -> list[AuditRow]:
    """The stated distance of the step's edge from the inlet, measured where the wall at the
    step's top height ends (a backward-facing step) or begins (a forward-facing one)."""
    if geometry.step_at is None:
        return []
    start = min(point[0] for point in shape.points)
    tol = TOLERANCE * max(abs(top), 1e-12)
    level = [point[0] for name, found in shape.patches.items()
             if shape.types.get(name) == "wall" for point in found if abs(point[1] - top) <= tol]
    edge = (max(level) if geometry.kind == "backward_step" else min(level)) if level else None
    measured = None if edge is None else edge - start
    met = measured is not None and abs(measured - geometry.step_at) <= \
        TOLERANCE * geometry.step_at
    return [_row("step position", _phrase(geometry, "step position"),
                 f"{geometry.step_at:g} m from the inlet",
                 None if measured is None else f"{measured:.6g} m", met, shape.source,
                 "where the wall at the step's top height ends (or begins), from the inlet")]


def _plate_rows(geometry: Geometry, shape: MeshShape) -> list[AuditRow]:
    """The stated plate length, measured as the length of the lowest flat stretch of wall:
    the wall faces at the wall points' lowest height."""
    if geometry.kind != "flat_plate" or geometry.plate_length is None:
        return []
    walls = [point for name, found in shape.patches.items() if shape.types.get(name) == "wall"
             for point in found]
    floor = min((point[1] for point in walls), default=None)
    on_floor = [point[0] for point in walls if floor is not None
                and abs(point[1] - floor) <= 1e-9 * max(1.0, abs(floor))]
    measured = max(on_floor) - min(on_floor) if on_floor else None
    met = measured is not None and abs(measured - geometry.plate_length) <= \
        TOLERANCE * geometry.plate_length
    return [_row("plate length", _phrase(geometry, "x size"), f"{geometry.plate_length:g} m",
                 None if measured is None else f"{measured:.6g} m", met, shape.source,
                 "the lowest flat stretch of wall" + ("" if walls else "; the mesh has no wall"))]


def _inflow(case_dir: Path) -> float:
    """The inflow's angle (degrees) in the case's 0/U; 0 (+x) when it has no direction."""
    path = case_dir / "0" / "U"
    text = path.read_text(encoding="utf-8", errors="replace") if path.is_file() else ""
    return inflow_angle(text) or 0.0


def _airfoil_rows(geometry: Geometry, shape: MeshShape, inflow: float) -> list[AuditRow]:
    """The stated chord and angle of attack, measured on the airfoil patch: the chord is the
    distance between its two farthest points (trailing edge and leading edge), the angle the
    leading edge's rise above the trailing edge (nose up positive) plus the inflow's own angle
    (``inflow``, degrees from +x): a section at 0° in an 8° stream is at 8°."""
    if geometry.kind != "airfoil" or (geometry.chord is None and geometry.angle_of_attack is None):
        return []
    points = sorted({(round(p[0], 9), round(p[1], 9)) for name, found in shape.patches.items()
                     if re.search(r"foil|wing", name, re.IGNORECASE) for p in found})
    found_chord = found_angle = None
    if len(points) >= 2:
        first, second = max(((a, b) for i, a in enumerate(points) for b in points[i + 1:]),
                            key=lambda pair: math.dist(*pair))
        leading, trailing = sorted((first, second))
        found_chord = math.dist(leading, trailing)
        found_angle = math.degrees(math.atan2(leading[1] - trailing[1],
                                              trailing[0] - leading[0])) + inflow
    rows = []
    if geometry.chord is not None:
        rows.append(_row("airfoil chord", _phrase(geometry, "chord"), f"{geometry.chord:g} m",
                         None if found_chord is None else f"{found_chord:.6g} m",
                         found_chord is not None
                         and abs(found_chord - geometry.chord) <= TOLERANCE * geometry.chord,
                         shape.source, "farthest two points of the airfoil patch"))
    if geometry.angle_of_attack is not None:
        rows.append(_row("angle of attack", _phrase(geometry, "angle of attack"),
                         f"{geometry.angle_of_attack:g} deg",
                         None if found_angle is None else f"{found_angle:.3g} deg",
                         found_angle is not None
                         and abs(found_angle - geometry.angle_of_attack) <= 0.5,
                         shape.source,
                         f"chord line against the inflow ({inflow:.3g}° from +x in 0/U), "
                         "nose up positive"))
    return rows


def cell_bound_row(geometry: Geometry, cells: int | None) -> AuditRow | None:
    """The stated cell bound against the mesh's count (from checkMesh), when one is stated."""
    if geometry.max_cells is None:
        return None
    return AuditRow(requirement="cell count bound", phrase=_phrase(geometry, "max cells"),
                    expected=f"<= {geometry.max_cells}", file="log.checkMesh", entry="cells",
                    found=None if cells is None else str(cells),
                    met=cells is not None and cells <= geometry.max_cells)
