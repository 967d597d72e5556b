"""Reading the unit written after a number, and converting the number to SI, with pint.

Why pint and not a table: people write ``36 km/h``, ``2 knots``, ``1.2 cP``, ``0.9 g/cm^3``,
``15 cSt``, ``68 °F``, ``2 bar``, ``0.05 ms`` and ``1 Pa s``; pint knows every one of these units
and their offsets (°C, °F), so the only thing written here is how a unit *looks* in prose
(``m2/s``, ``kg m-3``, ``deg C``) and which physical kind each dimensionality is.

The registry is built on first use and cached on disk by pint (about 0.3 s of CPU), so
commands that never read a prompt never pay for it.
"""

from __future__ import annotations

import hashlib
import re
import sys
import tokenize
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Literal

from foam_agent.foamcase.catalog.unit_words import (
    CASE_UNIT_WORDS,
    DEGREE_LETTERS,
    EXTRA_UNITS,
    PER_WORDS,
    POWER_AFTER,
    POWER_BEFORE,
    WRITTEN_UNITS,
)
from foam_agent.foamcase.lazy_pattern import lazy_regex

if TYPE_CHECKING:
    import pint

UnitKind = Literal[
    "velocity", "kinematic_viscosity", "dynamic_viscosity", "density", "pressure",
    "temperature", "length", "time", "mass_flow_rate", "heat_flux", "acceleration",
    "fraction", "surface_tension", "mass", "volume", "force", "power", "energy", "area",
    "volume_flow_rate", "thermal_conductivity", "specific_heat", "heat_transfer_coefficient",
    "none",
]

#: pint's dimensionality (as its string) → the physical kind a prompt's value has.
_KINDS: dict[str, UnitKind] = {
    "[length] / [time]": "velocity",
    "[length] ** 2 / [time]": "kinematic_viscosity",
    "[mass] / [length] / [time]": "dynamic_viscosity",
    "[mass] / [length] ** 3": "density",
    "[mass] / [length] / [time] ** 2": "pressure",
    "[temperature]": "temperature",
    "[length]": "length",
    "[time]": "time",
    "[mass] / [time]": "mass_flow_rate",
    "[mass] / [time] ** 3": "heat_flux",
    "[length] / [time] ** 2": "acceleration",
    # Force per length: a surface tension ("72 mN/m", "30 dyn/cm").
    "[mass] / [time] ** 2": "surface_tension",
    # Kinds no value rule takes, named so that a number said in them ("density 600 g", "a
    # 2 l box", "a 50 W heater") is not read as a bare number of the rule's own kind.
    "[mass]": "mass",
    "[length] ** 3": "volume",
    "[mass] * [length] / [time] ** 2": "force",
    "[mass] * [length] ** 2 / [time] ** 3": "power",
    "[mass] * [length] ** 2 / [time] ** 2": "energy",
    # Compound kinds ("2 square feet", "30 gpm", "118 BTU/(h·ft·°F)", "0.5 Btu/lb-F",
    # "4 W/m2-K"): named so that their number is not taken bare by a rule of another kind.
    "[length] ** 2": "area",
    "[length] ** 3 / [time]": "volume_flow_rate",
    "[mass] * [length] / [time] ** 3 / [temperature]": "thermal_conductivity",
    "[length] ** 2 / [time] ** 2 / [temperature]": "specific_heat",
    "[mass] / [time] ** 3 / [temperature]": "heat_transfer_coefficient",
}
#: Compound kinds no value rule takes either, read so that their number is not taken bare by a
#: rule of another kind; a keyword's value in one ("k = 16 W/m/K") is the catalog's quantity
#: of its dimensions (``values.properties``), as it was while these had no kind.
CATALOG_KINDS: frozenset[UnitKind] = frozenset({
    "area", "volume_flow_rate", "thermal_conductivity", "specific_heat",
    "heat_transfer_coefficient"})
#: The kinds no value rule takes ("density 600 g" is no density): a unit of one of them is
#: read only when it is one engineers write, and only when it is the whole unit.
_FOREIGN_KINDS = frozenset({"mass", "volume", "force", "power", "energy"})
#: pint's names of the units a request gives a mass, volume, force, power or energy in (SI
#: prefixes allowed). Why a list: pint also knows the unified atomic mass unit as "u", "mu"
#: and "nu", which are a velocity's and the viscosities' symbols ("nuTilda = 3 nu").
_ENGINEERING_UNITS = ("gram", "metric_ton", "pound", "lbm", "ounce", "liter", "gallon", "meter",
                      "foot", "inch", "newton", "force_pound", "watt", "horsepower", "joule",
                      "calorie", "british_thermal_unit", "watt_hour")
