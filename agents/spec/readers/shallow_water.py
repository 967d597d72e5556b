"""The shallow-water reader: depth, discharge per width, the bed's bump and the Earth's
rotation as shallowWaterFoam's own fields (``foam_agent.agents.spec.shallow_water``)."""

from __future__ import annotations

from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.shallow_water import read_shallow_water, with_shallow_water


class ShallowWaterReader:
    """Claims the depths, speeds, discharges, the bump's sizes and the rotation switch of a
    shallow-water request before the geometry reader, which took a depth for the domain's
    height and the bump's side for its plan."""

    name = "shallow_water"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_shallow_water(draft.text, draft.regime.solver)
        if not reading.spans:
            return draft
        claims.claim_all(reading.spans, self.name)
        return draft.amended(partial(with_shallow_water, reading=reading))
