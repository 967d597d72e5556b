"""The one patch among several that a word of its own name picks out.

Why: a case often names its openings by what enters there (SandiaD's ``inletCH4``,
``inletPilot``, ``inletAir``), and a request says the same thing in words ("the pilot at
12 m/s"). Such a statement names no place the reader knows, so its value went to "the inlet",
every inlet of the case, and overwrote what the request said of the others. The case's own
patch names hold the word: a part of exactly one patch's name ("pilot" of ``inletPilot``), said
in the statement's words, picks that patch out of the several its place means. A part that
several patches share ("inlet"), or that says only a kind, a side or a bound ("wall", "top",
"min"), tells nothing apart and is never used; a part of no candidate, or of several, leaves
the place as it was.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping
from dataclasses import dataclass

from foam_agent.foamcase.case.sides import SIDE_WORDS
from foam_agent.foamcase.catalog.openings import OPENING_WORDS, SURROUNDING_WORDS

__all__ = ["NamedPart", "name_parts", "named_by_part"]

#: The shortest part that can name a patch: shorter ones are axes and bounds ("x", "min").
_SHORTEST = 3
#: Parts that say a patch's kind, a side or a bound, which many cases share and no statement
#: names a particular patch by.
_KIND_PARTS = frozenset({"wall", "walls", "patch", "boundary", "side", "sides", "min", "max",
                         "and", "pos", "neg", "front", "back", "empty", "symmetry", "plane",
                         "region", "to"}) \
    | OPENING_WORDS | SURROUNDING_WORDS | frozenset(SIDE_WORDS)


@dataclass(frozen=True)
class NamedPart:
    """The patch a word of its name picks out, and the word."""

    patch: str
    part: str

    def reason(self) -> str:
        """The mapping told in words, for the assumption the plan and the audit show."""
        return (f"'{self.part}' in its words is a part of the name of {self.patch} alone "
                f"among the case's patches")


def name_parts(name: str) -> frozenset[str]:
    """The words of a patch's name, lower case: camelCase, underscores, hyphens and digits
    after letters split it (``inletCH4`` → inlet, ch4; ``frontAndBack_pos`` → front, and,
    back, pos); a formula keeps its digits (``CH4``)."""
    words = re.findall(r"[A-Z]{2,}[0-9]*(?![a-z])|[A-Z]?[a-z]+[0-9]*|[0-9]+", name)
    return frozenset(word.lower() for word in words)


def named_by_part(words: str, candidates: Collection[str],
                  patches: Mapping[str, str]) -> NamedPart | None:
    """The one of ``candidates`` that a distinctive part of its name, said as a whole word in
    ``words``, picks out; None when no candidate's part is said or several are.

    Args:
        words: The statement's words.
        candidates: The patches its place means (two or more).
        patches: Every patch of the case (name → type): a part must be of one patch only.
    """
    owners: dict[str, list[str]] = {}
    for name in patches:
        for part in name_parts(name):
            owners.setdefault(part, []).append(name)
    said = {word.lower() for word in re.findall(r"[A-Za-z][A-Za-z0-9]*", words)}
    found = [NamedPart(owner[0], part) for part, owner in owners.items()
             if len(owner) == 1 and owner[0] in candidates and part in said
             and len(part) >= _SHORTEST and part not in _KIND_PARTS]
    return found[0] if len({item.patch for item in found}) == 1 else None