#: A unit going on after the part read ("W/(m·K)", "g/mol", "J/(kg K)"): the part alone is
#: not the unit written. A unit restated in parentheses ("50 pounds (lbm)") does not go on.
_CONTINUED = lazy_regex(r"\s*(?:[/*·^-]|\((?!\s*[A-Za-zµ]+\s*\)))")
#: A unit surely going on (a division, product or power sign right after, touching both):
#: the part read is no unit of any kind ("k 0.5 ft^2/s^2" is not an area). A spaced slash
#: separates two statements ("L 150 psi / R 15 psi"); a power of a symbol is a law's unit
#: ("12.5 Pa s^n" is a consistency read in Pa s). A power said in words after the part read
#: raises its last unit ("square metres per second squared"): the part alone ("square metres per
#: second", a kinematic viscosity) is not the unit written.
_GOES_ON = lazy_regex(rf"[/*·](?!\s)|\^\s*\(?[-+]?\d|\s+(?:{'|'.join(POWER_AFTER)})\b",
                      re.IGNORECASE)
#: Words pint would read as units but that are prose after a number ("at" is a technical
#: atmosphere, "in" an inch, "a" a year, "2D" a debye, "1st" a stone, "has" hectares: "at
#: temperature 1 has a speed of sound of 1"), matched exactly…
#: ("g" and "l" are the gram and the litre right after a number: "600 g", "2 l"; as the
#: symbol of a variable they are followed by its value: ``_SYMBOL_UNITS``.)
_PROSE_EXACT = frozenset({
    "a", "an", "at", "in", "or", "of", "to", "on", "by", "as", "is", "it", "be", "if", "no",
    "up", "we", "so", "me", "do", "x", "y", "z", "C", "F", "D", "t", "d",
    "pa", "st", "nd", "rd", "th", "ha", "has", "mg", "sr", "rad", "bit", "E", "e",
})
#: … and words of prose matched in any case.
_PROSE_WORDS = frozenset({
    "and", "the", "for", "are", "was", "with", "from", "into", "per", "each", "every", "cell",
    "cells", "point", "points", "order", "step", "steps", "time", "times", "iteration",
    "iterations", "degree", "degrees", "deg", "count", "then", "than", "long", "wide", "high",
    # pint's milliarcsecond: "a 5 kg mass" is five kilograms ("pound-mass" is
    # ``catalog.unit_words.WRITTEN_UNITS``).
    "mass",
})
#: Prose spellings of temperature units, which pint reads otherwise (``deg C`` is an angle
#: times a coulomb) or not at all (``Celsius``).
_TEMPERATURE_WORDS = lazy_regex(
    r"(?:°\s*|deg(?:rees?)?\s*|degree\s+)"
    r"(?P<scale>C|F|K|R|celsius|fahrenheit|kelvin|rankine)\b(?![⁻⁺¹²³])|"
    r"(?P<word>celsius|centigrade|fahrenheit|rankine)\b|(?P<bare>[CF])\b(?![/*^.-]?\w)",
    re.IGNORECASE,
)
_TEMPERATURE_UNITS = {"c": "degC", "celsius": "degC", "centigrade": "degC", "f": "degF",
                      "fahrenheit": "degF", "k": "kelvin", "kelvin": "kelvin",
                      "r": "degR", "rankine": "degR"}
#: Two words pint would misread as a product, written as one unit ("pound-mass", "pounds
#: force"), by their pint name (``catalog.unit_words.WRITTEN_UNITS``).
_WRITTEN = [(rf"(?i:\b{unit.words[0]}s?[- ]{unit.words[1]}\b)", unit.pint_name)
            for unit in WRITTEN_UNITS]
