"""Described coefficients read from a request (``foamcase.catalog.coefficients``): "inject
200 g in total over 1.5 s", "a period of 2.5 s, arriving at 30 degrees", "latitude 40.4° N",
"2 hours behind UTC", "on the 3rd of March at half past two in the afternoon".

How a value finds its row: the sentence (or clause, or request: the row's ``scope``) must
speak of the row's topic, the value's unit must have the row's dimensions (pint), and among
the rows of that dimension the one whose words stand nearest the value takes it; the entry's
own keyword right before the value is nearest of all. A value two rows name equally near, or
one row given two different values, is left unread, to be reported as not understood.

A value written under a name of a row (its symbol, with or without a subscript: "H 3 in",
"T_w = 2.5 s", "h₀ 0.25 m"; or its keyword where that is code: "SOI 20 ms") is read first,
wherever the sentence speaks of the row's topic, even in a clause of its own: terse requests
list such values after the case's name. The name decides the row only when one row of the
request's topics has it and the value's dimension fits; a bare number is the entry's as the
case writes it. A name two fitting rows share leaves the value unread, by this reader and by
its words alike.
Dates, clock times, compass bearings and offsets from Greenwich time have forms of their own
and are read by a pattern each, then turned into the entry's number (a day of the year,
decimal hours, signed degrees, signed hours).
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

import pint

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.coefficients import StatedCoefficient
from foam_agent.agents.spec.phrases import NUMBER, Span, clauses, to_number
from foam_agent.agents.spec.units import read_unit, registry
from foam_agent.foamcase.case.vocabulary import installation_vocabulary
from foam_agent.foamcase.catalog.coefficients import COEFFICIENTS, Coefficient, Reading
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
#: How far before a value (characters, within its clause) the words naming it may start:
#: "over a duration of" is 18; a longer reach crosses into the previous value's words.
_BEFORE = 40
#: How far after a value's unit the words naming it may be ("2.5 inches high", "2 seconds
#: into the run", "75 parcels per second").
_AFTER = 24
#: Where a sentence ends: a stop or semicolon before a space, or a blank line.
_SENTENCE_END = lazy_regex(r"[.!?;](?=\s|$)|\n\s*\n")
#: A number standing alone (not the digit of a name such as ``model1`` or ``T0``).
_NUMBER = lazy_regex(rf"(?<![\w.]){NUMBER}(?![\w])")
#: An angle's unit, which the unit reader leaves to the words around it.
_DEGREES = lazy_regex(r"\s*(?:°|deg(?:rees?)?\b)", _I)
_BEARING = lazy_regex(
    rf"(?:\b(?P<word>latitude|longitude)\s*(?:=|:|of|is|at)?\s*)?(?P<value>{NUMBER})"
    r"\s*(?P<degrees>°|deg(?:rees?)?\b)?\s*(?P<side>north|south|east|west|[NSEW](?![\w]))?",
    _I)
_ZONE = lazy_regex(
    rf"(?P<value>{NUMBER})\s*(?:hours?|h)\s+(?P<side>ahead\s+of|behind|before|after|east\s+of|"
    r"west\s+of)\s+(?:GMT|UTC|Greenwich)\b"
    rf"|\b(?:GMT|UTC)\s*(?P<sign>[+-])\s*(?P<offset>\d{{1,2}}(?:\.\d+)?)(?![\d:])", _I)
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
          r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?")
_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
             "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth",
             "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth")
_ORDINAL = "|".join(_ORDINALS)
_DATE = lazy_regex(
    rf"\b(?:(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<month>{_MONTH})"
    rf"|(?P<month2>{_MONTH})\s+(?P<day2>\d{{1,2}})(?:st|nd|rd|th)?(?![\d:])"
    rf"|(?P<ordinal>{_ORDINAL})\s+(?:of\s+)?(?P<month3>{_MONTH}))(?![\w])"
    r"|\b(?:startDay|day\s+(?:number\s+|of\s+the\s+year\s+)?)(?:=|:|is)?\s*(?P<number>\d{1,3})\b",
    _I)
_LEAP = lazy_regex(r"\bleap\s+year", _I)
_NOT_LEAP = lazy_regex(r"\bnot\s+(?:in\s+)?(?:a\s+)?leap\b|\bnon-?leap\b", _I)
_CLOCK = lazy_regex(
    r"\b(?P<hour>\d{1,2}):(?P<minute>\d{2})(?!\d)"
    r"|\b(?P<part>half|quarter)\s+(?P<relation>past|to)\s+(?P<hour2>\d{1,2})(?![\d:])"
    r"|\b(?P<hour3>\d{1,2})\s*(?=[ap]\.?\s?m\b|o'?clock)"
    r"|\b(?P<noon>noon|midday)\b"
    rf"|\bstartTime\s*(?:=|:)?\s*(?P<decimal>{NUMBER})", _I)
_HALF_DAY = lazy_regex(r"\s*(?:o'?clock\s*)?(?:(?P<am>a\.?\s?m\b\.?|in\s+the\s+morning)"
                       r"|(?P<pm>p\.?\s?m\b\.?|in\s+the\s+(?:afternoon|evening)|at\s+night))",
                       _I)
#: A symbol's subscript: "T_w", "H_{s}", "h₀".
_SUBSCRIPT = r"_\{?[A-Za-z0-9]+\}?|[\u2080-\u209c]+"
#: Words in brackets after a symbol saying where its value holds: "H_wave (left paddle)",
#: "T (sectionA, sectionB)"; no number inside.
_WHERE = r"\s*\((?P<where>[^()\d]{1,60})\)"
#: The words of a bracket: names, split at commas, spaces and "and".
_WHERE_WORDS = lazy_regex(r"[A-Za-z][\w.]*")
#: A keyword that is a plain lowercase word: no name of its row by itself.
_PLAIN_KEYWORD = re.compile(r"[a-z]+\Z")
#: The distance given a row named by no words: it takes a value only where it is the one row
#: of the value's dimension, after any row whose words are beside the value.
_UNNAMED = 10_000


@dataclass(frozen=True)
class CoefficientReading:
    """The coefficients a request states, and the spans their words take."""

    values: tuple[StatedCoefficient, ...] = ()
    spans: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class _Found:
    row: Coefficient
    value: float
    span: tuple[int, int]
    places: tuple[str, ...] = ()


def read_coefficients(text: str, claims: Claims, solver: str | None = None
                      ) -> CoefficientReading:
    """Every described coefficient ``text`` states in words ``claims`` leaves free; none of a
    topic the named ``solver``'s cases never hold."""
    rows = [row for row in COEFFICIENTS if re.search(row.topic.words, text, _I)
            and not (solver and row.topic.other_solvers
                     and re.search(row.topic.other_solvers, solver))]
    if not rows:
        return CoefficientReading()
    found: list[_Found] = []
    for sentence in _sentences(text):
        spoken = [row for row in rows if re.search(row.topic.words, sentence.text, _I)]
        named, held = _named(text, sentence, spoken, claims)
        found += named
        free = claims.fork()
        free.claim_all(held, "coefficient names")
        for clause in clauses(sentence):
            near = [row for row in rows if _in_scope(row, clause, sentence)]
            found += _numbers(text, clause, near, free)
        for reading, read in _PATTERNS:
            near = [row for row in rows if row.reading == reading
                    and _in_scope(row, sentence, sentence)]
            found += [item for item in read(text, sentence, near) if free.is_free(*item.span)]
    return _unambiguous(text, found)


