"""A rotation stated in words: "turns at 45 rpm", "spins at 1500 rev/min about its axis",
"omega 62.8 rad/s", "rpm = 120", "2 Hz rotor", "about the z axis through (0 0 0)",
"clockwise seen from +z".

Why here: a rate in rpm or rad/s was left unread in every case that turns (an MRF mixer, a
rotating frame, a turning mesh), so the tutorial's own rate stayed. The units are pint's; a
hertz, a radian or a degree per second is a rotation's only where the words of its sentence
speak of turning (they are a sine's or a wave's too).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from foam_agent.agents.spec.phrases import NUMBER, VECTOR, sentences, to_number, to_vector
from foam_agent.agents.spec.rotation import Rocking, Rotation
from foam_agent.agents.spec.units import registry
from foam_agent.foamcase.case.numbers import Vector
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
#: An angular speed's spellings and pint's name for each.
_UNITS: tuple[tuple[str, str], ...] = (
    (r"rpm|r\.p\.m\.?|r/min|rev(?:olution)?s?\s*(?:/|per|an?)\s*min(?:ute)?",
     "revolution / minute"),
    (r"rps|rev(?:olution)?s?\s*(?:/|per|an?)\s*s(?:ec(?:ond)?)?", "revolution / second"),
    (r"rad(?:ians?)?\s*(?:/|per)\s*s(?:ec(?:ond)?)?|rad\s*[.·]?\s*s\s*\^?\s*-\s*1",
     "radian / second"),
    (r"(?:deg(?:rees?)?|°)\s*(?:/|per)\s*s(?:ec(?:ond)?)?", "degree / second"),
    (r"Hz|hertz", "revolution / second"),
)
_UNIT = "|".join(f"(?P<u{index}>{pattern})" for index, (pattern, _) in enumerate(_UNITS))
#: Counts written in words before a rate's unit ("two revolutions per second"): the spec's
#: number words turn a small count into digits only before a unit of its own table, which
#: has no revolutions.
_COUNT_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
#: A rate's number: digits, a count word, or a multiple of pi ("pi rad/s", "0.5π rad/s").
_VALUE = (rf"(?:{NUMBER}\s*[*·×]?\s*)?(?:pi|π)(?![A-Za-z])|{NUMBER}|"
          rf"{'|'.join(_COUNT_WORDS)}")
_RATE = lazy_regex(rf"(?<![\w.])(?P<value>{_VALUE})\s*(?:{_UNIT})(?![A-Za-z])", _I)
#: Turns over a time: "one rev per 4 s", "a revolution every 8 seconds", "2 turns in 1 s",
#: "once every 2 s".
_PER_TIME = lazy_regex(
    rf"(?<![\w.])(?:(?P<value>{_VALUE}|an?)\s*(?:rev(?:olution)?s?|turns?)|(?P<value2>once|twice))"
    r"\s+(?:per|every|in)\s+"
    rf"(?P<time>{NUMBER})\s*(?P<unit>s(?:ec(?:onds?)?)?|min(?:utes?)?)\b", _I)


def _value(match: re.Match[str]) -> float:
    """A rate's number: digits, a count word ("a" is one, "twice" two), or a multiple of
    pi."""
    if match.groupdict().get("value2"):
        return 1.0 if match.group("value2").lower() == "once" else 2.0
    written = " ".join(match.group("value").split())
    lowered = written.lower()
    if lowered in ("a", "an"):
        return 1.0
    if lowered.endswith(("pi", "π")):
        factor = re.match(NUMBER, written)
        return (float(to_number(factor.group(0))) if factor else 1.0) * math.pi
    return float(_COUNT_WORDS.get(lowered, 0) or to_number(written))
#: "rpm = 120", "rpm 1000" (code form: the keyword first, in rpm).
_RPM_KEY = lazy_regex(rf"\brpm\s*(?:=|:|of|is)?\s*(?P<value>{NUMBER})(?!\w)(?!\.\d)", _I)
#: Words of turning: a hertz is a rotation's only beside one of them.
_TURNING = re.compile(r"\brotat\w*|\bspin\w*|\bturn(?:s|ing)?\b|\brevolv\w*|\brotors?\b|"
                      r"\bimpellers?\b|\bstirr\w*|\bMRF\b|\bSRF\b|\bpropellers?\b|\bfans?\b",
                      _I)
_AXIS_WORD = re.compile(r"\b(?:about|around|round)\s+(?:its\s+|the\s+)?(?P<sign>[+-])?"
                        r"(?P<axis>[xyz])[\s-]*axis\b", _I)
_AXIS_VECTOR = lazy_regex(rf"\b(?:rotation\s+)?axis(?:\s+of\s+rotation)?\s*(?:=|:|is)?\s*"
                          rf"(?:the\s+)?(?:vector\s+)?{VECTOR}", _I)
_ORIGIN = lazy_regex(rf"\b(?:through|origin|centred\s+(?:at|on)|centered\s+(?:at|on)|"
                     rf"about\s+the\s+point|pivot(?:ing)?\s+(?:at|about))\s*(?:=|:|is)?\s*"
                     rf"(?:the\s+point\s+)?(?:{VECTOR}|(?P<origin>the\s+origin))", _I)
_SENSE = lazy_regex(r"\b(?P<sense>counter[\s-]?clockwise|anti[\s-]?clockwise|clockwise)"
                    r"(?:\s*[(,]?\s*(?:as\s+|when\s+)?(?:seen|viewed|looking|looked)\s+"
                    r"(?:from|down)\s+(?:the\s+)?(?P<sign>[+-]|positive\s+|negative\s+)?"
                    r"(?P<axis>[xyz])(?:[\s-]*axis)?)?", _I)


#: Words saying every turning thing turns alike: a quantifier before a turning thing's noun or
#: "they", or "in the same direction" (not "the same direction as …", which keeps the case's).
_TOGETHER = re.compile(r"\b(?:both|all|each|every)\s+(?:of\s+)?(?:the\s+|its\s+|their\s+)?"
                       r"(?:\w+\s+)?(?:rotors?|impellers?|propellers?|fans?|blades?|paddles?|"
                       r"zones?|wheels?|discs?|disks?|them)\b|\bthey\s+both\b|"
                       r"\b(?:in\s+)?the\s+same\s+(?:direction|sense|way)\b(?!\s+as\b)", _I)
#: Words of turning back and forth: a rate there is a rocking's, never the steady rate.
_ROCKING = lazy_regex(r"\brock(?:s|ing|ed)?\b|\bback\s+and\s+forth\b|\bto\s+and\s+fro\b|"
                      r"\bswing(?:s|ing)?\b|\bsway(?:s|ing)?\b|\boscillat\w*", _I)
#: A clause break before a rocking word.
_BREAK = lazy_regex(r"[,;]\s*|\s(?:and|while|whilst|whereas)\s")
#: An angle (no rate): "30 degrees", "30°", "0.5 rad".
_ANGLE = lazy_regex(rf"(?<![\w.])(?P<value>{NUMBER})\s*(?P<unit>°|deg(?:rees?)?|rad(?:ians?)?)"
                    r"(?!\w)(?!\s*(?:/|per)\s*s)", _I)


@dataclass(frozen=True)
class RotationReading:
    """The rotation read and the spans its words take."""

    rotation: Rotation
    spans: tuple[tuple[int, int], ...]


def _unit_vector(axis: str, sign: str | None) -> Vector:
    value = -1.0 if (sign or "").strip().lower() in ("-", "negative") else 1.0
    index = "xyz".index(axis.lower())
    return (value if index == 0 else 0.0, value if index == 1 else 0.0,
            value if index == 2 else 0.0)


def _rocking_spans(text: str) -> list[tuple[int, int]]:
    """The parts of sentences that turn something back and forth by an angle: from the
    clause break before the rocking word to the sentence's end ("the table spins at 2 rev/s,
    and the tube rocks back and forth by 30 degrees at 30 rad/s": from "and the tube")."""
    found: list[tuple[int, int]] = []
    for span in sentences(_joined(text)):
        rocking = _ROCKING.search(span.text)
        if rocking is None:
            continue
        breaks = [match.end() for match in _BREAK.finditer(span.text, 0, rocking.start())]
        start = span.start + (breaks[-1] if breaks else 0)
        end = span.start + len(span.text)
        if _ANGLE.search(text, start, end):
            found.append((start, end))
    return found


