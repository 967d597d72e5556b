"""The rotation reader: the rate, axis, origin and sense the case's rotating thing turns at
(``foam_agent.agents.spec.values.rotation``)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.rotation import Rotation
from foam_agent.agents.spec.stated import Requirements
from foam_agent.agents.spec.values.rotation import read_rotation


class RotationReader:
    """Claims the rotation's words; its amendment puts the rotation on the requirements, for
    the editor to write in every carrier the followed case has."""

    name = "rotation"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_rotation(draft.text)
        if reading is None:
            return draft
        claims.claim_all((span for span in reading.spans if claims.is_free(*span)), self.name)
        return draft.amended(partial(with_rotation, rotation=reading.rotation))


def with_rotation(requirements: Requirements, rotation: Rotation) -> Requirements:
    """``requirements`` with ``rotation``."""
    return replace(requirements, rotation=rotation)