def _names(row: Coefficient) -> tuple[str, ...]:
    """The names that alone say the row: its symbols, and its keyword where it is code
    (``SOI``, ``massTotal``), not a plain word ("duration", "temperature") that a sentence
    uses of other things."""
    plain = _PLAIN_KEYWORD.match(row.keyword) is not None
    return tuple(dict.fromkeys((*row.symbols, *(() if plain else (row.keyword,)))))


def _named(text: str, sentence: Span, rows: Sequence[Coefficient], claims: Claims
           ) -> tuple[list[_Found], list[tuple[int, int]]]:
    """The values of ``sentence`` written under a name of a row (see the module's
    docstring), and the spans of every named value, read or left for sharing a name."""
    names: dict[str, list[Coefficient]] = {}
    for row in rows:
        if row.reading == "quantity":
            for name in _names(row):
                names.setdefault(name, []).append(row)
    if not names:
        return [], []
    spelled = "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))
    pattern = re.compile(rf"(?<![\w.$/])(?P<name>{spelled})(?:{_SUBSCRIPT})?(?:{_WHERE})?"
                         rf"(?:\s*[=:]\s*|\s+)(?P<v>{NUMBER})(?![\w.])")
    found: list[_Found] = []
    held: list[tuple[int, int]] = []
    for match in pattern.finditer(sentence.text):
        start = sentence.start + match.start()
        unit, end = _unit(text, sentence.start + match.end())
        if not claims.is_free(start, end):
            continue
        fitting = [row for row in names[match.group("name")]
                   if (unit is None or _fits(row, unit))
                   and (match.group("where") is None or _placed(row))]
        if not fitting:
            continue
        held.append((start, end))
        if len(fitting) > 1:
            continue
        row = fitting[0]
        places = _places(match.group("where"), row) if match.group("where") else ()
        if match.group("where") and not places:
            continue  # a bracket naming no dictionary of the row: where is not known
        written = float(to_number(match.group("v")))
        value = written if unit is None else _converted(written, unit, row)
        if value is not None:
            found.append(_Found(row, value, (start, end), places))
    return found, held