_WRITTEN_UNITS = [(re.compile(written), name) for written, name in _WRITTEN]
#: A degree written in words as the last unit a compound one is divided by ("BTU per pound-mass
#: per degree Fahrenheit", "W per metre per degree Celsius") or joined by a hyphen to the product
#: below the division ("BTU per hour-foot-degree Fahrenheit"): a degree of difference, like the
#: joined letter of ``catalog.unit_words.DEGREE_LETTERS``; alone ("70 degrees Fahrenheit") it is
#: a temperature, which ``_TEMPERATURE_WORDS`` reads first.
_DEGREE_WORDS = (r"deg(?:ree)?s?\s+(?:fahrenheit|celsius|centigrade|rankine|kelvin|[CFRK])\b")
_PER_DEGREE_WORDS = rf"(?i:(?:(?<=per )|(?<=-)){_DEGREE_WORDS})"
_PER_DEGREE = re.compile(rf"(?i:(?:(?<=/)|(?<=-)){_DEGREE_WORDS})")
#: pint's degree of difference of each scale a written degree names, by its first letter.
_DELTA_OF_SCALE = {"f": "delta_degF", "c": "delta_degC", "r": "degR", "k": "kelvin"}
#: A power written in superscripts ("m²", "s⁻¹", "kg m⁻³", "°F⁻¹"), and the plain characters
#: each superscript stands for.
_SUPERSCRIPT_POWER = "(?:[⁻⁺]?[¹²³⁴⁵⁶⁷⁸⁹])"
_SUPERSCRIPTS = str.maketrans("⁻⁺¹²³⁴⁵⁶⁷⁸⁹", "-+123456789")
#: One unit atom as prose writes it: a two-word unit, or a name with an optional power (m, m2,
#: m^2, m^(-1), s-1, m²); a parenthesis is the power's only when it opens right after the caret
#: ("BTU/(h·ft^2)" closes its denominator).
#: A degree joined to other units ("Btu/(lbm·°F)", "W/m²·°C") is a temperature difference: a
#: conductivity or heat capacity per degree has no offset, so pint's delta units read it.
_ATOM = (rf"(?:{'|'.join(written for written, _ in _WRITTEN)}|{_PER_DEGREE_WORDS}|"
         rf"°\s?[CFR]\b{_SUPERSCRIPT_POWER}?|"
         rf"[A-Za-zµ]+(?:\s*\^\s*(?:\([-+]?\d\)|[-+]?\d)|[-+]?\d(?!\d|\.\d)|{_SUPERSCRIPT_POWER})?)")
_DEGREE_ATOM = lazy_regex(r"°\s?([CFR])\b")
_DEGREE_DELTAS = {"C": "delta_degC", "F": "delta_degF", "R": "degR"}
#: A unit expression: atoms joined by /, *, ·, a dot or one space ("kg m-3", "Pa s").
#: A line wrapped between a number and its unit ("comes in at three\nfeet per second"): read
#: as one space. A blank line, an indented line or a list item after it starts something else.
_WRAPPED_LINE = lazy_regex(r"[ \t]?\n(?![\n \t•*-]|\d+[.)]\s)")
#: A hyphen joins two unit names as a product ("volt-second", "newton-metre").
_EXPRESSION = lazy_regex(rf"{_ATOM}(?:(?:\s*[/*·]\s*|\.|\s|\s+per\s+|-(?=[A-Za-zµ])){_ATOM})*")
#: "2 in diameter", "a 4 in pipe", "6 in. long": after a number and before a word of size or
#: of a conduit, "in" is the inch, not the preposition ("2 m/s in the x direction").
_INCH = lazy_regex(r" ?in\.?(?=\s+(?:diameter|dia|radius|pipe|tube|duct|channel|bore|ID|OD|"
                   r"long|wide|high|tall|deep|thick|side|sides|square|cube|length|width|height|"
                   r"depth|thickness|gap|step|chord|cylinder)\b|\s*[,;)]|\s*\.(?!\d)|\s*$)")
_GAUGE = lazy_regex(r" ?(psi|bar|kPa|Pa)[ga]\b", re.IGNORECASE)
#: pint's spelling of each pressure unit ``_GAUGE`` reads, by its lower-case form.
_GAUGE_UNITS = {"psi": "psi", "bar": "bar", "kpa": "kPa", "pa": "Pa"}
_PERCENT = lazy_regex(r"\s*(?:%|percent\b|per\s*cent\b)", re.IGNORECASE)
#: Words saying a number is in the case's own units ("15 units", "0.5 non-dimensional":
#: ``catalog.unit_words.CASE_UNIT_WORDS``), at most one space or a line wrap after it.
_CASE_UNITS = lazy_regex(rf"(?:[ \t]?\n|[ \t]?)(?:{'|'.join(CASE_UNIT_WORDS)})\b", re.IGNORECASE)
#: A unit whose denominator is in parentheses ("m^2/(V s)", "W/(m·K)").
_GROUPED = lazy_regex(rf"{_ATOM}(?:\s*[*·.]\s*{_ATOM})*\s*/\s*\({_ATOM}(?:(?:\s*[*·.]\s*|\s)"
                      rf"{_ATOM})*\)")
