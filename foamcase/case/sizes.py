"""The sizes a case's things have, measured from its own dictionaries: lengths, positions,
angles and ratios, each with the thing it belongs to and where it was read.

Why: requests restate the tutorial they adapt ("the usual 25.4 mm step", "the 0.1 m square
cavity", "a 4:1 contraction", "a 15-degree wedge", "the diaphragm at x = 0"). A reader cannot
give such words a place to write, but the case can say whether they are true of it; the audit
compares them with these measurements (``agents.audit.described``). Measured, never assumed:
only what a blockMeshDict the reader evaluates and ``system/setFieldsDict`` hold.

What is measured (lengths and positions in metres, ``scale``/``convertToMeters`` applied):

- the domain: its extent and both bounds along each axis (the box around the vertices), and
  how many cells a line along each axis crosses (``foamcase.case.cells_across``);
- its parts: each hex block's extent along each axis, and each step between neighbouring
  distinct vertex coordinates on an axis (a step height, a channel's height, an inlet's);
- each patch: its extent along each axis it spans, the plane it lies in when it is flat
  across an axis, the inclination of each of its flat faces off the nearest axis plane
  (a ramp's or wedge's angle), and the radius of each ``arc`` edge between two of its vertices;
- sectors: the angle between the planes of a pair of ``wedge`` patches or of a cyclic pair
  with a rotational transform (the periodicity of a passage);
- the ends: the ratio of the width of each inlet to each outlet (a contraction's ratio);
- setFields: the bounds of every ``boxToCell`` box, its extent along each axis within the
  domain, and the radius of every cylinder or sphere region.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from foam_agent.foamcase.case.blocks import oriented_blocks, vertex_points
from foam_agent.foamcase.case.cells_across import cells_across
from foam_agent.foamcase.case.files import BLOCK_MESH_DICTS, entries_of, first_existing
from foam_agent.foamcase.case.values import number_of, numbers_of
from foam_agent.foamcase.lazy_pattern import lazy_regex

SizeKind = Literal["length", "position", "angle", "ratio", "cells"]
#: What a size belongs to.
Thing = Literal["domain", "block", "vertex step", "patch", "arc", "sector", "ends", "set region"]

BLOCK_MESH_SOURCE = "blockMeshDict vertices"
SET_FIELDS_SOURCE = "system/setFieldsDict"
_AXES = "xyz"
#: A size below this fraction of the domain's largest extent is no size (rounding of vertices).
_NEGLIGIBLE = 1e-9
#: Degrees off an axis plane below which a face is taken as lying in it.
_FLAT_DEGREES = 0.01
_INFLOW = lazy_regex(r"inlet|inflow", re.IGNORECASE)
_OUTFLOW = lazy_regex(r"outlet|outflow", re.IGNORECASE)
_ROTATIONAL = lazy_regex(r"rotational", re.IGNORECASE)

Point = tuple[float, float, float]


@dataclass(frozen=True)
class Size:
    """One measured size.

    Attributes:
        kind: A length, a position along an axis, an angle (degrees), a ratio or a count of
            cells across the domain.
        value: Metres, metres, degrees, a pure number or a count.
        thing: What it is the size of.
        name: The patch (or patch pair, or field region) it belongs to, if any.
        axis: 0, 1 or 2 for x, y, z when it lies along one.
        source: The dictionary it was measured in.
    """

    kind: SizeKind
    value: float
    thing: Thing
    name: str | None = None
    axis: int | None = None
    source: str = BLOCK_MESH_SOURCE

    def describe(self) -> str:
        """The size in words: "the step between vertices along y is 0.0254 m"."""
        owner = {"domain": "the domain", "block": "a block", "vertex step": "a step between "
                 "vertex coordinates", "patch": f"patch '{self.name}'",
                 "arc": f"an arc of patch '{self.name}'" if self.name else "an arc",
                 "sector": f"the sector between {self.name}", "ends": f"the ends {self.name}",
                 "set region": f"a {self.name} region"}[self.thing]
        if self.kind == "position" and self.axis is not None:
            return f"{owner}: a bound at {_AXES[self.axis]} = {self.value:.6g} m ({self.source})"
        what = {"length": "extent" if self.axis is not None else "radius",
                "position": "bound", "angle": "angle", "ratio": "width ratio",
                "cells": "cells"}[self.kind]
        along = f" along {_AXES[self.axis]}" if self.axis is not None else ""
        unit = {"length": " m", "position": " m", "angle": " degrees", "ratio": "",
                "cells": ""}[self.kind]
        return f"{owner}: {what}{along} {self.value:.6g}{unit} ({self.source})"


def case_sizes(root: Path) -> tuple[Size, ...]:
    """Every size of the case at ``root`` this module measures (none when it has no
    blockMeshDict this reader evaluates and no setFields boxes)."""
    sizes: list[Size] = []
    mesh_path = first_existing(root, BLOCK_MESH_DICTS)
    mesh = entries_of(mesh_path) if mesh_path is not None else None
    if mesh is not None:
        sizes += _mesh_sizes(mesh)
    set_fields = entries_of(root / SET_FIELDS_SOURCE)
    if set_fields is not None:
        sizes += _set_region_sizes(set_fields.get("regions"))
        sizes += _box_extents(set_fields.get("regions"), sizes)
    return tuple(_distinct(sizes))


def _distinct(sizes: Sequence[Size]) -> Iterator[Size]:
    seen: set[tuple[object, ...]] = set()
    for size in sizes:
        key = (size.kind, round(size.value, 9), size.thing, size.name, size.axis)
        if key not in seen:
            seen.add(key)
            yield size


def _scale(mesh: Mapping[str | None, Any]) -> float:
    scale = number_of(mesh.get("scale", mesh.get("convertToMeters", 1)))
    return scale if scale else 1.0


def _mesh_sizes(mesh: Mapping[str | None, Any]) -> list[Size]:
    raw = vertex_points(mesh)
    if raw is None:
        return []
    scale = _scale(mesh)
    points: list[Point] = [(p[0] * scale, p[1] * scale, p[2] * scale) for p in raw]
    low = [min(p[axis] for p in points) for axis in range(3)]
    high = [max(p[axis] for p in points) for axis in range(3)]
    largest = max(h - lo for h, lo in zip(high, low, strict=True)) or 1.0
    tiny = _NEGLIGIBLE * largest
    sizes: list[Size] = []
    for axis in range(3):
        sizes.append(Size("length", high[axis] - low[axis], "domain", axis=axis))
        sizes += [Size("position", low[axis], "domain", axis=axis),
                  Size("position", high[axis], "domain", axis=axis)]
        coordinates = sorted({round(p[axis], 12) for p in points})
        sizes += [Size("length", b - a, "vertex step", axis=axis)
                  for a, b in zip(coordinates, coordinates[1:], strict=False) if b - a > tiny]
    counts = cells_across(mesh)
    if counts is not None:
        sizes += [Size("cells", count, "domain", axis=axis) for axis, count in enumerate(counts)]
    blocks = oriented_blocks(mesh) or []
    for block in blocks:
        for axis in range(3):
            extent = (max(c[axis] for c in block.corners)
                      - min(c[axis] for c in block.corners)) * scale
            if extent > tiny:
                sizes.append(Size("length", extent, "block", axis=axis))
    patches = _patches(mesh, points)
    for name, faces in patches.items():
        sizes += _patch_sizes(name, faces, points, tiny)
    sizes += _arc_sizes(mesh.get("edges"), points, patches, scale)
    sizes += _sector_sizes(mesh.get("boundary"), patches, points)
    flat = next((axis for axis in range(3)
                 if blocks and all(block.cells[axis] == 1 for block in blocks)), None)
    sizes += _end_ratios(patches, points, tiny, flat)
    return sizes


def _patches(mesh: Mapping[str | None, Any], points: Sequence[Point]) -> dict[str, list[list[int]]]:
    """Each patch's faces as vertex indices (faces naming a vertex not listed are dropped)."""
    found: dict[str, list[list[int]]] = {}
    for item in mesh.get("boundary") or []:
        if not (isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], Mapping)):
            continue
        faces = [[int(index) for index in face] for face in item[1].get("faces") or []
                 if isinstance(face, list)
                 and all(isinstance(index, int) and 0 <= index < len(points) for index in face)]
        if faces:
            found[str(item[0])] = faces
    return found


