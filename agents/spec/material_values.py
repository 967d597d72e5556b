"""The values a named fluid gives the case: ν (and ρ, μ where the case keeps them) from the
table of ``foam_agent.agents.spec.materials``, with what the prompt states taking precedence.

Why here and not in the reader: which values are needed depends on the followed case (an
incompressible case keeps ν, a const-transport gas keeps μ, a ``rhoConst`` liquid keeps ρ, and
only a case that solves for T takes the fluid's stated temperature as its initial field), so
they are worked out per case, like ν = U·L/Re in ``derive``, which calls this.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict

from foam_agent.agents.spec.materials import (
    AIR_GAS_CONSTANT,
    FluidProperties,
    MaterialMention,
    found_is_gas,
    phase_key,
    properties,
)
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.phase_binding import bind_phases, bound_properties
from foam_agent.agents.spec.stated import INTERNAL
from foam_agent.foamcase.case.entry_quantity import holding_locations, usual_quantity
from foam_agent.foamcase.case.files import field_files, property_files
from foam_agent.foamcase.case.locations import locate
from foam_agent.foamcase.case.mesh_regions import case_regions, field_region
from foam_agent.foamcase.case.phases import case_phases
from foam_agent.foamcase.catalog.derivations import KINEMATIC
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: A multiphase mixture's list of phases, each with its own properties.
_PHASES = lazy_regex(r"^\s*phases\b", re.MULTILINE)
#: Property names of the prompt that stand for a viscosity (the unqualified word included).
_VISCOSITIES = frozenset({"nu", "mu", "viscosity"})


class MaterialValue(BaseModel):
    """One value of the named fluid the case needs (a property, or T as the initial field),
    with the formula and its source."""

    model_config = ConfigDict(frozen=True)

    quantity: Literal["nu", "rho", "mu", "T"]
    value: float
    formula: str
    phrase: str
    #: The case's phase it is of, when the case keeps its fluids per phase.
    phase: str | None = None


def _texts(root: Path) -> dict[str, str]:
    return {path.relative_to(root).as_posix(): path.read_text(encoding="utf-8", errors="replace")
            for path in property_files(root)}


def _kept(root: Path, quantity: str) -> bool:
    """True when the case keeps ``quantity`` as an entry of one fluid (not per phase) that
    holds the keyword's usual quantity (hartmann's ``mu`` is a magnetic permeability: a
    fluid's table gives it no value)."""
    return any(location.phase is None for location in holding_locations(
        _texts(root), quantity, usual_quantity(quantity)))


def _phases(root: Path) -> list[str]:
    """The phases (or regions) the case keeps its viscosity or density for, if it keeps them
    per phase."""
    texts = _texts(root)
    phases = sorted({location.phase for quantity in ("nu", "mu", "rho")
                     for location in locate(quantity, texts) if location.phase is not None})
    if not phases and any(_PHASES.search(text) for text in texts.values()):
        phases = ["a 'phases' list"]
    return phases


def _a_phase(root: Path, fluid: str) -> bool:
    """True when the fluid is one of the case's phases by name (the water of a dam break): the
    case already holds its properties, under the phase."""
    word = re.compile(rf"\b{re.escape(fluid)}\b", re.IGNORECASE)
    return any(word.search(text) for text in _texts(root).values())


def _of_the_fluid(spec: CaseSpec, phase: str | None) -> bool:
    """Whether a stated property is the named fluid's: said of no phase, or of that fluid
    ("a kinematic viscosity of water of 1.1e-6" with water named)."""
    return phase is None or (spec.material is not None and phase == spec.material.fluid)


def _stated(spec: CaseSpec, name: str) -> float | None:
    """The value of ``name`` said of the named fluid, else one said of no fluid: "still air
    (1.2 kg/m^3)" is the air's density, "pellets with a density of 1050 kg/m^3" is not. A
    value read as another quantity than the keyword's usual one (``mu`` read as a magnetic
    permeability) is no property of the fluid."""
    usual = usual_quantity(name)
    said = [item for item in spec.stated.properties
            if item.name == name and _of_the_fluid(spec, item.phase)
            and (item.quantity is None or usual is None or item.quantity == usual)]
    own = [item for item in said if item.phase is not None]
    return float((own or said)[0].value) if said else None


