"""Fluids named in words ("water at 20 °C", "H2O", "air at 300 K", "engine oil") and their
published properties at the stated temperature.

Why: people name the fluid instead of giving its viscosity, and a case that keeps the
tutorial's viscosity then runs another fluid without a word. A small table of published
values turns the name into ν (and ρ, μ) with the source and the temperature recorded, so the
author can apply them and the audit can check them exactly like ν = U·L/Re. A value the prompt
states (ν, μ, ρ) always wins over the table; only what it leaves out comes from here.

Liquids are tabulated at 1 atm; between table points ρ is interpolated linearly and μ
log-linearly in T (ln μ of a liquid is close to linear in T over 10 K, Andrade's rule), and a
temperature outside the table is refused, never extrapolated. Air follows Sutherland's law
and the ideal gas at 1 atm.
"""

from __future__ import annotations

import math
import re
from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict

from foam_agent.agents.spec.phrases import NUMBER, in_si, unit_after

#: The temperature of a fluid named without one ("water", "room-temperature air"): 20 °C.
DEFAULT_TEMPERATURE = 293.15
ATMOSPHERE = 101325.0
#: Sutherland's law as OpenFOAM writes it, mu = As T^1.5 / (T + Ts), with the constants for
#: air of F. M. White, Viscous Fluid Flow (3rd ed., 2006), Table 1-2 (mu0 1.716e-5 Pa s at
#: 273 K, S = 110.4 K), which give As = 1.458e-6 Pa s K^-0.5.
SUTHERLAND_AS = 1.458e-6
SUTHERLAND_TS = 110.4
#: Specific gas constant of dry air, J/(kg K): 8314.46 / 28.9647 (molar mass of dry air).
AIR_GAS_CONSTANT = 287.05


@dataclass(frozen=True)
class Table:
    """Properties at 1 atm at a few temperatures: (T in K, rho in kg/m^3, mu in Pa s)."""

    points: tuple[tuple[float, float, float], ...]
    source: str

    def at(self, temperature: float) -> tuple[float, float] | None:
        """(rho, mu) at ``temperature``, or None outside the table."""
        low, high = self.points[0][0], self.points[-1][0]
        if not low - 1e-9 <= temperature <= high + 1e-9:
            return None
        index = min(max(bisect_right([point[0] for point in self.points], temperature) - 1, 0),
                    len(self.points) - 2)
        (t0, rho0, mu0), (t1, rho1, mu1) = self.points[index], self.points[index + 1]
        share = (temperature - t0) / (t1 - t0)
        rho = rho0 + share * (rho1 - rho0)
        mu = math.exp(math.log(mu0) + share * (math.log(mu1) - math.log(mu0)))
        return rho, mu


def _celsius(rows: tuple[tuple[float, float, float], ...]) -> tuple[tuple[float, float, float],
                                                                     ...]:
    return tuple((celsius + 273.15, rho, mu) for celsius, rho, mu in rows)


#: Liquid water at 1 atm, 0-100 °C: density and viscosity from the CRC Handbook of Chemistry
#: and Physics (97th ed.), "Properties of water in the range 0-100 °C" (viscosity values of
#: the IAPWS 2008 formulation, rounded to 4 digits).
WATER = Table(_celsius((
    (0.0, 999.84, 1.793e-3), (10.0, 999.70, 1.306e-3), (20.0, 998.21, 1.002e-3),
    (25.0, 997.05, 0.890e-3), (30.0, 995.65, 0.798e-3), (40.0, 992.22, 0.653e-3),
    (50.0, 988.03, 0.547e-3), (60.0, 983.20, 0.466e-3), (70.0, 977.76, 0.404e-3),
    (80.0, 971.79, 0.354e-3), (90.0, 965.31, 0.315e-3), (100.0, 958.35, 0.282e-3))),
    "CRC Handbook, water at 1 atm (IAPWS viscosity)")
#: Sea water of salinity 35 g/kg at 1 atm: M. H. Sharqawy, J. H. Lienhard, S. M. Zubair,
#: "Thermophysical properties of seawater", Desalination and Water Treatment 16 (2010),
#: eqs. for density and viscosity evaluated at these points (the ITTC 2011 table agrees
#: within 0.3 %).
SEA_WATER = Table(_celsius((
    (10.0, 1026.9, 1.397e-3), (15.0, 1025.9, 1.220e-3), (20.0, 1024.8, 1.080e-3),
    (25.0, 1023.3, 0.961e-3), (30.0, 1021.7, 0.862e-3))),
    "Sharqawy et al. 2010, seawater at 35 g/kg")
