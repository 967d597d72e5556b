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
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: A number written in digits, as an unread clause holds it (``phrases.NUMBER`` cannot be
#: imported here: ``phrases`` reads through ``translation``, which asks this module).
_DIGITS = lazy_regex(r"(?<![\w.])\d+(?:[.,]\d+)*")
#: A capitalised word after the first (a name: "Cross", "Carreau"); an all-capital one
#: ("PDF") is an acronym, not counted.
_NAME = lazy_regex(r"(?<=\s)[A-ZÀ-Ý][a-zà-ÿ]+")
#: How far before a number its noun may start ("Windows 7", "the GRI-Mech 3.0").
_WINDOW = 40
#: A count something has, or the hour it comes at, right before it: "(it has 32", "the
#: machine has 16", "they offer only 4", "the kids arrive at 10"; what has it is the noun
#: found before (``_referred``).
_HAS = lazy_regex(r"\b(?:only\s+|just\s+)?"
                  r"(?:has|have|had|gets?|got|offers?|gives?|comes?\s+with|(?:arrive|come|"
                  r"leave|open|close|start)s?\s+at)\s+"
                  r"(?:only\s+|just\s+|about\s+|some\s+|over\s+)?$", re.IGNORECASE)
#: A time said of something before it, right before its number: "(the fair) in 3 weeks",
#: "(logs me out) every 2 hours", "(the exam is) within 2 days"; what it is said of is the
#: noun found before (``_referred``), and the number must have a unit of time.
_WHEN = lazy_regex(r"\b(?:in|within|every|each|before|after|by|until|till|for)\s+"
                   r"(?:about\s+|roughly\s+|only\s+|just\s+|some\s+|another\s+)?$",
                   re.IGNORECASE)
#: A count of things said before, right after it: "4 of them", "two of those".
_OF_THEM = lazy_regex(r"\s+of\s+(?:them|those|these|which)\b", re.IGNORECASE)
#: A value of the followed case the writer recalls: "which is 1 in the tutorial".
_RECALLED_BEFORE = lazy_regex(r"\b(?:which|that|it)\s+(?:is|was)\s+(?:already\s+)?$",
                              re.IGNORECASE)
_RECALLED_AFTER = lazy_regex(r"\s+(?:in|of)\s+the\s+(?:tutorial|example|original\s+case)\b",
                             re.IGNORECASE)
#: A number that a value stated right before it replaces: "not" or "instead of" right after
#: that value ("Mach 2.5, not 3", "0.6 m/s (not 0.5)", "4 m rather than the tutorial's 2"),
#: whose unit may be written in up to three words ("12 feet per second instead of 1").
_REPLACING = re.compile(
    r"\d[^\s,;()]*(?:\s+[^\W\d_][^\s,;()]{0,11}){0,3}\s*(?:,\s*|\(\s*|\s+)"
    r"(?P<words>(?:not|instead\s+of|rather\s+than)\s+(?:the\s+(?:tutorial'?s|old|original|"
    r"usual|current|default)\s+)?(?:value\s+(?:of\s+)?)?)$", re.IGNORECASE)


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


def not_physics(text: str, start: int, end: int,
                sentence: tuple[int, int] | None = None) -> NotPhysics | None:
    """What the number ``text[start:end]`` is about when it is no physics, with the span of
    the words that say so; None when it may be physics.

    Args:
        text: The request.
        start: Where the number starts.
        end: Where it ends.
        sentence: The span of the number's sentence, when the caller knows it: a count a
            pronoun has ("it has 32", "4 of them") is about the noun of no physics it stands
            for, the nearest before it in the sentence with no word of physics between
            ("the group server (it has 32 but they're all booked)").
    """
    found = (_bound(text, start, end) or _replaced(text, start, end)
             or _the_tutorials(text, start, end))
    if found is None and sentence is not None:
        found = _referred(text, start, end, sentence)
    return found


def _bound(text: str, start: int, end: int) -> NotPhysics | None:
    """The number bound to the noun right beside it, on the side its catalog row says."""
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


def _replaced(text: str, start: int, end: int) -> NotPhysics | None:
    """The number a value stated right before it replaces ("Mach 2.5, not 3", "0.6 m/s
    (not 0.5)", "4 m rather than the tutorial's 2"): the old value, which sets nothing.
    A negated limit ("not more than 3") is no such number: "not" must stand right before it."""
    head = _REPLACING.search(text[max(0, start - _WINDOW):start])
    if head is None:
        return None
    return NotPhysics("the value replaced", start - len(head.group("words")), end)


def _the_tutorials(text: str, start: int, end: int) -> NotPhysics | None:
    """A value the writer recalls of the followed case ("the half-width (which is 1 in the
    tutorial)", "(that is 0.1 in the example)"): what the case holds, not what to set."""
    head = _RECALLED_BEFORE.search(text[max(0, start - _WINDOW):start])
    tail = _RECALLED_AFTER.match(text, end)
    if head is None or tail is None:
        return None
    return NotPhysics("the tutorial's own value", start - len(head.group(0)), tail.end())


def _referred(text: str, start: int, end: int, sentence: tuple[int, int]) -> NotPhysics | None:
    """A count with no unit something has ("it has 32", "I only get 4 of them"), or a time
    said of something ("the science fair in 3 weeks", "which logs me out every 2 hours"),
    about the noun of no physics nearest before it in its sentence (the computer, the person,
    the calendar) when no word of physics stands between: "machine" is masked, no Mach number.
    A time said of the flow ("the plume rises for 3 hours") has a word of physics between."""
    opening = sentence[0]
    if text[:opening].rstrip()[-1:] not in ("", ".", "!", "?", ";"):
        # A sentence cut at a line break ("The kids\narrive at ten", "the fair in\n3
        # weeks") goes on from the line before, back to its last sentence mark.
        opening = max(text.rfind(mark, 0, opening) for mark in ".!?;") + 1
    sentence = (opening, sentence[1])
    stop = _counted(text, start, end, sentence) or _timed(text, start, end, sentence)
    if stop is None:
        return None
    before = text[sentence[0]:start]
    nouns = [(match.end(), row.kind) for row in NOUNS
             if row.kind != "an ordinal" and (row.side == "before" or not row.numbers)
             for match in _anywhere(row).finditer(before)]
    if not nouns:
        return None
    noun_end, kind = max(nouns)
    between = text[sentence[0] + noun_end:start]
    for row in NOUNS:
        between = _anywhere(row).sub(lambda match: " " * len(match.group(0)), between)
    if _physics_word(between):
        return None
    return NotPhysics(kind, start, stop)


def _counted(text: str, start: int, end: int, sentence: tuple[int, int]) -> int | None:
    """Where the words of a count with no unit that something has end ("it has 32", "4 of
    them"), or None when the number is no such count."""
    if not re.fullmatch(r"\d+", text[start:end]) or _has_unit(text, end):
        return None
    of_them = _OF_THEM.match(text, end)
    if of_them is not None:
        return of_them.end()
    return end if _HAS.search(text[max(sentence[0], start - _WINDOW):start]) else None


def _timed(text: str, start: int, end: int, sentence: tuple[int, int]) -> int | None:
    """Where the unit of a time said of something before it ends ("in 3 weeks", "every 2
    hours"), or None when the number has no unit of time or no such word before it."""
    unit = read_unit(text, end)
    if unit is None or unit.kind != "time":
        return None
    return unit.end if _WHEN.search(text[max(sentence[0], start - _WINDOW):start]) else None


@cache
def _anywhere(row: NotPhysicsNoun) -> re.Pattern[str]:
    """The row's nouns as words of their own, wherever they stand."""
    return re.compile(r"(?<![^\W\d_])(?:" + "|".join(row.words) + r")(?![^\W\d_])",
                      re.IGNORECASE)


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
    words = [word.rstrip(".+-") for word in re.findall(r"[^\W_][\w.+-]*", text)]
    if any(re.search(r"[a-z][A-Z]|\d|_|\.", word) for word in words
           if len(word) > 1 and re.search(r"[^\W\d_]", word)):
        return True
    return any(re.search(rf"(?<![^\W\d_]){re.escape(stem)}", folded) for stem in PHYSICS_STEMS)


def _folded(text: str) -> str:
    """``text`` in lower case without accents ("combustión": "combustion")."""
    decomposed = unicodedata.normalize("NFKD", text.lower().replace("ß", "ss"))
    return "".join(char for char in decomposed if not unicodedata.combining(char))
