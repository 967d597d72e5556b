"""The regions reader: values of things in the domain and of setFields' regions
(``foam_agent.agents.spec.regions``), a round body of liquid setAlphaField makes
(``foam_agent.agents.spec.blobs``), topoSet's boxes (``foam_agent.agents.spec.set_boxes``),
and in a multiphase request the share of the tank a phase fills at the start
(``foam_agent.agents.spec.fills``)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from foam_agent.agents.spec.blobs import read_blobs
from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.fills import read_fill, with_fill
from foam_agent.agents.spec.materials import names_two_phases
from foam_agent.agents.spec.phase_layers import read_phase_layers, with_layout
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.region_value import RegionValue
from foam_agent.agents.spec.regions import read_regions, with_regions
from foam_agent.agents.spec.round_regions import read_round_regions
from foam_agent.agents.spec.set_boxes import read_set_boxes, with_set_boxes
from foam_agent.agents.spec.side_fills import read_side_fill

#: Readers before this one whose words are a thing's own values: a shallow water's depth and
#: speed at the start are its ``h`` and ``hU``, no velocity ``U`` of the whole domain.
_READ_BEFORE = frozenset({"shallow_water"})


def _unclaimed(text: str, claims: Claims) -> str:
    """``text`` with the words of ``_READ_BEFORE``'s claims blanked (offsets kept)."""
    chars = list(text)
    for claim in claims:
        if claim.reader in _READ_BEFORE:
            chars[claim.start:claim.end] = " " * (claim.end - claim.start)
    return "".join(chars)


def _inside(words: str, rounds: list[RegionValue]) -> bool:
    """Whether ``words`` lie within (or hold) the words of a round body read."""
    return any(words in body.source or body.source in words for body in rounds)


class RegionsReader:
    """Claims each region's words; its amendment takes them from the boundary values and the
    domain's extent the value reader read from the same words."""

    name = "regions"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_regions(_unclaimed(draft.text, claims))
        rounds, round_spans = read_round_regions(draft.text)
        if rounds:
            # A round body's values are its own: the sentence's other readings of the same
            # words ("at p = 20 bar" as a patch's, as the whole domain's) give way.
            reading = replace(
                reading, values=(*(value for value in reading.values
                                   if not _inside(value.source, rounds)), *rounds),
                spans=(*reading.spans, *round_spans))
        blobs, spans = read_blobs(draft.text, multiphase=draft.multiphase)
        blobs = [blob for blob in blobs if not _inside(blob.source, rounds)]
        if blobs:
            reading = replace(reading, values=(*reading.values, *blobs),
                              spans=(*reading.spans, *spans))
        claims.claim_all(reading.spans, self.name)
        draft = draft.amended(partial(with_regions, reading=reading))
        boxes = read_set_boxes(draft.text)
        # Under their own name: a topoSet box is no thing whose words the geometry reader
        # must leave alone (its restated sizes are read, or left not understood, as before).
        claims.claim_all(boxes.spans, "set_boxes")
        if boxes.boxes:
            draft = draft.amended(partial(with_set_boxes, boxes=boxes.boxes))
        # A fill is one phase's: read where the request is multiphase or names two fluids
        # ("brine … fresh water" of a lock exchange the regime reads no phases in).
        if not draft.multiphase and not names_two_phases(draft.text):
            return draft
        layout, words = read_phase_layers(draft.text)
        if layout is not None:
            # Under its own name: the column reader leaves a layout's heights alone.
            claims.claim_all(words, "layers")
            return draft.amended(partial(with_layout, layout=layout))
        fill = read_fill(draft.text)
        if fill.fill is None and fill.level is None:
            fill = read_side_fill(draft.text)
        claims.claim_all(fill.spans, self.name)
        return draft.amended(partial(with_fill, reading=fill))
