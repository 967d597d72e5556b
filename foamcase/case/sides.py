"""Which side of the domain each blockMesh patch lies on: left, right, bottom, top, front, back.

Why: people name walls by where they are ("the left wall is held at 40 °C, the right wall at
20 °C"), tutorials by what they do (``hot``, ``cold``, ``frontAndBack``). When no patch name
matches the words, the patch whose every face lies on the domain's x-minimum plane *is* the
left wall. Up is against gravity (``constant/g``) when the case has it, else +y, the 2D
convention; left/right is x, or the first other axis when gravity is along x.

Only blockMesh patches are placed: their faces are vertex lists of the dictionary, so no mesh
has to exist yet (the author edits the case before anything runs). A dictionary this reader
cannot evaluate (``#calc``, ``$var`` vertices, projected faces) places nothing.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Any

from foam_agent.foamcase.case.files import (
    BLOCK_MESH_DICTS,
    block_mesh_boundary,
    entries_of,
    first_existing,
    parse,
)
from foam_agent.foamcase.case.values import number_of, vector_of

#: Sides already read, by the digest of the dictionaries they were read from.
_CACHE: dict[bytes, Mapping[str, frozenset[str]]] = {}
_CACHE_SIZE = 64
#: Relative tolerance (of the domain's extent) for a face to lie on a bounding plane.
_TOLERANCE = 1e-6
#: The side words a prompt uses, as (axis role, end): "up" is against gravity.
SIDE_WORDS: Mapping[str, tuple[str, int]] = {
    "left": ("across", 0), "right": ("across", 1),
    "bottom": ("up", 0), "lower": ("up", 0), "floor": ("up", 0),
    "top": ("up", 1), "upper": ("up", 1), "ceiling": ("up", 1),
    "front": ("depth", 0), "back": ("depth", 1), "rear": ("depth", 1),
}


def _axes(root: Path) -> dict[str, int]:
    """Axis index of "up", "across" (left to right) and "depth" for the case's gravity: its
    ``constant/g``, else the ``g`` of shallowWaterFoam's ``constant/gravitationalProperties``
    (squareBump's bed is x-y, up is z; read as y, a bump's plan was placed on x and z)."""
    gravity = parse(root / "constant" / "g")
    vector = vector_of(gravity.get("value")) if gravity is not None else None
    if vector is None:
        shallow = parse(root / "constant" / "gravitationalProperties")
        vector = vector_of(shallow.get("g")) if shallow is not None else None
    up = 1
    if vector is not None and any(vector):
        up = max(range(3), key=lambda axis: abs(vector[axis]))
    across = 0 if up != 0 else 1
    depth = 3 - up - across
    return {"up": up, "across": across, "depth": depth}


def up_axis(root: Path) -> int:
    """The axis (0, 1, 2) that is up in the case: against gravity, else y."""
    return _axes(root)["up"]


def _vertices(entries: Mapping[Any, Any]) -> list[tuple[float, float, float]] | None:
    listed = entries.get("vertices")
    if not isinstance(listed, list):
        return None
    scale = number_of(entries.get("convertToMeters", entries.get("scale", 1.0))) or 1.0
    points: list[tuple[float, float, float]] = []
    for vertex in listed:
        point = vector_of(vertex)
        if point is None:
            return None
        points.append((point[0] * scale, point[1] * scale, point[2] * scale))
    return points


def _faces(entry: Any) -> list[Sequence[int]] | None:
    faces = entry.get("faces") if isinstance(entry, Mapping) else None
    if not isinstance(faces, list) or not faces:
        return None
    if not all(isinstance(face, list) and face and all(isinstance(index, int)
                                                       for index in face) for face in faces):
        return None
    return faces


def _block_mesh(root: Path) -> tuple[Mapping[Any, Any], list[tuple[float, float, float]]] | None:
    """The blockMeshDict's entries and its vertices in metres, when it can be read."""
    path = first_existing(root, BLOCK_MESH_DICTS)
    entries = entries_of(path) if path is not None else None
    if not isinstance(entries, Mapping):
        return None
    points = _vertices(entries)
    return (entries, points) if points else None


def longest_axis(root: Path) -> int | None:
    """The axis (0, 1, 2) along which the blockMesh domain is longest, or None."""
    read = _block_mesh(root)
    if read is None:
        return None
    points = read[1]
    extents = [max(p[axis] for p in points) - min(p[axis] for p in points) for axis in range(3)]
    return max(range(3), key=lambda axis: extents[axis])


