"""The wall a case moves: what "the plate slides at 0.25 m/s", "the belt runs at 2 m/s" or "the
top surface is dragged at 1 m/s" mean when no patch of the case is called so.

Why: people name a moving wall by what it is (a plate, a belt, a conveyor); tutorials name it
``movingWall``, ``lid`` or ``wall-2``. The case's own conditions say which patch moves: a
moving wall's velocity condition (``movingWallVelocity``, ``translatingWallVelocity``) holding
a velocity other than zero, or a fixed velocity other than zero on a patch the mesh makes a
wall. When exactly one patch moves, a velocity given to words that name no patch is that
wall's; with none or several, the words name nothing and the value is reported unmet, never
put on a guess.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping
from pathlib import Path

from foam_agent.foamcase.case.bodies import BODY_PATCHES, WALL_LIKE_BODIES
from foam_agent.foamcase.case.files import entries_of, field_files, lookup
from foam_agent.foamcase.case.sides import CaseSides
from foam_agent.foamcase.case.values import vector_of
from foam_agent.foamcase.catalog.boundaries import MOVING_WALL_VELOCITY_TYPES
from foam_agent.foamcase.catalog.openings import OPENING_OR_STREAM
from foam_agent.foamcase.catalog.solvers import VELOCITY_FIELDS
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: Velocity conditions that hold a wall at the value they write.
_FIXED_TYPES = frozenset({"fixedValue", "uniformFixedValue"})


def moving_walls(root: Path, patches: Mapping[str, str]) -> dict[str, str]:
    """Each patch of ``patches`` the case moves, with its condition told in words
    ("movingWallVelocity (1 0 0)"), from the first velocity field file that can be read."""
    for field in VELOCITY_FIELDS:
        for path in field_files(root, field):
            boundary = lookup(entries_of(path), ("boundaryField",))
            if isinstance(boundary, Mapping):
                return {str(name): told for name, entry in boundary.items()
                        if str(name) in patches
                        and (told := _motion(entry, patches[str(name)])) is not None}
    return {}


def _motion(entry: object, mesh_type: str) -> str | None:
    """The condition of a patch that moves, told, or None for one that does not."""
    if not isinstance(entry, Mapping):
        return None
    kind = entry.get("type")
    if kind in MOVING_WALL_VELOCITY_TYPES:
        keys: tuple[str, ...] = ("value", "U")
    elif kind in _FIXED_TYPES and mesh_type == "wall":
        keys = ("value", "uniformValue")
    else:
        return None
    vector = next((found for key in keys if (found := vector_of(entry.get(key))) is not None),
                  None)
    if vector is None or not any(vector):
        return None
    return f"{kind} ({' '.join(f'{part:g}' for part in vector)})"


def the_moving_wall(root: Path, patches: Mapping[str, str]) -> str | None:
    """The one patch the case moves, or None when it moves none or several."""
    moving = moving_walls(root, patches)
    return next(iter(moving)) if len(moving) == 1 else None


def motion_told(root: Path, patches: Mapping[str, str], name: str) -> str:
    """Why ``name`` is the wall the words meant, for the audit's record: "the one patch the
    case moves: movingWallVelocity (1 0 0)"; empty when it is not."""
    moving = moving_walls(root, patches)
    return (f"the one patch the case moves: {moving[name]}"
            if len(moving) == 1 and name in moving else "")



#: A body the flow meets ("the cylinder spins at 0.3 m/s"): a case without it is the wrong
#: case, never one whose sliding wall the words meant. A plate is the exception: it is as often
#: a wall the case drags (Couette flow, "the sliding plate").
_SOLID_BODY = lazy_regex(r"\b(?:" + "|".join(word for word in BODY_PATCHES
                                              if word not in WALL_LIKE_BODIES) + r")s?\b",
                         re.IGNORECASE)

#: A name with a number ("in-5", "wall_2") is a patch's name, said short, never a description of
#: what the wall is: the followed case lacking it is the wrong case, not a moving wall.
_NUMBERED = lazy_regex(r"\d")


def by_motion(mentions: tuple[str, ...], patches: Mapping[str, str],
              sides: Callable[[], Mapping[str, Collection[str]]]) -> list[str]:
    """The one wall the case moves, for words that name no patch and no opening ("the plate",
    "the belt"); empty otherwise. ``sides`` is what :func:`foamcase.case.patches.resolve` is
    handed (a :class:`CaseSides`, which knows the case). The caller asks only for a velocity
    other than zero that its words place on no patch."""
    if not mentions or any(OPENING_OR_STREAM.search(mention) or _NUMBERED.search(mention)
                           or _SOLID_BODY.search(mention) for mention in mentions):
        return []
    read = sides()
    found = the_moving_wall(read.root, patches) if isinstance(read, CaseSides) else None
    return [found] if found is not None else []
