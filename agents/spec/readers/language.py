"""The language reader: a request not written in English is answered honestly
(``foam_agent.agents.spec.language``)."""

from __future__ import annotations

from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.language import with_language
from foam_agent.agents.spec.readers.draft import Draft


class LanguageReader:
    """Claims nothing; its amendment adds an unmet row for each clause of a request in another
    language that was left unread."""

    name = "language"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        if draft.translation is None:
            return draft
        return draft.amended(partial(with_language, language=draft.translation.language,
                                     unread=draft.translation.unread,
                                     asides=draft.translation.asides))
