"""The entry-path reader: keyword values tied to their entry by the dictionary named beside
them or by words for every direction (``foam_agent.agents.spec.values.entry_paths``).

Why before the porosity, value and vocabulary readers: they give the same keywords roles of
their own ("T0" a stagnation temperature on an inlet, "f" a field), and the words naming the
dictionary, which decide the entry, would be read by none of them.
"""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import Requirements
from foam_agent.agents.spec.values.entry_paths import READER, EntryReading, read_entry_paths
from foam_agent.agents.spec.values.grounded import TYPED_FIELDS
from foam_agent.foamcase.case.vocabulary import installation_vocabulary


class EntryPathsReader:
    """Binds keyword values a qualifier or an every-direction phrase ties to an entry."""

    name = READER

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_entry_paths(draft.text, claims, installation_vocabulary(), TYPED_FIELDS)
        if not reading.spans:
            return draft
        claims.claim_all(reading.spans, self.name)
        return draft.amended(lambda stated: _with_entries(stated, reading))


def _with_entries(stated: Requirements, reading: EntryReading) -> Requirements:
    """``stated`` with the entries' values, vectors and refusals."""
    return replace(stated, properties=(*stated.properties, *reading.properties),
                   vectors=(*stated.vectors, *reading.vectors),
                   not_applied=(*stated.not_applied, *reading.refusals))
