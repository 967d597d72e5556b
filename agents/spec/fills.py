"""A phase filling part of the tank at the start, said as shares of the tank: "the seawater
fills the left 30 % of the tank up to 40 % of its height", "the left third of the tank holds
the sea water", "oil fills the left third of the tank width up to two thirds of the tank
height", "a gate a quarter of the way along the tank from the left end".

Why shares and not metres: people describe the start of a dam break or a lock exchange against
the tank, not in coordinates; the tank is the followed case's, so the share becomes metres only
through the case's own extent (the editor and the audit read it from the blockMeshDict). Read
only in a multiphase request, where the fill is the box setFields fills with one phase.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Literal

from foam_agent.agents.spec.materials import phase_fluids, phase_key
from foam_agent.agents.spec.phrases import NUMBER, in_si, sentences, to_number, unit_after
from foam_agent.agents.spec.region_value import ColumnShare
from foam_agent.agents.spec.stated import Requirements, Stated
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
#: Parts of a whole by name ("two 3rds": the number normaliser's spelling of "two thirds").
_PARTS = {"half": 2, "halve": 2, "third": 3, "3rd": 3, "quarter": 4, "fourth": 4, "4th": 4,
          "fifth": 5, "5th": 5, "sixth": 6, "6th": 6, "tenth": 10, "10th": 10}
_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "1": 1, "2": 2, "3": 3,
           "4": 4}
_SHARE = (rf"(?:(?P<pct>{NUMBER})\s*(?:%|percent\b|per\s*cent\b)|"
          rf"(?:(?P<count>an?|one|two|three|four|[1-4])\s*-?\s*)?"
          rf"(?P<part>{'|'.join(_PARTS)})s?\b)")
#: The container the share is of.
_TANK = r"(?:tank|domain|box|basin|channel|flume|reservoir|container|vessel|column|cavity)"
#: "the left 30 % of the tank (width)", "the left quarter", "the bottom half of the tank".
_ALONG = lazy_regex(
    rf"\b(?P<side>left|right|lower|bottom|upper|top)(?:\s*-?\s*(?:hand|most))?\s+{_SHARE}"
    rf"(?:\s+of\s+(?:the|its)\s+(?:{_TANK}(?:'s)?\s*)?(?P<dim>width|length|height|depth)?)?",
    _I)
#: "up to 40 % of its height", "up to two thirds of the tank height", "and half its height".
_UP_TO = lazy_regex(
    rf"\b(?:(?:up\s+)?to|and)\s+(?:a\s+(?:height|depth|level)\s+of\s+)?{_SHARE}\s+(?:of\s+)?"
    rf"(?:the|its)\s+(?:{_TANK}(?:'s)?\s+)?(?:height|depth)\b", _I)
#: A gate or partition placed by a share of the tank from one end: "a gate a quarter of the
#: way along the tank from the left end".
_GATE = lazy_regex(
    rf"\b(?:gate|lock|partition|barrier|divider|dam)\b[^.;]{{0,30}}?\b{_SHARE}\s+of\s+the\s+"
    rf"way\s+(?:along|across)\s+(?:the\s+)?{_TANK}?\s*from\s+(?:the\s+)?(?P<side>left|right)\b",
    _I)
#: A gate or partition placed by a length from one end: "a gate 4 m from the left end".
_GATE_AT = lazy_regex(
    rf"\b(?:gate|lock|partition|barrier|divider)\b[^.;]{{0,30}}?(?<![\w.])(?P<v>{NUMBER})(?=\s*"
    rf"(?:mm|cm|m|ft|in|feet|foot|inch(?:es)?)\b[^.;]{{0,4}}?\s+from\s+(?:the\s+)?"
    rf"(?P<side>left|right)\b)", _I)
#: The fill's level in metres: "to a depth of 10 cm", "up to a height of 0.25 m".
_LEVEL_AT = lazy_regex(rf"\b(?:up\s+)?to\s+a\s+(?:depth|height|level)\s+of\s+(?P<v>{NUMBER})",
                       _I)
#: The bottom part of the tank said by its height: "the bottom 0.6 m of the column".
_BOTTOM = lazy_regex(rf"\b(?:bottom|lower|lowest)\s+(?P<v>{NUMBER})(?=\s*(?:mm|cm|m|ft|in)\b\s+"
                     rf"of\s+(?:the\s+|its\s+)?{_TANK})", _I)
_VERTICAL = ("lower", "bottom", "upper", "top")


@dataclass(frozen=True)
class FillReading:
    """The fill read and the spans of its words."""

    fill: ColumnShare | None = None
    spans: tuple[tuple[int, int], ...] = ()
    #: The fill's level in metres said with it ("to a depth of 10 cm"): the column's height.
    level: Stated[float] | None = None


def _share(match: re.Match[str]) -> float | None:
    """The share a match says, 0 to 1, or None for a share outside it."""
    if match.group("pct") is not None:
        value = float(match.group("pct")) / 100
    else:
        count = _COUNTS.get((match.group("count") or "a").lower(), 1)
        value = count / _PARTS[match.group("part").lower()]
    return value if 0 < value <= 1 else None


def read_fill(text: str) -> FillReading:
    """The first sentence that fills a share of the tank with a phase: its width share (from
    a side) and height share, and the fluid it names: the last named before the shares (the
    sentence's subject, "the seawater fills the left 30 %"), else the first after them ("the
    left third holds the sea water")."""
    flat = text.replace("\n", " ")
    for sentence in sentences(flat):
        width: float | None = None
        height: float | None = None
        side: Literal["low", "high"] | None = None
        spans: list[tuple[int, int]] = []
        for match in _ALONG.finditer(sentence.text):
            share = _share(match)
            word = match.group("side").lower()
            dim = (match.group("dim") or "").lower()
            if share is None:
                continue
            if word in _VERTICAL or dim in ("height", "depth"):
                if height is None and word in ("lower", "bottom"):
                    height = share
                    spans.append(match.span())
            elif width is None:
                width, side = share, "low" if word == "left" else "high"
                spans.append(match.span())
        for match in (*_UP_TO.finditer(sentence.text), *_GATE.finditer(sentence.text)):
            share = _share(match)
            if share is None:
                continue
            if "side" in match.groupdict() and match.group("side") is not None:
                if width is None:
                    width = share
                    side = "low" if match.group("side").lower() == "left" else "high"
                    spans.append(match.span())
            elif height is None:
                height = share
                spans.append(match.span())
        at = _gate_at(sentence.text) if width is None else None
        if at is not None:
            length, side, span = at
            spans.append(span)
        if width is None and height is None and at is None:
            bottom = _BOTTOM.search(sentence.text)
            level = _level(sentence.text, bottom.start()) if bottom is not None else None
            if level is not None and phase_fluids(sentence.text):
                # "the bottom 0.6 m of the column is water": the liquid's level, no share.
                start, end = level[1]
                return FillReading(None, ((sentence.start + start, sentence.start + end),),
                                   Stated(level[0], " ".join(sentence.text[start:end].split())))
            continue
        fluids = phase_fluids(sentence.text)
        if not fluids and at is None:
            continue  # "the left half of the domain is refined": no phase fills it
        first = min(start for start, _ in spans)
        before = [item for item in fluids if item.end() <= first]
        # Which fluid a gate placed in metres holds back is said around it, not by it: the
        # box's own phase is kept.
        fluid = phase_key((before[-1] if before else fluids[0]).group(0)) \
            if fluids and at is None else None
        absolute = [(sentence.start + start, sentence.start + end) for start, end in spans]
        words = " ".join(sentence.text.split()).strip(" .;,")
        level = _level(sentence.text) if height is None else None
        if level is not None:
            absolute.append((sentence.start + level[1][0], sentence.start + level[1][1]))
        return FillReading(ColumnShare(words, width, height, side, fluid,
                                       at[0] if at is not None else None), tuple(absolute),
                           Stated(level[0], " ".join(
                               sentence.text[level[1][0]:level[1][1]].split()))
                           if level is not None else None)
    return FillReading()


def _level(sentence: str, at: int | None = None) -> tuple[float, tuple[int, int]] | None:
    """The fill's level in metres and its words' span ("to a depth of 10 cm"; with ``at``,
    the bottom's own length there: "the bottom 0.6 m of the column")."""
    for match in ([_BOTTOM.match(sentence, at)] if at is not None
                  else _LEVEL_AT.finditer(sentence)):
        if match is None:
            continue
        unit = unit_after(sentence, match.end("v"))
        if unit is not None and unit.kind == "length":
            return float(in_si(to_number(match.group("v")), unit)), (match.start(), unit.end)
    return None


def _gate_at(sentence: str) -> tuple[float, Literal["low", "high"], tuple[int, int]] | None:
    """A gate's distance from one end (m), that end, and the words' span."""
    match = _GATE_AT.search(sentence)
    if match is None:
        return None
    unit = unit_after(sentence, match.end("v"))
    if unit is None or unit.kind != "length":
        return None
    side: Literal["low", "high"] = "low" if match.group("side").lower() == "left" else "high"
    return float(in_si(to_number(match.group("v")), unit)), side, (match.start(),
                                                                   match.end("side"))


def with_fill(requirements: Requirements, reading: FillReading) -> Requirements:
    """``requirements`` holding the fill, and its level as the column's height unless one is
    stated already (a size in metres stated for the column wins over a share)."""
    height = requirements.column_height or reading.level
    if reading.fill is None:
        return replace(requirements, column_height=height)
    return replace(requirements, column_share=reading.fill, column_height=height)
