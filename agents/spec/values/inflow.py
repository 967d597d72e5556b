"""The turbulence of the inflow: its intensity and its length scale.

Why apart from the boundary values: they are said of the flow ("5 % turbulence intensity"),
not of a field on a named boundary, and the author turns them into k, epsilon and omega.
"""

from __future__ import annotations

import re

from foam_agent.agents.spec.phrases import NUMBER, in_si, to_number, unit_after
from foam_agent.agents.spec.stated import Stated
from foam_agent.agents.spec.values.page import IS, Page
from foam_agent.foamcase.lazy_pattern import lazy_regex

_FLAGS = re.IGNORECASE
#: The place an inflow's turbulence is said at ("intensity at the inlet 3 %"): the inflow's,
#: which the intensity always is.
_AT_INFLOW = r"(?:\s+(?:at|on|of|for)\s+(?:the\s+)?(?:inlet|inflow|entrance|free\s*-?\s*stream))?"
_INTENSITY = lazy_regex(
    rf"\b(?:turbulen(?:ce|t)\s+)?intensity(?:\s*\(\s*I\s*\))?{_AT_INFLOW}{IS}(?P<v>{NUMBER})|"
    rf"\bturbulen(?:ce|t)\s+(?:level\s+)?(?:of\s+)?(?P<level>{NUMBER})(?=\s*(?:%|percent))|"
    rf"(?<![\w.])(?P<before>{NUMBER})\s*(?:%|percent)\s+(?:(?:inlet\s+)?turbulen(?:ce|t)\s+)?"
    rf"intensity\b", _FLAGS)

_LENGTH_SCALE = lazy_regex(
    rf"\b(?:turbulen(?:ce|t)\s+|mixing\s+|integral\s+)?(?:length\s*-?\s*scale|mixing\s+length)"
    rf"{IS}(?P<v>{NUMBER})|(?<![\w.])(?P<before>{NUMBER})(?=\s*(?:mm|cm|m|in)\s+"
    rf"(?:turbulen(?:ce|t)\s+|mixing\s+)?(?:length\s*-?\s*scale|mixing\s+length)\b)", _FLAGS)


def read_intensity(page: Page) -> Stated[float] | None:
    """Turbulence intensity as a fraction: "5 %" and a bare 5 are percent, 0.05 a fraction."""
    match = _INTENSITY.search(page.text)
    if match is None:
        return None
    group = next(name for name in ("v", "level", "before") if match.group(name))
    value = float(match.group(group))
    unit = unit_after(page.text, match.end(group))
    if (unit is not None and unit.kind == "fraction") or value > 1:
        value = float(f"{value / 100:.12g}")
    end = unit.end if unit is not None and unit.kind == "fraction" else match.end()
    return Stated(value, page.take(match.start(), max(end, match.end())))


def read_length_scale(page: Page) -> Stated[float] | None:
    """The turbulence length scale in metres."""
    match = _LENGTH_SCALE.search(page.text)
    if match is None:
        return None
    group = "v" if match.group("v") else "before"
    unit = unit_after(page.text, match.end(group))
    if unit is not None and unit.kind != "length":
        return None
    value = float(in_si(to_number(match.group(group)), unit))
    end = max(unit.end if unit else match.end(), match.end())
    return Stated(value, page.take(match.start(), end))
