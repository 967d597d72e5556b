"""A shock tube's initial states: "left p = 1 bar, T = 348 K; right p = 0.1 bar, T = 278 K",
"the high-pressure side (driver section) at 10 bar and 300 K", "diaphragm at x = 0".

Why a reader of its own: in a shock tube "left" and "right" name the gas either side of the
diaphragm, not boundaries (the tube's ends are walls, one patch in the tutorials). The boundary
reader put "left p = 1 bar" on a patch called left, which resolved to shockTube's ``sides`` for
both states and was audited unmet; the driver/driven wording was not understood at all. Read
here, the states go to the case's setFields regions.

A value said of both sides ("80 °F both sides", "T 300 K both", "both at 20 °C", "the whole
tube at 300 K") is each side's: one temperature stated for the whole tube was put on an inlet
it does not have. The sides are also named by the subscripts of the usual notation ("pL 2 atm,
pR 0.5 atm", "p_L", "L 150 psi / R 15 psi"). The text is read with its line breaks as spaces, so
a request wrapped mid-sentence keeps a side with its values.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Literal

from foam_agent.agents.spec.phrases import NUMBER, in_si, sentences, to_number, unit_after
from foam_agent.agents.spec.stated import Requirements, SideState, Stated
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
#: A request about a tube split by a diaphragm.
_TUBE = lazy_regex(r"\bshock\s*-?\s*tube\b|\briemann\s+problem\b|\bdiaphragm\b|"
                   r"\bdriv(?:er|en)\s+(?:section|gas|side|tube)\b", _I)
#: What parts the gases: a diaphragm, or the membrane a terse request names it by.
_PARTITION = r"(?:diaphragm|membrane)"
#: A bound of the axis said with a length unit or none ("x < 0", "0 < x < 5 m").
_BOUND_UNIT = r"(?:\s*(?:mm|cm|m)\b)?"
_SIDE = lazy_regex(
    rf"(?P<interval>(?<![\w.]){NUMBER}{_BOUND_UNIT}\s*<=?\s*x\s*<=?\s*{NUMBER}{_BOUND_UNIT}"
    rf"(?![\w.]))|"
    rf"\b(?:(?P<left>left|high\s*-?\s*pressure|driver|x\s*<\s*{NUMBER}(?:\s*m\b)?(?!\w|\.\d))|"
    rf"(?P<right>right|low\s*-?\s*pressure|driven|x\s*>\s*{NUMBER}(?:\s*m\b)?(?!\w|\.\d))|"
    rf"(?P<upstream>upstream)|(?P<downstream>downstream)|"
    r"(?P<other>elsewhere|everywhere\s+else|(?:the\s+)?rest(?=\s|$)(?:\s+of\s+the\s+(?:tube|domain|gas))?)|"
    r"(?P<both>both|each(?=\s+side)|everywhere|(?:the\s+)?(?:whole|entire)(?=\s+"
    r"(?:tube|domain)))|(?P<subscript>(?:p|T|rho)_?(?-i:(?P<sl>L)|(?P<sr>R))|(?<!°)(?-i:(?P<ll>L)|"
    r"(?P<lr>R))(?=\s*[:=]?\s*[-+.\d]|\s*:)))"
    r"(?:\s+(?:sides?|states?|sections?|regions?|chambers?|gas|parts?|half|halves|tube|domain|"
    r"ends))?\b", _I)
#: Where a clause ends: the values said just before "both" are both sides', not the previous's.
_CLAUSE_END = lazy_regex(r"[,/(]|\band\b")
#: A side said after its values: "p = 5 bar for x > 0", "2 bar in the left half".
_PLACE_AFTER = lazy_regex(r"\b(?:for|where|when|in|on)\s+(?:the\s+)?$", _I)
#: Where the clause of values said of the rest ends: "and" joins its own values.
_REST_CLAUSE_END = lazy_regex(r"[,/(;:]")
#: A value named by its symbol, with or without a unit ("p = 1 bar", "T = 348", "rho = 1").
_SYMBOL = lazy_regex(rf"(?<![\w.])(?P<f>p|T|rho|ρ)\s*(?:=|:)\s*(?P<v>{NUMBER})")
_NUMBER = lazy_regex(rf"(?<![\w.]){NUMBER}")
_DIAPHRAGM = lazy_regex(rf"\b{_PARTITION}\b[^.;]*?(?:\bx\s*=|@)\s*(?:x\s*=\s*)?(?P<v>{NUMBER})",
                        _I)
_KINDS: dict[str, Literal["p", "T", "rho"]] = {"pressure": "p", "temperature": "T",
                                              "density": "rho"}
_SYMBOLS: dict[str, Literal["p", "T", "rho"]] = {"p": "p", "T": "T", "rho": "rho", "ρ": "rho"}
_Field = Literal["p", "T", "rho"]
#: How the words name a side: by place, both, or by the flow's direction across the diaphragm.
_Said = Literal["left", "right", "both", "other", "upstream", "downstream"]
#: The side "elsewhere" and "the rest" name: the other of the side named before.
_OTHER: dict[_Said, _Said] = {"left": "right", "right": "left"}
#: A side said by the flow's direction: the words, its values, their source and span.
_Ordered = tuple[Literal["upstream", "downstream"], tuple[tuple[_Field, float], ...], str,
                 tuple[int, int]]


@dataclass(frozen=True)
class StatesReading:
    """The states read, the diaphragm's position, the text each side's values span (the
    words other readers must leave alone) and the spans used."""

    states: tuple[SideState, ...] = ()
    diaphragm: Stated[float] | None = None
    segments: tuple[str, ...] = ()
    spans: tuple[tuple[int, int], ...] = ()


def is_tube(text: str) -> bool:
    """Whether ``text`` is about a tube split by a diaphragm (its sides are this reader's)."""
    return _TUBE.search(text) is not None


def read_states(text: str) -> StatesReading:
    """The initial states either side of a diaphragm, in a request about one (else none)."""
    if not is_tube(text):
        return StatesReading()
    states: list[SideState] = []
    segments: list[str] = []
    spans: list[tuple[int, int]] = []
    ordered: list[_Ordered] = []  # "upstream of the diaphragm …": placed by the pressures
    position = _diaphragm(text)
    splits = _splits(text, position)
    for sentence in sentences(text.replace("\n", " ")):
        mentions = list(_SIDE.finditer(sentence.text))
        starts = [mention.start() for mention in mentions]
        backs = [_back(sentence.text, mentions, index) for index in range(len(mentions))]
        begin: int | None = None  # "the high-pressure side (driver section) at 10 bar"
        named: _Said | None = None  # the side named before "elsewhere", "the rest"
        for index, mention in enumerate(mentions):
            side = _side_of(mention, splits)
            if side == "other":
                side = _OTHER.get(named) if named is not None else None
            named = side if side in _OTHER else named
            if side is None:  # a stretch of the tube on neither side of the split: unread
                begin = None
                continue
            stop = (backs[index + 1] if index + 1 < len(mentions) and backs[index + 1] is not None
                    else starts[index + 1] if index + 1 < len(mentions) else len(sentence.text))
            first = mention.start() if begin is None else begin
            back = backs[index]
            found = _values(sentence.text[mention.start():stop])
            if back is not None:  # "80 °F both sides": the values are before the word
                first = back
                found = [(field, value, end - (mention.start() - back))
                         for field, value, end in _values(sentence.text[back:mention.start()])]
            if not found:
                following = mentions[index + 1] if index + 1 < len(mentions) else None
                begin = (first if following is not None and _side_of(following, splits) == side
                         else None)
                continue
            begin = None
            last = max(mention.end(), mention.start() + max(end for _, _, end in found))
            source = " ".join(sentence.text[first:last].split()).strip(" ,.;:(")
            span = (sentence.start + first, sentence.start + last)
            if side == "upstream" or side == "downstream":  # mypy narrows by ==, not by "in"
                ordered.append((side, tuple((field, value) for field, value, _ in found),
                                source, span))
                continue
            segments.append(source)
            spans.append(span)
            sides: tuple[Literal["left", "right"], ...] = (
                ("left", "right") if side == "both" else ("left",) if side == "left"
                else ("right",))
            states.extend(SideState(each, field, value, source)
                          for each in sides for field, value, _ in found)
    for side, found_values, source, span in _by_pressure(ordered):
        segments.append(source)
        spans.append(span)
        states.extend(SideState(side, field, value, source) for field, value in found_values)
    if position is not None:
        spans.append(position[1])
    return StatesReading(tuple(states), position[0] if position else None, tuple(segments),
                         tuple(spans))


def _diaphragm(text: str) -> tuple[Stated[float], tuple[int, int]] | None:
    """The diaphragm's position said in ``text`` ("diaphragm at x = 0.5 m") and the span of
    its value, or None."""
    diaphragm = _DIAPHRAGM.search(text)
    if diaphragm is None:
        return None
    unit = unit_after(text, diaphragm.end("v"))
    value = in_si(to_number(diaphragm.group("v")), unit if unit and unit.kind == "length"
                  else None)
    end = unit.end if unit is not None and unit.kind == "length" else diaphragm.end("v")
    return (Stated(float(value), " ".join(text[diaphragm.start():end].split())),
            (diaphragm.start("v"), end))


#: A one-sided stretch of the tube ("x < 0", "x > 0.5 m"): its bound is where the tube splits.
_ONE_SIDED = lazy_regex(rf"(?<![\w.])x\s*[<>]=?\s*(?P<v>{NUMBER})(?P<u>{_BOUND_UNIT})(?![\w.])",
                        _I)
#: A stretch between two bounds ("0 < x < 5 m").
_INTERVAL = lazy_regex(rf"(?P<a>{NUMBER})(?P<ua>{_BOUND_UNIT})\s*<=?\s*x\s*<=?\s*(?P<b>{NUMBER})"
                       rf"(?P<ub>{_BOUND_UNIT})", _I)
_BOUND_SCALE = {"": 1.0, "m": 1.0, "cm": 1e-2, "mm": 1e-3}


def _metres(number: str, unit: str) -> float:
    """A bound in metres: its own unit, else the one said with the other bound."""
    return to_number(number) * _BOUND_SCALE[unit.strip().lower()]


def _splits(text: str, diaphragm: tuple[Stated[float], tuple[int, int]] | None
            ) -> tuple[float, ...]:
    """Where the words split the tube: the diaphragm's position, the bound of each
    one-sided stretch ("x < 0") and, between two stretches said by both bounds that do not
    overlap ("-0.3 < x < 0 m … 0 < x < 0.3 m"), where the lower one ends; a stretch between
    two bounds is placed against them."""
    flat = text.replace("\n", " ")
    intervals = list(_INTERVAL.finditer(flat))
    inside = [(match.start(), match.end()) for match in intervals]
    found = [_metres(match.group("v"), match.group("u")) for match in _ONE_SIDED.finditer(flat)
             if not any(start <= match.start() < end for start, end in inside)]
    if diaphragm is not None:
        found.append(diaphragm[0].value)
    stretches = sorted(_bounds(match) for match in intervals)
    found.extend(lower[1] for lower, upper in zip(stretches, stretches[1:], strict=False)
                 if lower[1] <= upper[0])
    return tuple(found)


def _bounds(match: re.Match[str]) -> tuple[float, float]:
    """The two bounds of a stretch in metres, a unit said once holding for both."""
    unit = match.group("ua") or match.group("ub")
    return (_metres(match.group("a"), match.group("ua") or unit),
            _metres(match.group("b"), match.group("ub") or unit))


def _interval_side(mention: re.Match[str], splits: tuple[float, ...]
                   ) -> Literal["left", "right"] | None:
    """The side a stretch between two bounds lies on ("0 < x < 5 m" beside "x < 0": the
    right): wholly above every split the words name, or wholly below; else None (a stretch
    across the split, or no split said, is on no side the words tell)."""
    match = _INTERVAL.match(mention.group("interval"))
    if match is None or not splits:
        return None
    low, high = _bounds(match)
    if low >= high:
        return None
    if all(low >= split for split in splits):
        return "right"
    if all(high <= split for split in splits):
        return "left"
    return None


def _side_of(mention: re.Match[str], splits: tuple[float, ...] = ()) -> _Said | None:
    """The side a mention names: "driver", "pL" and a lone "L" are the left; a stretch
    between two bounds the side of the split it lies on (None: on neither)."""
    if mention.group("interval"):
        return _interval_side(mention, splits)
    if mention.group("left") or mention.group("sl") or mention.group("ll"):
        return "left"
    if mention.group("both"):
        return "both"
    if mention.group("other"):
        return "other"
    if mention.group("upstream") or mention.group("downstream"):
        return "upstream" if mention.group("upstream") else "downstream"
    return "right"


def _by_pressure(ordered: list[_Ordered]) -> list[tuple[Literal["left", "right"],
                                                         tuple[tuple[_Field, float], ...], str,
                                                         tuple[int, int]]]:
    """The sides said as "upstream" and "downstream" of the diaphragm, placed by their stated
    pressures: the gas at the higher pressure is the driver, the left as "the high-pressure
    side" is (the flow after the burst runs from it into the other). Which is which cannot be
    told from the words alone ("upstream" of the shock is the driven gas), so without a
    pressure stated on each side, or with equal ones, neither is read: the words stay not
    understood."""
    pressures = {side: [value for field, value in found if field == "p"]
                 for side, found, _, _ in ordered}
    if set(pressures) != {"upstream", "downstream"} or any(
            len(values) != 1 for values in pressures.values()):
        return []
    up, down = pressures["upstream"][0], pressures["downstream"][0]
    if up == down:
        return []
    high = "upstream" if up > down else "downstream"
    return [("left" if side == high else "right", found, source, span)
            for side, found, source, span in ordered]


def _back(sentence: str, mentions: list[re.Match[str]], index: int) -> int | None:
    """Where the values said before a "both", "elsewhere" or a side said after its values
    ("p = 5 bar for x > 0") begin, when its clause has values before it and none after ("L
    150 psi / R 15 psi, 80 °F both sides"); else None."""
    mention = mentions[index]
    after = _PLACE_AFTER.search(sentence[:mention.start()]) is not None
    if _side_of(mention) not in ("both", "other") and not after:
        return None
    stop = mentions[index + 1].start() if index + 1 < len(mentions) else len(sentence)
    ahead = _values(sentence[mention.end():stop])
    if ahead and not _CLAUSE_END.search(sentence[mention.end():mention.end() + ahead[0][2]]):
        return None
    previous = mentions[index - 1].end() if index else 0
    # "…, 1e4 Pa and 278 K elsewhere": the rest's values run back to its clause's start.
    ends = _CLAUSE_END if _side_of(mention) == "both" else _REST_CLAUSE_END
    cuts = [match.end() for match in ends.finditer(sentence, previous, mention.start())]
    begin = cuts[-1] if cuts else previous
    return begin if _values(sentence[begin:mention.start()]) else None


def _values(piece: str) -> list[tuple[Literal["p", "T", "rho"], float, int]]:
    """(field, SI value, end) of each pressure, temperature and density in ``piece``."""
    found: list[tuple[Literal["p", "T", "rho"], float, int]] = []
    symbols = {match.start("v"): _SYMBOLS[match.group("f")] for match in _SYMBOL.finditer(piece)}
    for match in _NUMBER.finditer(piece):
        unit = unit_after(piece, match.end())
        kind = _KINDS.get(unit.kind) if unit is not None else None
        field = kind or symbols.get(match.start())
        if field is None or (unit is not None and kind is None and unit.kind != "none"):
            continue
        value = in_si(to_number(match.group(0)), unit if kind else None)
        found.append((field, float(value), unit.end if kind and unit else match.end()))
    return found


def with_states(requirements: Requirements, reading: StatesReading) -> Requirements:
    """``requirements`` holding the states, without the boundary values and properties other
    readers took from the same words ("left p = 1 bar" as p on a patch 'left', "left rho = 1
    kg/m3" as the fluid's density)."""
    if not reading.states and reading.diaphragm is None:
        return requirements

    def theirs(source: str) -> bool:
        return any(_overlap(source, segment) for segment in reading.segments)

    values = tuple(item for item in requirements.boundary_values
                   if not theirs(item.source)
                   and item.boundary[0].lower() not in ("left", "right"))
    properties = tuple(item for item in requirements.properties
                       if not (item.name == "rho" and theirs(item.source)))
    return replace(requirements, boundary_values=values, properties=properties,
                   initial_states=reading.states, diaphragm=reading.diaphragm)


#: The fewest characters two sources must share where one runs into the other: a side's
#: words with their value ("x < 0 at p = 6 bar"), never a lone number or unit.
_SHARED_CHARS = 8


def _overlap(source: str, segment: str) -> bool:
    """Whether another reader's source is words of a side's segment: inside it, around it,
    or running into it ("setFields: driver section x < 0 at p = 6 bar" and the segment
    "driver section x < 0 at p = 6 bar, T = 450 K" share the side's value)."""
    if source in segment or segment in source:
        return True
    return any(source.endswith(segment[:size]) or segment.endswith(source[:size])
               for size in range(_SHARED_CHARS, min(len(source), len(segment)) + 1))

