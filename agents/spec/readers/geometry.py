"""The geometry reader: the domain's kind and sizes, the bodies in it, cells
(``foam_agent.agents.spec.geometry``)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.geometry import AXIS_STATED, Geometry, read_geometry
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import Extent, Requirements, Stated


class GeometryReader:
    """Claims the words each shape and size came from; its amendment puts the sizes said with
    their axis ("0.2 m wide (x) and 0.1 m deep (y)") into the domain's extent on that axis, so
    the followed case's mesh is resized to them."""

    name = "geometry"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_geometry(draft.text)
        claims.claim_all(reading.spans, self.name)
        draft = replace(draft, geometry=reading.geometry)
        return draft.amended(partial(with_axis_sizes, geometry=reading.geometry))


def with_axis_sizes(requirements: Requirements, geometry: Geometry | None) -> Requirements:
    """``requirements`` whose extent holds each size said with its axis, on that axis (the
    value reader's extent may have put "0.1 m deep (y)" on z)."""
    if geometry is None:
        return requirements
    said = [item for item in geometry.evidence if item.item.endswith(AXIS_STATED)]
    stated = requirements.extent
    if not said or (stated is not None and stated.value.in_mesh_units):
        return requirements
    axes = {"xyz".index(item.item[0]) for item in said}
    before = stated.value if stated is not None else Extent((None, None, None))
    sizes = [geometry.size(axis) if axis in axes else before.sizes[axis] for axis in range(3)]
    lows = [None if axis in axes else before.lows[axis] for axis in range(3)]
    words = "; ".join([*([stated.source] if stated is not None else []),
                       *(item.phrase for item in said)])
    extent = Extent((sizes[0], sizes[1], sizes[2]), (lows[0], lows[1], lows[2]))
    return replace(requirements, extent=Stated(extent, words))
