"""The pressure-level reader: a pressure said of the whole case, not of a boundary
(``foam_agent.agents.spec.pressure_level``)."""

from __future__ import annotations

from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.pressure_level import read_levels, with_levels
from foam_agent.agents.spec.readers.draft import Draft


class PressureLevelReader:
    """Claims nothing: the value reader reads the words as before, and the amendment states
    the level as the initial field's in place of what it took from them, unless the request
    leaves open which level is the case's (then the value reader's reading stands)."""

    name = "pressure_level"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        levels = read_levels(draft.text, claims)
        return draft.amended(partial(with_levels, levels=levels, text=draft.text))
