"""Phrases no reader understood that describe the followed case truly: each of their numbers
agrees with a size the case has, so the phrase is a met row saying what it agreed with.

Why: requests restate the tutorial they adapt ("the usual 25.4 mm step", "a 0.1 m square
cavity", "a 4:1 contraction", "a 15-degree wedge", "the diaphragm at x = 0"). No reader gives
such words a value to write, so they ended "not understood" and a correct case ended unmet.
Here they are held against what the written case measures (``foamcase.case.sizes``); a phrase
with any number that does not agree stays unread (an honest unmet row), and nothing is ever
written from it.

The rule, written to keep agreement from being a coincidence:

- Every number of the phrase must be read as one kind and agree with a size of that kind;
  one number of no kind (a bare number with no unit, axis or ratio sign: "20", "p = 1") or of
  another kind (a speed, a temperature) leaves the whole phrase unread.
- A phrase naming an entry other than a field (a condition type or parameter, a dictionary
  keyword: "h fixedValue 0.015 m", "mixingLength 0.007 m") states a value of that entry,
  never a size: it is met only when the case holds each value for the entry it names
  (``agents.audit.restated``), else it stays unread whatever its numbers. A phrase whose
  numbers are no sizes may be times of the run the case holds ("at t = 0", "(1 year)"), or
  a span of a coordinate that is no position ("share prices from 0 to 200").
- A phrase naming one of the case's fields agrees only when each of its numbers is a value
  said right after a field ("p = 1", "T 1 K", "U = (0 0 0)") that the case already holds for
  it: at the patch the phrase names, else in the internal field or a setFields value. A unit
  must have the field's dimensions (converted with pint); without one the number is in the
  case's own units. Any other number in such a phrase leaves it unread.
- A length (a number with a length unit) agrees with the domain's extent along an axis only
  when the phrase names the domain or a size by its role (a tank, a cube, "long", "deep":
  :data:`DOMAIN_WORDS`; "a diaphragm 2 m from its end" names neither); with a block's
  extent or a step between vertex coordinates only when the phrase names a part (a step, a
  channel, an inlet…: :data:`PART_WORDS`); with a setFields box's extent within the domain
  only when the phrase names a set region (a column, a heater…: :data:`SET_WORDS`); with a
  patch's extent only when the phrase names that patch. A length said as a radius or
  diameter agrees only with the radius of an arc edge (of the named patch, when one is
  named) or of a set region, a diameter being twice it. A length that names nothing never
  meets an arbitrary vertex difference, and a length said as a distance from something
  ("0.6 m above the floor", "2 m downstream of the inlet") is no size at all.
- A number no rule here reads ("x 0..0.15", a count) leaves the phrase unread.
- A position is a coordinate after its axis ("x = 0", "z from -1 to 1"), metres unless a
  length unit follows; it agrees with the named patch's plane, else with a setFields box's
  bound when the phrase names a set region (a diaphragm, a gate…), else with the domain's
  bounds.
- An angle (degrees, "°", "-degree") agrees with an angle of the geometry only when the
  phrase names a thing that has one: a wedge, ramp or slope (a face's inclination off the
  axis planes) or a sector, passage or periodicity (the angle between a wedge or rotational
  cyclic pair).
- A ratio ("4:1", "4-to-1") agrees only when the phrase names a contraction or expansion:
  an inlet's width over an outlet's, either way round.
- A grid ("20 x 20 x 1", "16^3"; two counts are the directions with more than one cell)
  agrees only when a line along each axis crosses exactly that many cells; so does a count
  in words along the axis it names ("4 cells along y"), along each axis with more than one
  cell ("16 cells along each edge"), or a single cell along the one axis that has one.
- Agreement is within the precision the number was written with (half a unit of its last
  digit) and never looser than 1 % of it ("58 cm" meets 0.584 m, "25 mm" does not meet
  25.4 mm, "1 m" does not meet 1.4 m).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from pathlib import Path

from foam_agent.agents.audit.restated import KEPT, entry_row, restated_row
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.written_precision import (
    LOOSEST,
    agrees_within,
    shown,
    written_exponent,
)
from foam_agent.agents.spec.units import dimensioned_unit, read_unit
from foam_agent.foamcase.case.held import Held, held_values
from foam_agent.foamcase.case.sizes import Size, case_sizes
from foam_agent.foamcase.case.vocabulary import case_vocabulary, installation_vocabulary
from foam_agent.foamcase.catalog.conditions import CONDITIONS
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: Words naming the domain as a whole, or one of its sizes by its role.
DOMAIN_WORDS = lazy_regex(
    r"\b(?:domain|box|cube|cubic|cavity|tank|room|chamber|basin|tube|pipe|duct|channel|slot|"
    r"square|enclosure|vessel|tunnel|layer|container|geometry|mesh|long|wide|tall|high|deep|"
    r"plate|slab|beam|thick|across|length|width|height|depth|thickness|side|span)\b",
    re.IGNORECASE)
#: Words naming a part of the domain (its blocks and the steps between its vertices).
PART_WORDS = lazy_regex(
    r"\b(?:step|steps|channel|duct|slot|gap|throat|inlet|outlet|inflow|outflow|upstream|"
    r"downstream|branch|branches|leg|section|passage|obstacle|bump|block|fence|baffle|rib|"
    r"fin|weir|half-width|half-height|half-gap|lip|sill|plate)\b",
    re.IGNORECASE)
#: Words naming a setFields region (its box's bounds are positions).
SET_WORDS = lazy_regex(
    r"\b(?:diaphragm|membrane|interface|gate|dam|lock|column|box|region|setFields|"
    r"boxToCell|filled|fills|heater|heaters)\b", re.IGNORECASE)
#: Words naming a face's inclination.
SLOPE_WORDS = lazy_regex(r"\b(?:wedge|ramp|slope|sloped|incline|inclined|corner|"
                         r"compression|deflection|half-angle)\b", re.IGNORECASE)
#: Words naming the angle of a sector between a periodic pair.
SECTOR_WORDS = lazy_regex(r"\b(?:wedge|sector|segment|passage|repeats?|periodic|periodicity|"
                          r"cyclic|pitch|slice)\b", re.IGNORECASE)
#: Words naming a change of width between the ends.
RATIO_WORDS = lazy_regex(r"\b(?:contraction|expansion|contracting|expanding)\b",
                         re.IGNORECASE)
RADIUS_WORDS = lazy_regex(r"\bradius\b|\bradii\b", re.IGNORECASE)
DIAMETER_WORDS = lazy_regex(r"\bdiameter\b|\bdia\b|\bbore\b", re.IGNORECASE)

#: A grid: "20 x 20 x 1", "90 x 10", "16^3", "16-cubed".
_CELLS = lazy_regex(r"(?<![\w.])(\d+)\s*[x×]\s*(\d+)(?:\s*[x×]\s*(\d+))?(?![\w.])"
                    r"|(?<![\w.])(\d+)\s*(?:\^\s*3|³|-?cubed)(?![\w.])")
#: A count of cells in words: "1 cell", "4 cells along y", "16 cells along each edge", and as
#: many along every meshed axis: "16 cells each way", "in each direction", "per side".
_CELL_COUNT = lazy_regex(
    r"(?<![\w.])(?P<count>\d+)\s+cells?\b(?:\s+(?:(?:along|across|in|on|through|per|over)\s+"
    r"(?:(?:the\s+)?(?P<axis>[xyzXYZ])(?:[\s-]*(?:axis|direction))?\b|"
    r"(?P<each>each|every|all)\s+(?:\w+\s+)?(?:edges?|sides?|directions?|axes|axis|ways?)\b)"
    r"|(?P<way>each\s+way|per\s+(?:side|edge|direction|axis))\b))?")
#: Digits written as a number: not inside a name ("wedge15Ma5") nor a dimensionality ("2-D").
_DIGITS = lazy_regex(r"(?<![A-Za-z_\d])\d+(?![\d]*-?[dD]\b)")
#: After a length, words making it a distance from something rather than a size of it.
_DISTANCE = lazy_regex(r"\s+(?:from|above|below|beyond|downstream|upstream|behind|ahead|"
                       r"away|off|short|before|after)\b", re.IGNORECASE)
#: A word that reads as an OpenFOAM identifier rather than prose.
_IDENTIFIER = lazy_regex(r".[A-Z]|\d|_")
_TOKEN = lazy_regex(r"(?<![\w.-])[A-Za-z][\w.]*(?<!\.)(?![\w-])")
_NUMBER = r"[-+−]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?"
_NUMBER_TOKEN = lazy_regex(rf"(?<![\w.]){_NUMBER}(?![\w.]*\d)(?!-?[dD]\b)")
_POSITION = lazy_regex(
    rf"\b(?P<axis>[xyz])\s*(?:=|:|from)\s*(?P<first>{_NUMBER})"
    rf"(?:\s*(?:to|\.\.|–|…)\s*(?P<second>{_NUMBER}))?(?![\w.])")
_RATIO = lazy_regex(r"(?<![\w.])(?P<first>\d+(?:\.\d+)?)\s*(?::|-to-|\s+to\s+)\s*"
                    r"(?P<second>\d+(?:\.\d+)?)(?![\w.])")
_ANGLE = lazy_regex(r"\s*(?:°(?!\s*[CFcf]\b)|-?\s*deg(?:ree)?s?\b)")


@dataclass(frozen=True)
class _Stated:
    """One number of the phrase read as a kind: its SI value and how exactly it was written."""

    kind: str
    value: float
    resolution: float
    written: str
    axis: int | None = None


def described_rows(phrases: Sequence[str], root: Path) -> tuple[list[AuditRow], tuple[str, ...]]:
    """A met row for each phrase every number of which agrees with a size of the case at
    ``root`` or a value it holds, and the phrases left unread."""
    if not phrases:
        return [], ()
    sizes = case_sizes(root)
    fields = frozenset(case_vocabulary(root).fields)
    entries = _entry_names()
    rows: list[AuditRow] = []
    left: list[str] = []
    for phrase in phrases:
        named = set(_TOKEN.findall(phrase))
        if named & entries:
            row = entry_row(phrase, root, named & entries, fields) \
                or (_held_row(phrase, root, fields, sizes, named & entries)
                    if named & fields else None) \
                or restated_row(phrase, root)
        elif named & fields:
            row = _held_row(phrase, root, fields, sizes) or restated_row(phrase, root)
        else:
            row = (_described(phrase, sizes) if sizes else None) or restated_row(phrase, root)
        if row is None:
            left.append(phrase)
        else:
            rows.append(row)
    return rows, tuple(left)


def _entry_names() -> frozenset[str]:
    """Names that make a phrase a value of an entry other than a field: the condition types,
    their parameters and the dictionary keywords of the installation that read as
    identifiers (``fixedValue``, ``mixingLength``, ``nCorrectors``; not prose like ``level``)."""
    installed = installation_vocabulary()
    words = {word for word in (*installed.types, *installed.keywords, *installed.controls,
                               *installed.settings) if _IDENTIFIER.search(word)}
    words |= {condition.type for condition in CONDITIONS}
    words |= {parameter.name for condition in CONDITIONS for parameter in condition.parameters}
    return frozenset(words - set(installed.fields))


def _held_row(phrase: str, root: Path, fields: frozenset[str],
              sizes: Sequence[Size], entries: Collection[str] = ()) -> AuditRow | None:
    """The met row of a phrase each number of which is a value said right after one of the
    case's fields ("p = 1", "T 1 K", "U = (0 0 0)") that the case already holds for it: at
    the patch the phrase names, else in its internal field or a setFields value.

    A field's value may follow words naming what it is ("CH4 mass fraction 0.15", "T
    temperature 300 K") only in a phrase saying the value is kept ("as in the tutorial",
    "unchanged"): such words may also name a place the phrase does not, so unless the writer
    says the value is the case's, the phrase stays unread. ``entries`` (names of entries
    other than fields the phrase holds: "mass") may stand only among those words, as a word
    of the quantity; one elsewhere states a value of its own entry, and the phrase is left to
    that entry's reading."""
    pattern = re.compile(
        rf"(?<![\w.])(?P<field>{'|'.join(re.escape(f) for f in sorted(fields, key=len)[::-1])})"
        rf"(?![\w.])(?P<named>(?:\s+(?!(?:is|of)\b)[a-z][a-z-]*){{1,3}}(?=\s))?"
        rf"\s*(?:=|:|\bis\b|\bof\b)?\s*"
        rf"(?P<value>{_NUMBER}|\(\s*{_NUMBER}\s+{_NUMBER}\s+{_NUMBER}\s*\))")
    matches = list(pattern.finditer(phrase))
    if not matches or not _all_read(phrase, [match.span("value") for match in matches]):
        return None
    if any(match.group("named") for match in matches) and not KEPT.search(phrase):
        return None
    described = [match.span("named") for match in matches if match.group("named")]
    if any(not _inside(token.span(), described) for token in _TOKEN.finditer(phrase)
           if token.group(0) in entries):
        return None
    patches = _named_patches(phrase, sizes)
    found: list[tuple[str, Held]] = []
    for match in matches:
        stated = _held_value(phrase, match)
        if stated is None:
            return None
        written, value, resolution, dimensions = stated
        held = next((held for held in held_values(root, match.group("field"))
                     if (held.patch in patches if patches else held.patch is None)
                     and (dimensions is None or held.dimensions == dimensions)
                     and agrees_within(held.value, value, resolution)), None)
        if held is None:
            return None
        found.append((written, held))
    return AuditRow(
        requirement="description of the followed case", phrase=phrase,
        expected=", ".join(written for written, _ in found),
        file=", ".join(sorted({held.file for _, held in found})),
        found="; ".join(f"{held.file} {held.place}: {shown(held.value)}" for _, held in found),
        met=True, note="nothing to write: every value of the phrase is one the case already "
                       "holds")


