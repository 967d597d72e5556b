"""Gravity as a vector, a magnitude along the followed case's direction, or none.
"""

from __future__ import annotations

import re

from foam_agent.agents.spec.phrases import NUMBER, VECTOR, to_number, to_vector
from foam_agent.agents.spec.stated import Number, Stated, Vector
from foam_agent.agents.spec.values.page import IS, Page
from foam_agent.foamcase.catalog.constants import CONSTANTS

#: What names gravity: the words, or a bare ``g`` only with ``=`` or ``:`` (``e.g.`` is no g).
_GRAVITY_NAME = (r"(?:\b(?:gravitational\s+acceleration|acceleration\s+(?:due\s+to|of)\s+"
                 rf"gravity|gravity(?:\s+vector)?){IS}|\bg\s*[=:]\s*)")

_GRAVITY = (
    rf"{_GRAVITY_NAME}(?P<v>{VECTOR})",
    rf"{_GRAVITY_NAME}(?P<v>{NUMBER})(?:\s*(?:m\s*/\s*s\s*\^?\s*2|m\s*s\^?-2|m\s*/\s*s²)(?!\w))?"
    r"(?:\s*(?:acting\s+|pointing\s+|directed\s+)?(?:in|along)\s+(?:the\s+)?(?P<asign>[-+])?"
    r"(?P<axis>[xyz])\b(?:\s*-?\s*(?:direction|axis))?|"
    r"\s*(?:downwards?|pointing\s+down|down)?\s*\(\s*(?P<sign>[-+])?\s*(?P<signed>[xyz])\s*\))?",
)

#: Gravity given as the named constant ("g = standard gravity"): its value along the case's
#: own direction, as a magnitude is.
_STANDARD = next(constant for constant in CONSTANTS
                 if constant.name == "standard acceleration of gravity")
_NAMED = "|".join(r"\s+".join(re.escape(part) for part in word.split())
                  for word in _STANDARD.words)
_GRAVITY_CONSTANT = (rf"{_GRAVITY_NAME}(?:the\s+)?(?P<v>{_NAMED})\b",)

_NO_GRAVITY = (r"\b(?P<v>(?:no|zero|without|ignore|neglect(?:ing)?)\s+(?:the\s+)?gravity|"
               r"gravity\s*(?:is\s+|:\s*)?(?:neglected|ignored|switched\s+off|turned\s+off|"
               r"off|none|disabled|not\s+(?:included|considered|needed)))\b",)


def read_gravity(page: Page) -> Stated[Vector | Number] | None:
    """Gravity as a vector, a magnitude in m/s^2 (along the reference's direction), or none."""
    match = page.first(_GRAVITY)
    if match is not None:
        text, axis = match.group("v"), match.groupdict().get("axis")
        vector = re.fullmatch(VECTOR, text)
        value: Vector | Number
        if vector:
            value = to_vector(vector)
        elif match.groupdict().get("signed"):
            # "9.81 m/s2 downward (-z)": the magnitude along the signed axis.
            sign = -1.0 if match.group("sign") == "-" else 1.0
            value = tuple(sign * abs(float(to_number(text))) if name == match.group("signed")
                          else 0.0 for name in "xyz")  # type: ignore[assignment]
        elif axis:
            # "-9.81 m/s2 in y": a signed component on the named axis; "9.81 in -z" the same.
            component = float(to_number(text))
            if match.group("asign"):
                component = -abs(component) if match.group("asign") == "-" else abs(component)
            x, y, z = (component if name == axis.lower() else 0.0 for name in "xyz")
            value = (x, y, z)
        else:
            # A bare value is a magnitude: its sign says "down", never "flip the reference".
            value = abs(to_number(text))
        return Stated(value, page.take(match.start(), match.end()))
    match = page.first(_GRAVITY_CONSTANT)
    if match is not None:
        return Stated(_STANDARD.value, page.take(match.start(), match.end()))
    match = page.first(_NO_GRAVITY)
    if match is not None:
        return Stated((0.0, 0.0, 0.0), page.take(match.start(), match.end()))
    return None
