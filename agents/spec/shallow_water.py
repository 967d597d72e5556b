"""A shallow-water request in the case's own fields: the depth ``h``, the discharge per unit
width ``hU``, the bed's bump ``h0`` and the Earth's rotation of
``constant/gravitationalProperties``.

Why a reader of its own: shallowWaterFoam has no velocity, no pressure and no domain height.
"Water 2 cm deep moving at 8 cm/s" was read as the domain's height and an inlet velocity on a
field the case does not have (a moving-mesh tutorial was followed for it); "a square block
16 cm on a side and 6 mm tall" on the bed as the domain's size; "2 cm deep at the outflow",
"0.8 L/s over the 1 m wide inflow side" and "ignore the Earth's rotation" were not understood.
Here each is what the case holds:

- a depth said of the water at the start is setFields' default ``h``; its product with the
  stated speed is the default ``hU`` (a depth-mean velocity is ``hU / h``);
- a depth said at the outflow is ``h`` fixed on the outlet; a discharge per width (m²/s,
  a volume flow over a stated width, or an inflow depth times an inflow speed) is ``hU`` on
  the inlet, along the case's own inflow direction;
- a bump, block or mound on the bed is a thing with a size: its side and height are the
  ``boxToCell`` region of setFields (``h0`` its height; ``h`` the depth over it, said or the
  depth less its height for a level surface; ``hU`` that depth times the speed);
- the Earth's rotation switched off or kept is the ``rotating`` switch; a latitude with the
  Earth's rate is ``Omega``'s vertical component, rate x sin(latitude).

A start stated with no inflow of its own keeps the tutorial's balance (its inlet carries its
initial discharge), written with that assumption named; the outlet's depth is changed only
when said. Nothing here is read for a request that is not about shallow water.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace

from foam_agent.agents.spec.phrases import NUMBER, Span, clauses, sentences
from foam_agent.agents.spec.region_value import RegionValue
from foam_agent.agents.spec.stated import (
    BoundaryValue,
    KeywordSwitch,
    KeywordVector,
    Requirements,
)
from foam_agent.agents.spec.units import dimensioned_unit, read_unit
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
_WRAPPED = lazy_regex(r"(?<!\n)\n(?!\n)")
#: The solver whose fields these are.
SHALLOW_WATER_SOLVER = "shallowWaterFoam"
#: Words that make a request one about shallow water when no solver is named.
_SHALLOW = lazy_regex(r"\bshallow[-\s]*water|\bdepth[-\s]*(?:averaged|integrated)\b|"
                      r"\bsquare\s*bump\b|\bshallowWaterFoam\b", _I)
#: A thing on the bed: its sentence's sizes are its own, never the domain's.
_BUMP = lazy_regex(r"\b(?:bump|hump|mound|block|obstacle|sill)s?\b", _I)
#: Words that place a number at the outflow, the inflow, or over the bump.
_OUTFLOW = lazy_regex(r"\b(?:outlet|outflow|outfall|downstream|exit|leaves?|leaving|"
                      r"tailwater)\b", _I)
_INFLOW = lazy_regex(r"\b(?:inlet|inflow|upstream|enter(?:s|ing)?|com(?:es|ing)\s+in|"
                     r"in\s*coming|q_?in)\b", _I)
_OVER_IT = lazy_regex(r"\b(?:over|above)\s+it\b", _I)
_OVER_BUMP = lazy_regex(r"\b(?:over|above|on\s+top\s+of)\s+(?:the\s+|it\b)", _I)
#: A length is a depth when "deep" or "of water" follows it, or "depth" (or the field ``h``)
#: stands before it in its clause.
_DEEP_AFTER = lazy_regex(r"\s*(?:of\s+water\s+)?(?:deep|depth)\b|\s+of\s+water\b", _I)
_DEPTH_BEFORE = lazy_regex(r"(?:\bdepth\b(?![-\s]*(?:averaged|integrated))|(?<![\w.])h(?![\w.]))"
                           r"[^0-9]*$", _I)
#: The domain's nouns: a size said after one (and after no bump) is the domain's.
_DOMAIN = lazy_regex(r"\b(?:basin|domain|channel|flume|tank|reach|plan|pool|box)\b", _I)
#: A domain's noun right after a size ("a 1 m x 1 m basin"), and nothing matched.
_DOMAIN_NEXT = lazy_regex(r"\s*(?:m\b|cm\b|mm\b)?\s*(?:[a-z]+\s+)?(?:basin|domain|channel|flume|"
                          r"tank|pool|box)\b", _I)
_EMPTY = lazy_regex(r"")
#: The bump's noun with its shape word: a thing on the bed, never an obstacle meshed out of
#: the domain ("a square block" made squareBump's mesh a channel around a square hole).
_BUMP_NOUN = lazy_regex(r"(?:\b(?:square|rectangular|cubic|flat)\s+)?\b(?:bump|hump|mound|block|"
                        r"obstacle|sill)s?\b", _I)
#: A bump's height and its side.
_HEIGHT_AFTER = lazy_regex(r"\s*(?:high|tall|(?:in\s+)?height)\b", _I)
_HEIGHT_BEFORE = lazy_regex(r"\bheight\s*(?:of|=|:|is)?\s*$", _I)
_SIDE_AFTER = lazy_regex(r"\s*(?:on\s+(?:a|each)\s+side|a\s+side|square|wide|across|"
                         r"side\s+length)\b", _I)
_SIDE_BEFORE = lazy_regex(r"\b(?:side|edge|width)\s*(?:length)?\s*(?:of|=|:|is)?\s*$", _I)
_PAIR_AFTER = lazy_regex(rf"\s*(?:x|by|×)\s*(?P<n>{NUMBER})", _I)
_MIDDLE = lazy_regex(r"\b(?:middle|cent(?:re|er)|centred|centered)\b", _I)
#: The same speed over the bump as elsewhere ("moves at the same 8 cm/s").
_SAME = lazy_regex(r"\bsame\s*$", _I)
#: A volume flow's width: "per ft of width", "per metre of width", "over the 1 m wide inlet".
_PER_WIDTH = lazy_regex(r"\s*(?:spread\s+)?(?:evenly\s+)?per\s+(?:(?P<n>" + NUMBER
                        + r")\s*)?(?P<u>[a-z]+)\s+(?:of\s+)?(?:width|wide)\b", _I)
_WIDE = lazy_regex(rf"(?P<n>{NUMBER})\s*(?P<u>[a-z]+)\s+wide\b", _I)
#: The Earth's rotation (Coriolis) left out or kept, and the ``rotating`` switch itself.
_ROTATION = lazy_regex(r"\b(?:(?:earth'?s?\s+)?rotation|coriolis(?:\s+(?:term|effect|force))?|"
                       r"rotating)\b", _I)
_OFF = lazy_regex(r"\b(?:no|without|ignor\w*|leav\w*\b[^.;]{0,30}?\bout|neglect\w*|switch\w*\s+off|"
                  r"turn\w*\s+off|disabl\w*|drop\w*|exclud\w*|omit\w*|off|false|none)\b", _I)
_ON = lazy_regex(r"\b(?:keep\w*|kept|includ\w*|with|retain\w*|stays?|on|true|yes)\b", _I)
#: A latitude ("45° north", "30° N latitude") and the Earth's rate said with it.
_LATITUDE = lazy_regex(rf"(?P<n>{NUMBER})\s*(?:°|deg(?:rees?)?)\s*(?P<h>north|south|N|S)\b"
                       r"(?:\s+latitude)?", _I)
#: Dimensions in OpenFOAM's order: a volume flow (m³/s), a discharge per width (m²/s), a
#: speed; "per <length>" ending a unit, and "of width" after it.
_VOLUME_FLOW = (0.0, 3.0, -1.0, 0.0, 0.0, 0.0, 0.0)
_DISCHARGE = (0.0, 2.0, -1.0, 0.0, 0.0, 0.0, 0.0)
_SPEED = (0.0, 1.0, -1.0, 0.0, 0.0, 0.0, 0.0)
_PER_LENGTH = lazy_regex(r"(?:per\s+|/\s*)([A-Za-z]+)\s*$", re.IGNORECASE)
_OF_WIDTH = lazy_regex(r"\s*(?:of\s+)?(?:channel\s+)?width\b", re.IGNORECASE)
_RATE = lazy_regex(rf"(?P<n>{NUMBER})\s*(?:rad\s*/\s*s|rad\s+per\s+second|1\s*/\s*s)", _I)


@dataclass(frozen=True)
class _Number:
    """A number of the request with its unit's kind and value in SI."""

    value: float
    kind: str
    start: int
    end: int


