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
from foam_agent.agents.spec.liquid_top import read_fill_fraction, read_liquid_top
from foam_agent.agents.spec.phrases import (
    NUMBER,
    Span,
    in_si,
    sentences,
    to_number,
    unit_after,
)
from foam_agent.agents.spec.region_value import FillFraction, LiquidLevel
from foam_agent.agents.spec.stated import Extent, Requirements, Stated
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
_LIQUID = r"(?:water|liquid|fluid|oil|mercury|glycerine|glycerol)"
#: "water column", "column of water", "liquid column", "oil (density 900 kg/m3) column"; a
#: block or body of liquid is the same thing ("the water block is 12 cm wide"); terse writing
#: shortens the column to "col".
_COLUMN = lazy_regex(rf"\b{_LIQUID}\s+(?:\([^()]*\)\s*)?(?:column|col\b\.?|block|body)\b|"
                     rf"\b(?:column|block|body)\s+of\s+{_LIQUID}\b", _I)
#: The liquid's block said with no liquid word, in a request about two phases: "Initial column:
#: 0.2 m wide …", "The column is a glycerine-water mix … 12 cm wide and 24 cm tall", "the liquid
#: fills the bottom-left corner, 5 inches wide and 10 inches tall". A bubble column is the
#: tank, a column of air no liquid.
_BARE_COLUMN = lazy_regex(
    r"(?<!bubble\s)\b(?:column|col\.)\b(?!\s+of\s+(?:air|gas))|"
    r"\b(?:fills?|filling|occup(?:ies|y|ying)|sits?\s+in)\s+(?:the\s+)?(?:bottom|lower)\s*-?\s*"
    r"(?:left|right)(?:\s*-?\s*hand)?\s+corner\b", _I)
#: The phase the column holds said in field words inside its stretch: "(alpha.water 1 there, 0
#: elsewhere)": the column's own words, not a boundary value.
_HOLDS = lazy_regex(r"\(?\s*alpha\.\w+\s*(?:=\s*)?1\b(?:\s*(?:inside|in\s+it|there))?"
                    r"(?:\s*(?:,|and|;)\s*0\s*(?:elsewhere|outside|everywhere\s+else|else)\b)?"
                    r"\s*\)?", _I)
#: The tank's floor, which a level is measured up from.
_FLOOR = r"(?:bottom|floor|base|bed)\b"
#: What makes a length said after "water to" no height above the floor: a distance along the
#: tank ("water up to 3 m from the inlet", "… downstream") or a size ("… 2 m wide").
_NOT_UP = (rf"\s+(?:from\s+(?!(?:the\s+)?{_FLOOR})|away|along|across|downstream|upstream|"
           r"past|beyond|wide|long)\b")
#: The liquid's level in a tank: "water fill height 0.3 m", "filled with water to a depth of
#: 0.2 m", "the liquid level is 0.1 m", "filling the bottom 40 cm", "water to 50 cm (from the
#: bottom)", "the water surface sits 1.2 m above the bottom", "water standing 5 mm deep" (the
#: top of the box setFields fills, above the floor).
_LEVEL = re.compile(
    rf"\b(?:(?:water|liquid|fill(?:ing)?)\s+(?:fill\s+)?(?:height|level|depth)|"
    rf"filled\s+(?:with\s+\w+\s+)?(?:up\s+)?to\s+(?:a\s+(?:depth|height|level)\s+of)?|"
    rf"fill(?:s|ing|ed)?\s+(?:the\s+)?(?:bottom|lowest|lower)(?:\s+(?=\d)|\s+layer\s+of\s+)|"
    rf"\b{_LIQUID}\s+(?:only\s+)?(?:up\s+)?to(?=\s+{NUMBER}\s*[a-z]+\b(?!{_NOT_UP}))|"
    rf"\b(?:free|liquid|water)\s+(?:surface|level)\s+(?:(?:is|sits|lies|stands|starts)\s+)?"
    rf"(?=(?:at\s+)?{NUMBER}\s*[a-z]+\s+above\s+(?:the\s+)?{_FLOOR})|"
    rf"\b{_LIQUID}\s+(?:(?:standing|sitting|lying|is)\s+)?(?={NUMBER}\s*[a-z]+\s+deep\b))"
    rf"\s*(?:of|=|:|is|at)?\s*(?P<v>{NUMBER})", _I)
