"""A porous zone stated in words: its coefficients ("Darcy coefficient 2000 1/m^2",
"inertial resistance of 750 per metre", "permeability 1e-8 m2", "no Forchheimer term"), each
with its direction ("in every direction", "in x only", "along the duct axis"), and its extent
("a porous block 1.5 m by 1.5 m, centred 2 m downstream of the inflow edge and halfway
across", "a screen 12 mm thick", "0.6 m a side, centred on the origin").

Why here: the words name no keyword, so the value reader left the numbers unread, and
geometry took "d = 2500" for a diameter and a block's size for the domain's. The words of
each coefficient are the catalog's (``foamcase.catalog.porosity``); a unit stated is checked
against the coefficient's with pint, and a coefficient whose unit disagrees is left unread
(so it stays "not understood", never applied wrongly).

Direction: a coefficient said with no direction is isotropic (every axis of the model's
frame) where the case's own components are alike: a request giving one number for a block
means the medium resists alike in every direction, and nothing in the words picks an axis.
Where the case's components differ, such a number stays open
(``agents.spec.porosity.PorousCoefficient.unplaced``). The direction may stand after the
number, before the coefficient's words, or between them ("its resistance along the flow
should be …"). "in x" / "along x" is that axis of the
mesh (the editor refuses it where the model's frame is turned); "along the duct axis",
"streamwise", "in the flow direction" is the model frame's first axis, the flow's in every
tutorial. A component left unsaid is kept as the case has it (a negative one there is
OpenFOAM's multiplier of the largest, the tutorials' way to keep a filter's flow straight).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from foam_agent.agents.spec.phrases import NUMBER, VECTOR, Span, sentences
from foam_agent.agents.spec.porosity import (
    ACROSS,
    STREAMWISE,
    Porosity,
    PorousCoefficient,
    ZoneExtent,
)
from foam_agent.agents.spec.units import dimensioned_unit, registry
from foam_agent.foamcase.catalog.porosity import (
    COEFFICIENTS,
    POROUS_WORDS,
    VOID_FRACTION_WORDS,
    ZONE_NOUNS,
    PorosityCoefficient,
)
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
#: Between a coefficient's words and its number: a symbol ("d", "C2", "(K)") and a verb.
_LINK = (r"(?:\s*\(?\s*[A-Za-z][A-Za-z0-9_]{0,3}\s*\)?(?=\s*(?:=|:|of\b|is\b|\d|-?\.\d)))?"
         r"\s*(?:(?:of|is|=|:|equal\s+to|set\s+to|at|becomes|should\s+be|will\s+be|around|"
         r"about|approximately|roughly|~|,)\s*){0,3}")
_VALUE = rf"(?P<value>{NUMBER})(?![\d.])"
_ZERO_BEFORE = (r"\b(?:no|without(?:\s+an?|\s+any)?|zero|neglect(?:ing)?\s+the|"
                r"ignor(?:e|ing)\s+the|drop(?:ping)?\s+the)\s+")
_ZERO_AFTER = r"\s+(?:is\s+|of\s+|=\s*|set\s+to\s+)?(?:zero|0|neglected|switched\s+off|off|none)\b"
_ISOTROPIC = lazy_regex(r"\bin\s+(?:all|every|each)\s+directions?\b|\bisotropic(?:ally)?\b|"
                        r"\bin\s+(?:all|every|the)\s+(?:three|3)\s+directions\b|\bthe\s+same\s+in\s+"
                        r"(?:all|every)\s+directions?\b", _I)
_LETTER = lazy_regex(r"\b(?:in|along)\s+(?:the\s+)?(?P<a>[xyz])(?:[\s-]*(?:direction|axis))?"
                     r"(?:\s+only)?\b|\b(?P<b>[xyz])[\s-]*(?:direction|component)\b", _I)
_STREAMWISE = lazy_regex(r"\balong\s+the\s+(?:duct|pipe|channel|flow|main)(?:'s)?\s*"
                         r"(?:axis|direction)?|\bstreamwise\b|\bin\s+the\s+(?:flow|stream)(?:wise)?"
                         r"\s+direction\b|\bthrough[-\s]flow\s+direction\b", _I)
#: How far after a coefficient's unit its direction may be said (same clause).
_DIRECTION_REACH = 45
#: Where a coefficient's own words end: at the next number or the next coefficient's name. A
#: direction beyond belongs to what is said there ("Darcy 2000 1/m2, Forchheimer 10 1/m in x":
#: the x is the Forchheimer's; "... 1e6 1/m2 with flow of 1 m/s in y": the y is the flow's).
_NEXT_STATEMENT = lazy_regex(
    r"\d|\b(?:" + "|".join(word for row in COEFFICIENTS
                           for word in (*row.words, *row.reciprocal_words)) + r")\b", _I)
_VOID = lazy_regex(rf"\b(?:{VOID_FRACTION_WORDS})\s*(?:of|is|=|:)?\s*(?:about\s+)?{_VALUE}"
                   rf"\s*(?P<percent>%|percent\b)?", _I)
_POROUS = lazy_regex(rf"\b(?:{POROUS_WORDS})", _I)
#: The things a size may belong to: the porous zone, or the domain around it.
#: A porous thing named by its shape ("a porous square 0.6 m x 0.6 m") is the zone too.
_SHAPED_ZONE = r"(?<=porous\s)(?:square|rectangle|cube|box)"
_THING = lazy_regex(rf"\b(?:(?P<zone>{ZONE_NOUNS}|{_SHAPED_ZONE})|(?P<domain>channel|domain|duct|"
                    rf"tank|pipe|stream|flume|tunnel|passage|tube|room|vessel|test\s+section))\b",
                    _I)
#: A mention of the porous thing with its shape words ("a square porous block", "the
#: porous square in the middle", "the fence").
_ZONE_PHRASE = lazy_regex(rf"\b(?:(?:square|rectangular|cubic|thin(?:ner)?|thick(?:er)?|"
                          rf"porous)\s+){{0,3}}(?:{ZONE_NOUNS}|{_SHAPED_ZONE})\b", _I)
#: A size's noun right after it ("a 12 mm thick screen", "a 4 m wide, 8 m long channel").
_NOUN_AFTER = lazy_regex(rf"(?:\s*,?\s*(?:and\s+)?{NUMBER}\s*[A-Za-z]+\s+[a-z]+)*\s+"
                         rf"(?:[a-z-]+\s+){{0,2}}?(?={_THING.pattern})", _I)
_LENGTH = (rf"(?P<{{name}}>{NUMBER})\s*(?P<{{name}}u>mm|cm|m|in|inch(?:es)?|ft|feet|foot|"
           rf"(?:milli|centi)?met(?:re|er)s?)\b")
_SIDE = lazy_regex(_LENGTH.format(name="s") + r"\s*(?:on\s+)?(?:a|each|per)\s+side\b|"
                   r"\bsquare\b[^.;]{0,30}?" + _LENGTH.format(name="q") + r"(?!\s*(?:by|x|×))"
                   r"(?:\s*(?:on\s+)?(?:a|each|per)\s+side\b)?"
                   r"|" + _LENGTH.format(name="p") + r"\s*square\b", _I)
_BY = lazy_regex(_LENGTH.format(name="a") + r"\s*(?:by|x|×)\s*" + _LENGTH.format(name="b"), _I)
_ROLE = lazy_regex(_LENGTH.format(name="r") + r"\s*(?P<role>thick|wide|across|long|tall|high|"
                   r"deep|in\s+thickness|in\s+width|in\s+length)\b|\b(?P<role2>thickness|width|"
                   r"length|height)\s*(?:of|is|=|:)?\s*" + _LENGTH.format(name="t"), _I)
#: A size said as the zone's own noun ("the block's 0.6 m length", "the screen's 12 mm
#: thickness").
_POSSESSIVE = lazy_regex(rf"\b(?:{ZONE_NOUNS})'s\s+" + _LENGTH.format(name="o") +
                         r"\s*(?P<orole>length|width|thickness|height|side|size)\b", _I)
_ALONG_ROLES = ("thick", "long", "thickness", "length", "deep")
#: The zone's box by its corners ("boxToCell from (-0.3 -0.3) to (0.3 0.3)"), in the case's
#: units, two or three coordinates each; the coordinate across the slab may be left out.
_CORNER = rf"\(\s*(?P<{{n}}x>{NUMBER})\s*[,\s]\s*(?P<{{n}}y>{NUMBER})(?:\s*[,\s]\s*{NUMBER})?\s*\)"
_CORNERS = lazy_regex(rf"\bfrom\s*{_CORNER.format(n='l')}\s*(?:to|-|and)\s*{_CORNER.format(n='h')}",
                      _I)
_ORIGIN = lazy_regex(r"\bcent(?:red|ered)\s+(?:on|at|about)\s+(?:the\s+)?origin\b", _I)
_AT_POINT = lazy_regex(rf"\bcent(?:red|ered)\s+(?:on|at)\s+(?:the\s+point\s+)?\(\s*(?P<x>{NUMBER})"
                       rf"\s*[,\s]\s*(?P<y>{NUMBER})(?:\s*[,\s]\s*{NUMBER})?\s*\)", _I)
_FROM_INFLOW = lazy_regex(_LENGTH.format(name="d") + r"\s+(?:downstream\s+(?:of|from)|from|after"
                          r"|past)\s+the\s+(?:inlet|inflow|entrance|upstream\s+end)"
                          r"(?:\s+(?:edge|boundary|plane|face|end))?\b", _I)
_MID_ACROSS = lazy_regex(r"\b(?:halfway|midway|centred|centered)\s+across\b|\bmid[-\s]?"
                         r"(?:channel|width|span)\b|\bon\s+the\s+(?:channel|duct)(?:'s)?\s+"
                         r"(?:centre|center)[-\s]?line\b", _I)
_MIDDLE = lazy_regex(r"\b(?:in|at)\s+the\s+(?:middle|centre|center)\s+of\s+the\s+"
                     r"(?:channel|domain|duct|tank|flume|box|tunnel)\b", _I)


@dataclass
class PorosityReading:
    """The porous zone read and the spans of its words."""

    porosity: Porosity
    spans: tuple[tuple[int, int], ...] = field(default=())


def _per_unit(text: str) -> tuple[str, int] | None:
    """A unit written "per square metre" / "per metre" as pint's reciprocal, with its length."""
    match = re.match(r"\s?per\s+(?P<power>square\s+|cubic\s+)?(?P<unit>met(?:re|er)s?|m|"
                     r"f(?:oo|ee)t|ft|inch(?:es)?|cm|mm|second|s)\b(?P<sq>\s*(?:\^?2|²))?",
                     text, _I)
    if match is None:
        return None
    power = 2 if (match.group("power") or "").strip().lower() == "square" or match.group("sq") \
        else 3 if match.group("power") else 1
    unit = match.group("unit").lower().rstrip("s") if match.group("unit").lower() not in (
        "s",) else "s"
    unit = {"metre": "meter", "feet": "foot", "inche": "inch"}.get(unit, unit)
    return f"1/({unit})**{power}", match.end()


