"""The budget reader: the computer's time and size, which are no physics
(``foam_agent.agents.spec.budget``)."""

from __future__ import annotations

from functools import partial

from foam_agent.agents.spec.budget import read_budget, with_budget
from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft


class BudgetReader:
    """Claims the budget's duration and the core count; its amendment drops an end time the
    value reader read from the budget's words."""

    name = "budget"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_budget(draft.text)
        claims.claim_all(reading.spans, self.name)
        return draft.amended(partial(with_budget, reading=reading))
