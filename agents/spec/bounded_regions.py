"""A region of the domain said by its bounds on the case's axes, and the values for the rest.

Why a reader of its own: setFields' regions are often said by coordinates, not by a thing or a
``box`` of two corners: "(x > 6.5 m, alpha.sludge 1)", "alpha.air = 0 in the box x 0..0.15,
y 0..0.5", "T = 400 K for 0 <= x <= 2 m". Each was left not understood. Here a place is the
bounds said on one or more axes (a side left open, "x > 6.5 m" or "x from 0.4 m to the right
wall", reaches the case's own side, from its mesh), the values said with it are its region's,
and a value said for the rest ("0 elsewhere", "the rest 0", "default alpha.air 1", "300 K
everywhere else") is setFields' default for the cells no region selects. The editor writes
the region's box from the bounds and the case's bounds (``agents.spec.thing_box.bounded_box``),
and the audit holds the written box against the same.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from foam_agent.agents.spec.field_values import field_value_spans, field_values
from foam_agent.agents.spec.geometry import LENGTH_SCALES
from foam_agent.agents.spec.phrases import NUMBER, in_si, to_number, unit_after
from foam_agent.agents.spec.region_value import Bound, RegionValue
from foam_agent.foamcase.case.numbers import Number, Vector
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
#: A bound's length unit (none: metres, as the case's coordinates are).
_UNIT = r"(?:\s*(?P<u{0}>mm|cm|m|ft|in)\b)?"
_AXIS = r"(?<![\w.])(?P<axis>[xyz])(?![\w.])"
_LESS = r"(?:<=?|≤)"
#: "0 <= x <= 0.146 m", "-1 < y < 2".
_INTERVAL = lazy_regex(rf"(?<![\w.])(?P<lo>{NUMBER}){_UNIT.format('l')}\s*{_LESS}\s*{_AXIS}\s*"
                       rf"{_LESS}\s*(?P<hi>{NUMBER}){_UNIT.format('h')}", _I)
#: "x > 6.5 m", "y <= 0.3 m".
_ONE_SIDED = lazy_regex(rf"{_AXIS}\s*(?P<op><=?|>=?|≤|≥)\s*(?P<v>{NUMBER}){_UNIT.format('v')}",
                        _I)
#: "x 0..0.15", "x = 2-3 m", "x from 2 to 3 m", "x between 2 m and 3 m".
_RANGE = lazy_regex(rf"{_AXIS}\s*(?:=|:|from|between)?\s*(?P<lo>{NUMBER}){_UNIT.format('l')}\s*"
                    rf"(?:\.\.\.?|…|-|–|to\b|and\b)\s*(?P<hi>{NUMBER}){_UNIT.format('h')}", _I)
#: "x from 0.438 m to the right wall": open towards the side named.
_TO_SIDE = lazy_regex(rf"{_AXIS}\s*(?:=|:)?\s*from\s+(?P<v>{NUMBER}){_UNIT.format('v')}\s+"
                      r"(?:to|up\s+to)\s+the\s+(?P<side>right|left|top|bottom|upper|lower|far|"
                      r"near|back|front)\b(?:\s+(?:wall|end|side|boundary|of\s+the\s+\w+))?", _I)
_HIGH_SIDES = frozenset({"right", "top", "upper", "far", "back"})
#: Words that compare a coordinate with a value, by the side of it they keep: "below z =
#: 0.45 m" keeps the lower coordinates, "above y = 0.6 m" the higher ones. Only with an
#: axis named after them, so the words compare coordinates and nothing else.
_BELOW_WORDS = r"below|under|beneath|underneath|(?:lower|less|smaller)\s+than|left\s+of"
_ABOVE_WORDS = r"above|over|beyond|(?:higher|greater|more|larger)\s+than|right\s+of"
#: "below z = 0.45 m", "above the plane y = 0.6", "to the left of x 2 m".
_BESIDE = lazy_regex(rf"\b(?:(?P<below>{_BELOW_WORDS})|(?P<above>{_ABOVE_WORDS}))\s+"
                     rf"(?:the\s+(?:plane|level|line|height)\s+)?{_AXIS}\s*(?:=|:)?\s*"
                     rf"(?P<v>{NUMBER}){_UNIT.format('v')}", _I)
#: The axis first, then the words that compare it: "y below 5 mm", "x greater than 2 m".
_AXIS_BESIDE = re.compile(rf"{_AXIS}\s+(?:is\s+)?(?:(?P<below>{_BELOW_WORDS})|"
                          rf"(?P<above>{_ABOVE_WORDS}))\s+(?P<v>{NUMBER}){_UNIT.format('v')}",
                          _I)
#: A bare number said of the other side of a one-sided bound ("alpha.air = 0 below y = 0.6
#: m, 1 above"): the words of each side, by the side the bound keeps.
_OTHER_SIDE = {
    "below": re.compile(rf"(?<![\w.])(?P<v>{NUMBER})(?!\w|\.\d)\s+(?:above|over|higher\s+up|"
                        r"on\s+top)\b(?!\s*(?:the\b|[xyz]\b|[-+]?\d))", _I),
    "above": re.compile(rf"(?<![\w.])(?P<v>{NUMBER})(?!\w|\.\d)\s+(?:below|under(?:neath)?|"
                        r"beneath|lower\s+down)\b(?!\s*(?:the\b|[xyz]\b|[-+]?\d))", _I),
}
#: What may stand between two bounds of one place: "x < 0.12 m, y < 0.25 m", "… and y …".
_JOIN = lazy_regex(r"[\s,]*(?:and\s+)?$", _I)
#: "the rest", "the rest of the tank": the domain's rest ("the rest of the floor" is a side).
_THE_REST = (r"the\s+rest(?:\s+of\s+the\s+(?:domain|tank|tube|box|room|cavity|channel|column|"
             r"fluid|cells))?(?!\s+of\b)")
#: Words that give a value to the cells outside every region: setFields' defaults.
_REST_AFTER = lazy_regex(r"\s*(?:elsewhere|everywhere\s+else|outside(?:\s+(?:it|of\s+it|that|"
                         r"this|the\s+\w+))?|in\s+"
                         rf"{_THE_REST}|otherwise|\(?default\)?)", _I)
_REST_BEFORE = lazy_regex(rf"\b(?:{_THE_REST}|elsewhere|everywhere\s+else|outside|otherwise|"
                          r"defaults?)\b[^,;()]*$", _I)
#: A number said of the rest with no field's symbol ("0 elsewhere", "the rest 0").
_BARE_REST = lazy_regex(
    rf"(?<![\w.])(?P<v>{NUMBER})(?!\w|\.\d)(?=\s*(?:elsewhere|everywhere\s+else|outside|"
    rf"in\s+{_THE_REST}|otherwise)\b)|"
    rf"\b(?:{_THE_REST}|elsewhere|everywhere\s+else|outside(?:\s+it)?|otherwise)\s*"
    rf"(?:(?:is|are|at|to|=|:)\s*)?(?P<w>{NUMBER})(?!\w|\.\d)(?!\s*[a-zA-Z°%])", _I)


@dataclass(frozen=True)
class _Bounds:
    """One axis's bounds and the span of their words."""

    bound: Bound
    start: int
    end: int