def _unit_factor(text: str, end: int, wanted: str) -> tuple[float, int] | None:
    """The factor turning the number before ``end`` into ``wanted``'s unit and where the
    unit ends; (1, end) for no unit; None for a unit of other dimensions."""
    rest = text[end:end + 40]
    per = _per_unit(rest)
    if per is not None:
        spelling, length = per
    else:
        unit = dimensioned_unit(rest)
        if unit is None:
            return 1.0, end
        spelling, length = unit.unit, unit.length
    units = registry()
    try:
        factor = units.Quantity(1.0, spelling).to(wanted).magnitude if wanted else None
    except Exception:  # noqa: BLE001 - pint's DimensionalityError and its parse errors
        return None
    if factor is None:
        return None
    return float(factor), end + length


@dataclass(frozen=True)
class _Said:
    """The direction a coefficient's words give it.

    Attributes:
        axis: The axis of the model's frame (None: every axis).
        by_letter: The axis is the mesh's, named by its letter ("in x"), not the flow's.
        stop: Where the coefficient's words end.
        every_axis: Every axis is said in words ("in all directions", "isotropic"), not
            merely left unsaid.
    """

    axis: int | None
    by_letter: bool
    stop: int
    every_axis: bool = False


def _direction(text: str, start: int, value_start: int, end: int, clause: Span) -> _Said:
    """The direction a coefficient is said along: after its number (up to the next
    statement), between its words and its number ("the resistance along the flow should be
    …"), or before its words in the same clause."""
    after = text[end:min(clause.end, end + _DIRECTION_REACH)]
    after = after[:next_statement.start()] if (next_statement := _NEXT_STATEMENT.search(
        after)) is not None else after
    before = text[clause.start:start]
    middle = text[start:value_start]
    for pattern in (_LETTER, _STREAMWISE, _ISOTROPIC):
        match = pattern.match(after.lstrip()) or (pattern.search(after) if pattern is not
                                                  _LETTER else _LETTER.search(after))
        if match is not None:
            stop = end + after.find(match.group(0)) + len(match.group(0))
        elif (match := pattern.search(middle)) is not None:
            stop = end
        else:
            continue
        if pattern is _LETTER:
            letter = (match.group("a") or match.group("b")).lower()
            return _Said("xyz".index(letter), True, stop)
        if pattern is _STREAMWISE:
            return _Said(STREAMWISE, False, stop)
        return _Said(None, False, stop, every_axis=True)
    if _STREAMWISE.search(before):
        return _Said(STREAMWISE, False, end)
    return _Said(None, False, end, every_axis=bool(_ISOTROPIC.search(before)))


