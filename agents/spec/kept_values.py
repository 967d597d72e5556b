"""Values a request says stay as the followed case has them: checks, not edits.

Why: "keep the density and the Poisson ratio of zero exactly as the tutorial has them" states
what the followed case holds. Read as values to write, the list's one number went to each of
its names (names sharing one value, ``values.grounded``), the density was written 0 and the
solver died dividing by it. A property stated in a clause that says its value stays ("nu 0 as
is", "rho unchanged", "as the tutorial has them", "at its tutorial value": the catalog's
``STAY_WORDS``) is moved from the properties to write to the properties to check
(``Requirements.kept_properties``): no editor writes it, and the audit meets it where the case
holds it and shows both values where it does not. A clause asking a change ("unchanged except
twice the viscosity") keeps nothing, and neither does a bare "keep" with a number ("keep the
inlet at 5 m/s" asks for the value).

A clause ends at a full stop, a semicolon, a comma before a space, a parenthesis (an aside
holding only stay words is said of the clause before it), "but", "then", "except", or an "and"
opening an instruction of its own ("set nu to 1e-5 and keep rho as is": ``INSTRUCTION_VERBS``);
an "and" between names ("the density and the Poisson ratio") stays inside, so every name of a
kept list is kept.
"""

from __future__ import annotations

import re

from foam_agent.agents.spec.stated import PropertyValue
from foam_agent.foamcase.catalog.run_control import CHANGE_WORDS, INSTRUCTION_VERBS, STAY_WORDS
from foam_agent.foamcase.lazy_pattern import lazy_regex

_CLAUSE_END = lazy_regex(
    r"[.;!?](?=\s|$)|,(?=\s)|[\n()]|\b(?:but|then|while|whereas|except)\b"
    r"|\band\b(?=\s+(?:" + "|".join(INSTRUCTION_VERBS) + r")\b)", re.IGNORECASE)
_STAY = lazy_regex(r"(?<![\w'])(?:" + "|".join(STAY_WORDS) + r")(?![\w'])", re.IGNORECASE)
_CHANGE = lazy_regex(r"(?<![\w'])(?:" + "|".join(CHANGE_WORDS) + r")(?![\w'])", re.IGNORECASE)


def kept_clauses(text: str) -> tuple[tuple[int, int], ...]:
    """The (start, end) of each clause of ``text`` saying what it states stays as the
    followed case has it."""
    bounds = [(match.start(), match.end()) for match in _CLAUSE_END.finditer(text)]
    clauses = list(zip([0, *(end for _, end in bounds)],
                       [*(start for start, _ in bounds), len(text)], strict=True))
    spans: list[tuple[int, int]] = []
    for index, (start, end) in enumerate(clauses):
        words = text[start:end]
        if not _STAY.search(words) or _CHANGE.search(words):
            continue
        if index and text[start - 1] == "(" and not _STAY.sub("", words).strip(" \t:-"):
            # A bare aside ("Poisson's ratio 0 (as in the tutorial)") says it of the clause
            # before; an aside with a subject of its own ("(flow-rate BCs as is)") does not.
            start = clauses[index - 1][0]
        spans.append((start, end))
    return tuple(spans)


def _is_kept(source: str, text: str, clauses: tuple[tuple[int, int], ...]) -> bool:
    """True when every place ``source`` stands in ``text`` lies in a kept clause: words also
    said elsewhere without the clause's stay words may be a change asked there."""
    places = [match.start() for match in re.finditer(re.escape(source), text)] if source else []
    return bool(places) and all(
        any(start <= place and place + len(source) <= end for start, end in clauses)
        for place in places)


def split_kept(properties: tuple[PropertyValue, ...], text: str
               ) -> tuple[tuple[PropertyValue, ...], tuple[PropertyValue, ...]]:
    """``properties`` as (to write, to check): those said in a kept clause of ``text`` are
    checked against the followed case and never written."""
    clauses = kept_clauses(text)
    if not clauses:
        return properties, ()
    kept = tuple(item for item in properties if _is_kept(item.source, text, clauses))
    return tuple(item for item in properties if item not in kept), kept