#: Pure glycerol: CRC Handbook of Chemistry and Physics, "Viscosity of liquids" and
#: "Density of liquids" (glycerol's viscosity falls by a third per 5 K: narrow range only).
GLYCEROL = Table(_celsius((
    (20.0, 1261.0, 1.412), (25.0, 1258.0, 0.934), (30.0, 1255.0, 0.612))),
    "CRC Handbook, glycerol")
#: Mercury: CRC Handbook of Chemistry and Physics, "Viscosity of liquid metals" and the
#: density of mercury table.
MERCURY = Table(_celsius((
    (0.0, 13595.1, 1.685e-3), (20.0, 13545.9, 1.554e-3), (25.0, 13534.0, 1.526e-3),
    (50.0, 13472.6, 1.407e-3), (100.0, 13351.5, 1.240e-3))),
    "CRC Handbook, mercury")
#: Unused engine oil: F. P. Incropera et al., Fundamentals of Heat and Mass Transfer (6th ed.),
#: Table A.5 (saturated liquids), 280-360 K.
ENGINE_OIL = Table((
    (280.0, 895.3, 2.17), (290.0, 890.0, 0.999), (300.0, 884.1, 0.486),
    (310.0, 877.9, 0.253), (320.0, 871.8, 0.141), (330.0, 865.8, 0.0836),
    (340.0, 859.9, 0.0531), (350.0, 853.9, 0.0356), (360.0, 847.8, 0.0252)),
    "Incropera, Table A.5, engine oil")
#: The range over which Sutherland's law is used for air (White: within 2 % from 170 K to
#: 1900 K).
AIR_RANGE = (170.0, 1900.0)


@dataclass(frozen=True)
class Fluid:
    """A fluid the reader knows: its name, the words people use for it, and its properties."""

    name: str
    words: re.Pattern[str]
    table: Table | None
    gas: bool = False


_FLAGS = re.IGNORECASE
#: A fluid word is no material when it is only a comparison ("water-like", "like glycerol") or
#: names a boundary, a phase's geometry or a mixture ("air inlet", "water column",
#: "glycerin-water mix", "shallow water").
_NOT_AFTER = re.compile(
    r"\s*(?:-\s*|\s)(?:like|based|filled|inlets?|outlets?|sides?|streams?|jets?|nozzles?|"
    r"patch(?:es)?|boundar(?:y|ies)|walls?|surfaces?|levels?|depths?|columns?|heights?|"
    r"phases?|fractions?|content|vapou?r|mix(?:ture)?|solutions?|interfaces?|entry|port|"
    r"holes?)\b|\s*[-/]\s*(?:water|air|oil|glycer|steam|vapou?r|fuel|gas|\d)", _FLAGS)
#: Words before a fluid's name that make it something else ("oil-air", "like water"); a
#: bullet's dash at the start of a line ("- air at 300 K") is no such pair.
_NOT_BEFORE = re.compile(r"(?:\blike\s+(?:a\s+|an\s+)?|\bshallow\s*-?\s*|\bfuel\s+and\s+|"
                         r"\bfuel\s*/\s*|\S[^\S\n]*[-/]\s*|\bthan\s+)$", _FLAGS)
#: "a 2 m/s water stream": a stream with its speed is the flow of that fluid, not a patch.
_SPEED_BEFORE = re.compile(r"\d\s*(?:m/s|cm/s|mm/s|km/h|mph|ft/s|knots?)\s*$", _FLAGS)
_STREAM_AFTER = re.compile(r"\s+(?:streams?|flows?|jets?)\b", _FLAGS)
FLUIDS: tuple[Fluid, ...] = (
    Fluid("sea water", re.compile(r"\b(?:sea\s*-?\s*water|salt\s*-?\s*water|seawater)\b",
                                  _FLAGS), SEA_WATER),
    Fluid("water", re.compile(r"\b(?:(?:fresh|pure|liquid|distilled|tap)\s+)?water\b|"
                              r"\bH2O\b", _FLAGS), WATER),
    Fluid("air", re.compile(r"\b(?:(?:dry|ambient|atmospheric)\s+)?air(?=flow\b|\b)", _FLAGS),
          None,
          gas=True),
    Fluid("glycerol", re.compile(r"\bglycer(?:ol|ine|in)\b", _FLAGS), GLYCEROL),
    Fluid("mercury", re.compile(r"\bmercury\b", _FLAGS), MERCURY),
    Fluid("engine oil", re.compile(r"\b(?:unused\s+)?(?:engine|motor)\s+oil\b", _FLAGS),
          ENGINE_OIL),
)
#: A hedge before a stated number ("air at about 40 °C"): the number is still the value.
_ROUGHLY = r"(?:(?:about|around|approximately|approx\.?|roughly|some|~|≈)\s*)?"
#: How far a temperature may stand from the fluid's name: "water at a temperature of 20 °C".
_AFTER = re.compile(
    rf"\s*(?:\(\s*|,\s*)?(?:(?:is|starts|begins)\s+(?:initially\s+)?)?(?:(?:at|of)\s+|@\s*)?(?:(?:a|the)\s+)?(?:temperature\s+(?:of\s+)?)?"
    rf"(?:T\s*=\s*)?{_ROUGHLY}(?P<v>{NUMBER})", _FLAGS)