#: How many characters after a number a unit may take at most ("kg/(m s)" is short;
#: "coulombs per cubic metre" in words is 24, "BTU per hour per foot per degree Fahrenheit"
#: 43, "BTU per hour per square foot per degree Fahrenheit" 50, "British thermal units per hour
#: per square foot per degree Fahrenheit" 67). A window cutting a unit in words had read its
#: first part alone: a heat transfer coefficient as a heat flux.
MAX_UNIT_CHARS = 72


@dataclass(frozen=True)
class UnitReading:
    """A unit found after a number: its kind, its pint spelling and where it ends."""

    kind: UnitKind
    unit: str
    end: int

    def to_si(self, value: float) -> float:
        """``value`` in this unit, converted to SI base units (°C and °F to kelvin)."""
        if self.kind in ("fraction", "none"):
            return value * (0.01 if self.kind == "fraction" and self.unit == "percent" else 1.0)
        quantity = registry().Quantity(value, self.unit)
        converted = float(quantity.to_base_units().magnitude)
        return float(f"{converted:.12g}")


@cache
def registry() -> pint.UnitRegistry:
    """The one unit registry (pint caches its parsed definitions on disk), with the units
    engineers write that pint does not define (``catalog.unit_words.EXTRA_UNITS``)."""
    pint = _import_pint()
    units = pint.UnitRegistry(cache_folder=pint_cache_folder(Path(str(pint.__file__)).parent))
    for definition in EXTRA_UNITS:
        units.define(definition)
    return units


def pint_cache_folder(pint_package: Path) -> Path:
    """Where the registry keeps pint's parsed definitions: one folder per pint installation.

    Why: pint's own ``:auto:`` folder is shared by every installation of the user, and a parsed
    file there keeps the absolute paths of the files it imports from the installation that
    wrote it (keyed by content only). Once that installation is gone (a removed virtual
    environment or worktree), every other installation fails to load its units. A folder
    named after the installation's path is never read by another.
    """
    key = hashlib.sha1(str(pint_package.resolve()).encode("utf-8")).hexdigest()[:16]
    return Path.home() / ".cache" / "foam-agent" / "pint" / key


@cache
def _import_pint() -> ModuleType:
    """pint, imported without dask.

    Why: pint imports dask at start when it is installed (for Quantities wrapping dask
    arrays, which no prompt holds), and dask is a third of pint's import cost. While pint
    loads, ``dask`` reads as absent; a later ``import dask`` elsewhere works as usual.
    """
    if "pint" in sys.modules or "dask" in sys.modules:
        import pint

        return pint
    sys.modules["dask"] = None  # type: ignore[assignment]
    try:
        import pint
    finally:
        del sys.modules["dask"]
    return pint


#: A temperature scale's bare letter joined to a unit before it ("lb-F", "ft2·F"): a degree
#: of difference (``catalog.unit_words.DEGREE_LETTERS``).
_JOINED_DEGREE = lazy_regex(rf"(?<=[-*·])\s*({'|'.join(DEGREE_LETTERS)})\b(?![-+]?\d)")
_POWER_BEFORE = lazy_regex(rf"\b({'|'.join(POWER_BEFORE)})\s+([A-Za-zµ]+)", re.IGNORECASE)
_POWER_AFTER = lazy_regex(rf"([A-Za-zµ]+)\s+({'|'.join(POWER_AFTER)})\b", re.IGNORECASE)
_PER = lazy_regex(rf"\s+(?:{'|'.join(PER_WORDS)})\s+", re.IGNORECASE)
#: A product written with hyphens ("volt-second", "hr-ft2", "lbm-delta_degF"): one group.
_HYPHENED = lazy_regex(r"[A-Za-zµ_]+\d?(?:-[A-Za-zµ_]+\d?)+")


