"""The regime reader: laminar/RAS/LES and the model, steady or transient, compressibility,
phases and the solver named (``foam_agent.agents.spec.regime``)."""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.regime import read_regime


class RegimeReader:
    """Claims each facet's words ("k-omega SST", "steady", "simpleFoam"), never the numbers
    and durations a facet is read from (a liquid's density, a temperature, "every 2
    minutes"): those belong to the value readers."""

    name = "regime"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        regime = read_regime(draft.text, solvers=draft.solvers)
        claims.claim_all(((facet.start, facet.end) for facet in regime.facets
                          if (facet.start, facet.end) not in regime.unclaimed), self.name)
        return replace(draft, regime=regime)
