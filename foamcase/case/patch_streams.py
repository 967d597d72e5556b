"""Inlets named by what enters through them: the fuel, the air, a species.

Why: a request says "the fuel comes in at 25 °C" or "the co-flowing air at 1 m/s"; a jet
flame's case calls those inlets ``inletCH4`` and ``inletAir``, and "fuel" is a part of no name.
What enters where is written in the case's own files: its species fields hold each inlet's
mass fraction (0/CH4 is 0.1561 at ``inletCH4`` and 0 at the others), and its chemistry says
which species is the fuel (``fuelSpecies`` of ``constant/chemistryProperties``, or a ``fuel``
entry naming one of its species). So the fuel's inlet is the one inlet where the fuel's
fraction is largest; the air's (or oxidiser's) is the one carrying no fuel where oxygen's is
largest; a species named in words (methane, CH4) is the fuel's stream when it is the case's
fuel, else, in a case naming no fuel, the stream of the one inlet carrying it.
A case with no species fields, fewer than two inlets, or a tie tells nothing, and the words
stay unplaced (reported, never guessed). Each mapping is told in words for the audit.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from pathlib import Path

from foam_agent.foamcase.case.files import entries_of, field_files
from foam_agent.foamcase.case.paired import fixed_values
from foam_agent.foamcase.case.patch_places import velocity_types
from foam_agent.foamcase.case.sides import CaseSides
from foam_agent.foamcase.catalog.boundaries import patch_roles
from foam_agent.foamcase.catalog.species import (
    EVERYDAY_NAMES,
    FUEL_WORDS,
    OXIDISER_WORDS,
    OXYGEN,
)

__all__ = ["StreamInlet", "by_stream", "stream_inlet"]

Sides = Callable[[], Mapping[str, Collection[str]]]
#: The dictionaries a case names its fuel in: a chemistry's ``fuelSpecies`` list, or a
#: ``fuel`` entry (fireFoam's thermophysicalProperties, a combustion model's coefficients).
_FUEL_SOURCES = ("constant/chemistryProperties", "constant/thermophysicalProperties",
                 "constant/combustionProperties")


@dataclass(frozen=True)
class StreamInlet:
    """The inlet a stream's words name, and why: the species whose fraction tells it, its
    value there and at the case's other inlets."""

    patch: str
    species: str
    held: float
    others: tuple[float, ...]
    told: str

    def reason(self) -> str:
        """The mapping in words, for the audit's record."""
        return (f"where the case's {self.told} enters: 0/{self.species} is {self.held:g} "
                f"there, {', '.join(f'{value:g}' for value in self.others)} at its other "
                f"inlets")


def by_stream(mentions: tuple[str, ...], patches: Mapping[str, str], sides: Sides) -> list[str]:
    """The one inlet the words' stream enters by (:func:`stream_inlet`), or nothing."""
    read = sides()
    if not isinstance(read, CaseSides):
        return []
    found = stream_inlet(mentions, patches, read.root)
    return [found.patch] if found is not None else []


def stream_inlet(mentions: tuple[str, ...], patches: Mapping[str, str], root: Path
                 ) -> StreamInlet | None:
    """The inlet the stream the words name enters by, from the case's species fields (module
    doc); None when the words name no stream, or several, or the case cannot tell."""
    words = {word for mention in mentions for word in re.findall(r"[a-z0-9]+", mention.lower())}
    roles = patch_roles(patches, velocity_types(root))
    inlets = [name for name in patches if roles.get(name) == "inlet"]
    if len(inlets) < 2:
        return None
    fuel = _case_fuel(root)
    named = _named_species(words, mentions, root)
    if words & FUEL_WORDS and fuel is not None:
        named.append(fuel)
    oxidiser = bool(words & OXIDISER_WORDS)
    if len(set(named)) + oxidiser != 1:
        return None
    if oxidiser:
        burning = fixed_values(root, fuel) if fuel is not None else {}
        held = {name: value for name, value in fixed_values(root, OXYGEN).items()
                if name in inlets and burning.get(name, 0.0) == 0.0}
        return _richest(held, inlets, OXYGEN, "oxidiser (the inlet carrying no fuel)")
    species = named[0]
    held = {name: value for name, value in fixed_values(root, species).items() if name in inlets}
    if species == fuel:
        return _richest(held, inlets, species, f"fuel {species}")
    # a species the case does not burn names a stream only where the case names no fuel and
    # one inlet alone carries it (a trace of H2 in a jet flame's pilot is no hydrogen stream)
    if fuel is not None or sum(1 for value in held.values() if value > 0.0) != 1:
        return None
    return _richest(held, inlets, species, species)


def _richest(held: Mapping[str, float], inlets: list[str], species: str, told: str
             ) -> StreamInlet | None:
    """The one inlet holding the largest positive fraction, or None on a tie or none."""
    if not held:
        return None
    top = max(held.values())
    richest = [name for name, value in held.items() if value == top]
    if top <= 0.0 or len(richest) != 1:
        return None
    others = tuple(held.get(name, 0.0) for name in inlets if name != richest[0])
    return StreamInlet(richest[0], species, top, others, told)


def _named_species(words: set[str], mentions: tuple[str, ...], root: Path) -> list[str]:
    """The species of the case the words name: by an everyday name ("methane") or as the
    case's own field is called ("CH4"), only where the case has that species' field."""
    named = [species for name, species in EVERYDAY_NAMES.items()
             if set(name.split()) <= words]
    named += [token for mention in mentions for token in re.findall(r"[A-Za-z0-9]+", mention)
              if any(character.isdigit() for character in token)]
    return list(dict.fromkeys(species for species in named if field_files(root, species)))


def _case_fuel(root: Path) -> str | None:
    """The species the case burns as its fuel: its chemistry's one ``fuelSpecies``, else a
    ``fuel`` entry that names one of its species fields; None when it names none."""
    for relative in _FUEL_SOURCES:
        entries = entries_of(root / relative)
        if entries is None:
            continue
        listed = _entry(entries, "fuelSpecies")
        if isinstance(listed, Mapping) and len(listed) == 1:
            return str(next(iter(listed)))
        named = _entry(entries, "fuel")
        if isinstance(named, str) and field_files(root, named):
            return named
    return None


def _entry(entries: Mapping[str | None, object], key: str) -> object:
    """The first entry called ``key`` at any depth of a dictionary, or None."""
    if key in entries:
        return entries[key]
    for value in entries.values():
        if isinstance(value, Mapping):
            found = _entry(value, key)
            if found is not None:
                return found
    return None
