"""Times a prompt states: start and end time, time step, write interval, Courant number,
adjustable stepping, and a time read from its unit alone ("Δt 5 ms", "run 20 min").

Why a module of its own: the phrasings of a time are the largest family of rules (FoamBench's
"Finaltime is 0.3", "a time step (deltaT) of 0.00005 seconds", "results are output every 100
time steps"), and the end time they read is what a write count or a step count is taken of.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from foam_agent.agents.spec.phrases import NUMBER, in_si, to_number
from foam_agent.agents.spec.phrases import unit_after as _unit_on_line
from foam_agent.agents.spec.stated import (
    Number,
    Requirements,
    Stated,
    Timed,
    WriteInterval,
    format_number,
)
from foam_agent.agents.spec.units import UnitReading
from foam_agent.agents.spec.values.page import IS, Page
from foam_agent.foamcase.catalog.languages import ENGLISH
from foam_agent.foamcase.catalog.run_control import (
    ITERATION_QUALIFIERS,
    PERIODS,
    SPATIAL_SUBJECTS,
    TIME_SYMBOL_SUBSCRIPTS,
    WRITE_CONTROLS,
    WRITE_COUNT_NOUNS,
    WRITE_NOUNS,
)
from foam_agent.foamcase.lazy_pattern import lazy_regex

_FLAGS = re.IGNORECASE


def unit_after(text: str, end: int) -> UnitReading | None:
    """The unit right after ``end``, read across a single line break (a request wrapped at
    80 columns: "Simulate 10" at a line's end, "milliseconds" on the next; the offsets hold,
    a blank line still ends the statement). Read on its line alone, the 10 had become an end
    time of 10 s."""
    if "\n" not in text[end:end + 3]:
        return _unit_on_line(text, end)
    return _unit_on_line(re.sub(r"(?<!\n)\n(?!\n)", " ", text[:end + 40]), end)
_T_EQ = r"(?:t\s*=\s*)?"


def _time_symbol(role: str) -> str:
    """A time's symbol with the subscripts of ``role`` (``TIME_SYMBOL_SUBSCRIPTS``) and its
    value: "t_end = 2 s", "t_{end}: 2", "t₀ = 0", and for a write interval also its step
    ("Δt_write = 0.1 s"). The letter is a lower-case t only: "T_0", "T_end" are temperatures.
    A subscript is written after "_" (or braces); a Unicode subscript digit with none."""
    subscripts = TIME_SYMBOL_SUBSCRIPTS[role]
    written = "|".join(re.escape(sub) for sub in subscripts if sub.isascii())
    unicode = "|".join(re.escape(sub) for sub in subscripts if not sub.isascii())
    forms = rf"_\{{?(?:{written})\}}?" + (f"|{unicode}" if unicode else "")
    step = r"(?:Δ\s*|delta\s*-?\s*)?" if role == "write" else ""
    return rf"(?<![\w.]){step}(?-i:t)(?:{forms})(?![\w]){IS}(?P<v>{NUMBER})"


#: End-time phrasings; ``from A to B`` is handled separately because it needs a time context.
_END_TIME = (
    _time_symbol("end"),
    rf"\b(?:end|final|stop|finish)\s*-?\s*time\s*(?:\(\s*endTime\s*\))?{IS}{_T_EQ}(?P<v>{NUMBER})",
    rf"\bendTime{IS}(?P<v>{NUMBER})",
    rf"\b(?:t_?end|t_?final|tEnd|time\s+(?:end|final)|total\s+(?:simulation\s+)?time|"
    rf"final\s+time|end){IS}{_T_EQ}(?P<v>{NUMBER})",
    rf"\buntil\s+(?:a\s+|the\s+)?(?:(?:final|end)\s+)?(?:time\s+(?:of\s+)?)?{_T_EQ}(?P<v>{NUMBER})",
    rf"\bup\s+to\s+(?:t\s*=\s*|(?:a\s+)?time\s+(?:of\s+)?)(?P<v>{NUMBER})",
    rf"\brun\w*\s+(?:it\s+|the\s+(?:case|simulation|solver|flow)\s+)?(?:up\s+)?to\s+"
    rf"(?:t\s*=\s*)?(?P<v>{NUMBER})",
    rf"\b(?:run|simulat|integrat|advanc)\w*\s+(?:\w+\s+){{0,3}}?to\s+(?:t\s*=\s*|(?:a|the)\s+"
    rf"(?:(?:final|end|normali[sz]ed|dimensionless|non-?dimensional|scaled)\s+)?time\s+"
    rf"(?:of\s+)?)(?P<v>{NUMBER})",
    # "the shock pattern at a non-dimensional time of 4": a time said in the case's own units
    rf"\b(?:non-?dimensional|dimensionless|normali[sz]ed)\s+(?:end\s+|final\s+)?time\s+"
    rf"(?:of\s+|t\s*=\s*|=\s*)?(?P<v>{NUMBER})",
    rf"\b(?:simulat\w*|run\w*)\s+(?:\w+\s+){{0,2}}?for\s+(?P<v>{NUMBER})(?=\s*(?:s|sec|secs|seconds?|ms)\b)",
    rf"\b(?:duration|simulation\s+time|physical\s+time){IS}(?P<v>{NUMBER})",
    rf"\b(?:simulat|comput|integrat|march|advanc|run)\w*\s+(?:(?:the|this|it|flow|case|problem|"
    rf"motion|model|simulation)\s+){{0,2}}(?:for\s+)?(?:a\s+(?:total\s+)?(?:period|duration)\s+"
    rf"of\s+)?(?P<v>{NUMBER})(?=\s*(?:s|sec|secs|seconds?|ms|milliseconds?|us|µs|microseconds?|"
    rf"min|minutes?|h|hours?|days?|months?|years?)\b)",
    # "iterate 3000 times": the end of a run whose time counts iterations.
    r"\biterat\w*\s+(?:\w+\s+){0,2}?(?P<v>\d+)(?=\s+times\b)",
    rf"\b(?:stop|end|finish|terminat|halt)\w*\s+(?:the\s+\w+\s+)?(?:after|at)\s+"
    rf"(?:t\s*=\s*)?(?P<v>{NUMBER})",
    rf"\bfor\s+(?:a\s+(?:total\s+)?(?:duration|time)\s+of\s+)?(?P<v>{NUMBER})(?=\s*(?:s|sec|secs|"
    rf"seconds?|ms|milliseconds?|min|minutes?)\s+(?:of\s+)?(?:simulated|physical|flow|"
    rf"simulation)\s+time\b)",
    rf"(?P<v>{NUMBER})(?=\s*(?:s|sec|secs|seconds?|ms|milliseconds?|min|minutes?)\s+of\s+"
    rf"(?:(?:simulated|physical|flow|simulation)\s+time|simulation)\b)",
)

#: The case's own keyword: said, it is the end time whatever else a phrasing reads first
#: ("ignition ... duration 2 ms ... endTime 4 ms": the ignition's duration is no end).
_END_KEYWORD = (rf"\bendTime{IS}(?P<v>{NUMBER})",)

#: "simulate 3 time units", "0.25 units of time": a time in the case's own (dimensionless)
#: units, unless the words before it give it another role ("write every 0.4 time units").
_TIME_UNITS = lazy_regex(rf"(?<![\w.])(?:(?P<v>{NUMBER})|(?P<count>an?|{NUMBER})\s+"
                         rf"(?P<part>{'|'.join(ENGLISH.fractions)})\s+of\s+an?)\s+"
                         r"(?:(?:non-?dimensional|dimensionless)\s+)?"
                         r"(?:time\s+units?|units?\s+of\s+time)\b", _FLAGS)

#: "run for a minute", "simulate an hour", "for a second and a half": one unit of time, said
#: with an article; only after a verb of running, since "a second" alone is an ordinal.
_ONE_UNIT = lazy_regex(r"\b(?:run|simulat|comput|integrat|march|advanc)\w*\s+(?:(?:it|this|the\s+"
                       r"\w+)\s+)?(?:for\s+)?(?:an?|one)\s+(?P<u>second|minute|hour|day)"
                       r"(?P<half>\s+and\s+a\s+half)?\b", _FLAGS)

_START_TIME = (
    _time_symbol("start"),
    rf"\bstart\s*-?\s*time\s*(?:\(\s*startTime\s*\))?{IS}{_T_EQ}(?P<v>{NUMBER})",
    rf"\bstartTime{IS}(?P<v>{NUMBER})",
    rf"\b(?:starts|begins|start|begin|starting|beginning)\s+(?:at|from)\s+(?:t\s*=\s*|time\s+)?(?P<v>{NUMBER})",
)

#: A window of the run's time, its start and end read together: "from 0 to 0.5 s", "0 s to
#: 0.2 s", "0–2 s", "between 0 and 2 s", "t = 0 → 2 s". Read apart, "Run 0 s to 0.2 s" had
#: given "Run 0 s" as an end time of 0, and "Run 0 to 5 s" had left its start unread.
_TIME_RANGE = lazy_regex(
    rf"(?:\b(?P<lead>from|between)\s+)?(?P<t1>t\s*=\s*|time\s+)?(?<![\w.])(?P<start>{NUMBER})"
    r"(?P<u1>\s*[a-zµ]+)?\s*(?P<sep>\bto\b|\buntil\b|\btill\b|\bthrough\b|\band\b|->|[-–—→])"
    rf"\s*(?P<t2>t\s*=\s*)?(?P<v>{NUMBER})",
    _FLAGS,
)

#: A range said of a space ("the price axis runs from 0 to 300"), not of the run.
_SPATIAL_SUBJECT = lazy_regex(rf"\b(?:{'|'.join(SPATIAL_SUBJECTS)})\b", _FLAGS)

_TIME_CONTEXT = lazy_regex(r"\b(?:run\w*|simulat\w*|integrat\w*|advanc\w*|march\w*|time|period|"
                           r"duration)\b", _FLAGS)

#: A number with another after it across a range's separator ("1 to 2 ms", "5 s - 10 s"), or
#: before it: one end of a range, never a time on its own ("a time step of 1 to 2 ms" is no
#: step of 1; "run for 5 to 10 s" no end of 10). "And" is left out: "Re 100 and 2 s" is a list.
_RANGE_SEPARATOR = r"(?:\b(?:to|until|till|through)\b|->|[-–—→])"
_RANGE_AFTER = lazy_regex(rf"\s*(?:[a-zµ]+\b\s*)?{_RANGE_SEPARATOR}\s*(?:t\s*=\s*)?\d", _FLAGS)
_RANGE_BEFORE = lazy_regex(rf"(?<![\w.]){NUMBER}\s*(?:[a-zµ]+\b\s*)?{_RANGE_SEPARATOR}\s*"
                           r"(?:t\s*=\s*)?$", _FLAGS)


def _range_end(text: str, start: int, end: int) -> bool:
    """Whether the number from ``start`` to ``end`` is one end of a range of numbers."""
    return _RANGE_AFTER.match(text, end) is not None \
        or _RANGE_BEFORE.search(text[max(0, start - 40):start]) is not None


#: What says a range with no "from" or "between" is the run's window: a verb of running right
#: before it ("simulate 0–2 s") or the window named ("time window 0-2 s").
_RUN_WINDOW = lazy_regex(r"\b(?:run|simulat|integrat|advanc|march|comput)\w*\b|\btime\s+"
                         r"(?:window|interval|span|range)\b", _FLAGS)

#: A range after these words is a duration known only roughly ("run for 5 to 10 s", "about
#: 2-3 s"): no window, and no end time to pick from it.
_ROUGH = lazy_regex(r"\b(?:for|about|roughly|approximately|around|some|maybe)\s*$", _FLAGS)

#: The time step by its name or symbol. Never "DT", written so: scalarTransportFoam's and
#: laplacianFoam's diffusivity keyword ("Pe = U h / DT = 500" set a 500 s time step); never a
#: symbol inside a formula (after "/", "*" or "^"), whose "= v" is the formula's value.
_DELTA_T = (
    rf"(?<![/*^])(?<![/*^]\s)"
    rf"\b(?:time\s*-?\s*step(?:\s*size)?|timestep(?:\s*size)?|deltaT|delta\s*-?\s*t|"
    # "a fixed step of 1e-4": a step said fixed is the time step, whatever else steps
    rf"(?:fixed|constant)\s+step(?:\s*size)?|"
    rf"(?-i:(?!DT\b))dt)\b"
    rf"\s*(?:\(\s*(?:deltaT|dt)\s*\))?(?:\s*size)?{IS}(?P<v>{NUMBER})",
    # "run 0.5 s in steps of 5 ms", "advance with time steps of 1e-3"
    rf"\b(?:in|with|using)\s+(?:(?:time\s*-?\s*)?steps|increments)\s+of\s+(?P<v>{NUMBER})",
    # "5 s in 10 ms steps"
    rf"\bin\s+(?P<v>{NUMBER})(?=\s*(?:s|ms|secs?|seconds?|milliseconds?)\s+(?:time\s*-?\s*)?"
    rf"steps\b)",
)

_WRITE_INTERVAL = (
    _time_symbol("write"),
    rf"\bwrite\s*-?\s*interval\s*(?:\(\s*writeInterval\s*\))?{IS}(?P<v>{NUMBER})",
    rf"\b(?:write|output|save)\s+(?:results\s+|data\s+|fields\s+)?(?P<v>{NUMBER})",
    # "write /250": terse for every 250
    rf"\b(?:write|output|save)\s*/\s*(?P<v>{NUMBER})",
    rf"\b(?:writ|output|sav|stor|dump|record)\w*\b[^.;]{{0,60}}?\b(?:every|each)\s+"
    rf"(?:(?P<v>{NUMBER})|(?P<one>time\s*-?\s*step|step|iteration)\b)",
    rf"\b(?:writ|output|sav|stor|dump|record)\w*\b[^.;]{{0,40}}?\bintervals?\s+of\s+(?:every\s+)?"
    rf"(?P<v>{NUMBER})",
    rf"\b(?:{'|'.join(WRITE_NOUNS)})\b[^.;]{{0,20}}?\b(?:every|each)\s+(?P<v>{NUMBER})",
    rf"\b(?:every|each)\s+(?P<v>{NUMBER})(?P<u>\s*(?:time\s*-?\s*steps?|steps?|iterations?|"
    rf"s|sec|secs|seconds?|ms))?\s*,?\s*(?:the\s+)?(?:results?|data|fields?|solutions?)\s+"
    rf"(?:are|is|should\s+be|will\s+be)?\s*(?:written|saved|output|stored)",
)

#: "writing once per second", "save once every time step", "write a result every minute",
#: "results every second": one write per unit ("every second time step" is every two steps).
_WRITE_ONCE = lazy_regex(r"\b(?:(?:writ|output|sav|stor|dump|record)\w*|"
                         rf"{'|'.join(WRITE_NOUNS)})\s+(?:\w+\s+){{0,3}}?(?:once\s+(?:per|every|"
                         r"each|a)|every|each)\s+(?P<unit>(?P<time>(?:micro|milli)?second|minute|"
                         r"hour|day|month|year|ms|msec|min|hr)|time\s*-?\s*step|step|iteration)\b"
                         r"(?!\s*(?:time\s*-?\s*)?(?:steps?|iterations?)\b)", _FLAGS)

#: A count's unit of steps, its ordinal's ending first ("each 20th step").
_STEP_UNIT = lazy_regex(r"(?:st|nd|rd|th)?\s*(?:time\s*-?\s*steps?|timesteps?|steps?|"
                        r"iterations?)\b|(?:st|nd|rd|th)\b", _FLAGS)

_ADJUSTABLE = lazy_regex(
    r"\b(?P<no>no\s+|not\s+|without\s+|fixed\s+(?=(?:time\s*-?\s*step|dt|delta\s*t)))?"
    r"(?:adjust(?:able|ing)?\s+(?:the\s+)?(?:time\s*-?\s*step(?:ping)?|delta\s*t|dt)|"
    r"adjustTimeStep|variable\s+time\s*-?\s*step(?:ping)?|adaptive\s+time\s*-?\s*step(?:ping)?|"
    r"adjustable\s+step(?:ping)?|"
    r"(?:time\s*-?\s*step|dt|delta\s*t)\b(?:(?!\bnot\b|\bnever\b|n't\b)[^.;,]){0,20}?\b(?:adjustable|adaptive|variable|"
    # "let the time step adapt to keep Co below 0.8", "a self-adjusting step"
    r"adapts?|adjusts?|vary|varies)\b|self-?adjusting\s+(?:time\s*-?\s*)?step)",
    _FLAGS)

_SWITCHED_OFF = lazy_regex(r"\s*(?:=|:|is|set\s+to)?\s*(?:off|no|false|disabled)\b", _FLAGS)

_FIXED_STEP = lazy_regex(r"\b(?:fixed|constant)\s+(?:time\s*-?\s*step|step|dt|delta\s*t)\b|"
                         r"\b(?:deltaT|dt|delta\s*t|time\s*-?\s*step)\s*(?:=|:|of|is)?\s*"
                         rf"{NUMBER}\s*(?:[a-zµ]+\s*)?\(?\s*(?:fixed|constant)\b", _FLAGS)

_MAX_CO = (
    rf"\b(?:max(?:imum)?\s*(?:courant|co|cfl)(?:\s*number)?|maxCo|courant\s*number|courant\s+limit|"
    rf"courant\s+max(?:imum)?|(?:Co|CFL)_?max|(?-i:\bCo\b)|cfl(?:\s*number)?)\s*(?:\(\s*maxCo\s*\))?"
    rf"(?:\s*(?:of|below|under|limit(?:ed)?\s+(?:to|of)|"
    rf"limit|not\s+exceeding|<=?|is|=|:|to|at|set\s+to|kept\s+below|less\s+than))*\s*(?P<v>{NUMBER})",
)


def read_adjustable(page: Page) -> Stated[bool] | None:
    """Adjustable time stepping, switched on ("adjustable Δt") or off ("fixed dt")."""
    match = _ADJUSTABLE.search(page.text)
    if match is not None:
        # "adjustTimeStep off", "adjustable time stepping: no": the switch said off after it.
        off = _SWITCHED_OFF.match(page.text, match.end())
        end = off.end() if off else match.end()
        return Stated(not (match.group("no") or off), page.take(match.start(), end))
    fixed = _FIXED_STEP.search(page.text)
    return Stated(False, page.take(fixed.start(), fixed.end())) if fixed else None


#: Words before a time that give it its role; whatever has none of them is the end time.
_TIME_ROLES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("write", re.compile(r"\b(?:(?:writ|output|sav|stor|dump|record|interval)\w*|every\b|each\b)",
                         _FLAGS)),
    ("delta_t", re.compile(r"\b(?:dt|delta\s*-?\s*t|deltaT|time\s*-?\s*steps?|step\s*size|"
                           r"timesteps?|steps?)\b", _FLAGS)),
    ("start", re.compile(r"\b(?:start\w*|begin\w*|from|initial\w*)\b", _FLAGS)),
    ("other", re.compile(r"ramp|\b(?:average|averag\w*|period|sampl\w*|probe\w*|relax\w*|"
                         r"delay\w*|after\s+which|constant|lambda)\b", _FLAGS)),
)

_STEPS = lazy_regex(r"(?<![\w.])(?P<v>\d+)\s*(?:time\s*-?\s*)?steps\b", _FLAGS)

#: A run's count of iterations; never one per time step ("50 outer iterations per time step"
#: is a corrector count, not the run's length).
_ITERATIONS = lazy_regex(rf"(?<![\w.])(?P<v>\d+)\s*(?:(?:{'|'.join(ITERATION_QUALIFIERS)})\s+)?"
                         r"(?:iterations?|iters?|its)\b(?!\s+(?:per|each|every|in\s+each)\b)|"
                         r"\b(?:number\s+(?:of\s+)?iterations?|iterations|iters)\s*(?::|=|of|is)?\s*"
                         r"(?P<w>\d+)\b",
                         _FLAGS)

#: A role said after the time, the time its adjective ("a 2 millisecond time step", "the
#: example's 50 microsecond step", "a 0.5 s write interval", "with 10 ms steps": a time before
#: "steps" is each step's size, not a count). A bare "step" followed by what a signal does ("a
#: 2 s step input", "a 5 s step change", "steps up") is a step of a boundary value, not the
#: solver's time step.
_ROLE_AFTER = lazy_regex(r"\s*-?\s*(?:(?P<step>(?:time\s*-?\s*step|timestep|step)"
                         r"(?!\s*-?\s*(?:input|change|response|function|load|profile|signal|"
                         r"increase|decrease|rise|drop|jump|forcing))"
                         r"(?:s\b(?!\s+(?:up|down|to|from|back)\b))?(?:\s*size)?)(?!s)|"
                         r"(?:write|output|save)\s*-?\s*interval)\b",
                         _FLAGS)
#: A number written with a fraction or an exponent ("0.005", "5e-3"): a size, never a count of
#: steps or writes, so a role word right after it ("a 0.005 step") gives it that role with no
#: unit of time.
_FRACTION = lazy_regex(r"[-+]?(?:\d*\.\d+|\d+\.)(?:[eE][-+]?\d+)?|[-+]?\d+[eE][-+]?\d+")
#: How far back in its clause a role word may stand ("Δt of about 2 s").
_ROLE_WINDOW = 30

#: A word of starting that governs the time right after it ("starting at 2 s", "from t = 2 s").
#: One further back governs something else: in "ramp the lid from 0 to 2 s" the 2 s is the
#: ramp's end, never the run's start.
_STARTS_HERE = lazy_regex(r"\b(?:start\w*|begin\w*|from|initial\w*)\s+(?:(?:at|from|with)\s+)?"
                          r"(?:(?:a|the)\s+)?(?:t\s*=\s*|time\s+(?:of\s+)?)?$", _FLAGS)


def times_by_dimension(page: Page, found: Requirements) -> Requirements:
    """Times no phrasing rule read, given a role by their unit and the words before them.

    Why: people write "cavity, Re 400, 1 s", "run 20 min", "Δt 5 ms" and "write 60 s"; a
    number with a time unit is a time, and the word before it (step, write, start) says which;
    a time with none of them is the end time. "1500 iterations" is the end of a steady run.
    """
    text = page.text
    updates: dict[str, Any] = {}
    for number in re.finditer(NUMBER, text):
        position = number.start()
        if page.is_read(position) \
                or page.blocked(position):
            continue
        if position and (text[position - 1].isalnum() or text[position - 1] in "^_"):
            continue
        if _range_end(text, position, number.end()):
            continue
        unit = unit_after(text, number.end())
        bare_t = re.search(r"(?<![\w.])t\s*=\s*$", text[max(0, position - 6):position])
        # "with a 0.005 step", "a 0.5 write interval": a size no count has (a fraction), its
        # role right after it, in the case's own time units.
        bare_role = unit is None and _FRACTION.fullmatch(number.group(0)) is not None \
            and _ROLE_AFTER.match(text, number.end()) is not None
        if (unit is None or unit.kind != "time") and not (bare_t and unit is None) \
                and not bare_role:
            continue
        clause_start = max(text.rfind(mark, 0, position) for mark in ",;.:(\n") + 1
        before = text[max(clause_start, position - _ROLE_WINDOW):position]
        end = unit.end if unit is not None else number.end()
        named = _ROLE_AFTER.match(text, end)
        role = next((name for name, words in _TIME_ROLES if words.search(before)), "end") \
            if named is None else ("delta_t" if named.group("step") else "write")
        value = in_si(to_number(number.group(0)), unit)
        if named is not None:
            end = named.end()
        key = {"end": "end_time", "delta_t": "delta_t", "start": "start_time",
               "write": "write_interval", "other": None}[role]
        if key is None or (key == "start_time" and not _STARTS_HERE.search(before)):
            continue
        said = updates.get(key, getattr(found, key))
        if said is not None:
            # "(No, I don't know why they want 0.8 s specifically)": the same time said again
            # for a role already read is read, setting nothing; a different one stays unread.
            if unit is not None and _restates(said, float(value),
                                              updates.get("delta_t", found.delta_t)):
                page.take(position, end)
            continue
        if key == "end_time" and not value:
            continue  # "the gate is pulled at t = 0": an event, never a run's end
        # Only the time's own words are used and quoted: the window before it may hold another
        # quantity no rule read ("U=5 mm/s t=2s"), which must stay "not understood".
        window = start = max(clause_start, position - _ROLE_WINDOW)
        for earlier in re.finditer(NUMBER, text[window:position]):
            after = unit_after(text, window + earlier.end())
            start = min(position, after.end if after is not None else window + earlier.end())
        while 0 < start < position and text[start - 1].isalnum():
            start += 1  # never quote half a word ("he flap tip displacement over 2 s")
        page.take(position, end)
        source = " ".join(text[start:end].split())
        seconds = unit is not None
        updates[key] = Stated(WriteInterval(value, "time", seconds), source) \
            if key == "write_interval" else Timed(value, source, seconds)
    delta_t = updates.get("delta_t", found.delta_t)
    if found.end_time is None and "end_time" not in updates:
        iterations = next((match for match in _ITERATIONS.finditer(text)
                           if not page.is_read(match.start())
                           and not _TIME_ROLES[0][1].search(text[max(0, match.start() - 20):
                                                                 match.start()])), None)
        if iterations is not None:
            count = int(iterations.group("v") or iterations.group("w"))
            words = page.take(iterations.start(), iterations.end())
            # Beside a step stated in a unit of time ("dt = 1 ms, 2000 iterations") the
            # iterations are that many steps: the end is their product, as for "N steps".
            updates["end_time"] = _steps_of(count, words, delta_t) \
                if delta_t is not None and delta_t.seconds else Timed(count, words)
    end_time = updates.get("end_time", found.end_time)
    if end_time is not None and not end_time.seconds:
        updates.update(_iterations_of(page, end_time, delta_t))
    if found.end_time is None and "end_time" not in updates and delta_t is not None:
        # "1000 steps, dt 1 ms": the end time is the steps times the step.
        steps = next((match for match in _STEPS.finditer(text)
                      if not page.is_read(match.start())
                      and not _TIME_ROLES[0][1].search(text[max(0, match.start() - 20):
                                                            match.start()])), None)
        if steps is not None:
            updates["end_time"] = _steps_of(int(steps.group("v")),
                                            page.take(steps.start(), steps.end()), delta_t)
    result = replace(found, **updates) if updates else found
    _steps_restated(page, result.write_interval, result.delta_t)
    return result


def _restates(said: Timed | Stated[WriteInterval], seconds: float,
              delta_t: Timed | None) -> bool:
    """Whether a time of ``seconds`` is the run control already read as ``said``: the same
    time, or for an interval counted in steps that many steps of a step stated in seconds."""
    if isinstance(said, Timed):
        return said.seconds and math.isclose(float(said.value), seconds, rel_tol=1e-6)
    interval = said.value
    if interval.unit == "steps":
        if delta_t is None or not delta_t.seconds:
            return False
        return math.isclose(float(interval.value) * float(delta_t.value), seconds, rel_tol=1e-6)
    return interval.seconds and math.isclose(float(interval.value), seconds, rel_tol=1e-6)


#: "(every 200 steps)" beside a write interval said in time: the same writes counted in steps.
_EVERY_STEPS = lazy_regex(r"\b(?:every|each)\s+(?P<v>\d+)(?:st|nd|rd|th)?\s*(?:time\s*-?\s*)?"
                          r"(?:steps?|iterations?)\b", _FLAGS)


def _steps_restated(page: Page, interval: Stated[WriteInterval] | None,
                    delta_t: Timed | None) -> None:
    """Read a count of steps between writes that restates the write interval read in time
    ("write each 0.02 s (every 200 steps)" with a step of 1e-4 s); one that disagrees stays
    unread, so the case ends unmet rather than one of them being dropped."""
    if interval is None or interval.value.unit != "time" or not interval.value.seconds \
            or delta_t is None or not delta_t.seconds:
        return
    for match in _EVERY_STEPS.finditer(page.text):
        if page.is_read(match.start("v")) or page.blocked(match.start()):
            continue
        if math.isclose(int(match.group("v")) * float(delta_t.value),
                        float(interval.value.value), rel_tol=1e-6):
            page.take(match.start(), match.end())


def _steps_of(count: int, words: str, delta_t: Timed) -> Timed:
    """The end of ``count`` steps of ``delta_t``, quoting both."""
    value = float(f"{count * float(delta_t.value):.12g}")
    return Timed(to_number(format_number(value)), f"{words} of '{delta_t.source}'",
                 delta_t.seconds)


def _iterations_of(page: Page, end_time: Timed, delta_t: Timed | None) -> dict[str, Timed]:
    """A count of iterations said beside an end time in the case's own unit ("400 iterations
    (deltaT 1, endTime 400)"): the count is the end time over the step. With a stated step it
    must agree (its words are then read, setting nothing more); with none the step is the end
    time over the count ("500 iterations, endTime 500": deltaT 1). A count that disagrees
    with its step stays unread, so the case ends unmet rather than one of them being dropped.
    """
    match = next((item for item in _ITERATIONS.finditer(page.text)
                  if not page.is_read(item.start())
                  and not _TIME_ROLES[0][1].search(page.text[max(0, item.start() - 20):
                                                             item.start()])), None)
    if match is None:
        return {}
    count = int(match.group("v") or match.group("w"))
    if not count:
        return {}
    step = float(end_time.value) / count
    if delta_t is not None:
        if math.isclose(float(delta_t.value), step, rel_tol=1e-9):
            page.take(match.start(), match.end())
        return {}
    words = page.take(match.start(), match.end())
    return {"delta_t": Timed(to_number(format_number(float(f"{step:.12g}"))),
                             f"{words} to '{end_time.source}'")}


def _time_value(page: Page, match: re.Match[str], group: str = "v") -> Number | None:
    """The number of ``group`` in seconds, or None when its unit is not a time."""
    value = to_number(match.group(group))
    unit = unit_after(page.text, match.end(group))
    if unit is None:
        return value
    if unit.kind == "time":
        return in_si(value, unit)
    return value if unit.kind == "none" else None


def _stated_time(page: Page, match: re.Match[str], group: str = "v") -> Timed | None:
    """The time of ``group`` with its unit's words taken, or None when the unit is no time."""
    value = _time_value(page, match, group)
    if value is None:
        return None
    unit = unit_after(page.text, match.end(group))
    end = unit.end if unit else match.end(group)
    return Timed(value, page.take(match.start(), end), unit is not None and unit.kind == "time")


