"""The geometry reader: the domain's kind and sizes, the bodies in it, cells
(``foam_agent.agents.spec.geometry``)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.dimensionless import length_unit, read_dimensionless, read_lengths
from foam_agent.agents.spec.geometry import AXIS_STATED, Geometry, read_geometry
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import Extent, Requirements, SizeRole, Stated
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: The evidence of a range said with its axis ("x from 0 to 6", "x = -2 m ... +2 m").
_RANGE = " range"
#: The evidence of a size said by its role ("6 m long", "1 m high", "0.2 m deep").
_ROLE_SIZES = frozenset(f"{axis} size" for axis in "xyz")
#: Readers before this one whose words describe a thing in the domain, never the domain: a
#: porous block's "d = 2500" is no diameter, its "1.5 m by 1.5 m" no domain size; a shallow
#: water's "2 cm deep" is its depth, a bump's "10 cm on a side" the bump's, a heater's "1.5 m
#: long in x and 1 m wide in z" the heater's.
_THINGS_READ = frozenset({"porosity", "shallow_water", "regions"})


#: Gas properties the number reader reads beside the numbers: "R = 0.2 m" may be a disc's
#: radius, which stays the geometry's.
_NOT_DIMENSIONLESS = frozenset({"R", "gamma"})
#: The basis of a number on a channel's centreline-to-wall distance.
_HALF = "half-height"
#: A number as a dimensionless number's value is written ("50", "25,000", "2e4").
_VALUE = lazy_regex(r"(?<![\w.])\d[\d,]*(?:\.\d+)?(?:[eE][-+]?\d+)?")


def _unclaimed(text: str, claims: Claims) -> str:
    """``text`` with the words of ``_THINGS_READ``'s claims blanked, the value of each
    dimensionless number, and the half-size a number is based on (offsets kept): "the Reynolds
    number based on the cylinder diameter is 50" names the cylinder's diameter, it gives it no
    size of 50 m; "half-height 1 m" with "Ha = 20 on the half-height" is the number's length,
    whose domain (twice it) the lengths reader places, no height of 1 m."""
    chars = list(text)
    for claim in claims:
        if claim.reader in _THINGS_READ:
            chars[claim.start:claim.end] = " " * (claim.end - claim.start)
    lengths = read_lengths(text)
    for number in read_dimensionless(text):
        if number.name in _NOT_DIMENSIONLESS:
            continue
        for length in lengths:
            if number.basis == _HALF and length.phrase == number.length_phrase:
                chars[length.start:length.end] = " " * (length.end - length.start)
        values = [match for match in _VALUE.finditer(text, number.start, number.end)
                  if _number(match.group(0)) == number.value
                  and length_unit(text, match.end()) is None]
        if values:
            chars[values[-1].start():values[-1].end()] = " " * len(values[-1].group(0))
    return "".join(chars)


def _number(written: str) -> float | None:
    try:
        return float(written.replace(",", ""))
    except ValueError:
        return None


class GeometryReader:
    """Claims the words each shape and size came from; its amendment puts the domain's sizes
    into the extent, so the followed case's mesh is resized to them: a size or range said with
    its axis ("0.2 m wide (x)", "x from 0 to 6") on that axis, a size said by its role ("6 m
    long", "0.2 m deep") with the role, for the followed case's frame to place."""

    name = "geometry"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_geometry(_unclaimed(draft.text, claims))
        claims.claim_all(reading.spans, self.name)
        draft = replace(draft, geometry=reading.geometry)
        return draft.amended(partial(with_axis_sizes, geometry=reading.geometry))


def with_axis_sizes(requirements: Requirements, geometry: Geometry | None) -> Requirements:
    """``requirements`` whose extent holds the domain sizes the geometry reader read: each
    said with its axis on that axis (the value reader's extent may have put "0.1 m deep (y)"
    on z), each range with its lower bound, each size said by its role with that role where
    the value reader read no size of that role."""
    if geometry is None:
        return requirements
    stated = requirements.extent
    if stated is not None and stated.value.in_mesh_units:
        return requirements
    before = stated.value if stated is not None else Extent((None, None, None))
    sizes, lows = list(before.sizes), list(before.lows)
    roles: list[SizeRole | None] = list(before.roles)
    words = [stated.source] if stated is not None else []
    axis_items = [item for item in geometry.evidence if item.item.endswith(AXIS_STATED)
                  or item.item.endswith(_RANGE)]
    for item in axis_items:
        axis = "xyz".index(item.item[0])
        if sizes[axis] is not None and roles[axis] is None:
            continue  # the domain's size on this axis was said first ("0.1 m x 0.1 m")
        size = geometry.size(axis)
        if size is None or size <= 0:
            # No extent at all: "da z = 4,4 a 5,6" (decimal commas) read as 4 to 4 wrote a
            # zero-thick block that blockMesh refused.
            continue
        displaced = (sizes[axis], lows[axis], roles[axis])
        sizes[axis] = geometry.size(axis)
        lows[axis] = geometry.lower[axis] if item.item.endswith(_RANGE) else None
        roles[axis] = None
        free = next((other for other in range(3) if sizes[other] is None), None)
        if displaced[2] is not None and free is not None:
            sizes[free], lows[free], roles[free] = displaced
        words.append(item.phrase)
    for item in geometry.evidence:
        if item.item not in _ROLE_SIZES or geometry.kind == "flat_plate":
            continue  # a plate's length is the plate's own
        axis = "xyz".index(item.item[0])
        role = geometry.size_roles[axis]
        if role is None or role in roles:
            continue
        slot = axis if sizes[axis] is None else next(
            (other for other in range(3) if sizes[other] is None), None)
        if slot is None:
            continue
        sizes[slot], lows[slot], roles[slot] = geometry.size(axis), None, role
        words.append(item.phrase)
    if len(words) == (1 if stated is not None else 0):
        return requirements
    extent = Extent((sizes[0], sizes[1], sizes[2]), (lows[0], lows[1], lows[2]),
                    roles=(roles[0], roles[1], roles[2]))
    return replace(requirements, extent=Stated(extent, "; ".join(words)))
