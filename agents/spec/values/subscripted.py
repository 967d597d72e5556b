"""Boundary values written as a field's symbol with the boundary as subscript: "U_in = 10
m/s", "T_hot = 310 K", "T0 = 300 K".

Why: "U_in = 10 m/s" was read as a dictionary keyword ``U_in`` no case has (an unmet row)
while the inlet kept its speed.
"""

from __future__ import annotations

import re
from dataclasses import replace

from foam_agent.agents.spec.phrases import (
    NUMBER,
    VECTOR,
    in_si,
    sentences,
    to_number,
    unit_after,
)
from foam_agent.agents.spec.start_state import START_STATE, said_at_start
from foam_agent.agents.spec.stated import INTERNAL, BoundaryValue
from foam_agent.agents.spec.units import MAX_UNIT_CHARS, UnitReading, dimensioned_unit
from foam_agent.agents.spec.values.page import Page
from foam_agent.foamcase.case.numbers import Number, Vector
from foam_agent.foamcase.case.vocabulary import Vocabulary, installation_vocabulary
from foam_agent.foamcase.catalog.quantities import QUANTITIES
from foam_agent.foamcase.catalog.surfaces import SUBSCRIPT_PLACES, SURROUNDING_WORDS
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: A field's symbol with a subscript naming its boundary: "U_in = 10 m/s", "T_hot = 310 K",
#: a velocity's as a vector too ("U_inf = (30, 2, 0) ft/s": the unit is each component's),
#: "p_out = 0", "U_inf = 30 m/s" (the free stream: the inlet, said as assumed), a side of the
#: domain ("T_floor = 302 K", "T_ceil = 300 K": the side's patch, through the case's geometry).
_PLACES = (r"inlet|in|outlet|out|inf|infty|∞|lid|wall|w|hot|cold|top|bottom|left|right|floor|"
           r"ceiling|ceil|front|back|upper|lower|sides|side|0")
#: A phase's name beside the boundary in the subscript ("U_air,in", "U_{in,gas}"), which
#: must be a phase of the installation's cases; the value is then that phase's field's.
_PHASED = r"[A-Za-z][a-z0-9]*"
SUBSCRIPTED = lazy_regex(
    rf"\b(?P<f>U|V|T|p)_?\{{?(?:(?P<a>{_PHASED})\s*[,_]\s*)?(?P<s>{_PLACES})"
    rf"(?:\s*[,_]\s*(?P<b>{_PHASED}))?\}}?"
    # "=" or ":" before the value; a space alone only after a phase's subscript ("U_air,in
    # 0.4 ft/s"), where a unit of the field must follow (``read_subscripted``).
    rf"(?P<link>\s*(?:=|:)\s*|(?(a)\s+|(?(b)\s+|(?!))))(?P<v>{NUMBER}|{VECTOR})")
#: The plain symbol with a space for the "=" ("T_hot 113 F", "U_in 40 ft/s"): a symbol only
#: with its underscore and a unit of its field after the number ("Tin 5" is no symbol). A
#: pattern of its own, so the grounded reader still skips only the forms above ("p0 1e5 Pa"
#: stays a keyword's value).
_SPACED = lazy_regex(
    rf"\b(?P<f>U|T|p)_\{{?(?P<s>{_PLACES})\}}?(?P<link>\s+)(?P<v>{NUMBER})")

#: The catalog's short place words, and the free stream's and the stagnation state's, which
#: are the inlet's with an assumption said.
_SUBSCRIPT_BOUNDARY = {**SUBSCRIPT_PLACES, "inf": "inlet", "infty": "inlet", "∞": "inlet",
                       "0": "inlet"}
#: A subscript the list above does not hold, with or without "=" ("U_fuel 0.5 ft/s", "T_amb:
#: 68 °F"): a place only where it is a catalog's short place word, a word of the
#: surroundings or a patch name of the installed cases (``_grounded_place``), and its value
#: binds only with a unit of the field's kind. Read after the forms above, so a phase's
#: subscript ("U_air,in") and a listed place keep their own reading.
_GROUNDED = re.compile(
    rf"\b(?P<f>U|T|p)_\{{?(?P<s>[A-Za-z][A-Za-z0-9]*)\}}?(?P<link>\s*(?:=|:)\s*|[ \t]+)"
    rf"(?P<v>{NUMBER})")