def _pint_spelling(text: str) -> str:
    """Prose unit spelling → pint's: ``m2/s`` → ``m**2/s``, ``kg m-3`` → ``kg*m**-3``,
    ``miles an hour`` → ``miles/hour``, ``Btu/hr-ft2-F`` → ``Btu/(hr*ft**2*delta_degF)``."""
    spelled = text
    for written, name in _WRITTEN_UNITS:
        spelled = written.sub(name, spelled)
    spelled = _DEGREE_ATOM.sub(lambda degree: _DEGREE_DELTAS[degree.group(1)], spelled)
    spelled = _JOINED_DEGREE.sub(lambda degree: DEGREE_LETTERS[degree.group(1)], spelled)
    spelled = spelled.translate(_SUPERSCRIPTS).replace("·", "*")
    # "square metres", "cubic metre", "metres per second squared": a power said in words.
    spelled = _POWER_BEFORE.sub(lambda power: (
        f"{power.group(2)}**{POWER_BEFORE[power.group(1).lower()]}"), spelled)
    spelled = _POWER_AFTER.sub(lambda power: (
        f"{power.group(1)}**{POWER_AFTER[power.group(2).lower()]}"), spelled)
    spelled = _PER.sub("/", spelled)
    spelled = _PER_DEGREE.sub(lambda degree: _DELTA_OF_SCALE[
        degree.group(0).split()[-1][0].lower()], spelled)
    # "per volt-second" is per (volt second), "Btu/hr-ft2" per (hour square foot): the
    # hyphenated product is one group.
    spelled = _HYPHENED.sub(lambda product: "({})".format(re.sub(
        r"(?<=[A-Za-zµ])(\d)", r"**\1", product.group(0)).replace("-", "*")), spelled)
    spelled = re.sub(r"\s*\^\s*(?:\(([-+]?\d)\)|([-+]?\d))",
                     lambda power: f"**{power.group(1) or power.group(2)}", spelled)
    spelled = re.sub(r"(?<=[A-Za-zµ])([-+]?\d)(?!\d)", r"**\1", spelled)
    spelled = re.sub(r"\s*/\s*", "/", spelled)
    spelled = re.sub(r"\s*\*\s*", "*", spelled)
    spelled = re.sub(r"(?<=[A-Za-zµ\d])\.(?=[A-Za-zµ])", "*", spelled)
    return _denominators_grouped(re.sub(r"\s+", "*", spelled.strip()))


def _denominators_grouped(spelled: str) -> str:
    """Each product after a division grouped as the denominator: ``kJ/kg*K`` →
    ``kJ/(kg*K)``, ``W/m**2*delta_degC`` → ``W/(m**2*delta_degC)``.

    Why: engineers write a heat capacity "kJ/kg·K", a conductivity "W/m K" or "W per metre
    kelvin" and mean everything after the slash below it; pint's precedence would put the
    kelvin above (1.8 kJ/kg·K read as 1800 J·K/kg). A second slash starts another
    denominator ("W/m/K")."""
    parts: list[str] = []
    depth = 0
    start = 0
    for index, char in enumerate(spelled):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == "/" and depth == 0:
            parts.append(spelled[start:index])
            start = index + 1
    parts.append(spelled[start:])
    return "/".join([parts[0]] + [
        f"({part})" if re.search(r"(?<!\*)\*(?!\*)", _flat(part)) else part
        for part in parts[1:]])


def _flat(part: str) -> str:
    """``part`` without what its parentheses hold (their products are grouped already)."""
    while (inner := re.sub(r"\([^()]*\)", "", part)) != part:
        part = inner
    return part


def _pint_unit(spelling: str) -> pint.Unit | None:
    """The unit pint reads ``spelling`` as, or None where it reads none.

    Why every error: pint parses with Python's tokenizer and evaluator, so a spelling that is
    no unit fails in their words (an unclosed parenthesis is a ``tokenize.TokenError``).
    """
    pint = _import_pint()
    try:
        return registry().Unit(spelling)
    except (pint.errors.PintError, AttributeError, TypeError, ValueError, AssertionError,
            KeyError, SyntaxError, tokenize.TokenError):
        return None


@cache
def _kinds_by_dimensionality() -> dict[object, UnitKind]:
    """``_KINDS`` keyed by pint's dimensionality.

    Why not its string: pint writes the factors in the order the unit's definition gives
    them, so a newton is "[mass] * [length] / [time] ** 2" and a pound-force "[length] *
    [mass] / [time] ** 2"; compared as text, a force in lbf had no kind.
    """
    units = registry()
    return {units.get_dimensionality(written): kind for written, kind in _KINDS.items()}