def _of_another(text: str, position: int) -> bool:
    """Whether the words just before ``position`` in its clause give the time another role:
    a ramp's duration ("a linearRamp of duration 4 s"), a time constant, an averaging or
    sampling period. Such a time is no end time, even after "duration" or "for"; the run's
    own end is said elsewhere ("Run 6 s"). "Over the first 20 ms" alone is the run's length
    (what the request wants to see), so it is no other role by itself."""
    clause_start = max(text.rfind(mark, 0, position) for mark in ",;.:(\n") + 1
    return bool(_TIME_ROLES[-1][1].search(text[max(clause_start, position - _ROLE_WINDOW):
                                              position]))


#: Subjects of "starts at" that make it the run's start: the run itself, or nothing said.
_RUN_SUBJECT = lazy_regex(r"\b(?:run|runs|simulation|computation|calculation|case|solver|"
                          r"solution|time|clock|integration|transient|it|we)\b|^[\s\W]*"
                          r"(?:and|then|please|so|to)?[\s\W]*$", _FLAGS)


def _of_something_else(text: str, match: re.Match[str]) -> bool:
    """Whether "starts at v" has a subject that is not the run and ``v`` no time unit:
    "k and omega start at 0.5 everywhere" gives the fields their initial value, it does not
    start the run at t = 0.5 (that value is read by the fields' reader). "The run starts at
    0.5", "start at 0.5" and "the valve starts at 2 s" keep the start-time reading."""
    clause_start = max(text.rfind(mark, 0, match.start()) for mark in ",;.:(\n") + 1
    unit = unit_after(text, match.end("v"))
    if unit is not None and unit.kind == "time":
        return False
    return not _RUN_SUBJECT.search(text[clause_start:match.start()])


