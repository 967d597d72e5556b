"""Patches named by where they lie in the domain: a body inside it, the end the flow enters or
leaves by, the enclosure around it.

Why: "the obstacle is a no-slip wall" or "a zero-gradient outflow at the far end" name no
patch; damBreak's obstacle is faces of ``lowerWall`` off the tank's bounding planes, and a
channel's far end is the plane across its longest axis opposite the one its inlet lies on.
The blockMeshDict's faces say it (``foamcase.case.sides``), the words asking for each place
are catalog rows (``foamcase.catalog.surfaces``). "The duct wall" of chargedWire is its
``up``: the patch on the domain's bounding planes that is neither a symmetry plane nor an
opening, never the wire (``hole``) inside it. A place more than one patch could be (two
bodies, inlets on both ends) maps to nothing, and the caller reports the words not matched
rather than guessing; each mapping is told in words (:func:`place_reason`) for the audit.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping
from pathlib import Path

from foam_agent.foamcase.case.files import (
    cut_patches,
    entries_of,
    field_files,
    lookup,
    merged_patches,
    mesh_patches,
)
from foam_agent.foamcase.case.sides import CaseSides, face_sides, patch_faces
from foam_agent.foamcase.catalog.boundaries import (
    CONSTRAINT_TYPES,
    WALL_VELOCITY_TYPES,
    patch_roles,
)
from foam_agent.foamcase.catalog.openings import OPENING_WORDS
from foam_agent.foamcase.catalog.surfaces import (
    BODY_WORDS,
    DOWNSTREAM_WORDS,
    ENCLOSURE_WORDS,
    END_NOUNS,
    FAR_WORDS,
    UPSTREAM_WORDS,
)

Sides = Callable[[], Mapping[str, Collection[str]]]
#: Relative tolerance (of the domain's extent) for a face to lie on an end plane.
_TOLERANCE = 1e-6


def _words(mention: str) -> set[str]:
    return set(re.findall(r"[a-z]+", mention.lower()))


def _root(sides: Sides) -> Path | None:
    read = sides()
    return read.root if isinstance(read, CaseSides) else None


def body_patches(root: Path, patches: Mapping[str, str]) -> tuple[list[str], list[str]]:
    """The wall patches with every face on none of the domain's bounding planes (the bodies
    inside it), and those with only some (damBreak's ``lowerWall``, its floor and its
    obstacle in one patch)."""
    whole: list[str] = []
    part: list[str] = []
    for name, sides in face_sides(root).items():
        if patches.get(name) != "wall" or all(side is not None for side in sides):
            continue
        (whole if all(side is None for side in sides) else part).append(name)
    return whole, part


def by_body(mentions: tuple[str, ...], patches: Mapping[str, str], sides: Sides) -> list[str]:
    """The one body inside the domain for words naming a body ("the obstacle", "the box"),
    or nothing when the case has none, several, or a wall holding a body's faces with a
    side's (a condition said of the obstacle would reach damBreak's floor too); in a case
    whose blockMeshDict makes no body but whose scripts add one (a mesh merged in, a cut),
    that body's walls (:func:`merged_walls`)."""
    if not any(_words(mention) & BODY_WORDS for mention in mentions):
        return []
    root = _root(sides)
    whole, part = body_patches(root, patches) if root is not None else ([], [])
    if whole or part or root is None:
        return whole if len(whole) == 1 and not part else []
    return merged_walls(root, patches)


def merged_walls(root: Path, patches: Mapping[str, str]) -> list[str]:
    """The walls of a body a mesh tool adds after blockMesh, which no blockMeshDict face
    places: those of a mesh the case merges into its own (an overset cylinder's,
    ``foamcase.case.files.merged_patches``) whose velocity condition is a wall's or, with none
    here, whose name says wall (hotCylinder's fields name its one body ``wall`` in T and p,
    ``walls`` in U: both are that body's); and a wall listed with no face that a cut fills
    (``foamcase.case.files.cut_patches``: movingBox's ``hole``). A cut that adds its faces to
    a patch with faces of its own (a tank's ``walls``) leaves no body patch."""
    merged = [name for name in merged_patches(root)
              if name in patches and patches[name] not in CONSTRAINT_TYPES]
    velocity = velocity_types(root)
    walls = [name for name in merged
             if velocity.get(name) in WALL_VELOCITY_TYPES
             or (name not in velocity and "wall" in name.lower())]
    faces = patch_faces(root)
    cut = [name for name in cut_patches(root)
           if patches.get(name) == "wall" and not faces.get(name) and name not in walls]
    # several cut walls are several bodies (a hull, a propeller, a rudder): none is "the" body
    return walls + (cut if len(cut) == 1 else [])


