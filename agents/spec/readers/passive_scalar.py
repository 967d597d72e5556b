"""The passive-scalar reader: a carried scalar's inlet and initial values stated in words
(``foam_agent.agents.spec.passive_scalar``)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.passive_scalar import read_scalar, with_scalar
from foam_agent.agents.spec.readers.draft import Draft


class PassiveScalarReader:
    """Claims the words of a scalar's amount and place ("concentration 1 at the inlet",
    "clean fluid initially"), before the readers of materials and values, which took a
    concentration in kg/m^3 for a density or left the words not understood."""

    name = "passive scalar"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_scalar(draft.text, draft.regime.solver)
        spans = [span for span in reading.spans if claims.is_free(*span)]
        if not spans:
            return draft
        kept = tuple(item for item, span in zip(reading.values, reading.spans, strict=True)
                     if span in spans)
        claims.claim_all(spans, self.name)
        return draft.amended(partial(with_scalar, reading=replace(reading, values=kept,
                                                                  spans=tuple(spans))))
