"""A change of the case asked in words with no number: "make the inlet faster", "a hotter lid
than usual", "double the lid speed", "a lower viscosity than the tutorial's".

Why: "not understood" listed only clauses holding a number no rule read. These clauses hold
none, so nothing listed them, the case ran with the tutorial's value and the solve called it
``solved``: a case that is not what was asked, reported right. Such a clause is listed as not
understood (the case then ends ``unmet``, and ``understand`` shows the words), unless a reader
read its change word (a relative value: "twice the tutorial's inlet speed").

The rule, over the case's things and the catalog's change words
(:mod:`foamcase.catalog.changes`), never over a request's wording:

- the clause names a thing of the case: one of its patches, an opening or boundary word, a
  quantity in everyday words or a quantity row of :mod:`foamcase.catalog.quantities`;
- and it asks a change: a change verb ("increase", "double", "slow down"), a comparative
  measured against the baseline ("hotter … than usual", "than the tutorial"), a comparative
  after an instruction's verb ("make the inlet faster") or one opening the clause as a verb
  ("lower the viscosity");
- and it holds no number (a clause with one is the listing of unread numbers' to judge), nor
  introduces one with a colon ("raise the wire voltage: phi fixedValue 60000 V"), nor speaks
  of the computer ("if it takes more than a few minutes of wall clock").

A comparative that only describes ("the flow is slower near the walls", "the hotter wall is on
the left", "the lower branch") or compares two things ("temperature diffuses faster than
salt") asks nothing and is no change: it is left alone, as before.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from foam_agent.agents.spec.budget import speaks_of_computer
from foam_agent.agents.spec.phrases import NUMBER, clauses, sentences
from foam_agent.agents.spec.values.mentions import BOUNDARY_WORD
from foam_agent.agents.spec.values.page import Page
from foam_agent.foamcase.catalog.changes import (
    AGAINST_BASELINE,
    CHANGE_VERB,
    COMPARATIVE,
    INSTRUCTION,
    QUANTITY_NOUN,
)
from foam_agent.foamcase.catalog.openings import OPENING_OR_STREAM
from foam_agent.foamcase.catalog.quantities import QUANTITIES
from foam_agent.foamcase.lazy_pattern import lazy_regex

_FLAGS = re.IGNORECASE
#: A comparative opening a clause as its verb ("lower the inlet speed"; not "lower branch").
_AS_VERB = lazy_regex(r"\s+(?:the|its|their|a|an|this|that)\b", _FLAGS)
_BOUNDARY = lazy_regex(rf"\b(?:{BOUNDARY_WORD.pattern})s?\b", _FLAGS)
_ROW_WORDS = lazy_regex(
    r"\b(?:" + "|".join(re.escape(word) for word in sorted(
        {word for row in QUANTITIES for word in row.words}, key=len, reverse=True)) + r")\b",
    _FLAGS)
_NUMBER = lazy_regex(NUMBER)


def asked_changes(page: Page, patches: Iterable[str] = ()) -> tuple[str, ...]:
    """The clauses of ``page`` asking a change of a thing of the case with no number, whose
    change word no reader read."""
    names = [name for name in patches if name]
    patch = re.compile(r"\b(?:" + "|".join(re.escape(name) for name in names) + r")\b",
                       _FLAGS) if names else None
    found: list[str] = []
    # One list across sentences: a line break may end a sentence between a colon and the
    # value it introduces ("make it mix more slowly: diffusivity\nbetween … of 5e-10 m^2/s").
    pieces = [piece for sentence in sentences(page.text) for piece in clauses(sentence)]
    for index, piece in enumerate(pieces):
        text = piece.text
        if (_NUMBER.search(text) or speaks_of_computer(text)
                or not _names_a_thing(text, patch)):
            continue
        change = _change(text)
        if change is None or page.is_read(piece.start + change):
            continue
        following = pieces[index + 1].text if index + 1 < len(pieces) else ""
        if ":" in text[change:] and _NUMBER.search(following):
            continue
        found.append(" ".join(text.split()).strip(" ,.;"))
    return tuple(dict.fromkeys(found))


def _names_a_thing(text: str, patch: re.Pattern[str] | None) -> bool:
    """Whether ``text`` names a thing of the case a change could be of."""
    return any(pattern is not None and pattern.search(text) for pattern in
               (patch, OPENING_OR_STREAM, _BOUNDARY, QUANTITY_NOUN, _ROW_WORDS))


def _change(text: str) -> int | None:
    """Where ``text`` asks a change (its change word's offset), or None when it asks none."""
    verb = CHANGE_VERB.search(text)
    if verb is not None:
        return verb.start()
    for comparative in COMPARATIVE.finditer(text):
        before = text[:comparative.start()]
        if (AGAINST_BASELINE.search(text, comparative.end()) or INSTRUCTION.search(before)
                or (not before.strip() and _AS_VERB.match(text, comparative.end()))):
            return comparative.start()
    return None
