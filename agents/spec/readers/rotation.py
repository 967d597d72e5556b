"""The rotation reader: the rate, axis, origin and sense the case's rotating thing turns at
(``foam_agent.agents.spec.values.rotation``), and times said in its turns
(``foam_agent.agents.spec.values.revolutions``)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.rotation import Rotation
from foam_agent.agents.spec.stated import Requirements, Stated, Timed, WriteInterval
from foam_agent.agents.spec.values.revolutions import TurnTime, turn_times
from foam_agent.agents.spec.values.rotation import read_rotation


class RotationReader:
    """Claims the rotation's words; its amendment puts the rotation on the requirements, for
    the editor to write in every carrier the followed case has, and a time said in turns
    ("run one full rev") where no other time is stated."""

    name = "rotation"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        reading = read_rotation(draft.text)
        # The Earth's rate of a shallow-water request is its Coriolis term's, already read.
        if reading is None or any(claims.owner(start) == "shallow_water"
                                  for start, _ in reading.spans):
            return draft
        claims.claim_all((span for span in reading.spans if claims.is_free(*span)), self.name)
        end, interval = turn_times(draft.text, reading.rotation.rate or 0.0)
        end = end if end is not None and claims.is_free(*end.span) else None
        interval = interval if interval is not None and claims.is_free(*interval.span) else None
        claims.claim_all((item.span for item in (end, interval) if item is not None), self.name)
        return draft.amended(partial(with_rotation, rotation=reading.rotation, end=end,
                                     interval=interval))


def with_rotation(requirements: Requirements, rotation: Rotation, end: TurnTime | None = None,
                  interval: TurnTime | None = None) -> Requirements:
    """``requirements`` with ``rotation``, and the times said in its turns where none other
    is stated."""
    requirements = replace(requirements, rotation=rotation)
    if end is not None and requirements.end_time is None:
        requirements = replace(requirements, end_time=Timed(
            end.seconds, f"{end.source} (one turn at {rotation.rate:.6g} rad/s)", seconds=True))
    if interval is not None and requirements.write_interval is None:
        requirements = replace(requirements, write_interval=Stated(
            WriteInterval(interval.seconds, "time", seconds=True), interval.source))
    return requirements