def _patch_sizes(name: str, faces: list[list[int]], points: Sequence[Point],
                 tiny: float) -> list[Size]:
    corners = [points[index] for face in faces for index in face]
    sizes: list[Size] = []
    for axis in range(3):
        extent = max(c[axis] for c in corners) - min(c[axis] for c in corners)
        if extent > tiny:
            sizes.append(Size("length", extent, "patch", name, axis))
        else:
            sizes.append(Size("position", corners[0][axis], "patch", name, axis))
    for face in faces:
        normal = face_normal([points[index] for index in face])
        if normal is None:
            continue
        off = min(math.degrees(math.acos(min(1.0, abs(component)))) for component in normal)
        if off > _FLAT_DEGREES:
            sizes.append(Size("angle", off, "patch", name))
    return sizes


def face_normal(corners: Sequence[Point]) -> Point | None:
    """The unit normal of a face by Newell's method (None for a face of no area)."""
    nx = ny = nz = 0.0
    for (x0, y0, z0), (x1, y1, z1) in zip(corners, [*corners[1:], corners[0]], strict=True):
        nx += (y0 - y1) * (z0 + z1)
        ny += (z0 - z1) * (x0 + x1)
        nz += (x0 - x1) * (y0 + y1)
    length = math.sqrt(nx * nx + ny * ny + nz * nz)
    return None if length == 0 else (nx / length, ny / length, nz / length)


