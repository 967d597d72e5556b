"""The reader of functions of time: the amplitude, frequency and ramp duration of a value that
varies in time (``foam_agent.agents.spec.function_values``)."""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.function_values import READER, read_function_values
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import Stated


class FunctionsReader:
    """Claims each coefficient's words, so "over the first 4 s" of a ramp is no end time and
    "0.8 Hz" is the sine's frequency."""

    name = READER

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_function_values(draft.text, claims.is_free)
        if not reading.values:
            return draft
        claims.claim_all(reading.spans, self.name)
        values = tuple(reading.values)
        notes = tuple(Stated(why, words) for why, words in reading.notes)
        return draft.amended(lambda stated: replace(
            stated, functions=values, not_physics=(*stated.not_physics, *notes)))