def read_bounded(sentence: str) -> list[tuple[RegionValue, tuple[int, int]]]:
    """Each value ``sentence`` gives a place bounded by coordinates, and each it gives the
    rest of the domain around them, with the span of its words. A place without a value of
    its own is left alone (its words stay not understood).

    The span claimed is the place's words and its values' and what stands between them,
    never the rest of their clause: "(alpha.water 1 below z = 0.3 m, initialDepth 0.3)"
    leaves the keyword after the comma to the readers after this one."""
    places = list(_places(sentence))
    blanked = _blanked(sentence, [(item.start, item.end) for place in places
                                  for item in place])
    found: list[tuple[RegionValue, tuple[int, int]]] = []
    for index, place in enumerate(places):
        region = _place_values(sentence, blanked, places, index)
        if not region:
            continue
        start = min(place[0].start, *(begin for _, _, begin, _ in region))
        stop = max(place[-1].end, *(end for _, _, _, end in region))
        source = " ".join(sentence[start:stop].split()).strip(" ,;:()")
        found.extend((RegionValue(field, value, source, selector="boxToCell",
                                  bounds=tuple(item.bound for item in place)), (start, stop))
                     for field, value, _, _ in region)
    if found:
        fields = {value.field for value, _ in found}
        rest = read_rest(sentence, fields, blanked)
        found.extend(rest or _other_side(sentence, places, fields))
    return found


