"""The species-streams reader: the mass fractions of a species-transport case's streams and
initial mixture (``foam_agent.agents.spec.species_streams``)."""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.species_streams import read_species_streams
from foam_agent.foamcase.case.vocabulary import Vocabulary, installation_vocabulary
from foam_agent.foamcase.catalog.solvers import SOLVERS


class SpeciesStreamsReader:
    """Claims the species' amounts of a request whose solver transports species (the
    catalog's reacting solvers with a flow; a zero-dimensional reactor's charge is the
    reactor reader's) and states each as its species field's value on its place.

    Args:
        vocabulary: The identifiers patches are named from; the installation's when None.
    """

    name = "species streams"

    def __init__(self, vocabulary: Vocabulary | None = None) -> None:
        self._vocabulary = vocabulary

    def read(self, draft: Draft, claims: Claims) -> Draft:
        row = SOLVERS.get(draft.regime.solver or "")
        flowing = row.reacting and row.phases > 0 if row is not None else bool(
            draft.regime.reacting)
        if not flowing:
            return draft
        vocabulary = self._vocabulary if self._vocabulary is not None else \
            installation_vocabulary()
        reading = read_species_streams(draft.text, vocabulary)
        if not (reading.values or reading.unread):
            return draft
        free = [span for span in reading.spans if claims.is_free(*span)]
        claims.claim_all(free, self.name)
        return draft.amended(lambda stated: replace(
            stated, boundary_values=(*stated.boundary_values, *reading.values),
            not_applied=(*stated.not_applied, *reading.unread)))