def _held_value(phrase: str, match: re.Match[str]) -> tuple[
        str, tuple[float, ...], float, tuple[float, ...] | None] | None:
    """A field's stated value in SI with half a unit of its last digit, and its unit's
    dimensions (None without a unit: the number is in the case's own units)."""
    texts = re.findall(_NUMBER, match.group("value"))
    values = [float(text.replace("−", "-")) for text in texts]
    half = max(0.5 * 10.0 ** written_exponent(text) for text in texts)
    unit = dimensioned_unit(phrase[match.end():])
    written = phrase[match.start():match.end() + (unit.length if unit else 0)].strip()
    if unit is None:
        return written, tuple(values), half, None
    return written, tuple(unit.to_si(value) for value in values), \
        half * abs(unit.to_si(1.0) - unit.to_si(0.0)), tuple(float(d) for d in unit.dimensions)





def _described(phrase: str, sizes: Sequence[Size]) -> AuditRow | None:
    stated = _read(phrase, sizes)
    if not stated:
        return None
    agreed: list[tuple[_Stated, Size]] = []
    for number in stated:
        size = next((size for size in _candidates(phrase, number, sizes)
                     if _agrees(_as_radius(phrase, number, size), size, sizes)), None)
        if size is None:
            return None
        agreed.append((number, size))
    sources = sorted({size.source for _, size in agreed})
    return AuditRow(
        requirement="description of the followed case", phrase=phrase,
        expected=", ".join(dict.fromkeys(number.written for number, _ in agreed)),
        file=", ".join(sources),
        found="; ".join(size.describe() for _, size in agreed), met=True,
        note="nothing to write: every number of the phrase agrees with a size the case "
             "already has")


