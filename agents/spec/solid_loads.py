"""``SolidLoad``: a load, a support or a free face a request states on a face of a solid ("the
free end carries a downward shear load of 20 kPa", "pulled at 25 MPa on the right edge", "the
hole is pressurised to 10 MPa", "clamped at one end", "the top edge is traction-free").

Why a type of its own: the words give a load's size and a direction relative to the face or
the case ("downward", "pulled", "compression"), not the vector the condition holds; which way
a face points is the case's. The spec keeps the words' meaning, and :meth:`SolidLoad.entries`
turns it into the condition's traction and pressure once the case says the face's outward
normal and its up direction, for the editor and the audit alike.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

from foam_agent.foamcase.case.numbers import Vector, format_number, format_vector
from foam_agent.foamcase.catalog.loads import PRESSURE_ALONG_NORMAL

#: What the words state: a load (a traction, a pressure, or both), a face carrying none, or a
#: support holding the face still.
LoadKind = Literal["load", "free", "support"]
#: A direction given relative to the face or the case rather than as a vector: along the
#: outward normal (pulled, tension), the inward one (pushed, compression), up or down, or
#: the case's own traction there kept ("in the same direction as the tutorial's load").
Sense = Literal["out", "in", "up", "down", "kept"]


@dataclass(frozen=True)
class SolidLoad:
    """One stated load or support, in SI (Pa).

    Attributes:
        boundary: The words naming the face, best first ("right", "free end", "hole").
        source: The request's words.
        kind: A load, a free face, or a support.
        traction: A traction stated as a vector.
        magnitude: A traction's size, to put along ``direction`` or ``sense``.
        direction: The unit vector the words give the traction ("in -y", "along x").
        sense: The direction relative to the face or the case ("pulled": ``out``).
        pressure: A pressure on the face (positive pushes into the solid).
        per_area: The size, vector and pressure are a force (N) spread evenly over the face
            ("a tip load of 10 kN"): each is divided by the face's area.
    """

    boundary: tuple[str, ...]
    source: str
    kind: LoadKind = "load"
    traction: Vector | None = None
    magnitude: float | None = None
    direction: Vector | None = None
    sense: Sense | None = None
    pressure: float | None = None
    per_area: bool = False

    def entries(self, normal: Vector | None, up: Vector, area: float | None = None,
                own: Vector | None = None) -> tuple[Vector | None, float | None] | str:
        """The traction and pressure to write on a face whose outward unit normal is
        ``normal`` (None for a curved face) and whose area is ``area`` (m^2, for a force) in a
        case whose up is ``up`` and whose traction there is ``own``: None for an entry the
        words leave as it is; or why the load cannot be written there.

        A normal load on a curved face is a pressure (a tension a negative one), since no
        one vector is normal to all of it."""
        if self.per_area:
            if not area:
                return "the face's area is not known, so a force cannot be spread over it"
            return SolidLoad(self.boundary, self.source, self.kind, _over(self.traction, area),
                             None if self.magnitude is None else self.magnitude / area,
                             self.direction, self.sense,
                             None if self.pressure is None else self.pressure / area
                             ).entries(normal, up, own=own)
        if self.kind == "free":
            return (0.0, 0.0, 0.0), 0.0
        if self.traction is not None:
            return self.traction, self.pressure
        if self.magnitude is None:
            return None, self.pressure
        along: Vector | None = self.direction
        if self.sense == "kept":
            size = math.sqrt(sum(part * part for part in own)) if own is not None else 0.0
            if not size or own is None:
                return ("the words keep the case's direction of the traction, and the case "
                        "has no nonzero traction there to keep")
            along = (own[0] / size, own[1] / size, own[2] / size)
        elif self.sense in ("up", "down"):
            sign = 1.0 if self.sense == "up" else -1.0
            along = (sign * up[0], sign * up[1], sign * up[2])
        elif self.sense in ("out", "in"):
            sign = 1.0 if self.sense == "out" else -1.0
            if normal is None:
                if self.pressure is not None:
                    return ("the face is curved, so a load normal to it is a pressure, and a "
                            "pressure is stated besides")
                return None, sign * PRESSURE_ALONG_NORMAL * self.magnitude
            along = (sign * normal[0], sign * normal[1], sign * normal[2])
        if along is None:
            return "the words give the load's size but not its direction"
        vector = tuple(_tidy(self.magnitude * part) for part in along)
        return vector, self.pressure  # type: ignore[return-value]

    def describe(self) -> str:
        """The load in words, for the understood lines."""
        where = self.boundary[0] if self.boundary else "?"
        if self.kind == "support":
            return f"D on '{where}' held fixed (0 0 0)"
        if self.kind == "free":
            return f"D on '{where}' traction-free"
        parts: list[str] = []
        if self.traction is not None:
            parts.append(f"traction = {format_vector(self.traction)}")
        elif self.magnitude is not None:
            towards = (format_vector(self.direction) if self.direction is not None
                       else {"out": "outward (tension)", "in": "inward (compression)",
                             "up": "upward", "down": "downward",
                             "kept": "along the case's own traction"}.get(self.sense or "", "?"))
            unit = "N over the face" if self.per_area else "Pa"
            parts.append(f"traction {format_number(self.magnitude)} {unit} {towards}")
        if self.pressure is not None:
            parts.append(f"pressure = {format_number(self.pressure)}"
                         + (" N over the face" if self.per_area else ""))
        return f"D on '{where}' loaded: " + ", ".join(parts)


def _over(vector: Vector | None, area: float) -> Vector | None:
    """A force vector spread over ``area``: the traction it gives."""
    if vector is None:
        return None
    return (vector[0] / area, vector[1] / area, vector[2] / area)


def _tidy(value: float) -> float:
    """``value`` without the float noise of a product (and never -0.0)."""
    return float(f"{value:.12g}") + 0.0


@dataclass(frozen=True)
class SolidSwitch:
    """A switch of a stress case the words set ("plane strain": ``planeStress`` off; "switch
    thermalStress on"), named as the case's keyword (``foamcase.catalog.loads.SWITCHES``)."""

    name: str
    value: bool
    source: str

    def describe(self) -> str:
        """The switch in words, for the understood lines."""
        return f"{self.name} = {'yes' if self.value else 'no'}"

