"""Sizes of the followed case's own shape: "a 15 degree wedge", "a pipe of 2 in diameter".

Why a reader of its own: no generated geometry holds a wedge or a pipe (agents/geometry makes
channels, bodies in them and airfoils), so the geometry reader left these "not understood".
They are read here so the author can re-make the followed case's wedge or pipe where its mesh
says how (wedge15Ma5's ramp, pipeCyclic's ``radius``) and the audit can compare the stated
size with the case's in every other case.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from foam_agent.agents.spec.dimensionless import LengthMention
from foam_agent.agents.spec.phrases import NUMBER
from foam_agent.agents.spec.stated import Requirements, Stated

_I = re.IGNORECASE
_DEGREES = r"\s*(?:°|deg(?:ree)?s?\b)"
#: "15 degree wedge", "15° wedge", "a wedge with a half-angle of 10 degrees", "wedge angle 15°".
_WEDGE = re.compile(
    rf"(?<![\w.])(?P<a>{NUMBER}){_DEGREES}\s*-?\s*(?:half\s*-?\s*angle\s+)?wedge\b|"
    rf"\bwedge\s+(?:with\s+)?(?:an?\s+|its\s+)?(?:half\s*-?\s*)?angle\s*(?:of|=|:|is)?\s*"
    rf"(?P<b>{NUMBER}){_DEGREES}", _I)
#: A request about flow in a pipe (not a shock tube, whose "tube" has no diameter to apply).
_PIPE = re.compile(r"\bpipe\b|\b(?<!shock\s)tube\b(?!\s*(?:bundle|bank))", _I)


@dataclass(frozen=True)
class ShapeSizes:
    """A wedge angle (degrees) and a pipe diameter (m) the request states, and the spans."""

    wedge_angle: Stated[float] | None = None
    pipe_diameter: Stated[float] | None = None
    spans: tuple[tuple[int, int], ...] = ()


def read_shapes(text: str, lengths: tuple[LengthMention, ...]) -> ShapeSizes:
    """The wedge angle and the pipe diameter of ``text``; ``lengths`` are the lengths read."""
    spans: list[tuple[int, int]] = []
    angle = None
    wedge = _WEDGE.search(text)
    if wedge is not None:
        value = float(wedge.group("a") or wedge.group("b"))
        angle = Stated(value, " ".join(wedge.group(0).split()))
        spans.append((wedge.start(), wedge.end()))
    diameter = None
    if _PIPE.search(text) and not re.search(r"\bshock\s*-?\s*tube\b", text, _I):
        named = next((item for item in lengths if "diameter" in item.names), None)
        if named is not None:
            diameter = Stated(named.value, named.phrase)
            spans.append((named.start, named.end))
    return ShapeSizes(angle, diameter, tuple(spans))


def with_shapes(requirements: Requirements, shapes: ShapeSizes) -> Requirements:
    """``requirements`` holding the shape sizes read."""
    if shapes.wedge_angle is None and shapes.pipe_diameter is None:
        return requirements
    return replace(requirements, wedge_angle=shapes.wedge_angle,
                   pipe_diameter=shapes.pipe_diameter)
