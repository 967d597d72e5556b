"""Boundary conditions listed under their patch, in OpenFOAM's own code form inside prose:
"patch up (phi fixedValue 0, rho zeroGradient)", "outlet: p fixedValue 0; U zeroGradient",
"patch3 and patch4: T fixedValue 300 K".

Why a module of its own: the patch is said once, before a parenthesis or a colon, and the
items after it are cut apart by commas, semicolons and "and" that also end clauses; read clause
by clause, the second item had lost its patch (or been read as a dictionary keyword). This
module only finds the structure, the head's patches and where each item's words are; the
condition reader (``foam_agent.agents.spec.values.conditions``) decides what each item says.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from foam_agent.agents.spec.phrases import NUMBER, Span
from foam_agent.agents.spec.values.grounded import named_patches
from foam_agent.foamcase.case.vocabulary import Vocabulary
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: Where a head's words start: after a cut outside parentheses or after a verb that links
#: the thing named in words to its patch ("The grounded enclosure is patch up (...)").
_HEAD_START = lazy_regex(r"[,;:)]|\.(?=\s)|\s(?:is|are|=)\s", re.IGNORECASE)
#: Words a head may hold beside its patches' names ("the patch hole", "both walls").
_FILLER = frozenset({"the", "patch", "patches", "and", "both", "boundary", "boundaries",
                     "wall", "walls", "side", "sides", "all", "two", "on", "at", "for"})
#: What cuts a group's body into items: a comma, a semicolon or "and", outside parentheses.
_ITEM_CUT = lazy_regex(r"\s*[,;]\s*(?:and\s+)?|\s+and\s+", re.IGNORECASE)
#: A word saying an item has a place of its own ("phi fixedValue 0 on up"): the item's
#: patches are then those, not the head's.
_OWN_PLACE = lazy_regex(r"\b(?:on|at|for)\s+(?:the\s+)?(?:patch(?:es)?\s+)?['\"]?[A-Za-z]",
                        re.IGNORECASE)


@dataclass(frozen=True)
class GroupItem:
    """One item of a patch's list: where its words are and the patches its head names.

    Attributes:
        start: The item's first character in the text.
        end: Just after its last.
        places: The head's patches, each as its names best first (as ``named_patches``),
            or the item's own when it names them ("phi fixedValue 0 on up").
        head: The head's words, quoted with the item as its evidence.
        group: Where its list opens (the parenthesis or the colon), the same for every
            item of one list.
        own: Whether the item names its own patches (its words end before them).
    """

    start: int
    end: int
    places: tuple[tuple[str, ...], ...]
    head: str
    group: int
    own: bool = False


def _depths(text: str) -> list[int]:
    """The parenthesis depth of each character (a closing one counts inside)."""
    depths = [0] * (len(text) + 1)
    level = 0
    for index, char in enumerate(text):
        if char == "(":
            level += 1
        depths[index] = level
        if char == ")":
            level = max(0, level - 1)
    return depths


def _head(text: str, start: int, end: int, depths: list[int], level: int,
          vocabulary: Vocabulary) -> tuple[tuple[tuple[str, ...], ...], str] | None:
    """The patches the words just before ``end`` name, from the last cut at ``level``; None
    when those words hold a number (a value with a note in parentheses, "38 kV (phi
    fixedValue on hole)", is no list under a patch) or name no patch."""
    begin = start
    for match in _HEAD_START.finditer(text, start, end):
        if depths[match.start()] == level and match.end() <= end:
            begin = match.end()
    words = text[begin:end].strip()
    if not words or re.search(rf"(?<![\w.]){NUMBER}(?![\w.])", words):
        return None
    places = named_patches(words, vocabulary)
    named = {word.lower() for names in places for name in names
             for word in re.findall(r"[A-Za-z0-9]+", name)}
    if not places or any(word.lower() not in named | _FILLER
                         for word in re.findall(r"[A-Za-z0-9]+", words)):
        # "Cavity in air at room temperature: mu = 1.8e-5 Pa s, rho = 1.2 kg/m3" is no
        # list under a patch: the head must be patch names and nothing more.
        return None
    return places, words


