"""The ramp reader: boundary values that change linearly in time
(``foam_agent.agents.spec.ramps``)."""

from __future__ import annotations

from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.ramps import read_ramps, with_ramps
from foam_agent.agents.spec.readers.draft import Draft


class RampsReader:
    """Claims each ramp's clause, so its "over 2 s" is no time of the run."""

    name = "ramps"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_ramps(draft.text)
        claims.claim_all(reading.spans, self.name)
        return draft.amended(partial(with_ramps, reading=reading))
