"""Several phases at the start in parts side by side, each part a stack of layers: "in the left
15 cm stands a column: a 6 cm layer of mercury at the bottom and water on top of it up to
30 cm; right next to it, from 15 cm to 29 cm, a column of oil 25 cm tall; air everywhere
else", "x = 0-0.2 m: bottom 5 cm mercury, the rest water, 0.3 m tall".

Why a reader of its own: the column and fill readers size the one box a two-phase case fills;
a four-phase dam break keeps one box per phase, and its start was said as parts across the
tank (a length from the left wall, two lengths or two coordinates) holding layers up from the
floor (a layer's thickness, the level a layer reaches, the part's height). Each layer becomes
a box of its phase (``PhaseBox``); the fluid said of everywhere else is the phase of the
cells no box selects. A part whose layers' heights are not all said is not read (its words
stay not understood): a box is never guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Literal

from foam_agent.agents.spec.materials import phase_fluids, phase_key
from foam_agent.agents.spec.phrases import NUMBER, in_si, to_number, unit_after
from foam_agent.agents.spec.region_value import PhaseBox, PhaseLayout
from foam_agent.agents.spec.stated import Extent, Requirements, Stated
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
_N = rf"(?P<v>{NUMBER})"
#: A part across the tank: "in the left 15 cm", "the right-hand 0.1 m".
_SIDE = lazy_regex(rf"\b(?P<side>left|right)(?:\s*-?\s*(?:hand|most))?\s+{_N}(?=\s*[a-z])", _I)
#: A part between two lengths from the left wall or two coordinates: "from 15 cm to 29 cm",
#: "from x = 0.1461 m to x = 0.25 m", "x = 0-0.1461 m", "between x = 0.2 and 0.3 m".
_SPAN = lazy_regex(
    rf"\b(?:(?:from|between)\s+(?:(?P<axis>[xyz])\s*=\s*)?(?P<lo>{NUMBER})(?P<lu>\s*[a-z]+)?"
    rf"\s+(?:to|and)\s+(?:[xyz]\s*=\s*)?(?P<hi>{NUMBER})|"
    rf"(?P<axis2>[xyz])\s*=\s*(?P<lo2>{NUMBER})(?P<lu2>\s*[a-z]+)?\s*(?:-|–|\.\.|to)\s*"
    rf"(?P<hi2>{NUMBER}))", _I)
#: A sentence's end (a full stop, not a decimal point).
_END = lazy_regex(r"\.(?=\s|$)")
#: The fluid of every cell no part holds: "air everywhere else", "the rest of the tank is air".
_REST_AFTER = lazy_regex(r"\s*(?:everywhere\s+else|elsewhere|in\s+the\s+rest\s+of\s+the\s+"
                         r"(?:tank|domain|box))\b", _I)
_REST_BEFORE = lazy_regex(r"\b(?:the\s+rest\s+of\s+the\s+(?:tank|domain|box)|everything\s+"
                          r"else|all\s+the\s+rest)\s+(?:is\s+|holds\s+)?(?:filled\s+with\s+)?"
                          r"$", _I)
#: A layer from the floor: "a 6 cm layer of mercury", "bottom 5 cm (is) mercury", "whose
#: bottom 0.06 m is mercury".
_BOTTOM = lazy_regex(
    rf"\b(?:an?\s+)?{_N}(?=\s*[a-z]+\s+(?:thick\s+|deep\s+)?layer\s+of\s+)|"
    rf"\bbottom\s+(?P<b>{NUMBER})(?=\s*[a-z]+\s+(?:of\s+it\s+|of\s+the\s+\w+\s+)?"
    rf"(?:is|are|:|holds?|of)\s)", _I)
#: A layer reaching a level: "water on top of it up to 30 cm", "oil above it to y = 0.3 m".
_UP_TO = lazy_regex(rf"\b(?:on\s+top(?:\s+of\s+(?:it|that|this))?|above(?:\s+(?:it|that))?)"
                    rf"\s+(?:up\s+)?to\s+(?:[xyz]\s*=\s*)?{_N}", _I)
#: The layer filling the rest of the part: "and the rest water".
_REST_OF_PART = lazy_regex(r"\bthe\s+rest\s+(?:of\s+it\s+)?(?:is\s+)?$", _I)
#: The part's height: "0.30 m tall", "25 cm high", "up to 30 cm".
_HEIGHT = lazy_regex(rf"(?<![\w.]){_N}(?=\s*[a-z]+\s+(?:tall|high)\b)", _I)
_TALL = lazy_regex(r"\s+(?:tall|high)\b", _I)


@dataclass(frozen=True)
class _Part:
    """A part across the tank: where it runs and the words it is said in."""

    across: tuple[float, float]
    end: Literal["low", "high", "coordinates"]
    axis: int | None
    start: int
    stop: int
    words: tuple[int, int]


def read_phase_layers(text: str) -> tuple[PhaseLayout | None, tuple[tuple[int, int], ...]]:
    """The parts and layers of phases ``text`` says the tank starts with, and the spans of
    their words; None where it says fewer than two boxes of phases, or a part whose
    layers' heights it does not all say."""
    flat = text.replace("\n", " ")
    parts = _parts(flat)
    if not parts:
        return None, ()
    rest = _rest(flat)
    spans: list[tuple[int, int]] = [part.words for part in parts]
    boxes: list[PhaseBox] = []
    for part in parts:
        stop = min(part.stop, rest[1][0]) if rest and part.start < rest[1][0] else part.stop
        found = _layers(flat, part.start, stop)
        if found is None:
            return None, ()
        for fluid, low, high, words in found:
            spans.extend(words)
            boxes.append(PhaseBox(fluid, part.across, part.end, (low, high), part.axis))
    if len(boxes) < 2 or len({box.fluid for box in boxes}) < 2:
        return None, ()
    if rest is not None:
        spans.append(rest[1])
    spans.sort()
    source = " ".join(flat[spans[0][0]:spans[-1][1]].split())
    return PhaseLayout(tuple(boxes), rest[0] if rest else None, source), tuple(spans)


