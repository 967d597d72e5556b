"""The written-fields reader: fields the run must write that only an option of a program
writes (``foam_agent.agents.spec.written_fields``)."""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import Requirements
from foam_agent.agents.spec.written_fields import read_written_fields


class WrittenFieldsReader:
    """Claims nothing (its words hold no number another reader could want); its amendment adds
    the fields asked written."""

    name = "written fields"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        asked = read_written_fields(draft.text)

        def amend(stated: Requirements) -> Requirements:
            return replace(stated, written_fields=asked)

        return draft.amended(amend)
