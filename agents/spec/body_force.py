"""``BodyForce``: a driving acceleration a request states for the flow, as the spec holds it;
read by ``foam_agent.agents.spec.values.body_force``.

Why a module of its own: ``stated.Requirements`` holds it, and the reader needs the phrase
helpers that import ``stated``; the record alone imports nothing of the spec.
"""

from __future__ import annotations

from dataclasses import dataclass

from foam_agent.foamcase.case.numbers import Vector


@dataclass(frozen=True)
class BodyForce:
    """A stated driving acceleration.

    Attributes:
        magnitude: Its size in m/s^2.
        direction: The unit vector stated, or None (the flow's own direction: the case's
            source's, else its streamwise axis).
        source: The request's words.
    """

    magnitude: float
    direction: Vector | None
    source: str

    @property
    def vector(self) -> Vector | None:
        """The acceleration as a vector, when a direction is stated."""
        if self.direction is None:
            return None
        x, y, z = self.direction
        return (self.magnitude * x, self.magnitude * y, self.magnitude * z)

    def describe(self) -> str:
        """The force in words, for the understanding."""
        where = "" if self.direction is None else \
            f" along ({' '.join(f'{c:g}' for c in self.direction)})"
        return f"driving body force = {self.magnitude:g} m/s^2{where}"