def _parts(text: str) -> list[_Part]:
    """Each part across the tank with the stretch of words its layers are said in: from its
    sentence's start (or the previous part's end) to the next part or its sentence's end."""
    found: list[tuple[tuple[float, float], Literal["low", "high", "coordinates"], int | None,
                      int, int]] = []
    for match in _SIDE.finditer(text):
        unit = unit_after(text, match.end("v"))
        if unit is not None and unit.kind == "length":
            end: Literal["low", "high"] = "low" if match.group("side").lower() == "left" \
                else "high"
            found.append(((0.0, float(in_si(to_number(match.group("v")), unit))), end, None,
                          match.start(), unit.end))
    for match in _SPAN.finditer(text):
        second = match.group("lo") is None
        low_text, high_text = (match.group("lo2"), match.group("hi2")) if second \
            else (match.group("lo"), match.group("hi"))
        axis_text = match.group("axis2") if second else match.group("axis")
        unit = unit_after(text, match.end("hi2" if second else "hi"))
        if unit is None or unit.kind != "length" or any(
                start <= match.start() < stop for *_, start, stop in found):
            continue
        low_unit = unit_after(text, match.end("lo2" if second else "lo"))
        low = float(in_si(to_number(low_text), low_unit if low_unit is not None
                          and low_unit.kind == "length" else unit))
        high = float(in_si(to_number(high_text), unit))
        if low < high:
            found.append(((low, high), "coordinates" if axis_text else "low",
                          "xyz".index(axis_text.lower()) if axis_text else None,
                          match.start(), unit.end))
    found.sort(key=lambda item: item[3])
    ends = [match.start() for match in _END.finditer(text)] + [len(text)]
    parts: list[_Part] = []
    previous = 0
    for index, (across, end_, axis, start, stop) in enumerate(found):
        sentence_start = max([0, *(at + 1 for at in ends if at < start)])
        sentence_end = min(at for at in ends if at >= stop)
        following = found[index + 1][3] if index + 1 < len(found) else len(text)
        begin = max(sentence_start, previous)
        finish = min(sentence_end, following)
        parts.append(_Part(across, end_, axis, begin, finish, (start, stop)))
        previous = finish
    return parts


def _rest(text: str) -> tuple[str, tuple[int, int]] | None:
    """The fluid said of every cell no part holds, and its span."""
    for match in phase_fluids(text):
        after = _REST_AFTER.match(text, match.end())
        if after is not None:
            return phase_key(match.group(0)), (match.start(), after.end())
        before = _REST_BEFORE.search(text, 0, match.start())
        if before is not None:
            return phase_key(match.group(0)), (before.start(), match.end())
    return None


