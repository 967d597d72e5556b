"""A keyword written short ("nNonOrthCorr", "nOuterCorr", "momPredictor"), read as the one
keyword of the cases it abbreviates.

Why: people who know OpenFOAM write its compound keywords the way they say them, each
camel-case part cut short, and the short form is no entry of any case, so its value was kept
under the written name and reported missing while the case kept its own. The long form is
found in the cases' own identifiers, never in a list of abbreviations: each part of the short
form must begin the matching part of the keyword, part for part and in order, so
"nNonOrthCorr" is ``nNonOrthogonalCorrectors`` and never ``nOuterCorrectors``. A short form
two keywords fit names neither: it binds nothing and stays open.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["camel_parts", "expand_abbreviation"]

#: One camel-case part: a capital and its lower-case letters, a run of capitals not followed
#: by a lower-case letter ("PISO"), lower-case letters, or digits.
_PART = re.compile(r"[A-Z][a-z]+|[A-Z]+(?![a-z])|[a-z]+|\d+")


def camel_parts(name: str) -> tuple[str, ...]:
    """The camel-case parts of ``name`` (``nNonOrthCorr`` → n, Non, Orth, Corr)."""
    return tuple(_PART.findall(name))


def _abbreviates(short: tuple[str, ...], full: tuple[str, ...]) -> bool:
    """Whether each part of ``short`` begins the matching part of ``full``, one for one,
    with at least one of them cut short (a word equal to the keyword is the keyword)."""
    return len(short) == len(full) and short != full \
        and all(whole.startswith(part) for part, whole in zip(short, full, strict=True))


def expand_abbreviation(word: str, names: Iterable[str]) -> str | None:
    """The one name of ``names`` that ``word`` abbreviates part for part, or None when none
    does, ``word`` is itself a name, or two do (which one is meant the words do not say)."""
    known = frozenset(names)
    parts = camel_parts(word)
    if word in known or len(parts) < 2 or "".join(parts) != word:
        return None
    found = [name for name in known if _abbreviates(parts, camel_parts(name))]
    return found[0] if len(found) == 1 else None