def _placed(row: Coefficient) -> bool:
    """Whether the row's entry sits under dictionaries a case names (a ``*`` of its keys),
    which words in brackets can choose among."""
    return any("*" in (*holder.keys, *row.keys) for holder in row.topic.holders)


def _places(words: str, row: Coefficient) -> tuple[str, ...]:
    """The names in ``words`` that some installed case gives a dictionary holding the row's
    keyword, or a patch (a wave maker's paddles under ``boundaryField``): "left paddle" is
    ``left``. Whether the followed case has them is for its editor to find
    (``foamcase.case.coefficients``), which writes nothing under another name."""
    vocabulary = installation_vocabulary()
    return tuple(dict.fromkeys(
        name for name in _WHERE_WORDS.findall(words)
        if row.keyword in vocabulary.scopes.get(name, frozenset())
        or name in vocabulary.patches))


def _sentences(text: str) -> list[Span]:
    """The request's sentences, ended by a stop, a semicolon or a blank line but not by a
    line break alone: a request wrapped at a fixed width breaks a sentence anywhere ("normally
    distributed around\n450 um"), and the topic's words are then on another line."""
    spans: list[Span] = []
    start = 0
    for end in _SENTENCE_END.finditer(text):
        if end.start() > start:
            spans.append(Span(text[start:end.start()], start))
        start = end.end()
    spans.append(Span(text[start:], start))
    return [span for span in spans if span.text.strip()]


def _in_scope(row: Coefficient, clause: Span, sentence: Span) -> bool:
    """Whether the row's topic is spoken of where its scope asks (the request's own mention
    was checked already)."""
    if row.scope == "request":
        return True
    where = clause if row.scope == "clause" else sentence
    return re.search(row.topic.words, where.text, _I) is not None


def _numbers(text: str, clause: Span, rows: Sequence[Coefficient], claims: Claims
             ) -> Iterator[_Found]:
    """The clause's free numbers each bound to the row of its dimension named nearest."""
    plain = [row for row in rows if row.reading in ("quantity", "count")]
    if not plain:
        return
    previous = clause.start
    for match in _NUMBER.finditer(clause.text):
        start, end = clause.start + match.start(), clause.start + match.end()
        if not claims.is_free(start, end):
            previous = end
            continue
        unit, unit_end = _unit(text, end)
        before = text[max(previous, start - _BEFORE, clause.start):start]
        after = text[unit_end:min(unit_end + _AFTER, clause.start + len(clause.text))]
        best = _nearest(plain, unit, before, after)
        previous = unit_end
        if best is None:
            continue
        row, reach_back, reach_on = best
        value = _converted(float(to_number(match.group(0))), unit, row)
        if value is not None:
            yield _Found(row, value, (start - reach_back, unit_end + reach_on))