def _read(phrase: str, sizes: Sequence[Size]) -> list[_Stated] | None:
    """Every number of ``phrase`` as a kind, or None when one of them has none."""
    taken: list[tuple[int, int]] = []
    stated: list[_Stated] = []
    for match in _CELLS.finditer(phrase):
        counts = [int(count) for count in match.groups() if count is not None]
        if match.group(0).rstrip()[-1] not in "0123456789" or len(counts) == 1:
            counts = counts * 3  # "16^3", "20-cubed": as many along every axis
        axes = [0, 1, 2] if len(counts) == 3 else [
            size.axis for size in sizes if size.kind == "cells" and size.value > 1]
        if len(axes) != len(counts) or read_unit(phrase, match.end()) is not None:
            return None
        stated += [_Stated("cells", count, 0.0, match.group(0).strip(), axis)
                   for count, axis in zip(counts, axes, strict=True)]
        taken.append(match.span())
    for match in _CELL_COUNT.finditer(phrase):
        if _inside(match.span("count"), taken):
            continue
        count = int(match.group("count"))
        axes = _counted_axes(match, count, sizes)
        if not axes:
            return None
        stated += [_Stated("cells", count, 0.0, match.group(0).strip(), axis) for axis in axes]
        taken.append(match.span())
    for match in _POSITION.finditer(phrase):
        axis = "xyz".index(match.group("axis"))
        for group in ("first", "second"):
            if match.group(group) is None:
                continue
            unit = read_unit(phrase, match.end(group))
            if unit is not None and unit.kind != "length":
                return None
            number = _reading("position", match.group(group), unit, axis)
            stated.append(number)
            taken.append(match.span(group))
    for match in _RATIO.finditer(phrase):
        if _inside(match.span(), taken) or not RATIO_WORDS.search(phrase):
            continue
        first, second = float(match.group("first")), float(match.group("second"))
        if first == 0 or second == 0:
            return None
        stated.append(_Stated("ratio", first / second, LOOSEST * first / second,
                              match.group(0).strip()))
        taken.append(match.span())
    for match in _NUMBER_TOKEN.finditer(phrase):
        if _inside(match.span(), taken):
            continue
        angle = _ANGLE.match(phrase, match.end())
        if angle is not None:
            stated.append(_reading("angle", match.group(0), None, None,
                                   phrase[match.start():angle.end()]))
            taken.append((match.start(), angle.end()))
            continue
        unit = read_unit(phrase, match.end())
        if unit is None or unit.kind != "length" or _DISTANCE.match(phrase, unit.end):
            return None
        stated.append(_reading("length", match.group(0), unit, None,
                               phrase[match.start():unit.end]))
        taken.append((match.start(), unit.end))
    return stated if _all_read(phrase, taken) else None


