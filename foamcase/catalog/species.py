"""Chemical species of the installed chemistry mechanisms: their elements, and the air and
stoichiometry a premixed request is read with.

Why read and not typed: a species' elements are in its mechanism's CHEMKIN thermo file (the
element/count fields of each entry's first line), and which species a mechanism knows is its
``SPECIES`` block. Reading them keeps this catalog equal to the installation: a request naming
n-heptane must follow a tutorial whose mechanism has ``NC7H16``, and the stoichiometric oxygen
of a fuel is arithmetic on its elements. Only the everyday names of species are typed here
(the mechanism files name species by formula only).

Sources:
    Turns, S. R. (2012). An Introduction to Combustion, 3rd ed., McGraw-Hill, §2.5 (eq. 2.30-2.32):
    a fuel CxHyOz burns completely with a = x + y/4 - z/2 moles of O2; air is 21 % O2 and 79 %
    N2 by volume, so each mole of O2 comes with 79/21 = 3.76 moles of N2; the equivalence
    ratio is the stoichiometric air-fuel ratio over the actual one.
    Kee, R. J., Rupley, F. M., Miller, J. A. (1989). The Chemkin Thermodynamic Data Base,
    SAND87-8215B: the thermo entry's columns (name 1-18, elements 25-44 and 74-78, '1' at 80).
"""

from __future__ import annotations

import gzip
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from foam_agent.foamcase.lazy_pattern import lazy_regex

#: Moles of N2 per mole of O2 in air (21 % O2 / 79 % N2 by volume; Turns 2012, §2.5).
AIR_N2_PER_O2 = 79.0 / 21.0
#: The species names of a premixed charge's oxidiser and of air's nitrogen, as mechanisms
#: spell them.
OXYGEN = "O2"
NITROGEN = "N2"

#: Everyday names of the species a request may name in words, with the CHEMKIN name the
#: installed mechanisms use; a name is matched as a whole word, case-insensitively.
#: "Natural gas" is taken as methane, its main part (shown as such where it is read).
EVERYDAY_NAMES: dict[str, str] = {
    "methane": "CH4", "natural gas": "CH4", "hydrogen": "H2", "oxygen": "O2",
    "nitrogen": "N2", "argon": "AR", "helium": "HE", "n-heptane": "NC7H16",
    "normal heptane": "NC7H16", "heptane": "NC7H16", "iso-octane": "IC8H18",
    "isooctane": "IC8H18", "i-octane": "IC8H18", "2,2,4-trimethylpentane": "IC8H18",
    "propane": "C3H8", "ethane": "C2H6", "ethylene": "C2H4", "ethene": "C2H4",
    "acetylene": "C2H2", "carbon monoxide": "CO", "carbon dioxide": "CO2", "water vapour": "H2O",
    "water vapor": "H2O", "steam": "H2O", "methanol": "CH3OH", "ethanol": "C2H5OH",
    "n-butane": "C4H10", "butane": "C4H10", "n-pentane": "NC5H12",
}

#: Words naming what a stream carries by its part in a flame rather than by a species: the
#: fuel (the case says which species it is) and the oxidiser, air or oxygen, which burns it.
FUEL_WORDS = frozenset({"fuel", "fuels"})
OXIDISER_WORDS = frozenset({"air", "oxidiser", "oxidizer", "oxidant"})

_SPECIES_BLOCK = lazy_regex(r"^\s*SPEC(?:IES)?\b(?P<names>.*?)^\s*END\b",
                            re.IGNORECASE | re.MULTILINE | re.DOTALL)
_ELEMENT = lazy_regex(r"([A-Z][a-z]?)(\d*)")


@dataclass(frozen=True)
class Mechanism:
    """One installed chemistry mechanism: the tutorial holding it, its species and their
    elements (``{"C": 1, "H": 4}``) as its thermo file gives them."""

    tutorial: str
    species: tuple[str, ...]
    elements: dict[str, dict[str, int]]

    def knows(self, name: str) -> bool:
        """Whether the mechanism has the species ``name`` (CHEMKIN names are upper case)."""
        return name.upper() in self.species


def _text(path: Path) -> str:
    """A chemkin file's text (``.gz`` unpacked)."""
    if path.suffix == ".gz":
        with gzip.open(path, "rt", encoding="latin-1") as packed:
            return packed.read()
    return path.read_text(encoding="latin-1")


def _found(folder: Path, name: str) -> Path | None:
    """``folder/name`` or its gzipped copy."""
    for candidate in (folder / name, folder / f"{name}.gz"):
        if candidate.is_file():
            return candidate
    return None


def species_block(text: str) -> tuple[str, ...]:
    """The species a CHEMKIN mechanism declares (its ``SPECIES … END`` block), upper case."""
    block = _SPECIES_BLOCK.search(text)
    if block is None:
        return ()
    names = (line.split("!")[0] for line in block.group("names").splitlines())
    return tuple(word.upper() for line in names for word in line.split())