#: Readers whose numbers are never the run's times: a run setting's ("a maximum time step of
#: 0.5 ms" is maxDeltaT) and the computer's ("until 3 o'clock" is a time of day).
_NOT_RUN_TIMES = frozenset({"numerics", "budget"})


def _simple_time(page: Page, patterns: Sequence[str], *, own_role: bool = False,
                 positive: bool = False, of_run: bool = False) -> Timed | None:
    """The first time any of ``patterns`` phrases, outside a clause of a varying value;
    with ``own_role``, none whose words give it another role (``_of_another``) and none
    after "every", "each" or "per" ("write every 0.01 s of simulated time" is an interval,
    however the words after it read, never the run's end); with
    ``positive``, none of zero or less (a time step); with ``of_run``, none said of a
    subject other than the run (``_of_something_else``)."""
    for match in sorted((m for pattern in patterns for m in re.finditer(pattern, page.text,
                                                                        _FLAGS)),
                        key=lambda m: m.start()):
        if page.blocked(match.start()) or (own_role and _of_another(page.text, match.start("v"))):
            continue
        if own_role and _EVERY_BEFORE.search(page.text[:match.start("v")]):
            continue
        if page.claims.owner(match.start("v")) in _NOT_RUN_TIMES:
            continue
        if of_run and _of_something_else(page.text, match):
            continue
        if positive and float(to_number(match.group("v"))) <= 0:
            continue
        if _range_end(page.text, match.start("v"), match.end("v")):
            continue
        stated = _stated_time(page, match)
        if stated is not None:
            return stated
    return None


