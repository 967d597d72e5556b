"""A 2-D inlet's flow stated per unit span ("0.0254 m^3/s per metre of span", "a mass flow of
0.4572 kg/s per metre of span") and the inlet height it passes through, which together fix
the inlet's mean speed (``foamcase.catalog.derivations.SPAN_FLOW_SPEED``).

Why a module of its own: engineers give a planar channel's flow per metre of span, never a
speed, and the case holds only the inlet's velocity; the unit alone (m^3/s per metre is
m^2/s) would read as a kinematic viscosity. The flow is recognised by its dimensions (a
volume or mass per time, through pint) before a "per metre of span" and the height by the
inlet it is said of ("the 25.4 mm high inlet", "inlet channel 25.4 mm tall", "inlet height
of 1 in"); where the request gives no height the flow is read and said not applied, never
divided by a guess.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from foam_agent.agents.spec.phrases import NUMBER, to_number
from foam_agent.agents.spec.units import dimensioned_unit, registry
from foam_agent.foamcase.catalog.derivations import (
    SPAN_FLOW_SPEED,
    SPAN_MASS_FLOW_SPEED,
    Formula,
)
from foam_agent.foamcase.lazy_pattern import lazy_regex

_FLAGS = re.IGNORECASE
#: "per metre of span", "/m of width", "per unit span", "per ft of depth": the flow is per
#: that length of the third direction.
_PER_SPAN = lazy_regex(
    r"\s*(?:per|/)\s*(?:unit\s+|(?P<length>metres?|meters?|m|foot|feet|ft)\s+(?:of\s+)?"
    r"(?:the\s+)?)(?:span|width|depth)\b(?:\s*\(\w*\))?", _FLAGS)
#: How many characters a flow's unit may take between its number and "per … span".
_UNIT_WINDOW = 24
#: OpenFOAM's dimensions of a volume flow and a mass flow.
_VOLUME_FLOW = (0, 3, -1, 0, 0, 0, 0)
_MASS_FLOW = (1, 0, -1, 0, 0, 0, 0)
_LENGTH = (0, 1, 0, 0, 0, 0, 0)
#: A length said of the inlet: "the 25.4 mm high inlet", "a 1 in inlet" (after it) …
_INLET_AFTER = lazy_regex(r"\s*(?:-?\s*(?:high|tall|wide)\s+)?inlet\b", _FLAGS)
#: … "inlet channel 25.4 mm tall", "the inlet is 2 cm high" (before it, a size word after) …
_INLET_BEFORE_SIZED = lazy_regex(
    r"\binlet(?:\s+(?:channel|section|duct|slot|opening|gap))?\s*(?:\(\s*)?(?:is\s+)?$",
    _FLAGS)
_SIZE_AFTER = lazy_regex(r"\s*(?:high|tall|in\s+height)\b", _FLAGS)
#: … "inlet height of 25.4 mm", "inlet height h = 1 in" (a height word before it).
_INLET_HEIGHT = lazy_regex(
    r"\binlet(?:\s+channel)?\s+height\s*(?:of\s+|is\s+|[=:]\s*|\w+\s*=\s*)?$", _FLAGS)
#: How far before a length its inlet words may start.
_BEFORE = 40


@dataclass(frozen=True)
class SpanFlow:
    """A flow per unit span stated for the inlet.

    Attributes:
        kind: A volume flow (m^2/s per metre of span) or a mass flow (kg/(s m)).
        value: The flow per metre of span, in SI.
        phrase: The request's words for the flow.
        span: Where those words are in the text.
        height: The inlet's height the request states, in metres, if it states one.
        height_phrase: The words giving that height.
        height_span: Where those words are in the text.
    """

    kind: Literal["volume", "mass"]
    value: float
    phrase: str
    span: tuple[int, int]
    height: float | None = None
    height_phrase: str = ""
    height_span: tuple[int, int] | None = None

    @property
    def formula(self) -> Formula:
        """The catalog's relation turning this flow into the inlet's mean speed."""
        return SPAN_FLOW_SPEED if self.kind == "volume" else SPAN_MASS_FLOW_SPEED

    def speed(self, density: float | None) -> tuple[float, str] | None:
        """The inlet's mean speed and its arithmetic; None without a height, or without a
        density for a mass flow."""
        if self.height is None or self.height <= 0:
            return None
        inputs = {"q" if self.kind == "volume" else "m": self.value, "h": self.height}
        if self.kind == "mass":
            if density is None or density <= 0:
                return None
            inputs["rho"] = density
        value = self.formula.value(inputs)
        return value, (f"{self.formula.text(inputs)} = {value:.6g} m/s from '{self.phrase}' "
                       f"through the inlet of '{self.height_phrase}' ({self.formula.reference})")


def _length(text: str, end: int) -> tuple[float, int] | None:
    """The metres in one of the length unit written after position ``end``, and where the
    unit ends; None when no length unit is written there."""
    unit = dimensioned_unit(text[end:end + _UNIT_WINDOW])
    if unit is None or unit.dimensions != _LENGTH:
        return None
    return unit.to_si(1.0), end + unit.length


def inlet_height(text: str) -> tuple[float, str, tuple[int, int]] | None:
    """The inlet's height the request states, in metres, with its words and their span."""
    for number in re.finditer(NUMBER, text):
        if number.start() and (text[number.start() - 1].isalnum()
                               or text[number.start() - 1] in "^_"):
            continue
        found = _length(text, number.end())
        if found is None:
            continue
        factor, unit_end = found
        before = text[max(0, number.start() - _BEFORE):number.start()]
        said = _INLET_AFTER.match(text, unit_end) or (
            _SIZE_AFTER.match(text, unit_end) if _INLET_BEFORE_SIZED.search(before) else None)
        if said is None and _INLET_HEIGHT.search(before) is None:
            continue
        end = said.end() if said is not None else unit_end
        words = text[number.start():end].rstrip()
        return (float(to_number(number.group(0))) * factor, words,
                (number.start(), number.start() + len(words)))
    return None


def span_flows(text: str) -> list[SpanFlow]:
    """Each flow per unit span the request states, with the inlet height it states."""
    height = inlet_height(text)
    found: list[SpanFlow] = []
    for number in re.finditer(NUMBER, text):
        if number.start() and (text[number.start() - 1].isalnum()
                               or text[number.start() - 1] in "^_"):
            continue
        window = text[number.end():number.end() + _UNIT_WINDOW + 40]
        marker = _PER_SPAN.search(window)
        if marker is None or marker.start() > _UNIT_WINDOW or marker.start() == 0:
            continue
        unit = dimensioned_unit(window[:marker.start()])
        if unit is None or unit.length < len(window[:marker.start()].rstrip()):
            continue
        kind: Literal["volume", "mass"] | None = (
            "volume" if unit.dimensions == _VOLUME_FLOW
            else "mass" if unit.dimensions == _MASS_FLOW else None)
        if kind is None:
            continue
        per = marker.group("length")
        metres = registry().Quantity(1.0, per.lower()).to("m").magnitude \
            if per and per.lower() != "m" else 1.0
        value = unit.to_si(float(to_number(number.group(0)))) / metres
        end = number.end() + marker.end()
        found.append(SpanFlow(kind, value, text[number.start():end],
                              (number.start(), end),
                              *(height if height else (None, "", None))))
    return found
