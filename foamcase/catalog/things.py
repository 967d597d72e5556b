"""The words a request names a thing inside the domain by, and where a case keeps that thing.

Why a table: "Re based on the cylinder diameter", "the block height", "the step height" name a
thing of the followed case whose size the request does not repeat. The case says how large the
thing is (``foamcase.case.things``), but only once the words are tied to the kind of entry that
draws it: a body is a wall patch inside the domain (offsetCylinder's ``cylinder``, forwardStep's
``obstacle``), a step is the difference between the openings' heights (pitzDaily has no step
patch), a region is a ``topoSetDict`` or ``setFieldsDict`` box (porousBlockage's block, hotRoom's
heater, damBreak's column). The words are data, kept here once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

ThingKind = Literal["body", "step", "region"]
#: What a size word measures on a thing: its diameter, its height (along up), its length or
#: width (along the flow, x), a square's side.
Dimension = Literal["diameter", "height", "length", "width", "side", "chord"]


@dataclass(frozen=True)
class ThingRow:
    """One kind of thing: the nouns that name it and where a case draws it."""

    kind: ThingKind
    nouns: tuple[str, ...]


THINGS: tuple[ThingRow, ...] = (
    # A step before a body: "the step" of forwardStep is its ``obstacle`` patch's height, but
    # pitzDaily's step is no patch at all.
    ThingRow("step", ("step",)),
    ThingRow("body", ("cylinder", "rod", "pillar", "post", "pin", "wire", "sphere", "obstacle",
                      "obstruction", "body", "bluff body", "block", "square", "prism", "cube",
                      "bump", "hill", "building", "blockage")),
    ThingRow("region", ("heater", "heating pad", "heater plate", "column", "pool", "layer",
                        "region", "zone", "blob", "block")),
)

#: The size words a request bases a number on, each with what it measures.
DIMENSIONS: dict[str, Dimension] = {
    "diameter": "diameter", "step height": "height", "height": "height", "width": "width",
    "length": "length", "side": "side", "chord": "chord",
}


def kinds_of(noun: str) -> tuple[ThingKind, ...]:
    """The kinds of thing ``noun`` may name, most specific first ("block": a body patch, else
    a region's box)."""
    word = noun.lower()
    return tuple(row.kind for row in THINGS if word in row.nouns)


def nouns() -> tuple[str, ...]:
    """Every noun of a thing, longest first (a pattern tries "heater plate" before "heater")."""
    return tuple(sorted({noun for row in THINGS for noun in row.nouns}, key=len, reverse=True))