def _plain_number(page: Page, patterns: Sequence[str]) -> Stated[Number] | None:
    """The earliest number any of ``patterns`` phrases, unitless ("maxCo 0.5")."""
    match = page.first(patterns)
    if match is None:
        return None
    return Stated(to_number(match.group("v")), page.take(match.start(), match.end()))


def _in_time_units(page: Page) -> Timed | None:
    """The end time said in the case's own units ("simulate 3 time units"), unless the words
    before it in its clause give it another role (a write, a step, a start, a ramp)."""
    for match in _TIME_UNITS.finditer(page.text):
        position = match.start("v")
        if page.blocked(position) or not page.claims.is_free(position, match.end("v")):
            continue
        clause_start = max(page.text.rfind(mark, 0, position) for mark in ",;.:(\n") + 1
        before = page.text[max(clause_start, position - _ROLE_WINDOW):position]
        if any(words.search(before) for _, words in _TIME_ROLES):
            continue
        if match.group("v") is not None:
            value = to_number(match.group("v"))
        else:
            count = match.group("count").lower()
            parts = ENGLISH.fractions[match.group("part").lower()]
            value = to_number(format_number((1 if count in ("a", "an") else float(count)) / parts))
        return Timed(value, page.take(match.start(), match.end()))
    return None


def _one_unit(page: Page) -> Timed | None:
    """"Run for a minute", "simulate for a second and a half": one unit of time (and a
    half), in seconds through the unit reader."""
    for match in _ONE_UNIT.finditer(page.text):
        if page.blocked(match.start()):
            continue
        unit = unit_after(page.text, match.start("u") - 1)
        if unit is None or unit.kind != "time":
            continue
        count = 1.5 if match.group("half") else 1
        return Timed(in_si(count, unit), page.take(match.start(), match.end()), True)
    return None


