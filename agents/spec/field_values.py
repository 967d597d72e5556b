"""A field's values said in a piece of a request: named by the field's symbol ("T = 450 K",
"alpha.water 1", "U (0 0 0)") or by a unit that says the field (a temperature is T).

Why a module of its own: the regions reader (things, setFields' selectors, the whole domain)
and the reader of places bounded by coordinates read values the same way; kept here, neither
imports the other.
"""

from __future__ import annotations

import re

from foam_agent.agents.spec.phrases import NUMBER, VECTOR, in_si, to_number, unit_after
from foam_agent.foamcase.case.numbers import Number, Vector
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: A field's value named by its symbol: "T = 450 K", "p 2e4 Pa", "U (0 0 0)", "alpha.water 1".
FIELD_VALUE = lazy_regex(
    rf"(?<![\w.])(?P<f>U|p_rgh|p|T|alpha\.\w+|k|epsilon|omega|nut|nuTilda)\s*(?:=|:|of|to)?\s*"
    rf"(?:uniform\s+)?(?:(?P<vec>{VECTOR})|(?P<n>{NUMBER}))(?!\w|\.\d)")
#: The field a value's unit says.
_KINDS = {"temperature": "T", "pressure": "p", "velocity": "U"}


def field_values(piece: str, skip: tuple[int, int]) -> list[tuple[str, Number | Vector, int]]:
    """(field, SI value, end) of each value in ``piece``: a field named by its symbol, or a
    number whose unit says the field (a temperature is T); numbers inside ``skip`` (the box's
    corners) are coordinates, not values."""
    return [(field, value, end) for field, value, _, end in field_value_spans(piece, skip)]


def field_value_spans(piece: str, skip: tuple[int, int]
                      ) -> list[tuple[str, Number | Vector, int, int]]:
    """As ``field_values``, with where each value's words start: a reader claims the words of
    the values it read and no others ("alpha.water 1 below z = 0.3 m, initialDepth 0.3": the
    keyword after the comma is another reader's)."""
    found: list[tuple[str, Number | Vector, int, int]] = []
    named: set[int] = set()
    for match in FIELD_VALUE.finditer(piece):
        if skip[0] <= match.start("f") < skip[1]:
            continue
        if match.group("vec") is not None:
            vector = tuple(float(item) for item in re.findall(NUMBER, match.group("vec")))
            found.append((match.group("f"), (vector[0], vector[1], vector[2]), match.start(),
                          match.end()))
            named.add(match.start("vec"))
            continue
        unit = unit_after(piece, match.end("n"))
        value = in_si(to_number(match.group("n")), unit if unit is not None
                      and unit.kind in _KINDS else None)
        found.append((match.group("f"), value, match.start(), unit.end if unit is not None
                      and unit.kind in _KINDS else match.end()))
        named.add(match.start("n"))
    for match in re.finditer(rf"(?<![\w.]){NUMBER}", piece):
        if match.start() in named or skip[0] <= match.start() < skip[1]:
            continue
        unit = unit_after(piece, match.end())
        field = _KINDS.get(unit.kind) if unit is not None else None
        if field is None or unit is None or any(
                start <= match.start() < end for start, end in _covered(found, piece)):
            continue
        found.append((field, in_si(to_number(match.group(0)), unit), match.start(), unit.end))
    return sorted(found, key=lambda item: item[3])


def _covered(found: list[tuple[str, Number | Vector, int, int]], piece: str
             ) -> list[tuple[int, int]]:
    """The spans the symbol-named values already took."""
    return [(match.start(), match.end()) for match in FIELD_VALUE.finditer(piece)
            if any(end >= match.end() for _, _, _, end in found)]