def thermo_elements(text: str) -> dict[str, dict[str, int]]:
    """Each species' elements from a CHEMKIN thermo file: the four element/count fields of an
    entry's first line (columns 25-44, five characters each) and the fifth (74-78)."""
    elements: dict[str, dict[str, int]] = {}
    for line in text.splitlines():
        if len(line) < 80 or line[79] != "1" or not line[:18].strip():
            continue
        counts: dict[str, int] = {}
        for field in (*(line[24 + 5 * i:29 + 5 * i] for i in range(4)), line[73:78]):
            symbol, count = field[:2].strip().upper(), field[2:].strip()
            if symbol and symbol != "0" and count:
                try:
                    number = int(float(count))
                except ValueError:
                    continue
                if number:
                    counts[symbol] = counts.get(symbol, 0) + number
        elements.setdefault(line[:18].split()[0].upper(), counts)
    return elements


def case_mechanism(case: Path, tutorial: str = "") -> Mechanism | None:
    """The mechanism of a chemistry case: ``chemkin/chem.inp`` and ``chemkin/therm.dat`` (or
    their gzipped copies); None when the case has none."""
    chem, therm = _found(case / "chemkin", "chem.inp"), _found(case / "chemkin", "therm.dat")
    if chem is None:
        return None
    species = species_block(_text(chem))
    table = thermo_elements(_text(therm)) if therm is not None else {}
    return Mechanism(tutorial or case.name, species,
                     {name: table[name] for name in species if name in table})


@cache
def installed_mechanisms(tutorials: Path) -> tuple[Mechanism, ...]:
    """Every mechanism of the tutorials under ``tutorials`` that start from
    ``constant/initialConditions`` (chemFoam's zero-dimensional cases), by tutorial path."""
    found: list[Mechanism] = []
    for conditions in sorted(tutorials.glob("**/constant/initialConditions")):
        case = conditions.parent.parent
        mechanism = case_mechanism(case, case.relative_to(tutorials).as_posix())
        if mechanism is not None:
            found.append(mechanism)
    return tuple(found)


def formula_elements(formula: str) -> dict[str, int] | None:
    """The elements of a plain formula written in a request (``C7H16`` → C 7, H 16); None when
    it is no formula of element symbols and counts."""
    parts = _ELEMENT.findall(formula)
    if not parts or "".join(symbol + count for symbol, count in parts) != formula:
        return None
    counts: dict[str, int] = {}
    for symbol, count in parts:
        counts[symbol.upper()] = counts.get(symbol.upper(), 0) + int(count or 1)
    return counts


#: Standard atomic weights (g/mol) of the elements the installed mechanisms' species are made
#: of: IUPAC 2021 abridged values (Prohaska et al., Pure Appl. Chem. 94 (2022) 573), the
#: conventional value for an element given as an interval. A species' molar mass is their sum
#: over its elements (``molar_mass``), within 0.01 % of the ``molWeight`` a case's thermo
#: data writes for it.
ATOMIC_WEIGHTS: dict[str, float] = {
    "H": 1.008, "HE": 4.0026, "C": 12.011, "N": 14.007, "O": 15.999, "AR": 39.95,
}


def molar_mass(elements: dict[str, int]) -> float | None:
    """A species' molar mass (g/mol) from its elements; None when an element has no weight
    here (the species is then converted by no one: a guessed mass would bind a wrong
    fraction)."""
    if not elements or any(symbol not in ATOMIC_WEIGHTS for symbol in elements):
        return None
    return sum(ATOMIC_WEIGHTS[symbol] * count for symbol, count in elements.items())


def stoichiometric_oxygen(elements: dict[str, int]) -> float:
    """Moles of O2 that burn one mole of a fuel CxHyOz completely to CO2 and H2O:
    x + y/4 - z/2 (Turns 2012, eq. 2.31)."""
    return elements.get("C", 0) + elements.get("H", 0) / 4.0 - elements.get("O", 0) / 2.0


#: The keyword of a premixed case's equivalence ratio (``combustionProperties``), the
#: stoichiometric air-fuel mass ratio its thermophysical properties give, and the field of the
#: fuel's mass fraction (XiFoam's family: ``ft``, the total fuel mass fraction).
EQUIVALENCE_RATIO = "equivalenceRatio"
STOICHIOMETRIC_AFR = "stoichiometricAirFuelMassRatio"
FUEL_FRACTION = "ft"


def premixed_fuel_fraction(phi: float, stoichiometric_afr: float) -> float:
    """The fuel's mass fraction of a fuel-air mixture at equivalence ratio ``phi``: its air-fuel
    mass ratio is the stoichiometric one over phi, so the fuel is 1/(1 + AFR) = phi/(phi +
    AFR_st) of the mass (Turns 2012, eq. 2.32)."""
    return phi / (phi + stoichiometric_afr)


#: Where chemFoam reads a reactor's start (its ``fractions``, ``fractionBasis``, ``p``, ``T``
#: and ``constantProperty``), relative to the case.
INITIAL_CONDITIONS = "constant/initialConditions"