_BEFORE = re.compile(rf"(?<![\w.])(?P<v>{NUMBER})(?P<u>\s*-?\s*[^\s,;]{{1,8}}?)\s*-?\s*$", _FLAGS)
_ROOM = re.compile(r"\broom\s*-?\s*temperature\b", _FLAGS)
#: How near "room temperature" must be to the fluid's name to be its temperature.
_ROOM_WINDOW = 30


class MaterialMention(BaseModel):
    """The fluid a prompt names, at the temperature it gives (or the default).

    Attributes:
        fluid: The fluid's name in the table (``water``, ``air``, ``sea water``…).
        temperature: In kelvin.
        temperature_phrase: The words the temperature came from; empty when it is the default.
        assumption: Why the temperature is what it is when the prompt does not state it.
        phrase: The prompt's words naming the fluid (and its temperature).
        spans: The parts of the normalised prompt this reading used.
    """

    model_config = ConfigDict(frozen=True)

    fluid: str
    temperature: float
    temperature_phrase: str = ""
    assumption: str = ""
    phrase: str
    spans: tuple[tuple[int, int], ...] = ()

    def describe(self) -> str:
        """The reading in words, for the run record."""
        assumed = f" ({self.assumption})" if self.assumption else ""
        return (f"understood fluid = {self.fluid} at {self.temperature:g} K{assumed} "
                f"from '{self.phrase}'")


class FluidProperties(BaseModel):
    """A fluid's density and viscosities at one temperature, with where they come from."""

    model_config = ConfigDict(frozen=True)

    rho: float
    mu: float
    source: str

    @property
    def nu(self) -> float:
        """The kinematic viscosity, mu / rho."""
        return self.mu / self.rho


def _fluid_at(text: str) -> tuple[Fluid, re.Match[str]] | None:
    """The first fluid word of ``text`` that names the fluid, not a boundary or a comparison."""
    found: list[tuple[int, Fluid, re.Match[str]]] = []
    for fluid in FLUIDS:
        for match in _mentions(text, fluid):
            if any(start <= match.start() < start + len(other.group(0))
                   for start, _, other in found):
                continue
            found.append((match.start(), fluid, match))
            break
    if not found:
        return None
    _, fluid, match = min(found, key=lambda item: item[0])
    return fluid, match


def _mentions(text: str, fluid: Fluid) -> Iterator[re.Match[str]]:
    """Each word of ``text`` naming ``fluid`` as the fluid of the case, in order."""
    for match in fluid.words.finditer(text):
        streamed = _SPEED_BEFORE.search(text[:match.start()]) and _STREAM_AFTER.match(
            text, match.end())
        if streamed or not (_NOT_AFTER.match(text, match.end())
                            or _NOT_BEFORE.search(text[:match.start()])):
            yield match


#: The rest of a clause after the fluid's name: up to a comma, a semicolon, a full stop (not a
#: decimal point: "at 0.25 m/s") or a joining word.
_CLAUSE_REST = re.compile(r"(?:[^,;.]|\.(?=\d))*?(?=[,;]|\.(?!\d)|\s(?:and|while|but|with)\s|$)",
                          _FLAGS)
#: "at 25 °C" later in the fluid's clause ("glycerine in a lid-driven cavity at 25 °C").
_AT_LATER = re.compile(rf"\bat\s+{_ROUGHLY}(?P<v>{NUMBER})", _FLAGS)
#: "… at 0.25 m/s and 30 °C": the fluid's temperature after another of its values.
_AND_LATER = re.compile(rf"\s+and\s+(?P<v>{NUMBER})", _FLAGS)
#: Words that make a later temperature a boundary's, not the fluid's.
_BOUNDARY_BETWEEN = re.compile(
    r"\b(?:walls?|inlets?|outlets?|lid(?![\s-]*driven)|top|bottom|left|right|floor|ceiling|"
    r"heater|plate|surfaces?|boundar(?:y|ies)|sides?|patch)\b", _FLAGS)