@dataclass(frozen=True)
class _Window:
    """A range of the run's time as the text says it, not yet taken: its ends in the same
    unit (seconds when ``seconds``), and the characters it spans."""

    start: Number
    end: Number
    seconds: bool
    span: tuple[int, int]


def _time_window(page: Page) -> _Window | None:
    """The first range of the run's time (``_TIME_RANGE``): one whose unit is a time, said
    with "t =" or a unit, or after words of running, and whose start comes before its end.
    Never a range of something else (a space, a speed, a ramp's or an average's window), and
    never a rough duration ("for 5 to 10 s")."""
    text = page.text
    for match in _TIME_RANGE.finditer(text):
        lead, sep = (match.group("lead") or "").lower(), match.group("sep").lower()
        if page.blocked(match.start()) or (sep == "and") != (lead == "between") \
                or not page.claims.is_free(match.start("start"), match.end("v")) \
                or page.claims.owner(match.start("v")) in _NOT_RUN_TIMES:
            continue
        unit = unit_after(text, match.end("v"))
        first_unit = unit_after(text, match.end("start")) if match.group("u1") else None
        if (unit is not None and unit.kind not in {"time", "none"}) \
                or (match.group("u1") and (first_unit is None or first_unit.kind != "time")):
            continue
        clause_start = _clause_start(text, match.start())
        before = text[_after_last_quantity(text, clause_start, match.start()):match.start()]
        timed = bool(match.group("t1") or match.group("t2") or first_unit
                     or (unit is not None and unit.kind == "time"))
        if _ROUGH.search(before) or any(words.search(before) for role, words in _TIME_ROLES
                                        if role != "start"):
            continue
        if lead:
            if not (timed or _TIME_CONTEXT.search(text[max(0, match.start() - 30):
                                                       match.start()])):
                continue
            if not timed and _SPATIAL_SUBJECT.search(text[clause_start:match.start()]):
                continue
        elif not (timed and _RUN_WINDOW.search(before)):
            continue
        in_unit = unit if unit is not None and unit.kind == "time" else first_unit
        begin, finish = to_number(match.group("start")), to_number(match.group("v"))
        if first_unit is not None:
            begin = in_si(begin, first_unit)
        elif in_unit is not None:
            begin = in_si(begin, in_unit)
        if in_unit is not None:
            finish = in_si(finish, in_unit)
        if float(begin) >= float(finish):
            continue
        return _Window(begin, finish, in_unit is not None,
                       (match.start(), unit.end if unit is not None else match.end("v")))
    return None


