"""The directions a request asks the case to solve in: "2D", "a two-dimensional slice",
"one cell across the span", "3-D", "one-dimensional".

Why a requirement of its own: the geometry reader keeps its 2-D word only when it reads a
shape or a size of its own, so "a laminar 2D dam break in a 0.584 m square tank" (a size the
value reader takes) asked nothing of the mesh, and a 3-D tutorial followed for a 2-D request
would pass. Read here whatever else is read, the word is held against the mesh by the audit
(``foam_agent.foamcase.case.dimensionality``).

Words that deny it ("not 2D", "rather than a 3D model", "3D is not needed") or that are
about a plot rather than the case ("a 2D contour plot") ask nothing; a request naming two
counts ("a 2D slice of the 3D tank") is left to the tutorial it follows, since the words
do not say which the case must be.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from foam_agent.agents.spec.stated import Requirements, Stated
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
#: Each count of directions and its words; a count in digits is a whole word ("2D", "2-D",
#: "3 D"), never part of a tutorial's name ("mixerVessel2D", "depthCharge3D").
_WORDS: tuple[tuple[int, re.Pattern[str]], ...] = (
    (1, re.compile(r"\b1[\s-]?D\b|\bone[\s-]dimensional\b", _I)),
    (2, re.compile(r"\b2[\s-]?D\b|\btwo[\s-]dimensional\b"
                   r"|\b(?:one|1|a\s+single|single)\s+cell\s+(?:thick|deep|wide|"
                   r"(?:in|along|across)\s+(?:the\s+)?(?:z\b|span|depth|third))", _I)),
    (3, re.compile(r"\b3[\s-]?D\b|\bthree[\s-]dimensional\b", _I)),
)
#: Words just before that deny the count.
_DENIED_BEFORE = lazy_regex(r"\b(?:not|no|nor|never|instead\s+of|rather\s+than|than|"
                            r"without)\s+(?:(?:a|an|the|in|as|fully|full)\s+){0,2}$", _I)
#: Words just after that deny it, or make it a plot's or a drawing's.
_DENIED_AFTER = lazy_regex(r"^\s*(?:(?:is|are)(?:\s+not|n't)\s+(?:needed|necessary|required|"
                           r"wanted)|(?:contour\s+)?(?:plots?|graphs?|contours?|print(?:ing|ed|er)?"
                           r"|scans?|drawings?|CAD)\b)", _I)
#: How far back the denying words may stand.
_BEFORE = 30


@dataclass(frozen=True)
class DimensionsReading:
    """The count of directions asked (None when no word or two counts), and every span of
    the words for it."""

    dimensions: Stated[int] | None = None
    spans: tuple[tuple[int, int], ...] = ()


def read_dimensions(text: str) -> DimensionsReading:
    """The count of directions ``text`` asks the case to solve in."""
    found: dict[int, list[re.Match[str]]] = {}
    for count, pattern in _WORDS:
        for match in pattern.finditer(text):
            if _DENIED_BEFORE.search(text[max(0, match.start() - _BEFORE):match.start()]) \
                    or _DENIED_AFTER.match(text[match.end():]):
                continue
            found.setdefault(count, []).append(match)
    if len(found) != 1:
        return DimensionsReading()
    count, matches = next(iter(found.items()))
    return DimensionsReading(Stated(count, matches[0].group(0)),
                             tuple((match.start(), match.end()) for match in matches))


def with_dimensions(requirements: Requirements, reading: DimensionsReading) -> Requirements:
    """``requirements`` holding the count read, when one was."""
    if reading.dimensions is None:
        return requirements
    return replace(requirements, dimensions=reading.dimensions)
