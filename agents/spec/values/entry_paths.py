"""Values written under a keyword of the cases where the keyword alone does not say which
entry, or what shape, the value has: "constantProperties T0 = 330 K", "D in the
explicitPorositySourceCoeffs dictionary = 300", "f = 40 in all three directions".

Why a reader of its own: a keyword of a nested dictionary is often also a symbol other readers
give a role ("T0" is a stagnation temperature on an inlet; "f" a field of some case), so a
value written with the dictionary that holds it went to the inlet or to a field the followed
case does not have. The dictionary named beside the keyword is a qualifier, read from the
cases' own vocabulary (``Vocabulary.scopes``: which sub-dictionary holds which keyword), in the
forms people write any qualifier: before the keyword ("Q K = v", "Q's K = v", "Q: K = v",
"Q/K = v") or after the value ("K = v in the Q dictionary"). The value becomes the qualified
name ``Q/K``, which ``foamcase.case.locations.locate`` finds only under that dictionary in the
followed case, so an entry kept in two places is decided by the words and stays open where
they decide nothing. A number said for every direction of an entry ("in all three
directions", "equal in all directions") is that entry's vector of three equal components.

Each value is checked against the keyword's dimensions where the cases write them (pint reads
the unit); a keyword the cases write without dimensions takes a number as written or in a
unit SI already uses, or in any unit of the dimensions a row of the quantities catalog gives
the keyword ("frequency 2.5 kHz"). A value in a unit of other dimensions is reported as not
applied.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.phrases import NUMBER, VECTOR, to_number
from foam_agent.agents.spec.stated import (
    FieldName,
    KeywordVector,
    NotApplied,
    Number,
    PropertyValue,
)
from foam_agent.agents.spec.units import MAX_UNIT_CHARS, DimensionedUnit, dimensioned_unit
from foam_agent.foamcase.case.locations import QUALIFIER
from foam_agent.foamcase.case.vocabulary import Vocabulary
from foam_agent.foamcase.catalog.quantities import catalog_dimensions
from foam_agent.foamcase.lazy_pattern import lazy_regex

__all__ = ["READER", "EntryReading", "read_entry_paths"]

#: The name the entry-path reader claims its words under.
READER = "entry paths"

_NAME = r"[A-Za-z][A-Za-z0-9]*"
#: A keyword, how it is tied to its value, and the value: "T0 = 330", "f: 40", "d (1 2 3)".
_VALUED = rf"(?P<k>{_NAME})(?:\s*[=:]\s*|\s+)(?P<v>{VECTOR}|{NUMBER})(?![\w.]|\s*[*/^]\s*\d)"
#: A qualifier before the keyword: "constantProperties T0", "constantProperties' T0",
#: "constantProperties's T0", "constantProperties: T0", "constantProperties/T0".
_BEFORE = lazy_regex(rf"(?<![\w.$/])(?P<q>{_NAME})(?:'s?\s+|\s*[:/]\s*|\s+){_VALUED}")
_AFTER_VALUE = lazy_regex(rf"(?<![\w.$/]){_VALUED}")
#: A qualifier after the value: "in the potentialFlow dictionary", "of constantProperties".
_QUALIFIER_AFTER = lazy_regex(
    rf"\s*,?\s+(?:in|of|inside|under)\s+(?:the\s+)?(?P<q>{_NAME})"
    r"(?:\s+(?:sub-?)?(?:dictionary|dict|block|coefficients|coeffs))?\b")
#: A name written as code: a compound identifier or one with a digit.
_CODE_NAME = lazy_regex(r"[a-z]+[A-Z0-9][A-Za-z0-9]*\Z")
#: Words saying one number holds for each component of a vector entry.
_EVERY_DIRECTION = lazy_regex(
    r"\s*,?\s*(?:(?:equal|the\s+same)\s+)?(?:in|for|along)\s+(?:all|each|every)\s+"
    r"(?:(?:three|3|of\s+the(?:\s+(?:three|3))?)\s+)?(?:directions?|components?|axes)\b",
    re.IGNORECASE)


@dataclass
class EntryReading:
    """What was read: keyword values and vectors by qualified name, refusals, spans."""

    properties: list[PropertyValue] = field(default_factory=list)
    vectors: list[KeywordVector] = field(default_factory=list)
    refusals: list[NotApplied] = field(default_factory=list)
    spans: list[tuple[int, int]] = field(default_factory=list)


def read_entry_paths(text: str, claims: Claims, vocabulary: Vocabulary,
                     typed: frozenset[FieldName | str]) -> EntryReading:
    """The keyword values of ``text`` no reader claimed that a qualifier or a word for every
    direction ties to an entry (see the module's docstring).

    Args:
        text: The normalised request.
        claims: What the readers before took; not read again.
        vocabulary: The identifiers of the installation's cases.
        typed: The fields the value reader gives roles to (``U``, ``p``, ``T``): unqualified,
            their values stay that reader's.
    """
    reading = EntryReading()
    for match in _BEFORE.finditer(text):
        scope, keyword = match.group("q"), match.group("k")
        if _holds(scope, keyword, vocabulary):
            _keep(text, match, f"{scope}{QUALIFIER}{keyword}", claims, vocabulary, reading)
    for match in _AFTER_VALUE.finditer(text):
        keyword = match.group("k")
        if keyword not in vocabulary.keywords or _taken(match.start(), match.end(), reading):
            continue
        end = _unit_end(text, match)
        after = _QUALIFIER_AFTER.match(text, end)
        if after is not None and _holds(after.group("q"), keyword, vocabulary):
            _keep(text, match, f"{after.group('q')}{QUALIFIER}{keyword}", claims, vocabulary,
                  reading, through=after.end())
        elif keyword not in typed and _EVERY_DIRECTION.match(text, end) is not None:
            _keep(text, match, keyword, claims, vocabulary, reading)
    return reading


def _holds(scope: str, keyword: str, vocabulary: Vocabulary) -> bool:
    """Whether ``scope`` is a dictionary of the cases holding ``keyword``, written as code
    (``constantProperties``, ``model1``): a plain word that names a dictionary ("water",
    "mixture") names a phase or a material as often, which the property reader binds, and a
    patch or a field is a place, never a dictionary."""
    return keyword in vocabulary.scopes.get(scope, frozenset()) \
        and _CODE_NAME.match(scope) is not None \
        and scope not in vocabulary.patches and scope not in vocabulary.fields \
        and scope not in vocabulary.phases


def _taken(start: int, end: int, reading: EntryReading) -> bool:
    return any(begin < end and start < stop for begin, stop in reading.spans)


def _unit(text: str, match: re.Match[str]) -> DimensionedUnit | None:
    """The unit right after the value, when it has dimensions ("330 K", "2 m/s")."""
    unit = dimensioned_unit(text[match.end("v"):match.end("v") + MAX_UNIT_CHARS])
    return unit if unit is not None and any(unit.dimensions) else None


def _unit_end(text: str, match: re.Match[str]) -> int:
    unit = _unit(text, match)
    return match.end("v") + (unit.length if unit is not None else 0)


def _keep(text: str, match: re.Match[str], name: str, claims: Claims, vocabulary: Vocabulary,
          reading: EntryReading, through: int = 0) -> None:
    """Read the value of ``match`` for the entry ``name``, or refuse it with why."""
    unit = _unit(text, match)
    end = match.end("v") + (unit.length if unit is not None else 0)
    every = _EVERY_DIRECTION.match(text, end)
    stop = max(end, through, every.end() if every is not None else 0)
    if not claims.is_free(match.start(), stop) or _taken(match.start(), stop, reading):
        return
    source = " ".join(text[match.start():stop].split())
    reading.spans.append((match.start(), stop))
    keyword = name.rpartition(QUALIFIER)[2]
    expected = vocabulary.keywords.get(keyword)
    if expected is None and unit is not None:
        # No file writes its dimensions: the catalog's row for the keyword, where the unit
        # has that row's ("frequency 2.5 kHz" of an acoustic damping source).
        expected = catalog_dimensions(keyword, unit.dimensions)
    if unit is not None and (expected is not None and not _same(unit.dimensions, expected)
                             or expected is None and not unit.is_si):
        reading.refusals.append(NotApplied(source, (
            f"{unit.unit} is not a unit of {keyword}" if expected is not None else
            f"the cases write {keyword} without dimensions, so {unit.unit} cannot be "
            "converted")))
        return
    written = match.group("v")
    if written.startswith("("):
        parts = re.findall(NUMBER, written)
        reading.vectors.append(KeywordVector(name, (_si(parts[0], unit), _si(parts[1], unit),
                                                    _si(parts[2], unit)), source))
        return
    if every is not None:
        each = _si(written, unit)
        reading.vectors.append(KeywordVector(name, (each, each, each), source))
        return
    number: Number = to_number(written) if unit is None or unit.is_si \
        else unit.to_si(float(to_number(written)))
    reading.properties.append(PropertyValue(name, number, source))


def _si(written: str, unit: DimensionedUnit | None) -> float:
    value = float(to_number(written))
    return value if unit is None or unit.is_si else unit.to_si(value)


def _same(found: tuple[float, ...], expected: tuple[float, ...]) -> bool:
    return all(abs(a - b) < 1e-9 for a, b in zip(found, expected, strict=True))

