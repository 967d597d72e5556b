"""The shape of a tutorial's flow path, read from its own mesh: where its inlets and outlets
face.

Why: many tutorials hold their shape only in numbers. The icoFoam elbow's patches are called
``velocity-inlet-5`` and its mesh is a Fluent file, so a request for "a 90° pipe bend with a
side pipe joining it" meets none of its words and ranked it 20th to 113th. An inlet and an
outlet whose planes meet at right angles are a bend whatever the case is called; two inlets
from different sides feeding one outlet are a junction; one inlet feeding several outlets is a
branching. Each fact is read from the patches' faces when the index is built, never from the
tutorial's name or path, and the words for it (:data:`SHAPE_WORDS`) count as one geometry fact
of the ranking (:data:`foam_agent.rag_index.rank.SHAPE`): they are neither embedded nor added to
the case's bag of words, where a phrase weighed three times over outranked a case's own
name (a measured loss on the plain set when these words were embedded too).

Which patch is an inlet or an outlet is what the case itself says: its patch name (``inlet``,
``outflow``) or the Fluent zone type (``velocity-inlet``, ``pressure-outlet``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from foam_agent.rag_index.facets import Point, block_mesh
from foam_agent.rag_index.text import strip_comments

__all__ = ["SHAPE_WORDS", "Opening", "Shape", "openings", "shapes"]


class Shape(Enum):
    """A fact of a flow path's shape its mesh shows."""

    BEND = "bend"
    JUNCTION = "junction"
    BRANCHING = "branching"


#: Shape → the request's words for it, as :func:`foam_agent.rag_index.text.tokens` glues them
#: ("pipe bend" is ``pipebend``). A word here must name the shape and nothing else a
#: tutorial might be: "elbow" is a bend, "bend" alone is one too, "branch" alone is not (a
#: branch of a river, of a study).
SHAPE_WORDS: Mapping[Shape, tuple[str, ...]] = {
    Shape.BEND: ("bend", "bends", "elbow", "pipebend", "rightanglebend", "rightangledbend",
                 "90degreebend", "90bend", "90degreeturn", "90degreeelbow", "rightangled",
                 "bentpipe", "bentduct", "bentchannel"),
    Shape.JUNCTION: ("junction", "sidebranch", "branchpipe", "sideinlet", "sidepipe",
                     "sidefeed", "feedpipe", "teejunction", "tjunction", "confluence",
                     "joinsfromtheside", "joiningfromtheside", "teesinto", "mixingtee",
                     "streamsmeet", "streamsjoin", "streamsmerge"),
    Shape.BRANCHING: ("bifurcation", "splits", "splitting", "branching", "manifold",
                      "flowdivider", "twobranches", "twooutlets"),
}

#: Patch names and Fluent zone types of inlets and of outlets; a name that also says
#: ``wall`` is the wall of an inlet duct (``inletWalls``).
_INLET = re.compile(r"inlet|inflow", re.IGNORECASE)
_OUTLET = re.compile(r"outlet|outflow", re.IGNORECASE)
_WALL = re.compile(r"wall", re.IGNORECASE)
#: |cos| of the angle between two planes below which they are at right angles, and above
#: which they are parallel.
RIGHT_ANGLE = 0.2
PARALLEL = 0.95

_FLUENT_ZONE = re.compile(r"^\(45\s+\((\d+)\s+([\w-]+)\s+([\w.-]+)\)", re.MULTILINE)
_FLUENT_SECTION = re.compile(r"^\((10|13)\s+\(([0-9a-fA-F]+)\s+([0-9a-fA-F]+)\s+([0-9a-fA-F]+)"
                             r"\s+([0-9a-fA-F]+)(?:\s+([0-9a-fA-F]+))?\)\s*\(", re.MULTILINE)
_BLOCK_PATCH_TYPE = re.compile(r"([A-Za-z_][\w.-]*)\s*\{[^{}]*?\btype\s+(\w+)\s*;")

Vector = tuple[float, float, float]


@dataclass(frozen=True)
class Opening:
    """An inlet or an outlet of a case's mesh: its name, which of the two it is, and the unit
    normal of its plane (None when its faces are not flat enough to have one)."""

    name: str
    inlet: bool
    normal: Vector | None


def _opening_kind(*words: str) -> bool | None:
    """True for an inlet, False for an outlet, None for neither (by name or zone type)."""
    if any(_WALL.search(word) for word in words):
        return None
    if any(_INLET.search(word) for word in words):
        return True
    if any(_OUTLET.search(word) for word in words):
        return False
    return None


def _face_normal(face: Sequence[Point]) -> Vector:
    """A face's normal scaled by its size; a face of two points is an edge of a 2D (xy) mesh."""
    if len(face) == 2:
        (ax, ay, _), (bx, by, _) = face
        return (by - ay, ax - bx, 0.0)
    if len(face) < 3:
        return (0.0, 0.0, 0.0)
    (ax, ay, az), (bx, by, bz), (cx, cy, cz), (dx, dy, dz) = face[0], face[1], face[2], face[-1]
    first, second = (cx - ax, cy - ay, cz - az), (dx - bx, dy - by, dz - bz)
    return (first[1] * second[2] - first[2] * second[1],
            first[2] * second[0] - first[0] * second[2],
            first[0] * second[1] - first[1] * second[0])