def _kind_of(spelling: str) -> UnitKind | None:
    unit = _pint_unit(spelling)
    if unit is None:
        return None
    kind = _kinds_by_dimensionality().get(unit.dimensionality)
    if kind in _FOREIGN_KINDS and not all(
            name.endswith(_ENGINEERING_UNITS) for name in re.findall(r"[a-z_]+", str(unit))):
        return None
    return kind


#: Units written as one letter that are also common symbols of variables (the gram, g the
#: gravity; the litre, l a length): a unit only where no value of their own follows.
_SYMBOL_UNITS = frozenset({"g", "l"})
#: What follows a symbol given a value of its own: "=", ":" or a number.
_VARIABLE_NEXT = lazy_regex(r"\s*(?:[=:]|[-+]?\.?\d)")


def _is_variable(written: str, text: str, end: int) -> bool:
    """Whether ``written`` (ending at ``end`` of ``text``) is a one-letter symbol given a value
    of its own ("2 g 9.81", "0.5 l: 2"), not the gram or the litre."""
    return written in _SYMBOL_UNITS and _VARIABLE_NEXT.match(text, end) is not None


def _is_prose(candidate: str, atom: re.Match[str]) -> bool:
    """True for an atom that is an English word standing alone ("at", "in", "h" in "2 h of"),
    not one joined to other units by ``/``, ``*``, ``·`` or a power (``g/cm^3``, ``km/h``)."""
    if atom.group(0).startswith("°"):
        return False
    name = re.match(r"[A-Za-zµ]+", atom.group(0))
    if name is None:
        return True
    if len(name.group(0)) < len(atom.group(0)):
        return False
    before = candidate[:atom.start()].rstrip()
    after = candidate[atom.end():].lstrip()
    if (before and before[-1] in "/*·.-") or (after and after[0] in "/*·.-"):
        return False
    if re.search(rf"\b(?:{'|'.join(POWER_BEFORE)})\Z", before, re.IGNORECASE):
        return False  # "cu in", "square in": the inch raised to a power
    return name.group(0) in _PROSE_EXACT or name.group(0).lower() in _PROSE_WORDS


def _is_per_word(candidate: str, atoms: list[re.Match[str]], index: int) -> bool:
    """Whether atom ``index`` is a word dividing the unit before it by the one after it:
    "per" ("metres per second"), or "a"/"an" before a unit of time ("miles an hour", "litres a
    minute"; elsewhere an article: "2 m a side")."""
    word = atoms[index].group(0).lower()
    if word == "per":
        return True
    if word not in PER_WORDS or not 0 < index < len(atoms) - 1:
        return False
    after = atoms[index + 1]
    if candidate[atoms[index].end():after.start()].strip() \
            or candidate[atoms[index - 1].end():atoms[index].start()].strip():
        return False
    unit = _pint_unit(after.group(0))
    return unit is not None and str(unit.dimensionality) == "[time]"


def _unit_spellings(expression: str) -> Iterator[str]:
    """The unit words at the start of ``expression``, longest first: each run of its atoms
    from the first, none of them prose. Why longest first: "m/s" must win over "m"."""
    candidate = expression[:MAX_UNIT_CHARS]
    found = list(re.finditer(_ATOM, candidate))
    # "per" ("metre per second") and "an" ("miles an hour") join two units; neither is a unit.
    atoms = [atom for index, atom in enumerate(found) if not _is_per_word(candidate, found, index)]
    atoms = atoms[:_lengths_side_by_side(candidate, atoms)]
    for count in range(len(atoms), 0, -1):
        chosen = atoms[:count]
        if not any(_is_prose(candidate, atom) for atom in chosen):
            yield candidate[:chosen[-1].end()]


def _lengths_side_by_side(candidate: str, atoms: list[re.Match[str]]) -> int:
    """How many atoms come before a length written beside another length with only a space
    between ("58 cm dam-break", "a 5 cm rod", "2 m chain"): pint would read an area (the
    decametre, the rod), which nobody writes so; the second is a word of the prose."""
    for index in range(1, len(atoms)):
        if candidate[atoms[index - 1].end():atoms[index].start()].strip():
            continue
        if _is_length(atoms[index - 1].group(0)) and _is_length(atoms[index].group(0)):
            return index
    return len(atoms)


