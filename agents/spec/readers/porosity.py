"""The porosity reader: a porous zone's coefficients and extent said in words
(``foam_agent.agents.spec.values.porosity``)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.porosity import Porosity
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import Requirements
from foam_agent.agents.spec.values.porosity import read_porosity


class PorosityReader:
    """Claims a porous zone's words before the geometry reader, which took "d = 2500" for a
    diameter and a block's size for the domain's; its amendment puts the zone on the
    requirements, for the editor to write into the followed case's porous model and box."""

    name = "porosity"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_porosity(draft.text)
        if reading is None:
            return draft
        claims.claim_all([part for span in reading.spans for part in _free_parts(span, claims)],
                         self.name)
        return draft.amended(partial(with_porosity, porosity=reading.porosity))


def _free_parts(span: tuple[int, int], claims: Claims) -> list[tuple[int, int]]:
    """The parts of ``span`` no reader before claimed: the regime reader takes "viscous" of
    "viscous resistance 3000 1/m^2", and the number must still be claimed as read."""
    taken = sorted((claim.start, claim.end) for claim in claims
                   if claim.start < span[1] and span[0] < claim.end)
    parts: list[tuple[int, int]] = []
    start = span[0]
    for claim_start, claim_end in taken:
        if claim_start > start:
            parts.append((start, claim_start))
        start = max(start, claim_end)
    if start < span[1]:
        parts.append((start, span[1]))
    return parts


def with_porosity(requirements: Requirements, porosity: Porosity) -> Requirements:
    """``requirements`` with ``porosity``."""
    return replace(requirements, porosity=porosity)
