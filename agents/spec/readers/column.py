"""The liquid-column reader: the width and height of the box a dam break fills with liquid
(``foam_agent.agents.spec.column``)."""

from __future__ import annotations

from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.column import read_column, with_column
from foam_agent.agents.spec.materials import phase_fluids, phase_key
from foam_agent.agents.spec.readers.draft import Draft


class ColumnReader:
    """Claims the column's lengths; its amendment drops a domain extent read from them."""

    name = "column"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        # Two fluids named ("glycerine … the rest is air") make it a two-phase request even
        # where the regime names no phases.
        fluids = {phase_key(match.group(0)) for match in phase_fluids(draft.text)}
        reading = read_column(draft.text, draft.lengths,
                              multiphase=draft.multiphase or len(fluids) >= 2)
        claims.claim_all(reading.spans, self.name)
        return draft.amended(partial(with_column, reading=reading))