def _clause_of(text: str, position: int) -> Span:
    for sentence in sentences(text):
        if sentence.start <= position < sentence.end:
            return sentence
    return Span(text, 0)


def _read_coefficient(text: str, row: PorosityCoefficient, spans: list[tuple[int, int]],
                      found: list[PorousCoefficient]) -> None:
    words = "|".join(row.words)
    taken = {item.keyword for item in found}
    stated = re.compile(rf"\b(?P<w>{words})\b{_LINK}{_VALUE}", _I)
    for match in stated.finditer(text):
        if row.keyword in taken:
            return
        unit = _unit_factor(text, match.end("value"), row.unit) if row.unit \
            else (1.0, match.end("value")) if dimensioned_unit(text[match.end():]) is None \
            else None
        if unit is None:
            continue
        said = _direction(text, match.start(), match.start("value"), unit[1],
                          _clause_of(text, match.start()))
        found.append(PorousCoefficient(row.model, row.keyword,
                                       float(match.group("value")) * unit[0], said.axis,
                                       " ".join(text[match.start():said.stop].split()),
                                       said.by_letter, every_axis=said.every_axis))
        spans.append((match.start(), said.stop))
        taken.add(row.keyword)
    if row.reciprocal_words and row.keyword not in taken:
        reciprocal = re.compile(rf"\b(?:{'|'.join(row.reciprocal_words)})\b{_LINK}{_VALUE}", _I)
        for match in reciprocal.finditer(text):
            # A unit is required: a magnetic permeability ("permeability all 1", mu0 in H/m)
            # is no porous medium's, and only an area says which permeability it is.
            unit = _unit_factor(text, match.end("value"), row.reciprocal_unit)
            value = float(match.group("value"))
            if unit is None or unit[1] == match.end("value") or value <= 0:
                continue
            said = _direction(text, match.start(), match.start("value"), unit[1],
                              _clause_of(text, match.start()))
            reciprocal_value = float(f"{1.0 / (value * unit[0]):.12g}")
            found.append(PorousCoefficient(row.model, row.keyword, reciprocal_value, said.axis,
                                           " ".join(text[match.start():said.stop].split()),
                                           said.by_letter, every_axis=said.every_axis))
            spans.append((match.start(), said.stop))
            return
    if row.keyword in taken:
        return
    zero = re.compile(rf"{_ZERO_BEFORE}(?:{words})\b|\b(?:{words}){_ZERO_AFTER}", _I)
    stated_zero = zero.search(text)
    if stated_zero is not None:
        found.append(PorousCoefficient(row.model, row.keyword, 0.0, None,
                                       " ".join(stated_zero.group(0).split())))
        spans.append(stated_zero.span())


