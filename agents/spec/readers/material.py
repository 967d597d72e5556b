"""The material reader: the one fluid a single-phase request names, at its temperature
(``foam_agent.agents.spec.materials``)."""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.materials import read_material
from foam_agent.agents.spec.readers.draft import Draft


class MaterialReader:
    """Claims the fluid's words; reads nothing in a multiphase or reacting request, whose
    fluids are phases or species rather than one table fluid."""

    name = "material"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        if draft.multiphase or draft.regime.reacting:
            return draft
        material = read_material(draft.text)
        if material is None:
            return draft
        claims.claim_all(material.spans, self.name)
        return replace(draft, material=material)