def _counted_axes(match: re.Match[str], count: int, sizes: Sequence[Size]) -> list[int]:
    """The axes a count of cells in words is along: the one it names ("4 cells along y"),
    every axis with more than one cell ("16 cells along each edge"), or a single cell's one
    axis with a single cell ("1 cell", a 2-D case's thickness); none when it is unclear."""
    if match.group("axis"):
        return ["xyz".index(match.group("axis").lower())]
    if match.group("each") or match.group("way"):
        return [size.axis for size in sizes if size.kind == "cells" and size.value > 1
                and size.axis is not None]
    single = [size.axis for size in sizes if size.kind == "cells" and size.value == 1
              and size.axis is not None]
    return single if count == 1 and len(single) == 1 else []


def _all_read(phrase: str, spans: Sequence[tuple[int, int]]) -> bool:
    """Whether every number written in ``phrase`` (digits not inside a name such as
    ``wedge15Ma5``, nor a dimensionality such as "2-D") lies in one of ``spans``."""
    return all(_inside(digits.span(), spans) for digits in _DIGITS.finditer(phrase))


def _inside(span: tuple[int, int], taken: Sequence[tuple[int, int]]) -> bool:
    return any(start <= span[0] and span[1] <= end for start, end in taken)


def _reading(kind: str, text: str, unit: object, axis: int | None,
             written: str | None = None) -> _Stated:
    """The number ``text`` in SI (through ``unit`` when it has one) with half a unit of its
    last written digit, in SI too."""
    value = float(text.replace("−", "-"))
    half = 0.5 * 10.0 ** written_exponent(text)
    to_si = getattr(unit, "to_si", None)
    if to_si is not None:
        factor = to_si(1.0)
        shown = f"{text} {getattr(unit, 'unit', '')}".strip()
        return _Stated(kind, to_si(value), half * factor, written or shown, axis)
    return _Stated(kind, value, half, written or (f"{'xyz'[axis]} = {text}" if axis is not None
                                                  else text), axis)


