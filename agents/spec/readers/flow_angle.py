"""The flow-angle reader: an angle stated for the flow (``foam_agent.agents.spec.values.
flow_angle``) turns the stream's speed into a direction, on the free stream and as the
initial field.

Why an amendment: the speed is the value reader's, read after this reader; the angle only
gives it a direction. An airfoil whose mesh is made here (a NACA code) carries its angle of
attack itself in a stream along +x, so there the geometry's reading stands. An angle with no
speed of the flow to turn is reported as read but not applied, never dropped: a case that kept
the followed tutorial's own direction must not end ``solved``.
"""

from __future__ import annotations

import math
from dataclasses import replace
from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import INTERNAL, BoundaryValue, NotApplied, Requirements
from foam_agent.agents.spec.values.flow_angle import FlowAngle, flow_angles

#: A stated vector this close (degrees) to the angle already gives it.
_SAME_DEG = 0.5
INITIAL = "the free stream's velocity at the stated angle, as the initial field"
TURNED = "along the stated angle '{phrase}': ({x:.6g} {y:.6g} {z:.6g})"


class FlowAngleReader:
    """Claims each flow angle's words; its amendment gives the stream's speed the angle's
    direction and the initial field the same velocity."""

    name = "flow angle"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        geometry = draft.geometry
        if geometry is not None and geometry.kind == "airfoil" and geometry.naca is not None \
                and not geometry.obstacles:
            return draft  # the generated section is turned instead (agents.geometry.airfoil)
        angles = flow_angles(draft.text)
        if not angles:
            return draft
        for angle in angles:
            if claims.is_free(*angle.span):
                claims.claim(*angle.span, self.name)
        return draft.amended(partial(turned, angle=angles[0]))


def _angle_of(vector: tuple[float, float, float], angle: FlowAngle) -> float | None:
    along, across = vector[angle.axis], vector[angle.towards]
    if math.hypot(along, across) == 0:
        return None
    return math.degrees(math.atan2(across, along))


def turned(requirements: Requirements, angle: FlowAngle) -> Requirements:
    """``requirements`` with every speed of U that has no direction of its own (or only the
    axis the angle is measured from) put along ``angle``, and the initial field given that
    velocity unless one is stated; when no speed is stated (and no stated vector already has
    the angle), the angle is reported as not applied."""
    direction = angle.direction
    values = list(requirements.boundary_values)
    base = tuple(1.0 if axis == angle.axis else 0.0 for axis in range(3))
    # A speed "in the x-y plane" or "along x" is along the axis the angle is measured from.
    speeds = [index for index, item in enumerate(values)
              if item.field == "U" and item.is_speed and item.direction in (None, base)]
    if not speeds:
        vectors = [item.value for item in values
                   if item.field == "U" and isinstance(item.value, tuple)]
        if any((found := _angle_of(vector, angle)) is not None
               and abs(found - angle.degrees) <= _SAME_DEG for vector in vectors):
            return requirements
        return replace(requirements, not_applied=(*requirements.not_applied, NotApplied(
            angle.phrase, "no speed of the flow is stated to turn to this angle: the followed "
            "case's own direction stands")))
    note = TURNED.format(phrase=angle.phrase, x=direction[0], y=direction[1], z=direction[2])
    for index in speeds:
        item = values[index]
        values[index] = replace(item, direction=direction,
                                assumption="; ".join(part for part in (
                                    _without_followed(item.assumption), note) if part))
    if not any(item.field == "U" and item.boundary == (INTERNAL,) for item in values):
        first = values[speeds[0]]
        values.append(BoundaryValue("U", (INTERNAL,), first.value, first.source, direction,
                                    assumption=f"{INITIAL}; {note}"))
    return replace(requirements, boundary_values=tuple(values))


def _without_followed(assumption: str) -> str:
    """A free stream's assumption without its "along the followed case's direction" part,
    which the stated angle replaces."""
    return assumption.split(", along ")[0]