#: Where a clause ends: a comma, semicolon, colon, bracket, line break or a full stop, never
#: the point of a decimal ("write every 0.1 s from 0 to 1 s" is one clause).
_CLAUSE_MARK = lazy_regex(r"[,;:(\n]|\.(?!\d)")


def _clause_start(text: str, position: int) -> int:
    """Where the clause holding ``position`` starts."""
    return max((mark.end() for mark in _CLAUSE_MARK.finditer(text, 0, position)), default=0)


def _after_last_quantity(text: str, clause_start: int, position: int) -> int:
    """Where the words governing ``position`` begin: after the last number (and its unit)
    before it in its clause, and at most ``_ROLE_WINDOW`` characters back ("write every
    0.1 s from 0 to 1 s": the writing governs the 0.1 s, not the window after it)."""
    start = max(clause_start, position - _ROLE_WINDOW)
    for number in re.finditer(NUMBER, text[start:position]):
        unit = unit_after(text, start + number.end())
        start = unit.end if unit is not None else start + number.end()
    return min(start, position)


def read_times(page: Page) -> tuple[Timed | None, Timed | None]:
    """Start and end time. A window of the run's time ("run 0 to 0.5 s") gives both, unless
    a start or an end said by its own keyword disagrees with it: the window's words then
    stay unread, so the case ends unmet rather than one of them being dropped."""
    start = _simple_time(page, _START_TIME, of_run=True)
    keyword_end = _simple_time(page, _END_KEYWORD)
    window = _time_window(page)
    if window is not None and _agrees(start, window.start) and _agrees(keyword_end, window.end):
        source = page.take(*window.span)
        return (start or Timed(window.start, source, window.seconds),
                keyword_end or Timed(window.end, source, window.seconds))
    end = keyword_end or _simple_time(page, _END_TIME, own_role=True) \
        or _in_time_units(page) or _one_unit(page)
    return start, end