def _rocking(text: str) -> tuple[Rocking, list[tuple[int, int]]] | None:
    """The rocking ``text`` states: its largest angle (degrees) and rate, with their spans."""
    for start, end in _rocking_spans(text):
        words = text[start:end]
        angle = _ANGLE.search(words)
        spans: list[tuple[int, int]] = []
        amplitude: float | None = None
        if angle is not None:
            quantity = registry().Quantity(float(to_number(angle.group("value"))),
                                           "degree" if not angle.group("unit").lower()
                                           .startswith("rad") else "radian")
            amplitude = float(f"{quantity.to('degree').magnitude:.6g}")
            spans.append((start + angle.start(), start + angle.end()))
        rate: float | None = None
        for match in _RATE.finditer(words):
            index = next(index for index in range(len(_UNITS)) if match.group(f"u{index}"))
            quantity = registry().Quantity(_value(match),
                                           _UNITS[index][1])
            rate = float(quantity.to("radian / second").magnitude)
            spans.append((start + match.start(), start + match.end()))
            break
        source = "; ".join(" ".join(text[a:b].split()) for a, b in spans)
        return Rocking(amplitude, rate, source), spans
    return None


def _joined(text: str) -> str:
    """``text`` with a line wrapped mid-sentence joined to the next (same length, so the
    offsets hold): "mode rotation about the y axis through\n(0.5 0 0.5) with omega = pi
    rad/s" is one sentence of turning."""
    return re.sub(r"(?<!\n)\n(?!\n|[ \t]*(?:[-*•]\s|\d+[.)]\s))", " ", text)


