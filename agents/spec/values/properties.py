"""Fluid properties (ν, μ, ρ, Pr, …), each with its phase in a multiphase request, and
keywords set by assignment ("E = 5 MPa") that no other rule reads.
"""

from __future__ import annotations

import re
from typing import Literal

from foam_agent.agents.spec.materials import PHASE_FLUID_WORDS, phase_fluids, phase_key
from foam_agent.agents.spec.money import is_money
from foam_agent.agents.spec.phrases import NUMBER, OPERATOR_NEXT, in_si, to_number, unit_after
from foam_agent.agents.spec.relative import read_newtonian
from foam_agent.agents.spec.stated import Number, PropertyValue, Stated
from foam_agent.agents.spec.units import CATALOG_KINDS, MAX_UNIT_CHARS, dimensioned_unit
from foam_agent.agents.spec.values.fields import FIELD_WORDS
from foam_agent.agents.spec.values.page import Page
from foam_agent.foamcase.catalog.quantities import PHASE_KEYWORDS, QUANTITIES, Quantity
from foam_agent.foamcase.lazy_pattern import lazy_regex

_FLAGS = re.IGNORECASE
#: A property's symbol subscripted with the fluid it is of ("nu_air", "rho_{water}"): the
#: subscript is that fluid's name, read as the property's phase (``_SUBSCRIPT_FLUID``).
_FLUID_SUBSCRIPT = rf"_\{{?(?=(?:{PHASE_FLUID_WORDS})\}}?(?![\w-]))"
#: The fluid's name at the start of the words after such a symbol.
_SUBSCRIPT_FLUID = lazy_regex(rf"(?P<fluid>{PHASE_FLUID_WORDS})\}}?", _FLAGS)
#: Property words: (pattern, name). Symbols are case-sensitive (``Nu`` is not ``nu``).
_PROPERTIES: tuple[tuple[re.Pattern[str], str], ...] = (
    # "kin. visc 10 cSt", "dyn. visc. 2 cP": the words shortened as on a datasheet.
    (re.compile(r"\bkin(?:ematic|\.)\s*visc(?:osity\b|\.|\b)", _FLAGS), "nu"),
    (re.compile(r"\bdyn(?:amic|\.)\s*visc(?:osity\b|\.|\b)", _FLAGS), "mu"),
    (re.compile(r"\bvisc(?:osity\b|\.|\b)", _FLAGS), "viscosity"),
    (re.compile(rf"\bnu(?:\b|{_FLUID_SUBSCRIPT})"), "nu"),
    (re.compile(rf"\bmu(?:\b|{_FLUID_SUBSCRIPT})"), "mu"),
    (re.compile(r"\bspecific\s+gravity\b|\brelative\s+density\b|(?-i:\bSG\b)", _FLAGS),
     "specific gravity"),
    (re.compile(rf"\bdensity\b|\brho(?:\b|{_FLUID_SUBSCRIPT})", _FLAGS), "rho"),
    (re.compile(r"\bturbulent\s+Prandtl\s+number\b|\bPrt\b", _FLAGS), "Prt"),
    (re.compile(r"\bPrandtl\s+number\b", _FLAGS), "Pr"),
    (re.compile(r"\bPr\b"), "Pr"),
    # "cp = 500 J/(kg K)", "c_p = 380": lowercase only when assigned ("1.2 cp" is a
    # centipoise).
    (re.compile(r"\bspecific\s+heat(?:\s+capacity)?\b(?!\s+ratio)|\bCp\b|"
                r"\b[cC]_?p(?=\s*[=:])"), "Cp"),
    (re.compile(r"\bmol(?:ecular|ar)?\s*weight\b|\bmolWeight\b|\bmolar\s+mass\b", _FLAGS),
     "molWeight"),
    # A fluid's volumetric expansion coefficient, "thermal" said or not (a solid's is its
    # own: "linear expansion").
    (re.compile(r"\bthermal\s+expansion(?:\s+coefficient)?\b|\bbeta\b|"
                r"(?<!linear\s)\b(?:volumetric\s+|volume\s+)?expansion\s+coefficient\b|"
                r"\bcoefficient\s+of\s+(?:thermal\s+|volumetric\s+|volume\s+)?expansion\b",
                _FLAGS), "beta"),
    (re.compile(r"\bsurface\s+tension(?:\s+coefficient)?\b|\bsigma\b"), "sigma"),
    # A passive scalar's diffusivity (scalarTransportFoam's DT); a thermal one is not DT.
    (re.compile(r"(?<!thermal\s)(?<!heat\s)\b(?:diffusivity|diffusion\s+coefficient|"
                r"diffuses\s+(?:with|at))\b", _FLAGS), "DT"),
)

