"""The kept-controls reader: run controls said to stay as the followed case has them
(``foam_agent.agents.spec.kept_controls``)."""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.kept_controls import read_kept_controls
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import Requirements


class KeptControlsReader:
    """Claims nothing (a kept control's clause holds no number); its amendment adds the
    controls said kept."""

    name = "kept controls"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        kept = read_kept_controls(draft.text)

        def amend(stated: Requirements) -> Requirements:
            return replace(stated, kept_controls=kept)

        return draft.amended(amend)