#: A catalog quantity's symbol with a subscript saying where ("c_in = 2.5", "c0 = 0"): the
#: rows' ``subscripted`` symbols, bound to the row's field; "0" and "init" are the start.
_QUANTITY_SYMBOLS = {symbol: row for row in QUANTITIES if row.fields
                     for symbol in row.subscripted}
_QUANTITY_LETTERS = "|".join(map(re.escape, sorted(_QUANTITY_SYMBOLS, key=len, reverse=True)))
QUANTITY_SUBSCRIPTED = lazy_regex(
    rf"(?<![\w.])(?P<f>{_QUANTITY_LETTERS})_?\{{?(?P<s>inlet|in|outlet|out|initial|init|0)\}}?"
    rf"\s*(?:=|:)\s*(?P<v>{NUMBER})(?!\w|\.\d)")
_AT_START = frozenset({"0", "init", "initial"})
#: What a start value of a quantity's symbol was taken as.
AT_START = "the value at the start: the initial field"

#: "T0 = 300 K": a stagnation temperature, which the flow has where it enters.
STAGNATION = "the stagnation (total) temperature: taken as the inlet's T"


def read_subscripted(page: Page) -> tuple[BoundaryValue, ...]:
    """Boundary values written as a field's symbol with the boundary as subscript.

    Why: "U_in = 10 m/s" was read as a dictionary keyword ``U_in`` no case has (an unmet row)
    while the inlet kept its speed."""
    found: list[BoundaryValue] = []
    vocabulary = installation_vocabulary()
    phases = vocabulary.phases
    listed = [*SUBSCRIPTED.finditer(page.text), *_SPACED.finditer(page.text)]
    starts = {match.start() for match in listed}
    grounded = [match for match in _GROUNDED.finditer(page.text)
                if match.start() not in starts
                and _grounded_place(match.group("s"), vocabulary) is not None]
    # Stable: at one start, a listed form is read before a grounded one.
    matches = sorted([*listed, *grounded], key=lambda match: match.start())
    for match in matches:
        if not page.claims.is_free(match.start(), match.end()):
            continue  # a reader before read the words ("constantProperties T0 = 330 K")
        unit = unit_after(page.text, match.end("v"))
        kind = {"U": "velocity", "V": "velocity", "T": "temperature",
                "p": "pressure"}[match.group("f")]
        if unit is not None and unit.kind not in (kind, "none"):
            continue
        if match.re is _GROUNDED and (unit is None or unit.kind != kind):
            continue  # "T_fuel 2": a subscript read as written binds only with its unit
        if match.group("f") == "V" and (unit is None or unit.kind != kind):
            continue  # "V_wire = 30 kV", "V_in = 5": a speed's letter only with a speed's unit
        field = _field(match, phases)
        value = _value(match.group("v"), unit, kind)
        if field is None or value is None:
            continue
        if match.group("s") == "0" and match.group("f") != "T":
            continue  # "p0" is a total pressure and "U0" a reference speed: not a plain value
        if match.group("f") == "p" and match.group("s") == "back":
            # "p_back": a back pressure, which a nozzle's outlet condition keeps as its own
            # parameter (pBack): as the outlet's value it replaced that condition.
            continue
        if not match.group("link").strip() and (unit is None or unit.kind != kind) \
                and not _ends_bare(page.text, match.end("v"), unit):
            # "T_hot 318 K", "U_air,in 3 ft/s": a unit of the field makes it a value; with
            # none, only a number that ends its item ("T_top 1.2, endTime 12"), which the
            # followed case's units then take (``agents.spec.unit_free``).
            continue
        name = (_grounded_place(match.group("s"), vocabulary) if match.re is _GROUNDED
                else _SUBSCRIPT_BOUNDARY.get(match.group("s"))) or match.group("s")
        start_value = match.group("s") == "0" and _said_of_the_start(page.text, match.start())
        if start_value:
            name = INTERNAL  # "initial p0 = 40 psia, T0 = 70 F in the domain": the start
        free = name == "inlet" and match.group("s") not in ("in", "inlet", "0")
        end = unit.end if unit is not None else match.end()
        page.symbols.append((match.start("v"), end))
        source = page.take(match.start(), end)
        assumption = ("the free stream's: taken as the inlet's value" if free else
                      START_STATE if start_value else
                      STAGNATION if match.group("s") == "0" else "")
        found.append(BoundaryValue(field, (name,), value, source, assumption=assumption))
    return (*_beside_an_inlet_temperature(found, page.text), *_quantity_values(page),
            *_phase_values(page))


