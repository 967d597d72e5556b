"""The pairs of entries that hold the two ends of one range: ``dMin``/``dMax`` of an IATE
bubble-diameter model, ``UOKlower``/``UOKupper`` of dnsFoam's forcing band, ``minValue``/
``maxValue`` of a size distribution.

Why: a request gives a range in one phrase ("limit the bubble diameter between 0.15 mm and
8 mm", "forcing band from 5 to 9"); the case keeps it in two entries whose names differ only
by the affix of each end. The affixes are OpenFOAM's spellings; the stems come from the
entries a quantity's catalog row names (``d0`` → ``d``) or its ``bounds``. A range binds only
where exactly one pair carries a stem: with none or several, which entries are meant is not
said, and nothing is written.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass

from foam_agent.foamcase.lazy_pattern import lazy_regex

#: The affixes of a range's two ends, lower end first, as OpenFOAM's dictionaries spell them
#: (after the stem: ``dMin``, ``UOKlower``; before it: ``minValue``).
AFFIXES: tuple[tuple[str, str], ...] = (("Min", "Max"), ("min", "max"), ("Lower", "Upper"),
                                        ("lower", "upper"))
_TRAILING_DIGITS = lazy_regex(r"\d+\Z")


@dataclass(frozen=True)
class BoundPair:
    """Two entries holding a range's ends.

    Attributes:
        lower: The entry of the lower end (``dMin``).
        upper: The entry of the upper end (``dMax``).
    """

    lower: str
    upper: str


def _stems(names: Iterable[str]) -> set[str]:
    """Each name and the name without a trailing index (``d0`` → ``d``)."""
    found: set[str] = set()
    for name in names:
        found.add(name)
        bare = _TRAILING_DIGITS.sub("", name)
        if bare:
            found.add(bare)
    return found


def bound_pairs(stems: Iterable[str], keywords: Collection[str]) -> list[BoundPair]:
    """The pairs among ``keywords`` that put an affix of :data:`AFFIXES` after, or its
    lowercase before, one of ``stems`` (or the stem without its index), both ends present."""
    found: list[BoundPair] = []
    for stem in sorted(_stems(stems)):
        for low, high in AFFIXES:
            for pair in (BoundPair(stem + low, stem + high),
                         BoundPair(low.lower() + stem[:1].upper() + stem[1:],
                                   high.lower() + stem[:1].upper() + stem[1:])):
                if pair.lower in keywords and pair.upper in keywords and pair not in found:
                    found.append(pair)
    return found


def the_pair(stems: Iterable[str], keywords: Collection[str]) -> BoundPair | None:
    """The one pair of :func:`bound_pairs`, or None when there is none or several."""
    pairs = bound_pairs(stems, keywords)
    return pairs[0] if len(pairs) == 1 else None