#: The liquid's surface said as a coordinate: "up to z = 1.8 m", "filled to y = 0.6 m", "the
#: free surface at y = 0.3 m", "water level at z = 2 m", or a level "above the datum" with no
#: axis ("up to 1.8 m above the datum"). A level with neither is a height above the floor
#: (``_LEVEL``).
_SURFACE = lazy_regex(
    rf"\b(?:up\s+to|fill(?:s|ed)?(?:\s+(?:it|the\s+\w+))?(?:\s+with\s+(?:the\s+)?\w+)?\s+to|(?:free|liquid|water)\s+surface"
    rf"(?:\s+(?:is|starts|lies|sits|stands))?\s+at|(?:water|liquid|fill)\s+level(?:\s+(?:is|at|of|=))*)\s+(?:(?P<axis>[xyz])\s*=\s*"
    rf"(?P<v>{NUMBER})|(?P<d>{NUMBER})(?=\s*[a-z]+\s+above\s+(?:the\s+)?(?:datum|origin|"
    rf"zero\s+level|reference\s+level)\b))", _I)
#: A phase's fraction restated in parentheses beside the liquid a level fills: "water
#: (alpha.air = 0) up to y = 0.5 m". Only a fraction the fill makes is the level's words
#: (``_restates``); another is left to be reported.
_FRACTION_SAID = re.compile(rf"\b(?P<liquid>{_LIQUID})\s*\(\s*alpha\.(?P<phase>\w+)\s*"
                            rf"(?:=|:)?\s*(?P<v>{NUMBER})\s*\)", _I)
#: A sentence about the liquid filling the domain, which a surface's words must stand in
#: ("refine up to z = 2 m" is no level).
_FILLING = lazy_regex(rf"\b(?:fill(?:s|ed|ing)?|flooded|{_LIQUID}|free\s+surface)\b", _I)
#: Words naming the container, whose lengths that follow are the domain's, not the column's.
_CONTAINER = lazy_regex(r"\b(?:tank|box|domain|container|vessel|channel|basin|reservoir|"
                        r"cavity|enclosure)\b", _I)
#: What may stand between a length said before the column and the column ("0.1 m wide, 0.2 m
#: tall liquid column").
_BETWEEN = lazy_regex(r"^[\s,]*(?:(?:and|by|x|×)\s*)?(?:an?\s+|the\s+)?$", _I)


@dataclass(frozen=True)
class ColumnReading:
    """A liquid column's stated width and height (m) and the spans they were read from."""

    width: Stated[float] | None = None
    height: Stated[float] | None = None
    spans: tuple[tuple[int, int], ...] = ()
    level: LiquidLevel | None = None
    #: Sizes said of a column that turned out to be the container ("a 1 m tall column" beside
    #: "liquid fills the bottom 0.6 m"): neither the liquid's nor surely the domain's axes, so
    #: kept out of both and left not understood.
    container: tuple[str, ...] = ()
    #: A phase's volume fraction said in the level's sentence ("packed at 60 % solids by
    #: volume"): the filled box's own.
    fraction: FillFraction | None = None