#: What a "T0" beside a stated inlet temperature was taken as.
START_BESIDE_INLET = ("the start temperature: the inlet's own temperature is stated apart, so "
                      "T0 is no stagnation temperature of that inlet")


#: A total pressure's symbol ("p0 = 3 bar", "p_0: 40 psia"): with it, "T0" is the other half
#: of the stagnation state, whatever else is stated.
_TOTAL_PRESSURE = lazy_regex(r"(?<![\w.])p_?\{?0\}?\s*[=:]")


def _beside_an_inlet_temperature(found: list[BoundaryValue], text: str) -> list[BoundaryValue]:
    """``found`` with each stagnation reading of "T0" taken as the start temperature where
    another symbol states the inlet's temperature ("T_in = 300 K, T0 = 290 K") and no total
    pressure is stated: the inlet has its temperature already, and a zero subscript's other
    meaning is the state at time 0."""
    if _TOTAL_PRESSURE.search(text) is not None or not any(
            item.field == "T" and item.boundary == ("inlet",) and item.assumption != STAGNATION
            for item in found):
        return found
    return [replace(item, boundary=(INTERNAL,), assumption=START_BESIDE_INLET)
            if item.assumption == STAGNATION else item for item in found]


def _value(written: str, unit: UnitReading | None, kind: str) -> Number | Vector | None:
    """A symbol's value in SI: a number, or a velocity's three components each in the
    unit written after them; None for a vector of a scalar field."""
    components = re.fullmatch(VECTOR, written)
    if components is None:
        return in_si(to_number(written), unit)
    if kind != "velocity":
        return None
    x, y, z = (float(in_si(to_number(part), unit)) for part in components.groups())
    return (x, y, z)


#: Subscripts that name a state rather than a place a flow crosses (the free stream, the
#: stagnation state), so no flow rate is put on a boundary by them.
_STATE_SUBSCRIPTS = frozenset({"0", "inf", "infty", "∞"})


def subscript_place(subscript: str) -> str | None:
    """The boundary a subscript names, for a symbol of any letter whose unit says what it is
    ("Q_in = 2500 cfs" is a flow rate on the inlet, "mdot_fuel" on the patch ``fuel``): a
    listed place word ("in", "outlet", "wall"), a catalog's short place word, a word of the
    surroundings or a patch name of the installed cases; None for a state's subscript ("0",
    "inf") or any other word ("Q_max")."""
    if subscript in _STATE_SUBSCRIPTS:
        return None
    if re.fullmatch(_PLACES, subscript) is not None:
        return _SUBSCRIPT_BOUNDARY.get(subscript, subscript)
    return _grounded_place(subscript, installation_vocabulary())


def _grounded_place(subscript: str, vocabulary: Vocabulary) -> str | None:
    """The place a subscript outside the listed forms names: a short place word of the
    catalog ("amb": the surroundings), a word of the surroundings, or a patch name of the
    installed cases ("fuel", "burner"; whether the followed case has it is its editor's to
    say); None for any other word ("U_bulk", "T_max": no place, left to the readers after).
    A listed subscript ("in", "hot") is never read here: its own form reads it."""
    if re.fullmatch(_PLACES, subscript) is not None:
        return None
    short = SUBSCRIPT_PLACES.get(subscript.lower())
    if short is not None:
        return short
    if subscript.lower() in SURROUNDING_WORDS or subscript in vocabulary.patches:
        return subscript
    return None


#: What may follow a unit-free value that ends its item: the text's end, a separator or
#: a joining word ("T_top 1.2, endTime 12", "U_in 1.5 and 2.5 s", "T_top 1.2.").
_ITEM_END = lazy_regex(r"\s*(?:$|[,;)]|\.(?!\d)|\band\b|\bwith\b)")


def _ends_bare(text: str, end: int, unit: UnitReading | None) -> bool:
    """Whether the number ending at ``end`` has no unit and ends its item: a spaced symbol's
    value in the followed case's units ("T_top 1.2", "U_in 1.5"), never a number a word or
    another number follows ("U_in 2 3", "T_hot 300 degrees")."""
    return (unit is None or unit.kind == "none") and _ITEM_END.match(text, end) is not None


