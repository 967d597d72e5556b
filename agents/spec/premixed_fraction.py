"""A premixed case's fuel fraction from its equivalence ratio: ``ft`` = phi/(phi + AFR_st),
with the stoichiometric air-fuel mass ratio the followed case's own thermophysical properties
give.

Why at the join with the case (``case_entries.bind_to_case``): the equivalence ratio is a word
of the request, but the fuel's mass fraction also needs the fuel's stoichiometric air-fuel
ratio, which is the case's (XiFoam's ``stoichiometricAirFuelMassRatio``: 15.675 for its
propane, 34.074 for its hydrogen). The case's ``equivalenceRatio`` feeds only its flame-speed
correlation; the unburnt mixture it starts from is ``0/ft``, so an equivalence ratio written
there alone leaves the case burning the tutorial's mixture. A request stating ``ft`` itself
keeps its own.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.stated import INTERNAL, BoundaryValue
from foam_agent.foamcase.case.files import entries_of
from foam_agent.foamcase.case.values import number_of
from foam_agent.foamcase.catalog.species import (
    EQUIVALENCE_RATIO,
    FUEL_FRACTION,
    STOICHIOMETRIC_AFR,
    premixed_fuel_fraction,
)

#: Where a premixed case keeps its stoichiometric air-fuel mass ratio, relative to the case.
_THERMO = "constant/thermophysicalProperties"


def with_fuel_fraction(spec: CaseSpec, root: Path) -> CaseSpec:
    """``spec`` with the initial ``ft`` its stated equivalence ratio gives in the case under
    ``root``, when the case has ``0/ft`` and a stoichiometric air-fuel ratio (the request's
    when it states one, else the case's) and the request states no ``ft`` of its own;
    ``spec`` unchanged otherwise."""
    phi = next((item for item in spec.stated.properties if item.name == EQUIVALENCE_RATIO
                and isinstance(item.value, int | float) and item.value > 0), None)
    if phi is None or not (root / "0" / FUEL_FRACTION).is_file() or any(
            value.field == FUEL_FRACTION for value in spec.stated.boundary_values) or any(
            item.name == FUEL_FRACTION for item in spec.stated.properties):
        return spec
    stated = next((float(item.value) for item in spec.stated.properties
                   if item.name == STOICHIOMETRIC_AFR and isinstance(item.value, int | float)),
                  None)
    entries = entries_of(root / _THERMO) if stated is None else None
    afr = stated if stated is not None else number_of(
        entries.get(STOICHIOMETRIC_AFR)) if entries is not None else None
    if afr is None or afr <= 0:
        return spec
    fraction = premixed_fuel_fraction(float(phi.value), afr)
    value = BoundaryValue(
        FUEL_FRACTION, (INTERNAL,), float(f"{fraction:.6g}"), phi.source,
        conversion=(f"ft = phi / (phi + {STOICHIOMETRIC_AFR}) = {phi.value:g} / "
                    f"({phi.value:g} + {afr:g}) = {fraction:.6g}, "
                    + ("as stated" if stated is not None else "the case's")))
    return spec.model_copy(update={"stated": replace(
        spec.stated, boundary_values=(*spec.stated.boundary_values, value))})
