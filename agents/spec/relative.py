"""Reading statements made relative to something else: a finer mesh, a hotter wall, a faster
inlet, a halved time step, a square's one side, a Newtonian fluid.

Why a reader of their own: "twice as fine", "1 K hotter than the inlet" and "10 % faster" hold
no value to write until a base is known (the followed case's cells, the inlet's temperature),
so they cannot be stated values. Each is read here into a typed statement with its words;
``foam_agent.agents.spec.resolve`` turns it into a value once the base is known, with the formula.
"A 5 cm square cavity" and "Newtonian" are read here too: one number that sets two extents, and a
word that switches a viscosity model.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from foam_agent.agents.spec.phrases import NUMBER, unit_after
from foam_agent.agents.spec.stated import RelativeValue
from foam_agent.agents.spec.thermal_reference import reference_keyword
from foam_agent.foamcase.lazy_pattern import lazy_regex

_FLAGS = re.IGNORECASE
#: Words for a factor, as people write them before "times", "as fine", "finer".
_FACTOR_WORDS = {"twice": 2.0, "two": 2.0, "double": 2.0, "three": 3.0, "thrice": 3.0,
                 "four": 4.0, "half": 0.5}
_FACTOR = rf"(?P<n>{NUMBER}|twice|two|three|thrice|four|double)"
_MESH_NOUN = r"(?:mesh|grid|resolution|discreti[sz]ation|cells?)"

#: How people ask for a finer or coarser mesh; the factor multiplies the cells per direction.
_REFINEMENTS: tuple[re.Pattern[str], ...] = (
    (re.compile(rf"\b{_FACTOR}\s*(?:x|times|-?fold)?\s*(?:as\s+)?(?P<dir>finer|fine|"
                rf"coarser|coarse)\b", _FLAGS)),
    (re.compile(rf"\b(?P<dir>refin|coarsen)\w*\s+(?:[A-Za-z]+\s+){{0,3}}?"
                rf"(?:uniformly\s+|everywhere\s+)?(?:by\s+)?(?:a\s+)?(?:factor|ratio)\s+"
                rf"(?:of\s+)?(?P<n>{NUMBER}|two|three)\b", _FLAGS)),
    (re.compile(rf"\b(?:{_MESH_NOUN}|cell\s+count)\s+(?:is\s+|should\s+be\s+)?"
                r"(?P<n>doubled|tripled|halved)\b", _FLAGS)),
    (re.compile(r"\bcells?\s+(?:that\s+are\s+)?(?P<n>half|twice)\s+as\s+(?P<size>big|large|"
                r"wide|long|small)\b", _FLAGS)),
    (re.compile(rf"\b(?P<dir>refinement|coarsening)\s+(?:factor|ratio)\s*(?:of|=|:|is)?\s*"
                rf"(?P<n>{NUMBER})\b", _FLAGS)),
    (re.compile(rf"\b(?P<n>double|doubl\w+|triple|tripl\w+)\s+(?:the\s+)?(?:{_MESH_NOUN}\s+)?"
                r"(?:resolution|number\s+of\s+cells|cell\s+count|cells)\b", _FLAGS)),
    (re.compile(rf"\b(?P<n>half|halve|halved|halving)\s+(?:the\s+)?(?:{_MESH_NOUN}\s+)?"
                r"(?:cell|grid|mesh)\s*-?\s*(?:size|spacing|width)\b|\b(?:cell|grid|mesh)\s*-?\s*"
                r"(?:size|spacing)\s+(?:is\s+|should\s+be\s+)?(?P<m>halved|half)\b",
                _FLAGS)),
)


@dataclass(frozen=True)
class Reading:
    """A value read, and where in the text its words are."""

    value: float
    start: int
    end: int


def _factor(word: str) -> float | None:
    lowered = word.lower()
    for name, value in (("doubl", 2.0), ("tripl", 3.0), ("halv", 0.5)):
        if lowered.startswith(name):
            return value
    if lowered in _FACTOR_WORDS:
        return _FACTOR_WORDS[lowered]
    try:
        return float(word)
    except ValueError:
        return None


def read_refinement(text: str) -> Reading | None:
    """The factor the prompt refines the followed case's mesh by ("twice as fine" → 2, "half
    the cell size" → 2, "2x coarser" → 0.5), per direction."""
    found: list[Reading] = []
    for pattern in _REFINEMENTS:
        for match in pattern.finditer(text):
            groups = match.groupdict()
            word = groups.get("n") or groups.get("m") or ""
            factor = _factor(word)
            if factor is None or factor <= 0:
                continue
            if word.lower().startswith(("half", "halv")):
                factor = 2.0  # half the cell size is twice the cells per direction
            if groups.get("size") and word.lower() == "twice":
                factor = 0.5  # cells twice as big: half the cells per direction
            if groups.get("size") and word.lower() == "half":
                factor = 2.0
            if word.lower() == "halved" and "size" not in match.group(0).lower() and \
                    "spacing" not in match.group(0).lower():
                factor = 0.5  # "the cell count is halved"
            direction = (groups.get("dir") or "").lower()
            if direction.startswith("coarse"):
                factor = 1.0 / factor
            found.append(Reading(factor, match.start(), match.end()))
    return min(found, key=lambda item: item.start) if found else None


