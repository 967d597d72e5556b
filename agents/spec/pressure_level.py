"""A pressure said of the whole case ("the bend runs at 120 kPa", "a sealed box of methane at
1.5 bar", "operating pressure 30 psig", "everything starts at atmospheric pressure") is the
case's pressure level, not a boundary's value.

Why a reader of its own: the value reader puts a pressure on the nearest boundary words, so
such a level landed on a patch named in the next clause ("the cavity is at 1 atm" on the cold
wall, "45 psia with the lid moving" on the lid), on the fluid's or the vessel's name, or was
not understood at all. A level is recognised by what its clause does *not* hold: no word of a
place of the case (``foamcase.catalog.pressure_datum.PLACE_WORDS``, the openings), no word of
a pressure that is no level (a drop, a head, a ramp) and no other pressure. It is stated as
the initial field's value with :data:`PRESSURE_LEVEL` as its assumption; with the followed case
at hand, ``case_pressure.in_case_units`` writes it also on every pressure patch that holds the
followed case's own level, and puts it in the case's units (absolute or p/rho).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.phrases import (
    NUMBER,
    Span,
    clauses,
    in_si,
    sentences,
    to_number,
    unit_after,
)
from foam_agent.agents.spec.stated import INTERNAL, BoundaryValue, Requirements
from foam_agent.foamcase.catalog.openings import OPENING_WORDS, SURROUNDING_WORDS
from foam_agent.foamcase.catalog.pressure_datum import (
    ATMOSPHERE,
    LEVEL_ATMOSPHERE,
    NOT_LEVEL_WORDS,
    PLACE_WORDS,
)
from foam_agent.foamcase.lazy_pattern import lazy_regex
from foam_agent.foamcase.phrase_lists import whole

__all__ = ["PRESSURE_LEVEL", "StatedLevel", "read_levels", "with_levels"]

#: The assumption a level carries, shown by ``understand`` and the audit row.
PRESSURE_LEVEL = ("the case's pressure level: the initial field's, and every pressure patch's "
                  "that holds the followed case's level")
#: Words of a clause that say where a pressure is, or that it is no level of the case. The
#: case's "internal" pressure is its level ("internal pressure 3 bar").
_NOT_OF_THE_CASE = (PLACE_WORDS | OPENING_WORDS | (SURROUNDING_WORDS - {"internal"})
                    | NOT_LEVEL_WORDS)
#: A start is the initial field's only (``start_state``), not a level the patches hold.
_START = lazy_regex(r"\binitial(?:ly)?\b|\bstarts?\b|\bat\s+t\s*=\s*0\b", re.IGNORECASE)
#: The words of a clause, a patch's own name split into its words ("outerWall", "lowerWall",
#: "pressure-outlet-7"), so a patch named in the clause names its place.
#: A place said right after a value ("at the outlet", "on its walls", "in the driver"), or
#: the datum it is measured from ("6 Pa above ambient": of the surroundings, not the case).
_PLACE_AFTER = lazy_regex(r"\s*(?:(?:gauge|gage|absolute|abs)\s+)?(?:at|on|across|along|over|"
                          r"through|in|into|of|for|near|above|below|under)\s+"
                          r"(?:the\s+|its\s+|a\s+|an\s+|each\s+|both\s+)?[\w-]+(?:\s+[\w-]+)?",
                          re.IGNORECASE)
#: A symbol right before a value ("p0 14.7 psia", "p_inf = 1 bar"): a keyword's value.
_SYMBOL_BEFORE = lazy_regex(r"\b[A-Za-z]+(?:_\w*|\d\w*)\s*[=:]?\s*[-+]?[\d.]+\s*\S*$")
_WORD = lazy_regex(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_ATMOSPHERE_WORDS = lazy_regex(whole(LEVEL_ATMOSPHERE), re.IGNORECASE)


@dataclass(frozen=True)
class StatedLevel:
    """A pressure level the request states.

    Attributes:
        pascals: The value in Pa, as said (gauge or absolute is decided with the case).
        words: The clause stating it, as the source of the value.
        span: Where its number and unit (or its words, for the atmosphere) are in the text.
    """

    pascals: float
    words: str
    span: tuple[int, int]


def _pressures(piece: Span) -> list[tuple[float, tuple[int, int]]]:
    """Each number said in a unit of pressure in ``piece``, in Pa, with its span."""
    found = []
    for number in re.finditer(NUMBER, piece.text):
        if number.start() and (piece.text[number.start() - 1].isalnum()
                               or piece.text[number.start() - 1] in "-^/"):
            continue
        unit = unit_after(piece.text, number.end())
        if unit is None or unit.kind != "pressure":
            continue
        found.append((float(in_si(to_number(number.group(0)), unit)),
                      (piece.start + number.start(), piece.start + unit.end)))
    return found


def _own_words(text: str, start: int, end: int) -> str:
    """The words a value ending at ``end`` is said in, from ``start`` (its clause's start, or
    the end of the value before it there), and the place right after it ("0.9 bar at the
    outlet"); what the clause goes on to say ("a tank at 60 bar vents through its nozzle")
    is another statement."""
    tail = _PLACE_AFTER.match(text, end)
    return text[start:tail.end() if tail else end]


def _label(sentence: Span, piece: Span) -> str:
    """The label a sentence starts with before a colon ("Nozzle exit (inlet): ..."), which
    every clause after it is said of; empty when there is none before ``piece``."""
    colon = sentence.text.find(":")
    return sentence.text[:colon] if 0 <= colon < piece.start - sentence.start else ""


def _of_the_case(words: str, piece: Span) -> bool:
    """Whether a value's ``words`` name no place of the case and no pressure other than a
    level, in a clause (``piece``) that does not say it is the start's, and are not a
    symbol's value ("p0 14.7 psia" is a reference pressure, a keyword's)."""
    found = {word.lower() for word in _WORD.findall(words)}
    symbol = _SYMBOL_BEFORE.search(words)
    return not (found & _NOT_OF_THE_CASE or _START.search(piece.text) or symbol)


def _in_a_tuple(text: str, span: tuple[int, int]) -> bool:
    """Whether the pressure is one component of a parenthesised list of numbers ("traction
    (2 kPa -3 psi 4)"): a vector's, never the case's level."""
    opened = text.rfind("(", 0, span[0])
    closed = text.find(")", span[1])
    if opened < 0 or closed < 0 or ")" in text[opened:span[0]]:
        return False
    inside = text[opened + 1:span[0]] + text[span[1]:closed]
    return re.search(r"\d", inside) is not None


def read_levels(text: str, claims: Claims) -> tuple[StatedLevel, ...]:
    """Each pressure level of ``text``: a pressure (or the atmosphere named) said in words of
    the whole case, in words no reader before claimed."""
    levels: list[StatedLevel] = []
    for sentence in sentences(text):
        for piece in clauses(sentence):
            label = _label(sentence, piece)
            said: list[tuple[float, tuple[int, int]]] = _pressures(piece)
            named = _ATMOSPHERE_WORDS.search(piece.text) if not said else None
            if named is not None:
                said = [(ATMOSPHERE, (piece.start + named.start(), piece.start + named.end()))]
            start = piece.start
            for pascals, span in said:
                words = _own_words(text, start, span[1])
                start = span[1]
                if claims.is_free(*span) and not _in_a_tuple(text, span) \
                        and _of_the_case(f"{label} {words}", piece):
                    levels.append(StatedLevel(pascals, words.strip(" ,.;:()"), span))
    return tuple(levels)


def _spans(text: str, source: str) -> list[tuple[int, int]]:
    return [(found.start(), found.end()) for found in re.finditer(re.escape(source), text)]


def with_levels(requirements: Requirements, levels: tuple[StatedLevel, ...], text: str
                ) -> Requirements:
    """``requirements`` with the level as the initial field's pressure, in place of any
    pressure another reader took from the same words. Levels of different values, or a
    level beside an initial pressure stated otherwise, leave the words to the other readers:
    which is the case's is not said."""
    if not levels:
        return requirements

    def theirs(item: BoundaryValue) -> bool:
        return item.field in ("p", "p_rgh") and any(
            low < level.span[1] and level.span[0] < high
            for low, high in _spans(text, item.source) for level in levels)

    kept = tuple(item for item in requirements.boundary_values if not theirs(item))
    if len({level.pascals for level in levels}) > 1 or any(
            item.field in ("p", "p_rgh") and item.boundary == (INTERNAL,) for item in kept):
        return requirements
    added = tuple(BoundaryValue("p", (INTERNAL,), level.pascals, level.words,
                                assumption=PRESSURE_LEVEL) for level in levels[:1])
    ignored = tuple(phrase for phrase in requirements.ignored
                    if not any(low < level.span[1] and level.span[0] < high
                               for low, high in _spans(text, phrase) for level in levels))
    return replace(requirements, boundary_values=(*kept, *added), ignored=ignored)
