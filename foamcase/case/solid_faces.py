"""The faces of a solid a request loads or holds, found from the case: "the free end", "the
clamped end", "the right edge", and which way each faces.

Why from the case: a cantilever's loaded end is ``tractionEnd`` in one tutorial and ``right``
in another; what makes it the free end is the case's own geometry and conditions. The ends are
the patches across the domain's longest axis (``patch_roles.ends``); of them, the held (fixed)
end is the one whose displacement is a fixed value, and the free (loaded, far) end is an end
that is neither held nor a constraint (a symmetry plane is a cut, not an end). A face's outward
normal is the side of the bounding box it lies on ("right": +x); a curved face (a hole) has
none, and a load normal to it is written as a pressure instead. The editor and the audit both
place a load through :func:`load_patches`, so they agree on where it is.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from foam_agent.foamcase.case.files import entries_of, field_files, lookup
from foam_agent.foamcase.case.numbers import Vector
from foam_agent.foamcase.case.patch_roles import ends
from foam_agent.foamcase.case.patches import CONSTRAINT_TYPES, resolve
from foam_agent.foamcase.case.sides import SIDE_WORDS, patch_sides, side_axis, up_axis
from foam_agent.foamcase.catalog.loads import LOAD_FIELD, SUPPORT_CONDITION

#: Words that make an end the free one (the one a cantilever's load sits on).
FREE_END_WORDS = frozenset({"free", "loaded", "far", "tip", "unsupported", "outer", "other",
                            "opposite", "distal"})
#: Words that make an end the held one.
HELD_END_WORDS = frozenset({"clamped", "fixed", "held", "built", "supported", "restrained",
                            "root", "encastre", "wall"})
_END = frozenset({"end", "ends", "tip", "face"})


def _words(mention: str) -> set[str]:
    return set(re.findall(r"[a-z]+", mention.lower()))


def held_patches(root: Path) -> set[str]:
    """The patches whose displacement the case holds at a fixed value (its supports)."""
    for path in field_files(root, LOAD_FIELD):
        boundary = lookup(entries_of(path), ("boundaryField",))
        if isinstance(boundary, Mapping):
            return {str(name) for name, entry in boundary.items()
                    if isinstance(entry, Mapping) and entry.get("type") == SUPPORT_CONDITION}
    return set()


def load_patches(root: Path, mentions: tuple[str, ...], patches: Mapping[str, str]
                 ) -> list[str]:
    """The patches a load's (or support's) words name: a free or held end ("the free end",
    "the tip", "the clamped end") by the case's supports, anything else as every boundary word
    is resolved. A held end where the case holds none, or two, names no patch."""
    sides = patch_sides(root)
    for mention in mentions:
        words = _words(mention)
        free, held = bool(words & FREE_END_WORDS), bool(words & HELD_END_WORDS)
        if not words & _END or free == held:
            continue
        found = [name for name in ends(("ends",), patches, lambda: sides)
                 if patches.get(name) not in CONSTRAINT_TYPES]
        fixed = held_patches(root)
        chosen = [name for name in found if (name in fixed) == held]
        if len(chosen) == 1 or held:
            # A held end the case does not hold names nothing: both ends are no support.
            return chosen if len(chosen) == 1 else []
    return resolve(mentions, patches, sides=lambda: sides)


def outward_normal(root: Path, patch: str) -> Vector | None:
    """The unit normal pointing out of the solid at ``patch``, when the patch lies on one side
    of the bounding box; None for a face on none (a hole) or on several."""
    sides = patch_sides(root).get(patch, frozenset())
    if len(sides) != 1:
        return None
    word = next(iter(sides))
    axis = side_axis(root, word)
    sign = 1.0 if SIDE_WORDS[word][1] else -1.0
    return tuple(sign if index == axis else 0.0 for index in range(3))  # type: ignore[return-value]


def up_vector(root: Path) -> Vector:
    """The unit vector pointing up in the case (against gravity, else +y)."""
    axis = up_axis(root)
    return tuple(1.0 if index == axis else 0.0 for index in range(3))  # type: ignore[return-value]
