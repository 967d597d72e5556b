"""Gravity as a vector, a magnitude along the followed case's direction, or none.
"""

from __future__ import annotations

import re

from foam_agent.agents.spec.phrases import NUMBER, VECTOR, in_si, to_number, to_vector, unit_after
from foam_agent.agents.spec.stated import Number, Stated, Vector
from foam_agent.agents.spec.units import UnitReading
from foam_agent.agents.spec.values.page import IS, Page
from foam_agent.foamcase.catalog.constants import CONSTANTS
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: What names gravity: the words, or a bare ``g`` only with ``=`` or ``:`` (``e.g.`` is no g).
_GRAVITY_NAME = (r"(?:\b(?:gravitational\s+acceleration|acceleration\s+(?:due\s+to|of)\s+"
                 rf"gravity|gravity(?:\s+vector)?){IS}|\bg\s*[=:]\s*)")

#: The direction said after a magnitude: "in -y", "along the z axis", "downward (-z)".
_DIRECTION = (r"(?:\s*(?:acting\s+|pointing\s+|directed\s+)?(?:in|along)\s+(?:the\s+)?"
              r"(?P<asign>[-+])?(?P<axis>[xyz])\b(?:\s*-?\s*(?:direction|axis))?|"
              r"\s*(?:downwards?|pointing\s+down|down)?\s*\(\s*(?P<sign>[-+])?\s*"
              r"(?P<signed>[xyz])\s*\))")
_DIRECTION_AFTER = lazy_regex(_DIRECTION, re.IGNORECASE)
_GRAVITY = (
    rf"{_GRAVITY_NAME}(?P<v>{VECTOR})",
    rf"{_GRAVITY_NAME}(?P<v>{NUMBER})(?:\s*(?:m\s*/\s*s\s*\^?\s*2|m\s*s\^?-2|m\s*/\s*s²)(?!\w))?"
    rf"{_DIRECTION}?",
)

#: Gravity named, then its value after other words ("Martian gravity, 12.17 ft/s^2 pointing
#: down", "gravity on the Moon (1.62 m/s^2)"): taken only with a unit of acceleration.
_GRAVITY_LOOSE = (r"\b(?:gravity|gravitational\s+acceleration)\b[^.;:!?\d()]{0,30}?\(?\s*"
                  rf"(?P<v>{NUMBER})",)
#: What says a loose gravity's direction is down, after its unit.
_DOWN = lazy_regex(r"\s*(?:pointing\s+|acting\s+|directed\s+)?(?:down(?:wards?)?)\b\??",
                   re.IGNORECASE)

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
    unit = unit_after(page.text, match.end("v")) if match is not None else None
    if match is not None and unit is not None and unit.kind not in ("acceleration", "none"):
        match = None  # "gravity 2 m": the number is no acceleration
    loose = page.first(_GRAVITY_LOOSE) if match is None else None
    if loose is not None:
        unit = unit_after(page.text, loose.end("v"))
        if unit is not None and unit.kind == "acceleration":
            down = _DOWN.match(page.text, unit.end)
            return Stated(float(f"{abs(in_si(to_number(loose.group('v')), unit)):.6g}"),
                          page.take(loose.start(), down.end() if down else unit.end))
    if match is not None:
        return Stated(*_read_match(page, match, unit))
    match = page.first(_GRAVITY_CONSTANT)
    if match is not None:
        return Stated(_STANDARD.value, page.take(match.start(), match.end()))
    match = page.first(_NO_GRAVITY)
    if match is not None:
        return Stated((0.0, 0.0, 0.0), page.take(match.start(), match.end()))
    return None


def _read_match(page: Page, match: re.Match[str], unit: UnitReading | None
                ) -> tuple[Vector | Number, str]:
    """The gravity a match of ``_GRAVITY`` states and its words, the value scaled to m/s^2
    by ``unit`` ("gravity 32.2 ft/s^2"; the pattern spells only SI's) and its direction read
    after that unit where the pattern stopped before it ("12.17 ft/s^2 along -y")."""
    text, groups, end = match.group("v"), match.groupdict(), match.end()
    scale = 1.0
    if unit is not None and unit.kind == "acceleration":
        scale = float(in_si(1.0, unit))
        if unit.end > end:
            tail = _DIRECTION_AFTER.match(page.text, unit.end)
            groups = tail.groupdict() if tail is not None else {}
            end = tail.end() if tail is not None else unit.end
    vector = re.fullmatch(VECTOR, text)
    value: Vector | Number
    if vector:
        value = tuple(float(f"{scale * component:.6g}")
                      for component in to_vector(vector))  # type: ignore[assignment]
    elif groups.get("signed"):
        # "9.81 m/s2 downward (-z)": the magnitude along the signed axis.
        sign = -1.0 if groups.get("sign") == "-" else 1.0
        value = tuple(float(f"{sign * scale * abs(float(to_number(text))):.6g}")
                      if name == groups["signed"] else 0.0
                      for name in "xyz")  # type: ignore[assignment]
    elif groups.get("axis"):
        # "-9.81 m/s2 in y": a signed component on the named axis; "9.81 in -z" the same.
        component = float(f"{scale * float(to_number(text)):.6g}")
        if groups.get("asign"):
            component = -abs(component) if groups["asign"] == "-" else abs(component)
        x, y, z = (component if name == groups["axis"].lower() else 0.0 for name in "xyz")
        value = (x, y, z)
    else:
        # A bare value is a magnitude: its sign says "down", never "flip the reference".
        value = abs(to_number(text)) if scale == 1.0 \
            else float(f"{abs(scale * float(to_number(text))):.6g}")
    return value, page.take(match.start(), end)