def _unit(text: str, end: int) -> tuple[str | None, int]:
    """The unit after a number as pint spells it, and where it ends (an angle's degrees
    too)."""
    reading = read_unit(text, end)
    if reading is not None and reading.kind not in ("none", "fraction"):
        return reading.unit, reading.end
    degrees = _DEGREES.match(text, end)
    if degrees is not None:
        return "degree", degrees.end()
    return None, end


def _nearest(rows: Sequence[Coefficient], unit: str | None, before: str, after: str
             ) -> tuple[Coefficient, int, int] | None:
    """The row whose words stand nearest a value of ``unit`` (None for a bare count), with
    how far its words reach before and after the value; None when none fits or two are
    equally near."""
    scored: list[tuple[int, Coefficient, int, int]] = []
    for row in rows:
        if not _fits(row, unit):
            continue
        own = re.search(rf"\b{row.keyword}\s*(?:=|:|of|is|to)?\s*$", before)
        if own is not None and _PLAIN_KEYWORD.match(row.keyword) is None:
            scored.append((0, row, len(before) - own.start(), 0))
            continue
        if not row.words:
            scored.append((_UNNAMED, row, 0, 0))
            continue
        if row.reading == "count":
            noun = re.match(rf"\s*(?:{row.words})", after, _I)
            if noun is not None:
                scored.append((1, row, 0, noun.end()))
            continue
        behind = [len(before) - hit.end() for hit in re.finditer(row.words, before, _I)]
        ahead = re.search(row.words, after, _I)
        if behind and (ahead is None or min(behind) <= ahead.start()):
            reach = max(len(before) - hit.start() for hit in re.finditer(row.words, before, _I)
                        if len(before) - hit.end() == min(behind))
            scored.append((1 + min(behind), row, reach, 0))
        elif ahead is not None:
            scored.append((1 + ahead.start(), row, 0, ahead.end()))
    if not scored:
        return None
    scored.sort(key=lambda item: item[0])
    if len(scored) > 1 and scored[0][0] == scored[1][0]:
        return None
    _, row, back, on = scored[0]
    return row, back, on


def _fits(row: Coefficient, unit: str | None) -> bool:
    """Whether a value of ``unit`` can be the row's: a count has no unit, a quantity the
    row's dimensions."""
    if row.reading == "count" or unit is None:
        return row.reading == "count" and unit is None
    try:
        return bool(registry().Quantity(1.0, unit).dimensionality
                    == registry().Quantity(1.0, row.unit).dimensionality)
    except (pint.errors.PintError, ValueError):
        return False


def _converted(value: float, unit: str | None, row: Coefficient) -> float | None:
    """``value`` in the row's unit (a count as it is)."""
    if unit is None:
        return value
    try:
        magnitude = float(registry().Quantity(value, unit).to(row.unit).magnitude)
    except (pint.errors.PintError, ValueError):
        return None
    return float(f"{magnitude:.6g}")


def _bearings(text: str, sentence: Span, rows: Sequence[Coefficient]) -> Iterator[_Found]:
    """Latitudes and longitudes: north and east positive; named by their word, or by their
    compass side alone ("40.4° N")."""
    named = {row.keyword.lower(): row for row in rows}
    sides = {"n": "latitude", "s": "latitude", "e": "longitude", "w": "longitude"}
    for match in _BEARING.finditer(sentence.text):
        side = (match.group("side") or "").lower()[:1]
        word = (match.group("word") or "").lower()
        if not (word or (side and match.group("degrees"))):
            continue
        if word and side and sides[side] != word:
            continue
        row = named.get(word or sides.get(side, ""))
        if row is None:
            continue
        value = float(to_number(match.group("value")))
        sign = -1.0 if side in ("s", "w") else 1.0
        yield _Found(row, sign * abs(value) if side else value,
                     (sentence.start + match.start(), sentence.start + match.end()))