def _turning_sentence(text: str, position: int) -> bool:
    return any(span.start <= position < span.start + len(span.text)
               and _TURNING.search(span.text) for span in sentences(_joined(text)))


def _rate(text: str) -> tuple[float, str, tuple[int, int]] | None:
    """The first angular speed (rad/s), its words and span, outside a rocking's sentence."""
    rocking = _rocking_spans(text)
    for match in _RATE.finditer(text):
        if any(a <= match.start() < b for a, b in rocking):
            continue
        index = next(index for index in range(len(_UNITS)) if match.group(f"u{index}"))
        spelled = match.group(f"u{index}").lower()
        # rad/s, deg/s and Hz are also a sine's or a wave's: a rotation's only beside turning.
        if (spelled in ("hz", "hertz") or not _UNITS[index][1].startswith("revolution")) \
                and not _turning_sentence(text, match.start()):
            continue
        quantity = registry().Quantity(_value(match), _UNITS[index][1])
        return (float(quantity.to("radian / second").magnitude), match.group(0), match.span())
    for match in _PER_TIME.finditer(text):
        if any(a <= match.start() < b for a, b in rocking) \
                or not _turning_sentence(text, match.start()):
            continue
        seconds = float(to_number(match.group("time"))) * (
            60.0 if match.group("unit").lower().startswith("min") else 1.0)
        if seconds > 0:
            return 2 * math.pi * _value(match) / seconds, match.group(0), match.span()
    key = _RPM_KEY.search(text)
    if key is None:
        return None
    quantity = registry().Quantity(float(to_number(key.group("value"))), "revolution / minute")
    return float(quantity.to("radian / second").magnitude), key.group(0), key.span()


def read_rotation(text: str) -> RotationReading | None:
    """The rotation ``text`` states: its rate, and the axis, origin and sense said in a
    sentence about turning; None when it states none."""
    rate = _rate(text)
    spans: list[tuple[int, int]] = [rate[2]] if rate else []
    words = [rate[1]] if rate else []
    rocked = _rocking(text)
    if rocked is not None:
        spans += rocked[1]

    def ordered(*found: Iterable[re.Match[str]]) -> list[re.Match[str]]:
        """The matches of a sentence of turning first (a disc "centred at" elsewhere is no
        rotation's origin while the turning sentence names one); the others only when a rate
        is stated."""
        matches = [match for group in found for match in group]
        inside = [match for match in matches if _turning_sentence(text, match.start())]
        return inside + ([match for match in matches if match not in inside]
                         if rate is not None else [])

    axis: Vector | None = None
    origin: Vector | None = None
    sense: Literal[1, -1] | None = None
    seen_from: Vector | None = None
    for match in ordered(_AXIS_VECTOR.finditer(text), _AXIS_WORD.finditer(text)):
        if axis is None:
            axis = (to_vector(match) if match.groupdict().get("axis") is None
                    else _unit_vector(match.group("axis"), match.group("sign")))
            spans.append(match.span())
            words.append(match.group(0))
    for match in ordered(_ORIGIN.finditer(text)):
        if origin is None:
            origin = (0.0, 0.0, 0.0) if match.group("origin") else to_vector(match)
            spans.append(match.span())
            words.append(match.group(0))
    for match in ordered(_SENSE.finditer(text)):
        if sense is None:
            sense = 1 if match.group("sense").lower() != "clockwise" else -1
            if match.group("axis"):
                seen_from = _unit_vector(match.group("axis"), match.group("sign"))
            spans.append(match.span())
            words.append(match.group(0))
    if rate is None and axis is None and origin is None and rocked is None:
        return None
    if rocked is not None:
        words.append(rocked[0].source)
    rotation = Rotation(rate[0] if rate else None, "; ".join(" ".join(w.split()) for w in words),
                        axis=axis, origin=origin, sense=sense, seen_from=seen_from,
                        rocking=rocked[0] if rocked is not None else None,
                        subject=_clause_before(text, rate[2][0]) if rate else "",
                        together=any(_turning_sentence(text, match.start())
                                     for match in _TOGETHER.finditer(text)))
    return RotationReading(rotation, tuple(spans))


def _clause_before(text: str, position: int) -> str:
    """The words of ``position``'s clause before it: what a rate there is said of."""
    start = max(text.rfind(mark, 0, position) for mark in ",;.:\n") + 1
    return " ".join(text[start:position].split())
