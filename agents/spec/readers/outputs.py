"""The outputs reader: what the request asks to report, and where
(``foam_agent.agents.spec.outputs``)."""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.outputs import read_outputs, without_locations
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import Requirements


class OutputsReader:
    """Claims each output's location; its amendment adds the outputs and drops the values the
    value reader took from a location's numbers ("probes at (50, 10, 0) mm")."""

    name = "outputs"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_outputs(draft.text, draft.geometry)
        claims.claim_all(reading.spans, self.name)
        text = draft.text

        def amend(stated: Requirements) -> Requirements:
            return replace(without_locations(text, stated, reading), outputs=reading.outputs)

        return draft.amended(amend)
