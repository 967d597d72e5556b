"""A field's value followed by the list of places it holds on: "B = (0 15 0) T as
internalField and on lowerWall and upperWall", "freestream U = (60 0 0) m/s (internal field and
left patch fixedValue)", "U = (15 0 0) m/s as the internal field and on the inlet patch".

Why: technical requests give one value for several places at once, and say the places after
the value. The clause readers bind a value to the boundary words before it, so the words
describing the flow ("Freestream U", "Applied field B") became a patch no case has (the value
was left open), or the value went to one place and the others in the list were dropped in
silence. Here the list says where the value holds, and nothing else does: each item is the
internal field's words or a patch name some installed case uses (``Vocabulary.patches``),
optionally followed by its noun ("patch", "wall") and a condition type the cases use
(``fixedValue``), which is then asked of that patch too.

The reading is strict, so a list is never half-read: the field must be a field of the cases,
by its name or the catalog's word for it (``FIELD_WORDS``: "temperature" is T), its
dimensions checked against a stated unit by pint, a vector only for a vector field, the
list introduced by "as", "on", "at", "for" or an opening bracket, holding at least two places,
and ending its clause (or its bracket). Anything else is left to the readers after.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.phrases import NUMBER, VECTOR, to_number
from foam_agent.agents.spec.stated import INTERNAL, BoundaryType, BoundaryValue, Number, Vector
from foam_agent.agents.spec.units import MAX_UNIT_CHARS, DimensionedUnit, dimensioned_unit
from foam_agent.foamcase.case.vocabulary import Vocabulary
from foam_agent.foamcase.catalog.numerics import FIELD_WORDS
from foam_agent.foamcase.lazy_pattern import lazy_regex

__all__ = ["READER", "ListedPlaces", "read_listed_places"]

#: The name the reader's claims are recorded under.
READER = "listed places"

#: A name given a value: "U = (15 0 0)", "B: (0 15 0)", "T 300" (a field's name, checked
#: against the vocabulary after the match).
_ASSIGNED = lazy_regex(rf"(?<![\w.$/])(?P<field>[A-Za-z][\w.]*)\s*(?:=|:)?\s*"
                       rf"(?P<v>{VECTOR}|{NUMBER})(?![\w.]|\s*[*/^]\s*\d)")
#: What introduces the list after the value (and its unit).
_OPENING = lazy_regex(r"\s*(?P<bracket>\()?\s*(?:(?:as|on|at|for)\s+)?(?:both\s+)?",
                      re.IGNORECASE)
#: The internal field's words as an item of the list.
_INTERNAL_ITEM = lazy_regex(r"(?:the\s+)?(?:internal\s*field|initial\s+field|internalField)"
                            r"(?:\s+value)?", re.IGNORECASE)
#: A named place as an item of the list: its name and its noun ("inlet patch").
_PATCH_ITEM = lazy_regex(r"(?:the\s+)?(?P<name>[A-Za-z][\w-]*)"
                         r"(?:\s+(?:patch|patches|wall|walls|boundary)\b)?", re.IGNORECASE)
#: A condition type said right after a place ("left patch fixedValue").
_TYPE_AFTER = lazy_regex(r"\s+(?:as\s+|with\s+)?(?P<type>[A-Za-z]+)\b", re.IGNORECASE)
#: Between two items of the list.
_SEPARATOR = lazy_regex(r"\s*(?:,\s*and|,|and|&)\s+(?:(?:as|on|at|for)\s+)?|\s*,\s*",
                        re.IGNORECASE)
#: Where a list that is not bracketed must end: its clause's end.
_CLAUSE_END = lazy_regex(r"\s*(?:[.;,:\n]|$)")
#: Fewest places a list names: one place is what the clause readers already read.
MIN_PLACES = 2


@dataclass(frozen=True)
class ListedPlaces:
    """What the value-then-places phrases of a request say.

    Attributes:
        values: The field's value on each place listed (the internal field as ``INTERNAL``).
        types: A condition type named beside a place of the list.
        spans: The words read, from the field's name to the list's end.
    """

    values: tuple[BoundaryValue, ...] = ()
    types: tuple[BoundaryType, ...] = ()
    spans: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class _Place:
    name: str
    type: str | None


def read_listed_places(text: str, claims: Claims, vocabulary: Vocabulary) -> ListedPlaces:
    """Each field's value that a list of places follows, on every place it lists (see the
    module's docstring); words another reader claimed are left alone."""
    values: list[BoundaryValue] = []
    types: list[BoundaryType] = []
    spans: list[tuple[int, int]] = []
    for match in _ASSIGNED.finditer(text):
        field = _field_named(match.group("field"), vocabulary)
        if field is None:
            continue
        unit = dimensioned_unit(text[match.end("v"):match.end("v") + MAX_UNIT_CHARS])
        unit = unit if unit is not None and any(unit.dimensions) else None
        expected = vocabulary.fields.get(field)
        if unit is not None and expected is not None and not _same(unit.dimensions, expected):
            continue
        written = match.group("v")
        if written.startswith("(") != (field in vocabulary.vectors):
            continue
        listed = _places(text, match.end("v") + (unit.length if unit is not None else 0),
                         vocabulary)
        if listed is None:
            continue
        places, end = listed
        if not claims.is_free(match.start(), end):
            continue
        value = _vector(written, unit) if written.startswith("(") else _si(written, unit)
        source = " ".join(text[match.start():end].split())
        for place in places:
            values.append(BoundaryValue(field, (place.name,), value, source))
            if place.type is not None:
                types.append(BoundaryType(field, (place.name,), place.type, source))
        spans.append((match.start(), end))
    return ListedPlaces(tuple(values), tuple(types), tuple(spans))


