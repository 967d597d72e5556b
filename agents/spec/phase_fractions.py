"""The phases' volume fractions at the start given as one list: "initial volume fractions:
water 0.35, oil 0.3, mercury 0.1, air 0.25", "phase fractions at t = 0 are 60 % water and
40 % air".

Why a reader of its own: the fraction reader (``foam_agent.agents.spec.regions``) reads one
phase said with its fraction's words ("water volume fraction 0.5"); a list under one heading
names each phase once and the words once, so every item was left not understood and the
case's own fractions stayed. Each item is its phase's initial field ``alpha.<phase>``; a list
whose shares do not make the whole (1, or 100 %) is not read: one of them is misread, and no
item alone can be trusted.
"""

from __future__ import annotations

import re

from foam_agent.agents.spec.phrases import NUMBER
from foam_agent.agents.spec.stated import INTERNAL, BoundaryValue
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
#: The list's heading: "initial volume fractions:", "phase fractions at t = 0 are".
_HEADING = lazy_regex(
    r"\b(?P<start>initial\s+)?(?:volume|phase|vol\.)\s+fractions\b(?P<when>\s+(?:at\s+(?:the\s+)?"
    r"start|at\s+t\s*=\s*0|initially))?\s*(?:are|:|=)?\s*", _I)
#: One item: a phase and its share, either way round ("water 0.35", "40 % air").
_ITEM = lazy_regex(rf"(?P<phase>[a-z][a-z0-9]*)\s*(?:=|:)?\s*(?P<v>{NUMBER})\s*(?P<pct>%)?|"
                   rf"(?P<v2>{NUMBER})\s*(?P<pct2>%)?\s*(?:of\s+)?(?P<phase2>[a-z][a-z0-9]*)", _I)
#: What parts two items.
_JOIN = lazy_regex(r"\s*(?:,\s*(?:and\s+)?|\band\b\s*|;\s*)", _I)
#: Words after the list that say it holds everywhere ("(uniform)", "everywhere").
_AFTER = lazy_regex(r"\s*(?:\(\s*uniform\s*\)|uniform(?:ly)?|everywhere|throughout)", _I)
#: Shares that make the whole within this (the request's rounding).
_WHOLE = 1e-3
#: Words an item's phase may not be.
_NOT_PHASES = frozenset({"and", "of", "the", "a", "an", "is", "are", "at", "t"})


def read_phase_fractions(text: str) -> tuple[tuple[BoundaryValue, ...],
                                             tuple[tuple[int, int], ...]]:
    """Each listed phase's fraction as its initial field, and the spans of the lists read."""
    values: list[BoundaryValue] = []
    spans: list[tuple[int, int]] = []
    flat = text.replace("\n", " ")
    for heading in _HEADING.finditer(flat):
        if not (heading.group("start") or heading.group("when")):
            continue  # "the volume fractions follow from the flow": no start said
        items, end = _items(flat, heading.end())
        if len(items) < 2 or abs(sum(share for _, share in items) - 1) > _WHOLE:
            continue
        after = _AFTER.match(flat, end)
        end = after.end() if after is not None else end
        source = " ".join(flat[heading.start():end].split())
        values.extend(BoundaryValue(f"alpha.{phase}", (INTERNAL,), share, source,
                                    assumption="the phase's volume fraction at the start")
                      for phase, share in items)
        spans.append((heading.start(), end))
    return tuple(values), tuple(spans)


def _items(text: str, at: int) -> tuple[list[tuple[str, float]], int]:
    """The (phase, share) items of a list from ``at``, and where the list ends; none when
    an item's share is no fraction or the list mixes percentages and fractions."""
    items: list[tuple[str, float]] = []
    percent: set[bool] = set()
    end = at
    while (item := _ITEM.match(text, at)) is not None:
        phase = (item.group("phase") or item.group("phase2")).lower()
        if phase in _NOT_PHASES:
            break
        share = float(item.group("v") or item.group("v2"))
        said = bool(item.group("pct") or item.group("pct2"))
        percent.add(said)
        items.append((phase, share / 100 if said else share))
        end = item.end()
        join = _JOIN.match(text, end)
        if join is None:
            break
        at = join.end()
    if len(percent) > 1 or any(not 0 <= share <= 1 for _, share in items):
        return [], end
    return items, end
