"""The coefficients reader: values of a model's described coefficients (an injection's
total mass and duration, the solar calculator's site and start, a wave maker's height and
period), by ``foam_agent.agents.spec.values.coefficients``."""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.values.coefficients import read_coefficients


class CoefficientsReader:
    """Claims the words of each described coefficient it binds; its amendment puts them on
    the requirements, for the editor to write in every entry of the row the followed case
    has."""

    name = "coefficients"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_coefficients(draft.text, claims, draft.regime.solver)
        if not reading.values:
            return draft
        claims.claim_all(reading.spans, self.name)
        return draft.amended(lambda stated: replace(
            stated, coefficients=(*stated.coefficients, *reading.values)))
