"""Two fluids side by side at the start, each said by the length it fills from one end of the
tank: "a gate at x = 6 m keeps salt water in the right-hand 4 m and fresh water in the left
6 m", "left 3 m brine, rest fresh water", "the right 2.5 ft of the tank holds the oil".

Why a reader of its own: the fill reader (``foam_agent.agents.spec.fills``) reads shares of the
tank ("the left third") and a gate placed from one end; a region said in metres from a side,
with its fluid before it or after it, and the other side's fluid and length with it, was left
not understood and the tutorial's gate stayed. Each side is the box setFields fills or its
complement, decided by binding the fluid to the case's phases (``fill_sizes.fill_targets``);
the other side's length and a gate's coordinate are further sizes of the same box, so the
editor writes them and the audit holds the box against every one (lengths that disagree with
the case's tank are an unmet row, never dropped).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from foam_agent.agents.spec.fills import FillReading
from foam_agent.agents.spec.materials import phase_fluids, phase_key
from foam_agent.agents.spec.phrases import NUMBER, in_si, sentences, to_number, unit_after
from foam_agent.agents.spec.region_value import ColumnShare
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
#: A side of the tank and a length from it: "the right-hand 4 m", "left 3 m", "the leftmost
#: 20 cm of the tank".
_SIDE_LENGTH = lazy_regex(
    rf"\b(?P<side>left|right)(?:\s*-?\s*(?:hand|most))?\s+(?P<v>{NUMBER})(?=\s*[a-zA-Z])", _I)
#: What may follow the length before the fluid named after it: "of the tank (is|holds)".
_OF_TANK = lazy_regex(r"\s*(?:of\s+(?:the|its)\s+\w+\s*)?(?:(?:is|are|holds?|has|contains?)\s+"
                      r"|:\s*|with\s+)?(?:the\s+)?", _I)
#: The rest of the tank: "rest fresh water", "the rest is air", "fresh water elsewhere".
_REST_BEFORE = lazy_regex(r"\b(?:the\s+)?(?:rest|remainder)(?:\s+of\s+the\s+\w+)?\s*"
                          r"(?:is|are|holds?|:|with)?\s*(?:the\s+)?$", _I)
_REST_AFTER = lazy_regex(r"\s*(?:\([^()]*\)\s*)?(?:elsewhere|everywhere\s+else|"
                         r"in\s+the\s+rest\b)", _I)
#: A gate placed by its coordinate: "a gate at x = 6 m", "the partition sits at x = 3 m".
_GATE = lazy_regex(rf"\b(?:gate|lock|partition|barrier|divider)\b[^.;,]{{0,20}}?\bat\s+"
                   rf"(?P<axis>[xyz])\s*=\s*(?P<v>{NUMBER})", _I)
#: The gate taken away when the run starts: the start state the fill is ("the gate is pulled
#: at time zero", "the barrier is removed at t = 0").
_OPENED = lazy_regex(r"\b(?:the\s+)?(?:gate|lock|partition|barrier|divider)\s+(?:is\s+|gets\s+)?"
                     r"(?:pulled|removed|lifted|opened|raised|withdrawn)(?:\s+(?:out|away|up))?"
                     r"\s+(?:at\s+(?:time\s+(?:zero|0)|t\s*=\s*0(?:\s*s)?|the\s+start)|"
                     r"instantly|instantaneously)", _I)


@dataclass(frozen=True)
class _Side:
    """One side's fill: its fluid, end, length (m) and the spans of its fluid's and its
    length's words (a fluid's values said between them are their own readers')."""

    fluid: str
    side: Literal["low", "high"]
    length: float
    spans: tuple[tuple[int, int], ...]


def read_side_fill(text: str) -> FillReading:
    """The first sentence holding a fluid in a length from one end of the tank: that side as
    the fill (its length, its end, its fluid), the other side's fluid and length, and the
    gate's coordinate said with them. A sentence with two regions on one end is not read
    (which one the box is is not said)."""
    flat = text.replace("\n", " ")
    for sentence in sentences(flat):
        sides = _sides(sentence.text)
        if not sides or len({side.side for side in sides}) != len(sides):
            continue
        first = sides[0]
        other = sides[1] if len(sides) > 1 else None
        spans = [span for side in sides for span in side.spans]
        rest = _rest(sentence.text, spans) if other is None else None
        if rest is not None:
            spans.append(rest[1])
        gate = _GATE.search(sentence.text)
        gate_at: tuple[int, float] | None = None
        if gate is not None:
            unit = unit_after(sentence.text, gate.end("v"))
            if unit is not None and unit.kind == "length":
                gate_at = ("xyz".index(gate.group("axis").lower()),
                           float(in_si(to_number(gate.group("v")), unit)))
                spans.append((gate.start(), unit.end))
        spans.sort()
        words = " ".join(sentence.text[spans[0][0]:spans[-1][1]].split())
        absolute = tuple((sentence.start + start, sentence.start + end) for start, end in spans)
        # The gate's opening may stand in a clause of its own ("…; the gate is pulled at
        # time zero").
        absolute += tuple(match.span() for match in _OPENED.finditer(flat))
        return FillReading(ColumnShare(
            words, side=first.side, fluid=first.fluid, at=first.length,
            rest=other.fluid if other is not None else (rest[0] if rest else None),
            rest_at=other.length if other is not None else None, gate=gate_at), absolute)
    return FillReading()


def _sides(sentence: str) -> list[_Side]:
    """Each length from a side with a fluid: the last fluid named since the previous side
    ("salt water … in the right-hand 4 m"), else the first right after the length ("left
    3 m brine"). A length with no fluid of its own is none."""
    found: list[_Side] = []
    fluids = phase_fluids(sentence)
    previous = 0
    for match in _SIDE_LENGTH.finditer(sentence):
        unit = unit_after(sentence, match.end("v"))
        if unit is None or unit.kind != "length":
            continue
        length = float(in_si(to_number(match.group("v")), unit))
        end = unit.end
        before = [item for item in fluids if previous <= item.start()
                  and item.end() <= match.start() and ";" not in sentence[item.end():
                                                                       match.start()]]
        after = _OF_TANK.match(sentence, end)
        named = next((item for item in fluids if after is not None
                      and item.start() == after.end()), None)
        spans: tuple[tuple[int, int], ...]
        if before:
            fluid = before[-1]
            spans = (fluid.span(), (match.start(), end))
        elif named is not None:
            fluid, spans = named, ((match.start(), named.end()),)
        else:
            continue
        side: Literal["low", "high"] = "low" if match.group("side").lower() == "left" \
            else "high"
        found.append(_Side(phase_key(fluid.group(0)), side, length, spans))
        previous = max(stop for _, stop in spans)
    return found


def _rest(sentence: str, spans: list[tuple[int, int]]) -> tuple[str, tuple[int, int]] | None:
    """The fluid the sentence says of the rest of the tank ("rest fresh water", "air
    elsewhere") after the fill's words, and its span."""
    after = max(end for _, end in spans)
    for match in phase_fluids(sentence, after):
        said = _REST_BEFORE.search(sentence[after:match.start()])
        if said is not None:
            return phase_key(match.group(0)), (after + said.start(), match.end())
        tail = _REST_AFTER.match(sentence, match.end())
        if tail is not None:
            return phase_key(match.group(0)), (match.start(), tail.end())
    return None