#: How far from 1 a unit normal's component may be for a face to lie across an axis
#: (blockMesh's vertices are written to a few digits).
ALONG_TOLERANCE = 1e-4


def faces_along(faces: Sequence[Sequence[Point]], axis: int) -> bool:
    """Whether every face (its corners) has its normal along ``axis``: the faces lie across
    it, as a 2-D mesh's front and back lie across its one cell."""
    normals = [face_normal(face) for face in faces]
    return all(normal is not None and abs(abs(normal[axis]) - 1.0) <= ALONG_TOLERANCE
               for normal in normals)


def _arc_sizes(edges: Any, points: Sequence[Point], patches: Mapping[str, list[list[int]]],
               scale: float) -> list[Size]:
    """The radius of each ``arc a b (point)`` edge, owned by a patch holding both ends."""
    listed = edges if isinstance(edges, list) else []
    sizes: list[Size] = []
    for index, item in enumerate(listed):
        if item != "arc" or index + 3 >= len(listed):
            continue
        start, end, middle = listed[index + 1], listed[index + 2], numbers_of(listed[index + 3])
        if not (isinstance(start, int) and isinstance(end, int) and middle is not None
                and len(middle) == 3 and max(start, end) < len(points)):
            continue
        radius = _circumradius(points[start], points[end],
                               (middle[0] * scale, middle[1] * scale, middle[2] * scale))
        if radius is None:
            continue
        owner = next((name for name, faces in patches.items()
                      if any(start in face and end in face for face in faces)), None)
        sizes.append(Size("length", radius, "arc", owner))
    return sizes


def _circumradius(a: Point, b: Point, c: Point) -> float | None:
    ab, bc, ca = math.dist(a, b), math.dist(b, c), math.dist(c, a)
    s = (ab + bc + ca) / 2
    area = math.sqrt(max(0.0, s * (s - ab) * (s - bc) * (s - ca)))
    return None if area == 0 else ab * bc * ca / (4 * area)


def _sector_sizes(boundary: Any, patches: Mapping[str, list[list[int]]],
                  points: Sequence[Point]) -> list[Size]:
    """The angle between the planes of two wedge patches or of a rotational cyclic pair:
    180 degrees less the angle between their outward normals."""
    pairs: list[tuple[str, str]] = []
    wedges: list[str] = []
    for item in boundary if isinstance(boundary, list) else []:
        if not (isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], Mapping)):
            continue
        name, body = str(item[0]), item[1]
        kind = str(body.get("type", ""))
        if kind == "wedge":
            wedges.append(name)
        neighbour = body.get("neighbourPatch")
        if kind.startswith("cyclic") and isinstance(neighbour, str) and name < neighbour \
                and _ROTATIONAL.search(str(body.get("transform", ""))):
            pairs.append((name, neighbour))
    if len(wedges) == 2:
        pairs.append((wedges[0], wedges[1]))
    sizes: list[Size] = []
    for first, second in pairs:
        normals = [_patch_normal(patches.get(name), points) for name in (first, second)]
        if normals[0] is None or normals[1] is None:
            continue
        cosine = sum(a * b for a, b in zip(normals[0], normals[1], strict=True))
        angle = 180.0 - math.degrees(math.acos(max(-1.0, min(1.0, cosine))))
        sizes.append(Size("angle", angle, "sector", f"'{first}' and '{second}'"))
    return sizes


