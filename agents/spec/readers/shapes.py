"""The shape-size reader: a wedge's angle and a pipe's diameter
(``foam_agent.agents.spec.shapes``)."""

from __future__ import annotations

from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.shapes import read_shapes, with_shapes


class ShapesReader:
    """Claims the angle's and the diameter's words, the diameter from the lengths read."""

    name = "shapes"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        shapes = read_shapes(draft.text, draft.lengths)
        claims.claim_all(shapes.spans, self.name)
        return draft.amended(partial(with_shapes, shapes=shapes))
