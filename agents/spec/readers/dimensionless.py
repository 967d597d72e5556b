"""The dimensionless-number reader: Re, Ma, … with the lengths they are based on
(``foam_agent.agents.spec.dimensionless``)."""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.dimensionless import read_dimensionless
from foam_agent.agents.spec.readers.draft import Draft


class DimensionlessReader:
    """Claims each number's own words ("Re = 100"); its length is the lengths reader's."""

    name = "dimensionless"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        numbers = read_dimensionless(draft.text)
        claims.claim_all(((number.start, number.end) for number in numbers), self.name)
        return replace(draft, dimensionless=numbers)
