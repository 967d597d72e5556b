"""The lengths reader: every length said with a word naming it ("a 0.1 m chord"), the
reference lengths derived values and shape sizes use (``foam_agent.agents.spec.dimensionless``).
"""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.dimensionless import read_lengths
from foam_agent.agents.spec.readers.draft import Draft


class LengthsReader:
    """Claims only the lengths a dimensionless number is based on.

    Why only those: the others may still be a domain's size or a column's, which the value
    reader and the column reader must see unclaimed.
    """

    name = "lengths"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        lengths = read_lengths(draft.text)
        referenced = {number.length_phrase for number in draft.dimensionless}
        claims.claim_all(((length.start, length.end) for length in lengths
                          if length.phrase in referenced), self.name)
        return replace(draft, lengths=lengths)