#: A density said relative to water's: "0.85 relative to water (take water as 1000 kg/m3)",
#: "0.85 times that of water".
_RELATIVE_TO_WATER = lazy_regex(
    rf"\s*(?:relative\s+to|times(?:\s+that\s+of)?|that\s+of)\s+(?:fresh\s+|pure\s+)?water\b"
    rf"(?:\s*\((?:take\s+|with\s+|taking\s+)?water\s+(?:as|at|=|of)\s*(?P<ref>{NUMBER})\s*"
    rf"kg\s*/\s*m\S*?\))?", _FLAGS)
#: Water's density (kg/m^3) a specific gravity is relative to when the request gives none.
WATER_REFERENCE = 1000.0

#: Properties each phase of a mixture has its own (a surface tension or a diffusivity is the
#: mixture's: a fluid named before it is no phase of it).
_PER_PHASE = PHASE_KEYWORDS | {"viscosity", "specific gravity"}

#: How far before a property word the fluid it is said of may be ("dense fluid in the right
#: 40 % of the tank (rho 1030)").
_FLUID_WINDOW = 50


#: How far after a property word its value may be ("viscosity (`nu`) is set as constant with a
#: value of 1e-03" is 45 characters).
_PROPERTY_WINDOW = 80

#: Units a property value may carry; anything else means the number belongs to something else.
_PROPERTY_UNITS = frozenset({"kinematic_viscosity", "dynamic_viscosity", "density",
                             "surface_tension", "none"})

#: "density of the sea water", "nu of sludge": the phase a property is said of, a fluid's name
#: in words or the case's own phase name.
_PHASE = lazy_regex(rf"\s+of\s+(?:the\s+)?(?:(?P<fluid>{PHASE_FLUID_WORDS})\b|"
                    r"([A-Za-z][A-Za-z0-9]*)\b)(?!\s*-)", _FLAGS)

_NOT_PHASES = frozenset({"value", "values", "about", "approximately", "roughly", "around", "a",
                         "an", "fluid", "flow", "domain", "mixture", "gas", "liquid"})

#: Where a list item or a paragraph starts: a bullet at the start of a line, or a blank line.
_ITEM_BREAK = lazy_regex(r"\n[^\S\n]*(?:[-*\u2022][^\S\n]|\n)")

#: A list item's mark at the start of a line: the item before it ends there ("rho = 1.06 ->
#: nu" then "* inlet: ... 0.05" read 0.05, the next item's flow rate, as nu).
_BULLET = lazy_regex(r"\n[^\S\n]*[-*\u2022][^\S\n]")

#: An operator joining the number to another ("1/270", "2*1e-3"): an expression, not a value.
_NUMBER_EXPRESSION = lazy_regex(r"[/*^·×]\s*\d")

#: A keyword assigned a number; a name begins no dotted name's tail ("alpha.air = 0" assigns
#: the field ``alpha.air``, not a keyword ``air``).
_ASSIGNMENT = re.compile(rf"(?<![\w.])([A-Za-z][A-Za-z0-9_]*)\s*=\s*({NUMBER})")

#: "nut initialised to 0": a turbulence field's value in words (other words before "set to"
#: are ordinary English, not keywords).
_SET_TO = lazy_regex(
    rf"\b(k|epsilon|omega|nut|nuTilda|alphat)\s+(?:is\s+)?(?:initiali[sz]ed|set)\s+(?:to|at)\s+"
    rf"({NUMBER})")

#: Readers whose numbers are values of their own, never a property's: a dimensionless group
#: (the property follows from it) and the run's times (a window, a step, an end).
_VALUES_OF_OTHERS = frozenset({"dimensionless", "times"})

