"""The numerics reader: settings of ``system/`` dictionaries the request states
(``foam_agent.agents.spec.values.numerics``), against the installation's vocabulary of
``fvSolution`` and ``fvSchemes`` (keywords, algorithm dictionaries, method names), read before the
value reader so "nCorrectors 3" or "relax U by 0.7" is no time, property or "not understood"."""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import Requirements
from foam_agent.agents.spec.values.numerics import NumericsReading, read_numerics
from foam_agent.foamcase.case.vocabulary import Vocabulary, installation_vocabulary


class NumericsReader:
    """Reads the run's numerics settings and claims their words.

    Args:
        vocabulary: The identifiers to read against; the installation's tutorials' when None.
    """

    name = "numerics"

    def __init__(self, vocabulary: Vocabulary | None = None) -> None:
        self._vocabulary = vocabulary

    def read(self, draft: Draft, claims: Claims) -> Draft:
        vocabulary = self._vocabulary if self._vocabulary is not None \
            else installation_vocabulary()
        reading = read_numerics(draft.text, claims, vocabulary)
        claims.claim_all(reading.spans, self.name)
        if not (reading.settings or reading.refusals):
            return draft
        return draft.amended(lambda stated: with_numerics(stated, reading))


def with_numerics(stated: Requirements, reading: NumericsReading) -> Requirements:
    """``stated`` with the settings read, and what was read but refused as not applied."""
    return replace(stated, numerics=(*stated.numerics, *reading.settings),
                   not_applied=(*stated.not_applied, *reading.refusals))
