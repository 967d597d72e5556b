"""The dimensions reader: "2D", "3-D", "one-dimensional" as a requirement of their own
(``foam_agent.agents.spec.dimensions``)."""

from __future__ import annotations

from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.dimensions import read_dimensions, with_dimensions
from foam_agent.agents.spec.readers.draft import Draft


class DimensionsReader:
    """Claims the words of the count of directions where no reader before took them (the
    geometry reader keeps its own 2-D word for a mesh it builds); its amendment holds the
    count in the requirements for the audit."""

    name = "dimensions"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_dimensions(draft.text)
        claims.claim_all((span for span in reading.spans if claims.is_free(*span)), self.name)
        return draft.amended(partial(with_dimensions, reading=reading))
