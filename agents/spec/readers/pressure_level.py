"""The pressure-level reader: a pressure said of the whole case, not of a boundary
(``foam_agent.agents.spec.pressure_level``)."""

from __future__ import annotations

from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.pressure_level import read_levels, with_levels
from foam_agent.agents.spec.readers.draft import Draft


class PressureLevelReader:
    """Claims each level's number and unit; its amendment states the level as the initial
    field's, in place of a pressure the value reader put on a boundary from the same words."""

    name = "pressure_level"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        levels = read_levels(draft.text, claims)
        claims.claim_all((level.span for level in levels), self.name)
        return draft.amended(partial(with_levels, levels=levels))