def velocity_types(root: Path) -> dict[str, str]:
    """Patch → the type of its velocity condition, from the first readable U file."""
    for path in field_files(root, "U"):
        boundary = lookup(entries_of(path), ("boundaryField",))
        if isinstance(boundary, Mapping):
            return {str(patch): str(entry.get("type", "")) for patch, entry in boundary.items()
                    if isinstance(entry, Mapping)}
    return {}


def _spans(faces: list[list[tuple[float, float, float]]], lows: list[float],
           highs: list[float]) -> int:
    """How many axes the faces reach both ends of the domain along."""
    points = [point for face in faces for point in face]
    return sum(1 for axis in range(3)
               if abs(min(point[axis] for point in points) - lows[axis])
               <= _TOLERANCE * max(highs[axis] - lows[axis], 1e-12)
               and abs(max(point[axis] for point in points) - highs[axis])
               <= _TOLERANCE * max(highs[axis] - lows[axis], 1e-12))


def outer_patches(root: Path, patches: Mapping[str, str]) -> list[str] | None:
    """The non-constraint patches around the domain rather than inside it, or None when the
    blockMeshDict's faces cannot be read or leave one of them out (TJunctionFan's walls are
    its ``defaultFaces``, which no face list names).

    A patch is around the domain when a face of it lies on a bounding plane, or when its faces
    reach both ends of the domain along two axes or more (a round pipe's curved wall, whose
    faces lie on no plane); a patch with neither is a body inside (a cylinder, a wire: at most
    its extruded depth spans the domain)."""
    faces = patch_faces(root)
    placed = face_sides(root)
    points = [point for listed in faces.values() for face in listed for point in face]
    if not points or any(name not in faces for name, kind in patches.items()
                         if kind not in CONSTRAINT_TYPES):
        return None
    lows = [min(point[axis] for point in points) for axis in range(3)]
    highs = [max(point[axis] for point in points) for axis in range(3)]
    return [name for name, listed in faces.items()
            if name in patches and patches[name] not in CONSTRAINT_TYPES
            and (any(side is not None for side in placed.get(name, ()))
                 or _spans(listed, lows, highs) >= 2)]


def _opening(name: str) -> bool:
    """Whether a patch's name says it is an opening ("inlet", "velocity-inlet-5", "outflow")."""
    plain = re.sub(r"[^a-z]", "", name.lower())
    return any(word in plain for word in OPENING_WORDS)


def is_enclosure(mentions: tuple[str, ...]) -> bool:
    """Whether the words name the enclosure around the domain ("the duct wall")."""
    return any(_words(mention) & ENCLOSURE_WORDS for mention in mentions)


def by_enclosure(mentions: tuple[str, ...], patches: Mapping[str, str], sides: Sides
                 ) -> list[str] | None:
    """The enclosure's walls for words naming it ("the duct wall", "the channel walls"): the
    wall patches around the domain, never a body inside it; in a case with no wall-typed
    patch (chargedWire's are all ``patch``), those around it that are no opening, by their
    velocity condition (a wall's) or, with no velocity field, by their names. None when the
    words name no enclosure or the blockMeshDict cannot be read (the caller then reads them
    as "the walls")."""
    if not is_enclosure(mentions):
        return None
    root = _root(sides)
    if root is None:
        return None
    velocity = velocity_types(root)
    # offsetCylinder's defaultFaces, a "patch" in its mesh, is its empty front and back
    kinds = {name: velocity[name] if velocity.get(name) in CONSTRAINT_TYPES else kind
             for name, kind in patches.items()}
    around = outer_patches(root, kinds)
    if around is None:
        return None
    if "wall" in patches.values():
        return [name for name in around if patches[name] == "wall"]
    if velocity:
        roles = patch_roles(patches, velocity)
        return [name for name in around if roles.get(name) == "slip"]
    return [name for name in around if not _opening(name)]