def _agrees(said: Timed | None, value: Number) -> bool:
    """Whether a time said on its own is none or the same as a window's end of ``value``."""
    return said is None or math.isclose(float(said.value), float(value), rel_tol=1e-9,
                                        abs_tol=1e-12)


#: "save 10 snapshots", "write 20 times": a number of writes, not an interval.
_WRITE_COUNT = lazy_regex(r"\s*(?:snapshots?|frames?|outputs?|times|solutions?|"
                          r"time\s+directories)\b", _FLAGS)


#: "writeControl timeStep": the case's own switch, saying what a bare interval counts.
_WRITE_CONTROL = lazy_regex(rf"\bwriteControl{IS}(?P<k>\w+)", _FLAGS)

#: "ten snapshots over the run", "give me 40 frames": a count of writes with no verb before it.
_WRITES_OVER = lazy_regex(rf"(?<![\w.])(?P<v>\d+)\s+(?:(?:evenly|equally)\s*-?\s*spaced\s+)?"
                          rf"(?:{'|'.join(WRITE_COUNT_NOUNS)})\b", _FLAGS)
_EVERY_BEFORE = lazy_regex(r"\b(?:every|each|per)\s*$", _FLAGS)

#: "write only at the end", "save just the final state": one write, at the end time.
_AT_THE_END = lazy_regex(
    r"\b(?:writ|output|sav|stor|dump)\w*\s+(?:\w+\s+){0,3}?(?:(?:only|just)\s+)?"
    r"(?:at\s+the\s+(?:very\s+)?end(?!\s+of\b)(?:\s+only)?|(?:only|just)\s+(?:the\s+)?"
    r"(?:final|last)\s+(?:time|step|state|result|solution|iteration|fields?)s?)\b", _FLAGS)


#: "save every quarter", "write the value monthly": one write per calendar period (``PERIODS``);
#: "every quarter of a turn" is a fraction of something else, no period.
_PERIOD_NOUNS = "|".join(period for period in PERIODS if not period.endswith("ly"))
_PERIOD_ADVERBS = "|".join(period for period in PERIODS if period.endswith("ly"))
_WRITE_PERIOD = lazy_regex(
    rf"\b(?:(?:writ|output|sav|stor|dump|record)\w*|{'|'.join(WRITE_NOUNS)})\b[^.;]{{0,50}}?"
    rf"(?:\b(?:once\s+)?(?:every|each|per|a)\s+(?P<every>{_PERIOD_NOUNS})"
    rf"|\b(?P<adverb>{_PERIOD_ADVERBS}))\b(?!\s+of\b)", _FLAGS)


