"""One nested entry for a keyword named alone, chosen by the words around it.

Why: a request names an entry by its keyword ("youngsModulus 5e8 Pa", "d = 450 micrometres")
where the followed case keeps that keyword in several sub-dictionaries (a cloud's
``constantProperties`` and each wall's collision coefficients; each phase's
``constantCoeffs``). Left unqualified, the value went nowhere ("several entries"), though the
sentence often says which: it names one dictionary on the path ("Particles: d = …" of
``particles/constantCoeffs/d``). The case's own paths are the vocabulary: a dictionary on a
candidate's path that the other candidates do not share is a word that tells them apart.

- The candidate whose telling dictionaries the value's clause names, when exactly one is
  ("particle d = 0.5 mm, air d = 3 mm"); when the clause names none, the one the sentence
  names;
- else, when neither names any, the one candidate left once those kept per patch of the
  case (a dictionary named after a patch: a wall's own collision coefficients) are set aside,
  since a value said of no patch is no patch's;
- else none (two named, or two left): the value stays as read and the editor reports every
  candidate.

The choice is returned as the entry's qualified name (``constantProperties/youngsModulus``),
which ``foamcase.case.locations.locate`` finds only there, so the author and the audit agree.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass

from foam_agent.foamcase.case.locations import QUALIFIER, Location
from foam_agent.foamcase.lazy_pattern import LazyPattern, lazy_regex

__all__ = ["Context", "chosen_entry", "context_around"]

#: Where a sentence ends: a full stop, question or exclamation mark or semicolon that is no
#: decimal point, or a blank line.
_SENTENCE_END = lazy_regex(r"[.!?;](?!\d)|\n\s*\n")
#: Where a clause ends: a sentence's end, a comma or a colon (a heading, "Particles:").
_CLAUSE_END = lazy_regex(r"[.!?;,:](?!\d)|\n\s*\n")
_WORD = lazy_regex(r"[A-Za-z][A-Za-z0-9]*")


@dataclass(frozen=True)
class Context:
    """The words around a value: its clause, and the sentence holding that clause."""

    clause: str
    sentence: str


def _around(text: str, at: int, stop: int, ends: LazyPattern) -> str:
    start = max((match.end() for match in ends.finditer(text, 0, at)), default=0)
    after = ends.search(text, stop)
    return text[start:after.start() if after is not None else len(text)]


def context_around(text: str, source: str) -> Context:
    """The clause and the sentence of ``text`` holding the first occurrence of ``source``,
    whose words a reader joined by single spaces (``source`` itself for both when ``text``
    does not hold it)."""
    found = re.search(r"\s+".join(map(re.escape, source.split())), text)
    if found is None:
        return Context(source, source)
    at, stop = found.span()
    return Context(_around(text, at, stop, _CLAUSE_END), _around(text, at, stop, _SENTENCE_END))


def _path(location: Location) -> tuple[str, ...]:
    """The entry's keys without the ``value`` of a solid's ``name { type uniform; value v; }``."""
    keys = location.keys
    return keys[:-1] if len(keys) > 1 and keys[-1] == "value" else keys


def _named(scope: str, words: frozenset[str]) -> bool:
    """Whether the sentence's ``words`` (lower case) name dictionary ``scope``, singular or
    plural ("Particles" of ``particles``, "particle" of ``particles``)."""
    lowered = scope.lower()
    return lowered in words or f"{lowered}s" in words or (
        lowered.endswith("s") and lowered[:-1] in words)


def chosen_entry(keyword: str, locations: list[Location], context: Context,
                 patches: Collection[str]) -> str | None:
    """The qualified name of the one entry among ``locations`` (each holding ``keyword``)
    that ``context`` tells (see the module's docstring), None when it tells none or several.

    Args:
        keyword: The entry's keyword as read (``youngsModulus``).
        locations: Every entry of the case holding it; two or more to choose among.
        context: The words around the value.
        patches: The case's patch names: a dictionary named after one holds that patch's own
            values.
    """
    paths = list(dict.fromkeys(_path(location) for location in locations))
    if len(paths) < 2 or any(path[-1] != keyword for path in paths):
        return None
    shared = set.intersection(*(set(path[:-1]) for path in paths))
    telling = [tuple(scope for scope in path[:-1] if scope not in shared) for path in paths]
    named: list[tuple[str, ...]] = []
    for words in (context.clause, context.sentence):
        lowered = frozenset(word.lower() for word in _WORD.findall(words))
        named = [path for path, scopes in zip(paths, telling, strict=True)
                 if any(_named(scope, lowered) for scope in scopes)]
        if named:
            break
    if not named:
        patch_names = {patch.lower() for patch in patches}
        named = [path for path, scopes in zip(paths, telling, strict=True)
                 if not any(scope.lower() in patch_names for scope in scopes)]
    return QUALIFIER.join(named[0]) if len(named) == 1 else None