@dataclass(frozen=True)
class ShallowWaterReading:
    """What a shallow-water request states, in the case's fields, and the words read.

    Attributes:
        boundary_values: ``h`` on the outlet, ``hU`` on the inlet.
        regions: setFields' defaults (``h``, ``hU``) and the bump's box (``h0``, ``h``,
            ``hU``).
        switches: ``rotating`` on or off.
        vectors: ``Omega`` from a latitude and the Earth's rate.
        spans: The words read.
        words: Their text, by which a reading of the same words by the value reader (a
            domain size from a bump's "30 cm on a side") is known and dropped.
    """

    boundary_values: tuple[BoundaryValue, ...] = ()
    regions: tuple[RegionValue, ...] = ()
    switches: tuple[KeywordSwitch, ...] = ()
    vectors: tuple[KeywordVector, ...] = ()
    spans: tuple[tuple[int, int], ...] = ()
    words: tuple[str, ...] = ()


def is_shallow_water(text: str, solver: str | None) -> bool:
    """Whether the request is about shallow water: the solver named, else its words."""
    return solver == SHALLOW_WATER_SOLVER or (solver is None and bool(_SHALLOW.search(text)))


def read_shallow_water(text: str, solver: str | None) -> ShallowWaterReading:
    """The shallow-water values of ``text`` (nothing when it is not about shallow water)."""
    if not is_shallow_water(text, solver):
        return ShallowWaterReading()
    # A line wrapped inside a sentence ("a square block 16 cm on\na side") is one space here;
    # offsets are kept, so the spans are the request's own.
    text = _WRAPPED.sub(" ", text)
    found = _Found()
    for sentence in sentences(text):
        if _BUMP.search(sentence.text):
            _read_bump(text, sentence, found)
        for clause in clauses(sentence):
            _read_clause(text, clause, found)
        _read_rotation(text, sentence, found)
    return found.reading(text)


