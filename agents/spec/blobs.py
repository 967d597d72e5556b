"""A round body of one phase placed at the start: "a disc of water of radius 0.12 m centred at
x = 0.5 m, z = 0.7 m", "a circular blob of liquid of radius 0.2 m centred 0.5 m from the left
side and 0.7 m up", "disc R = 6 in, centre x = 0.5 m, z = 0.7 m".

Why a reader of its own: interIsoFoam's disc and sphere tutorials make their body with
``setAlphaField`` (a ``cylinder`` or ``sphere`` of ``radius`` about an ``origin``); the radius was
read as an obstacle's size and the centre was left not understood, so the tutorial's disc ran.
Read here, the body becomes a region value the setAlphaField editor writes and the audit checks,
placed in the case's own frame (its left side, its up) by the editor and the audit alike.
"""

from __future__ import annotations

import re

from foam_agent.agents.spec.body_centre import read_centre
from foam_agent.agents.spec.phrases import NUMBER, in_si, sentences, to_number, unit_after
from foam_agent.agents.spec.region_value import SET_ALPHA_FIELD, RegionValue
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
#: The body: a disc, circle, sphere or blob of a liquid (said before or after the noun), or
#: setAlphaField's own shapes.
_BODY = lazy_regex(
    r"\b(?P<noun>dis[ck]|circle|circular\s+(?:blob|patch|region|drop(?:let)?)|sphere|"
    r"spherical\s+(?:blob|drop(?:let)?|region)|blob|droplet|drop)s?\b", _I)
_LIQUID = lazy_regex(r"\b(?:water|liquid|oil|phase|alpha\.\w+|setAlphaField)\b", _I)
#: The radius, or a diameter: "radius 0.12 m", "of radius 0.2 m", "R = 6 in", "0.3 m across",
#: "diameter 0.3 m".
_RADIUS = lazy_regex(rf"\b(?P<kind>radius|R|diameter|D)\s*(?:of|=|:|is)?\s*(?P<v>{NUMBER})", _I)
#: A distance from a side of the box: "0.5 m from the left side", "0.7 m up", "0.3 m above the
#: floor".
_OFFSET = lazy_regex(
    rf"(?P<v>{NUMBER})\s*(?P<u>[a-z]+)?\s+(?:(?:in\s+)?from\s+the\s+(?P<side>left|right|bottom|"
    rf"top|floor|front|back)(?:\s+(?:side|wall|edge|end))?|(?P<up>up\b|above\s+the\s+"
    rf"(?:floor|bottom)))", _I)
_SIDES = {"left": "left", "right": "right", "bottom": "bottom", "floor": "bottom", "top": "top",
          "front": "front", "back": "back", "up": "bottom"}
#: setAlphaField's own shape said with the body.
_SHAPE = lazy_regex(r"\b(?P<shape>cylinder|sphere)\b", _I)


def read_blobs(text: str, *, multiphase: bool = False
               ) -> tuple[list[RegionValue], list[tuple[int, int]]]:
    """Each round body of a liquid with its radius and centre (coordinates or distances from
    the box's sides), and the spans of its words; in a request about two phases a body needs
    no liquid word ("disc R = 6 in, centre x = 0.5 m")."""
    found: list[RegionValue] = []
    spans: list[tuple[int, int]] = []
    flat = text.replace("\n", " ")
    for sentence in sentences(flat):
        body = _BODY.search(sentence.text)
        if body is None or not multiphase and not _LIQUID.search(sentence.text):
            continue  # a disc with no liquid said is a solid one, no phase's
        words = sentence.text
        radius = _radius(words, body.start())
        if radius is None:
            continue
        value, (start, end) = radius
        centre = read_centre(words)
        offsets, offset_spans = read_offsets(words)
        if centre is None and not offsets:
            continue
        used = [(start, end), *([centre.span] if centre is not None else []), *offset_spans]
        first = min(body.start(), *(span[0] for span in used))
        last = max(body.end(), *(span[1] for span in used))
        shape = _SHAPE.search(words)
        noun = " ".join(body.group("noun").lower().split())
        found.append(RegionValue(
            "alpha", 1, " ".join(words[first:last].split()), selector=SET_ALPHA_FIELD,
            thing=noun, radius=value, centre=centre.named if centre is not None else (),
            plane=centre.plane if centre is not None else (), offsets=offsets,
            shape=(shape.group("shape").lower() if shape else
                   "sphere" if noun.startswith(("sphere", "spherical")) else None)))
        spans.extend((sentence.start + a, sentence.start + b) for a, b in used)
    return found, spans


def _radius(words: str, after: int) -> tuple[float, tuple[int, int]] | None:
    """The radius in metres (half a stated diameter) and its span."""
    for match in _RADIUS.finditer(words, max(0, after - 40)):
        unit = unit_after(words, match.end("v"))
        if unit is None or unit.kind != "length":
            continue
        size = float(in_si(to_number(match.group("v")), unit))
        half = match.group("kind").lower() in ("diameter", "d")
        return (size / 2 if half else size), (match.start(), unit.end)
    return None


def read_offsets(words: str) -> tuple[tuple[tuple[str, float], ...], list[tuple[int, int]]]:
    """(side, metres) of each distance from a side of the box ("0.5 m from the left side",
    "0.7 m up": from the bottom) and their spans."""
    found: list[tuple[str, float]] = []
    spans: list[tuple[int, int]] = []
    for match in _OFFSET.finditer(words):
        unit = unit_after(words, match.end("v"))
        if unit is None or unit.kind != "length":
            continue
        side = _SIDES[(match.group("side") or "up").lower()]
        found.append((side, float(in_si(to_number(match.group("v")), unit))))
        spans.append(match.span())
    return tuple(found), spans