def _place_values(sentence: str, blanked: str, places: list[list[_Bounds]], index: int
                  ) -> list[tuple[str, Number | Vector, int, int]]:
    """The values said of the place ``places[index]`` (field, value, start, end in the
    sentence), none of them said of the rest. Parentheses holding the place and no value
    restate the place of the clause they stand in ("alpha.sludge = 1 in the left third of
    the tank (0 <= x <= 3 m)"): the clause's values are the place's."""
    begin, stop = _scope(sentence, places[index], places, index)
    values = _values_in(blanked, begin, stop)
    if values or sentence[begin] != "(":
        return values
    first = _clause_start(sentence, begin)
    begin = max(places[index - 1][-1].end if index else 0, first)
    stop = places[index + 1][0].start if index + 1 < len(places) else len(sentence)
    return _values_in(blanked, begin, stop)


def _values_in(blanked: str, begin: int, stop: int
               ) -> list[tuple[str, Number | Vector, int, int]]:
    """The values said between ``begin`` and ``stop`` that are not the rest's, with their
    spans in the whole sentence."""
    piece = blanked[begin:stop]
    return [(field, value, begin + start, begin + end)
            for field, value, start, end in field_value_spans(piece, (0, 0))
            if not is_rest(piece, end)]


def _other_side(sentence: str, places: list[list[_Bounds]], fields: set[str]
                ) -> list[tuple[RegionValue, tuple[int, int]]]:
    """The value a bare number gives the other side of the sentence's one place, when that
    place is one bound open on one side ("alpha.air = 0 below y = 0.6 m, 1 above"): the other
    side is every cell the region leaves, setFields' default. None for a box (the cells above
    it are not all the rest) or a region of several fields (which one is not said)."""
    if len(places) != 1 or len(places[0]) != 1 or len(fields) != 1:
        return []
    _, low, high = places[0][0].bound
    if (low is None) == (high is None):
        return []
    side = _OTHER_SIDE["below" if low is None else "above"]
    match = side.search(sentence, places[0][0].end)
    if match is None:
        return []
    return [(RegionValue(next(iter(fields)), to_number(match.group("v")),
                         " ".join(match.group(0).split()), "default"), match.span())]


def read_rest(sentence: str, fields: set[str], blanked: str | None = None
              ) -> list[tuple[RegionValue, tuple[int, int]]]:
    """The values the sentence says of the rest of the domain around a region that sets
    ``fields`` ("air above (default alpha.air 1)", "0 elsewhere"; in a sentence of its own,
    "; alpha.water 0 everywhere else", only the region's fields), each with its clause's
    words. ``blanked``: the sentence with its coordinates blanked, when it has any."""
    blanked = sentence if blanked is None else blanked
    said = [(field, value, end) for field, value, end in field_values(blanked, (0, 0))
            if is_rest(blanked, end)] or bare_rest(blanked, fields)
    found: list[tuple[RegionValue, tuple[int, int]]] = []
    for field, value, end in said:
        begin = max(blanked.rfind(mark, 0, end) for mark in ",;()") + 1
        found.append((RegionValue(field, value, " ".join(sentence[begin:end].split()),
                                  "default"), (begin, end)))
    return found


def is_rest(piece: str, end: int) -> bool:
    """Whether the value ending at ``end`` is said of the cells outside every region ("0
    elsewhere", "the rest 0", "default alpha.air 1")."""
    clause = re.split(r"[,;(]", piece[:end])[-1]
    return _REST_AFTER.match(piece, end) is not None or _REST_BEFORE.search(clause) is not None


def bare_rest(piece: str, fields: set[str]) -> list[tuple[str, Number | Vector, int]]:
    """The numbers ``piece`` says of the rest with no field's symbol or unit ("alpha.water 1
    inside, 0 elsewhere", "the rest 0"), each the field of the region's one field, and where
    each ends; none when the region sets several fields (which one is not said)."""
    if len(fields) != 1:
        return []
    found: list[tuple[str, Number | Vector, int]] = []
    for match in _BARE_REST.finditer(piece):
        group = "v" if match.group("v") else "w"
        unit = unit_after(piece, match.end(group))
        if unit is None or unit.kind == "none":
            found.append((next(iter(fields)), to_number(match.group(group)), match.end()))
    return found


def _places(sentence: str) -> Iterator[list[_Bounds]]:
    """The places of ``sentence``: runs of bounds on distinct axes joined by commas or
    "and"."""
    run: list[_Bounds] = []
    for item in _bounds(sentence):
        if run and (item.bound[0] in {other.bound[0] for other in run}
                    or not _JOIN.match(sentence[run[-1].end:item.start])):
            yield run
            run = []
        run.append(item)
    if run:
        yield run


