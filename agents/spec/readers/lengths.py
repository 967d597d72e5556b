"""The lengths reader: every length said with a word naming it ("a 0.1 m chord"), the
reference lengths derived values and shape sizes use (``foam_agent.agents.spec.dimensionless``).
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.dimensionless import read_lengths
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.scale_lengths import with_scale_lengths


class LengthsReader:
    """Claims only the lengths a dimensionless number is based on; its amendment makes such a
    length that is one of the domain's sizes (a cavity's side, a channel's height) a size the
    case must have (``foam_agent.agents.spec.scale_lengths``).

    Why only those: the others may still be a domain's size or a column's, which the value
    reader and the column reader must see unclaimed.
    """

    name = "lengths"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        lengths = read_lengths(draft.text)
        referenced = {number.length_phrase for number in draft.dimensionless}
        claims.claim_all(((length.start, length.end) for length in lengths
                          if length.phrase in referenced), self.name)
        draft = replace(draft, lengths=lengths)
        return draft.amended(partial(with_scale_lengths, numbers=draft.dimensionless,
                                     lengths=lengths, geometry=draft.geometry))