def read_column(text: str, lengths: tuple[LengthMention, ...], *,
                multiphase: bool = False) -> ColumnReading:
    """The width and height of the liquid column ``text`` describes; ``lengths`` are the
    lengths read from ``text`` (with the names "width"/"height" they are said with). In a
    request about two phases the column may be said with no liquid word ("the column is 12 cm
    wide")."""
    width: Stated[float] | None = None
    height: Stated[float] | None = None
    spans: list[tuple[int, int]] = []
    bare: list[tuple[int, int]] = []  # the spans of sizes said of a column with no liquid word
    # "a liquid column … The column is …": once the column is named, "the column" is it.
    multiphase = multiphase or _COLUMN.search(text) is not None
    for sentence, start, stop, unnamed in _column_spans(text, bare=multiphase):
        if multiphase:
            spans.extend((match.start(), match.end()) for match in
                         _HOLDS.finditer(text, start, stop) if match.group(0).strip())
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
            bare += [(length.start, length.end)] if unnamed else []
    surface = read_surface(text)
    level = _level(text) if surface is None else None
    if surface is None and level is None:
        surface, level = _top(text)
    container: list[str] = []
    said_bare = [" ".join(text[a:b].split()) for a, b in bare]
    if level is not None and height is not None and height.source in said_bare \
            and abs(level[0].value - height.value) > 1e-9 * height.value:
        # "a bubble column (0.15 m wide, 1 m tall) … liquid fills the bottom 0.6 m": the
        # liquid cannot be both; the level said with its filling is the liquid's, and a
        # column said with no liquid word beside it is the container, its sizes neither the
        # liquid's nor surely the domain's axes: left not understood.
        spans = [span for span in spans if span not in bare]
        container = said_bare
        width = None if width is not None and width.source in container else width
        height = None
    if surface is not None:
        spans.append(surface[1])
    elif height is None and level is not None:
        height, span = level
        spans.append(span)
    fraction: FillFraction | None = None
    if surface is not None or (level is not None and height is level[0]):
        anchor = spans[-1]
        spans.extend(_restated_fractions(text, anchor))
        said = read_fill_fraction(text, anchor)
        if said is not None:
            fraction = said[0]
            spans.append(said[1])
    return ColumnReading(width, height, tuple(spans),
                         surface[0] if surface is not None else None, tuple(container),
                         fraction)


def read_surface(text: str) -> tuple[LiquidLevel, tuple[int, int]] | None:
    """The liquid's surface at the start said as a coordinate, and its span; None where no
    sentence about the liquid says one. A length that is no coordinate ("up to 5 m/s") is
    none."""
    for sentence in sentences(text.replace("\n", " ")):
        if not _FILLING.search(sentence.text):
            continue
        for match in _SURFACE.finditer(sentence.text):
            group = "v" if match.group("v") is not None else "d"
            unit = unit_after(sentence.text, match.end(group))
            if unit is None or unit.kind != "length":
                continue
            value = float(in_si(to_number(match.group(group)), unit))
            stop = unit.end
            if group == "d":  # "1.8 m above the datum": its words with it
                above = re.match(r"\s+above\s+(?:the\s+)?[a-z]+(?:\s+level)?", sentence.text[stop:],
                                 _I)
                stop += above.end() if above is not None else 0
            axis = "xyz".index(match.group("axis").lower()) if match.group("axis") else None
            source = " ".join(sentence.text[match.start():stop].split())
            return (LiquidLevel(value, source, axis),
                    (sentence.start + match.start(), sentence.start + stop))
    return None


def _top(text: str) -> tuple[tuple[LiquidLevel, tuple[int, int]] | None,
                            tuple[Stated[float], tuple[int, int]] | None]:
    """The liquid's top said apart from the liquid's word (``read_liquid_top``): a surface
    for an elevation, else a level above the floor."""
    top = read_liquid_top(text)
    if top is None:
        return None, None
    if top.kind == "elevation":
        return (LiquidLevel(top.value, top.source, top.axis), top.span), None
    return None, (Stated(top.value, top.source), top.span)


def _restated_fractions(text: str, level: tuple[int, int]) -> list[tuple[int, int]]:
    """The spans of the phase fractions the level's sentence restates for its liquid ("water
    (alpha.air = 0) up to y = 0.5 m"): the liquid's own at 1 or another phase's at 0, which
    is what filling the liquid up to the level makes."""
    found: list[tuple[int, int]] = []
    for sentence in sentences(text.replace("\n", " ")):
        if not sentence.start <= level[0] < sentence.end:
            continue
        for match in _FRACTION_SAID.finditer(sentence.text):
            if _restates(match):
                found.append((sentence.start + match.start(), sentence.start + match.end()))
    return found


def _restates(match: re.Match[str]) -> bool:
    """Whether the fraction said is the one the liquid's fill makes."""
    own = match.group("phase").lower() == match.group("liquid").lower()
    return float(to_number(match.group("v"))) == (1.0 if own else 0.0)