def _items(text: str, start: int, end: int, depths: list[int], level: int,
           head: tuple[tuple[tuple[str, ...], ...], str] | None, vocabulary: Vocabulary,
           *, own_places: bool) -> list[GroupItem]:
    """The items of a body from ``start`` (just after its opening) to ``end``, cut at commas,
    semicolons and "and" at the body's own depth (a vector's commas stay in its item): each
    under ``head``'s patches, or, with ``own_places``, under those it names itself after
    "on"/"at" ("plate grounded (phi fixedValue 0 on up)"); none without either. A colon's
    body takes no item's own places: its items run on through prose ("Raise the wire
    voltage: phi fixedValue 60000 V on 'hole', grounded 'up' (fixedValue 0)"), which the
    readers by sentence read whole."""
    spans: list[tuple[int, int]] = []
    begin = start
    for match in _ITEM_CUT.finditer(text, start, end):
        if depths[match.start()] != level:
            continue
        if match.start() > begin:
            spans.append((begin, match.start()))
        begin = match.end()
    if end > begin:
        spans.append((begin, end))
    items: list[GroupItem] = []
    for first, last in spans:
        words = text[first:last]
        # A sentence's closing stop, or a list line's closing semicolon, is no word of its
        # last item.
        if not words.strip(" \t\n.!?;,"):
            continue
        first += len(words) - len(words.lstrip())
        last -= len(words) - len(words.rstrip(" \t\n.!?;,"))
        own = _OWN_PLACE.search(text, first, last)
        if own is not None:
            if own_places:
                items.append(GroupItem(first, first + len(text[first:own.start()].rstrip()),
                                       named_patches(text[own.start():last], vocabulary),
                                       text[own.start():last].strip(), start - 1, own=True))
        elif head is not None:
            items.append(GroupItem(first, last, head[0], head[1], start - 1))
    return items


#: Where a statement ends for a patch's list: a full stop, "!" or "?" before a space, or a
#: line break not after a comma (a list wrapped onto an indented line goes on); not a
#: semicolon, which parts the list's items ("inlet: U fixedValue (10 0 0); p zeroGradient").
_STATEMENT_END = lazy_regex(r"(?<=[.!?])\s+|(?<!,)\n\s*")


def grouped_items(text: str, vocabulary: Vocabulary) -> list[GroupItem]:
    """The items listed under a patch: in a parenthesis right after the patch ("hole (phi
    fixedValue 30000, rho fixedValue 2e-5)") and after a patch and a colon to the statement's
    end or the next patch and colon ("outlet: p fixedValue 0, U zeroGradient"). An item with
    a place of its own ("phi fixedValue on hole") is left out.

    Args:
        text: The whole (flattened) text; offsets refer to it.
        vocabulary: The identifiers patches are named against.
    """
    depths = _depths(text)
    found: list[GroupItem] = []
    start = 0
    for stop in [*(match.start() for match in _STATEMENT_END.finditer(text)
                   if not depths[match.start()]), len(text)]:
        if stop > start:
            found.extend(_statement_items(text, Span(text[start:stop], start), depths,
                                          vocabulary))
        start = stop
    return _without_nested(found)


def _statement_items(text: str, statement: Span, depths: list[int], vocabulary: Vocabulary
                     ) -> list[GroupItem]:
    """The grouped items of one statement: a parenthesis's or a colon's body cut into items,
    each under the head's patches or its own."""
    found: list[GroupItem] = []
    for index in range(statement.start, statement.end):
        char = text[index]
        if char == "(":
            close = _closing(text, index, statement.end)
            if close is None:
                continue
            head = _head(text, statement.start, index, depths, depths[index] - 1, vocabulary)
            found.extend(_items(text, index + 1, close, depths, depths[index], head,
                                vocabulary, own_places=True))
        elif char == ":" and depths[index] == depths[statement.start]:
            head = _head(text, statement.start, index, depths, depths[index], vocabulary)
            stop = _next_head(text, index + 1, statement.end, depths)
            found.extend(_items(text, index + 1, stop, depths, depths[index], head,
                                vocabulary, own_places=False))
    return [item for item in found if item.places]


def _closing(text: str, opening: int, end: int) -> int | None:
    """The parenthesis closing the one at ``opening`` before ``end``."""
    level = 0
    for index in range(opening, end):
        level += (text[index] == "(") - (text[index] == ")")
        if level == 0:
            return index
    return None


def _next_head(text: str, start: int, end: int, depths: list[int]) -> int:
    """Where the next "patch:" head of the body at ``start`` begins (its last cut before a
    colon), else ``end``."""
    for colon in range(start, end):
        if text[colon] == ":" and depths[colon] == depths[start]:
            cut = max((match.start() for match in re.finditer(r"[,;]", text[start:colon])),
                      default=None)
            if cut is not None:
                return start + cut
    return end


def _without_nested(items: list[GroupItem]) -> list[GroupItem]:
    """Each stretch of words once: an item of a colon's body that holds a parenthesised group
    ("inlet: patch1 (T fixedValue 300)") yields to the group's own items."""
    return [item for item in items
            if not any(other is not item and item.start <= other.start
                       and other.end <= item.end and (other.start, other.end)
                       != (item.start, item.end) for other in items)]
