"""The reference-state reader: an ideal gas's expansion coefficient asked for by relation, a
reference temperature said to be a temperature stated beside it, a liquid's bulk modulus
(``foam_agent.agents.spec.thermal_reference``)."""

from __future__ import annotations

from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.thermal_reference import (
    read_thermal_reference,
    with_thermal_reference,
)


class ThermalReferenceReader:
    """Claims the relation's words ("beta = 1/TRef" is no β of 1, "which is also the
    reference temperature" no phrase left unread); its amendment adds the properties once
    the other readers have read the reference temperature a relation may be taken at."""

    name = "thermal reference"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_thermal_reference(draft.text)
        if not reading.spans:
            return draft
        claims.claim_all(reading.spans, self.name)
        return draft.amended(partial(with_thermal_reference, reading=reading))
