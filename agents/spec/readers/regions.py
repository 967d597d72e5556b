"""The regions reader: values of things in the domain and of setFields' regions
(``foam_agent.agents.spec.regions``)."""

from __future__ import annotations

from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.regions import read_regions, with_regions


class RegionsReader:
    """Claims each region's words; its amendment takes them from the boundary values and the
    domain's extent the value reader read from the same words."""

    name = "regions"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_regions(draft.text)
        claims.claim_all(reading.spans, self.name)
        return draft.amended(partial(with_regions, reading=reading))
