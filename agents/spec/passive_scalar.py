"""Reading a passive scalar's amount where it holds: at the inlet, at the start, or nowhere.

Why a reader of its own: a dye or tracer is named in words that are no field of any case
("concentration 1 at the inlet", "inlet conc 1", "the incoming air carries the tracer at
0.02 kg/m^3", "clean fluid initially", "the channel starts clean"), and the value reader left
them not understood or, with a unit of mass per volume, took them for the fluid's density.
The case that carries such a scalar keeps it in its own field (scalarTransportFoam's ``T``,
the catalog's "scalar concentration" row), so each value read here is bound to that row's
field *as that quantity*: the editors write it only into a case whose solver keeps the scalar
there (``agents.authors.editors.held_quantities``), any other case lists it as not applied.

What makes a request one of a passive scalar: its solver is one the row names, or it names no
solver and names a carried scalar ("dye", "tracer", "pollutant": ``catalog.scalars``). A
value binds only where its own clause names one place: the inlet ("inlet", "inflow",
"incoming", "entering") or the start ("initially", "at the start", "starts"); a clause naming
both, or neither, binds nothing and its words stay not understood. "Clean" with a word of the
start states the initial field: zero.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from foam_agent.agents.spec.phrases import NUMBER, Span, sentences
from foam_agent.agents.spec.stated import INTERNAL, BoundaryValue, Requirements
from foam_agent.agents.spec.units import dimensioned_unit, read_unit
from foam_agent.foamcase.catalog.quantities import quantity_named
from foam_agent.foamcase.catalog.scalars import (
    AMOUNT_WORDS,
    CARRIED_WORDS,
    CLEAN_WORDS,
    CONCENTRATION_DIMENSIONS,
    GIVEN_FLOW_WORDS,
    SCALAR_QUANTITY,
)
from foam_agent.foamcase.lazy_pattern import Regex, lazy_regex

_I = re.IGNORECASE


def _words(words: tuple[str, ...]) -> str:
    """An alternation of ``words`` (longest first), each a whole word, spaces free."""
    return "|".join(r"\s+".join(map(re.escape, word.split()))
                    for word in sorted(words, key=len, reverse=True))


_CARRIED = lazy_regex(rf"(?<![\w-])(?:{_words(CARRIED_WORDS)})s?(?![\w-])", _I)
#: Numbers people write in words after a concentration's words, which the spoken-number pass
#: leaves as words alone ("a normalised concentration of one").
_WORD_NUMBERS = {"one": 1.0, "two": 2.0, "three": 3.0, "unity": 1.0}
#: "concentration 1", "dye concentration of 0.5", "inlet conc = 2", "concentration at the
#: inlet 1": the amount's words, then the number (a place's words may stand between).
_AMOUNT = lazy_regex(
    rf"(?<![\w-])(?:{_words(AMOUNT_WORDS)})\.?(?![\w-])"
    rf"(?P<between>(?:\s+(?:at|on|in|of)\s+(?:the\s+)?(?:inlet|inflow|start|outset))?)"
    rf"\s*(?:[:=]|\bof\b|\bis\b|\bto\b|\bequal\s+to\b)?\s*"
    rf"(?:(?:about|around|approximately|roughly|~)\s*)?"
    rf"(?P<n>{NUMBER}|{'|'.join(_WORD_NUMBERS)})(?![\w.])", _I)
#: "carries the tracer at 0.02 kg/m^3", "dye at 5 g/L": a number a concentration's unit follows.
_NUMBER = lazy_regex(rf"(?<![\w.]){NUMBER}(?![\w.])")
_CLEAN = lazy_regex(rf"(?<![\w-])(?:{_words(CLEAN_WORDS)})(?![\w-])|"
                    rf"\bfree\s+of\s+(?:any\s+|the\s+)?(?:{_words(CARRIED_WORDS)})s?\b|"
                    rf"\b(?:no|without(?:\s+any)?)\s+(?:{_words(CARRIED_WORDS)})s?\b", _I)
_INLET = lazy_regex(r"\b(?:inlet|inflow|incoming|inflowing|entering|enters|feed)\b", _I)
_START = lazy_regex(r"\binitial(?:ly)?\b|\bat\s+(?:the\s+)?(?:start|outset|beginning)\b|"
                    r"\bstarts?\b|\bbegins?\b|\bat\s+t\s*=\s*0\b|\bto\s+begin\s+with\b", _I)
#: Where a clause ends for a scalar's place: commas, semicolons, parentheses and joining
#: words ("concentration 1 at the inlet, clean fluid initially" holds two places).
_CLAUSE_END = lazy_regex(r"[,;()]|\s(?:and|while|whereas|but)\s", _I)
#: The same without parentheses, for a clean start: "the domain is clean (0) at the start".
_STATEMENT_END = lazy_regex(r"[,;]|\s(?:and|while|whereas|but)\s", _I)


#: "the already-computed velocity field", "the frozen flow", "the air velocity field as it
#: is": a velocity said to be given, within one clause.
_GIVEN_FLOW = lazy_regex(
    rf"\b(?:{_words(GIVEN_FLOW_WORDS)})\s+(?:\w+\s+){{0,2}}(?:velocity|flow)(?:\s+field)?\b|"
    rf"\b(?:velocity|flow)(?:\s+field)?\s+(?:\w+\s+){{0,2}}(?:{_words(GIVEN_FLOW_WORDS)})(?![\w-])",
    _I)


@dataclass(frozen=True)
class ScalarReading:
    """The scalar's values read, with the spans their words took, and the words saying its
    velocity is given (then the request is one of the solver that only carries a scalar)."""

    values: tuple[BoundaryValue, ...] = ()
    spans: tuple[tuple[int, int], ...] = ()
    given_flow: tuple[str, int, int] | None = None


def carrying_solver() -> str | None:
    """The one solver that carries a passive scalar in a given velocity field (the catalog
    row's application), None when the row names none or several."""
    applications = quantity_named(SCALAR_QUANTITY).applications
    return applications[0] if len(applications) == 1 else None


def _pieces(sentence: Span, ends: Regex = _CLAUSE_END) -> list[Span]:
    """``sentence`` cut into the clauses a scalar's place is read in."""
    pieces: list[Span] = []
    start = 0
    for cut in ends.finditer(sentence.text):
        pieces.append(Span(sentence.text[start:cut.start()], sentence.start + start))
        start = cut.end()
    pieces.append(Span(sentence.text[start:], sentence.start + start))
    return [piece for piece in pieces if piece.text.strip()]


def _place(piece: str) -> str | None:
    """The one place a clause names (the inlet or the internal field), None for both or
    neither."""
    inlet, start = _INLET.search(piece) is not None, _START.search(piece) is not None
    if inlet == start:
        return None
    return "inlet" if inlet else INTERNAL


@dataclass(frozen=True)
class _Unit:
    """A concentration's unit after a number: the factor to SI, pint's spelling ("" for no
    unit) and where the unit's words end."""

    factor: float
    spelled: str
    end: int


def _concentration(text: str, end: int) -> _Unit | None:
    """The unit written after position ``end`` when it is one a concentration is stated in
    ("%", "kg/m^3", "g/L", "mol/L"), no unit at all included; None for a unit of other
    dimensions."""
    unit = read_unit(text, end)
    if unit is not None and unit.kind == "fraction":
        return _Unit(unit.to_si(1.0), unit.unit, unit.end)
    if unit is not None and unit.kind == "none":
        return _Unit(1.0, "", end)
    dimensioned = dimensioned_unit(text[end:])
    if dimensioned is None:
        return _Unit(1.0, "", end)
    if dimensioned.dimensions not in CONCENTRATION_DIMENSIONS:
        return None
    return _Unit(dimensioned.to_si(1.0), dimensioned.unit, end + dimensioned.length)


def _value(place: str, number: float, unit: _Unit, words: str) -> BoundaryValue:
    """The scalar's value at ``place``, as the catalog row's field and quantity."""
    row = quantity_named(SCALAR_QUANTITY)
    note = (f"a concentration in {unit.spelled}: the scalar's field holds its SI number"
            if unit.spelled and unit.factor != 1.0 else "")
    return BoundaryValue(row.fields[0], (place,), float(f"{number * unit.factor:.12g}"), words,
                         assumption=note, quantity=row.name)


def is_scalar_request(text: str, solver: str | None) -> bool:
    """Whether the request carries a passive scalar: its solver keeps one, or it names no
    solver and names a carried scalar."""
    row = quantity_named(SCALAR_QUANTITY)
    if solver is not None:
        return solver in row.applications
    return _CARRIED.search(text) is not None


def _read_piece(text: str, piece: Span, values: list[BoundaryValue],
                spans: list[tuple[int, int]]) -> None:
    """The amounts one clause states, when it names one place: the
    amount's words and a number ("inlet conc 1"), else a number in a concentration's unit
    beside a carried scalar's name ("carries the tracer at 0.02 kg/m^3")."""
    place = _place(piece.text)
    if place is None:
        return
    words = " ".join(piece.text.split())
    found: list[tuple[float, _Unit, int]] = []
    for match in _AMOUNT.finditer(piece.text):
        unit = _concentration(text, piece.start + match.end("n"))
        if unit is not None:
            written = match.group("n")
            number = _WORD_NUMBERS.get(written.lower()) or float(written)
            found.append((number, unit, piece.start + match.start()))
    if not found and _CARRIED.search(piece.text):
        for match in _NUMBER.finditer(piece.text):
            unit = _concentration(text, piece.start + match.end())
            if unit is not None and unit.spelled:
                found.append((float(match.group(0)), unit, piece.start + match.start()))
    for number, unit, start in found:
        values.append(_value(place, number, unit, words))
        spans.append((start, unit.end))


def _read_clean(piece: Span, values: list[BoundaryValue], spans: list[tuple[int, int]]) -> None:
    """A clean start one statement says ("clean fluid initially", "the domain is clean (0) at
    the start"): the initial field is zero; any number in it must be that zero."""
    if _place(piece.text) != INTERNAL or _CLEAN.search(piece.text) is None:
        return
    if any(float(number.group(0)) != 0 for number in _NUMBER.finditer(piece.text)):
        return
    values.append(_value(INTERNAL, 0.0, _Unit(1.0, "", piece.end), " ".join(piece.text.split())))
    spans.append((piece.start, piece.end))


def read_scalar(text: str, solver: str | None) -> ScalarReading:
    """The passive scalar's inlet and initial values stated in ``text`` (normalised), when the
    request carries one (``is_scalar_request``); an empty reading otherwise."""
    if not is_scalar_request(text, solver):
        return ScalarReading()
    values: list[BoundaryValue] = []
    spans: list[tuple[int, int]] = []
    for sentence in sentences(text.replace("\n", " ")):
        for piece in _pieces(sentence):
            _read_piece(text, piece, values, spans)
        for statement in _pieces(sentence, _STATEMENT_END):
            if not any(start < statement.end and statement.start < end for start, end in spans):
                _read_clean(statement, values, spans)
    given = _GIVEN_FLOW.search(text) if values else None
    return ScalarReading(tuple(values), tuple(spans), None if given is None else (
        " ".join(given.group(0).split()), *given.span()))


def with_scalar(requirements: Requirements, reading: ScalarReading) -> Requirements:
    """``requirements`` with the scalar's values, unless the request gives the same place a
    value of the scalar's field already (a code form, "c_in = 2.5", read by the value
    reader)."""
    held = {(item.field, item.boundary) for item in requirements.boundary_values}
    added = tuple(item for item in reading.values if (item.field, item.boundary) not in held)
    if not added:
        return requirements
    return replace(requirements, boundary_values=(*requirements.boundary_values, *added))