class _Found:
    """What the sentences said, gathered before the values that combine them are made."""

    def __init__(self) -> None:
        self.depth: tuple[float, str] | None = None
        self.speed: tuple[float, str] | None = None
        self.outlet: tuple[float, str] | None = None
        self.inflow_depth: tuple[float, str] | None = None
        self.inflow_speed: tuple[float, str] | None = None
        self.discharge: tuple[float, str] | None = None
        self.bump_depth: tuple[float, str] | None = None
        self.bump_speed: tuple[float, str] | None = None
        self.bump_side: tuple[float, str] | None = None
        self.bump_height: tuple[float, str] | None = None
        self.bump_middle = False
        self.switches: list[KeywordSwitch] = []
        self.vectors: list[KeywordVector] = []
        self.spans: list[tuple[int, int]] = []
        #: Where each speed and inflow depth was said: claimed only when a discharge is made
        #: of it (a speed with no depth to multiply, or an inflow depth with no speed, as
        #: beside a Froude number, stays for the other readers, or is not understood).
        self.factor_spans: list[tuple[tuple[float, str], tuple[int, int]]] = []

    def reading(self, text: str) -> ShallowWaterReading:
        values, regions = self._boundary_values(), self._regions()
        sources = " ".join([item.source for item in values] + [item.source for item in regions])
        spans = [*self.spans, *(span for (_, words), span in self.factor_spans
                                if words in sources)]
        return ShallowWaterReading(values, regions, tuple(self.switches), tuple(self.vectors),
                                   tuple(spans), tuple(" ".join(text[start:end].split())
                                                       for start, end in spans))

    def _boundary_values(self) -> tuple[BoundaryValue, ...]:
        values: list[BoundaryValue] = []
        # A depth said only for the start leaves the outlet's own: FoamBench's references
        # keep squareBump's 0.01 m outlet under a 0.03 m start.
        if self.outlet is not None:
            values.append(BoundaryValue("h", ("outlet",), self.outlet[0], self.outlet[1]))
        inflow = self._inflow()
        if inflow is not None:
            values.append(BoundaryValue("hU", ("inlet",), (inflow[0], 0.0, 0.0), inflow[1]))
        elif self.depth is not None and self.speed is not None:
            values.append(BoundaryValue(
                "hU", ("inlet",), (_tidy(self.depth[0] * self.speed[0]), 0.0, 0.0),
                f"{self.depth[1]}; {self.speed[1]}",
                assumption="no inflow stated: the inlet carries the stated initial discharge "
                           "(depth x speed), as the tutorial's inlet carries its own"))
        return tuple(values)

    def _inflow(self) -> tuple[float, str] | None:
        """The inlet's discharge per width: said, else an inflow speed times the inflow's
        depth (else the outflow's, else the initial depth)."""
        if self.discharge is not None:
            return self.discharge
        if self.inflow_speed is None:
            return None
        depth = self.inflow_depth or self.outlet or self.depth
        if depth is None:
            return None
        return (_tidy(depth[0] * self.inflow_speed[0]),
                f"{depth[1]}; {self.inflow_speed[1]} (depth x speed)")

    def _regions(self) -> tuple[RegionValue, ...]:
        regions: list[RegionValue] = []
        if self.depth is not None:
            regions.append(RegionValue("h", self.depth[0], self.depth[1], region="default"))
            if self.speed is not None:
                regions.append(RegionValue(
                    "hU", (_tidy(self.depth[0] * self.speed[0]), 0.0, 0.0),
                    f"{self.depth[1]}; {self.speed[1]} (depth x speed)", region="default"))
        if self.bump_height is None:
            return tuple(regions)
        height, words = self.bump_height
        size = (self.bump_side[0],) * 2 if self.bump_side is not None else ()
        words = "; ".join(item[1] for item in (self.bump_side, self.bump_height) if item)
        bump = RegionValue("h0", height, words, selector="boxToCell", thing="bump", size=size,
                           middle=self.bump_middle)
        regions.append(RegionValue("h0", 0, words, region="default"))
        regions.append(bump)
        over = self.bump_depth
        if over is None and self.depth is not None and self.depth[0] > height:
            over = (_tidy(self.depth[0] - height),
                    f"{self.depth[1]} less the bump's {self.bump_height[1]} (a level surface)")
        if over is None:
            return tuple(regions)
        regions.append(replace(bump, field="h", value=over[0], source=over[1]))
        speed = self.bump_speed or self.speed
        if speed is not None:
            regions.append(replace(bump, field="hU", value=(_tidy(over[0] * speed[0]), 0.0, 0.0),
                                   source=f"{over[1]}; {speed[1]}"))
        return tuple(regions)


