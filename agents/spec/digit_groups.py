"""Decimal marks and digit groups of a request written in another language, read by the request's
own habit rather than by English's.

Why: French, German, Spanish, Italian and Portuguese write the decimal mark as a comma ("0,5
m/s") and may group thousands with a point ("1.000 Pa", "101.325 Pa") or a space ("8 000
kg/m³"); read as English, "1.000 Pa" was 1 Pa and "8 000" two numbers. Some writers of those
languages use the English point all the same. A number whose mark could be either ("1.000",
"2,500": one mark and exactly three digits after it) is therefore read by what the request
writes elsewhere: a request that writes "0,5" groups with points, one that writes "0.5" groups
with commas. When the request shows neither habit, or both, such a number is not guessed: the
clause holding it is left unread and answered ``unmet`` (``foam_agent.agents.spec.language``).

A space between digit groups is a thousands separator only where the number cannot be a list:
after its last group comes a unit or a word, never another number, and it is not three groups
of three digits each that could be three counts ("100 100 100" stays as written).
"""

from __future__ import annotations

import re
from typing import Literal

from foam_agent.foamcase.lazy_pattern import lazy_regex

Mark = Literal[",", "."]

#: Spaces writers put between digit groups: a space, a no-break space, a narrow no-break space,
#: a thin space.
_SPACES = " \u00a0\u202f\u2009"
#: A number that is decimal by its shape whichever mark it uses: a leading zero ("0,005"), or
#: one, two, four or more digits after the mark ("2,5", "0.25", "1,52e-6", "3.14159").
_COMMA_DECIMAL = lazy_regex(r"(?<![\d.,])(?:0,\d+|\d+,(?:\d{1,2}|\d{4,})(?![\d]))(?![.,]\d)")
_POINT_DECIMAL = lazy_regex(r"(?<![\d.,])(?:0\.\d+|\d+\.(?:\d{1,2}|\d{4,})(?![\d]))(?![.,]\d)")
#: Points grouping thousands with a decimal comma after them ("1.013,25"), and the reverse.
_POINT_GROUPS_COMMA = lazy_regex(r"(?<![\d.,])\d{1,3}(?:\.\d{3})+,\d+")
_COMMA_GROUPS_POINT = lazy_regex(r"(?<![\d.,])\d{1,3}(?:,\d{3})+\.\d+")
#: A number whose one kind of mark is followed by groups of three digits: "1.000", "101.325",
#: "2,500", "1.000.000".
_GROUPED = lazy_regex(r"(?<![\d.,])([1-9]\d{0,2})((?:([.,])\d{3})(?:\3\d{3})*)(?![\d]|[.,]\d)")
_SPACED = lazy_regex(rf"(?<![\d.,])(?<![\d][{_SPACES}])([1-9]\d{{0,2}})((?:[{_SPACES}]\d{{3}})+)"
                     rf"(?:([.,])(\d+))?(?![\d.,]|[{_SPACES}]*[-+]?\d)")


def decimal_mark(text: str) -> Mark | None:
    """The decimal mark ``text`` writes (``","`` or ``"."``), or None when it shows neither or
    both: from numbers no other reading fits ("0,5", "2,25", "1.013,25" for the comma)."""
    comma = bool(_COMMA_DECIMAL.search(text) or _POINT_GROUPS_COMMA.search(text))
    point = bool(_POINT_DECIMAL.search(text) or _COMMA_GROUPS_POINT.search(text))
    if comma == point:
        return None
    return "," if comma else "."


def with_points(clause: str, mark: Mark | None) -> str | None:
    """``clause`` with its numbers written as English writes them (a decimal point, no
    grouping), given the request's decimal ``mark``; None when a number's mark cannot be told
    (see the module's why)."""
    unsure = False

    def grouped(match: re.Match[str]) -> str:
        nonlocal unsure
        if mark is None and len(match.group(2)) == 4:
            unsure = True
            return match.group(0)
        if match.group(3) == mark and len(match.group(2)) == 4:
            return f"{match.group(1)}.{match.group(2)[1:]}"
        # Two groups or more ("1.000.000") are thousands whichever mark the request uses.
        return match.group(1) + match.group(2).replace(match.group(3), "")

    def spaced(match: re.Match[str]) -> str:
        nonlocal unsure
        groups = [match.group(1), *re.split(f"[{_SPACES}]", match.group(2).strip(_SPACES))]
        if len(groups) >= 3 and all(len(group) == 3 for group in groups):
            unsure = True
            return match.group(0)
        whole = "".join(groups)
        if match.group(3) is None:
            return whole
        if mark is not None and match.group(3) != mark:
            unsure = True
            return match.group(0)
        return f"{whole}.{match.group(4)}"

    text = _POINT_GROUPS_COMMA.sub(
        lambda match: match.group(0).replace(".", "").replace(",", "."), clause)
    text = _COMMA_GROUPS_POINT.sub(lambda match: match.group(0).replace(",", ""), text)
    text = _SPACED.sub(spaced, text)
    text = _GROUPED.sub(grouped, text)
    text = re.sub(r"(?<![\d.,])(\d+),(\d+)(?![\d,])", r"\1.\2", text)
    return None if unsure else text