_SQUARE_UNIT = r"(?:mm|cm|m|metres?|meters?|millimet(?:er|re)s?|centimet(?:er|re)s?|in|inch(?:es)?)"
_SQUARES = (
    re.compile(rf"(?<![\w.])(?P<v>{NUMBER})\s*(?P<u>{_SQUARE_UNIT})\s+(?:(?:on\s+(?:a|each|"
               rf"every)|per|a|each)\s+side|sides|side)\b", _FLAGS),
    re.compile(rf"(?<![\w.])(?P<v>{NUMBER})\s*(?P<u>{_SQUARE_UNIT})\s*(?:-\s*)?square\b"
               rf"(?!\s*(?:cylinder|obstacle|block|bump|hole))", _FLAGS),
    re.compile(rf"\bsquare\s+(?:\w+\s+){{0,2}}?(?:of|with|having)\s+(?:a\s+)?(?:sides?|edges?)"
               rf"(?:\s+length)?\s*(?:of|=|:|is)?\s*(?P<v>{NUMBER})\s*(?P<u>{_SQUARE_UNIT})\b",
               _FLAGS),
    re.compile(rf"\bsquare\s+(?:\w+\s+){{0,2}}?(?:of|with)\s+(?:a\s+)?(?:size|width)\s*"
               rf"(?:of|=|:|is)?\s*(?P<v>{NUMBER})\s*(?P<u>{_SQUARE_UNIT})\b", _FLAGS),
    re.compile(rf"\b(?:cavity|square)\b[^.;]{{0,40}}?\b(?:sides?|side\s+length|edge\s+length|"
               rf"size)\s*(?:of|=|:|is|are|measures?|measuring)?\s*(?:each\s+)?(?P<v>{NUMBER})"
               rf"\s*(?P<u>{_SQUARE_UNIT})\b", _FLAGS),
    re.compile(rf"\b(?:sides?|side\s+length)\s*(?:of|=|:|is)?\s*(?P<v>{NUMBER})\s*"
               rf"(?P<u>{_SQUARE_UNIT})\b(?=[^.;]{{0,40}}\b(?:square|cavity)\b)", _FLAGS),
    # "a 1 cm cavity", "a 10 cm lid-driven cavity", "0.1 m box" (a cavity's one size is its
    # side: the lid-driven cavity is square unless two sizes are given).
    re.compile(rf"(?<![\w.])(?P<v>{NUMBER})\s*(?P<u>{_SQUARE_UNIT})\s*(?:-\s*)?"
               rf"(?:lid\s*-?\s*driven\s+)?(?:cavity|box)\b", _FLAGS),
    # "square cavity 0.1 m", "cavity of 10 cm": the size right after the word, when no
    # second size ("0.1 m x 0.2 m") or a per-unit ("1 m/s") follows it.
    re.compile(rf"\b(?:cavity|box)\s*(?:of\s+|,\s*|:\s*)?(?P<v>{NUMBER})\s*"
               rf"(?P<u>{_SQUARE_UNIT})\b(?!\s*(?:[x*/×]|by\b|per\b|long|high|wide|deep|tall))",
               _FLAGS),
)
#: "2 m x 1 m cavity": the number before "cavity" is one of two sizes, not a square's side.
_SECOND_SIZE = lazy_regex(r"(?:\bx|\bby|×)\s*$", _FLAGS)
#: A square's side read only where the text speaks of a square or a cavity as the domain.
_SQUARE_CONTEXT = lazy_regex(r"\bsquare\b|\bcavity\b", _FLAGS)
#: Obstacles a square side could belong to instead of the domain.
_OBSTACLE_WORDS = r"(?:cylinder|obstacle|block|bump|hole|body|prism|bar|rod|pillar|column)"
_OBSTACLE_BEFORE = lazy_regex(rf"{_OBSTACLE_WORDS}s?\W*(?:(?:with|of|having)\s+(?:a\s+)?)?$",
                              _FLAGS)
