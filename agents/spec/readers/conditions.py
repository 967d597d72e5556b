"""The condition reader: boundary-condition types stated with their parameters ("'outlet'
inletOutlet with inletValue 0", "fixedGradient with gradient 500 K/m"), by
``foam_agent.agents.spec.values.conditions``.

It reads before the vocabulary reader, which would otherwise bind a type's parameter
(``inletValue``, ``p0``) as a keyword of the case's dictionaries, and before the value reader,
which would take the parameter's number for the patch's value.
"""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import Requirements, Stated
from foam_agent.agents.spec.values.conditions import READER, ConditionReading, read_conditions
from foam_agent.foamcase.case.vocabulary import Vocabulary, installation_vocabulary


class ConditionsReader:
    """Binds parameters to the condition type they belong to, on the field and patches the
    words name.

    Args:
        vocabulary: The identifiers to read against; the installation's when None.
    """

    name = READER

    def __init__(self, vocabulary: Vocabulary | None = None) -> None:
        self._vocabulary = vocabulary

    def read(self, draft: Draft, claims: Claims) -> Draft:
        vocabulary = self._vocabulary if self._vocabulary is not None \
            else installation_vocabulary()
        reading = read_conditions(draft.text, claims, vocabulary)
        claims.claim_all(reading.spans, self.name)
        if not (reading.types or reading.values or reading.refusals):
            return draft
        return draft.amended(lambda stated: with_conditions(stated, reading))


def with_conditions(stated: Requirements, reading: ConditionReading) -> Requirements:
    """``stated`` with the types, their values and the refusals read. An inlet intensity or
    length scale the value rules read from a condition's parameter ("…KineticEnergyInlet with
    intensity 5 %") is that condition's, not the input of the inlet estimates, which would
    write fixed values over the condition."""
    said = " ".join(item.source for item in reading.types)
    return replace(stated, intensity=_unless_in(stated.intensity, said),
                   length_scale=_unless_in(stated.length_scale, said),
                   boundary_values=(*stated.boundary_values, *reading.values),
                   boundary_types=(*stated.boundary_types, *reading.types),
                   not_applied=(*stated.not_applied, *reading.refusals))


def _unless_in(item: Stated[float] | None, said: str) -> Stated[float] | None:
    return None if item is not None and item.source in said else item