def _quantity_values(page: Page) -> list[BoundaryValue]:
    """Values of a catalog quantity's subscripted symbol ("c_in = 2.5", "c0 = 0"): on the
    boundary the subscript names, or the initial field; each carries its row, so the editor
    writes it only into a field of the row's dimensions. A unit of other dimensions binds
    nothing (the words stay not understood)."""
    found: list[BoundaryValue] = []
    for match in QUANTITY_SUBSCRIPTED.finditer(page.text):
        row = _QUANTITY_SYMBOLS[match.group("f")]
        unit = dimensioned_unit(page.text[match.end("v"):match.end("v") + MAX_UNIT_CHARS])
        if unit is not None and any(unit.dimensions) and unit.dimensions != row.dimensions:
            continue
        number = to_number(match.group("v"))
        value = unit.to_si(float(number)) if unit is not None and any(unit.dimensions) \
            else number
        end = match.end("v") + (unit.length if unit is not None and any(unit.dimensions)
                                else 0)
        start = match.group("s") in _AT_START
        where = INTERNAL if start else _SUBSCRIPT_BOUNDARY.get(match.group("s"),
                                                               match.group("s"))
        page.symbols.append((match.start("v"), end))
        found.append(BoundaryValue(row.fields[0], (where,), value,
                                   page.take(match.start(), end),
                                   assumption=AT_START if start else "", quantity=row.name))
    return found


def subscripted_at(text: str, position: int) -> bool:
    """Whether a subscripted symbol this module reads starts at ``position``."""
    return SUBSCRIPTED.match(text, position) is not None \
        or QUANTITY_SUBSCRIPTED.match(text, position) is not None


def _field(match: re.Match[str], phases: frozenset[str]) -> str | None:
    """The field a subscripted symbol's value is of: its letter's, or with a phase's name in
    the subscript ("U_air,in") that phase's own copy (``U.air``); None for a subscript word
    that is no phase of the installation's cases."""
    groups = match.groupdict()
    phase = groups.get("a") or groups.get("b")
    letter = "U" if match.group("f") == "V" else match.group("f")
    if phase is None:
        return letter
    if phase.lower() not in phases:
        return None
    return f"{letter}.{phase.lower()}"


#: "in the domain", "in the whole domain": the internal field's words.
_IN_DOMAIN = lazy_regex(r"[^,;]*?\bin\s+the\s+(?:whole\s+|entire\s+)?domain\b", re.IGNORECASE)


def _said_of_the_start(text: str, start: int) -> bool:
    """Whether "T0" at ``start`` is the start temperature rather than a stagnation one: its
    clause says "in the domain", or its sentence so far says the values are initial
    ("initial p0 = 40 psia, T0 = 70 F")."""
    sentence = next((span for span in sentences(text)
                     if span.start <= start < span.start + len(span.text)), None)
    before = sentence.text[:start - sentence.start] if sentence is not None else ""
    return said_at_start(before) or _IN_DOMAIN.match(text, start) is not None


def _phase_values(page: Page) -> list[BoundaryValue]:
    """Start temperatures written as ``T`` with a phase of the installation's vocabulary as
    subscript ("T_water = 293 K", "T_water = T_air = 68 F"): each phase's initial field (the
    case's ``T.water``), one value for every symbol of a chain."""
    phases = installation_vocabulary().phases
    if not phases:
        return []
    names = "|".join(re.escape(name) for name in sorted(phases, key=len, reverse=True))
    symbol = rf"\bT_\{{?(?:{names})\}}?\s*(?:=|:)\s*"
    chain = re.compile(rf"(?:{symbol})+(?P<v>{NUMBER})", re.IGNORECASE)
    found: list[BoundaryValue] = []
    for match in chain.finditer(page.text):
        unit = unit_after(page.text, match.end("v"))
        if unit is None or unit.kind != "temperature" or page.blocked(match.start()):
            continue
        page.symbols.append((match.start("v"), unit.end))
        source = page.take(match.start(), unit.end)
        value = in_si(to_number(match.group("v")), unit)
        for named in re.finditer(symbol, match.group(0), re.IGNORECASE):
            phase = re.search(rf"(?i:{names})", named.group(0)[2:])
            assert phase is not None
            found.append(BoundaryValue("T", (INTERNAL,), value, source,
                                       fluid=phase.group(0).lower()))
    return found
