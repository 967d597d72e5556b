"""The body-force reader: a driving acceleration (``foam_agent.agents.spec.body_force``)."""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.values.body_force import read_body_force


class BodyForceReader:
    """Claims the force's words, so "8 m/s^2" is no gravity and "(8 0 0)" no velocity."""

    name = "body force"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_body_force(draft.text)
        if reading is None or not claims.is_free(*reading.spans[0]):
            return draft
        claims.claim_all((span for span in reading.spans if claims.is_free(*span)), self.name)
        force = reading.force
        return draft.amended(lambda stated: replace(stated, body_force=force))
