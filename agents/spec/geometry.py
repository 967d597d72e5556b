"""The geometry a prompt describes: the domain's kind and extents, obstacles, 2D/3D, resolution.

Why typed and separate from the tutorial's mesh: when no tutorial has the asked shape (two
squares in a channel, a diamond, a cylinder in cross-flow) the mesh is *generated* from this
reading (``foam_agent.agents.geometry``), and the audit checks sizes, positions and blockage against
the written mesh. Each value keeps the words it came from, and the reading reports the character
ranges it used, so every number of the prompt ends either here or in ``unparsed``.

Pure: ``re`` and pydantic (and the spec's pint unit reader for ``mm``/``cm``/``in``). A bare
number ("0 to 5 in x", "1 unit x 1 unit") is read as metres, as FoamBench writes it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from typing import Literal

from pydantic import BaseModel, ConfigDict

from foam_agent.agents.spec.stated import SizeRole
from foam_agent.agents.spec.units import read_unit
from foam_agent.foamcase.catalog.quantities import QUANTITIES
from foam_agent.foamcase.catalog.turbulence import LENGTH_SCALE_NAMES
from foam_agent.foamcase.lazy_pattern import Regex, lazy_regex

__all__ = [
    "Geometry", "GeometryKind", "GeometryPhrase", "GeometryReading", "Obstacle", "ObstacleShape",
    "read_geometry",
]

GeometryKind = Literal[
    "channel", "backward_step", "forward_step", "cavity", "obstacles_in_channel", "airfoil",
    "flat_plate",
]
ObstacleShape = Literal["rectangle", "square", "diamond", "circle", "ellipse"]


class GeometryPhrase(BaseModel):
    """The words one geometry value came from, and where they are in the prompt."""

    model_config = ConfigDict(frozen=True)

    item: str
    phrase: str
    start: int
    end: int


class Obstacle(BaseModel):
    """A body in the flow, in the x-y plane (extruded along z in 2D).

    Attributes:
        shape: ``rectangle``, ``square``, ``diamond`` (a square turned 45°), ``circle``
            (a cylinder's section) or ``ellipse``.
        width: Size along x in metres (a circle's diameter, a diamond's diagonal).
        height: Size along y in metres.
        centre: The centre (x, y) in metres, or ``None`` when the prompt gives none (the
            generator then places it and says where).
        phrase: The words the obstacle came from.
    """

    model_config = ConfigDict(frozen=True)

    shape: ObstacleShape
    width: float | None = None
    height: float | None = None
    centre: tuple[float, float] | None = None
    phrase: str = ""

    def describe(self) -> str:
        size = ("size unstated" if self.width is None else
                f"{self.width:g} x {self.height if self.height is not None else self.width:g} m")
        where = ("" if self.centre is None else
                 f" centred at ({self.centre[0]:g}, {self.centre[1]:g})")
        return f"{self.shape} {size}{where}"


#: The share of the channel height a body takes when the request states neither (1/8).
DEFAULT_BLOCKAGE = 0.125
#: A body's (or a generated domain's) size when nothing in the request sizes it.
DEFAULT_BODY_SIZE_M = 1.0


class Geometry(BaseModel):
    """The shapes and sizes a prompt describes; ``None`` wherever it says nothing.

    Attributes:
        kind: What the domain is.
        lower: The domain's lower corner (x, y, z) in metres, per axis ``None`` if unstated.
        upper: Its upper corner.
        obstacles: The bodies in the flow, in prompt order.
        two_d: ``True`` for one cell across z with ``empty`` front and back ("2D", "one cell
            in z"), ``False`` when 3D is asked, ``None`` when unsaid.
        cells: Cells per axis when stated ("200 x 80 cells").
        max_cells: An upper bound on the cell count ("no more than 5000 cells").
        blockage: The stated blockage ratio (obstacle height / channel height), as a fraction.
        step_height: A step's height in metres, for step kinds.
        step_at: How far a step's edge lies downstream of the inlet, in metres, when stated
            (the inlet channel's length: a longer one lets the inflow develop).
        plate_length: A flat plate's length in metres, for a plate: the length the request
            gives is the plate's, and the domain around it follows (``geometry.layout``).
        naca: A NACA 4-digit code ("0012"), for an airfoil.
        chord: The airfoil's chord in metres.
        angle_of_attack: The airfoil's angle of attack in degrees (nose up positive).
        refine_near_obstacle: The prompt asks for a finer mesh near the body.
        forces: The prompt asks for the body's forces or shedding (lift, drag, Strouhal
            number, vortex shedding frequency): the case gets a ``forceCoeffs`` function object.
        lateral: What bounds the flow across (top and bottom): ``wall`` (a channel, "top and
            bottom walls"), ``slip`` ("free-slip", "symmetry", "unconfined"), ``None`` unsaid.
        size_roles: Per axis, the word a size was said by without its axis ("6 m long":
            ``length``), whose axis in the followed case its frame decides; None where the
            words named the axis or gave an ordered "a x b".
        evidence: The words of every value, with offsets.
    """

    model_config = ConfigDict(frozen=True)

    kind: GeometryKind
    lower: tuple[float | None, float | None, float | None] = (None, None, None)
    upper: tuple[float | None, float | None, float | None] = (None, None, None)
    obstacles: tuple[Obstacle, ...] = ()
    two_d: bool | None = None
    cells: tuple[int, int, int | None] | None = None
    max_cells: int | None = None
    blockage: float | None = None
    step_height: float | None = None
    step_at: float | None = None
    plate_length: float | None = None
    naca: str | None = None
    chord: float | None = None
    angle_of_attack: float | None = None
    refine_near_obstacle: bool = False
    forces: bool = False
    lateral: Literal["wall", "slip"] | None = None
    size_roles: tuple[SizeRole | None, SizeRole | None, SizeRole | None] = (None, None, None)
    evidence: tuple[GeometryPhrase, ...] = ()

    def size(self, axis: int) -> float | None:
        """The domain's size along ``axis`` (0, 1, 2) when both bounds are known."""
        low, high = self.lower[axis], self.upper[axis]
        return None if low is None or high is None else high - low

    def body_size(self) -> tuple[float, str] | None:
        """The bodies' size in metres and where it comes from, or None without a body.

        Why one rule: the generated mesh sizes its bodies by it, and a Reynolds number of flow
        past a body is based on it (a cylinder's diameter, an airfoil's chord), not on the
        domain's length. The largest stated width; else the channel height times the blockage
        (stated, or :data:`DEFAULT_BLOCKAGE`); else :data:`DEFAULT_BODY_SIZE_M`.
        """
        if self.kind == "airfoil":
            return ((self.chord, "the airfoil's stated chord") if self.chord is not None
                    else (DEFAULT_BODY_SIZE_M, "the airfoil's default chord"))
        if not self.obstacles:
            return None
        sized = [body.width for body in self.obstacles if body.width is not None]
        if sized:
            return max(sized), f"the {self.obstacles[0].shape}'s stated size"
        height = self.size(1)
        if height is not None:
            blockage = self.blockage or DEFAULT_BLOCKAGE
            return height * blockage, (f"the {self.obstacles[0].shape}'s size: the channel "
                                       f"height {height:g} m times the blockage {blockage:g}")
        return DEFAULT_BODY_SIZE_M, f"the {self.obstacles[0].shape}'s default size"

    def default_body(self) -> bool:
        """Whether :meth:`body_size` is only the default: bodies with no size, in a channel
        of no stated height (the followed case's own body, when it keeps one, is then the
        size that counts)."""
        return self.kind != "airfoil" and bool(self.obstacles) and all(
            body.width is None for body in self.obstacles) and self.size(1) is None

    def describe(self) -> str:
        parts = [self.kind.replace("_", " ")]
        sizes = [self.size(axis) for axis in range(3)]
        if any(size is not None for size in sizes):
            parts.append("domain " + " x ".join("?" if s is None else f"{s:g}" for s in sizes)
                         + " m")
        if self.step_height is not None:
            parts.append(f"step height {self.step_height:g} m")
        if self.step_at is not None:
            parts.append(f"step {self.step_at:g} m from the inlet")
        if self.plate_length is not None:
            parts.append(f"plate length {self.plate_length:g} m")
        if self.naca is not None:
            parts.append(f"NACA {self.naca}")
        if self.chord is not None:
            parts.append(f"chord {self.chord:g} m")
        if self.angle_of_attack is not None:
            parts.append(f"angle of attack {self.angle_of_attack:g}°")
        parts.extend(obstacle.describe() for obstacle in self.obstacles)
        if self.two_d is not None:
            parts.append("2D" if self.two_d else "3D")
        if self.cells is not None:
            parts.append("cells " + " x ".join("-" if n is None else str(n) for n in self.cells))
        if self.max_cells is not None:
            parts.append(f"at most {self.max_cells} cells")
        if self.blockage is not None:
            parts.append(f"blockage {self.blockage:g}")
        return ", ".join(parts)


class GeometryReading(BaseModel):
    """What :func:`read_geometry` found, and the character ranges of the prompt it used."""

    model_config = ConfigDict(frozen=True)

    geometry: Geometry | None = None
    spans: tuple[tuple[int, int], ...] = ()


_I = re.IGNORECASE
_N = r"[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?"
#: A length unit as prose writes it; a bare number or "unit(s)" is metres.
_UNIT = (r"(?:\s*(?:mm|cm|m|inch(?:es)?|in(?=\s*(?:[,;)\]*]|[x×]\s*\d|by\b|and\b|long\b|"
         r"wide\b|high\b|diameter\b|channel\b|domain\b|duct\b|box\b|$))|ft|feet|foot|units?|meters?|metres?)\b)?")
#: Metres per length unit as prose writes it (the bounded-region and thing readers share it).
LENGTH_SCALES = {"mm": 1e-3, "cm": 1e-2, "m": 1.0, "in": 0.0254, "inch": 0.0254,
                 "inches": 0.0254, "ft": 0.3048, "feet": 0.3048, "foot": 0.3048}
#: A length is no speed, area or pressure: "a step with 10 m/s inflow" has no 10 m step.
_NOT_LENGTH = r"(?!\s*(?:/|\^|·|\*|per\b|(?:mm|cm|m|ft|km)\s*(?:/|\^|per\b)|s\b|Pa\b|K\b|°))"
_LEN = rf"(?P<{{name}}>{_N})(?!\d|\.\d|[eE][-+]?\d)(?P<{{name}}u>{_UNIT}){_NOT_LENGTH}"


def _len(name: str) -> str:
    return _LEN.format(name=name)


def _metres(match: re.Match[str], name: str) -> float:
    """The length group ``name`` of ``match`` in metres."""
    value = float(match.group(name))
    unit = (match.group(name + "u") or "").strip().lower()
    return value * LENGTH_SCALES.get(unit, 1.0)


_AXIS_RANGE = lazy_regex(
    rf"(?:from\s+)?{_len('a')}\s*(?:to|-|–|and|\.{{2,3}}|…)\s*{_len('b')}\s*"
    r"(?:(?:in|along|on|for)\s+(?:the\s+)?)?(?P<axis>[xyz])(?:[\s-]*(?:direction|axis|dir\.?))?\b",
    _I)
_AXIS_FIRST = lazy_regex(
    rf"\b(?P<axis>[xyz])\s*(?:from|in|:|=|∈|ranges?\s+from|spans?)\s*[\[(]?\s*{_len('a')}\s*"
    rf"(?:to|,|\.{{2,3}}|…|-|–)\s*{_len('b')}\s*[\])]?", _I)
_SIZE_WORDS = {
    0: r"long|in\s+length|length",
    1: r"high|tall|in\s+height|height|wide|in\s+width|width",
}
_DOMAIN_WORDS = r"(?:domain|channel|duct|box|cavity|pipe|tunnel|region|tank)"
_DOMAIN_DIMS = lazy_regex(
    rf"{_DOMAIN_WORDS}\b[^.;]{{0,40}}?{_len('a')}\s*(?:x|×|by|\*)\s*{_len('b')}"
    rf"(?:\s*(?:x|×|by|\*)\s*{_len('c')})?", _I)
_DIMS_DOMAIN = lazy_regex(
    rf"{_len('a')}\s*(?:x|×|by|\*)\s*{_len('b')}(?:\s*(?:x|×|by|\*)\s*{_len('c')})?\s*"
    rf"(?:\w+\s+)?{_DOMAIN_WORDS}\b", _I)
_LENGTH_OF = lazy_regex(rf"\b(?:length|long)\s*(?:of|=|:|is)?\s*(?:L\s*=\s*)?{_len('a')}", _I)
_LENGTH_AFTER = lazy_regex(rf"{_len('a')}\s*(?:long|in\s+length)\b", _I)
_HEIGHT_OF = lazy_regex(
    rf"\b(?:height|width|high|wide|tall)\s*(?:of|=|:|is)?\s*(?:H\s*=\s*)?{_len('a')}", _I)
_HEIGHT_AFTER = lazy_regex(rf"{_len('a')}\s*(?:high|tall|wide|in\s+height|in\s+width)\b", _I)
#: Only a height ("1 m high"), and only a width ("2 m wide"): with both and no length, the
#: width is the x size ("a cavity 2 m wide and 1 m high"; the width took y and the height was
#: not understood).
#: A depth ("0.2 m deep", "depth of 1 m") and a thickness: sizes by role, whose axis the
#: followed case's frame decides (``foam_agent.agents.spec.domain_frame``).
_DEPTH = (lazy_regex(rf"\bdepth\s*(?:of|=|:|is)?\s*{_len('a')}", _I),
          lazy_regex(rf"{_len('a')}\s*(?:deep|in\s+depth)\b", _I))
_THICKNESS = (lazy_regex(rf"\bthickness\s*(?:of|=|:|is)?\s*{_len('a')}", _I),
              lazy_regex(rf"{_len('a')}\s*thick\b(?!\s*(?:\(|in\b|along\b))", _I))
#: The roles read after the length and the height, each with the axes it may take first.
#: "two parallel plates 8 cm apart", "walls 2 cm apart": the distance across the flow between
#: the domain's two walls, its height.
_APART = (lazy_regex(rf"{_len('a')}\s*apart\b", _I),)
_LAST_ROLES: tuple[tuple[SizeRole, tuple[Regex, ...], tuple[int, ...]], ...] = (
    ("depth", _DEPTH, (1, 2, 0)), ("thickness", _THICKNESS, (2, 1, 0)),
    ("height", _APART, (1, 2, 0)))
_ONLY_HEIGHT = (lazy_regex(rf"\b(?:height|high|tall)\s*(?:of|=|:|is)?\s*(?:H\s*=\s*)?{_len('a')}",
                           _I),
                lazy_regex(rf"{_len('a')}\s*(?:high|tall|in\s+height)\b", _I))
_ONLY_WIDTH = (lazy_regex(rf"\b(?:width|wide)\s*(?:of|=|:|is)?\s*(?:W\s*=\s*)?{_len('a')}", _I),
               lazy_regex(rf"{_len('a')}\s*(?:wide|in\s+width)\b", _I))

_SHAPES: tuple[tuple[ObstacleShape, str], ...] = (
    ("diamond", r"diamond|rhomb(?:us|ic)|square\s+(?:rotated|turned|tilted)"),
    ("ellipse", r"ellip(?:se|tic(?:al)?)|oval"),
    ("circle", r"circular\s+cylinder|circle|circular|cylinder|disc|disk"),
    ("square", r"square"),
    ("rectangle", r"rectang(?:le|ular)|block|box-shaped|prism"),
)
_SHAPE = lazy_regex("|".join(f"(?P<{shape}>\\b(?:{words})\\b)" for shape, words in _SHAPES), _I)
_OBSTACLE_NOUN = lazy_regex(r"obstacles?|cyl\b|bod(?:y|ies)|cylinders?|blocks?|bluff|posts?|"
                            r"prisms?|circles?", _I)
#: The nouns of a domain: a shape word whose own noun is one of them shapes the domain ("a
#: 0.584 m square tank with a small obstacle on the floor", "flow in a circular pipe"), never a
#: body in it.
_DOMAIN_NOUNS = ("domain", "channel", "duct", "box", "pipe", "tunnel", "cavity", "tank", "room",
                 "enclosure", "chamber", "container", "vessel")
_DOMAIN_NOUN = r"(?:" + "|".join((*_DOMAIN_NOUNS, "tube")) + r")(?:e?s)?\b"
#: The shape word's own noun follows it, after at most one other word ("a square steel tank").
_SHAPES_DOMAIN = lazy_regex(rf"(?:-?\s*(?P<word>[a-z-]+)\s+|\s+)?\s*{_DOMAIN_NOUN}", _I)
_CENTRE = lazy_regex(
    rf"(?:(?:cent(?:er|re)(?:e?d)?|located|positioned|placed|position)\s*"
    rf"(?:at|of|on|:|=|is)?\s*(?:at\s+)?(?:\(|\[|x\s*=\s*)?|\bat\s*[(\[]|\bat\s+(?=x\s*=)x\s*=)\s*{_len('x')}\s*"
    rf"(?:,|x|×|;|and|\s)\s*(?:y\s*=\s*)?{_len('y')}"
    rf"(?:\s*(?:,|x|×)\s*(?:z\s*=\s*)?{_len('z')})?\s*[)\]]?", _I)
_WIDE_HIGH = lazy_regex(rf"{_len('a')}\s*wide[^.;]{{0,20}}?{_len('b')}\s*(?:high|tall)\b", _I)
_SIZE_XY = lazy_regex(
    rf"(?:size|dimensions?|measuring|of)\s*(?:of|=|:|is)?\s*{_len('a')}\s*(?:x|×|by|\*)\s*"
    rf"{_len('b')}(?:\s*(?:x|×|by|\*)\s*{_len('c')})?", _I)
_SIDE = lazy_regex(rf"\b(?:side|edge)(?:\s+length)?\s*(?:of|=|:|is)?\s*(?:a\s*=\s*)?{_len('a')}"
                   rf"|{_len('b')}\s*(?:sides?|square)\b", _I)
_DIAGONAL = lazy_regex(rf"\bdiagonal(?:\s+length)?\s*(?:of|=|:|is)?\s*{_len('a')}", _I)
_DIAMETER = lazy_regex(rf"\b(?:diameter|D)\s*(?:of|=|:|is)?\s*(?:D\s*=\s*)?{_len('a')}"
                       rf"|{_len('b')}\s*(?:in\s+)?diameter\b", _I)
_RADIUS = lazy_regex(rf"\b(?:radius|R)\s*(?:of|=|:|is)?\s*(?:R\s*=\s*)?{_len('a')}", _I)
_AXES = lazy_regex(rf"\baxes\s*(?:of|=|:)?\s*{_len('a')}\s*(?:and|x|×|by|,)\s*{_len('b')}", _I)
_WIDTH_HEIGHT = lazy_regex(rf"\b(?:width|wide)\s*(?:of|=|:)?\s*{_len('a')}[^.;]{{0,30}}?"
                           rf"\b(?:height|high|tall)\s*(?:of|=|:)?\s*{_len('b')}", _I)
_TWO_D = lazy_regex(r"\b2[\s-]?D\b|\btwo[\s-]dimensional\b|\bone\s+cell\s+(?:in|along|across|"
                    r"thick)|\b1\s+cell\s+(?:in|along|across)\s+(?:the\s+)?z|\bsingle\s+cell\s+"
                    r"(?:in|across|layer)", _I)
_THREE_D = lazy_regex(r"\b3[\s-]?D\b|\bthree[\s-]dimensional\b", _I)
_CELLS = lazy_regex(r"(?P<a>\d+)\s*(?:x|×|by|\*)\s*(?P<b>\d+)(?:\s*(?:x|×|by|\*)\s*(?P<c>\d+))?"
                    r"\s*(?:cells|mesh|grid)", _I)
_MAX_CELLS = lazy_regex(
    r"(?:(?:no|not|n't|dont)\s+(?:use\s+)?more\s+than|at\s+most|maximum\s+(?:of\s+)?|max\.?\s+|fewer\s+than|"
    r"less\s+than|under|up\s+to|below|within)\s*(?P<n>\d[\d,]*)\s*cells", _I)
_BLOCKAGE = lazy_regex(rf"blockage(?:\s+ratio)?\s*(?:of|=|:|is)?\s*(?P<v>{_N})\s*(?P<pc>%)?", _I)
_STEP_HEIGHT = lazy_regex(rf"\bstep\s*(?:(?:of|with)\s+(?:a\s+)?)?(?:height)?\s*(?:of|=|:|is)?\s*"
                          rf"(?:h\s*=\s*)?{_len('a')}"
                          rf"(?:\s*(?:high|tall|height))?", _I)
#: Where a step's edge lies: "the step at x = 50 mm", "the step 50 mm downstream of the inlet",
#: "an inlet channel 50 mm long ahead of the step", "50 mm upstream of the step".
_STEP_AT = lazy_regex(
    rf"\bstep(?:'s)?(?:\s+edge)?\s+(?:is\s+)?(?:at\s+x\s*=\s*{_len('a')}|{_len('b')}\s*"
    rf"(?:downstream\s+of|from|after|behind)\s+the\s+inlet)|"
    rf"{_len('c')}\s*(?:long\s+)?(?:(?:of\s+)?(?:inlet\s+)?(?:channel|duct)\s+)?"
    rf"(?:ahead\s+of|before|upstream\s+of|in\s+front\s+of)\s+the\s+step\b", _I)
_NACA = lazy_regex(r"\bNACA[\s-]*(?P<code>\d{4})\b", _I)
_CHORD = lazy_regex(rf"\bchord(?:\s+length)?\s*(?:of|=|:|is)?\s*(?:c\s*=\s*)?{_len('a')}", _I)
#: "angle of attack 4°", "4 degrees angle of attack", "4 deg AoA", "alpha = 4 deg" (the
#: airfoil's context is required by the caller).
_ATTACK = lazy_regex(rf"\b(?:angles?\s+of\s+attack|AoA|incidence)\s*(?:of|=|:|is)?\s*"
                     rf"(?:alpha\s*=\s*)?(?P<v>{_N})\s*(?:°|degrees?|deg)?|"
                     rf"(?<![\w.])(?P<before>{_N})\s*(?:°|degrees?|deg)\.?\s+(?:of\s+)?"
                     rf"(?:angles?\s+of\s+attack|AoA|incidence)\b|"
                     rf"\b(?:alpha|α)\s*(?:=|:|of)\s*(?P<alpha>{_N})\s*(?:°|degrees?|deg)?", _I)
_ROTATED = lazy_regex(r"(?:rotated|turned|tilted)\s+(?:by\s+|through\s+)?45\s*(?:°|degrees?|deg)",
                      _I)
_FORCES = lazy_regex(r"\bStrouhal\b|\bshedding\b|\blift\b|\bdrag\b|force\s+coefficients?|"
                     r"\bC[ld]\b", _I)
_REFINE = lazy_regex(r"refine\w*\s+(?:the\s+)?(?:mesh|grid)?\s*(?:near|around|close)", _I)
_SLIP = lazy_regex(r"\b(?:free[\s-]?slip|(?<![\w-])slip\s+(?:walls?|conditions?|boundar\w*)|"
                   r"symmetry(?:\s+planes?)?|unconfined|far[\s-]?field)\b", _I)
_WALLED = lazy_regex(r"\b(?:top|bottom|upper|lower|side)\b[^.;]{0,50}\bwalls?\b|"
                     r"\bchannel\s+walls?\b|\bwalls?\b[^.;]{0,30}\b(?:top|bottom)\b|"
                     r"\bchannel\b|\bduct\b", _I)
_KINDS: tuple[tuple[GeometryKind, Regex], ...] = (
    ("airfoil", re.compile(r"\b(?:air|aero)foil\b|\bNACA\b|\bwing\s+section\b", _I)),
    ("backward_step", re.compile(r"backward[\s-]*(?:facing[\s-]*)?step", _I)),
    ("forward_step", re.compile(r"forward[\s-]*(?:facing[\s-]*)?step", _I)),
    ("cavity", re.compile(r"\bcavity\b|\blid[\s-]driven\b", _I)),
    ("flat_plate", re.compile(r"\bflat[\s-]+plate\b", _I)),
    ("channel", re.compile(r"\bchannel\b|\bduct\b|\bbox\b|\bpipe\b|\btunnel\b|\bdomain\b", _I)),
)


class _Reader:
    """The prompt and the ranges used so far; a range is taken once."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.used: list[tuple[int, int]] = []
        self.evidence: list[GeometryPhrase] = []

    def free(self, start: int, end: int) -> bool:
        return all(end <= low or start >= high for low, high in self.used)

    def take(self, item: str, match: re.Match[str]) -> None:
        self.used.append((match.start(), match.end()))
        self.evidence.append(GeometryPhrase(item=item, phrase=" ".join(match.group(0).split()),
                                            start=match.start(), end=match.end()))

    def matches(self, pattern: Regex, start: int = 0,
                end: int | None = None) -> Iterator[re.Match[str]]:
        for match in pattern.finditer(self.text, start, len(self.text) if end is None else end):
            if self.free(match.start(), match.end()) and not _other_quantity(self.text, match):
                yield match


def _other_quantity(text: str, match: re.Match[str]) -> bool:
    """Whether a length of ``match`` written without a length unit has a unit of another
    quantity after it ("a time step of 0.0001 second", "a step of 5 kg"): such a number is no
    size of a thing, whatever words stand before it."""
    for name in match.re.groupindex:
        if not name.endswith("u") or name[:-1] not in match.re.groupindex:
            continue
        number = name[:-1]
        if match.group(number) is None or (match.group(name) or "").strip():
            continue
        unit = read_unit(text, match.end(number))
        if unit is not None and unit.kind not in ("length", "none"):
            return True
    return False


#: The evidence item of a size whose axis the request names.
AXIS_STATED = "size, axis stated"
#: A size said with its axis: "0.2 m wide (x)", "0.1 m deep (y)", "0.01 m thick in z",
#: "2 m along the x-axis": the axis decides, whatever the size's word.
_AXIS_SIZE = lazy_regex(
    rf"{_len('a')}\s*(?:wide|long|high|tall|deep|thick|in\s+size)?\s*(?:\(\s*(?P<axis>[xyz])\s*\)|"
    rf"(?:in|along)\s+(?:the\s+)?(?P<along>[xyz])(?:\s*-?\s*(?:direction|axis))?\b)", _I)


def _extents(reader: _Reader) -> tuple[list[float | None], list[float | None],
                                       list[SizeRole | None]]:
    """The domain's lower and upper corner per axis, and the role word of each size said
    without its axis ("6 m long": length), None where the words named the axis."""
    lower: list[float | None] = [None, None, None]
    upper: list[float | None] = [None, None, None]
    roles: list[SizeRole | None] = [None, None, None]
    for pattern in (_AXIS_RANGE, _AXIS_FIRST):
        for match in reader.matches(pattern):
            axis = "xyz".index(match.group("axis").lower())
            if lower[axis] is not None:
                continue
            low, high = sorted((_metres(match, "a"), _metres(match, "b")))
            lower[axis], upper[axis] = low, high
            reader.take(f"{'xyz'[axis]} range", match)
            _restated(reader, match, high - low)
    for match in reader.matches(_AXIS_SIZE):
        axis = "xyz".index((match.group("axis") or match.group("along")).lower())
        if lower[axis] is None and match.group("au").strip() \
                and near_domain(reader.text, match.start(), match.end()):
            lower[axis], upper[axis] = 0.0, _metres(match, "a")
            reader.take(f"{'xyz'[axis]} {AXIS_STATED}", match)
    dims = [*reader.matches(_DOMAIN_DIMS), *reader.matches(_DIMS_DOMAIN)]
    for match in sorted(dims, key=lambda item: item.start()):
        sizes = [_metres(match, "a"), _metres(match, "b")]
        if match.group("c"):
            sizes.append(_metres(match, "c"))
        for axis, size in enumerate(sizes):
            if lower[axis] is None:
                lower[axis], upper[axis] = 0.0, size
        reader.take("domain size", match)
        break
    sized = [pattern for pattern in (_LENGTH_OF, _LENGTH_AFTER, *_ONLY_HEIGHT, *_ONLY_WIDTH)
             if any(near_domain(reader.text, match.start(), match.end())
                    for match in reader.matches(pattern))]
    # An enclosure's width is across it (x) even alone ("a tank 0.584 m wide"); a channel's
    # is its y size unless a height is given too.
    enclosed = re.search(r"\b(?:cavity|box|room|tank|enclosure)\b", reader.text, _I)
    width_is_x = lower[0] is None and not {_LENGTH_OF, _LENGTH_AFTER} & set(sized) \
        and bool(set(_ONLY_HEIGHT) & set(sized) or enclosed) and bool(set(_ONLY_WIDTH) & set(sized))
    order = (((0, _ONLY_WIDTH), (1, _ONLY_HEIGHT)) if width_is_x
             else ((0, (_LENGTH_OF, _LENGTH_AFTER)), (1, (_HEIGHT_OF, _HEIGHT_AFTER))))
    for axis, patterns in order:
        if lower[axis] is not None:
            continue
        for pattern in patterns:
            found = next(reader.matches(pattern), None)
            if found is not None and near_domain(reader.text, found.start(), found.end()):
                lower[axis], upper[axis] = 0.0, _metres(found, "a")
                roles[axis] = _role_of(found.group(0))
                reader.take(f"{'xyz'[axis]} size", found)
                break
    for role, worded, axes in _LAST_ROLES:
        found = next((match for pattern in worded for match in reader.matches(pattern)
                      if near_domain(reader.text, match.start(), match.end())), None)
        free = next((axis for axis in axes if lower[axis] is None), None)
        if found is not None and free is not None and role not in roles:
            lower[free], upper[free] = 0.0, _metres(found, "a")
            roles[free] = role
            reader.take(f"{'xyz'[free]} size", found)
    return lower, upper, roles


#: A size by its role just before the range that says it again: "6 m long (x from 0 to 6)".
_BEFORE_RANGE = lazy_regex(r"\s*[(:,]?\s*(?:i\.e\.\s*|that\s+is\s*)?$", _I)


def _restated(reader: _Reader, axis_range: re.Match[str], size: float) -> None:
    """Take the size said by its role right before ``axis_range`` when it is the range's
    length: the same size twice, read once (it was left "not understood")."""
    start = max(0, axis_range.start() - 40)
    for pattern in (_LENGTH_AFTER, _HEIGHT_AFTER, *_DEPTH, *_THICKNESS):
        for match in reader.matches(pattern, start, axis_range.start()):
            if _BEFORE_RANGE.fullmatch(reader.text, match.end(), axis_range.start()) \
                    and math.isclose(_metres(match, "a"), size, rel_tol=1e-9):
                reader.take("size restated (its range read)", match)
                return


#: The role each size word names; the word's axis is the followed case's to decide.
_ROLE_WORDS: tuple[tuple[SizeRole, Regex], ...] = (
    ("width", re.compile(r"\bwid(?:e|th)\b", _I)),
    ("height", re.compile(r"\b(?:high|height|tall)\b", _I)),
    ("length", re.compile(r"\b(?:long|length)\b", _I)),
)


def _role_of(words: str) -> SizeRole | None:
    """The size role ``words`` name ("1 m high": height), or None."""
    return next((role for role, pattern in _ROLE_WORDS if pattern.search(words)), None)


#: Things inside a domain whose size a prompt gives right before naming them ("a 0.3 m wide
#: water column", "a 5 cm wide inlet"): the size is theirs, not the domain's.
_SIZED_PART = lazy_regex(
    r"\s+(?:[a-z]+\s+)?(?:columns?|blocks?|regions?|jets?|slots?|inlets?|outlets?|gaps?|"
    r"layers?|films?|openings?|vents?|windows?|doors?|heaters?|plates?|fins?|obstacles?|"
    r"cylinders?|squares?|steps?|bod(?:y|ies)|walls?|pools?|bubbles?|drops?|droplets?|"
    r"bumps?|hills?|baffles?|patch(?:es)?|zones?|notch(?:es)?|holes?|cut-?outs?|chunks?|"
    r"corners?|recess(?:es)?|grooves?)\b", _I)


#: "water height 0.292 m", "liquid level of 5 cm": the fill's height, not the domain's.
_LIQUID_LEVEL = lazy_regex(r"\b(?:water|liquid|fill(?:ing)?|free[\s-]*surface|oil)\s*$")


#: Words that name a body only with the body's noun after them ("a square cylinder", "a
#: rectangular block"), or a liquid's by them ("a water column", "a column of oil"); alone
#: they shape the domain ("square 0.1 m x 0.1 m", "a rectangular tank", "a bubble column").
_SHAPE_WORDS = {"square": _OBSTACLE_NOUN, "rectang": _OBSTACLE_NOUN}


def _body_at(before: str, word: str) -> int:
    """Where ``word`` last names a body in ``before`` (-1 when it does not)."""
    at = before.rfind(word)
    if at < 0:
        return -1
    noun = _SHAPE_WORDS.get(word)
    if noun is not None and not noun.search(before, at + len(word), at + len(word) + 25):
        return -1
    if word == "column" and not (re.search(rf"\b{_LIQUID_WORD}\b", before[max(0, at - 50):at], _I)
                                 or _LIQUID_AFTER.match(before, at + len(word))):
        return -1
    return at


#: The words before a size word that make it a catalog quantity's name ("roughness" of
#: "roughness length", "reference" of "reference height", "mixing" of the inflow
#: turbulence's "mixing length"): a length of its own, never the domain's.
_QUANTITY_QUALIFIER = lazy_regex(
    r"\b(?:" + "|".join(sorted({re.escape(word.rpartition(" ")[0]) for word in (
        *(word for row in QUANTITIES if row.dimensions == (0, 1, 0, 0, 0, 0, 0)
          for word in row.words),
        *LENGTH_SCALE_NAMES)
        if word.rpartition(" ")[2] in ("length", "height")},
        key=len, reverse=True)) + r")\s*$", re.IGNORECASE)


def near_domain(text: str, position: int, end: int | None = None) -> bool:
    """Whether a "length"/"height" (at ``position``, ending at ``end``) belongs to the
    domain, not to a body, a step or a part named right after it, nor to a quantity of
    the catalog whose name it ends ("roughness length")."""
    if end is not None and _SIZED_PART.match(text, end):
        return False
    before = text[max(0, position - 60):position].lower()
    if _QUANTITY_QUALIFIER.search(before):
        return False
    if _LIQUID_LEVEL.search(before):
        return False
    # A part named before its size ("a water column 0.15 m wide") is sized, not the domain.
    body = max((_body_at(before, word) for word in (
        "obstacle", "cylinder", "square", "step", "diamond", "rectang", "body", "column", "pool",
        "layer", "jet", "slot", "inlet", "outlet", "heater", "vent", "window", "door", "block",
        "notch", "hole", "fin", "baffle")), default=-1)
    domain = max((before.rfind(word) for word in _DOMAIN_NOUNS), default=-1)
    return domain > body or (domain == -1 and body == -1)


def _obstacle_size(reader: _Reader, shape: ObstacleShape, start: int, end: int
                   ) -> tuple[float | None, float | None]:
    """The obstacle's (width, height) from its own words between ``start`` and ``end``."""
    for pattern, kind in ((_DIAGONAL, "diagonal"), (_AXES, "axes"), (_WIDTH_HEIGHT, "wh"),
                          (_WIDE_HIGH, "wh"), (_SIZE_XY, "xy"), (_DIAMETER, "diameter"),
                          (_RADIUS, "radius"), (_SIDE, "side")):
        match = next(reader.matches(pattern, start, end), None)
        if match is None:
            continue
        reader.take(f"{shape} size", match)
        if kind in ("axes", "wh", "xy"):
            return _metres(match, "a"), _metres(match, "b")
        group = "a" if match.group("a") is not None else "b"
        value = _metres(match, group) * (2.0 if kind == "radius" else 1.0)
        return value, value
    return None, None


#: A liquid's own body ("the water block", "a block of oil"): what setFields fills, no obstacle.
_LIQUID_WORD = r"(?:water|liquid|oil|mercury|glycerine|glycerol|fluid)"
_LIQUID_BEFORE = lazy_regex(rf"\b{_LIQUID_WORD}\s*$", _I)
_LIQUID_AFTER = lazy_regex(rf"\s+of\s+(?:the\s+)?{_LIQUID_WORD}\b", _I)


def _of_liquid(text: str, match: re.Match[str]) -> bool:
    """Whether a shape word names a body of liquid, not a solid obstacle."""
    return bool(_LIQUID_BEFORE.search(text, max(0, match.start() - 20), match.start())
                or _LIQUID_AFTER.match(text, match.end()))


#: How far after a shape word its noun is looked for: the words up to the clause's end
#: ("58.4 cm square, with the little block on the floor": the square is the tank's).
_NOUN_REACH = 40
_CLAUSE_END = lazy_regex(r"[,;:()\[\]]|\.(?!\d)")
#: A block of the mesh or of a solver, no body: "one hex block of 80 x 4 x 1 cells", "the
#: coupled (block) velocity solver", "block-coupled".
_MESH_BLOCK = lazy_regex(r"\)?\s*-?\s*(?:(?:[a-z]+\s+){0,2}(?:solvers?|coupled)\b|"
                         r"of\s+\d+\s*(?:x|×|by)\s*\d+(?:\s*(?:x|×|by)\s*\d+)?\s*cells)", _I)
_MESH_BLOCK_BEFORE = lazy_regex(r"\b(?:hex|mesh|blockMesh|coupled)\s*\(?\s*$", _I)


#: A list item after the body's mention: only there may its size stand apart from it.
_LIST_ITEM = lazy_regex(r"\n\s*[-*•]")


def _clause_end(text: str, match: re.Match[str]) -> int:
    """Where a shape word's own noun may end: its clause's end, at most ``_NOUN_REACH``
    characters on."""
    reach = min(len(text), match.end() + _NOUN_REACH)
    end = _CLAUSE_END.search(text, match.end(), reach)
    return end.start() if end is not None else reach


def _shapes_domain(text: str, match: re.Match[str]) -> bool:
    """Whether a shape word describes the domain: its own noun, right after it, is one of
    the domain's ("square tank", "circular cross-section pipe" is not: the word between is
    no body's noun only when it names none)."""
    after = _SHAPES_DOMAIN.match(text, match.end())
    if after is None:
        return False
    word = after.group("word")
    return word is None or not (_OBSTACLE_NOUN.fullmatch(word) or _SHAPE.fullmatch(word))


def _obstacles(reader: _Reader) -> list[Obstacle]:
    """Each obstacle: a shape word, then its size and centre up to the next shape word.

    "Two square obstacles … one of size 1 x 1 centred at 1.5 x 1.25 and the other of size 1 x 1
    centred at 3.5 x 1.25" gives two squares: every centre after a shape word starts an
    obstacle of that shape, with the size stated before it.
    """
    text = reader.text
    mentions = [match for match in _SHAPE.finditer(text)
                if (_OBSTACLE_NOUN.search(text, match.start(), _clause_end(text, match))
                    or match.lastgroup in ("circle", "diamond", "ellipse"))
                and not _of_liquid(text, match) and not _shapes_domain(text, match)
                and not _MESH_BLOCK.match(text, match.end())
                and not _MESH_BLOCK_BEFORE.search(text, max(0, match.start() - 12),
                                                  match.start())]
    mentions = [match for index, match in enumerate(mentions)
                if not index or match.start() - mentions[index - 1].end() > 2]
    if not mentions:
        return []
    found: list[Obstacle] = []
    for index, mention in enumerate(mentions):
        shape: ObstacleShape = mention.lastgroup  # type: ignore[assignment]
        end = mentions[index + 1].start() if index + 1 < len(mentions) else len(text)
        sentence_end = _sentence_end(text, mention.end())
        segment_end = max(end, sentence_end) if index + 1 == len(mentions) else end
        phrase = " ".join(mention.group(0).split())
        centres = list(reader.matches(_CENTRE, mention.start(), segment_end))
        if not centres:
            width, height = _obstacle_size(reader, shape, mention.start(),
                                           min(segment_end, sentence_end))
            if width is None and len(mentions) == 1 and _LIST_ITEM.search(text, mention.end()):
                # A list gives the size on a line of its own ("- 2D flow past a circular
                # cylinder\n- D = 0.1 m"): the one body's size may be anywhere after it.
                width, height = _obstacle_size(reader, shape, mention.start(), len(text))
            found.append(Obstacle(shape=shape, width=width, height=height, phrase=phrase))
            continue
        cursor = mention.start()
        for centre in centres:
            width, height = _obstacle_size(reader, shape, cursor, centre.start())
            if width is None and centre.end() < segment_end:
                width, height = _obstacle_size(reader, shape, centre.end(),
                                               min(segment_end, sentence_end))
            reader.take(f"{shape} centre", centre)
            words = " ".join(text[cursor:centre.end()].split())
            found.append(Obstacle(shape=shape, width=width, height=height,
                                  centre=(_metres(centre, "x"), _metres(centre, "y")),
                                  phrase=words if len(words) < 200 else centre.group(0)))
            cursor = centre.end()
    return _distinct(found)


def _distinct(found: list[Obstacle]) -> list[Obstacle]:
    """The bodies, without mentions that only name one again.

    "Two square obstacles" followed by each one's size and centre, or "the rectangular obstacle
    has no-slip walls" after its size was given, add no body: a mention with neither size nor
    centre counts only when no mention has either. A sizeless body takes the size of the body
    named before it ("the other square … centred at 3.5 x 1.25").
    """
    described = [item for item in found if item.width is not None or item.centre is not None]
    if not described:
        return found[:1]
    kept: list[Obstacle] = []
    for item in described:
        if item.width is None and kept:
            item = item.model_copy(update={"width": kept[-1].width, "height": kept[-1].height})
        kept.append(item)
    return kept


def _sentence_end(text: str, position: int) -> int:
    match = re.compile(r"\.(?!\d)|;|\n").search(text, position)
    return match.start() if match else len(text)


def _kind(reader: _Reader, obstacles: list[Obstacle]) -> GeometryKind | None:
    for kind, pattern in _KINDS:
        if kind == "channel" and obstacles:
            return "obstacles_in_channel"
        if pattern.search(reader.text):
            return kind
    return "obstacles_in_channel" if obstacles else None


def _airfoil(reader: _Reader) -> tuple[str | None, float | None, float | None]:
    """An airfoil's NACA code, chord (m) and angle of attack (degrees), read before the
    domain's extents so that "chord length 0.3 m" is not taken for the domain's length."""
    naca = chord = attack = None
    if _KINDS[0][1].search(reader.text) is None:
        return None, None, None
    for item, pattern in (("naca", _NACA), ("chord", _CHORD), ("angle of attack", _ATTACK)):
        match = next(reader.matches(pattern), None)
        if match is None:
            continue
        reader.take(item, match)
        if item == "naca":
            naca = match.group("code")
        elif item == "chord":
            chord = _metres(match, "a")
        else:
            attack = float(match.group("v") or match.group("before") or match.group("alpha"))
    return naca, chord, attack


def _step_at(reader: _Reader) -> float | None:
    """How far the step's edge lies from the inlet, read before the domain's extents so that
    "an inlet channel 50 mm long ahead of the step" is not taken for the domain's length."""
    if not any(kind in ("backward_step", "forward_step") and pattern.search(reader.text)
               for kind, pattern in _KINDS):
        return None
    match = next(reader.matches(_STEP_AT), None)
    if match is None:
        return None
    reader.take("step position", match)
    name = next(group for group in "abc" if match.group(group) is not None)
    return _metres(match, name)


def _plate_length(reader: _Reader, lower: list[float | None], upper: list[float | None]
                  ) -> float | None:
    """A flat plate's length: the request's length is the plate's ("a flat plate 1 m long",
    "a 1 m long flat plate"), and the domain is laid out around it, so the x extent read as
    the domain's is taken back."""
    if lower[0] is not None and upper[0] is not None:
        length = upper[0] - lower[0]
        lower[0] = upper[0] = None
        return length
    for pattern in (_LENGTH_AFTER, _LENGTH_OF):
        found = next(reader.matches(pattern), None)
        if found is not None:
            reader.take("x size", found)
            return _metres(found, "a")
    return None


def read_geometry(prompt: str) -> GeometryReading:
    """Read the geometry of ``prompt``; offsets refer to ``prompt`` exactly as given.

    A prompt that states neither an obstacle, nor extents, nor a geometry word reads as no
    geometry (``geometry=None``), so a plain tutorial request is left to its tutorial's mesh.
    """
    reader = _Reader(prompt)
    cells = None
    match = next(reader.matches(_CELLS), None)
    if match is not None:
        cells = (int(match.group("a")), int(match.group("b")),
                 int(match.group("c")) if match.group("c") else None)
        reader.take("cells", match)
    obstacles = _obstacles(reader)
    naca, chord, attack = _airfoil(reader)
    step_at = _step_at(reader)
    lower, upper, roles = _extents(reader)
    kind = _kind(reader, obstacles)
    has_extent = any(value is not None for value in lower)
    if kind is None and not has_extent:
        return GeometryReading()
    two_d: bool | None = None
    for pattern, value in ((_TWO_D, True), (_THREE_D, False)):
        match = next(reader.matches(pattern), None)
        if match is not None and two_d is None:
            two_d = value
            reader.take("2D" if value else "3D", match)
    max_cells = None
    match = next(reader.matches(_MAX_CELLS), None)
    if match is not None:
        max_cells = int(match.group("n").replace(",", ""))
        reader.take("max cells", match)
    blockage = None
    match = next(reader.matches(_BLOCKAGE), None)
    if match is not None:
        blockage = float(match.group("v")) * (0.01 if match.group("pc") else 1.0)
        reader.take("blockage", match)
    step_height = None
    if kind in ("backward_step", "forward_step"):
        match = next(reader.matches(_STEP_HEIGHT), None)
        if match is not None:
            step_height = _metres(match, "a")
            reader.take("step height", match)
    plate_length = _plate_length(reader, lower, upper) if kind == "flat_plate" else None
    for rotated in reader.matches(_ROTATED):
        if any(o.shape == "diamond" for o in obstacles):
            reader.take("diamond rotation", rotated)
    refine = next(reader.matches(_REFINE), None)
    if refine is not None:
        reader.take("refine near obstacle", refine)
    lateral: Literal["wall", "slip"] | None = None
    slip = _SLIP.search(prompt)
    if slip is not None:
        lateral = "slip"
    elif _WALLED.search(prompt):
        lateral = "wall"
    geometry = Geometry(
        kind=kind or "channel", lateral=lateral,
        lower=(lower[0], lower[1], lower[2]), upper=(upper[0], upper[1], upper[2]),
        size_roles=(roles[0], roles[1], roles[2]),
        obstacles=tuple(obstacles), two_d=two_d, cells=cells, max_cells=max_cells,
        blockage=blockage, step_height=step_height,
        step_at=step_at if kind in ("backward_step", "forward_step") else None,
        plate_length=plate_length, naca=naca,
        chord=chord,
        angle_of_attack=attack, refine_near_obstacle=refine is not None,
        forces=_FORCES.search(prompt) is not None,
        evidence=tuple(sorted(reader.evidence, key=lambda item: item.start)),
    )
    return GeometryReading(geometry=geometry, spans=tuple(sorted(reader.used)))