@cache
def _is_length(atom: str) -> bool:
    """Whether pint reads ``atom`` alone as a length."""
    unit = _pint_unit(_pint_spelling(atom))
    return unit is not None and str(unit.dimensionality) == "[length]"


def _spellings(text: str, start: int) -> tuple[str, ...]:
    """The unit spellings written at ``start`` of ``text``, longest first: a denominator in
    parentheses ("W/(m·K)", "BTU/(h·ft²)"), which the atoms do not join, then each run of
    atoms."""
    expression = _EXPRESSION.match(text, start)
    if expression is None:
        return ()
    grouped = _GROUPED.match(text, start)
    return ((grouped.group(0),) if grouped else ()) + tuple(_unit_spellings(expression.group(0)))


def read_unit(text: str, end: int) -> UnitReading | None:
    """The unit written right after position ``end`` of ``text``, if any.

    The longest run of unit atoms that pint reads as one of the known kinds wins, so
    ``2 m/s at the inlet`` reads ``m/s`` and ``1 Pa s`` reads pascal-seconds.
    """
    rest = text[end:end + MAX_UNIT_CHARS + 8]
    if (percent := _PERCENT.match(rest)) is not None:
        return UnitReading("fraction", "percent", end + percent.end())
    wrapped = _WRAPPED_LINE.match(rest)
    lead = wrapped.end() if wrapped else len(rest) - len(rest.lstrip(" "))
    if lead > 1 and wrapped is None:
        return None
    if (temperature := _TEMPERATURE_WORDS.match(rest, lead)) is not None:
        scale = (temperature.group("scale") or temperature.group("word")
                 or temperature.group("bare")).lower()
        return UnitReading("temperature", _TEMPERATURE_UNITS[scale], end + temperature.end())
    if (gauge := _GAUGE.match(rest)) is not None:
        # "0 psig", "14.7 psia", "2 barg": the pressure in that unit, as written.
        spelled = _GAUGE_UNITS[gauge.group(1).lower()]
        return UnitReading("pressure", spelled, end + gauge.end())
    if (inch := _INCH.match(rest)) is not None:
        return UnitReading("length", "inch", end + inch.end())
    if (own := case_units(rest)) is not None:
        return UnitReading("none", "", end + own)
    for written in _spellings(rest, lead):
        if _is_variable(written, rest, lead + len(written)):
            continue
        kind = _kind_of(_pint_spelling(written))
        if kind in _FOREIGN_KINDS and _CONTINUED.match(rest, lead + len(written)):
            return None
        if kind is not None and _GOES_ON.match(rest, lead + len(written)):
            return None  # "150 ft^2/s^3": the whole is of no kind here; "ft^2" is not it
        if kind is not None:
            return UnitReading(kind, _pint_spelling(written), end + lead + len(written))
    return None


#: A reciprocal unit's start: "1/", "/" or "per" before the unit ("1/s", "per K", "/°F");
#: a bare "/" only after a space (``dimensioned_unit``).
_RECIPROCAL = lazy_regex(r"(?:1\s*/|/|per\s+(?=\S))\s*", re.IGNORECASE)
#: Each temperature scale's degree as a temperature difference, by ``_TEMPERATURE_UNITS``'s
#: lower-case keys (a kelvin is the same either way).
_DEGREE_DIFFERENCES = {"c": "delta_degC", "celsius": "delta_degC", "centigrade": "delta_degC",
                       "f": "delta_degF", "fahrenheit": "delta_degF", "r": "degR",
                       "rankine": "degR", "k": "kelvin", "kelvin": "kelvin"}


#: pint's base dimensions in the order of an OpenFOAM ``dimensions [kg m s K mol A cd]``.
_FOAM_BASES = ("[mass]", "[length]", "[time]", "[temperature]", "[substance]", "[current]",
               "[luminosity]")


@dataclass(frozen=True)
class DimensionedUnit:
    """A unit written at the start of some text, with its OpenFOAM dimensions.

    Why apart from ``UnitReading``: that one names the few physical kinds the value rules
    give roles to; a value bound to any entry of a case (``omega`` in 1/s, ``k`` in m^2/s^2,
    ``E`` in GPa) is checked against the entry's own ``dimensions`` instead.

    Attributes:
        unit: pint's spelling.
        dimensions: The exponents of kg, m, s, K, mol, A and cd.
        length: How many characters of the text the unit took.
        is_si: The unit is coherent SI (a number in it is already the SI number).
    """

    unit: str
    dimensions: tuple[float, float, float, float, float, float, float]
    length: int
    is_si: bool

    def to_si(self, value: float) -> float:
        """``value`` in this unit, in SI base units (°C and °F to kelvin)."""
        quantity = registry().Quantity(value, self.unit)
        return float(f"{float(quantity.to_base_units().magnitude):.12g}")