#: Names in ``x = 1`` that are not dictionary keywords of the case's properties.
_NOT_KEYWORDS = frozenset({"t", "T", "U", "p", "x", "y", "z", "Re", "Ma", "Co", "dt", "deltaT",
                           "endTime", "startTime", "writeInterval", "maxCo", "nu", "mu", "rho",
                           "Pr", "Cp", "g"})


def stated_newtonian(page: Page) -> Stated[bool] | None:
    """The fluid said to be Newtonian, which a case must keep (no viscosity model)."""
    found = read_newtonian(page.text)
    return Stated(True, page.take(found.start, found.end)) if found else None


def _property_words(text: str) -> list[tuple[int, int, str]]:
    """Property mentions in order, dropping those inside a longer one (viscosity in
    "kinematic viscosity")."""
    found = [(match.start(), match.end(), name) for pattern, name in _PROPERTIES
             for match in pattern.finditer(text)]
    kept = [item for item in found
            if not any(other != item and other[0] <= item[0] and item[1] <= other[1]
                       for other in found)]
    return sorted(set(kept))


def _catalogued(name: str, window: str, end: int, number: Number
                ) -> tuple[Number, int] | Literal[False] | None:
    """A property's value in a unit of its catalog dimensions that names no kind of the value
    rules ("specific heat 0.09 Btu/(lbm·°F)" is 376.8 J/(kg K)), in SI, with where its unit
    ends; False when the unit written has other dimensions (the number is not this
    property's); None when no unit is written or the catalog gives the name no one dimension.

    Why: the unit was dropped and 0.09 written as the heat capacity.
    """
    dimensions = {row.dimensions for row in QUANTITIES if name in row.keywords}
    if not dimensions:
        return None
    written = dimensioned_unit(window[end:end + MAX_UNIT_CHARS])
    if written is None or not any(written.dimensions):
        return None
    if written.dimensions not in dimensions:
        # A keyword of several quantities ("beta": an expansion coefficient, an Arrhenius
        # exponent) is left to its other readers when the unit is none of them.
        return False if len(dimensions) == 1 else None
    si = written.to_si(float(number))
    return (number if si == float(number) else si), end + written.length


def read_as(name: str, text: str, end: int, *, worded: bool) -> Quantity | None:
    """The catalog's quantity a value of keyword ``name`` was read as: the one row holding
    ``name`` with the dimensions of the unit written at ``end`` ("mu = 0.002 Pa s": a dynamic
    viscosity), else, named in words ("dynamic viscosity 0.002"), the keyword's usual row;
    None when neither says (a bare "mu = 0.002" may be mhdFoam's magnetic permeability).

    Why: the editors never write a value into an entry holding another quantity
    (``foam_agent.foamcase.case.entry_quantity``), and they can only tell with the
    quantity the value carries."""
    rows = [row for row in QUANTITIES if name in row.keywords]
    written = dimensioned_unit(text[end:end + MAX_UNIT_CHARS])
    if written is not None and any(written.dimensions):
        rows = [row for row in rows if row.dimensions == written.dimensions]
    elif worded:
        rows = [row for row in rows if not row.beside]
    else:
        return None
    return rows[0] if len(rows) == 1 else None


