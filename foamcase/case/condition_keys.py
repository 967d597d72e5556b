"""Which entry of a field's ``boundaryField`` gives a patch its condition, as OpenFOAM reads it.

Why: a field may key a condition by the patch's own name, by a group the patch belongs to
(planarContraction's ``0/U`` has a ``wall`` entry for its ``walls`` patch: a wall patch is in
the ``wall`` group) or by a quoted pattern (``"(sideWalls|floor)"``, ``".*"``). Looking up the
patch's name alone found no condition for such a patch, so a value stated for it was reported
as having no entry and the request ended unmet although the case held the value. OpenFOAM's
order (``GeometricBoundaryField::readField``) is the patch's name, then its groups, then the
patterns; of several group entries, and of several patterns, the last in the file wins, as later
dictionary entries override earlier ones (checked on v1912 with ``patchSummary``).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable

from foam_agent.foamcase.catalog.boundaries import CONSTRAINT_TYPES

#: Patch types whose patches OpenFOAM puts in a group of the type's own name.
GROUPED_TYPES = frozenset({"wall", *CONSTRAINT_TYPES})


def patch_groups(patch_type: str | None, listed: Collection[str] = ()) -> tuple[str, ...]:
    """The groups of a patch: those its mesh lists (``inGroups``), and its type's own group
    for a wall or constraint patch."""
    implied = (patch_type,) if patch_type in GROUPED_TYPES else ()
    return tuple(dict.fromkeys((*listed, *implied)))


def _pattern_matches(key: str, patch: str) -> bool:
    try:
        return re.fullmatch(key.strip('"'), patch) is not None
    except re.error:
        return False


def condition_key(keys: Iterable[object], patch: str,
                  groups: Collection[str] = ()) -> str | None:
    """The key of the entry OpenFOAM reads for ``patch`` among a boundaryField's ``keys``.

    Args:
        keys: The boundaryField's keys, in file order.
        patch: The patch's name.
        groups: The patch's groups (:func:`patch_groups`).

    Returns:
        The patch's own key, else the last key in the file naming one of its groups, else
        the last quoted pattern that matches it; None when no entry serves the patch.
    """
    names = [key for key in keys if isinstance(key, str)]
    if patch in names:
        return patch
    for key in reversed(names):  # the last group entry in the file wins, as patterns do
        if key in groups:
            return key
    patterns = [key for key in names
                if key.startswith('"') and key.endswith('"') and _pattern_matches(key, patch)]
    return patterns[-1] if patterns else None