def material_values(spec: CaseSpec, root: Path, *, nu_derived: bool
                    ) -> tuple[list[MaterialValue], list[str]]:
    """The named fluid's values for the case under ``root``, and why any cannot be given.

    Args:
        spec: The request; its ``material`` is the fluid named, if any.
        root: The followed case.
        nu_derived: ν already follows from the prompt (Re, or a stated μ and ρ): the table
            must not override it.
    """
    mention = spec.material
    if mention is None:
        return [], []
    found = properties(mention)
    if isinstance(found, str):
        return [], [f"{mention.phrase}: {found}"]
    if spec.regime.inviscid:
        return _inviscid(root, mention.fluid, mention.phrase), []
    scaled = _nondimensional_gas(root, mention.fluid) if found_is_gas(mention) else None
    if scaled is not None:
        return [], [f"{mention.phrase}: {mention.fluid}'s properties are not applied: {scaled}"]
    gas = None if found_is_gas(mention) else _perfect_gas(root)
    if gas is not None:
        return [], [f"{mention.phrase}: {mention.fluid} is a liquid, but the followed case's "
                    f"{gas} holds a perfect gas (equationOfState perfectGas), so "
                    f"{mention.fluid}'s properties are not applied"]
    values: list[MaterialValue] = []
    mu, rho = _stated(spec, "mu"), _stated(spec, "rho")
    viscosity_stated = any(item.name in _VISCOSITIES and _of_the_fluid(spec, item.phase)
                           and item.name != "mu" for item in spec.stated.properties)
    where = _where(mention)
    if not viscosity_stated and not nu_derived and _kept(root, "nu"):
        values.append(_nu(found, mu, rho, where, mention.phrase))
    others: tuple[tuple[Literal["rho", "mu"], float | None, float], ...] = (
        ("rho", rho, found.rho), ("mu", mu, found.mu))
    for quantity, stated, table in others:
        if stated is None and not (quantity == "mu" and viscosity_stated) \
                and _kept(root, quantity):
            values.append(MaterialValue(
                quantity=quantity, value=float(f"{table:.6g}"), phrase=mention.phrase,
                formula=f"{quantity} of {where} ({found.source})"))
    # The temperature the fluid enters at is the inlet's, not the initial field's.
    if mention.temperature_phrase and field_files(root, "T") and not any(
            item.field == "T" and (item.boundary == (INTERNAL,) or item.source == mention.phrase)
            for item in spec.stated.boundary_values):
        values.append(MaterialValue(
            quantity="T", value=mention.temperature, phrase=mention.phrase,
            formula=f"the fluid's stated temperature ({where}) as the initial field"))
    problems = _region_temperature(spec, root, mention)
    phase = _named_phase(root, mention.fluid, multiphase=(spec.regime.phases or 1) >= 2) \
        if not values and mention.temperature_phrase else None
    if phase is not None:
        return _phase_values(spec, root, found, phase, where, mention.phrase), []
    if not values and not viscosity_stated and mu is None and rho is None and not nu_derived \
            and (phases := _phases(root)) and not _a_phase(root, mention.fluid):
        return [], [f"{mention.phrase}: the followed case keeps its viscosity and density per "
                    f"phase ({', '.join(phases)}), not for one fluid, so {mention.fluid}'s are "
                    "not applied"]
    return values, problems


def _region_temperature(spec: CaseSpec, root: Path, mention: MaterialMention) -> list[str]:
    """Why the fluid's stated temperature is not applied in a multi-region case, which keeps
    T per region (``0/<region>/T``) and no ``0/T`` the initial field could be: none when no
    temperature is stated, the case keeps one T, or a stated T of the same words is placed.

    Why said, not dropped: the stated temperature would otherwise vanish without a row, and a
    case whose other values hold would be reported solved with the fluid at the wrong one."""
    regions = case_regions(root)
    if not mention.temperature_phrase or not regions or field_files(root, "T") or any(
            field_region(str(item.field))[1] == "T"
            and (item.boundary == (INTERNAL,) or item.source == mention.phrase)
            for item in spec.stated.boundary_values):
        return []
    return [f"{mention.phrase}: the followed case keeps T per region "
            f"({', '.join(region.name for region in regions)}), and the fluid's temperature is "
            "placed in none of them: not applied"]


def _named_phase(root: Path, fluid: str, *, multiphase: bool) -> str | None:
    """The followed case's phase the fluid names, when the case keeps its fluids per phase:
    by name ("the water is at 20 °C" of a clarifier whose phases are sludge and water), and
    in a request that is itself multiphase as its stated values are bound
    (``phase_binding.bind_phases``: the glycerine column of a dam break is its liquid phase).

    Why only with a stated temperature: the table's values then describe the phase the request
    speaks of at the state it gives; "a water column" says nothing to change in the case's own
    water. Why by name only in a single-phase request: glycerine flowing through a channel
    is not the water of a two-phase case followed for it, which the caller reports as not
    applied."""
    key = phase_key(fluid)
    phases = case_phases(root)
    if not multiphase:
        return next((phase.name for phase in phases if phase.name.lower() == key), None)
    return bind_phases([key], phases).get(key)


