"""The two patches of a case that hold the two values of a field: its hot and its cold wall.

Why: people describe a pair of boundaries without naming either ("one wall has a temperature
of 310 K, while the other has 295 K"): the case, not the words, says which two they are. A
case whose field is fixed on exactly two patches, at two different values, has such a pair;
the stated values go to it in the same order of size (the hotter of the two stated to the
patch that was the hotter), so the case keeps its own arrangement (a Bénard layer heated from
below stays heated from below). Any other case has no pair, and the values are reported as
not applied rather than placed by a guess.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from foam_agent.foamcase.case.files import entries_of, field_files, lookup
from foam_agent.foamcase.case.values import number_of

#: Condition types that hold the patch at the value they write.
FIXED_TYPES = frozenset({"fixedValue", "uniformFixedValue"})


def fixed_values(root: Path, field: str) -> dict[str, float]:
    """Each patch of ``field`` held at a uniform fixed value, with that value, from the first
    of the field's files that can be read (``0`` before ``0.orig``), through the shared parse
    cache: the author and the audit both rank the same files."""
    for path in field_files(root, field):
        boundary = lookup(entries_of(path), ("boundaryField",))
        if not isinstance(boundary, Mapping):
            continue
        held: dict[str, float] = {}
        for patch, entry in boundary.items():
            if not isinstance(entry, Mapping) or entry.get("type") not in FIXED_TYPES:
                continue
            value = number_of(entry.get("value", entry.get("uniformValue")))
            if value is not None:
                held[str(patch)] = value
        return held
    return {}


def initial_value(root: Path, field: str) -> float | None:
    """The uniform initial value of ``field`` from the first of its files that can be read,
    or None (a nonuniform or unread field)."""
    for path in field_files(root, field):
        entries = entries_of(path)
        if entries is not None:
            return number_of(lookup(entries, ("internalField",)))
    return None


def ranked_pair(root: Path, field: str) -> tuple[str, str] | None:
    """The case's two patches of ``field`` held at two different values, the higher first;
    None unless there are exactly two such patches (three fixed walls, or two at one value, name
    no pair)."""
    held = fixed_values(root, field)
    if len(held) != 2 or len(set(held.values())) != 2:
        return None
    higher, lower = sorted(held, key=lambda patch: -held[patch])
    return higher, lower
