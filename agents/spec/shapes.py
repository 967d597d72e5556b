"""Sizes of the followed case's own shape: "a 15 degree wedge", "a pipe of 2 in diameter".

Why a reader of its own: no generated geometry holds a wedge or a pipe (agents/geometry makes
channels, bodies in them and airfoils), so the geometry reader left these "not understood".
They are read here so the author can re-make the followed case's wedge or pipe where its mesh
says how (wedge15Ma5's ramp, pipeCyclic's ``radius``) and the audit can compare the stated
size with the case's in every other case.

A size is the pipe's only when it is said of the pipe's noun: right after it ("a straight pipe
1 m in diameter", "a pipe 5 cm across", "a pipe with an inside diameter of 25 mm", "a pipe
whose bore is 2 in") or right before it with a word naming a diameter ("a 3-inch-diameter
pipe", "a 50 mm bore pipe"). A length of the pipe ("2 m long") or a size said of another noun
("a pipe with a 5 cm orifice", "a tank 1 m across fed by a pipe") is no diameter and is left
to the other readers, or unread.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from foam_agent.agents.spec.dimensionless import LengthMention, length_unit
from foam_agent.agents.spec.phrases import NUMBER
from foam_agent.agents.spec.stated import Requirements, Stated
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
_DEGREES = r"\s*(?:°|deg(?:ree)?s?\b)"
#: "15 degree wedge", "15° wedge", "a wedge with a half-angle of 10 degrees", "wedge angle 15°".
_WEDGE = lazy_regex(
    rf"(?<![\w.])(?P<a>{NUMBER}){_DEGREES}\s*-?\s*(?:half\s*-?\s*angle\s+)?wedge\b|"
    rf"\bwedge\s+(?:with\s+)?(?:an?\s+|its\s+)?(?:half\s*-?\s*)?angle\s*(?:of|=|:|is)?\s*"
    rf"(?P<b>{NUMBER}){_DEGREES}", _I)
#: A request about flow in a pipe (not a shock tube, whose "tube" has no diameter to apply).
_PIPE = lazy_regex(r"\bpipe\b|\b(?<!shock\s)tube\b(?!\s*(?:bundle|bank))", _I)
_PIPE_NOUN = r"\b(?:pipe|tube)\b"
#: A length whose own words end in another dimension is no diameter ("1 m in diameter and 10 m
#: long": the lengths read named the 10 m a diameter by the word before it).
_OTHER_SIZE = lazy_regex(r"\b(?:long|length|wide|width|high|height|tall|deep|depth|thick)$", _I)
_DIAMETER_WORD = r"(?:(?:inner|inside|internal)\s+)?(?:diameter|bore|ID)\b"
#: A diameter named after the pipe's noun, then its value ("pipe with an inside diameter of
#: 25 mm", "pipe whose bore is 2 in", "pipe, diameter 0.1 m").
_NAMED_AFTER = lazy_regex(
    rf"{_PIPE_NOUN}\s*,?\s*(?:(?:with|of|has|having)\s+(?:an?\s+|its\s+)?|whose\s+|(?:its\s+))?"
    rf"{_DIAMETER_WORD}\s*(?:of|=|:|is)?\s*(?P<n>{NUMBER})", _I)
#: A value right after the pipe's noun, its unit followed by a word saying it is the diameter
#: ("pipe 1 m in diameter", "pipe that is 5 cm across").
_VALUE_AFTER = lazy_regex(
    rf"{_PIPE_NOUN}\s*,?\s*(?:(?:that|which)\s+is\s+|is\s+|of\s+)?(?P<n>{NUMBER})", _I)
_SAYS_DIAMETER = lazy_regex(r"\s*(?:-\s*)?(?:in\s+diameter|across|diameter|bore|ID|in\s+bore)\b",
                            _I)
#: A value before the pipe's noun with a word naming a diameter ("a 50 mm bore pipe").
_VALUE_BEFORE = lazy_regex(
    rf"(?<![\w.])(?P<n>{NUMBER})(?P<rest>[^.;,]{{0,24}}?){_PIPE_NOUN}", _I)


@dataclass(frozen=True)
class ShapeSizes:
    """A wedge angle (degrees) and a pipe diameter (m) the request states, and the spans."""

    wedge_angle: Stated[float] | None = None
    pipe_diameter: Stated[float] | None = None
    spans: tuple[tuple[int, int], ...] = ()


def read_shapes(text: str, lengths: tuple[LengthMention, ...]) -> ShapeSizes:
    """The wedge angle and the pipe diameter of ``text``; ``lengths`` are the lengths read."""
    spans: list[tuple[int, int]] = []
    angle = None
    wedge = _WEDGE.search(text)
    if wedge is not None:
        value = float(wedge.group("a") or wedge.group("b"))
        angle = Stated(value, " ".join(wedge.group(0).split()))
        spans.append((wedge.start(), wedge.end()))
    diameter = None
    if _PIPE.search(text) and not re.search(r"\bshock\s*-?\s*tube\b", text, _I):
        owned = pipe_size(text)
        named = next((item for item in lengths if "diameter" in item.names
                      and not _OTHER_SIZE.search(item.phrase)), None)
        if owned is not None:
            diameter = Stated(owned[0], " ".join(text[owned[1]:owned[2]].split()))
            spans.append((owned[1], owned[2]))
        elif named is not None:
            diameter = Stated(named.value, named.phrase)
            spans.append((named.start, named.end))
    return ShapeSizes(angle, diameter, tuple(spans))


def pipe_size(text: str) -> tuple[float, int, int] | None:
    """The diameter (m) said of the pipe's noun in ``text``, with where its words are."""
    for match in _NAMED_AFTER.finditer(text):
        unit = length_unit(text, match.end("n"))
        if unit is not None and unit.kind == "length":
            return unit.to_si(float(match.group("n"))), match.start(), unit.end
    for match in _VALUE_AFTER.finditer(text):
        unit = length_unit(text, match.end("n"))
        says = _SAYS_DIAMETER.match(text, unit.end) if unit is not None else None
        if unit is not None and unit.kind == "length" and says is not None:
            return unit.to_si(float(match.group("n"))), match.start(), says.end()
    for match in _VALUE_BEFORE.finditer(text):
        unit = length_unit(text, match.end("n"))
        if unit is None or unit.kind != "length":
            continue
        between = text[unit.end:match.end("rest")]
        if re.fullmatch(rf"\s*(?:-\s*)?{_DIAMETER_WORD}\s*(?:-\s*)?", between, _I):
            return unit.to_si(float(match.group("n"))), match.start(), match.end()
    return None


def with_shapes(requirements: Requirements, shapes: ShapeSizes) -> Requirements:
    """``requirements`` holding the shape sizes read."""
    if shapes.wedge_angle is None and shapes.pipe_diameter is None:
        return requirements
    return replace(requirements, wedge_angle=shapes.wedge_angle,
                   pipe_diameter=shapes.pipe_diameter)
