"""The outputs a request asks the run to produce: forces, probes, line samples, wall and
derived fields, each with the words it came from.

Why types of their own: "what's the drag on the sphere" or "monitor the pressure at
x = 0.5 m" ask for something the run must *write*, not a value the case must *hold*. The author
turns each into an OpenFOAM function object and the audit checks that it is there (and, after a
run, that it wrote its data); an output no kind here covers is kept with its words and the
reason, never dropped.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import Field

#: A position with each coordinate in metres, or None where the request does not give it.
Position = tuple[float | None, float | None, float | None]
WallQuantity = Literal["wallShearStress", "yPlus", "wallHeatFlux"]
DerivedQuantity = Literal["vorticity", "Q", "MachNo", "streamFunction", "Lambda2", "enstrophy",
                          "Cp"]
PatchQuantity = Literal["flow_rate", "average", "maximum", "minimum"]


@dataclass(frozen=True)
class ForcesOutput:
    """Forces or force coefficients on a body (or on the walls).

    Attributes:
        quantities: What is asked: ``drag``, ``lift``, ``moment``, ``force``.
        coefficients: True for Cd/Cl/Cm ("drag coefficient"), False for forces in newtons.
        body: How the request names the body, best candidate first ("sphere", "walls");
            empty when it names none (the case's body, else its walls).
        source: The request's words.
        reference_length: The body's size in metres when the request gives one ("a 10 cm
            sphere"), the coefficients' lRef.
        reference_note: Where the reference length comes from.
        asked: What the request called it when that is measured from these forces ("Strouhal
            number": from the lift coefficient's history).
    """

    quantities: tuple[str, ...]
    coefficients: bool
    body: tuple[str, ...]
    source: str
    reference_length: float | None = None
    reference_note: str = ""
    asked: str = ""

    kind: Literal["forces"] = "forces"

    def describe(self) -> str:
        """One line for the run record."""
        what = "/".join(self.quantities) + (" coefficients" if self.coefficients else "")
        where = f" on '{self.body[0]}'" if self.body else ""
        asked = f" (for the {self.asked})" if self.asked else ""
        return f"{what}{where}{asked}"


@dataclass(frozen=True)
class ProbeOutput:
    """Fields at a point, over time.

    ``location`` is in metres; an unstated coordinate is None (the author takes the domain's
    middle there and says so). ``fields_assumed`` is True when the request names no field
    ("put a probe in the middle of the box"): the flow's pressure and velocity are probed, and
    the author says so.
    """

    fields: tuple[str, ...]
    location: Position
    source: str
    fields_assumed: bool = False

    kind: Literal["probe"] = "probe"

    def describe(self) -> str:
        """One line for the run record."""
        point = ", ".join("?" if value is None else f"{value:g}" for value in self.location)
        assumed = " (no field named)" if self.fields_assumed else ""
        return f"probe of {' '.join(self.fields)}{assumed} at ({point}) m"


@dataclass(frozen=True)
class LineOutput:
    """Fields along a line (a profile), written at each write time.

    Attributes:
        fields: The fields sampled.
        start: The line's start when the request gives both ends ("from (0 0 0) to (1 0 0)").
        end: Its end.
        through: Coordinates the line keeps ("at x = 1 m": x is 1 along the whole line).
        axis: The axis the line runs along (0, 1, 2), or None for the author to choose: across
            the flow (y) when a coordinate is given, along it (x) for a centreline.
        source: The request's words.
    """

    fields: tuple[str, ...]
    source: str
    start: Position | None = None
    end: Position | None = None
    through: Position = (None, None, None)
    axis: int | None = None

    kind: Literal["line"] = "line"

    def describe(self) -> str:
        """One line for the run record."""
        if self.start is not None and self.end is not None:
            where = f"from {_point(self.start)} to {_point(self.end)} m"
        else:
            fixed = ", ".join(f"{axis} = {value:g} m" for axis, value in zip("xyz", self.through,
                                                                            strict=True)
                              if value is not None)
            along = f"along {'xyz'[self.axis]}" if self.axis is not None else "across the flow"
            where = f"{along}{' at ' + fixed if fixed else ' through the middle'}"
        return f"line sample of {' '.join(self.fields)} {where}"


@dataclass(frozen=True)
class WallOutput:
    """A field on wall patches: shear stress, y+, heat flux (the Nusselt number's basis).

    ``asked`` keeps what the request called it ("Nusselt number") when that is not the field
    itself; ``boundary`` the walls it names, one entry each, empty for every wall.
    """

    quantity: WallQuantity
    boundary: tuple[str, ...]
    source: str
    asked: str = ""

    kind: Literal["wall"] = "wall"

    def describe(self) -> str:
        """One line for the run record."""
        where = (" on " + ", ".join(f"'{name}'" for name in self.boundary) if self.boundary
                 else " on the walls")
        asked = f" (for the {self.asked})" if self.asked else ""
        return f"{self.quantity}{where}{asked}"


@dataclass(frozen=True)
class DerivedOutput:
    """A field computed from the solution and written with it (vorticity, Q, Mach number, the
    pressure coefficient Cp)."""

    quantity: DerivedQuantity
    source: str

    kind: Literal["derived"] = "derived"

    def describe(self) -> str:
        """One line for the run record."""
        return f"{self.quantity} field"


@dataclass(frozen=True)
class PatchValueOutput:
    """A value on a boundary: the flow rate through it, or a field's average, maximum or
    minimum over it.

    ``boundary`` is how the request names the boundary, best candidate first; empty when it
    names none (a flow rate is then the outlet's, said as assumed).
    """

    quantity: PatchQuantity
    fields: tuple[str, ...]
    boundary: tuple[str, ...]
    source: str

    kind: Literal["patch_value"] = "patch_value"

    def describe(self) -> str:
        """One line for the run record."""
        what = ("flow rate" if self.quantity == "flow_rate"
                else f"{self.quantity} of {' '.join(self.fields)}")
        where = f" on '{self.boundary[0]}'" if self.boundary else ""
        return f"{what}{where}"


@dataclass(frozen=True)
class PressureDropOutput:
    """The difference of the area-averaged pressure between two boundaries, upstream first;
    ``boundaries`` empty when the request names none (inlet and outlet, said as assumed)."""

    boundaries: tuple[str, ...]
    source: str

    kind: Literal["pressure_drop"] = "pressure_drop"

    def describe(self) -> str:
        """One line for the run record."""
        where = (f" between '{self.boundaries[0]}' and '{self.boundaries[1]}'"
                 if len(self.boundaries) == 2 else "")
        return f"pressure drop{where}"


@dataclass(frozen=True)
class FieldRangeOutput:
    """The smallest and largest values of fields over the whole domain, over time."""

    fields: tuple[str, ...]
    source: str

    kind: Literal["field_range"] = "field_range"

    def describe(self) -> str:
        """One line for the run record."""
        return f"minimum and maximum of {' '.join(self.fields)} in the domain"


@dataclass(frozen=True)
class OtherOutput:
    """An output asked for that no kind above covers, with why it is not produced."""

    words: str
    reason: str

    kind: Literal["other"] = "other"

    def describe(self) -> str:
        """One line for the run record."""
        return f"'{self.words}' (not produced: {self.reason})"


#: Any output; ``kind`` tells them apart in a spec document, where a field range (fields and
#: words) would otherwise read back as a line sample whose optional entries are all unset.
RequestedOutput = Annotated[ForcesOutput | ProbeOutput | LineOutput | WallOutput | DerivedOutput
                            | PatchValueOutput | PressureDropOutput | FieldRangeOutput
                            | OtherOutput, Field(discriminator="kind")]


def _point(position: Position) -> str:
    return "(" + " ".join("?" if value is None else f"{value:g}" for value in position) + ")"
