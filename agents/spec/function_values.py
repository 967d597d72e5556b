"""Coefficients of a function of time a request states: "heave amplitude 4 cm/s at 0.8 Hz,
ramped in over the first 4 s" is a sine's ``amplitude`` and ``frequency`` and a ramp's
``duration`` (``foam_agent.foamcase.catalog.functions``).

Why a reader of its own: a value bound to a coefficient of a function of time is no boundary
value and no run control. Read by the value reader, "0.8 Hz" was not understood and "over the
first 4 s" became the end time, while oscillatingBox kept its tutorial's 1 Hz. The keywords are
the catalog's (the case's own: ``amplitude``, ``frequency``, ``duration``, ``level``,
``scale``, ``t0``), linked to their value by the forms people write around any name; each
value is checked against the coefficient's dimensions (a frequency in Hz, rad/s or rpm, a
duration in time). A frequency, level, scale or shift is read only in a sentence about a
periodic value (the sine row's words, or an amplitude), and a duration only in a clause about a
ramp, so a cylinder's "shedding frequency", a damping zone's frequency in the next list item or
a run's "duration" stay other readers' words. Besides "keyword value", an amplitude may come
before its name ("an 80 Pa amplitude"), a frequency as a period ("period 8 s"), the three as a
formula of time ("1 atm + 0.01 psi * sin(2π·2 kHz·t)"), and a cosine is the sine shifted by a
quarter period (``t0 = -1/(4 f)``).

How a stated value becomes the case's is ``case_value``, which the editor and the audit share:
an angular frequency is divided by 2π; an amplitude in the field's units is divided by the
length of the ``scale`` the case multiplies it by (the stated scale, else the case's); a bare
amplitude is the coefficient itself ("amplitude 1, scale 80 Pa"); an amplitude stated as a
displacement for a function giving a velocity is that of the velocity, 2π f A, for a
sinusoidal motion of displacement amplitude A (the case's sine then starts the motion at rest
position with its largest speed, as its own tutorial does).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from foam_agent.agents.spec.function_value import Dimensions, FunctionValue
from foam_agent.agents.spec.phrases import NUMBER, clauses, sentences, to_number
from foam_agent.agents.spec.units import dimensioned_unit
from foam_agent.foamcase.catalog.functions import (
    FUNCTIONS,
    PRESENT_STATE_WORDS,
    Relative,
    coefficient_keywords,
    motion_words,
    periodic_words,
    ramp_words,
    relative_of,
)
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: The name the functions reader claims its words under (the boundary rules skip them).
READER = "functions"
_TIME: Dimensions = (0, 0, 1, 0, 0, 0, 0)
_FREQUENCY: Dimensions = (0, 0, -1, 0, 0, 0, 0)
_LENGTH: Dimensions = (0, 1, 0, 0, 0, 0, 0)
_VELOCITY: Dimensions = (0, 1, -1, 0, 0, 0, 0)
_NONE: Dimensions = (0, 0, 0, 0, 0, 0, 0)
_I = re.IGNORECASE
#: Between a keyword and its value.
_LINK = r"\s*(?:=|:|\bof\b|\bis\b)?\s*(?:about\s+|approximately\s+|~\s*)?"
#: A unit of angle in a frequency's unit (pint spells rad/s and rpm with them).
_ANGULAR = lazy_regex(r"rad|rev|rpm|cycle", _I)


@dataclass
class FunctionsReading:
    """What was read, and the spans it took."""

    values: list[FunctionValue] = field(default_factory=list)
    spans: list[tuple[int, int]] = field(default_factory=list)
    #: Words giving the case's present motion that later words replace: (why, words).
    notes: list[tuple[str, str]] = field(default_factory=list)


def _symbols(keyword: str) -> tuple[str, ...]:
    return tuple(symbol for row in FUNCTIONS for item in row.coefficients
                 if item.keyword == keyword for symbol in item.symbols)


def _read_value(text: str, position: int, relative: Relative
                ) -> tuple[float, Dimensions | None, int, str] | None:
    """The number at ``position`` with its unit, checked against ``relative``: (value,
    dimensions, end, derivation), or None when the unit does not fit."""
    number = re.match(rf"({NUMBER})\s*/\s*({NUMBER})(?![\d.])|"
                      rf"(?:(?P<times>{NUMBER})\s*[*·×]?\s*)?(?:π|\bpi\b)|{NUMBER}",
                      text[position:], _I)
    if number is None:
        return None
    if number.group(0)[-1] in "πiI":
        # "pi rad/s", "2π rad/s": a multiple of π.
        value = float(to_number(number.group("times") or "1")) * math.pi
    elif number.group(1) is not None:
        # "1/8 Hz": a fraction, the frequency of a period of 8 s.
        denominator = float(to_number(number.group(2)))
        if denominator == 0:
            return None
        value = float(to_number(number.group(1))) / denominator
    else:
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
        said = f"{number.group(0)} {text[end:unit_end].strip()}"
        return hertz, dims, unit_end, (f"{said} = {hertz:g} Hz" if "cycle" in unit.unit
                                       else f"{said} is angular: / 2π = {hertz:g} Hz")
    return si, dims, unit_end, ""


def unwrapped(text: str) -> str:
    """``text`` with a line wrapped at 80 columns joined to the next (same length, so the
    offsets hold); a blank line or a list item's mark ("- outlet p: ...") still begins a
    sentence, so one item's frequency is never another's."""
    return re.sub(r"(?<!\n)\n(?!\n|[ \t]*(?:[-*•]\s|\d+[.)]\s))", " ", text)


def _periodic_spans(text: str) -> list[tuple[int, int]]:
    """The sentences that speak of a periodic value (a word of the sine's row, "amplitude"):
    only there is a frequency, level, scale or shift a function's, never a damping zone's
    "frequency 2000 Hz" in the next list item or a mesh's "scale 0.001"."""
    words = "|".join(sorted((*periodic_words(), *motion_words(), "amplitude"), key=len,
                            reverse=True))
    periodic = re.compile(rf"(?<![A-Za-z])(?:{words})(?![a-z])", _I)
    return [(span.start, span.start + len(span.text)) for span in sentences(text)
            if periodic.search(span.text)]


def read_function_values(text: str, free: Callable[[int, int], bool] | None = None
                         ) -> FunctionsReading:
    """Every stated coefficient of a function of time in ``text``.

    A sentence giving the case's motion as it is now ("my student set it to swing 0.5 m at
    pi rad/s") followed by another of the same coefficients is read last: a coefficient the
    later words state is the requirement, the earlier words a note of the present
    (``FunctionsReading.notes``); one they do not state stays a requirement.

    Args:
        text: The normalised request.
        free: When given, whether no reader before took the words from one position to
            another (a value whose words are taken is left to that reader).
    """
    reading = FunctionsReading()
    text = unwrapped(text)
    periodic = _periodic_spans(text)
    present = _present_state(text, periodic)
    replacing = False

    def take(keyword: str, start: int, value: tuple[float, Dimensions | None, int, str]
             ) -> None:
        number, dims, end, derivation = value
        if free is not None and not free(start, end):
            return
        if any(a < end and start < b for a, b in reading.spans):
            return
        said = next((item for item in reading.values if item.keyword == keyword), None)
        words = " ".join(text[start:end].split())
        if said is not None and keyword != "duration":
            # One periodic value: its coefficient said twice is said once; the second words
            # are read with it when they agree ("a period of 8 s" beside "0.125 Hz").
            if math.isclose(said.value, number, rel_tol=1e-3):
                reading.spans.append((start, end))
            elif replacing:
                reading.notes.append((
                    f"the case's present {keyword}, replaced by '{said.source}'", words))
                reading.spans.append((start, end))
            return
        reading.values.append(FunctionValue(keyword, number, dims, words, derivation))
        reading.spans.append((start, end))

    _read_periodic(text, [span for span in periodic if span not in present], reading, take)
    replacing = True
    _read_periodic(text, present, reading, take)
    _read_ramps(text, reading, take)
    return reading


def _present_state(text: str, periodic: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The periodic sentences that give the case's motion as it is now (a word of
    ``PRESENT_STATE_WORDS``) when a periodic sentence after them does not."""
    words = "|".join(re.escape(word) for word in PRESENT_STATE_WORDS)
    cue = re.compile(rf"\b(?:{words})\b", _I)
    marked = [span for span in periodic if cue.search(text, *span)]
    return [span for span in marked
            if any(other[0] > span[0] and other not in marked for other in periodic)]


def _read_periodic(text: str, periodic: list[tuple[int, int]], reading: FunctionsReading,
                   take: Callable[[str, int, tuple[float, Dimensions | None, int, str]], None]
                   ) -> None:
    """The coefficients of a periodic value said in the ``periodic`` sentences."""
    def inside(position: int) -> bool:
        return any(a <= position < b for a, b in periodic)

    _read_formula(text, periodic, take)
    named = sorted(coefficient_keywords() - {"duration", "start"})
    for keyword in ("amplitude", *(name for name in named if name != "amplitude")):
        relative = relative_of(keyword)
        if relative is None:
            continue
        names = "|".join(re.escape(name) for name in (keyword, *_symbols(keyword)))
        for match in re.finditer(rf"(?<![\w.])(?:{names})(?![\w.]){_LINK}", text):
            if not inside(match.start()):
                continue  # a frequency or level alone is no periodic value's
            value = _read_value(text, match.end(), relative)
            if value is not None:
                take(keyword, match.start(), value)
    for match in _AMPLITUDE_AFTER.finditer(text):
        # "an 80 Pa amplitude", "a 2 cm heave amplitude": the value before its name.
        if not inside(match.start()):
            continue
        value = _read_value(text, match.start("v"), "value")
        if value is not None and value[1] is not None and value[2] <= match.start("a"):
            take("amplitude", match.start("v"), (*value[:2], match.end(), value[3]))
    _read_excursions(text, periodic, take)
    for start, end in periodic:
        frequency = _PERIOD.search(text, start, end)
        if frequency is not None:
            # "a cosine with period 8 s", "full period 8 s", "once every 4 s": the frequency
            # is its reciprocal.
            at = next(frequency.start(group) for group in ("v", "before", "every")
                      if frequency.group(group))
            period = _read_value(text, at, "time")
            if period is not None and period[0] > 0:
                hertz = float(f"{1 / period[0]:.6g}")
                take("frequency", frequency.start(), (
                    hertz, _FREQUENCY, period[2],
                    f"a period of {period[0]:g} s is a frequency of 1 / {period[0]:g} = "
                    f"{hertz:g} Hz"))
        # "oscillates sinusoidally at 1500 Hz", "swings at pi rad/s": the frequency by its
        # unit (one per sentence).
        for number in _MULTIPLE_OF_PI.finditer(text[start:end]):
            value = _read_value(text, start + number.start(), "frequency")
            if value is not None and value[1] is not None:
                take("frequency", start + number.start(), value)
                break
    _read_cosine(text, periodic, reading)


def _read_excursions(text: str, periodic: list[tuple[int, int]],
                     take: Callable[[str, int, tuple[float, Dimensions | None, int, str]], None]
                     ) -> None:
    """An amplitude said as the body's excursion either way: "±0.3 m", "plus or minus 30 cm",
    "swings 0.5 m", "20 mm either way" — only with a unit of the motion's size (an angle is
    the rotation reader's, a bare number no size)."""
    for start, end in periodic:
        for match in _EXCURSION.finditer(text, start, end):
            at = match.start("v") if match.group("v") else match.start("w")
            value = _read_value(text, at, "value")
            if value is None or value[1] is None or not any(value[1]):
                continue
            either_way = _EITHER_WAY.match(text, value[2]) if match.group("w") else None
            if match.group("w") and either_way is None:
                continue
            end_at = either_way.end() if either_way is not None else value[2]
            take("amplitude", match.start(), (abs(value[0]), value[1], end_at, value[3]))


#: An excursion either way: "±0.3 m", "+/- 2 cm", "plus or minus 30 cm" (written "plus or -30"
#: once the minus is read as a sign), "swings 0.5 m", "swing by 3 cm"; or a size followed by
#: "either way" ("20 mm either way", "3 cm to each side").
_EXCURSION = lazy_regex(
    rf"(?:±|\+/-|\+-|\bplus\s+or\s+(?:minus\s+)?(?=[-\d.])|"
    rf"\bswing(?:s|ing)?\s+(?:by\s+)?(?:up\s+to\s+)?)\s*(?P<v>{NUMBER})|"
    rf"(?<![\w.])(?P<w>{NUMBER})(?=\s*[^\W\d][\w/.]*\s+(?:either\s+way|each\s+way|"
    rf"to\s+(?:either|each)\s+side))", _I)
_EITHER_WAY = lazy_regex(r"\s+(?:either\s+way|each\s+way|to\s+(?:either|each)\s+side)", _I)
#: A number, or a multiple of π ("pi rad/s", "2π rad/s"), where a frequency is read by its unit.
_MULTIPLE_OF_PI = lazy_regex(rf"(?:{NUMBER}\s*[*·×]?\s*)?(?:π|\bpi\b)|{NUMBER}", _I)


#: An amplitude's value said before its name ("an 80 Pa amplitude", "0.02 m heave amplitude").
_AMPLITUDE_AFTER = lazy_regex(
    rf"(?<![\w.])(?P<v>{NUMBER})\s*[^\s,;()]+(?:\s*[/·*]\s*[^\s,;()]+)?\s+"
    r"(?:(?:peak|pressure|velocity|heave|displacement|oscillation)\s+)?(?P<a>amplitude)\b", _I)
#: A period said in place of the frequency ("with period 8 s", "full period of 8 s").
_PERIOD = lazy_regex(rf"\bperiod\s*(?:=|:|\bof\b|\bis\b)?\s*(?P<v>{NUMBER})|"
                     rf"(?<![\w.])(?P<before>{NUMBER})\s*[A-Za-z]+\s+(?:long\s+)?period\b|"
                     rf"\b(?:once|one\s+(?:full\s+)?cycle)\s+(?:every|each|per|in)\s+"
                     rf"(?P<every>{NUMBER})", _I)
#: A cosine: the sine shifted by a quarter period.
_COSINE = lazy_regex(r"(?<![A-Za-z])cos(?:ine)?(?![a-z])", _I)
_TIMES = r"\s*[*·×]?\s*"
_QUANTITY = rf"{NUMBER}(?:\s*[A-Za-z°][\w/^.-]*)?"
#: "p = 1 atm + 0.01 psi * sin(2π·2 kHz·t)", "U = 0.5 sin(6.28 t)": level + amplitude · sin(2π f
#: t) or sin(ω t).
_FORMULA = lazy_regex(
    rf"(?:(?P<level>{_QUANTITY})\s*\+\s*)?(?P<amplitude>{_QUANTITY}){_TIMES}"
    rf"(?P<kind>sin|cos)\s*\(\s*(?:(?P<two>2{_TIMES}(?:π|pi)){_TIMES}(?P<f>{_QUANTITY})|"
    rf"(?P<w>{_QUANTITY})){_TIMES}t\s*\)", _I)


def _read_formula(text: str, periodic: list[tuple[int, int]],
                  take: Callable[[str, int, tuple[float, Dimensions | None, int, str]], None]
                  ) -> None:
    """A value written as a formula of time: its level, amplitude and frequency (an angular
    one, ``sin(ω t)``, divided by 2π by its reading)."""
    def within(group: str, relative: Relative
               ) -> tuple[float, Dimensions | None, int, str] | None:
        # Each quantity's unit is read within its own group: "2 kHz·t" is no "kHz*t".
        value = _read_value(match.group(group), 0, relative)
        return None if value is None else (value[0], value[1], match.end(group), value[3])

    for match in _FORMULA.finditer(text):
        if not any(a <= match.start() < b for a, b in periodic):
            continue
        if match.group("level"):
            level = within("level", "value")
            if level is not None:
                take("level", match.start("level"), level)
        amplitude = within("amplitude", "value")
        if amplitude is not None:
            take("amplitude", match.start("amplitude"), amplitude)
        if match.group("f"):
            frequency = within("f", "frequency")
            if frequency is None and re.fullmatch(NUMBER, match.group("f")):
                frequency = (float(to_number(match.group("f"))), _FREQUENCY, match.end("f"), "")
        else:
            omega = re.match(NUMBER, match.group("w"))
            frequency = None if omega is None else _angular(float(to_number(omega.group(0))),
                                                            match.end("w"), match.group("w"))
        if frequency is not None:
            take("frequency", match.start("kind"), (*frequency[:2], match.end(),
                                                    frequency[3]))


def _angular(omega: float, end: int, words: str) -> tuple[float, Dimensions, int, str]:
    hertz = float(f"{omega / (2 * math.pi):.6g}")
    return hertz, _FREQUENCY, end, f"{words} is angular: / 2π = {hertz:g} Hz"


def _read_cosine(text: str, periodic: list[tuple[int, int]], reading: FunctionsReading) -> None:
    """A cosine said of a sine's case: the sine shifted by a quarter period, t0 = -1/(4 f),
    unless a shift is stated."""
    if any(item.keyword == "t0" for item in reading.values):
        return
    frequency = next((item.value for item in reading.values if item.keyword == "frequency"),
                     None)
    for start, end in periodic:
        cosine = _COSINE.search(text, start, end)
        if cosine is None or not frequency:
            continue
        shift = float(f"{-1 / (4 * frequency):.6g}")
        reading.values.append(FunctionValue(
            "t0", shift, _TIME, cosine.group(0),
            f"a cosine is the sine shifted by a quarter period: t0 = -1 / (4 × {frequency:g} "
            f"Hz) = {shift:g} s"))
        return


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


def scale_of(functions: Sequence[FunctionValue], case_scale: float) -> float:
    """The length of the ``scale`` an amplitude is divided by: the stated one, else the
    case's (``case_scale``)."""
    stated = next((item.value for item in functions if item.keyword == "scale"), None)
    return abs(stated) if stated else case_scale


def case_value(item: FunctionValue, field_dimensions: Dimensions | None, scale: float,
               frequency: float | None) -> tuple[float | None, str]:
    """The number the case's coefficient takes for ``item``, and how it was made (or why
    none: the reason, with None).

    Args:
        item: The stated coefficient.
        field_dimensions: The dimensions of the field the function gives values of.
        scale: The length of the ``scale`` the function's value is multiplied by: the stated
            one, else the case's (only an amplitude is divided by it: v1912's sine is
            ``amplitude * sin(2π f (t - t0)) * scale + level``).
        frequency: The sine's frequency in Hz (the stated one, else the case's), for an
            amplitude stated as a displacement of a velocity.
    """
    relative = relative_of(item.keyword)
    if relative != "value":
        return item.value, item.derivation
    value, how = item.value, item.derivation
    if item.dimensions is not None and field_dimensions is not None \
            and item.dimensions != field_dimensions:
        if item.keyword == "amplitude" and item.dimensions == _LENGTH \
                and field_dimensions == _VELOCITY:
            if not frequency:
                return None, "a displacement amplitude needs the motion's frequency"
            value = 2 * math.pi * frequency * item.value
            how = (f"a displacement amplitude of {item.value:g} m at {frequency:g} Hz is a "
                   f"velocity amplitude of 2π × {frequency:g} × {item.value:g} = {value:.6g} m/s")
        else:
            return None, (f"the case's {item.keyword} is of a field of dimensions "
                          f"{list(field_dimensions)}, the words give {list(item.dimensions)}")
    if item.keyword == "amplitude" and item.dimensions is not None and scale \
            and not math.isclose(scale, 1.0):
        # An amplitude in the field's units is amplitude × scale; a bare number ("amplitude
        # 1, scale 80 Pa") is the coefficient itself.
        value /= scale
        how = "; ".join(part for part in (how, f"divided by the scale of {scale:g}") if part)
    return float(f"{value:.6g}"), how