def _named_patches(phrase: str, sizes: Sequence[Size]) -> set[str]:
    names = {size.name for size in sizes if size.thing in ("patch", "arc") and size.name}
    return {name for name in names
            if re.search(rf"(?<![\w.]){re.escape(name)}(?![\w.])", phrase, re.IGNORECASE)}


def _candidates(phrase: str, number: _Stated, sizes: Sequence[Size]) -> list[Size]:
    """The sizes ``number`` may agree with, by its kind and the things the phrase names."""
    named = _named_patches(phrase, sizes)
    if number.kind == "length":
        if RADIUS_WORDS.search(phrase) or DIAMETER_WORDS.search(phrase):
            return [size for size in sizes if size.kind == "length" and size.axis is None
                    and size.thing in ("arc", "set region")
                    and (size.thing != "arc" or not named or size.name in named)]
        found = [size for size in sizes if size.kind == "length" and size.thing == "patch"
                 and size.name in named]
        if DOMAIN_WORDS.search(phrase):
            found += [size for size in sizes if size.kind == "length" and size.thing == "domain"]
        if PART_WORDS.search(phrase):
            found += [size for size in sizes if size.thing in ("block", "vertex step")]
        if SET_WORDS.search(phrase):
            found += [size for size in sizes if size.kind == "length"
                      and size.thing == "set region" and size.axis is not None]
        return found
    if number.kind == "position":
        on_axis = [size for size in sizes if size.kind == "position" and size.axis == number.axis]
        if named:
            return [size for size in on_axis if size.thing == "patch" and size.name in named]
        if SET_WORDS.search(phrase):
            return [size for size in on_axis if size.thing == "set region"]
        return [size for size in on_axis if size.thing == "domain"]
    if number.kind == "angle":
        found = []
        if SLOPE_WORDS.search(phrase):
            found += [size for size in sizes if size.kind == "angle" and size.thing == "patch"]
        if SECTOR_WORDS.search(phrase):
            found += [size for size in sizes if size.kind == "angle" and size.thing == "sector"]
        return found
    if number.kind == "cells":
        return [size for size in sizes if size.kind == "cells" and size.axis == number.axis]
    return [size for size in sizes if size.kind == "ratio"]


def _as_radius(phrase: str, number: _Stated, size: Size) -> _Stated:
    """A diameter held against a radius is half of it."""
    if size.axis is None and size.thing in ("arc", "set region") \
            and DIAMETER_WORDS.search(phrase) and not RADIUS_WORDS.search(phrase):
        return _Stated(number.kind, number.value / 2, number.resolution / 2, number.written)
    return number


def _agrees(number: _Stated, size: Size, sizes: Sequence[Size]) -> bool:
    """Whether ``size`` is ``number`` within the precision it was written with (never looser
    than 1 %: of the number, or for a position of the domain's extent on its axis)."""
    measured = size.value
    if number.kind == "position":
        extent = next((s.value for s in sizes if s.thing == "domain" and s.kind == "length"
                       and s.axis == number.axis), 0.0)
        return abs(measured - number.value) <= min(number.resolution, LOOSEST * extent)
    if number.kind == "cells":
        return measured == number.value
    if number.kind == "ratio":
        return any(abs(value - number.value) <= number.resolution
                   for value in (measured, 1 / measured if measured else 0.0))
    return abs(measured - number.value) <= min(number.resolution, LOOSEST * abs(number.value))
