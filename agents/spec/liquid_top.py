"""Where the liquid's top stands at the start, said with the liquid and a level's word around a
length: "water upstream of the weir (x < 0) up to 15 m height", "the liquid layer at the bottom
should be 3.25 in deep", "water column initial high 0.6 m", "the bed starts 30 cm deep", "the
water should fill the channel up to an elevation of 8 ft (z)".

Why a reader of its own: the column reader's level patterns want the level's word right after
the liquid ("water to 50 cm", "water 15 cm deep"); written by other hands the liquid and its
level stand apart, with a place, a verb or a parenthesis between, and each such level was left
not understood while the tutorial's box ran. Here the sentence's grammar is read in three
parts, none of them a phrase list per request: the liquid (a word naming what fills the box
from the floor: a liquid, a bed of particles, a layer or pool), a length, and a level's word
beside the length (before it: "up to", "depth of", "high"; after it: "deep", "high", "tall",
"height"). A height above the floor is the box's size up from its floor; an elevation ("up to an
elevation of 8 ft", "above the datum") is the coordinate of the box's top. A length said to run
along, across or from something ("up to 3 m from the inlet", "2 m wide") is no level; a
container named between the liquid and a length said after it ("water in a tank 1 m deep") is
the container's, left to the readers of the domain.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from foam_agent.agents.spec.phrases import NUMBER, in_si, sentences, to_number, unit_after
from foam_agent.agents.spec.region_value import FillFraction
from foam_agent.foamcase.lazy_pattern import Regex, lazy_regex

_I = re.IGNORECASE
#: What fills the box setFields fills from the floor up. A layer or pool is one only with what
#: it is made of said ("a layer of oil"; "a water layer" is water's): "a fluid layer 0.5 m deep"
#: heated from below is the domain of a convection case, and "fluid" is gas or liquid alike.
#: A liquid said as a stream ("water flow along a duct", "an oil jet") is what flows, not what
#: fills.
_HOLDER = lazy_regex(r"\b(?:water|liquid|oil|mercury|glycerine|glycerol|brine|"
                     r"(?:particle|sand|packed|fluidi[sz]ed)?\s*bed|(?:layer|pool)\s+of)\b"
                     r"(?!\s+(?:flows?|flowing|streams?|jets?)\b)", _I)
#: A container: a length said after it and before the liquid's level word is its own.
_CONTAINER = lazy_regex(r"\b(?:tank|box|domain|container|vessel|channel|flume|basin|reservoir|"
                        r"cavity|enclosure|duct|pipe|passage|gap|conduit|"
                        r"column\s+(?:is|of)\b)", _I)
#: A level's word just before the length: "up to", "fills the column to", "up to a height
#: of", "depth of", "high".
_BEFORE = lazy_regex(
    r"(?:\b(?:up\s+to|fill(?:s|ed|ing)?\s+(?:it\s+|the\s+\w+\s+)?(?:up\s+)?to)\s+"
    r"(?:(?:a|an|the)\s+)?(?:(?P<kind>height|depth|level|elevation)\s+of\s+)?|"
    r"\b(?P<kind2>height|depth|level|elevation|high|deep|tall)\s*(?:of|is|=|:)?\s*)$", _I)
#: A level's word just after the length's unit: "deep", "high", "tall", "(in) height".
_AFTER = lazy_regex(r"\s*(?:(?:in\s+)?(?P<kind>deep|high|tall|height|depth)\b)", _I)
#: What makes a length no level: a distance along or from something, or a size across.
_NOT_UP = lazy_regex(r"\s*(?:from\s+(?!(?:the\s+)?(?:bottom|floor|base|bed)\b)|away|along|"
                     r"across|downstream|upstream|past|beyond|wide|long|in\s+diameter)\b", _I)
#: A level said as a coordinate with no axis: "above the datum", "above sea level".
_DATUM = lazy_regex(r"\s+above\s+(?:the\s+)?(?:datum|origin|sea\s+level|zero\s+level|"
                    r"reference\s+level)\b", _I)
#: An axis named right after the length: "8 ft (z, …)", "8 ft in z".
_AXIS = lazy_regex(r"\s*(?:\(\s*|in\s+|along\s+)(?P<axis>[xyz])\b(?!\s*[=<>])", _I)
#: Where a sentence's clause ends for the liquid's words: a semicolon.
_CLAUSE = lazy_regex(r";")


@dataclass(frozen=True)
class LiquidTop:
    """The liquid's top read from the words.

    Attributes:
        value: Metres: a height above the floor, or a coordinate for an ``elevation``.
        kind: ``height`` (above the floor the box stands on) or ``elevation`` (the top's
            coordinate along gravity).
        axis: The axis the words name for an elevation (0-2), or None.
        span: The words' span in the text read.
        source: The words.
    """

    value: float
    kind: Literal["height", "elevation"]
    axis: int | None
    span: tuple[int, int]
    source: str


def read_liquid_top(text: str) -> LiquidTop | None:
    """The first liquid top ``text`` says (None where no sentence says one): a length with a
    level's word beside it, in a clause that names what fills the box before it."""
    flat = text.replace("\n", " ")
    for sentence in sentences(flat):
        found = _in_sentence(sentence.text)
        if found is not None:
            start, end = found.span
            return LiquidTop(found.value, found.kind, found.axis,
                             (sentence.start + start, sentence.start + end), found.source)
    return None


