"""Patches named by their mesh type ("the symmetry patches", "the empty front and back planes",
"its wedge patches"): words that describe the case, never a condition given to a patch.

Why: a request that lists the case's patches ("patches inlet, outlet, wall, and the
symmetry/empty constraint patches of the tutorial") had its type words read as conditions of
the names listed before them, so symmetry and empty were asked of the inlet, outlet and wall,
rows no correct case can meet. A constraint type (symmetry, empty, wedge, cyclic…) before a
patch noun, after a determiner ("the", "its", "both"), names which patches the case has; the
audit holds it against the mesh's patch types. After a copula ("the top is the symmetry
plane", "set the centreline as the symmetry boundary") the words still assign the type.
"""

from __future__ import annotations

import re

from foam_agent.agents.spec.stated import Stated
from foam_agent.agents.spec.values.page import Page
from foam_agent.foamcase.catalog.boundaries import CONSTRAINT_TYPES
from foam_agent.foamcase.catalog.condition_words import CONDITION_WORDS
from foam_agent.foamcase.lazy_pattern import lazy_regex

_FLAGS = re.IGNORECASE
#: The rule's name in the ledger: a type word it took is no condition of a patch.
RULE = "patch kinds"
#: Constraint types a request may name patches by: the catalog's words for them, then their
#: own names ("wedge", "cyclic", "symmetryPlane"). Processor patches are decomposition's.
_KIND_WORDS: tuple[tuple[re.Pattern[str], str], ...] = (
    *((re.compile(row.pattern, _FLAGS), row.type) for row in CONDITION_WORDS
      if row.type in CONSTRAINT_TYPES),
    *((re.compile(rf"\b{name}\b", _FLAGS), name) for name in sorted(CONSTRAINT_TYPES)
      if not name.startswith("processor")),
)
#: Words that cannot stand inside a noun phrase's modifiers: a preposition or verb ends it
#: ("the two cut edges stay symmetry planes" assigns the type).
_STOP = r"(?:the|a|an|on|at|of|is|are|to|in|for|with|by|from|be|as|stays?|remains?|becomes?)"
#: A determiner, up to five modifier words (joined by "/", ",", "and", "or"), a patch noun.
_DESCRIBED = lazy_regex(
    rf"\b(?:the|its|their|both|all(?:\s+the)?|two)\s+"
    rf"(?P<mid>(?:(?!{_STOP}\b)[\w-]+(?:\s*[/,]\s*|\s+(?:and|or)\s+|\s+)){{1,5}}?)"
    r"(?:patch(?:es)?|boundar(?:y|ies)|planes?|faces?)\b", _FLAGS)
#: A verb after the phrase that gives it a condition ("the wedge boundary uses slip"): the
#: words name the one boundary the condition is for, not the kinds of patch the case has.
_GIVEN = lazy_regex(r"\s+(?:uses?|has|have|gets?|takes?|is\s+given|is\s+set|are\s+set|"
                    r"with)\b", _FLAGS)
#: Words before the determiner that make the phrase a statement of a patch's type.
_ASSIGNING = lazy_regex(r"\b(?:is|are|as|be|being|becomes?|remains?|stays?|into|to)\s*$",
                        _FLAGS)


def read_patch_kinds(page: Page) -> tuple[Stated[str], ...]:
    """The constraint types the request names the case's patches by, each with its words;
    the words are claimed so no boundary reader takes the type for a patch's condition."""
    kinds: list[Stated[str]] = []
    for match in _DESCRIBED.finditer(page.text):
        if _ASSIGNING.search(page.text, 0, match.start()) or _GIVEN.match(page.text,
                                                                         match.end()):
            continue
        start, end = match.start("mid"), match.end("mid")
        covered: list[tuple[int, int]] = []
        found: list[str] = []
        for pattern, name in _KIND_WORDS:
            for word in pattern.finditer(page.text, start, match.end()):
                if word.start() >= end or any(low <= word.start() < high
                                              for low, high in covered):
                    continue
                covered.append((word.start(), word.end()))
                if name not in found:
                    found.append(name)
        if not found:
            continue
        source = page.take(match.start(), match.end())
        kinds.extend(Stated(name, source) for name in found)
    return tuple(kinds)