def _numbers(text: str, span: Span) -> Iterator[_Number]:
    """Each number of ``span`` with a length, speed, discharge per width or volume-flow
    unit. A unit ending "per <length> of width" ("m² per second per metre of width",
    "gpm per ft of width") is a discharge per that width."""
    for match in re.finditer(NUMBER, span.text):
        start, end = span.start + match.start(), span.start + match.end()
        if start > 0 and (text[start - 1].isalnum() or text[start - 1] in "._"):
            continue
        value = float(match.group(0))
        lead = re.match(r" ?(?:US\s+)?", text[end:end + 4])
        at = end + (lead.end() if lead is not None else 0)
        dimensioned = dimensioned_unit(text[at:at + 40])
        if dimensioned is not None:
            unit_end = at + dimensioned.length
            per = _PER_LENGTH.search(text[at:unit_end])
            if dimensioned.dimensions == _DISCHARGE:
                yield _Number(dimensioned.to_si(value), "discharge", start, unit_end)
                continue
            of_width = _OF_WIDTH.match(text, unit_end)
            if (dimensioned.dimensions == _SPEED and per is not None and of_width is not None
                    and (width := read_unit(f"1 {per.group(1)}", 1)) is not None
                    and width.kind == "length"):
                yield _Number(_tidy(dimensioned.to_si(value) * width.to_si(1.0)), "discharge",
                              start, of_width.end())
                continue
            if dimensioned.dimensions == _VOLUME_FLOW:
                yield _Number(dimensioned.to_si(value), "flow", start, unit_end)
                continue
        unit = read_unit(text, end)
        if unit is not None and unit.kind in ("length", "velocity"):
            yield _Number(unit.to_si(value), unit.kind, start, unit.end)


