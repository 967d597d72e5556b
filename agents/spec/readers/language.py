"""The language reader: a request not written in English is answered honestly
(``foam_agent.agents.spec.language``)."""

from __future__ import annotations

from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.language import with_language
from foam_agent.agents.spec.readers.draft import Draft


class LanguageReader:
    """Claims nothing; its amendment adds the unmet row of a request in another language."""

    name = "language"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        return draft.amended(partial(with_language, text=draft.text))