def _in_sentence(sentence: str) -> LiquidTop | None:
    for number in re.finditer(rf"(?<![\w.]){NUMBER}(?![\w.])", sentence):
        unit = unit_after(sentence, number.end())
        if unit is None or unit.kind != "length" or _NOT_UP.match(sentence, unit.end):
            continue
        clause = max((match.end() for match in _CLAUSE.finditer(sentence, 0, number.start())),
                     default=0)
        before = _outside_parentheses(sentence[clause:number.start()])
        cue = _BEFORE.search(before)
        after = _AFTER.match(sentence, unit.end)
        datum = _DATUM.match(sentence, unit.end)
        if cue is None and after is None and datum is None:
            continue
        kind = (cue.group("kind") or cue.group("kind2") if cue is not None else None) \
            or (after.group("kind") if after is not None else None) or ""
        holder = _last(_HOLDER, before)
        if holder is None:
            continue
        container = _last(_CONTAINER, before)
        # "fill the channel up to …", "fills the column to …": the container is the fill's.
        up_to = cue is not None and re.match(r"up\s+to\b|fill", cue.group(0), _I) is not None
        if container is not None and container > holder and not up_to:
            continue  # "water in a tank 1 m deep": the tank's depth
        stop = after.end() if after is not None else unit.end
        elevation = kind.lower() == "elevation" or datum is not None
        stop = datum.end() if datum is not None else stop
        axis_words = _AXIS.match(sentence, stop) if elevation else None
        axis = "xyz".index(axis_words.group("axis").lower()) if axis_words else None
        # The words from the liquid to its level are claimed, a place in brackets among them
        # ("water (x < 0) up to 15 m"); where another number stands between ("oil (density
        # …, surface tension …) starts as a block … 25 cm tall") only the level's own words
        # are, from its cue (else its number): the rest is other readers', and claimed here it
        # was lost unread.
        start = clause + holder
        between = _PLACE_BRACKET.sub(" ", sentence[start:number.start()])
        if re.search(r"\d", between):
            start = clause + cue.start() if cue is not None else number.start()
        value = float(in_si(to_number(number.group(0)), unit))
        return LiquidTop(value, "elevation" if elevation else "height", axis, (start, stop),
                         " ".join(sentence[start:stop].split()))
    return None


#: A place said in brackets: a bound on a coordinate ("(x < 0)", "(0 < y < 2 m)").
_PLACE_BRACKET = lazy_regex(r"\(\s*(?:[-+.\d\s]*(?:<|>|<=|>=)\s*)?[xyz]\s*(?:<|>|<=|>=)[^()]*\)")


def _outside_parentheses(words: str) -> str:
    """``words`` with what stands inside parentheses blanked (offsets kept): "(x < 0)" said
    between the liquid and its level is the liquid's place, not another subject."""
    return re.sub(r"\([^()]*\)", lambda match: " " * len(match.group(0)), words)


def _last(pattern: Regex, words: str) -> int | None:
    """Where the last match of ``pattern`` in ``words`` starts, or None."""
    starts = [match.start() for match in pattern.finditer(words)]
    return starts[-1] if starts else None



#: A phase's share of the filled box by volume: "at 60 % solids by volume", "58 percent sand
#: by volume". A share by mass is a composition, no phase fraction.
_BY_VOLUME = lazy_regex(rf"(?<![\w.])(?P<v>{NUMBER})\s*(?:%|percent\b)\s+(?:of\s+)?"
                        r"(?P<phase>[a-z]+(?:\s+[a-z]+)?)\s+by\s+volume\b", _I)


#: What may stand between the level and the fraction said of what fills up to it: "30 cm
#: deep, packed at 60 %", "to 35 cm at 58 %", "20 cm deep at the start, with 50 %".
_ATTACHED = lazy_regex(r"[\s,]*(?:(?:at\s+the\s+start|initially|at\s+first)[\s,]*)?"
                       r"(?:(?:packed|settled|filled|loaded|made\s+up)\s+)?(?:at|with|of)\s+",
                       _I)


def read_fill_fraction(text: str, level: tuple[int, int]) -> tuple[FillFraction,
                                                                   tuple[int, int]] | None:
    """The volume fraction said of what fills up to the liquid's level (``level``, its span),
    right after it, and its words' span; None where none is. Only one attached to the level:
    a share said further on may be of an inlet's stream ("fill water to 50 cm, and feed air
    so the inflow is 40 % air by volume")."""
    flat = text.replace("\n", " ")
    between = _ATTACHED.match(flat, level[1])
    match = _BY_VOLUME.match(flat, between.end()) if between is not None else None
    if match is None:
        return None
    value = float(to_number(match.group("v"))) / 100
    if not 0 < value <= 1:
        return None
    return FillFraction(" ".join(match.group("phase").lower().split()), value,
                        " ".join(match.group(0).split())), match.span()
