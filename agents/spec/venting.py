"""A case said to vent to the surroundings ("a vessel at 150 bar is suddenly vented to the
atmosphere through a small nozzle", "opened to atmosphere (1 bar) through its nozzle") holds
the surroundings' pressure on the opening it vents through.

Why: such a request names no pressure for the opening, yet it says one: the surroundings'. The
followed case may hold another there (decompressionTank's nozzle holds 0 Pa, a vacuum), so the
words left unread ran the case against the tutorial's number. The value is the one said beside
the surroundings ("(1 bar)"), else the stated ambient or one standard atmosphere, decided with
the case in ``case_pressure`` (a kinematic p holds 0 there, the datum); its assumption is
:data:`VENTED`. An opening given its own pressure keeps it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from foam_agent.agents.spec.phrases import NUMBER, in_si, sentences, to_number, unit_after
from foam_agent.agents.spec.stated import INTERNAL, BoundaryValue, Requirements
from foam_agent.foamcase.catalog.pressure_datum import (
    ATMOSPHERE,
    VENT_OPENINGS,
    VENT_TARGETS,
    VENT_VERBS,
)
from foam_agent.foamcase.lazy_pattern import lazy_regex
from foam_agent.foamcase.phrase_lists import alternation

__all__ = ["VENTED", "Vent", "read_vents", "with_vents"]

VENTED = "the surroundings' pressure, on the opening the case is said to vent through"
_VENT = lazy_regex(rf"\b(?:{alternation(VENT_VERBS)})\w*\b[^.;:]{{0,40}}?\b(?:to|into)\s+"
                   rf"(?:the\s+)?(?:{alternation(VENT_TARGETS)})\b"
                   rf"(?:\s*\((?P<said>[^)]{{1,20}})\))?", re.IGNORECASE)
_FULL_STOP = lazy_regex(r"[.;!?](?!\d)")
_OPENING = lazy_regex(rf"\b(?:{alternation(VENT_OPENINGS)})\b", re.IGNORECASE)


@dataclass(frozen=True)
class Vent:
    """An opening said to vent to the surroundings.

    Attributes:
        opening: The opening's word in the sentence ("nozzle"), else "outlet".
        pascals: The surroundings' pressure said beside them, Pa; None when none is.
        words: The words saying it.
    """

    opening: str
    pascals: float | None
    words: str


def _said(text: str) -> float | None:
    """The one pressure said in ``text`` ("1 bar"), Pa, else None."""
    found = []
    for number in re.finditer(NUMBER, text):
        unit = unit_after(text, number.end())
        if unit is not None and unit.kind == "pressure":
            found.append(float(in_si(to_number(number.group(0)), unit)))
    return found[0] if len(found) == 1 else None


def read_vents(text: str) -> tuple[Vent, ...]:
    """Each sentence's venting to the surroundings, with its opening and stated pressure."""
    vents: list[Vent] = []
    for sentence in sentences(text):
        found = _VENT.search(sentence.text)
        if found is None:
            continue
        # The sentence as written, not cut at a wrapped line ("vented to the atmosphere\n
        # through a small nozzle"): up to its full stop.
        start = sentence.start + found.start()
        stop = _FULL_STOP.search(text, start)
        opening = _OPENING.search(text, start, stop.start() if stop else len(text))
        pascals = _said(found.group("said")) if found.group("said") else None
        vents.append(Vent(opening.group(0).lower() if opening else "outlet", pascals,
                          found.group(0)))
    return tuple(vents[:1])


def with_vents(requirements: Requirements, vents: tuple[Vent, ...]) -> Requirements:
    """``requirements`` with the surroundings' pressure on the opening vented through, unless
    the request gives any boundary a pressure of its own: then which opening vents is said
    there ("the upper branch vents to ambient, 0 Pa gauge"), not left to the outlet."""
    if any(item.field in ("p", "p_rgh") and item.boundary != (INTERNAL,)
           for item in requirements.boundary_values):
        return requirements
    added = tuple(BoundaryValue("p", tuple(dict.fromkeys((vent.opening, "outlet"))),
                                ATMOSPHERE if vent.pascals is None else vent.pascals,
                                vent.words, assumption=VENTED) for vent in vents)
    return replace(requirements, boundary_values=(*requirements.boundary_values, *added))
