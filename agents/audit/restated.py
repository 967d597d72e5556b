"""Phrases no reader understood that keep or restate a value of the followed case: an entry it
names with the value right after ("nuTilda freestream 0.14 kept", "epsilon0 unchanged
(8.85419e-12)", "endTime 1"), or a time of the run ("the gate is pulled at time 0", "(1 year)",
"for 80 seconds"). Each is a met row when the written case holds that value, an unmet one
(the phrase left unread) when it does not.

Why: a request keeps part of the tutorial in words ("kept", "unchanged", "as in the
tutorial") or restates what it already says ("endTime 1 (one year)"). No reader gives such
words a value to write, so they ended "not understood" and a correct case ended unmet. Here the
value is held against the case as written, after every edit: a kept value an edit changed, or
a restated one the case never had, stays unread and the case unmet. Nothing is written from
these words.

The rule, written to keep agreement from being a coincidence:

- An entry is named by its own identifier (a ``constant`` keyword, a run control, a condition
  parameter: ``sigma``, ``endTime``, ``mixingLength``), its value said right after it, past
  words that only keep it ("kept at", "unchanged", "stays"); or a condition type right after
  one of the case's fields ("nuTilda freestream 0.14 kept"): the value that type imposes on
  that field, at the patches the phrase names, or at every patch of that type when the words
  keep it ("kept", "unchanged", "as in the tutorial"); a type with a value and neither is
  meant for a patch the words do not name, and stays unread.
- A unit must convert into the entry's: with pint into SI where the entry is SI (its file's
  dimensions must be the unit's, when it gives them), a time through the application's unit
  (``foamcase.catalog.time_units``: financialFoam counts years). Without a unit the number is
  in the case's own units.
- A time of the run is a number with a time unit, or after "time"/"t =": at or from it, the
  start time; until it, the end time; every so often, the write interval of a case writing by
  run time; said as a span ("for 80 seconds", "(1 year)", "expiry 1 year"), the end time less
  the start time. A span said of part of the run ("the last 3 s", "the first", "after",
  "within") is no such time, and leaves the phrase unread.
- A phrase naming a time that is no control (a period, a time constant, a ramp, a delay, a
  time step) holds no time of the run, whatever its numbers.
- A range ("from 0 to 200") in a phrase naming the quantity an application's coordinate
  stands for (financialFoam's x is the underlying's price: ``foamcase.catalog.coordinates``)
  agrees with the mesh's bounds along that axis, both ends.
- A value with a unit in a phrase naming its quantity in words ("the same kinematic
  viscosity 1.3e-6 m^2/s", "0.07 N/m for every surface tension pair") agrees with every entry
  of the case holding that quantity (``foamcase.catalog.quantities``' keywords).
- A value with a unit said of the start ("the domain starts uncharged at 0 V") agrees with
  the internal field of the case's one field of that unit's dimensions.
- A mesh scale ("ansysToFoam -scale 0.001", "blockMesh scale 150") agrees with one the
  case's mesh is made with (blockMeshDict's ``scale`` or ``convertToMeters``, an Allrun's
  ``-scale``).
- A count of walls ("the other 3 walls", "3 walls are fixed") agrees with the sides of the
  domain the case's wall patches lie on (those at rest when the words say so).
- A temperature or pressure said of no place ("the gas at pressure 1", "at T = 1 K") agrees
  with the case's internal field; one in a phrase naming a place (a patch, an inlet, a wall,
  upstream) may be that place's, and leaves the phrase unread.
- A pressure said above the surroundings at an end of the domain named by the flow ("the
  far end is open at 0 gauge": ``foamcase.case.patch_places``, through the case's geometry)
  or at openings named by their words ("both exits at 0 gauge": the patches the author's
  place words resolve to), or by a verb of the flow leaving ("the water leaves at 0 gauge":
  the outlets, ``foamcase.catalog.openings.LEAVING_VERBS``) agrees with the pressure every
  patch of that place holds; an end the case's inlets do not tell, a patch of it holding no
  fixed pressure, "both" of a place that is not two patches, or a unit of other dimensions
  than the field's leaves the phrase unread. No ambient is added: a case keeping absolute
  pressure does not hold a gauge value.
- A speed of sound ("a normalised gas, the speed of sound 1 at T = 1") agrees with
  sqrt(gamma R T) of the case's gas at the temperature stated beside it (else the case's).
- A value set aside in brackets right after a value that agrees ("from t = 0 (not a mapped
  0.5)", "2 m/s (not 3)"), or after words replacing it ("to 0.75 year instead of 0.5
  year", "rather than", "in place of"), says what the entry is not: it agrees when it
  differs from the value before it, which the case holds; equal to it, the phrase
  contradicts itself and stays unread.
- Every number of the phrase must be read one of these ways and agree, within the precision it
  was written with (half a unit of its last digit, never looser than 1 %); one number read
  otherwise leaves the whole phrase unread.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.written_precision import (
    agrees_within,
    shown,
    written_exponent,
)
from foam_agent.agents.spec.derive import THERMO_FILES, case_thermo, gas_properties
from foam_agent.agents.spec.units import DimensionedUnit, dimensioned_unit, read_unit
from foam_agent.foamcase.case.files import (
    BLOCK_MESH_DICTS,
    case_application,
    entries_of,
    first_existing,
    mesh_patches,
)
from foam_agent.foamcase.case.held import CONTROL_DICT, Held, held_entries, held_values
from foam_agent.foamcase.case.moving_walls import moving_walls
from foam_agent.foamcase.case.patches import resolve
from foam_agent.foamcase.case.sides import face_sides, patch_sides
from foam_agent.foamcase.case.sizes import case_sizes
from foam_agent.foamcase.case.values import number_of
from foam_agent.foamcase.case.vocabulary import case_vocabulary
from foam_agent.foamcase.catalog.conditions import condition
from foam_agent.foamcase.catalog.coordinates import coordinate
from foam_agent.foamcase.catalog.dimensionless import SOUND_SYMBOLS
from foam_agent.foamcase.catalog.openings import LEAVING_VERBS, OPENING_WORDS
from foam_agent.foamcase.catalog.pressure_datum import GAUGE_WORDS
from foam_agent.foamcase.catalog.quantities import QUANTITIES
from foam_agent.foamcase.catalog.surfaces import (
    DOWNSTREAM_WORDS,
    END_NOUNS,
    FAR_WORDS,
    UPSTREAM_WORDS,
)
from foam_agent.foamcase.catalog.time_units import time_unit
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: The run controls that hold a time, converted through the application's time unit.
TIME_CONTROLS = frozenset({"startTime", "endTime", "deltaT", "writeInterval", "maxDeltaT"})
#: The write controls whose interval is a time (not a count of steps).
TIMED_WRITES = frozenset({"runTime", "adjustableRunTime", "adjustable", "clockTime", "cpuTime"})

#: The dimensions of a time (kg m s K mol A cd).
_TIME = (0, 0, 1, 0, 0, 0, 0)

_NUMBER = r"[-+−]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?"
_VALUE = rf"(?P<value>{_NUMBER}|\(\s*{_NUMBER}\s+{_NUMBER}\s+{_NUMBER}\s*\))"
#: Words between an entry and its value that only keep or state it ("kept at", "unchanged
#: (", "stays", "is", "=").
_KEEPING = (r"(?:\s*(?:=|:|\bis\b|\bof\b|\bat\b|\bkept\b|\bkeeps?\b|\bunchanged\b|"
            r"\bstays?\b|\bremains?\b|\bas\s+is\b|\bstill\b|\bleft\b)\s*)*\(?\s*")
#: Digits written as a number: not inside a name ("wedge15Ma5", "epsilon0") nor a
#: dimensionality ("2-D", "3-DoF" is left to count as a number).
_DIGITS = lazy_regex(r"(?<![A-Za-z_\d.])\d+(?:\.\d+)?(?:[eE][-+]?\d+)?(?![\d]*-?[dD]\b)")
#: Words keeping a value as the followed case has it.
KEPT = lazy_regex(r"\b(?:kept|keep|keeps|keeping|unchanged|untouched|as\s+(?:is|before|it\s+is)|"
                   r"as\s+in\s+the\s+(?:tutorial|example|original|case)|stays?|remains?|same|"
                   r"still|leave|left|default|tutorial'?s)\b", re.IGNORECASE)
#: A time after its name: "at time 0", "t = 0", "from t=2 s", "until time 5".
_AT_TIME = lazy_regex(
    rf"(?P<before>\b(?:at|from|until|till|to|up\s+to|by|starting\s+at|every|each)\s+)?"
    rf"(?:\b(?i:time)\s*(?:=|:)?|(?<![\w.])t\s*(?:=|:))\s*(?P<value>{_NUMBER})(?![\w.])")
#: A range of a quantity: "from 0 to 200", "between 0 and 200", "0-200", "$0 to $200".
_RANGE = lazy_regex(
    r"(?:\b(?:from|between)\s+)?[$€£]?(?P<low>\d+(?:\.\d+)?)(?![\w.])"
    r"(?:\s+(?:to|and)\s+|\s*(?:\.\.|–|-)\s*)[$€£]?(?P<high>\d+(?:\.\d+)?)(?![\w.])")
#: Words saying a value is the one the run starts from.
_START = lazy_regex(r"\b(?:starts?|started|starting|initial(?:ly)?|at\s+first|"
                    r"at\s+the\s+(?:start|beginning)|from\s+rest)\b", re.IGNORECASE)
#: A mesh scale stated: "-scale 0.001", "scale 150", "convertToMeters 0.1".
_SCALE = lazy_regex(
    rf"(?<![\w.])-?(?:scale|convertToMeters)\s*(?:=|:|\bof\b|\bby\b)?\s*"
    rf"(?P<value>{_NUMBER})(?![\w.])")
#: A mesh conversion's scale in a script: "ansysToFoam flange.ans -scale 0.001".
_SCALE_OPTION = lazy_regex(rf"\s-scale\s+(?P<value>{_NUMBER})(?![\w.])")
#: A shell function whose mesh conversion takes its scale from an argument:
#: "runAnsysToFoam() { ... ansysToFoam $1 -scale $2 ... }".
_SCALED_FUNCTION = lazy_regex(
    r"^\s*(?P<name>\w+)\s*\(\)\s*\{[^}]*?\s-scale\s+\$(?P<argument>\d)\b",
    re.MULTILINE | re.DOTALL)
#: The largest Allrun read for a mesh conversion's scale (the tutorials' are under 4 kB).
_MAX_SCRIPT_BYTES = 64_000
#: A count of walls: "3 walls", "the other 3 walls", "3 side walls".
_WALLS = lazy_regex(r"(?<![\w.])(?P<count>\d+)\s+(?:[A-Za-z-]+\s+)?walls?\b", re.IGNORECASE)
#: Words saying walls are at rest.
_AT_REST = lazy_regex(r"\b(?:fixed|stationary|at\s+rest|no-?slip|still|other|remaining|static|"
                      r"motionless|not\s+mov\w*|just\s+walls?|plain)\b", re.IGNORECASE)
#: A speed of sound stated: "the speed of sound is 1", "a sound speed of 1 m/s", "a = 1"
#: (a symbol of ``catalog.dimensionless.SOUND_SYMBOLS`` set to a value, letter case kept).
_SOUND = lazy_regex(
    rf"(?:(?:\b(?:speed|velocity)\s+of\s+sound|\bsound\s+speed)\b(?:\s+(?:is|of|=|equals?|"
    rf"becomes?))?|(?<![\w.])(?-i:{'|'.join(SOUND_SYMBOLS)})\s*[=:])\s*(?P<value>{_NUMBER})"
    rf"(?![\w.])", re.IGNORECASE)
#: A temperature or pressure stated beside a speed of sound: "at T = 1", "pressure 1".
_STATE = lazy_regex(
    rf"(?<![\w.])(?P<name>T|p|temperature|pressure)\s*(?:=|:|\bis\b|\bof\b)?\s*"
    rf"(?P<value>{_NUMBER})(?![\w.])")
#: Words naming a place a value may be said of (then it is not the internal field's).
_PLACE = lazy_regex(r"\b(?:inlets?|outlets?|exits?|entrances?|inflow|outflow|walls?|top|bottom|"
                    r"left|right|sides?|upstream|downstream|boundary|boundaries|far[- ]?field|"
                    r"freestream|ambient|surface|patch(?:es)?|region|zone|lid|floor|ceiling|"
                    r"behind|ahead|before|beyond)\b", re.IGNORECASE)
#: The dimensions of a speed.
_SPEED = (0, 1, -1, 0, 0, 0, 0)
#: A value set aside: in brackets, "(not a mapped 0.5)", "(not 3 m/s)", or after words
#: replacing it, "0.75 year instead of 0.5 year", "2 m/s rather than the 3 m/s"; a few words
#: before it, none a number, and at most a unit's word after it.
_SET_ASIDE = lazy_regex(
    rf"\(\s*not\s+(?:[^\s\d()]+\s+){{0,3}}?(?P<value>{_NUMBER})(?:\s*[^\s\d()]+)?\s*\)"
    rf"|\b(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+(?:[^\s\d()]+\s+){{0,3}}?"
    rf"(?P<replaced>{_NUMBER})(?![\w.])(?:\s*[^\s\d(),;]+)?",
    re.IGNORECASE)
#: A gauge word right after a value (and its unit): "0 gauge", "200 Pa gage".
_GAUGE = lazy_regex(rf"\s*(?:{'|'.join(map(re.escape, GAUGE_WORDS))})\b", re.IGNORECASE)
#: A place a gauge pressure is said at: an end of the domain named by the flow ("the far
#: end", "the downstream face") or the openings by their words ("both exits", "the outlet").
_GAUGE_PLACE = lazy_regex(
    rf"\b(?:(?:{'|'.join(sorted(FAR_WORDS | UPSTREAM_WORDS | DOWNSTREAM_WORDS))})\s+"
    rf"(?:{'|'.join(sorted(END_NOUNS))})|(?:(?:both|all|each|every)\s+(?:the\s+)?)?"
    rf"(?:{'|'.join(sorted(OPENING_WORDS))}))\b", re.IGNORECASE)
#: A verb of the flow leaving, naming the outlets as its place: "the water leaves at 0 gauge".
_LEAVING = lazy_regex(rf"\b(?:{'|'.join(sorted(LEAVING_VERBS))})\b", re.IGNORECASE)
#: The pressure fields a boundary's pressure is set on, the one solved for first.
_PRESSURE_FIELDS = ("p_rgh", "p")
#: Between the value before a bracket and the bracket: no number.
_NO_NUMBER = lazy_regex(r"[^\d]*\Z")
#: A number with a time unit after it, and the word before it saying which time it is.
_TIMED = lazy_regex(rf"(?<![\w.])(?P<value>{_NUMBER})(?![\w.])")
_BEFORE_TIMED = lazy_regex(
    r"\b(?P<word>at|from|until|till|to|by|every|each|last|first|final|after|within|"
    r"before|past|next|over|for|in)\s+(?:the\s+)?(?:(?:last|first|final)\s+)?$",
    re.IGNORECASE)
#: Words naming a time that is no control of the run: a period, a time constant, a ramp's or a
#: delay's length, a time step (a phrase holding one is never read as the run's times).
_OTHER_TIMES = lazy_regex(
    r"\b(?:periods?|periodic|constants?|ramps?|ramped|ramping|delay(?:ed|s)?|pulses?|cycles?|"
    r"relax\w*|response|residence|lag|half-life|steps?|timesteps?|deltaT|frequency|"
    r"oscillat\w*|duration)\b", re.IGNORECASE)
#: Words before a time that make it part of the run, not one of its controls.
_PART_OF_RUN = frozenset({"last", "first", "final", "after", "within", "before", "past", "next",
                          "in"})
#: Which control an instant or a span after each word is.
_INSTANT = {"at": "startTime", "from": "startTime", "starting at": "startTime",
            "until": "endTime", "till": "endTime", "to": "endTime", "up to": "endTime",
            "by": "endTime", "every": "writeInterval", "each": "writeInterval"}


@dataclass(frozen=True)
class _Value:
    """A stated value the case holds, and where its words (the value and its unit) end."""

    agreed: _Agreed
    end: int


@dataclass(frozen=True)
class _Agreed:
    """One number of the phrase and what in the case it agreed with."""

    written: str
    file: str
    found: str


def entry_row(phrase: str, root: Path, names: Collection[str],
              fields: Collection[str]) -> AuditRow | None:
    """The met row of a phrase each number of which is the value said right after one of
    ``names`` (entries of the installation the phrase names) that the case at ``root`` holds
    for it, or a time of the run it holds ("Time to expiry 6 months: endTime 0.5"); None when
    one number is neither or the case does not hold it."""
    spans: list[tuple[int, int]] = []
    agreed: list[_Agreed] = []
    patches = _named_patches(phrase, root)
    for name in sorted(names, key=len, reverse=True):
        pattern = re.compile(rf"(?<![\w.])(?:(?P<field>[A-Za-z][\w.]*)\s*:?\s+)?"
                             rf"{re.escape(name)}(?![\w.]){_KEEPING}{_VALUE}")
        for match in pattern.finditer(phrase):
            if _inside(match.span("value"), spans):
                continue
            candidates = _candidates(phrase, root, name, match.group("field"), fields,
                                     patches)
            found = _held(phrase, match, name, candidates, root)
            if found is None:
                return None
            agreed.append(found.agreed)
            spans.append((match.start("value"), found.end))
    if not agreed:
        return None
    ranges = _ranges(phrase, root, spans)
    times = _times(phrase, root, spans) if ranges is not None else None
    if ranges is None or times is None:
        return None
    return _row(phrase, agreed + ranges + times,
                "every value of the phrase is one the case already holds for the entry it names")


def restated_row(phrase: str, root: Path) -> AuditRow | None:
    """The met row of a phrase each number of which is a time of the run that the case at
    ``root`` holds (its start, its end, its write interval, or the span from start to end)
    or the span of a coordinate that is no position (financialFoam's prices); None when one
    number is neither or does not agree."""
    set_aside = list(_SET_ASIDE.finditer(phrase))
    spans: list[tuple[int, int]] = [match.span() for match in set_aside]
    agreed: list[_Agreed] = []
    for reader in (_sound, _gauge_at_place, _states, _quantities, _walls, _scale, _ranges,
                   _initial, _times):
        found = reader(phrase, root, spans)
        if found is None:
            return None
        agreed += found
    if not agreed or not all(_set_aside_agrees(phrase, match, spans[len(set_aside):])
                             for match in set_aside):
        return None
    return _row(phrase, agreed, "every number of the phrase is one the case already holds, "
                                "runs by or spans")


def _initial(phrase: str, root: Path, spans: list[tuple[int, int]]) -> list[_Agreed] | None:
    """The agreement of a value said of the start ("the domain starts uncharged at 0 V",
    "initially 0.5 m/s everywhere") with the internal field of the case's one field whose
    dimensions its unit has; [] when the phrase says nothing of the start, None when a value
    with a unit has no such field or does not agree."""
    if not _START.search(phrase):
        return []
    agreed: list[_Agreed] = []
    for match in _TIMED.finditer(phrase):
        if _inside(match.span("value"), spans):
            continue
        unit = _unit(phrase, match.end("value"))
        if unit is None or unit.dimensions == _TIME:
            continue
        dimensions = tuple(float(d) for d in unit.dimensions)
        internal = [held for field in case_vocabulary(root).fields
                    for held in held_values(root, field)
                    if held.place == "internalField" and held.dimensions == dimensions]
        value = unit.to_si(float(match.group("value")))
        half = 0.5 * 10.0 ** written_exponent(match.group("value")) \
            * abs(unit.to_si(1.0) - unit.to_si(0.0))
        if len({held.field for held in internal}) != 1 \
                or not all(agrees_within(held.value, (value,), half) for held in internal):
            return None
        end = match.end("value") + unit.length
        agreed.append(_Agreed(phrase[match.start():end].strip(), internal[0].file,
                              f"{internal[0].file} internalField: {shown(internal[0].value)}"))
        spans.append((match.start(), end))
    return agreed


def _scale(phrase: str, root: Path, spans: list[tuple[int, int]]) -> list[_Agreed] | None:
    """The agreement of a mesh scale ("ansysToFoam -scale 0.001", "blockMesh scale 150")
    with one the case's mesh is made with: blockMeshDict's ``scale`` or ``convertToMeters``,
    or the ``-scale`` of a mesh conversion in its Allrun; [] without one, None when a stated
    scale is none of them."""
    stated = [match for match in _SCALE.finditer(phrase)
              if not _inside(match.span("value"), spans)]
    if not stated:
        return []
    held = _mesh_scales(root)
    agreed: list[_Agreed] = []
    for match in stated:
        value = float(match.group("value"))
        half = 0.5 * 10.0 ** written_exponent(match.group("value"))
        found = next(((place, scale) for place, scale in held
                      if agrees_within(scale, (value,), half)), None)
        if found is None:
            return None
        agreed.append(_Agreed(match.group(0).strip(), found[0].split(" ")[0],
                              f"{found[0]}: {found[1]:g}"))
        spans.append(match.span())
    return agreed


def _mesh_scales(root: Path) -> list[tuple[str, float]]:
    """The scales the case's mesh is made with, each with where it is written."""
    held: list[tuple[str, float]] = []
    path = first_existing(root, BLOCK_MESH_DICTS)
    entries = entries_of(path) if path is not None else None
    for key in ("scale", "convertToMeters"):
        value = number_of(entries.get(key)) if entries is not None else None
        if path is not None and value is not None:
            held.append((f"{path.relative_to(root).as_posix()} {key}", value))
    for script in sorted(root.glob("Allrun*")):
        if not script.is_file() or script.stat().st_size > _MAX_SCRIPT_BYTES:
            continue
        held += _script_scales(script.name,
                               script.read_text(encoding="utf-8", errors="replace"))
    return held


def _script_scales(name: str, text: str) -> list[tuple[str, float]]:
    """The ``-scale`` of each mesh conversion a script runs: written on the command
    ("ansysToFoam flange.ans -scale 0.001"), or passed to a shell function of the script
    whose command takes it from an argument (the flange tutorial's ``runAnsysToFoam
    flange.ans 0.001`` over ``ansysToFoam $1 -scale $2``)."""
    held: list[tuple[str, float]] = []
    functions = {match.group("name"): int(match.group("argument"))
                 for match in _SCALED_FUNCTION.finditer(text)}
    for line in text.splitlines():
        option = _SCALE_OPTION.search(line)
        if option is not None:
            held.append((f"{name} {line.strip()}", float(option.group("value"))))
            continue
        words = line.split()
        if words and words[0] in functions and len(words) > functions[words[0]]:
            try:
                held.append((f"{name} {line.strip()}", float(words[functions[words[0]]])))
            except ValueError:
                continue
    return held


def _quantities(phrase: str, root: Path, spans: list[tuple[int, int]]) -> list[_Agreed] | None:
    """The agreement of each value with a unit of a quantity the phrase names in words ("the
    same kinematic viscosity 1.3e-6 m^2/s", "keep 0.07 N/m for every surface tension pair")
    with every entry of the case holding it (``foamcase.catalog.quantities``: its keywords);
    [] when the phrase names no such quantity with such a value, None when the case holds it
    nowhere or another value somewhere."""
    rows = [row for row in QUANTITIES if row.keywords and any(row.dimensions)
            and re.search(rf"\b(?:{'|'.join(re.escape(word) for word in (row.name, *row.words))})"
                          rf"\b", phrase, re.IGNORECASE)]
    agreed: list[_Agreed] = []
    for match in _TIMED.finditer(phrase) if rows else ():
        if _inside(match.span("value"), spans):
            continue
        unit = _unit(phrase, match.end("value"))
        dimensions = tuple(float(d) for d in unit.dimensions) if unit is not None else None
        row = next((row for row in rows
                    if tuple(float(d) for d in row.dimensions) == dimensions), None)
        if unit is None or row is None:
            continue
        held = [item for keyword in row.keywords for item in held_entries(root, keyword)]
        value = unit.to_si(float(match.group("value")))
        half = 0.5 * 10.0 ** written_exponent(match.group("value")) \
            * abs(unit.to_si(1.0) - unit.to_si(0.0))
        if not held or not all(agrees_within(item.value, (value,), half) for item in held):
            return None
        end = match.end("value") + unit.length
        agreed.append(_Agreed(phrase[match.start():end].strip(),
                              ", ".join(sorted({item.file for item in held})),
                              "; ".join(f"{item.file} {item.place}: {shown(item.value)}"
                                        for item in held)))
        spans.append((match.start(), end))
    return agreed


def _walls(phrase: str, root: Path, spans: list[tuple[int, int]]) -> list[_Agreed] | None:
    """The agreement of a count of walls ("the other 3 walls", "3 walls are fixed") with the
    sides of the domain the case's wall patches lie on: those at rest when the phrase says
    they are (no moving-wall condition and no velocity: ``foamcase.case.moving_walls``), else
    all; [] without such a count, None when one does not agree."""
    counts = [match for match in _WALLS.finditer(phrase)
              if not _inside(match.span("count"), spans)]
    if not counts:
        return []
    patches = mesh_patches(root)
    walls = {name for name, kind in patches.items() if kind == "wall"}
    at_rest = bool(_AT_REST.search(phrase))
    if at_rest:
        walls -= set(moving_walls(root, patches))
    sides = {side for name, faces in face_sides(root).items() if name in walls
             for side in faces if side is not None}
    agreed: list[_Agreed] = []
    for match in counts:
        if int(match.group("count")) != len(sides):
            return None
        agreed.append(_Agreed(match.group(0).strip(), "system/blockMeshDict",
                              f"{len(sides)} sides of the domain on wall patches"
                              f"{' at rest' if at_rest else ''} "
                              f"({', '.join(sorted(sides))}: {', '.join(sorted(walls))})"))
        spans.append(match.span())
    return agreed


def _states(phrase: str, root: Path, spans: list[tuple[int, int]]) -> list[_Agreed] | None:
    """The agreement of each temperature or pressure the phrase states with no place ("the
    gas at pressure 1", "at T = 1 K") with the case's internal field; [] without one, None
    when one does not agree or the phrase names a place (a patch, an inlet, a wall: the value
    may be that place's)."""
    stated = [match for match in _STATE.finditer(phrase)
              if not _inside(match.span("value"), spans)]
    if not stated:
        return []
    if _PLACE.search(phrase) or _named_patches(phrase, root):
        return None
    agreed: list[_Agreed] = []
    for state in stated:
        field = _state_field(state)
        internal = next((held for held in held_values(root, field)
                         if held.place == "internalField"
                         and isinstance(held.value, float | int)), None)
        unit = _unit(phrase, state.end("value"))
        value = float(state.group("value"))
        half = 0.5 * 10.0 ** written_exponent(state.group("value"))
        if unit is not None:
            if internal is not None and internal.dimensions is not None \
                    and internal.dimensions != tuple(float(d) for d in unit.dimensions):
                return None
            value, half = unit.to_si(value), half * abs(unit.to_si(1.0) - unit.to_si(0.0))
        if internal is None or not agrees_within(internal.value, (value,), half):
            return None
        end = state.end("value") + (unit.length if unit is not None else 0)
        agreed.append(_Agreed(phrase[state.start():end].strip(), internal.file,
                              f"{internal.file} internalField: {shown(internal.value)}"))
        spans.append((state.start(), end))
    return agreed


def _gauge_at_place(phrase: str, root: Path,
                  spans: list[tuple[int, int]]) -> list[_Agreed] | None:
    """The agreement of a gauge pressure said at a place the phrase names (an end by the flow,
    "the far end is open at 0 gauge"; openings by their words) with the pressure each patch of
    that place holds (see the module's rules); [] without a gauge value, None when the place
    names no patches or a patch of it does not hold the value."""
    stated = [(match, unit) for match in _TIMED.finditer(phrase)
              if not _inside(match.span("value"), spans)
              for unit in (_unit(phrase, match.end("value")),)
              if _GAUGE.match(phrase, match.end("value") + (unit.length if unit else 0))]
    if not stated:
        return []
    end = _GAUGE_PLACE.search(phrase) or _LEAVING.search(phrase)
    patches = mesh_patches(root)
    mention = "outlet" if end is not None and _LEAVING.fullmatch(end.group(0)) else \
        end.group(0) if end is not None else ""
    places = resolve((mention,), patches, sides=lambda: patch_sides(root)) \
        if end is not None else []
    if not places or (end is not None and re.match(r"both\b", end.group(0), re.IGNORECASE)
                      and len(places) != 2):
        return None  # "both exits" of a case with one: the words are of another case
    agreed: list[_Agreed] = []
    for match, unit in stated:
        held = next(([item for item in values if item.patch in places]
                     for field in _PRESSURE_FIELDS
                     if (values := held_values(root, field))), [])
        value = float(match.group("value").replace("−", "-"))
        half = 0.5 * 10.0 ** written_exponent(match.group("value"))
        if unit is not None:
            if held and held[0].dimensions is not None and \
                    tuple(float(d) for d in unit.dimensions) != held[0].dimensions:
                return None
            value, half = unit.to_si(value), half * abs(unit.to_si(1.0) - unit.to_si(0.0))
        if {item.patch for item in held} != set(places) \
                or not all(agrees_within(item.value, (value,), half) for item in held):
            return None
        gauge = _GAUGE.match(phrase, match.end("value") + (unit.length if unit else 0))
        assert gauge is not None
        agreed.append(_Agreed(phrase[match.start():gauge.end()].strip(), held[0].file,
                              "; ".join(f"{item.file} {item.place}: {shown(item.value)}"
                                        for item in held)
                              + f" ('{end.group(0) if end else ''}' is {', '.join(places)})"))
        spans.append((match.start(), gauge.end()))
    return agreed


def _state_field(state: re.Match[str]) -> str:
    return "T" if state.group("name").lower() in ("t", "temperature") else "p"


def _sound(phrase: str, root: Path, spans: list[tuple[int, int]]) -> list[_Agreed] | None:
    """The agreement of a speed of sound the phrase states ("a normalised gas whose speed of
    sound is 1 at T = 1 and p = 1") with sqrt(gamma R T) of the case's gas, at the temperature
    the phrase states (else the case's internal one; each stated state is held against the
    case by ``_states``); [] without a speed of sound, None when it does not agree."""
    match = _SOUND.search(phrase)
    if match is None:
        return []
    thermo = case_thermo(root)
    gas = gas_properties(thermo) if thermo is not None else None
    internal = next((held.value for held in held_values(root, "T")
                     if held.place == "internalField" and isinstance(held.value, float | int)),
                    None)
    said = next((state for state in _STATE.finditer(phrase) if _state_field(state) == "T"),
                None)
    said_unit = _unit(phrase, said.end("value")) if said is not None else None
    temperature = (said_unit.to_si(float(said.group("value"))) if said_unit is not None
                   else float(said.group("value"))) if said is not None else internal
    if gas is None or temperature is None or temperature <= 0:
        return None
    speed = math.sqrt(gas.gamma * gas.gas_constant * temperature)
    unit = _unit(phrase, match.end("value"))
    stated = float(match.group("value"))
    half = 0.5 * 10.0 ** written_exponent(match.group("value"))
    if unit is not None:
        if unit.dimensions != _SPEED:
            return None
        stated, half = unit.to_si(stated), half * unit.to_si(1.0)
    if not agrees_within(speed, (stated,), half):
        return None
    end = match.end("value") + (unit.length if unit is not None else 0)
    spans.append((match.start(), end))
    return [_Agreed(phrase[match.start():end].strip(), THERMO_FILES[0],
                    f"sqrt(gamma R T) = {speed:.4g} at T = {temperature:g}; {gas.formula}")]


def _ranges(phrase: str, root: Path, spans: list[tuple[int, int]]) -> list[_Agreed] | None:
    """The agreement of each range of the phrase ("from 0 to 200") with the mesh's span of
    the application's coordinate that is no position, when the phrase names that coordinate's
    quantity (``foamcase.catalog.coordinates``); None when such a range does not agree."""
    row = coordinate(case_application(root))
    if row is None or not re.search(rf"\b(?:{'|'.join(row.words)})\b", phrase, re.IGNORECASE):
        return []
    bounds = [size.value for size in case_sizes(root) if size.kind == "position"
              and size.thing == "domain" and size.axis == row.axis]
    agreed: list[_Agreed] = []
    for match in _RANGE.finditer(phrase):
        if _inside(match.span(), spans):
            continue
        low, high = (float(match.group(group)) for group in ("low", "high"))
        half = max(0.5 * 10.0 ** written_exponent(match.group(group)) for group in ("low", "high"))
        if not bounds or not agrees_within(min(bounds), (low,), half) \
                or not agrees_within(max(bounds), (high,), half):
            return None
        agreed.append(_Agreed(match.group(0).strip(), "system/blockMeshDict",
                              f"the mesh spans {row.quantity} from {min(bounds):g} to "
                              f"{max(bounds):g} along {'xyz'[row.axis]}"))
        spans.append(match.span())
    return agreed


def _times(phrase: str, root: Path, spans: list[tuple[int, int]]) -> list[_Agreed] | None:
    """The agreement of every number of ``phrase`` outside ``spans`` with a time of the run
    the case at ``root`` holds; None when one is no such time or does not agree."""
    control = entries_of(root / CONTROL_DICT)
    if control is None or _OTHER_TIMES.search(phrase):
        return None
    unit = time_unit(case_application(root))
    agreed: list[_Agreed] = []
    for match in _AT_TIME.finditer(phrase):
        if _inside(match.span("value"), spans):
            continue
        before = re.sub(r"\s+", " ", (match.group("before") or "at").strip().lower())
        factor = _factor(phrase, match.end("value"))
        found = _agree_time(match.group("value"), factor, _INSTANT.get(before, ""), control,
                            unit.from_seconds, match.group(0).strip())
        if found is None:
            return None
        agreed.append(found)
        spans.append((match.start(), _unit_end(phrase, match.end("value"))))
    for match in _TIMED.finditer(phrase):
        if _inside(match.span("value"), spans):
            continue
        reading = read_unit(phrase, match.end("value"))
        if reading is None or reading.kind != "time":
            continue
        head = _BEFORE_TIMED.search(phrase[:match.start()])
        word = head.group("word").lower() if head is not None else ""
        if word in _PART_OF_RUN or (head is not None and re.search(
                r"\b(?:last|first|final)\b", head.group(0), re.IGNORECASE)):
            return None
        found = _agree_time(match.group("value"), _factor(phrase, match.end("value")),
                            _INSTANT.get(word, "span"), control, unit.from_seconds,
                            phrase[match.start():reading.end].strip())
        if found is None:
            return None
        agreed.append(found)
        spans.append((match.start(), reading.end))
    return agreed if _all_read(phrase, spans) else None


def _unit_end(phrase: str, end: int) -> int:
    """Where the unit right after ``end`` ends (``end`` itself without one)."""
    reading = read_unit(phrase, end)
    return reading.end if reading is not None else end


def _candidates(phrase: str, root: Path, name: str, field: str | None,
                fields: Collection[str], patches: set[str]) -> list[Held]:
    """What the case holds for ``name``: a condition type's value on ``field`` (at the named
    patches, else at every patch of that type when the words keep it: a type stated with a
    value and no patch may be meant for one the case gives another type), else the entry
    called ``name``."""
    if field is not None and field in fields and condition(name) is not None:
        if not patches and not KEPT.search(phrase):
            return []  # a type set with a value at a patch the words do not name
        return [held for held in held_values(root, field) if held.condition == name
                and (held.patch in patches if patches else True)]
    return [held for held in held_entries(root, name)
            if held.patch is None or not patches or held.patch in patches]


def _held(phrase: str, match: re.Match[str], name: str, candidates: Sequence[Held],
          root: Path) -> _Value | None:
    """The agreement of the value ``match`` states with every one of ``candidates`` (a kept
    value must be the case's wherever the entry is), or None."""
    if not candidates:
        return None
    texts = re.findall(_NUMBER, match.group("value"))
    stated = tuple(float(text.replace("−", "-")) for text in texts)
    half = max(0.5 * 10.0 ** written_exponent(text) for text in texts)
    unit = _unit(phrase, match.end("value"))
    written = phrase[match.start():match.end("value")].strip()
    if unit is not None:
        written = phrase[match.start():match.end("value") + unit.length].strip()
        if name in TIME_CONTROLS and unit.dimensions == _TIME:
            convert = time_unit(case_application(root)).from_seconds
            stated = tuple(convert(unit.to_si(value)) for value in stated)
            half = convert(half * unit.to_si(1.0))
        else:
            stated = tuple(unit.to_si(value) for value in stated)
            half *= abs(unit.to_si(1.0) - unit.to_si(0.0))
    for held in candidates:
        if unit is not None and held.dimensions is not None and name not in TIME_CONTROLS \
                and held.dimensions != tuple(float(d) for d in unit.dimensions):
            return None
        if not agrees_within(held.value, stated, half):
            return None
    return _Value(_Agreed(written, ", ".join(sorted({held.file for held in candidates})),
                          "; ".join(f"{held.file} {held.place}: {shown(held.value)}"
                                    for held in candidates)),
                  match.end("value") + (unit.length if unit is not None else 0))


def _agree_time(text: str, factor: float | None, control: str, entries: Mapping[Any, Any],
                convert: Callable[[float], float], written: str) -> _Agreed | None:
    """The agreement of a stated time with the control it names (``span``: the end less the
    start), or None. ``factor`` is the seconds in one of the time's written unit, None
    when it has no unit (then the number is in the case's own unit)."""
    if not control:
        return None
    value = float(text.replace("−", "-"))
    half = 0.5 * 10.0 ** written_exponent(text)
    if factor is not None:
        value, half = convert(value * factor), convert(half * factor)
    start = number_of(entries.get("startTime"))
    end = number_of(entries.get("endTime"))
    if control == "span":
        held = end - start if start is not None and end is not None else None
        place = "endTime - startTime"
    elif control == "writeInterval":
        held = number_of(entries.get("writeInterval")) \
            if entries.get("writeControl") in TIMED_WRITES else None
        place = "writeInterval"
    else:
        held = number_of(entries.get(control))
        place = control
    if held is None or not agrees_within(held, (value,), half):
        return None
    return _Agreed(written, CONTROL_DICT, f"{CONTROL_DICT} {place}: {held:g}")


def _factor(phrase: str, end: int) -> float | None:
    """The seconds in one of the time unit right after ``end``, or None without one."""
    reading = read_unit(phrase, end)
    unit = _unit(phrase, end) if reading is not None and reading.kind == "time" else None
    return unit.to_si(1.0) if unit is not None else None


def _unit(phrase: str, end: int) -> DimensionedUnit | None:
    """The unit right after ``end`` with its dimensions, when the request's unit reader takes
    the words for one or pint reads a symbol ("V"); a lowercase word pint alone reads is
    prose ("has" is no hectare-second)."""
    unit = dimensioned_unit(phrase[end:])
    if unit is None or read_unit(phrase, end) is not None:
        return unit
    written = phrase[end:end + unit.length].strip()
    return None if re.fullmatch(r"[a-z]{3,}", written) else unit


def _set_aside_agrees(phrase: str, match: re.Match[str],
                      agreed: Sequence[tuple[int, int]]) -> bool:
    """Whether the value set aside by ``match`` ("(not a mapped 0.5)") follows a value of
    ``agreed`` (the spans the case was found to hold), no other number between, and differs
    from it: the entry holds that value, so it is not the one set aside."""
    before = [span for span in agreed if span[1] <= match.start()
              and _NO_NUMBER.match(phrase, span[1], match.start()) is not None]
    if not before:
        return False
    held = re.findall(_NUMBER, phrase[before[-1][0]:before[-1][1]])
    set_aside = match.group("value") or match.group("replaced")
    return bool(held) and float(held[-1].replace("−", "-")) != \
        float(set_aside.replace("−", "-"))


def _named_patches(phrase: str, root: Path) -> set[str]:
    return {name for name in mesh_patches(root)
            if re.search(rf"(?<![\w.]){re.escape(name)}(?![\w.])", phrase)}


def _row(phrase: str, agreed: Sequence[_Agreed], why: str) -> AuditRow:
    return AuditRow(
        requirement="kept or restated value of the followed case", phrase=phrase,
        expected=", ".join(item.written for item in agreed),
        file=", ".join(sorted({part for item in agreed for part in item.file.split(", ")})),
        found="; ".join(item.found for item in agreed), met=True,
        note=f"nothing to write: {why}")





def _all_read(phrase: str, spans: Sequence[tuple[int, int]]) -> bool:
    """Whether every number written in ``phrase`` lies in one of ``spans``."""
    return all(_inside(digits.span(), spans) for digits in _DIGITS.finditer(phrase))


def _inside(span: tuple[int, int], taken: Sequence[tuple[int, int]]) -> bool:
    return any(start <= span[0] and span[1] <= end for start, end in taken)
