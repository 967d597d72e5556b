"""The Boussinesq approximation as a solver (ESI v1912) and as an equation of state (Foundation
v10): which v1912 application runs a Boussinesq case the way a Foundation solver name means it,
and how each entry of the solver's kinematic case reads in the thermophysical one.

Why: v1912 keeps the approximation in solvers of their own (buoyantBoussinesqPimpleFoam: the
kinematic pressure, ``transportProperties`` with ``nu``, ``beta``, ``TRef``); Foundation removed
those solvers, and its ``buoyantFoam`` runs the same flow through ``heRhoThermo`` with
``equationOfState Boussinesq``. A request naming ``buoyantFoam`` for a Bénard-cell flow means
that formulation: the v1912 tutorial's physics (the same ν, β, T_ref, Pr) written for
buoyantPimpleFoam, whose pressure, continuity and energy equations are the ones v10's solver
solves. Followed as the Boussinesq solver instead, the case ran another set of equations (an
incompressible kinematic pressure, a temperature equation) and its velocity field differed.
"""

from __future__ import annotations

from dataclasses import dataclass

from foam_agent.foamcase.catalog.solvers import BOUSSINESQ_VARIANTS

__all__ = [
    "BOUSSINESQ_AS_STATE", "BOUSSINESQ_THERMO_TYPE", "DENSITY", "EQUATION_OF_STATE_NAMES",
    "GAUGE_PRESSURE_STATES", "KINEMATIC_ENTRIES", "SPECIE", "THERMODYNAMICS", "KinematicEntry",
    "boussinesq_as_state",
]

#: Each v1912 Boussinesq solver and the buoyant solver that runs its flow with a Boussinesq
#: equation of state (the inverse of the catalog's Boussinesq variants).
BOUSSINESQ_AS_STATE: dict[str, str] = {variant: plain
                                       for plain, variant in BOUSSINESQ_VARIANTS.items()}
#: Foundation solver names whose Boussinesq flows are an equation of state, not a solver of
#: their own (v10 removed buoyantBoussinesq*Foam; ``buoyantFoam``'s BenardCells runs one).
EQUATION_OF_STATE_NAMES = frozenset({"buoyantFoam"})
#: Equations of state whose density reads no pressure (ρ from T alone, or from a fixed pRef):
#: the pressure a compressible solver solves with them is a level only, and below zero is no
#: fault (a Boussinesq fluid's p is ρ g h below a zero p_rgh).
GAUGE_PRESSURE_STATES = frozenset({"Boussinesq", "rhoConst", "incompressiblePerfectGas",
                                   "icoPolynomial"})
#: The thermophysical model of a Boussinesq fluid, as v10's BenardCells writes it (with the
#: internal energy: no pressure-work term on a density that does not follow the pressure).
BOUSSINESQ_THERMO_TYPE: dict[str, str] = {
    "type": "heRhoThermo", "mixture": "pureMixture", "transport": "const", "thermo": "hConst",
    "equationOfState": "Boussinesq", "specie": "specie", "energy": "sensibleInternalEnergy",
}
#: The reference density of the kinematic case, kg/m³: with ρ₀ = 1 every kinematic pressure,
#: viscosity and diffusivity keeps its number in SI units (p in Pa equals p/ρ in m²/s²).
DENSITY = 1.0
#: The heat capacity at constant pressure, J/(kg K). The kinematic case has none, and with
#: ``const`` transport κ = Cp μ / Pr, so the energy equation's diffusivity κ/Cp = μ/Pr does not
#: depend on it; only the kinetic-energy term K/Cp does, negligible at buoyant speeds. The value
#: is OpenFOAM-10's tutorials/heatTransfer/buoyantFoam/BenardCells (Cv 712; Cp = Cv for a
#: Boussinesq fluid, whose Cp - Cv is zero).
THERMODYNAMICS: dict[str, float] = {"Cp": 712.0, "Hf": 0.0}
#: The molar mass, kg/kmol: a Boussinesq density reads no gas constant; the same tutorial's 18.
SPECIE: dict[str, float] = {"molWeight": 18.0}


@dataclass(frozen=True)
class KinematicEntry:
    """One entry of a Boussinesq solver's ``transportProperties`` and where the thermophysical
    case keeps it.

    Attributes:
        keyword: The kinematic keyword (``nu``).
        block: The ``mixture`` sub-dictionary that holds it (``transport``).
        name: Its name there (``mu``).
        density_power: The power of ρ₀ that turns the kinematic value into it (1: μ = ρ₀ ν).
    """

    keyword: str
    block: str
    name: str
    density_power: int = 0


#: Every kinematic entry with a place in the thermophysical case; ``Prt`` has none there (the
#: turbulence model's coefficients keep the turbulent Prandtl number).
KINEMATIC_ENTRIES: tuple[KinematicEntry, ...] = (
    KinematicEntry("nu", "transport", "mu", 1),
    KinematicEntry("Pr", "transport", "Pr"),
    KinematicEntry("beta", "equationOfState", "beta"),
    KinematicEntry("TRef", "equationOfState", "T0"),
)


def boussinesq_as_state(stated: str | None, application: str | None) -> str | None:
    """The v1912 application that runs a case of the Boussinesq solver ``application`` as the
    Foundation solver ``stated`` formulates it, or None when nothing is to change (no foreign
    name stated, or a case that is not a Boussinesq solver's)."""
    if stated not in EQUATION_OF_STATE_NAMES or application is None:
        return None
    return BOUSSINESQ_AS_STATE.get(application)
