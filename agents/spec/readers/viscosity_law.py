"""The viscosity-law reader: a non-Newtonian model named with its coefficients
(``foam_agent.agents.spec.viscosity_law``)."""

from __future__ import annotations

from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.viscosity_law import read_viscosity_law, with_viscosity_law


class ViscosityLawReader:
    """Claims the model's name and its coefficients' words and values before the value reader,
    which would read a time constant as the end time and a zero-shear viscosity as the fluid's;
    its amendment converts dynamic coefficients with the density the value reader read."""

    name = "viscosity law"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_viscosity_law(draft.text)
        if reading is None:
            return draft
        claims.claim_all(reading.spans, self.name)
        return draft.amended(partial(with_viscosity_law, reading=reading))