def read_properties(page: Page, *, multiphase: bool) -> tuple[PropertyValue, ...]:
    """Each property's first value in the window after its name (to the next property or field
    word), with its phase; then keywords assigned ("E = 5 MPa") that no rule before read.
    A request naming two fluids ("brine … fresh water") gives each its own properties even
    where its regime reads no phases (the followed case decides whether they are phases)."""
    text = page.text
    multiphase = multiphase or len({phase_key(match.group(0))
                                    for match in phase_fluids(text)}) > 1
    words = _property_words(text)
    stops = sorted([start for start, _, _ in words]
                   + [match.start() for pattern, _ in FIELD_WORDS
                      for match in pattern.finditer(text)]
                   + [match.end() for match in re.finditer(r"[.;!?](?:\s|$)", text)]
                   + [match.start() for match in _BULLET.finditer(text)])
    found: dict[tuple[str, str | None], PropertyValue] = {}
    for start, end, name in words:
        if page.is_read(start) and page.claims.owner(start) != "regime":
            # "Re = U H / nu = 100": the ν of another reader's formula, not a value of ν. A
            # regime's words ("mix with a molecular diffusivity" says miscible) hold no value.
            continue
        limit = min([stop for stop in stops if stop >= end] + [end + _PROPERTY_WINDOW])
        window = text[end:limit]
        phase_match = _PHASE.match(window)
        phase = phase_key(phase_match.group("fluid")) if phase_match and phase_match.group(
            "fluid") else phase_match.group(2).lower() if phase_match else None
        if phase in _NOT_PHASES or (phase and phase[0].isdigit()):
            phase = None
        subscript = _SUBSCRIPT_FLUID.match(window) if text[end - 1:end] in "_{" else None
        if subscript is not None:
            # "nu_air 1.4e-5 m2/s": the subscript names the fluid; its value comes after it.
            phase, window = phase_key(subscript.group("fluid")), " " * subscript.end() + \
                window[subscript.end():]
        per_phase = name in _PER_PHASE
        if phase is None and multiphase and per_phase:
            # The fluid named last before the property in its clause: "sea water, rho 1025"
            # ("sea water", which the case may call sludge), "air density 1".
            # (A full stop before a space ends it, not the decimal point of "gravity 1.2 and
            # a dynamic viscosity": the brine named before it had been cut off; a list item or
            # a blank line ends it, a line wrapped in prose does not: "a light crude\nwith a
            # specific gravity".)
            breaks = [match.end() for match in _ITEM_BREAK.finditer(text, 0, start)]
            sentence_start = max(_clause_start(text, start), breaks[-1] if breaks else 0)
            named = phase_fluids(text, max(sentence_start, start - _FLUID_WINDOW), start)
            phase = phase_key(named[-1].group(0)) if named else None
        assigned = [(m.start(2), m.end(2)) for m in _ASSIGNMENT.finditer(window)]
        for number in re.finditer(NUMBER, window):
            if number.start() > 0 and (window[number.start() - 1].isalnum()
                                       or window[number.start() - 1] in "^_"):
                continue
            if page.is_read(end + number.start()) and page.claims.owner(
                    end + number.start()) in _VALUES_OF_OTHERS:
                # "choose nu so that the Reynolds number on the side is 150": the number is
                # the Reynolds number's, ν follows from it; "nu as is, run 0 to 0.3 s": the
                # 0 is the run's start, and ν stays the case's.
                break
            if is_money(window, number.start()):
                break  # a sum of money is no property's value (``agents.spec.money``)
            if _NUMBER_EXPRESSION.match(window, number.end()):
                # "an expansion coefficient of 1/270 per kelvin": the number starts an
                # expression, it is not the value (1 had been written as beta).
                break
            if (number.start(), number.end()) in assigned:
                # "diffusivity Dab = 1.5e-9 m^2/s, alphatab 1": the keyword assigned holds the
                # value; a number after it is another entry's.
                break
            unit = unit_after(window, number.end())
            if unit is not None and unit.kind not in _PROPERTY_UNITS:
                break
            resolved = name
            if name == "viscosity" and unit is not None:
                resolved = {"kinematic_viscosity": "nu",
                            "dynamic_viscosity": "mu"}.get(unit.kind, name)
            unit_end = unit.end if unit else number.end()
            value = in_si(to_number(number.group(0)), unit)
            if unit is None:
                catalogued = _catalogued(name, window, number.end(), to_number(number.group(0)))
                if catalogued is False:
                    break
                if catalogued is not None:
                    value, unit_end = catalogued
            relative = _RELATIVE_TO_WATER.match(window, number.end()) \
                if resolved in ("rho", "specific gravity") and unit is None else None
            if resolved == "specific gravity" or relative is not None:
                # A density relative to water's (a specific gravity): times water's density as
                # the request states it, else 1000 kg/m^3 (water at 4 °C, 999.97).
                reference = relative.group("ref") if relative is not None else None
                value = float(value) * (to_number(reference) if reference else WATER_REFERENCE)
                resolved = "rho"
                unit_end = relative.end() if relative is not None else unit_end
            source = page.take(start, end + unit_end)
            quantity = read_as(resolved, window, number.end(),
                               worded=text[start:end] != resolved)
            every = _every_phase(text, start, end) if multiphase and per_phase and (
                phase is None or _EVERY_AFTER.match(text, end)) else ()
            for each in every or (phase,):
                found.setdefault((resolved, each),
                                 PropertyValue(resolved, value, source, each, quantity))
            if multiphase and per_phase:
                _next_phase_value(page, resolved, end + unit_end,
                                  unit.kind if unit is not None else "none", found, quantity)
            break
    _proven_by_unit(page, found, multiphase=multiphase)
    for match in [*_ASSIGNMENT.finditer(text), *_SET_TO.finditer(text)]:
        name = match.group(1)
        if name in _NOT_KEYWORDS or any(key[0] == name for key in found):
            continue
        # "t_end=0.2s" is the end time and "L=0.1m" Re's length: read, not a keyword of ours.
        if page.is_read(match.start(2)):
            continue
        # "psi = 1/c^2": the number starts an expression, it is not the keyword's value; "sigma
        # = 30 dollars" a sum of money, bound only to a quantity that is one (``money``).
        if OPERATOR_NEXT.match(text, match.end(2)) or is_money(text, match.start(2)):
            continue
        # "E = 5 MPa" is 5e6 Pa: the unit was dropped. "r = 4.5 %" is 0.045 (a percentage is
        # a fraction: 4.5 had been written as the interest rate).
        unit = unit_after(text, match.end(2))
        # A compound kind no rule takes ("k = 16 W/m/K"): the catalog proves the quantity.
        unit = unit if unit is not None and unit.kind != "none" \
            and unit.kind not in CATALOG_KINDS else None
        if unit is None:
            proven = _proven_by_catalog(name, text, match.end(2), to_number(match.group(2)))
            if proven is not None:
                bound, value, end = proven
                if not any(key[0] == bound for key in found):
                    found[(bound, None)] = PropertyValue(
                        bound, value, page.take(match.start(), end),
                        quantity=read_as(bound, text, match.end(2), worded=False))
                continue
        found[(name, None)] = PropertyValue(
            name, in_si(to_number(match.group(2)), unit),
            page.take(match.start(), unit.end if unit is not None else match.end()),
            quantity=read_as(name, text, match.end(2), worded=False))
    return tuple(found.values())


