"""A list of phrases as one regular expression: each phrase escaped, the longest tried first,
the gaps between its words matching as the list's readers write them.

Why one helper: the catalog's word lists (change words, openings, pressure datums, viscosity
models, constants) are read by patterns built from them; each reader had its own copy of this
loop, one escaping and one not, one sorting and one keeping the list's order, so the same list
could read differently in two places.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Gap:
    """What separates a listed phrase's words, and what stands for it in a request.

    Attributes:
        between: The separators inside a listed phrase, as a regex (a run of them is one gap).
        written: What a gap matches in a request.
    """

    between: str
    written: str


#: "flow rate": any white space between the words.
SPACE = Gap(r"\s+", r"\s+")
#: "Bird-Carreau": a space or a hyphen, either written for either ("bird carreau").
SPACE_OR_HYPHEN = Gap(r"[\s-]+", r"[\s-]+")
#: "Boltzmann's constant": a space, hyphen or apostrophe, written or not ("boltzmanns
#: constant", "Boltzmann's-constant").
LOOSE = Gap(r"[\s'-]+", r"[\s'-]*")


@dataclass(frozen=True)
class Edge:
    """What must not stand either side of a phrase for it to be the whole phrase.

    Attributes:
        before: A regex asserting the start.
        after: A regex asserting the end.
    """

    before: str
    after: str


#: A word boundary either side ("inlet" not in "inlets", though in "velocity-inlet").
WORD = Edge(r"\b", r"\b")
#: Neither a word character nor a hyphen either side ("gauge" not in "gauge-block").
UNHYPHENATED = Edge(r"(?<![\w-])", r"(?![\w-])")


def alternation(phrases: Iterable[str], gap: Gap = SPACE) -> str:
    """``phrases`` as a regex alternation without a group: each escaped, each once, the
    longest first (so "inlets" is tried before "inlet", "flow rate" before "flow"), and the
    separators inside a phrase matching ``gap``."""
    ordered = sorted(dict.fromkeys(phrases), key=len, reverse=True)
    return "|".join(gap.written.join(re.escape(part) for part in re.split(gap.between, phrase))
                    for phrase in ordered)


def whole(phrases: Iterable[str], gap: Gap = SPACE, edge: Edge = WORD) -> str:
    """``phrases`` as one group matching any of them as a whole phrase (``edge`` either
    side)."""
    return f"{edge.before}(?:{alternation(phrases, gap)}){edge.after}"