def patch_sides(root: Path) -> CaseSides:
    """Patch name → the side words of the bounding planes its faces lie on (``{"left"}``;
    ``{"bottom", "top"}`` for one patch of both walls).

    A patch with a face on no bounding plane (an internal obstacle) has no side, and neither
    has any patch of a dictionary this cannot read. Cached by the bytes of the blockMeshDict
    and ``constant/g``: the author tries each candidate tutorial and the audit checks each
    row, and parsing the dictionary costs far more than reading it.
    """
    path = first_existing(root, BLOCK_MESH_DICTS)
    if path is None:
        return CaseSides({}, root)
    gravity = root / "constant" / "g"
    key = hashlib.blake2b(path.read_bytes() + b"\0" + (
        gravity.read_bytes() if gravity.is_file() else b"")).digest()
    if key not in _CACHE:
        if len(_CACHE) >= _CACHE_SIZE:
            _CACHE.clear()
        _CACHE[key] = MappingProxyType(_read_sides(root))
    return CaseSides(_CACHE[key], root)


class CaseSides(Mapping[str, frozenset[str]]):
    """Patch name → its sides, read from the case under ``root``.

    Why it keeps the root: a side is one of the words a request names a boundary by; the
    others (the main or the side inlet, both ends, the face the case heats) are read from the
    same case's geometry and values (``foamcase.case.patch_roles``), and every caller of
    :func:`foamcase.case.patches.resolve` already hands it this mapping, so those words reach
    the case with no caller changed.
    """

    def __init__(self, sides: Mapping[str, frozenset[str]], root: Path) -> None:
        self._sides = sides
        self.root = root

    def __getitem__(self, name: str) -> frozenset[str]:
        return self._sides[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._sides)

    def __len__(self) -> int:
        return len(self._sides)


def _read_sides(root: Path) -> dict[str, frozenset[str]]:
    return {name: frozenset(word for word in words if word is not None)
            for name, words in face_sides(root).items()
            if all(word is not None for word in words)}


def face_sides(root: Path) -> dict[str, tuple[str | None, ...]]:
    """Patch name → the side word of each of its blockMesh faces, in the dictionary's order
    (None for a face on no bounding plane).

    Why per face: one tutorial patch may hold two sides (BenardCells' ``sideWalls``); a request
    that heats one and cools the other needs that patch's faces parted by side. A patch whose
    faces this cannot read is left out.
    """
    read = _block_mesh(root)
    if read is None:
        return {}
    points = read[1]
    lows = [min(point[axis] for point in points) for axis in range(3)]
    highs = [max(point[axis] for point in points) for axis in range(3)]
    axes = _axes(root)
    return {name: tuple(_side(face, lows, highs, axes) for face in faces)
            for name, faces in patch_faces(root).items()}


def patch_faces(root: Path) -> dict[str, list[list[tuple[float, float, float]]]]:
    """Patch name → its blockMesh faces, each as its corner points in metres, in the
    dictionary's order; a patch whose faces this cannot read is left out."""
    read = _block_mesh(root)
    if read is None:
        return {}
    entries, points = read
    found: dict[str, list[list[tuple[float, float, float]]]] = {}
    for name, entry in block_mesh_boundary(entries):
        faces = _faces(entry)
        if faces is None:
            continue
        if any(index >= len(points) or index < 0 for face in faces for index in face):
            continue
        found[name] = [[points[index] for index in face] for face in faces]
    return found


def side_axis(root: Path, word: str) -> int:
    """The axis (0, 1, 2) of the plane a side word names in the case ("floor": up's)."""
    return _axes(root)[SIDE_WORDS[word][0]]


def _side(face: list[tuple[float, float, float]], lows: list[float], highs: list[float],
          axes: Mapping[str, int]) -> str | None:
    """The side word of the bounding plane the face lies on, or None."""
    for word, (role, end) in SIDE_WORDS.items():
        axis = axes[role]
        plane = (lows, highs)[end][axis]
        tolerance = _TOLERANCE * max(highs[axis] - lows[axis], 1e-12)
        if all(abs(point[axis] - plane) <= tolerance for point in face):
            return word
    return None

