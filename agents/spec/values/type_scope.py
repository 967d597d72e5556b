"""Which of a list of named patches a boundary-condition type written after it belongs to.

Why one rule: "patches lid, fixedWalls, frontAndBack empty" lists three patches and types the
last ("empty" on the lid and the fixed walls cannot run), while "the top, bottom and side
walls are no-slip" and "top and bottom insulated" give every item the type. Each reader that
binds a type to patches named before it (the clause reader, the vocabulary reader) asks this
one function, so a list is read alike whichever reader meets it.

The rule: a type after a list is every item's — "'up', 'down' and 'cylinder' noSlip",
"upperWall, lowerWall noSlip", "left/right/down symmetryPlane", "the top and bottom walls are
no-slip" — unless the list is an inventory of the case's patches, each item annotated on its
own: names run together by commas alone (no "and", "or", "/" closing the list; no plural verb,
quantifier or plural noun after it: "are", "both", "walls") that a head noun introduces
("patches lid, fixedWalls, frontAndBack empty", "boundaries inlet, outlet, walls zeroGradient")
or that the next item goes on annotating ("inlet, outlet, 'sides' slip, frontAndBack
empty"): there the type is the last item's. In a list the next item goes on annotating, an
"and" or "or" before the type closes no list, so it joins the names of that last item ("inlet,
outlet, upper and lower slip, frontAndBack empty": slip is the upper and lower patches', and
the inlet and outlet, items cut by commas alone, carry no type). The spent blind requests
(rounds 7-17) write "A, B and C noSlip" and "A, B noSlip" for every item a dozen times, and an
inventory's last item typed alone in each request that lists its patches.

Where neither holds — names run together by commas alone, no head noun, no sharing word
("velocity-inlet-6, pressure-outlet-7, wall-8, frontAndBackPlanes empty", its head noun cut
off by a line break) — the words do not say. For a constraint type (empty, symmetry, wedge,
cyclic) the case does: :func:`list_scope` says the scope is open, the reader keeps the list
with each item's type (``BoundaryType.listed``), and ``foamcase.case.patch_roles`` gives the
type only to the items whose patch the case already makes that kind (or whose geometry makes
it a 2-D mesh's front and back), never to an inlet, outlet or wall beside them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from foam_agent.agents.spec.phrases import Span
from foam_agent.agents.spec.stated import BoundaryType
from foam_agent.foamcase.case.patch_roles import constraint_holders
from foam_agent.foamcase.case.patches import resolve
from foam_agent.foamcase.case.sides import patch_sides
from foam_agent.foamcase.lazy_pattern import lazy_regex

_FLAGS = re.IGNORECASE

#: What stands between two listed names: commas, semicolons, "and", "&", "/", "or", "the",
#: "both" ("the outlet and both walls"), and the quotes around a name ("'up', 'down' and
#: 'cylinder'").
_JOINT = lazy_regex(r"[\s'\"`]*(?:[,/&][\s'\"`]*|\b(?:and|or|the|both|all)\b[\s'\"`]*)+",
                    _FLAGS)
#: A joint that coordinates the list: a conjunction or a slash.
_COORDINATING = lazy_regex(r"\b(?:and|or)\b|[&/]", _FLAGS)
#: Words between the last name and the type that give the type to every name.
_SHARING_TAIL = lazy_regex(
    r"\b(?:are|were|remain|stay|become|all|both|each|every|"
    r"walls|sides|patches|boundaries|faces|edges|surfaces|planes|ends)\b", _FLAGS)
#: Words just before the first name that give the type to every name.
_SHARING_HEAD = lazy_regex(r"\b(?:both|all|each|every)(?:\s+of)?(?:\s+the)?\s*\Z", _FLAGS)
#: A head noun introducing a list of the case's patches ("patches lid, …", "boundaries:").
_INVENTORY_HEAD = lazy_regex(
    r"\b(?:patch(?:es)?|boundar(?:y|ies)|patch\s+names)\s*[:=]?[\s'\"`(]*\Z", _FLAGS)
#: Words between the last name and the type that keep it the list's (filler, a field's
#: name, a verb of one patch); anything longer is a clause of its own.
_MAX_TAIL_CHARS = 40


def listed_run(text: str, names: Sequence[Span], end: int) -> list[int]:
    """Indices of ``names`` (their words in ``text``, in order, all before ``end``) forming
    the list that ends just before ``end``: the last name, and each name before it joined
    to the next by list words only."""
    if not names:
        return []
    run = [len(names) - 1]
    for index in range(len(names) - 2, -1, -1):
        between = text[names[index].start + len(names[index].text):names[run[-1]].start]
        if not _JOINT.fullmatch(between) and between.strip():
            break
        run.append(index)
    return sorted(run)


def _between(text: str, names: Sequence[Span], index: int) -> str:
    """The words between the name at ``index`` and the next."""
    return text[names[index].start + len(names[index].text):names[index + 1].start]


def _joined_group(text: str, names: Sequence[Span], run: Sequence[int],
                  joins: Callable[[str], bool]) -> list[int]:
    """The last name of ``run`` and those before it that ``joins`` ties to the next one: the
    one item of a list the type after it is written on."""
    group = [run[-1]]
    for index in reversed(run[:-1]):
        if not joins(_between(text, names, index)):
            break
        group.insert(0, index)
    return group


@dataclass(frozen=True)
class ListScope:
    """The items of a list a type is stated of, and whether the words left that open.

    Attributes:
        items: Indices of the names the type is read as given to.
        open: The list's words neither share the type nor make the list an inventory: every
            item is in ``items`` only because nothing said otherwise, and a case whose
            patches tell (a constraint type) decides.
    """

    items: list[int]
    open: bool = False


def typed_items(text: str, names: Sequence[Span], type_start: int, *,
                annotated_after: bool = False) -> list[int]:
    """Indices of ``names`` a type starting at ``type_start`` in ``text`` is stated of
    (:func:`list_scope`'s items)."""
    return list_scope(text, names, type_start, annotated_after=annotated_after).items


def list_scope(text: str, names: Sequence[Span], type_start: int, *,
               annotated_after: bool = False) -> ListScope:
    """Which of ``names`` a type starting at ``type_start`` in ``text`` is stated of.

    Args:
        text: The words holding the names and the type.
        names: Each listed patch's words in ``text`` (``Span.start`` an offset in ``text``),
            in order, all before ``type_start``.
        type_start: Where the type's words begin.
        annotated_after: The list goes on past the type with another item and its own
            condition ("…, frontAndBack empty"), which makes it an inventory.

    Returns:
        Every index of the list ending at the type when its words distribute the type,
        else the last name's alone; empty when ``names`` is. Open when the words say
        neither (every index given).
    """
    run = listed_run(text, names, type_start)
    if len(run) < 2:
        return ListScope(run)
    slashed = [index for index in run[:-1] if "/" in _between(text, names, index)]
    if slashed and slashed[-1] == run[-2]:
        # "inlet, outlet, top/bottom symmetryPlane": the slash joins the last names into
        # one item of the list, which shares the type; the names before are items apart.
        return ListScope(_joined_group(text, names, run, lambda joint: "/" in joint))
    last = names[run[-1]]
    tail = text[last.start + len(last.text):type_start]
    first = names[run[0]]
    head = text[max(0, first.start - 20):first.start]
    if annotated_after and _SHARING_HEAD.search(head) is None \
            and _COORDINATING.search(_between(text, names, run[-2])) is not None \
            and any(_COORDINATING.search(_between(text, names, index)) is None
                    for index in run[:-1]):
        # "inlet, outlet, top and bottom symmetryPlane, obstacle slip": the list goes on
        # past the type, so its "and" closes no list; it joins the names of one item,
        # which carries the type, and the items before it, cut by commas alone, are
        # items of their own that carry none.
        return ListScope(_joined_group(text, names, run,
                                       lambda joint: _COORDINATING.search(joint) is not None))
    joints = [text[names[index].start + len(names[index].text):names[index + 1].start]
              for index in run[:-1]]
    shared = (len(tail) <= _MAX_TAIL_CHARS and _SHARING_TAIL.search(tail) is not None) \
        or _SHARING_HEAD.search(head) is not None \
        or _COORDINATING.search(joints[-1]) is not None
    inventory = annotated_after or _INVENTORY_HEAD.search(head) is not None
    if shared:
        return ListScope(run)
    return ListScope(run[-1:]) if inventory else ListScope(run, open=True)


def declined_by_case(item: BoundaryType, patches: Mapping[str, str], root: Path) -> str | None:
    """Why the case gives a listed constraint type to other items of its list, not to
    ``item`` (``constraint_holders``); None when ``item`` takes it or its words decided.

    The editors write no such item and the audit checks none: one rule for both, so a case
    that keeps ``wall-8`` a wall is not counted as missing "empty on wall-8".
    """
    if not item.listed or item.boundary not in item.listed:
        return None
    resolved = [resolve(boundary, patches, sides=lambda: patch_sides(root))
                for boundary in item.listed]
    holders = constraint_holders(item.type, resolved, patches, root)
    if item.listed.index(item.boundary) in holders:
        return None
    taken = ", ".join(name for index in holders for name in resolved[index])
    return (f"the list's words leave open which of its items are {item.type}; the case makes "
            f"{taken} {item.type} and '{item.boundary[0]}' no {item.type} patch, so the type "
            f"is {taken}'s and '{item.boundary[0]}' is one more item of the list")