def _in_write_control(page: Page, interval: Stated[WriteInterval]) -> Stated[WriteInterval] | None:
    """A bare interval counted as the request's ``writeControl`` counts (``WRITE_CONTROLS``):
    "writeControl timeStep with writeInterval 100" is 100 steps; under a clock control the
    interval is the computer's time, which no simulated interval is, so it is left unread."""
    if interval.value.unit is not None:
        return interval
    control = _WRITE_CONTROL.search(page.text)
    kind = WRITE_CONTROLS.get(control.group("k")) if control is not None else None
    if kind is None:
        return interval
    if kind == "clock":
        return None
    return Stated(WriteInterval(interval.value.value, kind), interval.source)


def _writes_over(page: Page, end_time: Timed | None) -> Stated[WriteInterval] | None:
    """A count of writes over the run ("ten snapshots over the run") as the end time over the
    count, or the one write at the end ("write only at the end") as the end time; None without
    an end time, the words then left unread."""
    if end_time is None:
        return None
    for match in _WRITES_OVER.finditer(page.text):
        count = int(match.group("v"))
        if not count or page.blocked(match.start()) or page.is_read(match.start()) \
                or _EVERY_BEFORE.search(page.text[max(0, match.start() - 8):match.start()]):
            continue
        interval = float(f"{float(end_time.value) / count:.6g}")
        words = page.take(match.start(), match.end())
        return Stated(WriteInterval(interval, "time", end_time.seconds),
                      f"{words} over '{end_time.source}': every {format_number(interval)}")
    final = _AT_THE_END.search(page.text)
    if final is None or page.blocked(final.start()):
        return None
    words = page.take(final.start(), final.end())
    return Stated(WriteInterval(end_time.value, "time", end_time.seconds),
                  f"{words}: once, at '{end_time.source}'")


def _write_period(page: Page) -> Stated[WriteInterval] | None:
    """One write per calendar period ("save every quarter"), in seconds through the period's
    unit (a quarter is three months)."""
    match = next((item for item in _WRITE_PERIOD.finditer(page.text)
                  if not page.blocked(item.start())), None)
    if match is None:
        return None
    count, name = PERIODS[(match.group("every") or match.group("adverb")).lower()]
    unit = unit_after(f" {name}", 0)
    if unit is None or unit.kind != "time":
        return None
    return Stated(WriteInterval(in_si(count, unit), "time", True),
                  page.take(match.start(), match.end()))


def read_write_interval(page: Page, end_time: Timed | None) -> Stated[WriteInterval] | None:
    """The write interval, counted as the request's ``writeControl`` says where it names one.
    A number of writes ("save 10 snapshots") is the end time divided by it, and without an end
    time it is left unread (said as not understood), never taken for an interval of 10."""
    interval = _read_write_interval(page, end_time)
    if interval is None:
        return _write_period(page) or _writes_over(page, end_time)
    return _in_write_control(page, interval)


def _read_write_interval(page: Page, end_time: Timed | None) -> Stated[WriteInterval] | None:
    """The write interval as its own words say it (see ``read_write_interval``)."""
    once = next((item for item in _WRITE_ONCE.finditer(page.text)
                 if not page.blocked(item.start()) and not page.is_read(item.start("unit"))),
                None)
    if once is not None:
        if not once.group("time"):
            return Stated(WriteInterval(1, "steps"), page.take(once.start(), once.end()))
        unit = unit_after(page.text, once.start("unit"))
        seconds = in_si(1, unit) if unit is not None and unit.kind == "time" else 1
        return Stated(WriteInterval(seconds, "time", True), page.take(once.start(), once.end()))
    match = page.first(_WRITE_INTERVAL)
    if match is None:
        return None
    if match.groupdict().get("one"):
        return Stated(WriteInterval(1, "steps"), page.take(match.start(), match.end()))
    value = to_number(match.group("v"))
    end = match.end("v")
    count = _WRITE_COUNT.match(page.text, end)
    if count is not None:
        if end_time is None or not value:
            return None
        interval = float(f"{float(end_time.value) / float(value):.6g}")
        words = page.take(match.start(), count.end())
        return Stated(WriteInterval(interval, "time", end_time.seconds),
                      f"{words} over '{end_time.source}': every {format_number(interval)}")
    steps = _STEP_UNIT.match(page.text, end)
    if steps is not None:
        return Stated(WriteInterval(value, "steps"), page.take(match.start(), steps.end()))
    unit = unit_after(page.text, end)
    if unit is not None and unit.kind == "time":
        return Stated(WriteInterval(in_si(value, unit), "time", True),
                      page.take(match.start(), unit.end))
    if unit is not None and unit.kind == "fraction":
        # "write every 5 %" of the run: a share of the end time, unread without one.
        if end_time is None:
            return None
        interval = float(f"{float(end_time.value) * float(value) / 100:.6g}")
        words = page.take(match.start(), unit.end)
        return Stated(WriteInterval(interval, "time", end_time.seconds),
                      f"{words} of '{end_time.source}': every {format_number(interval)}")
    return Stated(WriteInterval(value), page.take(match.start(), max(end, match.end())))


def read_delta_t(page: Page) -> Timed | None:
    """The time step ("Δt 0.0025 s", "a time step (deltaT) of 0.00005 seconds"); never one of
    zero, which is no step: "no diffusion (DT = 0)" names scalarTransportFoam's diffusivity,
    and read as a time step it hid the request's own "deltaT 0.005 s"."""
    return _simple_time(page, _DELTA_T, positive=True)


#: "maxCo = maxAlphaCo = 0.5": one value given to both limits; the numerics reader takes the
#: value for maxAlphaCo, and it is maxCo's too.
_MAX_CO_SHARED = lazy_regex(rf"\bmaxCo\s*=\s*maxAlphaCo\s*=\s*(?P<v>{NUMBER})", _FLAGS)


def read_max_co(page: Page) -> Stated[Number] | None:
    """The largest Courant number asked for ("maxCo 0.5", "a Courant number of 0.9")."""
    shared = _MAX_CO_SHARED.search(page.text)
    if shared is not None and not page.blocked(shared.start()):
        return Stated(to_number(shared.group("v")), page.take(shared.start(), shared.end()))
    return _plain_number(page, _MAX_CO)
