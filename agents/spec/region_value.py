"""``RegionValue``: a field's value in a region of the domain that setFields fills (a heater's
face, a box of cells, the defaults), read by ``foam_agent.agents.spec.regions``.

Why a module of its own: the stated requirements hold these records and the regions reader
makes them; kept apart, neither imports the other.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from foam_agent.foamcase.case.numbers import Number, Vector

#: A region's bounds on one axis: (axis 0-2, low, high) in metres; None where the words leave
#: the side open ("x > 6.5 m": the case's own side).
Bound = tuple[int, float | None, float | None]

#: The selector of a round body of liquid setAlphaField makes (not a setFields region).
SET_ALPHA_FIELD = "setAlphaField"


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
        axes: The axes (0, 1, 2) the two sides of ``size`` lie along when the words label
            them ("2 m (x) by 1 m (z)"); else the sides follow the axes that are not up.
        centre: (axis, metres) of each coordinate the words centre the thing at ("centred
            at x = 7 m, z = 3 m").
        middle: The words put the thing in the middle of the side it sits on.
        radius: A round body's radius in metres (setAlphaField's disc or sphere).
        offsets: (side, metres) of each distance the words place a round body's centre from
            a side of the box ("0.5 m from the left side", "0.7 m up": from the bottom).
        plane: A round body's centre said by two coordinates with no axes ("centred at
            (0.5, 0.5) m"): the first and second axis of a two-dimensional case's plane
            (``agents.spec.thing_box.body_origin`` places them; a case that is not
            two-dimensional cannot).
        shape: setAlphaField's shape said with the body (``cylinder``, ``sphere``), or None.
        bounds: The region's bounds on each axis the words bound it on ("x > 6.5 m, y < 2 m");
            the other axes and the open sides span the case.
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
    axes: tuple[int, ...] = ()
    centre: tuple[tuple[int, float], ...] = ()
    middle: bool = False
    radius: float | None = None
    offsets: tuple[tuple[str, float], ...] = ()
    plane: tuple[float, ...] = ()
    shape: str | None = None
    bounds: tuple[Bound, ...] = ()

    def describe(self) -> str:
        """The value in words: ``T of the heater (boxToFace) = 450``."""
        shown = (f"({' '.join(f'{item:g}' for item in self.value)})"
                 if isinstance(self.value, tuple) else f"{self.value:g}")
        where = ("setFields' defaults" if self.region == "default"
                 else "the whole domain (every setFields region)" if self.region == "domain"
                 else f"the {self.thing}" if self.thing else "the setFields region")
        centre = ", ".join([f"{'xyz'[axis]} = {value:g}" for axis, value in self.centre]
                           + [f"{value:g} m from the {side}" for side, value in self.offsets]
                           + ([f"({', '.join(f'{value:g}' for value in self.plane)}) in the "
                               f"case's plane"] if self.plane else []))
        if self.radius is not None and self.selector != SET_ALPHA_FIELD:
            return (f"{self.field} = {shown} in the {self.thing or 'body'} ({self.selector}) "
                    f"of radius {self.radius:g} m, centred at {centre}")
        if self.radius is not None:
            return (f"{self.field} 1 in the {self.thing or 'body'} (setAlphaField) of radius "
                    f"{self.radius:g} m, centred at {centre}")
        detail = [part for part in (self.selector, _bounds_words(self.bounds) if self.bounds
                                    else None, f"on the {self.on}" if self.on else None,
                                    _size_words(self.size) if self.size else None,
                                    f"centred at {centre}" if centre else
                                    "in the middle" if self.middle else None) if part]
        suffix = f" ({', '.join(detail)})" if detail else ""
        return f"{self.field} of {where}{suffix} = {shown}"


def _size_words(size: tuple[float, ...]) -> str:
    """"1 x 1 m" for two sides, "1 m^2" for an area."""
    return (f"{size[0]:g} m^2" if len(size) == 1
            else " x ".join(f"{item:g}" for item in size) + " m")


@dataclass(frozen=True)
class ColumnShare:
    """Where a phase fills the tank at the start, said as shares of the tank ("the seawater
    fills the left 30 % of the tank up to 40 % of its height", "the left third holds the sea
    water"): the box setFields fills, sized through the followed case's own extent.

    Attributes:
        width: The share (0 to 1) of the tank's width the fill spans, from ``side``.
        height: The share of the tank's height it reaches, from the floor.
        side: The end of the width it stands against: ``low`` (left) or ``high`` (right);
            None when the words do not say.
        fluid: The fluid said to fill it (a ``phase_key``: "sea water", "water"), or None.
        at: Where a gate or partition parts the fill from the rest, in metres from ``side``
            ("a gate 4 m from the left end"): the fill's width in metres.
        rest: The fluid said to fill the rest of the tank ("rest fresh water"), or None.
        rest_at: The rest's own length from the other end in metres ("fresh water in the
            left 6 m"), or None: the tank's length less it is the fill's width too.
        gate: (axis, coordinate in metres) of the gate parting the fill from the rest ("a
            gate at x = 6 m"), or None.
        source: The request's words.
    """

    source: str
    width: float | None = None
    height: float | None = None
    side: Literal["low", "high"] | None = None
    fluid: str | None = None
    at: float | None = None
    rest: str | None = None
    rest_at: float | None = None
    gate: tuple[int, float] | None = None

    def describe(self) -> str:
        """The fill in words: ``sea water fills the left 0.3 x 0.4 (width x height) share``."""
        parts = [f"{name} {value:g} of the tank's" for name, value in
                 (("width", self.width), ("height", self.height)) if value is not None]
        if self.at is not None:
            parts.append(f"width {self.at:g} m (up to a gate)")
        if self.gate is not None:
            parts.append(f"a gate at {'xyz'[self.gate[0]]} = {self.gate[1]:g} m")
        if self.rest is not None or self.rest_at is not None:
            parts.append(f"the rest {self.rest or 'the other phase'}"
                         + (f" ({self.rest_at:g} m from the other end)"
                            if self.rest_at is not None else ""))
        where = {"low": " from the low end (left)", "high": " from the high end (right)",
                 None: ""}[self.side]
        return (f"{self.fluid or 'the liquid'} fills a share of the tank: "
                f"{' and '.join(parts)}{where}")


@dataclass(frozen=True)
class LiquidLevel:
    """Where the liquid's surface stands at the start, said as a coordinate ("fill the
    channel with water up to z = 1.8 m", "the reservoir is filled up to y = 18 m", "the water
    fills everything up to 1.8 m above the datum"): the upper face of the box setFields fills
    with liquid. Not a height above the floor ("a 0.3 m deep layer" is ``column_height``):
    the tank's floor need not be at zero.

    Attributes:
        level: The surface's coordinate along gravity's axis, in metres.
        source: The request's words.
        axis: The axis the words name (0, 1, 2), or None where they give the level above the
            datum without one (then gravity's axis).
    """

    level: float
    source: str
    axis: int | None = None

    def describe(self) -> str:
        """The level in words: ``the liquid up to z = 1.8 m``."""
        where = f"{'xyz'[self.axis]} = " if self.axis is not None else "the height "
        return f"the liquid up to {where}{self.level:g} m (the top of the box setFields fills)"


@dataclass(frozen=True)
class FillFraction:
    """A phase's volume fraction said of the box setFields fills ("the bed starts 30 cm deep,
    packed at 60 % solids by volume"): that box's own phase fraction, the fill's other phase
    taking the rest.

    Attributes:
        phase: The phase's word as said ("solids", "sand"), bound to the case's phase when
            the case is known.
        value: The fraction, 0 to 1.
        source: The request's words.
    """

    phase: str
    value: float
    source: str

    def describe(self) -> str:
        """The fraction in words: ``solids at a volume fraction of 0.6 in the filled box``."""
        return (f"{self.phase} at a volume fraction of {self.value:g} in the box setFields "
                "fills")


@dataclass(frozen=True)
class SetBox:
    """A selection box of ``system/topoSetDict`` stated in code form ("topoSet boxToCell box
    (-0.3 -0.6 -1) (0.3 0.6 1) for the cellSet porousBlockageCellSet").

    Attributes:
        source: The request's words.
        selector: ``boxToCell`` or ``boxToFace``.
        low, high: The box's corners, in the mesh's coordinates.
        name: The set the box selects, when named.
    """

    source: str
    selector: str
    low: Vector
    high: Vector
    name: str | None = None

    def describe(self) -> str:
        """The box in words: ``topoSet boxToCell of porousBlockageCellSet = (…) (…)``."""
        of = f" of {self.name}" if self.name else ""
        corners = " ".join("(" + " ".join(f"{item:g}" for item in corner) + ")"
                           for corner in (self.low, self.high))
        return f"topoSet {self.selector}{of} box = {corners}"


def _bounds_words(bounds: tuple[Bound, ...]) -> str:
    """"x > 6.5, y < 2": each bound as said, an open side left out."""
    parts = []
    for axis, low, high in bounds:
        name = "xyz"[axis]
        said = [f"{low:g} <" if low is not None else "", name,
                f"< {high:g}" if high is not None else ""]
        parts.append(" ".join(part for part in said if part))
    return ", ".join(parts)


@dataclass(frozen=True)
class PhaseBox:
    """One phase's box at the start, of a part across the tank and a layer up from its floor
    (``foam_agent.agents.spec.phase_layers``).

    Attributes:
        fluid: The fluid said to fill it (a ``phase_key``: "mercury", "oil").
        across: Where it runs across the tank, metres: from the end ``end`` names (``low``:
            the left wall, ``high``: the right wall, lengths inward) or, for
            ``coordinates``, the coordinates on ``axis``.
        end: ``low``, ``high`` or ``coordinates``.
        up: Its bottom and top above the tank's floor, metres.
        axis: The axis the coordinates were said on, for ``coordinates``; else None.
    """

    fluid: str
    across: tuple[float, float]
    end: Literal["low", "high", "coordinates"]
    up: tuple[float, float]
    axis: int | None = None

    def describe(self) -> str:
        """The box in words: ``mercury from 0 to 0.15 m from the left wall, 0 to 0.06 m up``."""
        where = {"low": "from the left wall", "high": "from the right wall",
                 "coordinates": f"on {'xyz'[self.axis or 0]}"}[self.end]
        return (f"{self.fluid} {self.across[0]:g} to {self.across[1]:g} m {where}, "
                f"{self.up[0]:g} to {self.up[1]:g} m up")


@dataclass(frozen=True)
class PhaseLayout:
    """The phases' boxes at the start and the fluid of every other cell ("air everywhere
    else"), with the request's words."""

    boxes: tuple[PhaseBox, ...]
    rest: str | None
    source: str

    def describe(self) -> str:
        """The layout in words."""
        return ("phases at the start: " + "; ".join(box.describe() for box in self.boxes)
                + (f"; {self.rest} everywhere else" if self.rest else ""))