_OBSTACLE = lazy_regex(rf"\b{_OBSTACLE_WORDS}s?\b", _FLAGS)


def read_square_side(text: str) -> Reading | None:
    """The side of a square domain in metres ("a 5 cm square cavity", "square cavity of side
    0.1 m", "cavity with sides of 10 cm"): one number for both in-plane extents."""
    if not _SQUARE_CONTEXT.search(text):
        return None
    for pattern in _SQUARES:
        for match in pattern.finditer(text):
            if _OBSTACLE_BEFORE.search(text[max(0, match.start() - 20):match.start()]) or \
                    _OBSTACLE.search(match.group(0)) or \
                    _SECOND_SIZE.search(text[max(0, match.start() - 6):match.start()]):
                continue
            written = match.group("u")
            # "3 in square": after a number and before "square", "in" is the inch.
            unit = unit_after(" " + ("inch" if written.lower() == "in" else written), 0)
            if unit is None or unit.kind != "length":
                continue
            return Reading(unit.to_si(float(match.group("v"))), match.start(), match.end())
    return None


_NEWTONIAN = lazy_regex(r"(?<![-\w])(?<!non-)(?<!non )(?<!generali[sz]ed )"
                        r"(?:Newtonian\b|[Cc]onstant[- ]viscosity\b)")


#: A request for a viscosity that varies: then "constant viscosity" is the base viscosity of
#: the model asked (Foundation v10 keeps it in physicalProperties under a generalisedNewtonian
#: Cross power law, as FoamBench's Cylinder prompts say), not a switch to Newtonian.
_VARYING_VISCOSITY = lazy_regex(
    r"non[- ]?Newtonian|generali[sz]ed[- ]Newtonian|Cross[- ]?Power[- ]?Law|power[- ]law|"
    r"Bird[- ]?Carreau|Herschel[- ]?Bulkley|Casson|Maxwell|visco-?elastic|shear[- ]thinning",
    re.IGNORECASE)


def read_newtonian(text: str) -> Reading | None:
    """"A Newtonian fluid": the viscosity is a constant (a switch away from a Cross power law or
    another generalised Newtonian model). "non-Newtonian" is not it, and nor is a constant
    viscosity stated beside a varying one the request asks for."""
    match = _NEWTONIAN.search(text)
    if match is None or _VARYING_VISCOSITY.search(text):
        return None
    return Reading(1.0, match.start(), match.end())


