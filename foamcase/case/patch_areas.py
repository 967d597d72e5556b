"""The area of each boundary patch of a case, read from what its mesh is made from.

Why: people tell a case's inlets apart by size ("the main (larger) inlet", "the small side
inlet", "the jet"); tutorials number them (``velocity-inlet-5``, ``velocity-inlet-6``). The
area of each patch says which is which, and it must be known before anything runs (the author
edits the case before its mesh exists), so it is read from the mesh's sources: the blockMesh
dictionary's faces, or a Fluent mesh (``*.msh``, ``*.msh.gz``, ASCII) the case converts with
``fluentMeshToFoam``. A two-dimensional Fluent mesh gives each face's length, which orders
patches the same way. Any other mesh gives no areas, and nothing is ranked by a guess.
"""

from __future__ import annotations

import gzip
import hashlib
import math
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import MappingProxyType

from foam_agent.foamcase.case.sides import patch_faces
from foam_agent.foamcase.lazy_pattern import lazy_regex

Point = tuple[float, float, float]

#: Areas already read, by the digest of the file they were read from.
_CACHE: dict[bytes, Mapping[str, float]] = {}
_CACHE_SIZE = 32
#: A Fluent section header: its index and the numbers in its first parentheses.
_HEADER = lazy_regex(r"\((?P<index>10|12|13|39|45)\s*\((?P<head>[^()]*)\)")
_HEX = lazy_regex(r"[0-9a-fA-F]+")


def polygon_area(corners: Sequence[Point]) -> float:
    """The area of a planar polygon given by its corners in order (Newell's method)."""
    normal = [0.0, 0.0, 0.0]
    for index, current in enumerate(corners):
        following = corners[(index + 1) % len(corners)]
        normal[0] += (current[1] - following[1]) * (current[2] + following[2])
        normal[1] += (current[2] - following[2]) * (current[0] + following[0])
        normal[2] += (current[0] - following[0]) * (current[1] + following[1])
    return 0.5 * math.sqrt(sum(component * component for component in normal))


def patch_areas(root: Path) -> Mapping[str, float]:
    """Patch name → its area in m² (a length in metres for a 2-D Fluent mesh), or nothing
    when the case's mesh sources cannot be read."""
    faces = patch_faces(root)
    if faces:
        return {name: sum(polygon_area(face) for face in listed)
                for name, listed in faces.items()}
    meshes = sorted(root.glob("*.msh")) + sorted(root.glob("*.msh.gz"))
    if not meshes:
        return {}
    raw = meshes[0].read_bytes()
    key = hashlib.blake2b(raw).digest()
    if key not in _CACHE:
        if len(_CACHE) >= _CACHE_SIZE:
            _CACHE.clear()
        text = (gzip.decompress(raw) if meshes[0].suffix == ".gz" else raw).decode(
            "ascii", errors="replace")
        _CACHE[key] = MappingProxyType(fluent_areas(text))
    return _CACHE[key]


def fluent_areas(text: str) -> dict[str, float]:
    """Zone name → area of an ASCII Fluent mesh's face zones (lengths in 2-D); nothing for a
    binary mesh or one this cannot read."""
    nodes: dict[int, Point] = {}
    dimension = 3
    names: dict[int, str] = {}
    zones: list[tuple[int, int, str]] = []
    for match in _HEADER.finditer(text):
        head = match.group("head").split()
        index = match.group("index")
        if index in ("39", "45"):
            if len(head) >= 3 and head[0].isdigit():
                names[int(head[0])] = head[2]
            continue
        if not all(_HEX.fullmatch(item) for item in head):
            continue  # the header's own comment: "(10 (id start end type) (x y ...))"
        body = _body(text, match.end())
        if index == "10" and len(head) >= 4 and body is not None:
            if len(head) >= 5:
                dimension = int(head[4], 16)
            first = int(head[1], 16)
            values = [float(item) for item in body.split()]
            for offset in range(len(values) // dimension):
                point = values[offset * dimension:(offset + 1) * dimension]
                nodes[first + offset] = (point[0], point[1], point[2] if dimension == 3 else 0.0)
        elif index == "13" and len(head) >= 5 and body is not None:
            zones.append((int(head[0], 16), int(head[4], 16), body))
    areas: dict[str, float] = {}
    for zone, face_type, body in zones:
        area = _zone_area(body, face_type, nodes, dimension)
        if area is None or zone not in names:
            continue
        areas[names[zone]] = area
    return areas


def _body(text: str, start: int) -> str | None:
    """The text of a section's second parentheses, when the section has them."""
    opening = re.compile(r"\s*\(").match(text, start)
    if opening is None:
        return None
    closing = text.find(")", opening.end())
    return text[opening.end():closing] if closing >= 0 else None


def _zone_area(body: str, face_type: int, nodes: Mapping[int, Point],
               dimension: int) -> float | None:
    """The summed area of a face zone's faces (their nodes, then two cells, in hex)."""
    total = 0.0
    for line in body.splitlines():
        numbers = [int(item, 16) for item in line.split()]
        if not numbers:
            continue
        count = numbers[0] if face_type in (0, 5) else face_type
        listed = numbers[1:1 + count] if face_type in (0, 5) else numbers[:count]
        if len(listed) != count or any(node not in nodes for node in listed):
            return None
        corners = [nodes[node] for node in listed]
        if dimension == 2:
            if count != 2:
                return None
            total += math.dist(corners[0], corners[1])
        else:
            total += polygon_area(corners)
    return total
