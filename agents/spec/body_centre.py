"""Where a round body's centre is said: three coordinates in a vector ("centred at (0.8 0
0.9)"), coordinates by axis ("centred at x = 0.5 m, z = 0.7 m", "centre (x, z) = (0.5,
0.72)"), or two coordinates in the plane of a two-dimensional case ("centred at (0.5, 0.5)
m").

Why one reader: the setAlphaField disc (``blobs``) and the setFields ball (``round_regions``)
are one shape placed the same way, and each read the centre its own way, so a vector centre
was understood for a gas ball and not for a disc of water, and a two-number centre for
neither. Two numbers name no axes: they stay a centre in the plane (``BodyCentre.plane``)
until the case's geometry says which plane (``agents.spec.thing_box.body_origin``), and a
case that is not two-dimensional leaves them unplaced rather than guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from foam_agent.agents.spec.phrases import NUMBER, in_si, to_number, unit_after
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
#: The words that open a centre: "centred at", "centre", "centered on", "center:".
_CENTRE = lazy_regex(r"\bcent(?:red|ered|re|er)\b(?:\s+(?:at|on|about|around))?\s*[:=]?\s*",
                     _I)
#: Axis labels before a vector: "(x, z) =", "(x z):".
_LABELS = lazy_regex(r"\(\s*(?P<a>[xyz])\s*[,\s]\s*(?P<b>[xyz])(?:\s*[,\s]\s*(?P<c>[xyz]))?"
                     r"\s*\)\s*(?:=|:|at|of)?\s*", _I)
#: A vector of two or three numbers: "(0.5, 0.5)", "(0.8 0 0.9)".
_VECTOR = lazy_regex(rf"\(\s*(?P<a>{NUMBER})\s*[,\s]\s*(?P<b>{NUMBER})"
                     rf"(?:\s*[,\s]\s*(?P<c>{NUMBER}))?\s*\)", _I)
#: A coordinate by its axis: "x = 0.5 m".
_COORDINATE = lazy_regex(rf"(?P<axis>[xyz])\s*=\s*(?P<v>{NUMBER})", _I)
_GAP = lazy_regex(r"\s*(?:,|and)?\s*", _I)
#: A bracket opening coordinates said by axis: "centred at (x = 0.5 m, z = 0.7 m)".
_OPEN = lazy_regex(r"\(\s*")


@dataclass(frozen=True)
class BodyCentre:
    """A centre as the words say it.

    Attributes:
        named: (axis, metres) of each coordinate said with its axis (or in a vector of three).
        plane: Two coordinates said without axes, in metres: the first and second axis of a
            two-dimensional case's plane, placed only once the case is known.
        span: Where the words are (start, end) in the text read.
    """

    named: tuple[tuple[int, float], ...]
    plane: tuple[float, ...]
    span: tuple[int, int]


def read_centre(words: str, start: int = 0, stop: int | None = None) -> BodyCentre | None:
    """The first centre said in ``words[start:stop]``, or None."""
    stop = len(words) if stop is None else stop
    for opening in _CENTRE.finditer(words, start, stop):
        found = _vector(words, opening.end(), stop) or _by_axis(words, opening.end(), stop)
        if found is not None:
            named, plane, end = found
            return BodyCentre(named, plane, (opening.start(), end))
    return None


def _vector(words: str, at: int, stop: int
            ) -> tuple[tuple[tuple[int, float], ...], tuple[float, ...], int] | None:
    """A vector centre, labelled or not, in the unit after it (metres when none)."""
    labels = _LABELS.match(words, at)
    axes = [label for label in labels.groups() if label] if labels is not None else []
    vector = _VECTOR.match(words, labels.end() if labels is not None else at)
    if vector is None or vector.end() > stop:
        return None
    texts = [item for item in vector.groups() if item is not None]
    if axes and len(axes) != len(texts):
        return None
    unit = unit_after(words, vector.end())
    length = unit if unit is not None and unit.kind == "length" else None
    values = [float(in_si(to_number(item), length)) for item in texts]
    end = length.end if length is not None else vector.end()
    if axes:
        return tuple(("xyz".index(axis.lower()), value)
                     for axis, value in zip(axes, values, strict=True)), (), end
    if len(values) == 3:
        return tuple(enumerate(values)), (), end
    return (), tuple(values), end


def _by_axis(words: str, at: int, stop: int
             ) -> tuple[tuple[tuple[int, float], ...], tuple[float, ...], int] | None:
    """Coordinates said one by one with their axes ("x = 0.5 m, z = 0.7 m")."""
    found: dict[int, float] = {}
    bracket = _OPEN.match(words, at)
    at = bracket.end() if bracket is not None else at
    end = at
    while at < stop and (match := _COORDINATE.match(words, at)) is not None:
        unit = unit_after(words, match.end("v"))
        length = unit if unit is not None and unit.kind == "length" else None
        found.setdefault("xyz".index(match.group("axis").lower()),
                         float(in_si(to_number(match.group("v")), length)))
        at = end = length.end if length is not None else match.end()
        gap = _GAP.match(words, at)
        at = gap.end() if gap is not None else at
    return (tuple(sorted(found.items())), (), end) if found else None
