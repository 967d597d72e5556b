"""The direction words give a vector whose size is stated: an axis ("along y", "in the -z
direction") or a role the case's geometry resolves ("across the channel", "normal to the
walls", "streamwise", "vertical": ``foamcase.catalog.headings``).

Why at read time: the words are the request's, and which axis they mean is the case's
(``foamcase.case.headings`` resolves them); the spec keeps them as a ``Heading`` so the plan
shows the words and the case decides the axis. The axes are read by
``directions.axis_phrases``, the one reader of them. The same words tell the value readers
that a vector's size is the field's own rather than a patch's (``field_heading``), and which
words are only its direction, never its place (``outside_heading``: "normal to the walls").
"""

from __future__ import annotations

import re

from foam_agent.agents.spec.values.directions import axis_phrases
from foam_agent.foamcase.case.headings import Heading
from foam_agent.foamcase.catalog.headings import HEADING_WORDS
from foam_agent.foamcase.lazy_pattern import lazy_regex
from foam_agent.foamcase.phrase_lists import SPACE_OR_HYPHEN, whole

_ROLES = [(re.compile(whole((phrase,), SPACE_OR_HYPHEN), re.IGNORECASE), role)
          for phrase, role in sorted(HEADING_WORDS, key=lambda row: -len(row[0]))]


def _said(words: str) -> list[tuple[tuple[int, int], Heading]]:
    """Each direction ``words`` give, with where its words stand: the catalog's roles,
    longest phrase first and none inside another, then the axes."""
    found: list[tuple[tuple[int, int], Heading]] = []
    for pattern, role in _ROLES:
        for match in pattern.finditer(words):
            if any(start < match.end() and match.start() < end for (start, end), _ in found):
                continue
            found.append((match.span(), Heading(role, " ".join(match.group(0).split()))))
    found.extend((phrase.span, Heading("axis", " ".join(phrase.words.split()), phrase.vector))
                 for phrase in axis_phrases(words))
    return found


def heading_in(words: str) -> Heading | None:
    """The direction ``words`` give, None when they give none; ``unclear`` when they give
    two that differ ("vertical, along the channel")."""
    found = [heading for _, heading in _said(words)]
    kinds = {(item.kind, item.axis) for item in found}
    if not found:
        return None
    said = "; ".join(item.words for item in found)
    if len(kinds) > 1:
        return Heading("unclear", said)
    return Heading(found[0].kind, said, found[0].axis)


#: A motion's verb: direction words said with it are a wall's motion ("moving along x at
#: 1 m/s"), not a field's.
_MOTION = lazy_regex(r"\b(?:mov|slid|travel|translat|rotat|spin)\w*", re.IGNORECASE)


def field_heading(clause: str) -> Heading | None:
    """The one direction ``clause``'s words give a vector field's own size ("1.5 T across the
    channel", "a 2 m/s crossflow along y"); None when they give none or two, or describe a
    motion (a wall's: "sliding along x at 1 m/s").

    Why: such a size, said after another clause named a patch and gave it its value, is no
    second value of that patch; the readers put it in the field itself, directed through
    the case's geometry, unless its own words name a patch."""
    if _MOTION.search(clause):
        return None
    heading = heading_in(clause)
    return None if heading is None or heading.kind == "unclear" else heading


def starts_heading(words: str) -> bool:
    """Whether ``words`` open with direction words ("along +y", "in the -z direction",
    "across the channel"): after a number they are its vector's direction, not its unit."""
    return any(not words[:start].strip() for (start, _), _ in _said(words))


def outside_heading(clause: str) -> str:
    """``clause`` with its direction words blanked, so a boundary they name as a direction
    ("normal to the walls") is not taken for the place of the size."""
    for (start, end), _ in _said(clause):
        clause = clause[:start] + " " * (end - start) + clause[end:]
    return clause