def _read_clause(text: str, clause: Span, found: _Found) -> None:
    """A depth, speed or discharge of ``clause``, placed by its words."""
    at_outflow = bool(_OUTFLOW.search(clause.text))
    at_inflow = bool(_INFLOW.search(clause.text)) and not at_outflow
    over_bump = bool(_OVER_BUMP.search(clause.text)) and bool(
        _BUMP.search(clause.text) or _OVER_IT.search(clause.text))
    for number in _numbers(text, clause):
        if number.start < clause.start or number.end > clause.end + 40:
            continue
        before = text[clause.start:number.start]
        words = text[number.start:number.end]
        if number.kind == "length" and (_DEEP_AFTER.match(text, number.end)
                                        or _DEPTH_BEFORE.search(before)):
            deep = _DEEP_AFTER.match(text, number.end)
            said = _DEPTH_BEFORE.search(before)
            start = number.start if deep is not None or said is None else (
                clause.start + said.start())
            end = deep.end() if deep is not None else number.end
            item = (number.value, " ".join(text[start:end].split()))
            if over_bump:
                found.bump_depth = found.bump_depth or item
            elif at_outflow:
                found.outlet = found.outlet or item
            elif at_inflow:
                found.inflow_depth = found.inflow_depth or item
                found.factor_spans.append((item, (start, end)))
                continue
            else:
                found.depth = found.depth or item
            found.spans.append((start, end))
        elif number.kind == "velocity":
            item = (number.value, words)
            if over_bump or _SAME.search(before):
                found.bump_speed = found.bump_speed or item
            elif at_inflow:
                found.inflow_speed = found.inflow_speed or item
            else:
                found.speed = found.speed or item
            found.factor_spans.append((item, (number.start, number.end)))
        elif number.kind == "discharge" and found.discharge is None:
            found.discharge = (number.value, words)
            found.spans.append((number.start, number.end))
        elif number.kind == "flow" and found.discharge is None:
            width = _width(text, number.end, clause)
            if width is not None:
                found.discharge = (_tidy(number.value / width[0]), f"{words} over {width[1]}")
                found.spans.extend([(number.start, number.end), width[2]])


def _width(text: str, end: int, clause: Span) -> tuple[float, str, tuple[int, int]] | None:
    """The width a volume flow is spread over: "per ft of width" just after it, else a
    width said in its clause ("across the 1 m wide inflow side")."""
    per = _PER_WIDTH.match(text, end)
    if per is not None:
        size = float(per.group("n")) if per.group("n") else 1.0
        unit = read_unit(f"1 {per.group('u')}", 1)
        if unit is not None and unit.kind == "length":
            return unit.to_si(size), text[per.start():per.end()].strip(), (per.start(), per.end())
    sentence_end = clause.end + 80
    for wide in _WIDE.finditer(text, clause.start, min(len(text), sentence_end)):
        unit = read_unit(text, wide.start("u") - 1 if text[wide.start("u") - 1] == " "
                         else wide.start("u"))
        if unit is not None and unit.kind == "length":
            return (unit.to_si(float(wide.group("n"))), wide.group(0),
                    (wide.start(), wide.end()))
    return None


def _read_bump(text: str, sentence: Span, found: _Found) -> None:
    """The bump's side, height and place, said in its sentence. A size said after the
    domain's noun ("over a bump: a basin 1 m by 1 m") or right before it ("a bump in a 1 m x
    1 m basin") is the domain's; a sentence that gives no height describes no bump."""
    height: tuple[float, str] | None = None
    side: tuple[float, str] | None = None
    spans: list[tuple[int, int]] = []
    for number in _numbers(text, sentence):
        if number.kind != "length":
            continue
        before = text[sentence.start:number.start]
        bumps = [match.end() for match in _BUMP.finditer(before)]
        domains = [match.end() for match in _DOMAIN.finditer(before)]
        if domains and (not bumps or domains[-1] > bumps[-1]):
            continue
        high = _HEIGHT_AFTER.match(text, number.end)
        across = _SIDE_AFTER.match(text, number.end)
        pair = _PAIR_AFTER.match(text, number.end)
        end = max(item.end() for item in (high, across, pair, _EMPTY.match(text, number.end))
                  if item is not None)
        if _DOMAIN_NEXT.match(text, end):
            continue
        if high is not None or _HEIGHT_BEFORE.search(before):
            end = high.end() if high is not None else number.end
            height = height or (number.value, text[number.start:end])
            spans.append((number.start, end))
        elif across is not None or _SIDE_BEFORE.search(before) or pair is not None:
            side = side or (number.value, text[number.start:end])
            spans.append((number.start, end))
    if height is None:
        return
    found.bump_height = found.bump_height or height
    found.bump_side = found.bump_side or side
    found.spans.extend(spans)
    if _MIDDLE.search(sentence.text):
        found.bump_middle = True
    noun = _BUMP_NOUN.search(sentence.text)
    if noun is not None:
        found.spans.append((sentence.start + noun.start(), sentence.start + noun.end()))


