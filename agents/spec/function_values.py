"""Coefficients of a function of time a request states: "heave amplitude 4 cm/s at 0.8 Hz,
ramped in over the first 4 s" is a sine's ``amplitude`` and ``frequency`` and a ramp's
``duration`` (``foam_agent.foamcase.catalog.functions``).

Why a reader of its own: a value bound to a coefficient of a function of time is no boundary
value and no run control. Read by the value reader, "0.8 Hz" was not understood and "over the
first 4 s" became the end time, while oscillatingBox kept its tutorial's 1 Hz. The keywords are
the catalog's (the case's own: ``amplitude``, ``frequency``, ``duration``, ``level``), linked to
their value by the forms people write around any name; each value is checked against the
coefficient's dimensions (a frequency in Hz, rad/s or rpm, a duration in time). A frequency or
a level is read only beside an amplitude (a periodic value is stated by its amplitude), and a
duration only in a clause about a ramp, so a cylinder's "shedding frequency" or a run's
"duration" stay other readers' words.

How a stated value becomes the case's is ``case_value``, which the editor and the audit share:
an angular frequency is divided by 2π; an amplitude is in the field's units, divided by the
length of the ``scale`` vector the case multiplies it by; an amplitude stated as a displacement
for a function giving a velocity is that of the velocity, 2π f A, for a sinusoidal motion of
displacement amplitude A (the case's sine then starts the motion at rest position with its
largest speed, as its own tutorial does).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from foam_agent.agents.spec.function_value import Dimensions, FunctionValue
from foam_agent.agents.spec.phrases import NUMBER, clauses, sentences, to_number
from foam_agent.agents.spec.units import dimensioned_unit
from foam_agent.foamcase.catalog.functions import (
    FUNCTIONS,
    Relative,
    coefficient_keywords,
    ramp_words,
    relative_of,
)

_TIME: Dimensions = (0, 0, 1, 0, 0, 0, 0)
_FREQUENCY: Dimensions = (0, 0, -1, 0, 0, 0, 0)
_LENGTH: Dimensions = (0, 1, 0, 0, 0, 0, 0)
_VELOCITY: Dimensions = (0, 1, -1, 0, 0, 0, 0)
_NONE: Dimensions = (0, 0, 0, 0, 0, 0, 0)
_I = re.IGNORECASE
#: Between a keyword and its value.
_LINK = r"\s*(?:=|:|\bof\b|\bis\b)?\s*(?:about\s+|approximately\s+|~\s*)?"
#: A unit of angle in a frequency's unit (pint spells rad/s and rpm with them).
_ANGULAR = re.compile(r"rad|rev|rpm", _I)


@dataclass
class FunctionsReading:
    """What was read, and the spans it took."""

    values: list[FunctionValue] = field(default_factory=list)
    spans: list[tuple[int, int]] = field(default_factory=list)


def _symbols(keyword: str) -> tuple[str, ...]:
    return tuple(symbol for row in FUNCTIONS for item in row.coefficients
                 if item.keyword == keyword for symbol in item.symbols)


def _read_value(text: str, position: int, relative: Relative
                ) -> tuple[float, Dimensions | None, int, str] | None:
    """The number at ``position`` with its unit, checked against ``relative``: (value,
    dimensions, end, derivation), or None when the unit does not fit."""
    number = re.match(NUMBER, text[position:])
    if number is None:
        return None
    value = float(to_number(number.group(0)))
    end = position + number.end()
    unit = dimensioned_unit(text[end:end + 24])
    if unit is None:
        return (value, None, end, "") if relative in ("value", "ratio") else None
    dims: Dimensions = unit.dimensions
    expected = {"frequency": _FREQUENCY, "time": _TIME, "ratio": _NONE}.get(relative)
    if expected is not None and dims != expected:
        return None
    si = unit.to_si(value)
    unit_end = end + unit.length
    if relative == "frequency" and _ANGULAR.search(unit.unit):
        hertz = float(f"{si / (2 * math.pi):.6g}")
        return hertz, dims, unit_end, (f"{number.group(0)} {text[end:unit_end].strip()} is "
                                       f"angular: / 2π = {hertz:g} Hz")
    return si, dims, unit_end, ""


def read_function_values(text: str, free: Callable[[int, int], bool] | None = None
                         ) -> FunctionsReading:
    """Every stated coefficient of a function of time in ``text``.

    Args:
        text: The normalised request.
        free: When given, whether no reader before took the words from one position to
            another (a value whose words are taken is left to that reader).
    """
    reading = FunctionsReading()
    # A request wrapped at 80 columns is one sentence across its lines (same length, so the
    # offsets hold); a blank line still ends one.
    text = re.sub(r"(?<!\n)\n(?!\n)", " ", text)

    def take(keyword: str, start: int, value: tuple[float, Dimensions | None, int, str]
             ) -> None:
        number, dims, end, derivation = value
        if free is not None and not free(start, end):
            return
        if any(a < end and start < b for a, b in reading.spans):
            return
        reading.values.append(FunctionValue(keyword, number, dims,
                                            " ".join(text[start:end].split()), derivation))
        reading.spans.append((start, end))

    named = sorted(coefficient_keywords() - {"duration", "start"})
    for keyword in ("amplitude", *(name for name in named if name != "amplitude")):
        relative = relative_of(keyword)
        if relative is None:
            continue
        names = "|".join(re.escape(name) for name in (keyword, *_symbols(keyword)))
        for match in re.finditer(rf"(?<![\w.])(?:{names})(?![\w.]){_LINK}", text):
            if keyword != "amplitude" and not any(item.keyword == "amplitude"
                                                  for item in reading.values):
                break  # a frequency or level alone is no periodic value's
            value = _read_value(text, match.end(), relative)
            if value is not None:
                take(keyword, match.start(), value)
    if any(item.keyword == "amplitude" for item in reading.values) and \
            not any(item.keyword == "frequency" for item in reading.values):
        # "driven up and down at 0.8 Hz with an amplitude of 1 cm": the frequency by its unit.
        for number in re.finditer(NUMBER, text):
            value = _read_value(text, number.start(), "frequency")
            if value is not None and value[1] is not None:
                take("frequency", number.start(), value)
                break
    _read_ramps(text, reading, take)
    return reading


def _read_ramps(text: str, reading: FunctionsReading,
                take: Callable[[str, int, tuple[float, Dimensions | None, int, str]], None]
                ) -> None:
    """A ramp's duration: "ramped in over the first 4 s", "a linearRamp of duration 4 s",
    "ramp-up over the first 5 s" (the words of the catalog's ramp rows, in one clause)."""
    words = "|".join(sorted(ramp_words(), key=len, reverse=True))
    ramp = re.compile(rf"(?:\b|(?<=[a-z]))(?:{words}|Ramp)\b", _I)
    window = re.compile(rf"\b(?:over|in|within|during|of|duration)\s+(?:the\s+first\s+|"
                        rf"a\s+duration\s+of\s+|duration\s+)?(?P<v>{NUMBER})", _I)
    for sentence in sentences(text):
        for piece in clauses(sentence):
            start = ramp.search(piece.text)
            if start is None:
                continue
            for found in window.finditer(piece.text, start.end()):
                position = piece.start + found.start("v")
                value = _read_value(text, position, "time")
                if value is not None:
                    take("duration", piece.start + found.start(), value)
                    break


def case_value(item: FunctionValue, field_dimensions: Dimensions | None, scale: float,
               frequency: float | None) -> tuple[float | None, str]:
    """The number the case's coefficient takes for ``item``, and how it was made (or why
    none: the reason, with None).

    Args:
        item: The stated coefficient.
        field_dimensions: The dimensions of the field the function gives values of.
        scale: The length of the vector the case multiplies the function's value by.
        frequency: The sine's frequency in Hz (the stated one, else the case's), for an
            amplitude stated as a displacement of a velocity.
    """
    relative = relative_of(item.keyword)
    if relative != "value":
        return item.value, item.derivation
    value, how = item.value, item.derivation
    if item.dimensions is not None and field_dimensions is not None \
            and item.dimensions != field_dimensions:
        if item.dimensions == _LENGTH and field_dimensions == _VELOCITY:
            if not frequency:
                return None, "a displacement amplitude needs the motion's frequency"
            value = 2 * math.pi * frequency * item.value
            how = (f"a displacement amplitude of {item.value:g} m at {frequency:g} Hz is a "
                   f"velocity amplitude of 2π × {frequency:g} × {item.value:g} = {value:.6g} m/s")
        else:
            return None, (f"the case's {item.keyword} is of a field of dimensions "
                          f"{list(field_dimensions)}, the words give {list(item.dimensions)}")
    if scale and not math.isclose(scale, 1.0):
        value /= scale
        how = "; ".join(part for part in (how, f"divided by the case's scale of {scale:g}")
                        if part)
    return float(f"{value:.6g}"), how
