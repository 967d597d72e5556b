"""The venting reader: a case said to vent to the surroundings holds their pressure on the
opening it vents through (``foam_agent.agents.spec.venting``)."""

from __future__ import annotations

from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.venting import read_vents, with_vents


class VentingReader:
    """Claims nothing (the words hold no number of their own, or the surroundings' beside
    them); its amendment adds the opening's pressure where no reader gave it one."""

    name = "venting"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        return draft.amended(partial(with_vents, vents=read_vents(draft.text)))