def case_units(text: str) -> int | None:
    """How many characters at the start of ``text`` say the number before it is in the case's
    own units ("units", "non-dimensional", "in the case's units"), else None.

    Why apart from the physical units: such a number has no conversion; it means something
    only in a case whose units are a scale of its own (``agents.spec.case_scale``), which the
    reader cannot see, so the value keeps its words and the case decides."""
    found = _CASE_UNITS.match(text)
    return found.end() if found is not None else None


def dimensioned_unit(text: str) -> DimensionedUnit | None:
    """The unit at the start of ``text`` (after at most one space) with its dimensions: the
    longest run of unit atoms pint reads, else None (prose, no unit, or the case's own units:
    ``case_units``)."""
    if case_units(text) is not None:
        return None
    wrapped = _WRAPPED_LINE.match(text)
    if wrapped is not None:
        # "specific heat 0.09\nBtu/(lbm·°F)": a line wrapped between a number and its unit.
        unwrapped = dimensioned_unit(" " + text[wrapped.end():])
        return replace(unwrapped, length=unwrapped.length + wrapped.end() - 1) \
            if unwrapped is not None else None
    lead = len(text) - len(text.lstrip(" "))
    if lead > 1:
        return None
    if (temperature := _TEMPERATURE_WORDS.match(text, lead)) is not None:
        scale = (temperature.group("scale") or temperature.group("word")
                 or temperature.group("bare")).lower()
        spelled = _TEMPERATURE_UNITS[scale]
        return DimensionedUnit(spelled, (0, 0, 0, 1, 0, 0, 0), temperature.end(),
                               spelled == "kelvin")
    if (gauge := _GAUGE.match(text)) is not None and gauge.group(0)[-1] in "aA":
        # "14.7 psia": an absolute pressure in that unit ("psig", gauge, has no one SI value).
        spelled = _GAUGE_UNITS[gauge.group(1).lower()]
        return DimensionedUnit(spelled, (1, -1, -2, 0, 0, 0, 0), gauge.end(), spelled == "Pa")
    # "25 1/s", "1e-3 per K", "2e-4 /°F": a reciprocal unit, which the atoms (names only) do
    # not start.
    reciprocal = _RECIPROCAL.match(text, lead)
    if reciprocal and not lead and reciprocal.group(0).startswith("/"):
        reciprocal = None  # "1/c^2" is an expression, "0.0015 /K" a unit
    start = reciprocal.end() if reciprocal else lead
    if reciprocal and (per_degree := _TEMPERATURE_WORDS.match(text, start)) is not None:
        # "per °F", "per degree Celsius": a per-degree quantity (an expansion coefficient) is
        # per temperature *difference*, so the degree has no offset (2e-4 per °F is 3.6e-4
        # per K).
        scale = (per_degree.group("scale") or per_degree.group("word")
                 or per_degree.group("bare")).lower()
        spelled = f"1/({_DEGREE_DIFFERENCES.get(scale, 'kelvin')})"
        return DimensionedUnit(spelled, (0, 0, 0, -1, 0, 0, 0), per_degree.end(),
                               spelled == "1/(kelvin)")
    for written in _spellings(text, start):
        if _is_variable(written, text, start + len(written)):
            continue
        spelling = _pint_spelling(written)
        spelling = f"1/({spelling})" if reciprocal else spelling
        unit = _pint_unit(spelling)
        if unit is None:
            continue
        factor = registry().Quantity(1.0, unit).to_base_units()
        dimensionality = unit.dimensionality
        dims = tuple(float(str(dimensionality.get(base, 0))) for base in _FOAM_BASES)
        if set(dimensionality) - set(_FOAM_BASES):
            continue
        magnitude = factor.magnitude
        coherent = isinstance(magnitude, (int, float)) and abs(magnitude - 1.0) < 1e-12
        return DimensionedUnit(spelling, dims, start + len(written),  # type: ignore[arg-type]
                               coherent)
    return None
