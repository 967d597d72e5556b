"""The in-plane direction of a case's inflow, and turning it onto +x.

Why: a generated airfoil mesh carries the angle of attack by turning the section in a flow
along +x. A tutorial followed for its physics may blow at an angle of its own (airFoil2D's
free stream is at 8°), and its velocities are kept when the mesh is replaced, so the section
at 0° met an 8° stream: the angle of attack was the tutorial's, not the one stated or noted.
The audit measures the angle of attack against the same direction.
"""

from __future__ import annotations

import math
import re

from foam_agent.foamcase.lazy_pattern import lazy_regex

_NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
_UNIFORM_VECTOR = lazy_regex(
    rf"\buniform\s*\(\s*({_NUMBER})\s+({_NUMBER})\s+({_NUMBER})\s*\)")
#: Below this (degrees) the inflow counts as along +x already.
ALIGNED_DEG = 1e-6


def inflow_angle(velocity_text: str) -> float | None:
    """The angle (degrees, from +x towards +y) of the fastest uniform vector of a U file,
    or None when it has none that moves in the x-y plane."""
    vectors = [(float(m.group(1)), float(m.group(2)))
               for m in _UNIFORM_VECTOR.finditer(velocity_text)]
    moving = [vector for vector in vectors if math.hypot(*vector) > 0]
    if not moving:
        return None
    fastest = max(moving, key=lambda vector: math.hypot(*vector))
    return math.degrees(math.atan2(fastest[1], fastest[0]))


def _number(value: float) -> str:
    return f"{value:.12g}" if abs(value) > 1e-12 else "0"


def along_x(velocity_text: str) -> tuple[str, float | None]:
    """The U file with every uniform vector turned in the x-y plane by minus the inflow's
    angle (so the inflow is along +x, magnitudes and z kept), and the angle turned; the text
    unchanged and None when the inflow is along +x already or has no direction."""
    angle = inflow_angle(velocity_text)
    if angle is None or abs(angle) < ALIGNED_DEG:
        return velocity_text, None
    turn = math.radians(-angle)
    cos, sin = math.cos(turn), math.sin(turn)

    def turned(match: re.Match[str]) -> str:
        x, y, z = (float(group) for group in match.groups())
        return (f"uniform ({_number(x * cos - y * sin)} {_number(x * sin + y * cos)} "
                f"{match.group(3)})")

    return _UNIFORM_VECTOR.sub(turned, velocity_text), angle
