"""The geometry reader: the domain's kind and sizes, the bodies in it, cells
(``foam_agent.agents.spec.geometry``)."""

from __future__ import annotations

from dataclasses import replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.geometry import read_geometry
from foam_agent.agents.spec.readers.draft import Draft


class GeometryReader:
    """Claims the words each shape and size came from."""

    name = "geometry"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_geometry(draft.text)
        claims.claim_all(reading.spans, self.name)
        return replace(draft, geometry=reading.geometry)