def _phase_values(spec: CaseSpec, root: Path, found: FluidProperties, phase: str, where: str,
                  phrase: str) -> list[MaterialValue]:
    """The named fluid's ρ and ν for its phase, where the case keeps them for that phase and
    the request states none for it."""
    texts = _texts(root)
    stated = {"nu" if item.name in _VISCOSITIES else item.name
              for item in bound_properties(spec.stated.properties, root) if item.phase == phase}
    table: tuple[tuple[Literal["rho", "nu"], float], ...] = (("rho", found.rho),
                                                              ("nu", found.nu))
    return [MaterialValue(quantity=quantity, value=float(f"{value:.6g}"), phrase=phrase,
                          phase=phase, formula=f"{quantity} of {where} as the case's {phase} "
                                               f"({found.source})")
            for quantity, value in table if quantity not in stated
            and any(location.phase == phase for location in locate(quantity, texts))]


def _perfect_gas(root: Path) -> str | None:
    """The thermophysical file of a case whose every fluid is a perfect gas, else None.

    Why: "hot and cold water in a T-junction" followed rhoPimpleFoam's TJunction (air, a
    perfect gas with Sutherland viscosity): no entry took water's values, nothing said so,
    and the case was audited on its temperatures alone."""
    thermo = {name: text for name, text in _texts(root).items()
              if name.rsplit("/", 1)[-1].startswith("thermophysicalProperties")}
    gases = [name for name, text in thermo.items()
             if re.search(r"\bequationOfState\s+perfectGas\s*;", text)]
    return gases[0] if gases and len(gases) == len(thermo) else None


def _inviscid(root: Path, fluid: str, phrase: str) -> list[MaterialValue]:
    """Zero viscosity where the case keeps one, when the request says inviscid: the named
    fluid's viscosity would contradict it (its density and temperature still describe the
    flow, but an inviscid case's gas is usually already set)."""
    return [MaterialValue(quantity=quantity, value=0.0, phrase=phrase,
                          formula=f"{quantity} = 0: the request says inviscid, so {fluid}'s "
                                  "viscosity is not applied")
            for quantity in ("nu", "mu") if _kept(root, quantity)]


def _nondimensional_gas(root: Path, fluid: str) -> str | None:
    """Why a named gas's properties do not fit the followed case, when its gas is scaled.

    Tutorials such as rhoCentralFoam's wedge15Ma5 and forwardStep solve in units where the
    speed of sound is 1 (molWeight 11640.3, R = 0.714 J/(kg K)): air's μ = 1.8e-5 Pa s or
    ρ = 1.2 kg/m^3 in such a case mean nothing. Mach numbers still hold there.
    """
    # Imported here: derive imports this module (the gas reading lives with the Mach rule).
    from foam_agent.agents.spec.derive import case_thermo, gas_properties

    thermo = case_thermo(root)
    gas = gas_properties(thermo) if thermo is not None else None
    if gas is None or gas.gas_constant >= AIR_GAS_CONSTANT / 10:
        return None
    return (f"the followed case's gas is non-dimensional (R = {gas.gas_constant:.4g} "
            f"J/(kg K), {fluid}'s is {AIR_GAS_CONSTANT:g}), so its viscosity and density "
            "would be meaningless there; the case's own stand")


def _where(mention: MaterialMention) -> str:
    """The fluid and its temperature, with where the temperature came from."""
    temperature = (f"'{mention.temperature_phrase}'" if mention.temperature_phrase
                   else mention.assumption)
    return f"{mention.fluid} at {mention.temperature:g} K, {temperature}"


def named_fluid_nu(spec: CaseSpec) -> MaterialValue | None:
    """The named fluid's ν = μ/ρ (a stated μ or ρ in place of the table's), whatever the case
    keeps; None without a fluid or when its table cannot give it. ``derive`` needs it to turn
    a Reynolds number into a speed."""
    mention = spec.material
    found = properties(mention) if mention is not None else None
    if mention is None or found is None or isinstance(found, str):
        return None
    return _nu(found, _stated(spec, "mu"), _stated(spec, "rho"), _where(mention),
               mention.phrase)


def _nu(found: FluidProperties, mu: float | None, rho: float | None, where: str,
        phrase: str) -> MaterialValue:
    """ν = μ/ρ, each from the prompt when it states it, else from the table."""
    mu_used, rho_used = (mu if mu is not None else found.mu), (rho if rho is not None
                                                               else found.rho)
    origin = ", ".join(f"{name} {'stated' if stated is not None else 'from the table'}"
                       for name, stated in (("mu", mu), ("rho", rho)))
    used = {"mu": float(f"{mu_used:.6g}"), "rho": float(f"{rho_used:.6g}")}
    return MaterialValue(
        quantity="nu", value=float(f"{KINEMATIC.value(used):.6g}"), phrase=phrase,
        formula=f"{KINEMATIC.text(used)} of {where} ({origin}; {found.source})")
