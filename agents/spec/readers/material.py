"""The material reader: the one fluid a single-phase request names, at its temperature
(``foam_agent.agents.spec.materials``); and, in any request, a value said of a fluid's name
("air at 50 °C blowing at 15 m/s") placed at the inlet when the case has no patch so named."""

from __future__ import annotations

import re
from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.materials import (
    PHASE_FLUID_WORDS,
    read_material,
    read_phase_material,
)
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.lazy_pattern import lazy_regex

_ONLY_FLUID = lazy_regex(rf"(?:the\s+)?{PHASE_FLUID_WORDS}", re.IGNORECASE)
#: Where a value said of a fluid goes when the case has no patch named after the fluid.
FLUID_INLET = "inlet"
#: The note a value placed so keeps.
FLUID_INLET_NOTE = "a fluid's name is the inlet where no patch is named after it"


def fluid_at_inlet(requirements: Requirements) -> Requirements:
    """Each boundary value and flow rate named first by a fluid gets the inlet as its last
    candidate: a fluid is a patch only where the case names one after it (counterflowFlame2D's
    'air'), else it is what enters ("T on air" and "U on air" of a backward-facing step had
    matched no patch; a mass or volume flow "of air" is the flow through the inlet). A heat
    flux is a wall's, never the inlet's, so it keeps its words."""
    values = tuple(
        replace(item, boundary=(*item.boundary, FLUID_INLET),
                assumption=item.assumption or FLUID_INLET_NOTE)
        if _names_fluid(item.boundary) else item
        for item in requirements.boundary_values)
    fluxes = tuple(
        replace(item, boundary=(*item.boundary, FLUID_INLET),
                assumption=item.assumption or FLUID_INLET_NOTE)
        if item.is_flow and _names_fluid(item.boundary) else item
        for item in requirements.fluxes)
    return replace(requirements, boundary_values=values, fluxes=fluxes)


def _names_fluid(boundary: tuple[str, ...]) -> bool:
    """Whether the first words of a place name a fluid, with no inlet offered after them."""
    return bool(boundary) and FLUID_INLET not in boundary \
        and _ONLY_FLUID.fullmatch(boundary[0].strip()) is not None


class MaterialReader:
    """Claims the fluid's words; in a multiphase request only a fluid said at a temperature
    (the state of the phase it names), and nothing in a reacting one, whose fluids are
    species rather than one table fluid."""

    name = "material"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        draft = draft.amended(fluid_at_inlet)
        if draft.regime.reacting:
            return draft
        material = read_phase_material(draft.text) if draft.multiphase \
            else read_material(draft.text)
        if material is None:
            return draft
        claims.claim_all(material.spans, self.name)
        return replace(draft, material=material)
