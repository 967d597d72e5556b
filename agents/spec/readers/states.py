"""The shock-tube reader: the initial states either side of a diaphragm, and its position
(``foam_agent.agents.spec.states``)."""

from __future__ import annotations

from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.states import read_states, with_states


class StatesReader:
    """Claims each side's values; its amendment sets the states in place of the boundary
    values read from the same words ("left p = 1 bar" is no patch 'left')."""

    name = "states"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_states(draft.text)
        claims.claim_all(reading.spans, self.name)
        return draft.amended(partial(with_states, reading=reading))