def side_walls(lateral: Mapping[str, Collection[str]], patches: Mapping[str, str],
               sides: Sides) -> list[str]:
    """The side walls among the patches on the domain's lateral planes.

    Why: "the side walls are slip" in a flume means the walls along the flow, not its ends;
    every vertical plane's patch gave squareBump's inlet and outlet the slip too. A domain
    the flow passes through enters and leaves by lateral planes of its own: the planes its
    openings lie on (by their velocity condition, or by their names where the case has no
    velocity field: squareBump's hU) are its ends, and the side walls are the patches on the
    other lateral planes. A closed domain (no opening on a lateral plane) keeps them all.

    Args:
        lateral: Patch name → the sides it lies on, for the patches on lateral planes only.
        patches: The case's patch name → mesh type.
        sides: Gives the case's sides (its root tells the velocity conditions).

    Returns:
        The side walls' names; none when the ends are every lateral patch (pitzDaily's
        lateral planes hold its inlet and outlet alone: its walls are no side's).
    """
    root = _root(sides)
    velocity = velocity_types(root) if root is not None else {}
    roles = patch_roles({name: patches[name] for name in lateral if name in patches}, velocity)
    openings = [name for name in lateral
                if (roles.get(name) in ("inlet", "outlet") if name in velocity
                    else patches.get(name) != "wall" and _opening(name))]
    ends = {side for name in openings for side in lateral[name]}
    walls = [name for name, on in lateral.items()
             if name not in openings and not set(on) <= ends]
    return walls


def _flow_end(words: set[str]) -> str | None:
    """``upstream`` or ``downstream`` for words naming an end by the flow, else None."""
    upstream = bool(words & UPSTREAM_WORDS)
    downstream = bool(words & DOWNSTREAM_WORDS) or bool(words & FAR_WORDS and words & END_NOUNS)
    if upstream == downstream:
        return None
    return "upstream" if upstream else "downstream"


def names_flow_end(mentions: tuple[str, ...]) -> bool:
    """Whether the words name one end of the domain by the flow ("the far end")."""
    return any(_flow_end(_words(mention)) is not None for mention in mentions)


def end_planes(root: Path, inlets: Collection[str]
               ) -> tuple[int, dict[str, list[str]]] | None:
    """The longest axis and the patches wholly on each of its two end planes, named
    ``upstream`` (the plane every inlet lies on) and ``downstream``; None when the inlets are
    not all on one end plane."""
    faces = patch_faces(root)
    points = [point for listed in faces.values() for face in listed for point in face]
    if not points or not inlets:
        return None
    lows = [min(point[axis] for point in points) for axis in range(3)]
    highs = [max(point[axis] for point in points) for axis in range(3)]
    axis = max(range(3), key=lambda index: highs[index] - lows[index])
    tolerance = _TOLERANCE * (highs[axis] - lows[axis])
    on: dict[float, list[str]] = {lows[axis]: [], highs[axis]: []}
    for name, listed in faces.items():
        for plane in on:
            if all(abs(point[axis] - plane) <= tolerance for face in listed for point in face):
                on[plane].append(name)
    entries = [plane for plane, names in on.items() if set(inlets) <= set(names)]
    if len(entries) != 1:
        return None
    other = highs[axis] if entries[0] == lows[axis] else lows[axis]
    return axis, {"upstream": on[entries[0]], "downstream": on[other]}


def by_flow_end(mentions: tuple[str, ...], patches: Mapping[str, str], sides: Sides,
                inlets: Callable[[], list[str]]) -> list[str]:
    """The patches on the end of the domain the words name by the flow ("the upstream face":
    the end plane the case's inlets lie on; "the far end", "downstream": the opposite one),
    across its longest axis; nothing when the inlets do not tell one end."""
    end = next((found for mention in mentions
                if (found := _flow_end(_words(mention))) is not None), None)
    root = _root(sides) if end is not None else None
    if end is None or root is None:
        return []
    planes = end_planes(root, inlets())
    return [name for name in planes[1][end] if name in patches] if planes is not None else []


def place_reason(mention: str, found: list[str], sides: Sides,
                 inlets: Callable[[], list[str]]) -> str:
    """Why the words mean ``found`` when a place named them, else ""."""
    root = _root(sides)
    words = _words(mention)
    if root is None or not found:
        return ""
    end = _flow_end(words)
    if end is not None:
        planes = end_planes(root, inlets())
        if planes is not None and planes[1][end] == found:
            where = "the inlet's end" if end == "upstream" else "the end opposite the inlet"
            return f"on {where} across the domain's longest axis, {'xyz'[planes[0]]}"
    if words & BODY_WORDS and found == merged_walls(root, mesh_patches(root)):
        return ("the walls of the body a mesh tool adds after blockMesh (a mesh merged in, or "
                "the faces a cut exposes): no blockMeshDict face places them")
    if words & BODY_WORDS and len(found) == 1:
        return "the one wall inside the domain, on none of its bounding planes"
    if words & ENCLOSURE_WORDS:
        return ("around the domain, on its bounding planes; no body inside it, no opening"
                if patch_faces(root) else "the case's walls: its mesh's faces cannot be read "
                "to tell a body inside from the walls around it")
    return ""
