"""The liquid-column reader: the width and height of the box a dam break fills with liquid
(``foam_agent.agents.spec.column``)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.column import read_column, with_column
from foam_agent.agents.spec.geometry import Geometry
from foam_agent.agents.spec.materials import names_two_phases
from foam_agent.agents.spec.phase_layers import without_layout_sizes
from foam_agent.agents.spec.readers.draft import Draft


class ColumnReader:
    """Claims the column's lengths; its amendment drops a domain extent read from them."""

    name = "column"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        # A shallow-water request's depth is its field h, never a dam break's column.
        if any(claim.reader == "shallow_water" for claim in claims):
            return draft
        # A layout of several phases' boxes (``phase_layers``) has no one column, and its
        # lengths and heights are no domain's.
        layers = tuple((claim.start, claim.end) for claim in claims if claim.reader == "layers")
        if layers:
            if draft.geometry is not None:
                draft = replace(draft, geometry=_without_column(draft.geometry, layers,
                                                                (" size", " range")))
            return draft.amended(without_layout_sizes)
        # Two fluids named ("glycerine … the rest is air") make it a two-phase request even
        # where the regime names no phases.
        reading = read_column(draft.text, draft.lengths,
                              multiphase=draft.multiphase or names_two_phases(draft.text))
        claims.claim_all(reading.spans, self.name)
        if draft.geometry is not None and reading.spans:
            draft = replace(draft, geometry=_without_column(draft.geometry, reading.spans))
        return draft.amended(partial(with_column, reading=reading))


def _without_column(geometry: Geometry, spans: tuple[tuple[int, int], ...],
                    kinds: tuple[str, ...] = (" size",)) -> Geometry:
    """The geometry without the domain sizes (``kinds``: also its ranges) read from the
    column's words ("12 cm wide and 24 cm tall" of the column is no domain of 0.12 x
    0.24 m; "x = 0-0.12 m" of a layout's part no domain's x range)."""
    theirs = [item for item in geometry.evidence if item.item[:1] in "xyz"
              and item.item[1:].startswith(kinds)
              and any(start <= item.start < end for start, end in spans)]
    if not theirs:
        return geometry
    lower, upper = list(geometry.lower), list(geometry.upper)
    roles = list(geometry.size_roles)
    for item in theirs:
        axis = "xyz".index(item.item[0])
        lower[axis] = upper[axis] = roles[axis] = None
    return geometry.model_copy(update={
        "lower": tuple(lower), "upper": tuple(upper), "size_roles": tuple(roles),
        "evidence": tuple(item for item in geometry.evidence if item not in theirs)})
