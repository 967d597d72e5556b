"""The solid-load reader: loads, supports and free faces of a stress-analysis request
(``foam_agent.agents.spec.values.solid_loads``).

It reads before the condition reader and the value readers, which would otherwise take a
stress on a face for a pressure field's value ("pulled at 25 MPa on the right edge") or leave
"traction (0 -20000 0) Pa" unread when no condition type is named with it.
"""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import Requirements
from foam_agent.agents.spec.values.solid_loads import (
    READER,
    SolidLoadReading,
    is_solid_request,
    read_solid_loads,
)
from foam_agent.foamcase.case.vocabulary import Vocabulary, installation_vocabulary
from foam_agent.foamcase.catalog.loads import SOLID_KEYWORDS


class SolidLoadsReader:
    """Claims the stresses a solid's faces carry; its amendment puts the loads on the
    requirements, for the editor to write on the displacement's conditions.

    Args:
        vocabulary: The identifiers to read against; the installation's when None.
    """

    name = READER

    def __init__(self, vocabulary: Vocabulary | None = None) -> None:
        self._vocabulary = vocabulary

    def read(self, draft: Draft, claims: Claims) -> Draft:
        vocabulary = self._vocabulary if self._vocabulary is not None \
            else installation_vocabulary()
        reading = read_solid_loads(draft.text, claims, vocabulary)
        claims.claim_all((span for span in reading.spans if claims.is_free(*span)), self.name)
        if not (reading.loads or reading.switches or reading.refusals):
            return draft
        return draft.amended(lambda stated: with_solid_loads(stated, reading))


def with_solid_loads(stated: Requirements, reading: SolidLoadReading) -> Requirements:
    """``stated`` with the loads and switches read and the loads refused."""
    return replace(stated, solid_loads=(*stated.solid_loads, *reading.loads),
                   solid_switches=(*stated.solid_switches, *reading.switches),
                   not_applied=(*stated.not_applied, *reading.refusals))


class SolidPropertiesReader:
    """Claims nothing; in a request about a solid, its amendment puts the thermal properties
    every reader before it read under the keywords a solid's ``thermalProperties`` keeps them
    by (``foamcase.catalog.loads.SOLID_KEYWORDS``: a thermal conductivity is ``k`` there, not a
    fluid's ``kappa``). It reads after the readers that read properties, so its amendment
    comes after theirs."""

    name = "solid properties"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        if not is_solid_request(draft.text):
            return draft
        return draft.amended(with_solid_keywords)


def with_solid_keywords(stated: Requirements) -> Requirements:
    """``stated`` with each thermal property under the solid's keyword for it."""
    return replace(stated, properties=tuple(
        replace(item, name=SOLID_KEYWORDS.get(item.name, item.name))
        for item in stated.properties))