def _proven_by_catalog(name: str, text: str, end: int, number: Number
                       ) -> tuple[str, Number, int] | None:
    """A keyword assigned a value in a unit the value rules name no kind of: the catalog's
    keyword of those dimensions, the value in SI and where its unit ends ("k = 16.2 W/(m K)"
    is a thermal conductivity, kappa: the symbol is the request's, the unit proves the
    quantity; its unit had been dropped and 16.2 written as k); the name itself when a row
    of those dimensions holds it; None without a unit, or when no row or several have its
    dimensions (the number is kept as written, as OpenFOAM's own units: "molWeight = 28.9
    g/mol")."""
    written = dimensioned_unit(text[end:end + MAX_UNIT_CHARS])
    if written is None or not any(written.dimensions):
        return None
    rows = [row for row in QUANTITIES if row.dimensions == written.dimensions and row.keywords]
    own = [row for row in rows if name in row.keywords]
    keywords = {row.keywords[0] for row in rows}
    if not own and len(keywords) != 1:
        return None
    si = written.to_si(float(number))
    return (name if own else keywords.pop(), number if si == float(number) else si,
            end + written.length)


#: The next phase's value of the same property in a list ("water density 1000 kg/m3, air
#: 1.2 kg/m3", "… and 1.2 kg/m3 for air").
_NEXT_PHASE = lazy_regex(
    rf"\s*(?:,|;|\band\b)\s*(?:and\s+)?(?:(?:for|of)\s+)?(?:the\s+)?(?P<a>{PHASE_FLUID_WORDS})"
    rf"\s+(?:is\s+|of\s+|at\s+|=\s*|:\s*)?(?P<v>{NUMBER})|"
    rf"\s*(?:,|;|\band\b)\s*(?:and\s+)?(?P<w>{NUMBER})(?=\s*\S+\s+(?:for|of)\s+(?:the\s+)?"
    rf"(?P<b>{PHASE_FLUID_WORDS})\b)", _FLAGS)