def _patch_normal(faces: list[list[int]] | None, points: Sequence[Point]) -> Point | None:
    """The normal of a patch all of whose faces share one plane, else None."""
    normals = [face_normal([points[index] for index in face]) for face in faces or []]
    if not normals or normals[0] is None:
        return None
    first = normals[0]
    if any(n is None or sum(a * b for a, b in zip(first, n, strict=True)) < 1 - 1e-6
           for n in normals):
        return None
    return first


def _end_ratios(patches: Mapping[str, list[list[int]]], points: Sequence[Point],
                tiny: float, flat: int | None) -> list[Size]:
    """Each inlet's width over each outlet's: the width is a patch's largest extent, its
    thickness in a 2-D case's flat direction (one cell in every block) aside."""
    widths = {name: _width(faces, points, tiny, flat) for name, faces in patches.items()}
    sizes = []
    for inflow, inlet_width in widths.items():
        for outflow, outlet_width in widths.items():
            if _INFLOW.search(inflow) and _OUTFLOW.search(outflow) and inlet_width \
                    and outlet_width:
                sizes.append(Size("ratio", inlet_width / outlet_width, "ends",
                                  f"'{inflow}' to '{outflow}'"))
    return sizes


def _width(faces: list[list[int]], points: Sequence[Point], tiny: float,
           flat: int | None) -> float | None:
    corners = [points[index] for face in faces for index in face]
    extents = sorted(max(c[axis] for c in corners) - min(c[axis] for c in corners)
                     for axis in range(3) if axis != flat)
    spans = [extent for extent in extents if extent > tiny]
    return spans[-1] if spans else None


def _box_extents(regions: Any, sizes: Sequence[Size]) -> list[Size]:
    """Each ``box``'s extent along each axis, within the domain: the width and height of a
    water column or a heater that the words restate ("the 0.146 m wide column"). A box drawn
    past the domain (damBreak's ``-1``..``1`` across its one cell, hotRoom's ``-1000``) is as
    wide there as the domain; none is measured without the domain's bounds."""
    bounds = [[size.value for size in sizes if size.thing == "domain"
               and size.kind == "position" and size.axis == axis] for axis in range(3)]
    if not all(bounds):
        return []
    largest = max(max(axis) - min(axis) for axis in bounds)
    extents: list[Size] = []
    for item in regions if isinstance(regions, list) else []:
        if not (isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], Mapping)):
            continue
        box = item[1].get("box")
        corners = [numbers_of(list(corner)) for corner in box] \
            if isinstance(box, tuple | list) and len(box) == 2 else []
        if len(corners) != 2 or any(corner is None or len(corner) != 3 for corner in corners):
            continue
        for axis in range(3):
            low = max(min(corner[axis] for corner in corners if corner), min(bounds[axis]))
            high = min(max(corner[axis] for corner in corners if corner), max(bounds[axis]))
            if high - low > _NEGLIGIBLE * largest:
                extents.append(Size("length", high - low, "set region", str(item[0]), axis,
                                    SET_FIELDS_SOURCE))
    return extents


def _set_region_sizes(regions: Any) -> list[Size]:
    sizes: list[Size] = []
    for item in regions if isinstance(regions, list) else []:
        if not (isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], Mapping)):
            continue
        name, body = str(item[0]), item[1]
        box = body.get("box")
        if isinstance(box, tuple | list) and len(box) == 2:
            corners = [numbers_of(list(corner)) for corner in box]
            for corner in corners:
                if corner is not None and len(corner) == 3:
                    sizes += [Size("position", value, "set region", name, axis, SET_FIELDS_SOURCE)
                              for axis, value in enumerate(corner)]
        radius = number_of(body.get("radius"))
        if radius is not None:
            sizes.append(Size("length", radius, "set region", name, source=SET_FIELDS_SOURCE))
    return sizes
