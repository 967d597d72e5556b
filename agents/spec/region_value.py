"""``RegionValue``: a field's value in a region of the domain that setFields fills (a heater's
face, a box of cells, the defaults), read by ``foam_agent.agents.spec.regions``.

Why a module of its own: the stated requirements hold these records and the regions reader
makes them; kept apart, neither imports the other.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from foam_agent.foamcase.case.numbers import Number, Vector


@dataclass(frozen=True)
class RegionValue:
    """A field's value in a region setFields fills.

    Attributes:
        field: The field's name in the case (``T``, ``p``, ``U``, ``alpha.water``).
        value: In SI units.
        source: The request's words.
        region: ``default`` (every cell no region selects), ``region`` (a selected set) or
            ``domain`` (every cell: the defaults and every cell region, "everywhere").
        selector: setFields' selector when named (``boxToFace``), else None.
        box: The selection box's two corners when stated, in metres.
        thing: The noun the region is ("heater"), when a thing was described.
        size: The thing's stated size: (width, depth) in metres, or (area,) in m^2.
        on: The side of the domain the thing sits on ("floor"), when said.
    """

    field: str
    value: Number | Vector
    source: str
    region: Literal["default", "region", "domain"] = "region"
    selector: str | None = None
    box: tuple[Vector, Vector] | None = None
    thing: str | None = None
    size: tuple[float, ...] = ()
    on: str | None = None

    def describe(self) -> str:
        """The value in words: ``T of the heater (boxToFace) = 450``."""
        shown = (f"({' '.join(f'{item:g}' for item in self.value)})"
                 if isinstance(self.value, tuple) else f"{self.value:g}")
        where = ("setFields' defaults" if self.region == "default"
                 else "the whole domain (every setFields region)" if self.region == "domain"
                 else f"the {self.thing}" if self.thing else "the setFields region")
        detail = [part for part in (self.selector, f"on the {self.on}" if self.on else None,
                                    _size_words(self.size) if self.size else None) if part]
        suffix = f" ({', '.join(detail)})" if detail else ""
        return f"{self.field} of {where}{suffix} = {shown}"


def _size_words(size: tuple[float, ...]) -> str:
    """"1 x 1 m" for two sides, "1 m^2" for an area."""
    return (f"{size[0]:g} m^2" if len(size) == 1
            else " x ".join(f"{item:g}" for item in size) + " m")
