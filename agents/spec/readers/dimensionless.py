"""The dimensionless-number reader: Re, Ma, … with the lengths they are based on
(``foam_agent.agents.spec.dimensionless``)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.dimensionless import Dimensionless, read_dimensionless
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import Requirements


class DimensionlessReader:
    """Claims each number's own words ("Re = 100"); its length is the lengths reader's. Its
    amendment takes from the boundary values those the value reader read inside a number's
    words: "the Reynolds number based on the lid speed is 100" names the speed a Reynolds
    number is based on, it sets no speed of 100."""

    name = "dimensionless"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        numbers = read_dimensionless(draft.text)
        claims.claim_all(((number.start, number.end) for number in numbers), self.name)
        draft = replace(draft, dimensionless=numbers)
        return draft.amended(partial(without_scales, numbers=numbers)) if numbers else draft


def without_scales(requirements: Requirements,
                   numbers: tuple[Dimensionless, ...]) -> Requirements:
    """``requirements`` without the boundary values whose words lie inside a number's own."""
    phrases = [" ".join(number.phrase.split()) for number in numbers]
    kept = tuple(item for item in requirements.boundary_values
                 if not any(" ".join(item.source.split()) in phrase for phrase in phrases))
    if len(kept) == len(requirements.boundary_values):
        return requirements
    return replace(requirements, boundary_values=kept)
