"""Cell counts said with the direction or the part of the domain they run along: "1000 cells
along the tube", "100 cells across the height", "16 cells each way", "a 16^3 grid".

Why a reader of its own: the value reader reads counts written per axis ("200 x 80 cells",
"50 cells in x"); a count said of the domain's own parts in words was left "not understood",
and "1000 cells along the tube" of a shock tube is as plain a mesh request as "1000 x 1 x 1".
A direction named by a part of the domain is mapped through the geometry every tutorial here
shares: a tube, pipe, channel or duct runs along x (the flow's direction), its height or width
is across it (y); each way, or a cube's power, is every axis. A bare count ("with 500 cells")
counts along the one axis the request gives an extent of, and nothing otherwise (it stays not
understood). The mesh editor shares a count between several blocks as their geometry does
(``foam_agent.foamcase.case.cells_across``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from foam_agent.agents.spec.stated import Requirements, Stated
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
_COUNT = r"(?P<n>\d[\d,]*)"
#: The parts of a domain a count runs along, and the axis each is.
_ALONG_X = (r"tube|pipe|channel|duct|domain|length|tunnel|flow(?:\s+direction)?|axis|"
            r"x(?:[\s-]*axis)?")
_ALONG_Y = r"height|width|gap|channel\s+height|y(?:[\s-]*axis)?"
_ALONG = lazy_regex(
    rf"{_COUNT}\s*(?:mesh\s+|grid\s+)?cells?\s+(?:along|over|spanning|through|down|in|"
    rf"across)\s+(?:the\s+|its\s+|a\s+)?(?:whole\s+|entire\s+|full\s+)?"
    rf"(?:(?P<x>{_ALONG_X})|(?P<y>{_ALONG_Y}))\b", _I)
#: "16 cells each way", "32 cells in every direction", "20 cells per side".
_EACH = lazy_regex(rf"{_COUNT}\s*cells?\s+(?:each\s+way|in\s+(?:each|every|all)\s+"
                   rf"(?:directions?|axes)|per\s+(?:direction|side|axis|edge))\b", _I)
#: "a 16^3 grid", "16³ cells", "a 32-cubed mesh".
_CUBED = lazy_regex(rf"(?<![\w.]){_COUNT}\s*(?:\^\s*3|³|[\s-]*cubed)\s*(?:cells?|grid|mesh)?\b",
                    _I)
#: "with 500 cells", "using 2000 cells": a count with no direction of its own.
_BARE = lazy_regex(rf"(?<!x\s)(?<!×\s)(?<!by\s)(?<![\w.×*]){_COUNT}\s*cells\b(?!\s+(?:along|over|"
                   r"spanning|through|down|in|across|each|per|wide|high|thick)\b)", _I)


@dataclass(frozen=True)
class CellCounts:
    """Cells per axis (x, y, z; None where unsaid) and the spans of the words they came from."""

    cells: Stated[tuple[int | None, int | None, int | None]] | None = None
    spans: tuple[tuple[int, int], ...] = ()


#: A request that says its case is one-dimensional: a bare count runs along its one direction.
ONE_D = lazy_regex(r"\b1[\s-]?D\b|\bone[\s-]dimensional\b", _I)


def read_cell_counts(text: str, *, axes: tuple[int, ...] = (), two_d: bool = False
                     ) -> CellCounts:
    """The cell counts ``text`` says with a direction in words.

    Args:
        text: The normalised request.
        axes: The axes the request states an extent of; a bare count runs along the one
            when there is exactly one, or along x in a one-dimensional request with none.
        two_d: The request is 2-D: "each way" leaves the empty z alone.
    """
    cells: list[int | None] = [None, None, None]
    words: list[str] = []
    spans: list[tuple[int, int]] = []

    def take(match: re.Match[str], on: tuple[int, ...]) -> None:
        count = int(match.group("n").replace(",", ""))
        for axis in on:
            if cells[axis] is None:
                cells[axis] = count
        words.append(" ".join(match.group(0).split()))
        spans.append((match.start(), match.end()))

    for match in _ALONG.finditer(text):
        take(match, (0,) if match.group("x") else (1,))
    every = (0, 1) if two_d else (0, 1, 2)
    for match in _EACH.finditer(text):
        take(match, every)
    for match in _CUBED.finditer(text):
        take(match, (0, 1, 2))
    # A one-dimensional request's count runs along x here; the case's frame puts it on the
    # one direction the case resolves (``foam_agent.agents.spec.domain_frame.placed_cells``).
    along = axes if len(axes) == 1 else (0,) if not axes and ONE_D.search(text) else ()
    if not spans and along:
        bare = list(_BARE.finditer(text))
        if len(bare) == 1:
            take(bare[0], along)
    if not spans:
        return CellCounts()
    return CellCounts(Stated((cells[0], cells[1], cells[2]), "; ".join(words)), tuple(spans))


def with_cell_counts(requirements: Requirements, counts: CellCounts) -> Requirements:
    """``requirements`` with each axis a count in words gives, where no count per axis was
    read for it."""
    if counts.cells is None:
        return requirements
    stated = requirements.cells
    if stated is None:
        return replace(requirements, cells=counts.cells)
    merged = tuple(mine if theirs is None else theirs
                   for mine, theirs in zip(counts.cells.value, stated.value, strict=True))
    if merged == stated.value:
        return requirements
    return replace(requirements, cells=Stated((merged[0], merged[1], merged[2]),
                                              f"{stated.source}; {counts.cells.source}"))
