"""The initial state of a zero-dimensional reactor a request states: its mixture, pressure,
temperature and the property held constant (chemFoam's ``constant/initialConditions``).

Why a type of its own, apart from its reader (``foam_agent.agents.spec.reactor``): the stated
requirements hold it, and the reader needs the stated requirements' types; kept apart, neither
imports the other.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Basis = Literal["mole", "mass"]
Held = Literal["pressure", "volume"]


@dataclass(frozen=True)
class SpeciesAmount:
    """One species of the mixture (its mechanism name, ``CH4``) and its amount: a mole or mass
    fraction, or parts of the mixture as the request lists them (only ratios matter)."""

    species: str
    amount: float


@dataclass(frozen=True)
class ReactorState:
    """What a request states about a reactor's start; None (or empty) where it says nothing.

    Attributes:
        amounts: The mixture, species by species: as stated ("CH4 0.4, O2 1, N2 3.76"), or
            worked out from a fuel, its oxidiser and an equivalence ratio (then normalised).
        basis: Whether ``amounts`` are moles or masses (chemFoam's ``fractionBasis``).
        basis_stated: Whether the request says the basis itself (then it is a requirement).
        mixture_source: The words the mixture was read from.
        derivation: How the amounts were worked out, when they were ("CH4 + 2 (O2 + 3.76 N2)
            at phi 0.7"); empty when the request lists them.
        pressure: The initial pressure (Pa) and its words.
        temperature: The initial temperature (K) and its words.
        held: Which property stays constant while it reacts, and the words saying so.
    """

    amounts: tuple[SpeciesAmount, ...] = ()
    basis: Basis = "mole"
    basis_stated: bool = False
    mixture_source: str = ""
    derivation: str = ""
    pressure: float | None = None
    pressure_source: str = ""
    temperature: float | None = None
    temperature_source: str = ""
    held: Held | None = None
    held_source: str = ""

    def fractions(self) -> dict[str, float]:
        """The amounts divided by their sum, as chemFoam itself normalises them on reading."""
        total = sum(item.amount for item in self.amounts)
        return {item.species: item.amount / total for item in self.amounts} if total > 0 else {}

    def describe(self) -> list[str]:
        """One line per understood part, for the run record and ``understand``."""
        lines: list[str] = []
        if self.amounts:
            listed = ", ".join(f"{item.species} {item.amount:.6g}" for item in self.amounts)
            how = f" ({self.derivation})" if self.derivation else ""
            lines.append(f"understood mixture ({self.basis} basis) = {listed}{how} from "
                         f"'{self.mixture_source}'")
        if self.pressure is not None:
            lines.append(f"understood initial p = {self.pressure:.9g} Pa from "
                         f"'{self.pressure_source}'")
        if self.temperature is not None:
            lines.append(f"understood initial T = {self.temperature:.9g} K from "
                         f"'{self.temperature_source}'")
        if self.held is not None:
            lines.append(f"understood constant {self.held} from '{self.held_source}'")
        return lines
