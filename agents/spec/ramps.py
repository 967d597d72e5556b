"""Boundary values that change linearly in time: "the inlet velocity ramps from 0 to 1 m/s over
2 s", "the lid speed increases linearly from 0 to 2 m/s in 0.5 s".

Why a reader of its own: the range reader rightly takes no one value of "from 0 to 1 m/s" as
the boundary's, so the clause was "not understood", and the time reader took "over 2 s" for a
start time of 2 s. A ramp is one requirement (start, end, duration) that a table of the value
in time applies.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from foam_agent.agents.spec.function_values import unwrapped
from foam_agent.agents.spec.phrases import NUMBER, in_si, sentences, to_number, unit_after
from foam_agent.agents.spec.stated import FieldName, Requirements, TimeRamp
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
#: The start's words may say it is the value at the start ("from 1 bar at the start", "at
#: t = 0"); the time is the ramp's length ("over 2 s", "in the first second") or the moment
#: the end is reached ("to 1.25 bar after 1 s", "by t = 0.5 s", "at t = 2 s"): a ramp from
#: t = 0 either way.
_RAMP = lazy_regex(
    rf"\b(?:ramps?|ramped|ramping|increases?|increased|increasing|rises?|rising|grows?|"
    rf"decreases?|decreasing|drops?|falls?|falling|goes|varies|changes?)\s+(?:up\s+|down\s+)?"
    rf"(?:linearly\s+)?from\s+(?P<a>{NUMBER})(?P<between>[^,;]{{0,16}}?"
    rf"(?:\s+at\s+(?:the\s+start|t\s*=\s*0|time\s+zero|first))?)\s+to\s+"
    rf"(?P<b>{NUMBER})(?P<rest>[^,;]{{0,20}}?)\s*\b(?:over|in|within|during|after|by|"
    rf"at\s+t\s*=|at\s+time)\s+(?:the\s+first\s+)?(?:t\s*=\s*)?"
    rf"(?:(?P<t>{NUMBER})|(?=(?:second|minute|hour)\b))", _I)
#: A start said at a moment other than t = 0.
_LATER_START = lazy_regex(rf"\b(?:at|after)\s+(?:t\s*=\s*|time\s+)?(?!0(?![\d.]))(?:{NUMBER})",
                          _I)
_FIELDS: dict[str, FieldName] = {"velocity": "U", "temperature": "T", "pressure": "p"}
_BOUNDARY = lazy_regex(r"\b(inlet|inflow|lid|outlet|top\s+wall|bottom\s+wall|left\s+wall|"
                       r"right\s+wall|hot\s+wall|cold\s+wall|wall|heater)\b", _I)
#: Where a ramp whose clause names no boundary is put.
INLET_ASSUMED = "no boundary named: taken as the inlet's"


@dataclass(frozen=True)
class RampsReading:
    """The ramps read and the spans they used."""

    ramps: tuple[TimeRamp, ...] = ()
    spans: tuple[tuple[int, int], ...] = ()


def read_ramps(text: str) -> RampsReading:
    """Every linear ramp of a velocity, temperature or pressure in ``text``."""
    ramps: list[TimeRamp] = []
    spans: list[tuple[int, int]] = []
    # A line wrapped inside the clause ("rises\nlinearly from 1 bar") is one sentence.
    text = unwrapped(text)
    for sentence in sentences(text):
        for match in _RAMP.finditer(sentence.text):
            if _LATER_START.search(match.group("between")):
                continue  # "from 1 bar at t = 2 s": a ramp that starts later is no table from 0
            end_unit = unit_after(sentence.text, match.end("b"))
            # "over the first second": one of the unit written.
            time_unit = unit_after(sentence.text, match.end("t") if match.group("t")
                                   else match.end() - 1)
            length = to_number(match.group("t")) if match.group("t") else 1
            field = _FIELDS.get(end_unit.kind) if end_unit is not None else None
            if end_unit is None or field is None or time_unit is None \
                    or time_unit.kind != "time":
                continue
            start_unit = unit_after(sentence.text, match.end("a"))
            start = in_si(to_number(match.group("a")), start_unit if start_unit is not None
                          and start_unit.kind == end_unit.kind else end_unit)
            prefix = sentence.text[:match.start()]
            clause_start = max(prefix.rfind(","), prefix.rfind(";"), prefix.rfind(":")) + 1
            named = list(_BOUNDARY.finditer(prefix[clause_start:]))
            boundary = " ".join(named[-1].group(1).lower().split()) if named else "inlet"
            begin = sentence.start + clause_start + (len(prefix[clause_start:])
                                                     - len(prefix[clause_start:].lstrip()))
            finish = sentence.start + time_unit.end
            ramps.append(TimeRamp(
                field, (boundary,), start, in_si(to_number(match.group("b")), end_unit),
                float(in_si(length, time_unit)),
                " ".join(text[begin:finish].split()),
                assumption="" if named else INLET_ASSUMED))
            spans.append((begin, finish))
    return RampsReading(tuple(ramps), tuple(spans))


def with_ramps(requirements: Requirements, reading: RampsReading) -> Requirements:
    """``requirements`` holding the ramps read."""
    return replace(requirements, ramps=reading.ramps) if reading.ramps else requirements
