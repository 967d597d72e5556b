"""The component reader: values stated for one Cartesian component of the velocity ("Ux and
Uy are zero initially", "the x-velocity is 2 m/s at the inlet"), by
``foam_agent.agents.spec.values.components``.

It reads before the condition, vocabulary and value readers: the vocabulary reader would bind
"Ux = 10" to a field of that name no flow case has, and the value reader would put "the
x-velocity is 12 m/s" along the followed case's own direction, as a speed.
"""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import Requirements
from foam_agent.agents.spec.values.components import READER, ComponentReading, read_components
from foam_agent.foamcase.case.vocabulary import Vocabulary, installation_vocabulary


class ComponentsReader:
    """Makes a place's velocity of three stated components, and a component stated alone one
    to write into the case's own vector.

    Args:
        vocabulary: The identifiers to read against; the installation's when None.
    """

    name = READER

    def __init__(self, vocabulary: Vocabulary | None = None) -> None:
        self._vocabulary = vocabulary

    def read(self, draft: Draft, claims: Claims) -> Draft:
        vocabulary = self._vocabulary if self._vocabulary is not None \
            else installation_vocabulary()
        reading = read_components(draft.text, claims, vocabulary)
        claims.claim_all(reading.spans, self.name)
        if not (reading.values or reading.components or reading.refusals):
            return draft
        return draft.amended(lambda stated: _with_components(stated, reading))


def _with_components(stated: Requirements, reading: ComponentReading) -> Requirements:
    return replace(stated, boundary_values=(*stated.boundary_values, *reading.values),
                   components=(*stated.components, *reading.components),
                   not_applied=(*stated.not_applied, *reading.refusals))