def _plane(faces: Sequence[Sequence[Point]]) -> Vector | None:
    """The unit normal of a patch: its faces' normals summed, each turned to agree with the sum
    so far (a patch's faces need not be ordered alike). None for no faces, or faces whose
    normals cancel (a curved patch)."""
    total = [0.0, 0.0, 0.0]
    for face in faces:
        normal = _face_normal(face)
        sign = -1.0 if sum(t * n for t, n in zip(total, normal, strict=True)) < 0 else 1.0
        total = [t + sign * n for t, n in zip(total, normal, strict=True)]
    size = sum(t * t for t in total) ** 0.5
    return (total[0] / size, total[1] / size, total[2] / size) if size else None


def _fluent_openings(text: str) -> list[Opening]:
    """The inlet and outlet zones of a Fluent ASCII mesh (``.msh``), from its nodes
    (section 10) and boundary faces (section 13)."""
    zones = {int(zone): (kind, name) for zone, kind, name in _FLUENT_ZONE.findall(text)}
    nodes: dict[int, Point] = {}
    faces: dict[int, list[tuple[Point, ...]]] = {}
    for match in _FLUENT_SECTION.finditer(text):
        body = text[match.end():text.find(")", match.end())].split()
        first = int(match.group(3), 16)
        if match.group(1) == "10":
            dimension = int(match.group(6) or "3", 16)
            values = [float(value) for value in body]
            for index in range(len(values) // dimension):
                point = values[index * dimension:(index + 1) * dimension]
                nodes[first + index] = (point[0], point[1], point[2] if dimension == 3 else 0.0)
            continue
        zone, face_type = int(match.group(2), 16), int(match.group(6) or "0", 16)
        numbers = [int(value, 16) for value in body]
        position, listed = 0, faces.setdefault(zone, [])
        while position < len(numbers):
            count = face_type or numbers[position]
            position += 0 if face_type else 1
            listed.append(tuple(nodes[label] for label in numbers[position:position + count]
                                if label in nodes))
            position += count + 2  # the two cells beside the face
    found = []
    for zone, (kind, name) in sorted(zones.items()):
        inlet = _opening_kind(kind, name)
        if inlet is not None and faces.get(zone):
            found.append(Opening(name, inlet, _plane(faces[zone])))
    return found


def openings(files: Mapping[str, str]) -> list[Opening]:
    """The inlets and outlets of a case's ``blockMeshDict``, else of its Fluent mesh; empty
    when it has neither or they cannot be read as numbers."""
    mesh = block_mesh(files)
    if mesh is not None:
        text = strip_comments(files.get("system/blockMeshDict")
                              or files.get("constant/polyMesh/blockMeshDict", ""))
        types = dict(_BLOCK_PATCH_TYPE.findall(text.split("boundary", 1)[-1]))
        return [Opening(name, inlet, _plane(faces)) for name, faces in mesh.patches
                if faces and (inlet := _opening_kind(name)) is not None
                and types.get(name) not in ("wall", "cyclic", "cyclicAMI", "empty")]
    for path in sorted(files):
        if path.endswith(".msh") and "/" not in path:
            return _fluent_openings(files[path])
    return []


def _cosine(one: Vector | None, other: Vector | None) -> float | None:
    """|cos| of the angle between two planes' normals, or None."""
    if one is None or other is None:
        return None
    return abs(sum(a * b for a, b in zip(one, other, strict=True)))


def shapes(files: Mapping[str, str]) -> tuple[Shape, ...]:
    """The shape facts of a case's mesh, in :class:`Shape`'s order.

    - a bend: one outlet, and an inlet whose plane is at right angles to the outlet's;
    - a junction: two or more inlets, not all facing alike (a coaxial jet's are parallel),
      into one outlet;
    - a branching: one inlet, two or more outlets.
    """
    found = openings(files)
    inlets = [opening for opening in found if opening.inlet]
    outlets = [opening for opening in found if not opening.inlet]
    facts: set[Shape] = set()
    if len(outlets) == 1 and any(
            (cosine := _cosine(inlet.normal, outlets[0].normal)) is not None
            and cosine < RIGHT_ANGLE for inlet in inlets):
        facts.add(Shape.BEND)
    if len(outlets) == 1 and len(inlets) >= 2 and any(
            (cosine := _cosine(inlet.normal, inlets[0].normal)) is not None
            and cosine < PARALLEL for inlet in inlets[1:]):
        facts.add(Shape.JUNCTION)
    if len(inlets) == 1 and len(outlets) >= 2:
        facts.add(Shape.BRANCHING)
    return tuple(shape for shape in Shape if shape in facts)