def _read_rotation(text: str, sentence: Span, found: _Found) -> None:
    """The Earth's rotation left out or kept (the ``rotating`` switch); a latitude with the
    Earth's rate is the vertical component of ``Omega``."""
    for clause in clauses(sentence):
        word = _ROTATION.search(clause.text)
        if word is None or any(item.name == "rotating" for item in found.switches):
            continue
        off, on = _OFF.search(clause.text), _ON.search(clause.text)
        if off is None and on is None:
            continue
        value = off is not None
        mark = off if off is not None else on
        assert mark is not None
        low, high = sorted((word.start(), word.end(), mark.start(), mark.end()))[::3]
        found.switches.append(KeywordSwitch("rotating", not value,
                                            text[clause.start + low:clause.start + high]))
        found.spans.append((clause.start + low, clause.start + high))
    latitude, rate = _LATITUDE.search(sentence.text), _RATE.search(text)
    if latitude is None or rate is None or any(item.name == "Omega" for item in found.vectors):
        return
    angle = float(latitude.group("n")) * (-1 if latitude.group("h").lower() in ("s", "south")
                                          else 1)
    vertical = _tidy(float(rate.group("n")) * math.sin(math.radians(angle)))
    found.vectors.append(KeywordVector(
        "Omega", (0.0, 0.0, vertical),
        f"{latitude.group(0)}; {rate.group(0)} (vertical component, rate x sin latitude)"))
    found.spans.extend([(sentence.start + latitude.start(), sentence.start + latitude.end()),
                        (rate.start(), rate.end())])


def with_shallow_water(requirements: Requirements,
                       reading: ShallowWaterReading) -> Requirements:
    """``requirements`` with the shallow-water values: the reading's boundary values replace
    any other of the same field on the same patch; its regions, switches and vectors add. A
    velocity ``U`` another reader took from the same words goes (the case has no ``U``, its
    speeds are the reading's discharges), and so does a domain extent read only from its
    words."""
    if reading == ShallowWaterReading():
        return requirements
    placed = {(item.field, item.boundary[0]) for item in reading.boundary_values}
    kept = tuple(item for item in requirements.boundary_values if not _mine(item, reading)
                 and (item.field, item.boundary[0] if item.boundary else "") not in placed)
    named = {item.name for item in reading.vectors}
    extent = requirements.extent
    if extent is not None and all(any(" ".join(part.split()) in words for words in reading.words)
                                  for part in extent.source.split("; ")):
        extent = None
    return replace(
        requirements,
        extent=extent,
        boundary_values=(*kept, *reading.boundary_values),
        regions=(*(item for item in requirements.regions if not _mine(item, reading)),
                 *reading.regions),
        switches=(*requirements.switches, *reading.switches),
        vectors=(*(item for item in requirements.vectors if item.name not in named),
                 *reading.vectors))


#: A reading's leading number and unit ("0.0015 m^2").
_LEAD = lazy_regex(rf"{NUMBER}\s*[^\s\d]\S*")


def _mine(item: BoundaryValue | RegionValue, reading: ShallowWaterReading) -> bool:
    """Whether ``item`` is a velocity another reader took from this reading's words: its
    words hold one of the reading's, or its number with its unit ("0.0015 m^2 per second per
    metre" of the reading's "0.0015 m^2 per second per metre of width")."""
    if item.field != "U":
        return False
    for words in reading.words:
        lead = _LEAD.match(words)
        if words in item.source or (lead is not None and re.search(
                re.escape(lead.group(0)) + r"(?![\w/^*])", item.source)):
            return True
    return False


def _tidy(value: float) -> float:
    """``value`` to 12 significant digits (a product of two stated numbers, 0.02 x 0.15,
    without its binary tail)."""
    return float(f"{value:.12g}")
