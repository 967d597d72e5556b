"""Fluids named in words ("water at 20 °C", "H2O", "air at 300 K", "engine oil") and their
published properties at the stated temperature.

Why: people name the fluid instead of giving its viscosity, and a case that keeps the
tutorial's viscosity then runs another fluid without a word. A small table of published
values turns the name into ν (and ρ, μ) with the source and the temperature recorded, so the
author can apply them and the audit can check them exactly like ν = U·L/Re. A value the prompt
states (ν, μ, ρ) always wins over the table; only what it leaves out comes from here.

The tables and gas laws, with their sources, are the rows of
``foam_agent.foamcase.catalog.fluids``; this module reads the words.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict

from foam_agent.agents.spec.phrases import NUMBER, in_si, unit_after
from foam_agent.foamcase.catalog.fluids import (
    AIR,
    COMPARATIVE_WORDS,
    COMPARATIVES,
    DEFAULT_TEMPERATURE,
    FLUID_ROWS,
    Sutherland,
    Table,
    fluid_row,
)
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: Air's specific gas constant, J/(kg K), from the catalog's row.
AIR_GAS_CONSTANT = AIR.gas_constant


@dataclass(frozen=True)
class Fluid:
    """A fluid the reader knows: its name, the words people use for it, and its properties."""

    name: str
    words: re.Pattern[str]
    properties: Table | Sutherland | None
    gas: bool = False


_FLAGS = re.IGNORECASE
#: A fluid word is no material when it is only a comparison ("water-like", "like glycerol") or
#: names a boundary, a phase's geometry or a mixture ("air inlet", "water column",
#: "glycerin-water mix", "shallow water").
_NOT_AFTER = lazy_regex(
    r"\s*(?:-\s*|\s)(?:like|based|filled|inlets?|outlets?|sides?|streams?|jets?|nozzles?|"
    r"patch(?:es)?|boundar(?:y|ies)|walls?|surfaces?|levels?|depths?|columns?|heights?|"
    r"phases?|fractions?|content|vapou?r|mix(?:ture)?|solutions?|interfaces?|entry|port|"
    r"holes?)\b|\s*[-/]\s*(?:water|air|oil|glycer|steam|vapou?r|fuel|gas|\d)", _FLAGS)
#: Words before a fluid's name that make it something else ("oil-air", "like water"); a
#: bullet's dash at the start of a line ("- air at 300 K") is no such pair.
_NOT_BEFORE = lazy_regex(r"(?:\blike\s+(?:a\s+|an\s+)?|\bshallow\s*-?\s*|\bfuel\s+and\s+|"
                         r"\bfuel\s*/\s*|\S[^\S\n]*[-/]\s*|\bthan\s+)$", _FLAGS)
#: "a 2 m/s water stream": a stream with its speed is the flow of that fluid, not a patch.
_SPEED_BEFORE = lazy_regex(r"\d\s*(?:m/s|cm/s|mm/s|km/h|mph|ft/s|knots?)\s*$", _FLAGS)
_STREAM_AFTER = lazy_regex(r"\s+(?:streams?|flows?|jets?)\b", _FLAGS)
#: What follows a fluid's word when it names the fluid: "airflow" is air, "air" is not "aircraft".
_WORD_END = {"air": r"(?=flow\b|\b)"}
_END = r"\b"
FLUIDS: tuple[Fluid, ...] = tuple(
    Fluid(row.name, re.compile(rf"\b(?:{row.words}){_WORD_END.get(row.name, _END)}", _FLAGS),
          row.properties, gas=row.kind == "gas")
    for row in FLUID_ROWS if row.properties is not None)
#: A hedge before a stated number ("air at about 40 °C"): the number is still the value.
_ROUGHLY = r"(?:(?:about|around|approximately|approx\.?|roughly|some|~|≈)\s*)?"
#: How far a temperature may stand from the fluid's name: "water at a temperature of 20 °C".
_AFTER = lazy_regex(
    rf"\s*(?:\(\s*|,\s*)?(?:(?:is|starts|begins)\s+(?:initially\s+)?)?(?:(?:at|of)\s+|@\s*)?(?:(?:a|the)\s+)?(?:temperature\s+(?:of\s+)?)?"
    rf"(?:T\s*=\s*)?{_ROUGHLY}(?P<v>{NUMBER})", _FLAGS)
_BEFORE = lazy_regex(rf"(?<![\w.])(?P<v>{NUMBER})(?P<u>\s*-?\s*[^\s,;]{{1,8}}?)\s*-?\s*$", _FLAGS)
_ROOM = lazy_regex(r"\broom\s*-?\s*temperature\b", _FLAGS)
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
_CLAUSE_REST = lazy_regex(r"(?:[^,;.]|\.(?=\d))*?(?=[,;]|\.(?!\d)|\s(?:and|while|but|with)\s|$)",
                          _FLAGS)
#: "at 25 °C" later in the fluid's clause ("glycerine in a lid-driven cavity at 25 °C").
_AT_LATER = lazy_regex(rf"\bat\s+{_ROUGHLY}(?P<v>{NUMBER})", _FLAGS)
#: "… at 0.25 m/s and 30 °C": the fluid's temperature after another of its values.
_AND_LATER = lazy_regex(rf"\s+and\s+(?P<v>{NUMBER})", _FLAGS)
#: Words that make a later temperature a boundary's, not the fluid's.
_BOUNDARY_BETWEEN = lazy_regex(
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
    """The fluid's properties at its temperature, or why the catalog cannot give them."""
    fluid = next(item for item in FLUIDS if item.name == mention.fluid)
    temperature = mention.temperature
    law = fluid.properties
    assert law is not None
    found = law.at(temperature)
    if isinstance(law, Sutherland):
        if found is None:
            low, high = law.valid
            return (f"{fluid.name} at {temperature:g} K is outside the range of Sutherland's "
                    f"law used here ({low:g}-{high:g} K)")
        return FluidProperties(rho=found[0], mu=found[1], source=law.text())
    if found is None:
        low, high = law.points[0][0], law.points[-1][0]
        return (f"{fluid.name} at {temperature:g} K is outside the table ({low:g}-{high:g} K "
                f"at 1 atm); its properties are not guessed")
    rho, mu = found
    return FluidProperties(rho=rho, mu=mu, source=law.source + (
        "" if law.on_point(temperature) else ", interpolated"))


