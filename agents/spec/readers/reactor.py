"""The reactor reader: a zero-dimensional reactor's mixture, initial pressure and temperature,
and what stays constant (``foam_agent.agents.spec.reactor``)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.reactor import ZERO_D_SOLVERS, read_reactor, with_reactor
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.regime import RegimeFacet


class ReactorReader:
    """Claims the mixture's species and amounts, the equivalence ratio, the initial p and T
    and the words of what stays constant; a request naming no solver that reads as a
    zero-dimensional reactor gets the catalog's zero-dimensional solver, with those words as
    its evidence (retrieval then ranks that solver's tutorials, and the tutorial whose
    mechanism has the fuel meets the mixture)."""

    name = "reactor"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_reactor(draft.text, draft.regime.solver)
        if reading.state is None:
            return draft
        claims.claim_all(reading.spans, self.name)
        regime = draft.regime
        if regime.solver is None and reading.zero_d_words is not None and len(
                ZERO_D_SOLVERS) == 1:
            phrase, start, end = reading.zero_d_words
            facets = (*regime.facets, RegimeFacet(facet="solver", value=ZERO_D_SOLVERS[0],
                                                   phrase=phrase, start=start, end=end))
            regime = regime.model_copy(update={"solver": ZERO_D_SOLVERS[0], "reacting": True,
                                               "facets": facets})
        return replace(draft, regime=regime).amended(partial(with_reactor, reading=reading))
