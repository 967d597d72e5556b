"""Fields the request asks a run to write that a program writes only when an option asks.

Why: "write p as well", "save the flux too", "-writephi" ask nothing of a file; a program that
solves once writes such a field only when its command line says so
(:mod:`foam_agent.foamcase.catalog.program_options`). The reader finds a verb of writing and,
in the rest of its clause, the names and words the catalog gives the fields some option
writes, or an option itself spelt out; a clause that says the field is not wanted ("-writep
is not needed") asks nothing. Which option of which program follows from the case the
request is followed in, so the request's reading holds the field only.
"""

from __future__ import annotations

import re

from foam_agent.agents.spec.stated import Stated
from foam_agent.foamcase.catalog.program_options import named_fields
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: A verb asking for something to be written, at the start of what it asks.
_WRITE = lazy_regex(r"\b(?:write|writes|writing|written|output|outputs|save|saves|saving|"
                    r"dump|dumps)\b", re.IGNORECASE)
#: After a name, what makes it a value given rather than a field asked for ("p = 0").
_VALUE_GIVEN = lazy_regex(r"\s*(?:[=:]|of\b|at\b|to\b|[-+]?\.?\d)", re.IGNORECASE)
#: Where what a verb asks ends: the end of its clause.
_CLAUSE_END = lazy_regex(r"[.;!?\n]|\bbut\b|\bthen\b", re.IGNORECASE)
#: Words that make a clause ask for the opposite.
_NEGATION = lazy_regex(r"\b(?:not|no|without|never|don't|do not|isn't|needn't|skip)\b|n't\b",
                       re.IGNORECASE)
#: Most characters after a verb read as what it asks.
MAX_OBJECT_CHARS = 60


def _named(segment: str) -> list[str]:
    """The fields named in ``segment``: names as spelt (``phi`` is not ``Phi``), options as
    spelt, words in any case; the longest name first, so "velocity potential" is not also
    read as the words within it."""
    found: list[str] = []
    covered: list[range] = []
    for name, field in sorted(named_fields().items(), key=lambda item: -len(item[0])):
        spelt = name.startswith("-") or name == field
        pattern = rf"(?<![\w-]){re.escape(name)}(?![\w-])"
        for match in re.finditer(pattern, segment, 0 if spelt else re.IGNORECASE):
            if any(match.start() in span for span in covered) \
                    or _VALUE_GIVEN.match(segment, match.end()):
                continue
            covered.append(range(match.start(), match.end()))
            found.append(field)
    return found


def read_written_fields(text: str) -> tuple[Stated[str], ...]:
    """Each field the request asks written, once, with the words it was asked in."""
    asked: dict[str, Stated[str]] = {}
    verbs = [(match.start(), match.end()) for match in _WRITE.finditer(text)]
    options = [(match.start(), match.start())
               for match in re.finditer(r"(?<![\w-])-write\w+", text)]
    for first, start in [*verbs, *options]:
        end_mark = _CLAUSE_END.search(text, start)
        end = min(end_mark.start() if end_mark else len(text), start + MAX_OBJECT_CHARS)
        clause_start = max(text.rfind(mark, 0, start) for mark in ".;!?\n") + 1
        if _NEGATION.search(text[clause_start:end]):
            continue
        for field in _named(text[start:end]):
            asked.setdefault(field, Stated(field, " ".join(text[first:end].split())))
    return tuple(asked.values())