#: The catalog's fluids a request only names, whose properties it states (ethanol, glycol,
#: helium): their words name a phase too.
_NAMED_ONLY = tuple(row for row in FLUID_ROWS if row.properties is None)
#: Words naming the fluid of one phase of a multiphase case ("the sea water", "fresh water",
#: "light mineral oil", "sludge"). No group inside: other patterns embed it.
PHASE_FLUID_WORDS = (
    r"(?:(?:dense|denser|heavy|heavier|light|lighter)\s+(?:fluid|liquid|phase|one)|"
    rf"{COMPARATIVE_WORDS}\s+(?:fluid|liquid|phase|one|oil|brine|water|solution)|"
    r"(?:muddy|turbid|silty|dirty|sediment\s*-?\s*laden)\s+water|"
    r"(?:(?:sugar|salt|saline|glycerol|glycerine)\s+)?solution|"
    r"sea\s*-?\s*water|salt\s*-?\s*water|saline\s+water|brine|"
    r"(?:fresh|pure|tap|distilled|clean|clear)\s*-?\s*water|water|air|"
    r"(?:(?:light|heavy)\s+)?(?:engine|motor|mineral|olive|silicone|crude|vegetable)\s+oil|"
    r"oil|mercury|sludge|glycer(?:ol|ine|in)|vapou?r|steam|liquid|gas|"
    + "|".join(f"(?:{row.words})" for row in _NAMED_ONLY) + ")")
_PHASE_FLUID = lazy_regex(rf"\b{PHASE_FLUID_WORDS}\b", _FLAGS)
#: The word of a phase fluid's name that gives its kind, once the rest is dropped; a
#: comparative first ("the lighter oil" is the lighter of two liquids, not "oil").
_PHASE_KEYS = (*((item.key, re.compile(rf"^(?:{item.words})\b", _FLAGS))
                 for item in COMPARATIVES),
               ("heavy liquid", re.compile(r"^(?:dense|heav|mud|turbid|silt|dirt|sediment)",
                                            _FLAGS)),
               ("solution", re.compile(r"solution", _FLAGS)),
               ("light liquid", re.compile(r"^light(?!\s+(?:\w+\s+)?oil)", _FLAGS)),
               ("sea water", re.compile(r"sea|salt|saline|brine", _FLAGS)),
               ("oil", re.compile(r"\boil\b", _FLAGS)),
               ("glycerol", re.compile(r"glycer", _FLAGS)),
               ("vapour", re.compile(r"vapou?r", _FLAGS)),
               *((row.name, re.compile(rf"^(?:{row.words})$", _FLAGS)) for row in _NAMED_ONLY),
               ("water", re.compile(r"water", _FLAGS)))


def phase_fluids(text: str, start: int = 0, end: int | None = None) -> list[re.Match[str]]:
    """Each phase fluid's name in ``text[start:end]``, in order."""
    return list(_PHASE_FLUID.finditer(text, start, len(text) if end is None else end))


def names_two_phases(text: str) -> bool:
    """Whether ``text`` names fluids of two phases ("glycerine … the rest is air", "brine …
    fresh water"): two or more fluids, not all gases. Why not any two: "air" and "the gas" of
    a shock tube are one gas, and gases mix as one phase; read as two phases, its "left half"
    became a liquid's share of the tank."""
    fluids = {phase_key(match.group(0)) for match in phase_fluids(text)}
    return len(fluids) >= 2 and not all(phase_fluid(key)[0] is True for key in fluids)


def phase_key(words: str) -> str:
    """The fluid a phase's words name: "sea water" for salt water or brine, "water" for
    fresh or tap water, "oil" for any oil, else the word itself in lower case (a case's own
    phase name such as "sludge")."""
    for key, pattern in _PHASE_KEYS:
        if pattern.search(words):
            return key
    return " ".join(words.lower().split())


def phase_fluid(key: str) -> tuple[bool | None, float | None]:
    """(whether it is a gas, its density at 20 °C in kg/m^3 if a liquid) of a phase fluid's
    key, from the fluids catalog; None for what it does not know (a sludge could be
    anything)."""
    if key in ("vapour", "steam", "gas"):
        return True, None
    row = fluid_row(key)
    if row is not None:
        found = row.properties.at(DEFAULT_TEMPERATURE) if row.properties is not None else None
        return row.kind == "gas", found[0] if found is not None and row.kind == "liquid" \
            else None
    return (False, None) if key in ("oil", "sludge", "glycerol", "mercury", "liquid",
                                    "heavy liquid", "light liquid", "viscous liquid",
                                    "thin liquid", "solution") \
        else (None, None)

