"""The kept-values reader: properties said to stay as the followed case has them become checks
(``foam_agent.agents.spec.kept_values``)."""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.kept_values import split_kept
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import Requirements


class KeptValuesReader:
    """Claims nothing; its amendment, applied after every reader's that adds properties,
    moves the properties of a kept clause from those written to those checked."""

    name = "kept values"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        text = draft.text

        def amend(stated: Requirements) -> Requirements:
            written, kept = split_kept(stated.properties, text)
            return replace(stated, properties=written,
                           kept_properties=(*stated.kept_properties, *kept)) if kept else stated

        return draft.amended(amend)