#: A coefficient said by the medium's resistance in general words ("a resistance coefficient
#: of 800 per square metre", "viscous (Darcy) with a coefficient of 2000 1/m^2"): the unit
#: says which one it is.
_GENERAL = lazy_regex(rf"\b(?:resistance|coefficient|coeff|loss)\b[^.;:\d]{{0,40}}?"
                      rf"(?<![\w.]){_VALUE}", _I)


def _read_by_unit(text: str, spans: list[tuple[int, int]],
                  found: list[PorousCoefficient]) -> None:
    """In a porous request, a coefficient said in general words whose unit is that of exactly
    one DarcyForchheimer coefficient not yet read (1/m^2 is d, 1/m is f)."""
    rows = [row for row in COEFFICIENTS if row.model == "DarcyForchheimer"]
    for match in _GENERAL.finditer(text):
        if any(a < match.end() and match.start() < b for a, b in spans):
            continue
        taken = {item.keyword for item in found}
        fits = [(row, unit) for row in rows if row.keyword not in taken
                and (unit := _unit_factor(text, match.end("value"), row.unit)) is not None
                and unit[1] > match.end("value")]
        if len(fits) != 1:
            continue
        row, unit = fits[0]
        said = _direction(text, match.start(), match.start("value"), unit[1],
                          _clause_of(text, match.start()))
        found.append(PorousCoefficient(row.model, row.keyword,
                                       float(match.group("value")) * unit[0], said.axis,
                                       " ".join(text[match.start():said.stop].split()),
                                       said.by_letter, every_axis=said.every_axis))
        spans.append((match.start(), said.stop))