def _places(text: str, start: int, vocabulary: Vocabulary) -> tuple[list[_Place], int] | None:
    """The places listed from ``start`` and where the list ends, or None where no list of
    at least ``MIN_PLACES`` places, introduced and ending its clause, stands there."""
    opening = _OPENING.match(text, start)
    if opening is None or opening.end() == start:
        return None
    bracketed = opening.group("bracket") is not None
    if not bracketed and not opening.group(0).strip():
        return None
    places: list[_Place] = []
    position = opening.end()
    while True:
        item = _item(text, position, vocabulary)
        if item is None:
            return None
        place, position = item
        places.append(place)
        separator = _SEPARATOR.match(text, position)
        if separator is None or _item(text, separator.end(), vocabulary) is None:
            break
        position = separator.end()
    if len(places) < MIN_PLACES:
        return None
    if bracketed:
        closing = re.compile(r"\s*\)").match(text, position)
        return (places, closing.end()) if closing is not None else None
    return (places, position) if _CLAUSE_END.match(text, position) is not None else None


def _item(text: str, position: int, vocabulary: Vocabulary) -> tuple[_Place, int] | None:
    """One place of a list at ``position``: the internal field's words, else a patch name
    of the cases (with a condition type of the cases after it, when one is said)."""
    internal = _INTERNAL_ITEM.match(text, position)
    if internal is not None:
        return _Place(INTERNAL, None), internal.end()
    item = _PATCH_ITEM.match(text, position)
    if item is None or not _is_patch(item.group("name"), vocabulary):
        return None
    kind = _TYPE_AFTER.match(text, item.end())
    if kind is not None and kind.group("type") in vocabulary.types:
        return _Place(item.group("name"), kind.group("type")), kind.end()
    return _Place(item.group("name"), None), item.end()


def _field_named(word: str, vocabulary: Vocabulary) -> str | None:
    """The field a word before a value names: a field of the cases by its own name ("T"),
    or by the catalog's word for it ("gas temperature 600 °C" names T); the unit's
    dimensions are checked against the field's after."""
    if vocabulary.kind(word) == "field":
        return word
    field = FIELD_WORDS.get(word.lower())
    return field if field is not None and vocabulary.kind(field) == "field" else None


def _is_patch(name: str, vocabulary: Vocabulary) -> bool:
    """A patch name of the cases, never a field's, keyword's or type's name."""
    return name in vocabulary.patches and vocabulary.kind(name) == "patch"


def _same(found: tuple[float, ...], expected: tuple[float, ...]) -> bool:
    return all(abs(a - b) < 1e-9 for a, b in zip(found, expected, strict=True))


def _si(written: str, unit: DimensionedUnit | None) -> Number:
    number = to_number(written)
    if unit is None or unit.is_si:
        return number
    return unit.to_si(float(number))


def _vector(written: str, unit: DimensionedUnit | None) -> Vector:
    parts = [float(part) for part in re.findall(NUMBER, written)]
    if unit is not None and not unit.is_si:
        parts = [unit.to_si(part) for part in parts]
    return (parts[0], parts[1], parts[2])
