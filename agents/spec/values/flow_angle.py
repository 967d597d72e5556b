"""The angle a flow is stated at: "angle of attack 6 degrees", "at -2 deg AoA", "1.2 m/s at
30 degrees to the x axis", "inclined at 0.1 rad to the horizontal", "pitched up 4°".

Why a reader of its own: an angle said for the flow is a direction, and the readers of values
know only axes ("in the x direction"). A followed airfoil case that kept its own 8° stream
ended ``solved`` with the 6° the request asked unread by any editor; reading the angle as a
direction in the plane it names lets the free stream and the initial field be turned to it and
audited as vectors.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from foam_agent.agents.spec.phrases import sentences
from foam_agent.agents.spec.stated import Vector
from foam_agent.agents.spec.units import registry
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
_N = r"[-+\u2212]?(?:\d+(?:\.\d+)?|\.\d+)"
#: An angle's unit; "°C" and "deg F" are temperatures, not angles.
_UNIT = (r"(?P<unit>°|º|degrees?|degs?|radians?|rad)(?![A-Za-z])"
         r"(?!\s*(?:[CFK]|Celsius|Fahrenheit|Kelvin)\b)")
_ATTACK = r"(?:angles?\s+of\s+attack|attack\s+angle|AoA|incidence|pitch(?:\s+angle)?)"
#: "angle of attack 6 degrees", "AoA = -2 deg", "an incidence of 5°", "pitch angle 3°" (a pitch
#: only with its unit: "a pitch of 0.5 m" is a length).
_ATTACK_FIRST = lazy_regex(
    rf"\b(?:(?P<pitch_word>pitch(?:\s+angle)?)|{_ATTACK})\s*(?:of|=|:|is|at)?\s*"
    rf"(?:alpha\s*=\s*)?(?P<value>{_N})\s*{_UNIT}?", _I)
#: "6 degrees angle of attack", "-2 deg AoA", "4° of incidence", "pitched up 4°".
_ATTACK_AFTER = lazy_regex(
    rf"(?<![\w.])(?P<value>{_N})\s*{_UNIT}\.?\s+(?:of\s+)?{_ATTACK}\b|"
    rf"\bpitched\s+(?:(?P<down>(?:nose\s+)?down)|(?:nose\s+)?up)?\s*(?:by\s+|at\s+)?"
    rf"(?P<pitch>{_N})\s*(?P<pitch_unit>°|º|degrees?|degs?|radians?|rad)(?![A-Za-z])", _I)
#: "at 30 degrees to the x axis", "inclined at 10° from the horizontal", "0.2 rad above +x".
_TO_AXIS = lazy_regex(
    rf"(?<![\w.])(?P<value>{_N})\s*{_UNIT}\s+(?:to|from|with|off|above|relative\s+to)\s+"
    r"(?:the\s+)?(?:(?P<axis>[+]?[xyz])(?:[\s-]*(?:axis|direction))?\b|(?P<horizontal>horizontal))",
    _I)
#: "inclined at 15° upwards", "angled 5 degrees downward", "a flow angle of 10°": from x,
#: in a sentence of flow (a wind's direction is a compass bearing, not read here).
_INCLINED = lazy_regex(
    rf"\b(?:(?:inclined|angled)\s+(?:at\s+|by\s+)?|(?:flow|inflow|stream)\s+"
    rf"(?:angle|direction)\s*(?:of|=|:|is|at)?\s*)(?P<value>{_N})\s*{_UNIT}"
    r"(?:\s+(?:(?P<down>down\w*|below)|up\w*|above)\b)?", _I)
#: Words of a flow: an angle to an axis is the flow's only in a sentence with one of them …
_FLOWING = lazy_regex(r"\b(?:flow\w*|stream\w*|velocity|wind|jet|inflow|current|blow\w*|"
                      r"speed|U)\b|m/s", _I)
#: … and none of these, whose angles are a body's or gravity's ("the plate at 10 degrees to
#: x", "g at 5 degrees to -y", "the tank tilted"), or a blade's pitch.
_NOT_FLOWING = lazy_regex(r"\b(?:gravity|g\s*=|tilt\w*|plate|wall|blades?|mesh|domain|"
                          r"surface)\b", _I)
#: The axis an angle turns towards from the axis it is measured from (in the x-y plane for
#: x and y, the x-z plane for z): a 2D case lies in x-y, so "to the y axis" leans towards +x.
_TOWARDS = {0: 1, 1: 0, 2: 0}


@dataclass(frozen=True)
class FlowAngle:
    """An angle stated for the flow.

    Attributes:
        radians: The angle, turning ``axis`` towards ``towards`` (positive nose up for an
            angle of attack: the stream comes from below).
        axis: The axis (0, 1, 2) it is measured from.
        towards: The axis it turns towards.
        phrase: The request's words.
        span: Where they are in the text.
    """

    radians: float
    axis: int
    towards: int
    phrase: str
    span: tuple[int, int]

    @property
    def degrees(self) -> float:
        """The angle in degrees, for the notes and the audit."""
        return math.degrees(self.radians)

    @property
    def direction(self) -> Vector:
        """The unit vector of the stream."""
        vector = [0.0, 0.0, 0.0]
        vector[self.axis] = math.cos(self.radians)
        vector[self.towards] = math.sin(self.radians)
        return (vector[0], vector[1], vector[2])


def _radians(value: str, unit: str | None) -> float:
    number = float(value.replace("\u2212", "-"))
    spelled = "degree" if unit is None or unit.lower().startswith(("°", "º", "deg")) \
        else "radian"
    return float(registry().Quantity(number, spelled).to("radian").magnitude)


def flow_angles(text: str) -> tuple[FlowAngle, ...]:
    """Every angle ``text`` states for a flow, in order; an angle of attack is measured from
    x towards y (airFoil2D's plane: x downstream, y up)."""
    found: list[FlowAngle] = []
    taken: list[tuple[int, int]] = []

    def add(match: re.Match[str], radians: float, axis: int) -> None:
        if any(low < match.end() and match.start() < high for low, high in taken):
            return
        taken.append(match.span())
        found.append(FlowAngle(radians, axis, _TOWARDS[axis], " ".join(match.group(0).split()),
                               match.span()))

    def flowing(match: re.Match[str]) -> bool:
        sentence = next((span.text for span in sentences(text)
                         if span.start <= match.start() < span.start + len(span.text)), "")
        return bool(_FLOWING.search(sentence)) and not _NOT_FLOWING.search(sentence)

    for match in _TO_AXIS.finditer(text):
        if not flowing(match):
            continue
        axis = 0 if match.group("horizontal") else "xyz".index(
            match.group("axis").lstrip("+").lower())
        add(match, _radians(match.group("value"), match.group("unit")), axis)
    for match in _INCLINED.finditer(text):
        if flowing(match):
            sign = -1.0 if match.group("down") else 1.0
            add(match, sign * _radians(match.group("value"), match.group("unit")), 0)
    for match in _ATTACK_AFTER.finditer(text):
        if match.group("pitch") is not None:
            sign = -1.0 if match.group("down") else 1.0
            add(match, sign * abs(_radians(match.group("pitch"), match.group("pitch_unit"))), 0)
        else:
            add(match, _radians(match.group("value"), match.group("unit")), 0)
    for match in _ATTACK_FIRST.finditer(text):
        if match.group("pitch_word") and (match.group("unit") is None or re.search(
                r"\bblades?\W+$", text[max(0, match.start() - 12):match.start()], _I)):
            continue
        add(match, _radians(match.group("value"), match.group("unit")), 0)
    return tuple(sorted(found, key=lambda angle: angle.span))