def _read_code_form(text: str, spans: list[tuple[int, int]],
                    found: list[PorousCoefficient]) -> None:
    """A vector coefficient in the dictionary's own form ("d = (100 100 100) 1/m^2",
    "f (10 10 10)") in a request that names its model: its three components."""
    for row in COEFFICIENTS:
        if not row.vector or not re.search(rf"\b{row.model}\b", text) or \
                row.keyword in {item.keyword for item in found}:
            continue
        for match in re.finditer(rf"(?<![\w.$]){row.keyword}\s*(?:=|:)?\s*{VECTOR}", text):
            unit = _unit_factor(text, match.end(), row.unit)
            if unit is None or any(a < match.end() and match.start() < b for a, b in spans):
                continue
            vector = tuple(float(item) * unit[0] for item in match.groups()[:3])
            found.append(PorousCoefficient(row.model, row.keyword, max(vector), None,
                                           " ".join(text[match.start():unit[1]].split()),
                                           components=(vector[0], vector[1], vector[2])))
            spans.append((match.start(), unit[1]))
            break


def _metres(match: re.Match[str], name: str) -> float:
    unit = match.group(f"{name}u").lower().replace("metre", "meter")
    spelled = {"in": "inch", "inches": "inch", "feet": "foot", "ft": "foot"}.get(
        unit, unit.rstrip("s") if unit.endswith("ers") else unit)
    return float(registry().Quantity(float(match.group(name)), spelled).to("meter").magnitude)


def _owner(text: str, sentence: Span, start: int, end: int) -> str | None:
    """What the size at ``start``-``end`` belongs to: the noun right after it, else the last
    one before it in its sentence ("zone" or "domain"); None when no noun is near."""
    after = _NOUN_AFTER.match(text, end, sentence.end)
    if after is not None:
        noun = _THING.match(text, after.end())
        if noun is not None:
            return "zone" if noun.group("zone") else "domain"
    before = list(_THING.finditer(text, sentence.start, start))
    if before:
        return "zone" if before[-1].group("zone") else "domain"
    return None


def _corners(match: re.Match[str], sizes: list[float | None],
             centre: list[float | None]) -> bool:
    """Set the zone's sizes and centre from a box said by its corners, where the words set
    none yet; False (the words left unread) when the box says a size or centre other than
    the one the words already said, so neither is silently chosen."""
    low = (float(match.group("lx")), float(match.group("ly")))
    high = (float(match.group("hx")), float(match.group("hy")))
    if any(a >= b for a, b in zip(low, high, strict=True)):
        return False
    said = [(high[axis] - low[axis], (high[axis] + low[axis]) / 2) for axis in range(2)]
    for axis, (size, middle) in enumerate(said):
        for held, value in ((sizes, size), (centre, middle)):
            if held[axis] is not None and not math.isclose(
                    held[axis] or 0.0, value, rel_tol=1e-9, abs_tol=1e-12):
                return False
    for axis, (size, middle) in enumerate(said):
        sizes[axis], centre[axis] = size, middle
    return True


