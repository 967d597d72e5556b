"""``ComponentValue``: one Cartesian component of a vector field stated alone ("the x-velocity
at the inlet is 2 m/s", "Uy = 0 everywhere").

Why a type of its own, not a ``BoundaryValue``: a component is no speed and no whole vector.
The other components are the followed case's, known only once a case is followed, so the
editor writes this one into the case's own vector there and keeps the others (saying which),
and the audit checks this component only. A reader of whole vectors never sees it.
"""

from __future__ import annotations

from dataclasses import dataclass

from foam_agent.foamcase.case.numbers import format_number

_AXES = "xyz"


@dataclass(frozen=True)
class ComponentValue:
    """One stated component, in SI.

    Attributes:
        field: The vector field (``U``).
        boundary: How the words name the place, best first (``INTERNAL`` for the initial
            field).
        axis: 0, 1 or 2 for x, y or z.
        value: The component.
        source: The request's words.
    """

    field: str
    boundary: tuple[str, ...]
    axis: int
    value: float
    source: str

    @property
    def name(self) -> str:
        """The component as OpenFOAM's users write it (``Ux``)."""
        return f"{self.field}{_AXES[self.axis]}"

    def describe(self) -> str:
        """The component in words, for the understood lines."""
        return (f"{self.name} on '{self.boundary[0]}' = {format_number(self.value)} (the "
                "other components the followed case's own)")

