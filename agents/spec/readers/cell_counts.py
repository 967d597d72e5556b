"""The cell-count reader: counts said along a part of the domain or each way
(``foam_agent.agents.spec.cell_counts``)."""

from __future__ import annotations

from functools import partial

from foam_agent.agents.spec.cell_counts import read_cell_counts, with_cell_counts
from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft


class CellCountsReader:
    """Claims each count's words; a bare count runs along the one axis the geometry reader
    read an extent of. Its amendment adds the counts to the axes no count per axis gave."""

    name = "cell counts"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        geometry = draft.geometry
        axes = tuple(axis for axis in range(3)
                     if geometry is not None and geometry.size(axis) is not None)
        counts = read_cell_counts(draft.text, axes=axes,
                                  two_d=geometry is not None and geometry.two_d is True)
        claims.claim_all(counts.spans, self.name)
        return draft.amended(partial(with_cell_counts, counts=counts))
