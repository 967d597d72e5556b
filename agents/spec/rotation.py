"""``Rotation``: the turning a request states for the case's rotating thing (a rotor, an
impeller, a frame): its rate, and the axis, origin and sense when said.

Why a type of its own: the rate is one quantity whatever the case keeps it in (an MRF zone's
``omega`` in rad/s, a rotating frame's ``rpm``, a turning mesh, a turning wall); the spec
holds it in rad/s, and the editor and audit turn it into each carrier's unit
(``foam_agent.foamcase.catalog.rotation``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from foam_agent.agents.spec.units import registry
from foam_agent.foamcase.case.numbers import Vector
from foam_agent.foamcase.case.rotation import RotationPlace

#: The axis a carrier without one of its own turns about (the tutorials' rotors all do).
DEFAULT_AXIS: Vector = (0.0, 0.0, 1.0)


@dataclass(frozen=True)
class Rocking:
    """A turning back and forth: "rocks by up to 30 degrees at 30 rad/s".

    Attributes:
        amplitude: The largest angle either way, in degrees.
        rate: Its angular frequency (rad/s), or None when not stated.
        source: The request's words.
    """

    amplitude: float | None
    rate: float | None
    source: str

    def angles(self, case: Vector | None) -> Vector | None:
        """The amplitude as the carrier's angles about x, y and z: the case's own axis of
        rocking (its largest angle's), else x; None when no amplitude is stated."""
        if self.amplitude is None:
            return None
        own = case or (1.0, 0.0, 0.0)
        index = max(range(3), key=lambda axis: abs(own[axis]))
        sign = -1.0 if own[index] < 0 else 1.0
        return tuple(sign * self.amplitude if axis == index else 0.0  # type: ignore[return-value]
                     for axis in range(3))

    def describe(self) -> str:
        """The rocking in words."""
        parts = [] if self.amplitude is None else [f"by up to {self.amplitude:g} degrees"]
        if self.rate is not None:
            parts.append(f"at {self.rate:.6g} rad/s")
        return "rocking " + " ".join(parts)


@dataclass(frozen=True)
class Rotation:
    """A stated rotation.

    Attributes:
        rate: The angular speed (rad/s, not signed), or None when only the axis or origin
            is stated.
        source: The request's words for it.
        axis: The axis stated, when one is.
        origin: A point on the axis, when stated.
        sense: +1 counter-clockwise, -1 clockwise, as seen from ``seen_from`` (or from the
            tip of the case's axis when not said); None when not stated (the case's own
            sense stands).
        seen_from: The direction the sense is seen from ("seen from +z"), when said.
        rocking: A turning back and forth stated beside it (or alone), written in the case's
            rocking motion only.
        subject: The words of the rate's clause before it ("the rotor turns at"): what the
            rate is said of, when they name one of the case's turning zones.
        together: The words say every turning thing turns alike ("both rotors", "all the
            fans", "in the same direction"): a stated sense is each one's.
    """

    rate: float | None
    source: str
    axis: Vector | None = None
    origin: Vector | None = None
    sense: Literal[1, -1] | None = None
    seen_from: Vector | None = None
    rocking: Rocking | None = None
    subject: str = ""
    together: bool = False

    def signed_about(self, axis: Vector, own_sign: float) -> float | None:
        """The rate as a signed number about ``axis`` (the case's axis, right-hand rule): the
        stated sense seen from ``seen_from`` or from the axis's tip; ``own_sign`` (the sign
        of the case's own rate there) when no sense is stated."""
        if self.rate is None:
            return None
        if self.sense is None:
            return self.rate * (-1.0 if own_sign < 0 else 1.0)
        viewpoint = self.seen_from or axis
        facing = sum(a * b for a, b in zip(viewpoint, axis, strict=True))
        return self.rate * self.sense * (-1.0 if facing < 0 else 1.0)

    def describe(self) -> str:
        """The rotation in words, for the run record."""
        parts = [] if self.rate is None else [f"{self.rate:.6g} rad/s"]
        if self.sense is not None:
            parts.append("counter-clockwise" if self.sense > 0 else "clockwise")
        if self.axis is not None:
            parts.append(f"about axis ({' '.join(f'{c:g}' for c in self.axis)})")
        if self.origin is not None:
            parts.append(f"through ({' '.join(f'{c:g}' for c in self.origin)})")
        if self.rocking is not None:
            parts.append(self.rocking.describe())
        return ", ".join(parts)


def rate_at(rotation: Rotation, place: RotationPlace) -> float | None:
    """The stated rate as ``place`` keeps it: in its carrier's unit, signed about its axis
    (the stated axis when the case's is being replaced by it), with the case's own sense
    unless one is stated; None when no rate is stated. A rocking carrier takes the rocking's
    rate, a steady one the steady rate."""
    if place.carrier.motion == "rocking":
        rocking = rotation.rocking.rate if rotation.rocking is not None else None
        return None if rocking is None else float(f"{rocking:.6g}")
    axis = rotation.axis or place.axis or DEFAULT_AXIS
    signed = rotation.signed_about(axis, place.value)
    if signed is None:
        return None
    quantity = registry().Quantity(signed, "radian / second").to(place.carrier.unit)
    return float(f"{quantity.magnitude:.6g}")


def opposed_senses(rotation: Rotation, places: Sequence[RotationPlace]) -> bool:
    """Whether ``rotation`` states one sense of one rotor for a case whose steady carriers turn
    in opposite senses (two rotors counter-rotating): which one the words do not tell, so no
    carrier is written with it. A sense said of every rotor (:attr:`Rotation.together`: "both
    turn clockwise") is each one's; a rate with no sense keeps each carrier's own sign, which
    says nothing wrong of either."""
    if rotation.sense is None or rotation.rate is None or rotation.together:
        return False
    signs = {place.value > 0 for place in places
             if place.carrier.motion == "steady" and place.value != 0}
    return len(signs) == 2


def said_places(rotation: Rotation, places: Sequence[RotationPlace]) -> list[RotationPlace]:
    """The carriers ``rotation`` is said of: the ones whose own name (a zone's, ``rotor``) its
    words name, when they name some; otherwise every one. A mixer whose rotor and stator zones
    both turn keeps the stator's own motion when only the rotor's rate is stated ("the rotor
    turns at 30 rpm"); written to every zone, the stator turned at the rotor's rate."""
    named = [place for place in places
             if any(re.search(rf"\b{re.escape(name)}\b", rotation.subject, re.IGNORECASE)
                    for name in _own_names(place))]
    return named or list(places)


def _own_names(place: RotationPlace) -> list[str]:
    """The names the case gives where the carrier's entry has ``*`` (a zone, a dictionary)."""
    return [key for key, pattern in zip(place.keys, place.carrier.keys, strict=False)
            if pattern == "*"]