def _next_phase_value(page: Page, name: str, position: int, kind: str,
                      found: dict[tuple[str, str | None], PropertyValue],
                      quantity: Quantity | None) -> None:
    """A second phase's value right after a property's first ("air 1.2 kg/m3" was not
    understood in "water density 1000 kg/m3, air 1.2 kg/m3"): same unit kind, its own phase."""
    match = _NEXT_PHASE.match(page.text, position)
    if match is None:
        return
    group = "v" if match.group("v") else "w"
    unit = unit_after(page.text, match.end(group))
    if (unit.kind if unit is not None else "none") != kind:
        return  # "sludge rho 1015, water 995": bare numbers follow bare numbers
    phase = phase_key(match.group("a") or match.group("b"))
    end = unit.end if unit is not None else match.end(group)
    if match.group("b"):
        end = match.end("b") if match.end("b") > end else end
    found.setdefault((name, phase), PropertyValue(
        name, in_si(to_number(match.group(group)), unit), page.take(match.start(group) if
        group == "w" else match.start("a"), end), phase, quantity))


#: Words saying a property is every named fluid's ("both have a kinematic viscosity of …").
_EVERY = lazy_regex(r"\b(?:both|each|all|either)\b", _FLAGS)
_EVERY_AFTER = lazy_regex(r"\s*(?:of\s+)?(?:both|each)\b", _FLAGS)
#: Where a sentence ends (a full stop before a space, not a decimal point).
_SENTENCE_END = lazy_regex(r"[.;!?](?=\s|$)")


def _clause_start(text: str, position: int) -> int:
    """Where the sentence holding ``position`` starts."""
    ends = [match.end() for match in _SENTENCE_END.finditer(text, 0, position)]
    return ends[-1] if ends else 0


def _every_phase(text: str, start: int, end: int) -> tuple[str, ...]:
    """Each fluid named before a property said of "both" or "each" of them, in its sentence
    ("both have a viscosity of …", "nu both 1e-6"): every fluid the request named before it;
    none unless two or more were."""
    if _EVERY.search(text, _clause_start(text, start), start) is None \
            and _EVERY_AFTER.match(text, end) is None:
        return ()
    named = tuple(dict.fromkeys(phase_key(match.group(0))
                                for match in phase_fluids(text, 0, start)))
    return named if len(named) > 1 else ()


#: Kinds of unit that prove a fluid's property with no property word ("fresh water at
#: 62.3 lbm/ft3", "fresh water (998.2 kg/m3)").
_PROVEN = {"density": "rho", "kinematic_viscosity": "nu", "dynamic_viscosity": "mu"}
#: How far before the value the fluid's name may stand.
_PROVEN_WINDOW = 40


def _proven_by_unit(page: Page, found: dict[tuple[str, str | None], PropertyValue], *,
                    multiphase: bool) -> None:
    """A value whose unit says the property, that no rule read: the fluid's property ("a light
    oil (800 kg/m^3, 0.8 mPa·s)", "The syrup is 1200 kg/m^3"), of the fluid named just before
    it in its sentence. A multiphase request's value needs that fluid (its phase); in a
    single-phase request a density or a dynamic viscosity is the one fluid's whatever names
    it, and a kinematic viscosity (the unit of any diffusivity too) when a fluid's name or a
    density stands just before it. The fluid's name rides along as its phase, which the
    case's one fluid takes (``phase_binding``)."""
    text = page.text
    previous: tuple[str, int] | None = None
    for number in re.finditer(rf"(?<![\w.^_]){NUMBER}", text):
        if page.is_read(number.start()):
            continue
        unit = unit_after(text, number.end())
        name = _PROVEN.get(unit.kind) if unit is not None else None
        if name is None or unit is None:
            continue
        begin = max(_clause_start(text, number.start()), number.start() - _PROVEN_WINDOW)
        fluids = phase_fluids(text, begin, number.start())
        beside_density = previous is not None and previous[0] == "rho" \
            and number.start() - previous[1] < _PROVEN_WINDOW \
            and not re.search(r"[.;!?](?:\s|$)", text[previous[1]:number.start()])
        if not fluids and (multiphase or (name == "nu" and not beside_density)):
            continue
        phase = phase_key(fluids[-1].group(0)) if fluids else None
        previous = (name, unit.end)
        if (name, phase) in found:
            continue
        start = fluids[-1].start() if fluids else number.start()
        found[(name, phase)] = PropertyValue(
            name, in_si(to_number(number.group(0)), unit), page.take(start, unit.end), phase,
            read_as(name, text, number.end(), worded=False))