def _zones(text: str, sentence: Span, rows: Sequence[Coefficient]) -> Iterator[_Found]:
    """An offset from Greenwich time, in hours, east (ahead) positive."""
    for row in rows:
        for match in _ZONE.finditer(sentence.text):
            if match.group("offset") is not None:
                value = float(match.group("offset")) * (-1 if match.group("sign") == "-" else 1)
            else:
                behind = match.group("side").lower().split()[0] in ("behind", "before", "west")
                value = float(to_number(match.group("value"))) * (-1 if behind else 1)
            yield _Found(row, value, (sentence.start + match.start(),
                                      sentence.start + match.end()))


def _dates(text: str, sentence: Span, rows: Sequence[Coefficient]) -> Iterator[_Found]:
    """A calendar date as its day of the year (of a leap year only when the request says
    it is one); a day number as it is."""
    leap = _LEAP.search(text) is not None and _NOT_LEAP.search(text) is None
    for row in rows:
        for match in _DATE.finditer(sentence.text):
            day = _day_of_year(match, leap)
            if day is not None:
                yield _Found(row, float(day), (sentence.start + match.start(),
                                               sentence.start + match.end()))


def _day_of_year(match: re.Match[str], leap: bool) -> int | None:
    if match.group("number") is not None:
        number = int(match.group("number"))
        return number if 1 <= number <= (366 if leap else 365) else None
    month = match.group("month") or match.group("month2") or match.group("month3")
    if month.startswith("may") and not month[0].isupper():
        return None  # "may" in lower case is the verb
    if match.group("ordinal"):
        day = _ORDINALS.index(match.group("ordinal").lower()) + 1
    else:
        day = int(match.group("day") or match.group("day2"))
    try:
        date = datetime.date(2024 if leap else 2023, _MONTHS.index(month[:3].lower()) + 1, day)
    except ValueError:
        return None
    return date.timetuple().tm_yday


def _clocks(text: str, sentence: Span, rows: Sequence[Coefficient]) -> Iterator[_Found]:
    """A time of day as decimal hours: "10:30", "half past 10 in the morning", "3 pm",
    "noon", ``startTime 15``."""
    for row in rows:
        for match in _CLOCK.finditer(sentence.text):
            hours, end = _hours(sentence.text, match)
            if hours is not None:
                yield _Found(row, hours, (sentence.start + match.start(), sentence.start + end))


def _hours(text: str, match: re.Match[str]) -> tuple[float | None, int]:
    """The hours a clock match says, and where its words end (with "pm", "in the morning")."""
    if match.group("decimal") is not None:
        return float(to_number(match.group("decimal"))), match.end()
    if match.group("noon") is not None:
        return 12.0, match.end()
    if match.group("hour") is not None:
        hours = int(match.group("hour")) + int(match.group("minute")) / 60
    elif match.group("hour2") is not None:
        part = 0.5 if match.group("part").lower() == "half" else 0.25
        hours = int(match.group("hour2")) + (part if match.group("relation") == "past"
                                             else -part)
    else:
        hours = float(match.group("hour3"))
    half = _HALF_DAY.match(text, match.end())
    end = half.end() if half is not None else match.end()
    if half is not None and half.group("pm") and hours < 12:
        hours += 12
    elif half is not None and half.group("am") and hours >= 12:
        hours -= 12
    return (hours if 0 <= hours < 24 else None), end


#: The readings read by a pattern of their own, each with its reader.
_PATTERNS: tuple[tuple[Reading, Callable[[str, Span, Sequence[Coefficient]],
                                         Iterator[_Found]]], ...] = (
    ("bearing", _bearings), ("zone", _zones), ("date", _dates), ("clock", _clocks))


def _unambiguous(text: str, found: Sequence[_Found]) -> CoefficientReading:
    """The values found, once each; a row given two different values keeps neither."""
    values: dict[Coefficient, set[float]] = {}
    for item in found:
        values.setdefault(item.row, set()).add(item.value)
    kept = [item for item in found if len(values[item.row]) == 1]
    stated: list[StatedCoefficient] = []
    for item in kept:
        if all(known.row != item.row for known in stated):
            stated.append(StatedCoefficient(item.row, item.value,
                                            " ".join(text[slice(*item.span)].split()),
                                            item.places))
    return CoefficientReading(tuple(stated), tuple(item.span for item in kept))