def _length(text: str, match: re.Match[str], group: str) -> tuple[float, int] | None:
    """A length in metres said at ``group`` of ``match``, and where its words end (its unit,
    and "tall" or "high" after it)."""
    unit = unit_after(text, match.end(group))
    if unit is None or unit.kind != "length":
        return None
    word = _TALL.match(text, unit.end)
    return float(in_si(to_number(match.group(group)), unit)), \
        word.end() if word is not None else unit.end


def _layers(text: str, start: int, stop: int
            ) -> list[tuple[str, float, float, list[tuple[int, int]]]] | None:
    """The layers of one part, bottom up: (fluid, low, high above the floor in metres, the
    spans of its words); None when a layer's height is not said."""
    fluids = phase_fluids(text, start, stop)
    if not fluids:
        return None
    bottom: tuple[str, float, list[tuple[int, int]]] | None = None
    for match in _BOTTOM.finditer(text, start, stop):
        group = "v" if match.group("v") is not None else "b"
        said = _length(text, match, group)
        fluid = next((item for item in fluids if item.start() >= (said[1] if said else 0)),
                     None)
        if said is not None and fluid is not None:
            bottom = (phase_key(fluid.group(0)), said[0], [(match.start(), fluid.end())])
            break
    height = next(((said, match) for match in _HEIGHT.finditer(text, start, stop)
                   if (said := _length(text, match, "v")) is not None), None)
    if bottom is None:
        # One fluid up to the part's height.
        keys = {phase_key(item.group(0)) for item in fluids}
        level = next(((said, match) for match in _UP_TO.finditer(text, start, stop)
                      if (said := _length(text, match, "v")) is not None), None)
        top = height or level
        if len(keys) != 1 or top is None:
            return None
        return [(keys.pop(), 0.0, top[0][0], [fluids[0].span(), (top[1].start(), top[0][1])])]
    layers = [(bottom[0], 0.0, bottom[1], bottom[2])]
    upper = [item for item in fluids if phase_key(item.group(0)) != bottom[0]]
    if len(upper) != 1:
        return None
    fluid = upper[0]
    reach = _UP_TO.match(text, _after_spaces(text, fluid.end()))
    said = _length(text, reach, "v") if reach is not None else None
    if said is not None:
        layers.append((phase_key(fluid.group(0)), bottom[1], said[0],
                       [(fluid.start(), said[1])]))
        return layers
    if _REST_OF_PART.search(text, start, fluid.start()) is not None and height is not None:
        rest = _REST_OF_PART.search(text, start, fluid.start())
        assert rest is not None
        layers.append((phase_key(fluid.group(0)), bottom[1], height[0][0],
                       [(rest.start(), fluid.end()), (height[1].start(), height[0][1])]))
        return layers
    return None


def _after_spaces(text: str, at: int) -> int:
    """``at`` moved past spaces and commas."""
    while at < len(text) and text[at] in " ,":
        at += 1
    return at


def with_layout(requirements: Requirements, layout: PhaseLayout) -> Requirements:
    """``requirements`` holding the phases' layout."""
    return replace(requirements, phase_layout=layout)


def without_layout_sizes(requirements: Requirements) -> Requirements:
    """``requirements`` with a domain extent without the sizes read from the layout's words
    (a part's "0.25 m tall" is no tank's height); applied once the extent is read."""
    if requirements.phase_layout is None:
        return requirements
    return replace(requirements, extent=_without_layout(requirements.extent,
                                                         requirements.phase_layout))


def _without_layout(extent: Stated[Extent] | None, layout: PhaseLayout
                    ) -> Stated[Extent] | None:
    """``extent`` without the pieces said in the layout's words: all of it when every piece
    is the layout's, else the axes whose size is one of the layout's lengths."""
    if extent is None:
        return None
    pieces = extent.source.split("; ")
    theirs = [piece for piece in pieces if piece in layout.source]
    if not theirs:
        return extent
    if len(theirs) == len(pieces):
        return None
    lengths = [value for box in layout.boxes for value in (
        box.up[1], box.up[1] - box.up[0], box.across[1], box.across[1] - box.across[0])]
    sizes, roles = list(extent.value.sizes), list(extent.value.roles)
    for axis, size in enumerate(sizes):
        if size is not None and any(abs(float(size) - value) <= 1e-9 for value in lengths):
            sizes[axis], roles[axis] = None, None
    if all(item is None for item in sizes):
        return None
    return Stated(replace(extent.value, sizes=(sizes[0], sizes[1], sizes[2]),
                          roles=(roles[0], roles[1], roles[2])),
                  "; ".join(piece for piece in pieces if piece not in theirs))