def _bounds(sentence: str) -> list[_Bounds]:
    """Every axis bound in ``sentence``, in order, none inside another."""
    found: list[_Bounds] = []

    def free(start: int, end: int) -> bool:
        return not any(item.start < end and start < item.end for item in found)

    for match in (*_BESIDE.finditer(sentence), *_AXIS_BESIDE.finditer(sentence)):
        if not free(match.start(), match.end()) or (match.re is _AXIS_BESIDE
                                                    and _times(sentence, match)):
            continue
        value = _metres(match, "v", "uv")
        bound = (_axis(match), None, value) if match.group("below") else (_axis(match), value,
                                                                          None)
        found.append(_Bounds(bound, match.start(), match.end()))
    for match in _INTERVAL.finditer(sentence):
        if not free(match.start(), match.end()):
            continue
        low, high = _metres(match, "lo", "ul"), _metres(match, "hi", "uh")
        if low < high:
            found.append(_Bounds((_axis(match), low, high), match.start(), match.end()))
    for match in _TO_SIDE.finditer(sentence):
        if free(match.start(), match.end()):
            value = _metres(match, "v", "uv")
            open_high = match.group("side").lower() in _HIGH_SIDES
            found.append(_Bounds((_axis(match), value if open_high else None,
                                  None if open_high else value), match.start(), match.end()))
    for match in _RANGE.finditer(sentence):
        low, high = _metres(match, "lo", "ul"), _metres(match, "hi", "uh")
        if free(match.start(), match.end()) and low < high and not _times(sentence, match):
            found.append(_Bounds((_axis(match), low, high), match.start(), match.end()))
    for match in _ONE_SIDED.finditer(sentence):
        if free(match.start(), match.end()):
            value = _metres(match, "v", "uv")
            above = match.group("op") in (">", ">=", "≥")
            found.append(_Bounds((_axis(match), value if above else None,
                                  None if above else value), match.start(), match.end()))
    return sorted(found, key=lambda item: item.start)


def _times(sentence: str, match: re.Match[str]) -> bool:
    """Whether the axis letter is a multiplication sign ("20 x 20 x 1 cells")."""
    return re.search(r"(?:\d|\b(?:mm|cm|m|ft|in))\s*$", sentence[:match.start()], _I) is not None


def _axis(match: re.Match[str]) -> int:
    return "xyz".index(match.group("axis").lower())


def _metres(match: re.Match[str], number: str, unit: str) -> float:
    """A bound in metres: its own unit, else the other bound's, else metres."""
    said = match.group(unit) or next((value for key, value in match.groupdict().items()
                                      if key.startswith("u") and value), "")
    scale = LENGTH_SCALES[said.lower()] if said else 1.0
    return float(in_si(to_number(match.group(number)), None)) * scale


def _scope(sentence: str, place: list[_Bounds], places: list[list[_Bounds]],
           index: int) -> tuple[int, int]:
    """The words a place's values are said in: the parentheses it stands in, else from the
    start of its clause to the next place."""
    start, end = place[0].start, place[-1].end
    opened = sentence.rfind("(", 0, start)
    if opened >= 0 and sentence.find(")", opened, start) < 0:
        closed = sentence.find(")", end)
        return opened, closed + 1 if closed >= 0 else len(sentence)
    begin = max(places[index - 1][-1].end if index else 0, _clause_start(sentence, start))
    stop = places[index + 1][0].start if index + 1 < len(places) else len(sentence)
    return begin, stop


def _clause_start(sentence: str, start: int) -> int:
    """Where the clause holding ``start`` begins: after the last comma or semicolon before it
    outside parentheses ("water (alpha.water = 1, alpha.air = 0) below y = 0.55 m" is one
    clause: the values listed in the parentheses are all the place's)."""
    depth = 0
    for index in range(start - 1, -1, -1):
        char = sentence[index]
        if char == ")":
            depth += 1
        elif char == "(":
            depth = max(depth - 1, 0)
        elif char in ",;" and depth == 0:
            return index + 1
    return 0


def _blanked(piece: str, spans: list[tuple[int, int]]) -> str:
    """``piece`` with the bounds' words blanked (offsets kept): coordinates are no values."""
    chars = list(piece)
    for start, end in spans:
        chars[max(0, start):end] = " " * (end - max(0, start))
    return "".join(chars)
