"""The direction words give a vector whose size is stated: an axis ("along y", "in the -z
direction") or a role the case's geometry resolves ("across the channel", "normal to the
walls", "streamwise", "vertical": ``foamcase.catalog.headings``).

Why at read time: the words are the request's, and which axis they mean is the case's
(``foamcase.case.headings`` resolves them); the spec keeps them as a ``Heading`` so the plan
shows the words and the case decides the axis.
"""

from __future__ import annotations

import re

from foam_agent.agents.spec.values.directions import axis_phrases
from foam_agent.foamcase.case.headings import Heading
from foam_agent.foamcase.catalog.headings import HEADING_WORDS


def _pattern(phrase: str) -> str:
    return r"\b" + r"[\s-]+".join(re.escape(word) for word in phrase.split()) + r"\b"


_ROLES = [(re.compile(_pattern(phrase), re.IGNORECASE), role)
          for phrase, role in sorted(HEADING_WORDS, key=lambda row: -len(row[0]))]


def heading_in(words: str) -> Heading | None:
    """The direction ``words`` give, None when they give none; ``unclear`` when they give
    two that differ ("vertical, along the channel")."""
    found: list[Heading] = []
    taken: list[tuple[int, int]] = []
    for pattern, role in _ROLES:
        for match in pattern.finditer(words):
            if any(start < match.end() and match.start() < end for start, end in taken):
                continue
            taken.append(match.span())
            found.append(Heading(role, " ".join(match.group(0).split())))
    found.extend(Heading("axis", " ".join(phrase.words.split()), phrase.vector)
                 for phrase in axis_phrases(words))
    kinds = {(item.kind, item.axis) for item in found}
    if not found:
        return None
    said = "; ".join(item.words for item in found)
    if len(kinds) > 1:
        return Heading("unclear", said)
    return Heading(found[0].kind, said, found[0].axis)
