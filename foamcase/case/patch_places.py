"""Patches named by where they lie in the domain: a body inside it, the end the flow enters or
leaves by.

Why: "the obstacle is a no-slip wall" or "a zero-gradient outflow at the far end" name no
patch; damBreak's obstacle is faces of ``lowerWall`` off the tank's bounding planes, and a
channel's far end is the plane across its longest axis opposite the one its inlet lies on.
The blockMeshDict's faces say it (``foamcase.case.sides``), the words asking for each place
are catalog rows (``foamcase.catalog.surfaces``). A place more than one patch could be (two
bodies, inlets on both ends) maps to nothing, and the caller reports the words not matched
rather than guessing; each mapping is told in words (:func:`place_reason`) for the audit.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping
from pathlib import Path

from foam_agent.foamcase.case.sides import CaseSides, face_sides, patch_faces
from foam_agent.foamcase.catalog.surfaces import (
    BODY_WORDS,
    DOWNSTREAM_WORDS,
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
    side's (a condition said of the obstacle would reach damBreak's floor too)."""
    if not any(_words(mention) & BODY_WORDS for mention in mentions):
        return []
    root = _root(sides)
    whole, part = body_patches(root, patches) if root is not None else ([], [])
    return whole if len(whole) == 1 and not part else []


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
    if words & BODY_WORDS and len(found) == 1:
        return "the one wall inside the domain, on none of its bounding planes"
    return ""
