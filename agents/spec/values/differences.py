"""A difference of a field stated as a value: "dT = 2 K (floor 302 K, ceiling 300 K)", "ΔT of
5 K", "a pressure drop of 50 Pa between inlet and outlet".

Why a reader of its own: a difference has its field's dimensions, so the boundary reader, which
pairs a unit with a field, put it on a patch (the floor at 2 K beside its stated 302 K). No
entry of a case holds a difference (``foam_agent.foamcase.catalog.quantities.DIFFERENCES``), so
its words are read here and never bound: where two values of the field stated in the request
differ by it, it only restates them (the Rayleigh derivation takes the difference from those
values) and is read; else it is reported as not applied, with why, so the case cannot end
solved on a difference nobody wrote. The values beside it ("(floor 302 K, ceiling 300 K)") keep
their own subjects: only the difference's own words are taken.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.phrases import NUMBER, to_number
from foam_agent.agents.spec.stated import NotApplied
from foam_agent.agents.spec.units import MAX_UNIT_CHARS, dimensioned_unit
from foam_agent.foamcase.catalog.quantities import DIFFERENCES, Difference
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: Between a difference's name and its value: "dT = 2 K", "ΔT of 5 K", "a pressure drop of
#: about 50 Pa".
_LINK = (r"\s*(?:=|:|\bof\b|\bis\b|\bequal\s+to\b|\bset\s+to\b)?\s*"
         r"(?:about\s+|approximately\s+|roughly\s+|~\s*)?")
#: How close two stated values' difference must be to the stated one to restate it.
_REL_TOL = 1e-6


def _pattern(row: Difference) -> re.Pattern[str]:
    """A difference's words (any letter case) or symbols (their own case: ``DT`` is the
    diffusivity keyword), then its value."""
    words = "|".join(r"\s+".join(re.escape(part) for part in word.split())
                     for word in row.words)
    symbols = "|".join(r"\s+".join(re.escape(part) for part in symbol.split())
                       for symbol in row.symbols)
    return re.compile(rf"(?<![\w.])(?:(?i:{words})|{symbols})(?![\w.]){_LINK}"
                      rf"(?P<n>{NUMBER})(?![\w.])")


_PATTERNS: tuple[tuple[Difference, re.Pattern[str]], ...] = tuple(
    (row, _pattern(row)) for row in DIFFERENCES)
_NUMBER = lazy_regex(rf"(?<![\w.^/]){NUMBER}")


@dataclass
class DifferenceReading:
    """The words of each difference read, and those reported as not applied with why."""

    spans: list[tuple[int, int]] = field(default_factory=list)
    refusals: list[NotApplied] = field(default_factory=list)


def _head(row: Difference) -> re.Pattern[str]:
    """The words after a difference's value and unit ("the 4 K difference", "a 50 Pa pressure
    drop"): the nouns of the row's words, its field's word before them or not."""
    nouns = sorted({word.split()[-1] for word in row.words}, key=len, reverse=True)
    fields = sorted({word.split()[0] for word in row.words if " " in word}, key=len,
                    reverse=True)
    return re.compile(rf"\s+(?:(?:{'|'.join(fields)})\s+)?(?:{'|'.join(nouns)})\b",
                      re.IGNORECASE)


_HEADS: tuple[tuple[Difference, re.Pattern[str]], ...] = tuple(
    (row, _head(row)) for row in DIFFERENCES)


def _value_first(text: str) -> list[tuple[Difference, re.Match[str], int]]:
    """Differences said value first ("the 4 K difference", "a 50 Pa pressure drop"): each
    row whose dimensions the unit has, the number, and where the words end."""
    found: list[tuple[Difference, re.Match[str], int]] = []
    for number in _NUMBER.finditer(text):
        unit = dimensioned_unit(text[number.end():number.end() + MAX_UNIT_CHARS])
        if unit is None:
            continue
        for row, head in _HEADS:
            after = head.match(text, number.end() + unit.length) \
                if unit.dimensions == row.dimensions else None
            if after is not None:
                found.append((row, number, after.end()))
    return found


def read_differences(text: str, claims: Claims) -> DifferenceReading:
    """Every difference of a field stated with a unit of the field's dimensions in words no
    reader claimed, its name before the value ("dT = 4 K") or after it ("the 4 K
    difference"): read where two stated values of the field differ by it, else reported as
    not applied. A bare number is left alone ("dt = 0.01" may be a time step)."""
    found = DifferenceReading()
    named = [(row, match, match.end("n"), match.end()) for row, pattern in _PATTERNS
             for match in pattern.finditer(text)]
    after = [(row, match, match.end(), end) for row, match, end in _value_first(text)]
    for row, match, number_end, words_end in (*named, *after):
        start = match.start()
        unit = dimensioned_unit(text[number_end:number_end + MAX_UNIT_CHARS])
        if unit is None or unit.dimensions != row.dimensions:
            continue
        end = max(number_end + unit.length, words_end)
        if not claims.is_free(start, end) or any(
                first < end and start < last for first, last in found.spans):
            continue
        number = float(to_number(match.group("n") if "n" in match.re.groupindex
                                 else match.group(0)))
        size = abs(unit.to_si(number) - unit.to_si(0.0))
        found.spans.append((start, end))
        if not _restates(text, row, size, start, end):
            words = " ".join(text[start:end].split())
            found.refusals.append(NotApplied(words, (
                f"a {row.name} is no value of {row.field} on a boundary or in the domain, "
                f"and no two values of {row.field} stated here differ by it: nothing is "
                f"set from these words (state the two values it lies between)")))
    return found


def _restates(text: str, row: Difference, size: float, start: int, end: int) -> bool:
    """Whether two values of the row's dimensions stated outside ``start``–``end`` differ by
    ``size``."""
    values: list[float] = []
    for match in _NUMBER.finditer(text):
        if start <= match.start() < end:
            continue
        unit = dimensioned_unit(text[match.end():match.end() + MAX_UNIT_CHARS])
        if unit is not None and unit.dimensions == row.dimensions:
            values.append(unit.to_si(float(to_number(match.group(0)))))
    return any(math.isclose(abs(first - second), size, rel_tol=_REL_TOL, abs_tol=1e-12)
               for index, first in enumerate(values) for second in values[index + 1:])