#: The words naming a base, up to the punctuation or word that ends them ("than the inlet,
#: which…", "than the cold wall at 290 K", "than T_ref = 300 K": a keyword in code form).
_BASE = (r"(?:the\s+)?[A-Za-z][\w\s'{}-]{0,30}?(?=\s*(?:[,.;()=:]|\bwhich\b|\bthat\b|\band\b|"
         r"\bwhile\b|\bat\b|\bof\b|\bwith\b|\bis\b|(?<!\w)\d|$))")
#: "1 K hotter than the inlet", "5 °C colder than the floor", "9 F below T_ref", "3 deg. C
#: above": a temperature difference (a difference in °C is one in K; in °F it is 5/9 K).
_TEMPERATURE_OFFSET = lazy_regex(
    rf"(?<![\w.])(?P<n>{NUMBER})\s*(?P<u>K|kelvins?|°\s*[CF]|(?:deg(?:rees?)?\.?\s*)?"
    rf"(?:celsius|centigrade|fahrenheit)|deg(?:rees?)?\.?\s*[CF]?|delta_deg[CF]|C|F)\s+(?P<dir>hotter|warmer|colder|cooler|higher|lower|above|below|more|less)\b"
    rf"(?:(?:\s+than|(?<=above)|(?<=below))\s+(?:in\s+|on\s+|at\s+|for\s+)?"
    rf"(?P<base>{_BASE}))?", _FLAGS)
#: "10 % faster", "20 percent higher pressure", "3 times faster than the tutorial".
_PERCENT_CHANGE = lazy_regex(
    rf"(?<![\w.])(?P<n>{NUMBER})\s*(?:%|percent|per\s*cent)\s+(?P<dir>faster|slower|higher|"
    r"lower|more|less|greater|larger|smaller|stronger|weaker|quicker)\b"
    r"(?:\s+(?P<field>velocity|speed|pressure|inflow|flow))?"
    rf"(?:\s+than\s+(?:in\s+|on\s+|at\s+|for\s+)?(?P<base>{_BASE}))?", _FLAGS)
_TIMES_CHANGE = lazy_regex(
    r"\b(?P<n>twice|two\s+times|three\s+times|half|\d+(?:\.\d+)?\s*(?:x|times))\s+(?:as\s+)?"
    r"(?P<dir>fast|faster|quick|quicker|high|higher|slow|slower)\b(?:\s+as\b)?"
    rf"(?:\s+(?:than\s+)?(?:in\s+|on\s+|at\s+|for\s+)?(?P<base>{_BASE}))?", _FLAGS)
_TIME_STEP = r"(?:time\s*-?\s*step(?:\s*size)?|timestep|deltaT|delta\s*t|dt)"
_STEP_CHANGE = lazy_regex(
    rf"\b(?P<n>halve|halving|half|double|doubling|twice)\s+(?:the\s+)?{_TIME_STEP}\b|"
    rf"\b{_TIME_STEP}\s+(?:is\s+|should\s+be\s+|must\s+be\s+)?(?P<m>halved|doubled)\b|"
    rf"\b{_TIME_STEP}\s+(?:that\s+is\s+|of\s+)?(?P<k>half|twice)\s+(?:as\s+(?:large|big|long)\b|"
    r"(?:that\s+of\s+)?(?:the\s+)?(?:tutorial|reference|original|default)\w*)|"
    rf"\b(?:cut|reduce)\w*\s+(?:the\s+)?{_TIME_STEP}\s+(?:in|by)\s+(?P<c>half)\b|"
    rf"\b{_TIME_STEP}\s+(?:is\s+|should\s+be\s+)?(?:cut|reduced)\s+(?:in|by)\s+(?P<d>half)\b",
    _FLAGS)
_SPEED_WORDS = lazy_regex(r"\bfaster|slower|quick\w*|speed|velocity|inflow|flow\b", _FLAGS)
_PRESSURE_WORDS = lazy_regex(r"\bpressure\b", _FLAGS)
#: Bases that mean "the followed case's own value" rather than another boundary.
_SELF_BASES = lazy_regex(r"^(?:the\s+)?(?:tutorial|reference|default|original|baseline|"
                         r"case|usual|standard|before)\b", _FLAGS)