def _temperature(text: str, match: re.Match[str]) -> tuple[float, int, int] | None:
    """A temperature written right after the fluid's name or right before it, or later in its
    clause with no boundary named in between, in kelvin, and the span of its words."""
    after = _AFTER.match(text, match.end())
    if after is not None:
        unit = unit_after(text, after.end("v"))
        if unit is not None and unit.kind == "temperature":
            value = float(in_si(float(after.group("v")), unit))
            return value, match.end(), unit.end
    before = _BEFORE.search(text[:match.start()])
    if before is not None:
        unit = unit_after(text, before.end("v"))
        if unit is not None and unit.kind == "temperature" and unit.end <= match.start():
            value = float(in_si(float(before.group("v")), unit))
            return value, before.start(), match.start()
    rest = _CLAUSE_REST.match(text, match.end())
    later = _AT_LATER.search(text, match.end(), rest.end()) if rest is not None else None
    if later is not None and not _BOUNDARY_BETWEEN.search(text, match.end(), later.start()):
        unit = unit_after(text, later.end("v"))
        if unit is not None and unit.kind == "temperature":
            return float(in_si(float(later.group("v")), unit)), later.start(), unit.end
        also = _AND_LATER.match(text, unit.end) if unit is not None else None
        then = unit_after(text, also.end("v")) if also is not None else None
        if also is not None and then is not None and then.kind == "temperature":
            return float(in_si(float(also.group("v")), then)), also.start("v"), then.end
    return None


def read_material(text: str) -> MaterialMention | None:
    """The fluid the (normalised) prompt names, if any, with its temperature.

    Why only one: a single-phase case has one fluid; the caller skips this reading for
    multiphase and reacting requests, where "water" and "air" name phases and patches.
    """
    named = _fluid_at(text)
    if named is None:
        return None
    fluid, match = named
    # The fluid's state is said where it is said: "an air intake ... the incoming air is at
    # 41 °F" gives air at 5 °C, not the default of the first mention.
    stated = next(((later, found) for later in _mentions(text, fluid)
                   if later.start() >= match.start()
                   and (found := _temperature(text, later)) is not None), None)
    if stated is not None:
        match = stated[0]
    spans = [(match.start(), match.end())]
    temperature = stated[1] if stated is not None else None
    if temperature is not None:
        value, start, end = temperature
        spans.append((start, end))
        if text[end:end + 1] == ")" and "(" in text[start:end]:
            end += 1
        words = " ".join(text[start:end].split()).strip(" ,.;")
        phrase_start, phrase_end = min(start, match.start()), max(end, match.end())
        return MaterialMention(fluid=fluid.name, temperature=value, temperature_phrase=words,
                               phrase=" ".join(text[phrase_start:phrase_end].split()),
                               spans=tuple(spans))
    window = text[max(0, match.start() - _ROOM_WINDOW):match.end() + _ROOM_WINDOW]
    room = _ROOM.search(window)
    assumption = ("room temperature taken as 20 °C" if room is not None else
                  "no temperature stated: 20 °C assumed")
    return MaterialMention(fluid=fluid.name, temperature=DEFAULT_TEMPERATURE,
                           assumption=assumption, phrase=match.group(0), spans=tuple(spans))


def read_phase_material(text: str) -> MaterialMention | None:
    """The first fluid a multiphase request names at a stated temperature ("carrier = water @
    20 °C", "the oil at 40 °C"), else None.

    Why only with a temperature: in a multiphase request "water" and "air" name phases and
    patches; a fluid said at a temperature describes the state of the phase it names, whose
    table values the case's phase then takes (``material_values``).
    """
    said = sorted(((match.start(), fluid, match, found) for fluid in FLUIDS
                   for match in _mentions(text, fluid)
                   if (found := _temperature(text, match)) is not None),
                  key=lambda item: item[0])
    if not said:
        return None
    _, fluid, match, (value, start, end) = said[0]
    words = " ".join(text[start:end].split()).strip(" ,.;")
    phrase = " ".join(text[min(start, match.start()):max(end, match.end())].split())
    return MaterialMention(fluid=fluid.name, temperature=value, temperature_phrase=words,
                           phrase=phrase, spans=((match.start(), match.end()), (start, end)))


def found_is_gas(mention: MaterialMention) -> bool:
    """Whether the named fluid is a gas (air), whose properties follow from its gas law."""
    return next(item for item in FLUIDS if item.name == mention.fluid).gas


