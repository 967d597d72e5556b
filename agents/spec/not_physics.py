"""A number's role from its noun, when that noun is no physics: the computer ("8 cores", "my
2015 ThinkPad", "Windows 7"), the person ("my 10 year-old desktop", "25 students"), the
calendar ("week 11", "3 weeks to go", "the 14th") or a name with a version ("GRI-Mech 3.0").

Why: such numbers carry no setting, and no reader of physics takes them, so each was listed
"not understood" and a case whose every value was read ended unmet. Only numbers no reader
understood are asked about here (``foam_agent.agents.spec.extract``), so a physics reading
always comes first; what is found is a note the understanding shows (``Requirements.not_physics``),
never a value and never a blocker.

How: the number is bound to the noun right beside it, on the side the catalog row says
(``foam_agent.foamcase.catalog.not_physics``). A number with a unit of physics after it ("in
2000 s") is never one of these, whatever noun stands before it.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from foam_agent.agents.spec.units import read_unit
from foam_agent.foamcase.catalog.languages import PHYSICS_STEMS
from foam_agent.foamcase.catalog.not_physics import NOUNS, Kind, NotPhysicsNoun

#: A number written in digits, as an unread clause holds it (``phrases.NUMBER`` cannot be
#: imported here: ``phrases`` reads through ``translation``, which asks this module).
_DIGITS = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)*")
#: A capitalised word after the first (a name: "Cross", "Carreau"); an all-capital one
#: ("PDF") is an acronym, not counted.
_NAME = re.compile(r"(?<=\s)[A-ZÀ-Ý][a-zà-ÿ]+")
#: How far before a number its noun may start ("Windows 7", "the GRI-Mech 3.0").
_WINDOW = 40


@dataclass(frozen=True)
class NotPhysics:
    """A number that is no physics: what it is about, and the words binding it to its noun."""

    kind: Kind
    start: int
    end: int


@cache
def _before(row: NotPhysicsNoun) -> re.Pattern[str]:
    """The row's nouns right after a number."""
    return re.compile(r"\s*-?\s*(?:" + "|".join(row.words) + r")(?![^\W\d_])", re.IGNORECASE)


@cache
def _after(row: NotPhysicsNoun) -> re.Pattern[str]:
    """The row's nouns right before a number, at the end of the text searched."""
    return re.compile(r"(?<![^\W\d_])(?:" + "|".join(row.words) + r")\s*[-:#]?\s*$",
                      re.IGNORECASE)


def not_physics(text: str, start: int, end: int) -> NotPhysics | None:
    """What the number ``text[start:end]`` is about when the noun bound to it is no physics,
    with the span of the number and its noun; None when it is not bound to one."""
    number = text[start:end]
    for row in NOUNS:
        if row.numbers and not re.fullmatch(row.numbers, number.lstrip("+-")):
            continue
        if row.side == "before":
            noun = _before(row).match(text, end)
            if noun is not None:
                return NotPhysics(row.kind, start, noun.end())
            continue
        head = _after(row).search(text[max(0, start - _WINDOW):start])
        if head is not None and not _has_unit(text, end):
            return NotPhysics(row.kind, start - len(head.group(0)), end)
    return None


def _has_unit(text: str, end: int) -> bool:
    """Whether a unit of physics follows the number ending at ``end``."""
    unit = read_unit(text, end)
    return unit is not None and unit.kind != "none"


def aside(clause: str, digits: str, lexicon: Mapping[str, str], *,
          capitalised_nouns: bool = False) -> str | None:
    """Why a clause no reader read carries nothing a case needs, or None when it may.

    Args:
        clause: The clause as written (a request's clause left in its language).
        digits: The same clause with its numbers in words written as digits.
        lexicon: Its language's words in English (``catalog.languages``): a word the lexicon
            knows is physics when its English is ("bordo": "edge").
        capitalised_nouns: The language writes every noun with a capital (German); else a
            capitalised word after the clause's first is a name ("un modelo de Cross"), and a
            name may be a model's or a material's, so the clause is kept.

    Returns:
        ``"no number and no physics word"``, or what its numbers are about when each is bound
        to a noun of no physics ("que tiene 8 núcleos": numbers about the computer); None
        when it has a word of physics (``PHYSICS_STEMS``, in its words or their English) or a
        number bound to no such noun.
    """
    english = " ".join(lexicon.get(word.lower(), "") for word in re.findall(r"[^\W\d_]+", clause))
    if _physics_word(clause) or _physics_word(english):
        return None
    if not capitalised_nouns and _NAME.search(clause.strip(" ¡¿\"'«»")) is not None:
        return None
    numbers = list(_DIGITS.finditer(digits))
    if not numbers:
        return "no number and no physics word"
    found = [not_physics(digits, number.start(), number.end()) for number in numbers]
    kinds = [item.kind for item in found if item is not None]
    if len(kinds) < len(found):
        return None
    return f"numbers about {', '.join(dict.fromkeys(kinds))}"


def _physics_word(text: str) -> bool:
    """Whether a word of ``text`` (accents folded) begins with a stem of physics, or is an
    identifier (``alpha.water``, ``k-epsilon``, ``H2``)."""
    folded = _folded(text)
    words = re.findall(r"[^\W_][\w.+-]*", text)
    if any(re.search(r"[a-z][A-Z]|\d|_|\.", word) for word in words
           if len(word) > 1 and re.search(r"[^\W\d_]", word)):
        return True
    return any(re.search(rf"(?<![^\W\d_]){re.escape(stem)}", folded) for stem in PHYSICS_STEMS)


def _folded(text: str) -> str:
    """``text`` in lower case without accents ("combustión": "combustion")."""
    decomposed = unicodedata.normalize("NFKD", text.lower().replace("ß", "ss"))
    return "".join(char for char in decomposed if not unicodedata.combining(char))
