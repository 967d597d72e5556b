"""The listed-places reader: a field's value followed by the places it holds on ("B = (0 15
0) T as internalField and on lowerWall and upperWall"), by
``foam_agent.agents.spec.values.listed_places``.

It reads before the condition, vocabulary and value readers: they bind the value to the words
before it ("freestream", a patch no case has) or to the first place only, and the rest of the
list went unread in silence.
"""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import Requirements
from foam_agent.agents.spec.values.listed_places import READER, ListedPlaces, read_listed_places
from foam_agent.foamcase.case.vocabulary import Vocabulary, installation_vocabulary


class ListedPlacesReader:
    """Puts a value on every place the list after it names.

    Args:
        vocabulary: The identifiers to read against; the installation's when None.
    """

    name = READER

    def __init__(self, vocabulary: Vocabulary | None = None) -> None:
        self._vocabulary = vocabulary

    def read(self, draft: Draft, claims: Claims) -> Draft:
        vocabulary = self._vocabulary if self._vocabulary is not None \
            else installation_vocabulary()
        reading = read_listed_places(draft.text, claims, vocabulary)
        claims.claim_all(reading.spans, self.name)
        if not reading.values:
            return draft
        return draft.amended(lambda stated: _with_places(stated, reading))


def _with_places(stated: Requirements, reading: ListedPlaces) -> Requirements:
    return replace(stated, boundary_values=(*stated.boundary_values, *reading.values),
                   boundary_types=(*stated.boundary_types, *reading.types))
