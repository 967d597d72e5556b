"""The passive-scalar reader: a carried scalar's inlet and initial values stated in words
(``foam_agent.agents.spec.passive_scalar``)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.passive_scalar import carrying_solver, read_scalar, with_scalar
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.regime import RegimeFacet


class PassiveScalarReader:
    """Claims the words of a scalar's amount and place ("concentration 1 at the inlet",
    "clean fluid initially"), before the readers of materials and values, which took a
    concentration in kg/m^3 for a density or left the words not understood. A request naming
    no solver whose scalar is carried by a velocity it says is given ("the already-computed
    velocity field") gets the solver that only carries a scalar, with those words as its
    evidence: the flow is no part of that case, and retrieval then ranks its tutorials."""

    name = "passive scalar"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_scalar(draft.text, draft.regime.solver)
        spans = [span for span in reading.spans if claims.is_free(*span)]
        if not spans:
            return draft
        kept = tuple(item for item, span in zip(reading.values, reading.spans, strict=True)
                     if span in spans)
        claims.claim_all(spans, self.name)
        solver = carrying_solver()
        if draft.regime.solver is None and reading.given_flow is not None and solver is not None:
            phrase, start, end = reading.given_flow
            regime = draft.regime
            facets = (*regime.facets, RegimeFacet(facet="solver", value=solver, phrase=phrase,
                                                   start=start, end=end))
            draft = replace(draft, regime=regime.model_copy(update={"solver": solver,
                                                                     "facets": facets}))
        return draft.amended(partial(with_scalar, reading=replace(reading, values=kept,
                                                                  spans=tuple(spans))))
