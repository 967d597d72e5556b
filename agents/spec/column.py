"""The size of a liquid column: "water column 0.3 m wide and 0.6 m high", "a column of water
10 cm wide and 20 cm tall", "a 0.1 m wide, 0.2 m tall liquid column".

Why a reader of its own: a dam break's column is no boundary and no domain size; it is the box
setFields fills with liquid (damBreak's ``boxToCell`` of ``alpha.water 1``). Its width and
height were read by no reader and left "not understood". Read here, the author can resize that
box and the audit can measure it; a tank's own size in the same sentence ("in a tank 1 m wide")
stays the domain's, for the extent reader.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from foam_agent.agents.spec.dimensionless import LengthMention
from foam_agent.agents.spec.phrases import (
    NUMBER,
    Span,
    in_si,
    sentences,
    to_number,
    unit_after,
)
from foam_agent.agents.spec.stated import Requirements, Stated

_I = re.IGNORECASE
_LIQUID = r"(?:water|liquid|fluid|oil|mercury|glycerine|glycerol)"
#: "water column", "column of water", "liquid column", "oil (density 900 kg/m3) column"; a
#: block or body of liquid is the same thing ("the water block is 12 cm wide"); terse writing
#: shortens the column to "col".
_COLUMN = re.compile(rf"\b{_LIQUID}\s+(?:\([^()]*\)\s*)?(?:column|col\b\.?|block|body)\b|"
                     rf"\b(?:column|block|body)\s+of\s+{_LIQUID}\b", _I)
#: The liquid's level in a tank: "water fill height 0.3 m", "filled with water to a depth of
#: 0.2 m", "the liquid level is 0.1 m" (the top of the box setFields fills, above the floor).
_LEVEL = re.compile(
    rf"\b(?:(?:water|liquid|fill(?:ing)?)\s+(?:fill\s+)?(?:height|level|depth)|"
    rf"filled\s+(?:with\s+\w+\s+)?(?:up\s+)?to\s+(?:a\s+(?:depth|height|level)\s+of)?)"
    rf"\s*(?:of|=|:|is|at)?\s*(?P<v>{NUMBER})", _I)
#: Words naming the container, whose lengths that follow are the domain's, not the column's.
_CONTAINER = re.compile(r"\b(?:tank|box|domain|container|vessel|channel|basin|reservoir|"
                        r"cavity|enclosure)\b", _I)
#: What may stand between a length said before the column and the column ("0.1 m wide, 0.2 m
#: tall liquid column").
_BETWEEN = re.compile(r"^[\s,]*(?:(?:and|by|x|×)\s*)?(?:an?\s+|the\s+)?$", _I)


@dataclass(frozen=True)
class ColumnReading:
    """A liquid column's stated width and height (m) and the spans they were read from."""

    width: Stated[float] | None = None
    height: Stated[float] | None = None
    spans: tuple[tuple[int, int], ...] = ()


def read_column(text: str, lengths: tuple[LengthMention, ...]) -> ColumnReading:
    """The width and height of the liquid column ``text`` describes; ``lengths`` are the
    lengths read from ``text`` (with the names "width"/"height" they are said with)."""
    width: Stated[float] | None = None
    height: Stated[float] | None = None
    spans: list[tuple[int, int]] = []
    for sentence, start, stop in _column_spans(text):
        for length in lengths:
            if not _belongs(text, length, sentence.start, start, stop):
                continue
            stated = Stated(length.value, length.phrase)
            if "width" in length.names and width is None:
                width = stated
            elif "height" in length.names and height is None:
                height = stated
            else:
                continue
            spans.append((length.start, length.end))
    if height is None and (level := _level(text)) is not None:
        height, span = level
        spans.append(span)
    return ColumnReading(width, height, tuple(spans))


def _column_spans(text: str) -> list[tuple[Span, int, int]]:
    """Each mention of the column with the stretch of its sentence its sizes may be said in:
    from the mention to the next container or mention ("an olive-oil column in the tank
    (58.4 cm wide …): the oil block is 12 cm wide": the tank's width is not the column's, the
    block's is)."""
    found: list[tuple[Span, int, int]] = []
    for sentence in sentences(text.replace("\n", " ")):  # a wrapped line is no sentence end
        mentions = list(_COLUMN.finditer(sentence.text))
        for index, column in enumerate(mentions):
            stop = mentions[index + 1].start() if index + 1 < len(mentions) \
                else len(sentence.text)
            container = _CONTAINER.search(sentence.text, column.end(), stop)
            if container is not None:
                stop = container.start()
            found.append((sentence, sentence.start + column.start(), sentence.start + stop))
    return found


def _level(text: str) -> tuple[Stated[float], tuple[int, int]] | None:
    """The stated fill level (m) and its span."""
    for match in _LEVEL.finditer(text):
        unit = unit_after(text, match.end("v"))
        if unit is None or unit.kind != "length":
            continue
        value = float(in_si(to_number(match.group("v")), unit))
        return Stated(value, " ".join(text[match.start():unit.end].split())), \
            (match.start(), unit.end)
    return None


def _belongs(text: str, length: LengthMention, first: int, column: int, stop: int) -> bool:
    """Whether ``length`` sizes the column: after its mention and before the container's, or
    just before it with nothing but a list between ("0.1 m wide, 0.2 m tall water column")."""
    if column <= length.start < stop:
        return True
    if not first <= length.start < column or _CONTAINER.search(
            text, max(first, length.start - 16), length.start):
        return False  # "a tank 0.584 m wide, water column ...": the tank's width
    between = text[length.end:column]
    return bool(_BETWEEN.match(re.sub(rf"\d[\d.]*\s*\w*\s*(?:wide|high|tall)|{_LIQUID}", "",
                                      between, flags=_I)))


def with_column(requirements: Requirements, reading: ColumnReading) -> Requirements:
    """``requirements`` holding the liquid column's size."""
    if reading.width is None and reading.height is None:
        return requirements
    sources = [size.source for size in (reading.width, reading.height) if size is not None]
    extent = requirements.extent
    if extent is not None and all(any(part in source for source in sources)
                                  for part in extent.source.split("; ")):
        extent = None  # "water fill height 0.3 m" is the liquid's, not the tank's height
    return replace(requirements, column_width=reading.width, column_height=reading.height,
                   extent=extent)
