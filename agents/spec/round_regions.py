"""A round region of the domain with its own start values: "a gas bubble of radius 0.1 m
centred at (0.5 0.5 0.5) m at p = 20 bar and T = 600 K", "a ball of hot gas, 5 cm in radius,
centre x = 0.2 m, y = 0.3 m, z = 0.1 m, at 900 K".

Why a reader of its own: setFields fills such a body with a ``sphereToCell`` region (an
``origin`` and a ``radius``), and the words were read as values of a patch called "setFields"
or left not understood, so the tutorial's bubble ran at its own size and pressure. The body
owns the radius, the centre and every value said after them up to the end of the clause; a
value said of "elsewhere", "around it" or "the rest" is not the body's and is left to the
readers of the whole domain. A round body of liquid made by setAlphaField is
``foam_agent.agents.spec.blobs``'s.
"""

from __future__ import annotations

import re

from foam_agent.agents.spec.blobs import read_offsets
from foam_agent.agents.spec.body_centre import BodyCentre, read_centre
from foam_agent.agents.spec.field_values import field_values
from foam_agent.agents.spec.phrases import NUMBER, in_si, sentences, to_number, unit_after
from foam_agent.agents.spec.region_value import RegionValue
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
#: setFields' selector of a ball of cells.
SPHERE_TO_CELL = "sphereToCell"
#: The body: a bubble, a ball, a sphere, or a spherical region of the domain.
_BODY = lazy_regex(r"\b(?P<noun>bubble|ball|sphere|spherical\s+(?:region|zone|volume|pocket|"
                   r"charge|bubble|cloud|kernel))s?\b", _I)
#: The radius or diameter, before its number ("radius 0.1 m", "R = 5 cm") or after it
#: ("5 cm in radius", "0.2 m in diameter"); a round body's width "across" is its diameter
#: ("a bubble 12 cm across").
_SIZE = re.compile(rf"\b(?P<kind>radius|diameter)\s*(?:of|=|:|is)?\s*(?P<v>{NUMBER})"
                   rf"|(?P<v2>{NUMBER})\s*(?P<u2>[a-zµ]+)\s+(?:in\s+)?(?P<kind2>radius|diameter|"
                   rf"across)\b", _I)
#: The body on the domain's centreline or in its middle: every axis that is not up is the
#: domain's middle ("on the tank's vertical centreline 40 cm above the floor").
_CENTRELINE = lazy_regex(r"\b(?:(?:vertical\s+)?cent(?:re|er)[\s-]?line|(?:in\s+)?the\s+"
                         r"(?:middle|cent(?:re|er))\s+of\s+the\s+(?:tank|domain|box|pool|"
                         r"vessel|water))\b", _I)
#: Where the body's values end: the clause's end, or words turning to the cells outside it.
_OUTSIDE = lazy_regex(r";|\b(?:elsewhere|around\s+it|outside|the\s+rest|everywhere|"
                      r"surrounding|while|whereas)\b", _I)


def read_round_regions(text: str) -> tuple[list[RegionValue], list[tuple[int, int]]]:
    """Each value of a round region with its radius and centre, and the spans read; a body
    needs its radius, a centre (``_placed``) or distances from the box's sides, and a value,
    else it is left to the other readers."""
    found: list[RegionValue] = []
    spans: list[tuple[int, int]] = []
    flat = text.replace("\n", " ")
    for sentence in sentences(flat):
        words = sentence.text
        body = _BODY.search(words)
        if body is None:
            continue
        end_of_clause = _OUTSIDE.search(words, body.end())
        stop = end_of_clause.start() if end_of_clause is not None else len(words)
        radius = _radius(words, body.end(), stop)
        centre = _placed(read_centre(words, body.end(), stop))
        offsets, offset_spans = read_offsets(words[:stop])
        offset_spans = [span for span in offset_spans if span[0] >= body.end()]
        offsets = offsets[len(offsets) - len(offset_spans):]
        if radius is None or (centre is None and not offsets):
            continue
        size, size_span = radius
        centre_span = centre.span if centre is not None else offset_spans[-1]
        line = _CENTRELINE.search(words, body.end(), stop) if centre is None else None
        after = max(size_span[1], centre_span[1], line.end() if line is not None else 0)
        values = field_values(words[after:stop], (0, 0))
        if not values:
            continue
        last = after + max(end for _, _, end in values)
        source = " ".join(words[body.start():last].split())
        noun = " ".join(body.group("noun").lower().split())
        found.extend(RegionValue(
            field, value, source, "region", SPHERE_TO_CELL, thing=noun, radius=size,
            centre=centre.named if centre is not None else (),
            plane=centre.plane if centre is not None else (), middle=line is not None,
            offsets=offsets, shape="sphere") for field, value, _ in values)
        spans.append((sentence.start + body.start(), sentence.start + last))
    return found, spans


def _radius(words: str, start: int, stop: int) -> tuple[float, tuple[int, int]] | None:
    """The radius in metres (half a stated diameter) and its span."""
    for match in _SIZE.finditer(words, start, stop):
        number = match.group("v") or match.group("v2")
        at = match.end("v") if match.group("v") else match.start("u2") - 1
        unit = unit_after(words, at)
        if unit is None or unit.kind != "length":
            continue
        size = float(in_si(to_number(number), unit))
        kind = (match.group("kind") or match.group("kind2")).lower()
        end = max(unit.end, match.end())
        return (size if kind == "radius" else size / 2), (match.start(), end)
    return None


def _placed(centre: BodyCentre | None) -> BodyCentre | None:
    """The centre when it places the body in a plane at least: two coordinates in the
    case's plane or two said by axis (an axis left unsaid keeps the case's own coordinate,
    the thickness of a two-dimensional case); one coordinate alone places nothing."""
    if centre is None or (len(centre.named) < 2 and not centre.plane):
        return None
    return centre