def properties(mention: MaterialMention) -> FluidProperties | str:
    """The fluid's properties at its temperature, or why the table cannot give them."""
    fluid = next(item for item in FLUIDS if item.name == mention.fluid)
    temperature = mention.temperature
    if fluid.gas:
        low, high = AIR_RANGE
        if not low <= temperature <= high:
            return (f"air at {temperature:g} K is outside the range of Sutherland's law used "
                    f"here ({low:g}-{high:g} K)")
        mu = SUTHERLAND_AS * temperature ** 1.5 / (temperature + SUTHERLAND_TS)
        rho = ATMOSPHERE / (AIR_GAS_CONSTANT * temperature)
        return FluidProperties(
            rho=rho, mu=mu,
            source=(f"Sutherland mu = {SUTHERLAND_AS:g} T^1.5 / (T + {SUTHERLAND_TS:g}) "
                    f"(White); rho = {ATMOSPHERE:g} / ({AIR_GAS_CONSTANT:g} T)"))
    assert fluid.table is not None
    found = fluid.table.at(temperature)
    if found is None:
        low, high = fluid.table.points[0][0], fluid.table.points[-1][0]
        return (f"{fluid.name} at {temperature:g} K is outside the table ({low:g}-{high:g} K "
                f"at 1 atm); its properties are not guessed")
    rho, mu = found
    on_point = any(abs(point[0] - temperature) < 1e-9 for point in fluid.table.points)
    return FluidProperties(rho=rho, mu=mu, source=fluid.table.source + (
        "" if on_point else ", interpolated"))


#: Words naming the fluid of one phase of a multiphase case ("the sea water", "fresh water",
#: "light mineral oil", "sludge"). No group inside: other patterns embed it.
PHASE_FLUID_WORDS = (
    r"(?:(?:dense|denser|heavy|heavier|light|lighter)\s+(?:fluid|liquid|phase|one)|"
    r"(?:muddy|turbid|silty|dirty|sediment\s*-?\s*laden)\s+water|"
    r"(?:(?:sugar|salt|saline|glycerol|glycerine)\s+)?solution|"
    r"sea\s*-?\s*water|salt\s*-?\s*water|saline\s+water|brine|"
    r"(?:fresh|pure|tap|distilled|clean|clear)\s*-?\s*water|water|air|"
    r"(?:(?:light|heavy)\s+)?(?:engine|motor|mineral|olive|silicone|crude|vegetable)\s+oil|"
    r"oil|mercury|sludge|glycer(?:ol|ine|in)|vapou?r|steam|liquid|gas)")
_PHASE_FLUID = re.compile(rf"\b{PHASE_FLUID_WORDS}\b", _FLAGS)
#: The word of a phase fluid's name that gives its kind, once the rest is dropped.
_PHASE_KEYS = (("heavy liquid", re.compile(r"^(?:dense|heav|mud|turbid|silt|dirt|sediment)",
                                            _FLAGS)),
               ("solution", re.compile(r"solution", _FLAGS)),
               ("light liquid", re.compile(r"^light(?!\s+(?:\w+\s+)?oil)", _FLAGS)),
               ("sea water", re.compile(r"sea|salt|saline|brine", _FLAGS)),
               ("oil", re.compile(r"\boil\b", _FLAGS)),
               ("glycerol", re.compile(r"glycer", _FLAGS)),
               ("vapour", re.compile(r"vapou?r", _FLAGS)),
               ("water", re.compile(r"water", _FLAGS)))


def phase_fluids(text: str, start: int = 0, end: int | None = None) -> list[re.Match[str]]:
    """Each phase fluid's name in ``text[start:end]``, in order."""
    return list(_PHASE_FLUID.finditer(text, start, len(text) if end is None else end))


def phase_key(words: str) -> str:
    """The fluid a phase's words name: "sea water" for salt water or brine, "water" for
    fresh or tap water, "oil" for any oil, else the word itself in lower case (a case's own
    phase name such as "sludge")."""
    for key, pattern in _PHASE_KEYS:
        if pattern.search(words):
            return key
    return " ".join(words.lower().split())


def phase_fluid(key: str) -> tuple[bool | None, float | None]:
    """(whether it is a gas, its density at 20 °C in kg/m^3) of a phase fluid's key; None
    for what the table does not know (a sludge could be anything)."""
    if key in ("air", "vapour", "steam", "gas"):
        return True, None
    fluid = next((item for item in FLUIDS if item.name == key), None)
    if fluid is not None and fluid.table is not None:
        found = fluid.table.at(DEFAULT_TEMPERATURE)
        return False, found[0] if found is not None else None
    return (False, None) if key in ("oil", "sludge", "glycerol", "mercury", "liquid",
                                    "heavy liquid", "light liquid", "solution") \
        else (None, None)