def _column_spans(text: str, *, bare: bool = False) -> list[tuple[Span, int, int, bool]]:
    """Each mention of the column with the stretch of its sentence its sizes may be said in:
    from the mention to the next container or mention ("an olive-oil column in the tank
    (58.4 cm wide …): the oil block is 12 cm wide": the tank's width is not the column's, the
    block's is), and whether the mention names no liquid ("a 1 m tall column")."""
    found: list[tuple[Span, int, int, bool]] = []
    for sentence in sentences(text.replace("\n", " ")):  # a wrapped line is no sentence end
        mentions = sorted([*_COLUMN.finditer(sentence.text),
                           *(_BARE_COLUMN.finditer(sentence.text) if bare else ())],
                          key=lambda match: match.start())
        mentions = [match for index, match in enumerate(mentions)
                    if not any(other.start() <= match.start() < other.end()
                               for other in mentions[:index])]
        for index, column in enumerate(mentions):
            stop = mentions[index + 1].start() if index + 1 < len(mentions) \
                else len(sentence.text)
            container = _CONTAINER.search(sentence.text, column.end(), stop)
            if container is not None:
                stop = container.start()
            found.append((sentence, sentence.start + column.start(), sentence.start + stop,
                          _COLUMN.fullmatch(column.group(0)) is None))
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
    just before it with nothing but a list between ("0.1 m wide, 0.2 m tall water column").
    A mention's words may reach back past its number ("square tank. The column is water, 15 cm
    wide"): where its number stands decides."""
    numbers = list(re.finditer(NUMBER, length.phrase))
    at = length.start + numbers[-1].start() if numbers else length.start
    if column <= at < stop:
        return True
    if not first <= length.start < column or _CONTAINER.search(
            text, max(first, length.start - 16), length.start):
        return False  # "a tank 0.584 m wide, water column ...": the tank's width
    between = text[length.end:column]
    return bool(_BETWEEN.match(re.sub(rf"\d[\d.]*\s*\w*\s*(?:wide|high|tall)|{_LIQUID}", "",
                                      between, flags=_I)))


def with_column(requirements: Requirements, reading: ColumnReading) -> Requirements:
    """``requirements`` holding the liquid column's size, and a domain extent without the
    sizes read from the column's words (the column is never the tank)."""
    if reading.width is None and reading.height is None and reading.level is None:
        return requirements
    sources = [size.source for size in (reading.width, reading.height) if size is not None]
    sources += [reading.level.source] if reading.level is not None else []
    sources += reading.container
    return replace(requirements, column_width=reading.width, column_height=reading.height,
                   liquid_level=reading.level, fill_fraction=reading.fraction,
                   extent=_without_column(requirements.extent, reading, sources))


def _without_column(extent: Stated[Extent] | None, reading: ColumnReading,
                    sources: list[str]) -> Stated[Extent] | None:
    """The extent with each size the column's words gave taken out: all of it when every
    piece of its words is the column's ("water fill height 0.3 m" is the liquid's, not the
    tank's height), else the axes whose size and role are a column's ("58.4 cm square; 12 cm
    wide": the 12 cm is the column's width)."""
    if extent is None:
        return None
    pieces = extent.source.split("; ")
    theirs = [piece for piece in pieces if any(piece in source for source in sources)]
    if len(theirs) == len(pieces):
        return None
    if not theirs:
        return extent
    sizes, roles = list(extent.value.sizes), list(extent.value.roles)
    # A liquid's depth is its height ("the bed starts 30 cm deep" is read as a depth).
    column = {"width": reading.width, "height": reading.height, "depth": reading.height}
    for axis in range(3):
        size = column.get(roles[axis] or "")
        if size is not None and sizes[axis] is not None \
                and abs(float(sizes[axis] or 0) - size.value) <= 1e-9 * max(size.value, 1e-12):
            sizes[axis], roles[axis] = None, None
    if all(item is None for item in sizes):
        return None
    kept = "; ".join(piece for piece in pieces if piece not in theirs)
    return Stated(replace(extent.value, sizes=(sizes[0], sizes[1], sizes[2]),
                          roles=(roles[0], roles[1], roles[2])), kept)