def _read_extent(text: str, spans: list[tuple[int, int]]) -> ZoneExtent | None:
    """The zone's sizes (each said of the zone's noun, never of the domain's) and where its
    centre is said to be, from the sentences naming the zone."""
    sizes: list[float | None] = [None, None]
    centre: list[float | None] = [None, None]
    from_inflow: float | None = None
    mid_across = mid_along = False
    words: list[str] = []

    def take(match: re.Match[str]) -> None:
        spans.append(match.span())
        words.append(match.group(0))

    for sentence in sentences(text):
        nouns = [item for item in _THING.finditer(text, sentence.start, sentence.end)
                 if item.group("zone")]
        if not nouns:
            continue
        for match in _POSSESSIVE.finditer(text, sentence.start, sentence.end):
            role = match.group("orole").lower()
            size = _metres(match, "o")
            if role in ("side", "size"):
                sizes[STREAMWISE] = sizes[ACROSS] = size
            else:
                sizes[STREAMWISE if role in _ALONG_ROLES else ACROSS] = size
            take(match)
        for pattern in (_SIDE, _BY, _ROLE):
            for match in pattern.finditer(text, sentence.start, sentence.end):
                # The owner is looked for before the size's first number ("a square clump
                # of porous material, 1 m on a side": the clump's).
                number = re.search(NUMBER, match.group(0))
                first = match.start() + (number.start() if number else 0)
                if any(a < match.end() and match.start() < b for a, b in spans) or \
                        _owner(text, sentence, first, match.end()) != "zone":
                    continue
                if pattern is _SIDE:
                    name = next(n for n in ("s", "q", "p") if match.group(n))
                    sizes[STREAMWISE] = sizes[ACROSS] = _metres(match, name)
                elif pattern is _BY:
                    sizes[STREAMWISE], sizes[ACROSS] = _metres(match, "a"), _metres(match, "b")
                else:
                    role = (match.group("role") or match.group("role2")).split()[-1].lower()
                    name = "r" if match.group("r") else "t"
                    sizes[STREAMWISE if role in _ALONG_ROLES else ACROSS] = _metres(match, name)
                take(match)
        for match in _ORIGIN.finditer(text, sentence.start, sentence.end):
            centre = [0.0, 0.0]
            take(match)
        for match in _AT_POINT.finditer(text, sentence.start, sentence.end):
            centre = [float(match.group("x")), float(match.group("y"))]
            take(match)
        for match in _CORNERS.finditer(text, sentence.start, sentence.end):
            if _corners(match, sizes, centre):
                take(match)
        for match in _FROM_INFLOW.finditer(text, sentence.start, sentence.end):
            from_inflow = _metres(match, "d")
            take(match)
        for match in _MID_ACROSS.finditer(text, sentence.start, sentence.end):
            mid_across = True
            take(match)
        for match in _MIDDLE.finditer(text, sentence.start, sentence.end):
            mid_across = mid_along = True
            take(match)
    if not words:
        return None
    return ZoneExtent((sizes[0], sizes[1]), (centre[0], centre[1]),
                      None if mid_along and from_inflow is None else from_inflow,
                      mid_across, "; ".join(" ".join(item.split()) for item in words),
                      mid_along=mid_along and from_inflow is None and centre[0] is None)


def read_porosity(text: str) -> PorosityReading | None:
    """The porous zone ``text`` states (coefficients, extent, void fraction), or None.

    A line break is read as a space (same offsets): a request wrapped at a fixed width breaks
    "a porous\nblock" apart, which ``sentences`` would take for two list items."""
    text = text.replace("\n", " ")
    spans: list[tuple[int, int]] = []
    found: list[PorousCoefficient] = []
    _read_code_form(text, spans, found)
    for row in COEFFICIENTS:
        _read_coefficient(text, row, spans, found)
    porous = _POROUS.search(text) is not None
    if porous:
        _read_by_unit(text, spans, found)
    extent = _read_extent(text, spans) if porous or found else None
    if porous or found:
        # The zone's nouns are the porous thing's: claimed, so geometry takes "a porous
        # block" for no solid body to mesh around.
        spans += [match.span() for match in _ZONE_PHRASE.finditer(text)
                  if not any(a < match.end() and match.start() < b for a, b in spans)]
    void = None
    void_source = ""
    if found or extent is not None:
        match = _VOID.search(text)
        if match is not None:
            value = float(match.group("value")) * (0.01 if match.group("percent") else 1.0)
            if 0 < value <= 1:
                void, void_source = value, " ".join(match.group(0).split())
                spans.append(match.span())
    if not found and extent is None and void is None:
        return None
    return PorosityReading(Porosity(tuple(found), extent, void, void_source), tuple(spans))