@dataclass(frozen=True)
class RelativeReading:
    """A relative statement with no target yet: the extractor attaches its boundary."""

    field: str
    offset: float | None
    factor: float | None
    base: str | None
    start: int
    end: int
    #: False when the words name nothing it is compared with ("the bottom plate is 4 F
    #: hotter"): then a value of its field stated just before in the sentence is the base.
    compared: bool = True


def _base(phrase: str | None) -> str | None:
    """The base boundary's words (or the case keyword they name: ``TRef`` for "the reference
    temperature"), or None for the followed case's own value."""
    if phrase is None:
        return None
    words = " ".join(phrase.split())
    if (keyword := reference_keyword(words)) is not None:
        return keyword
    words = re.sub(r"^(?:in\s+|on\s+|at\s+)?(?:the\s+)?", "", words, flags=_FLAGS)
    words = re.sub(r"'s?$", "", words)
    if not words or _SELF_BASES.match(words) or words.lower().startswith("one"):
        return None
    return words


def read_relative(text: str) -> list[RelativeReading]:
    """Every relative value of the text, in order: temperature differences, percent and
    "N times" changes of a speed or pressure, and a halved or doubled time step."""
    found: list[RelativeReading] = []
    for match in _TEMPERATURE_OFFSET.finditer(text):
        unit = re.sub(r"\s+", "", match.group("u")).lower()
        fahrenheit = unit.endswith(("f", "fahrenheit"))
        size = float(match.group("n")) * (5.0 / 9.0 if fahrenheit else 1.0)
        sign = 1.0 if match.group("dir").lower() in ("hotter", "warmer", "higher", "above",
                                                    "more") else -1.0
        found.append(RelativeReading("T", float(f"{sign * size:.12g}"), None,
                                     _base(match.group("base")), match.start(), match.end(),
                                     compared=match.group("base") is not None))
    for match in _PERCENT_CHANGE.finditer(text):
        more = match.group("dir").lower() in ("faster", "higher", "more", "greater", "larger",
                                              "stronger", "quicker")
        percent = float(match.group("n"))
        factor = 1.0 + percent / 100.0 if more else 1.0 - percent / 100.0
        around = text[max(0, match.start() - 40):match.end()]
        field = "p" if _PRESSURE_WORDS.search(around) and not _SPEED_WORDS.search(
            match.group(0)) else "U"
        found.append(RelativeReading(field, None, float(f"{factor:.12g}"),
                                     _base(match.group("base")), match.start(), match.end()))
    for match in _TIMES_CHANGE.finditer(text):
        word = match.group("n").lower()
        number = re.match(r"\d+(?:\.\d+)?", word)
        factor = float(number.group(0)) if number else (
            0.5 if word == "half" else 3.0 if word.startswith("three") else 2.0)
        if match.group("dir").lower().startswith("slow"):
            factor = 1.0 / factor
        around = text[max(0, match.start() - 40):match.end()]
        field = "p" if _PRESSURE_WORDS.search(around) and match.group("dir").lower() \
            .startswith("high") else "U"
        found.append(RelativeReading(field, None, factor, _base(match.group("base")),
                                     match.start(), match.end()))
    for match in _STEP_CHANGE.finditer(text):
        word = next(match.group(name) for name in ("n", "m", "k", "c", "d")
                    if match.group(name)).lower()
        factor = 0.5 if word.startswith("hal") else 2.0
        found.append(RelativeReading("deltaT", None, factor, None, match.start(), match.end()))
    return sorted(found, key=lambda item: item.start)


def relative_value(reading: RelativeReading, target: tuple[str, ...], source: str
                   ) -> RelativeValue:
    """The spec's statement of ``reading`` on the boundary ``target`` (none for deltaT)."""
    base = (reading.base,) if reading.base else None
    return RelativeValue(field=reading.field, boundary=target, base=base,  # type: ignore[arg-type]
                         offset=reading.offset, factor=reading.factor, source=source)
