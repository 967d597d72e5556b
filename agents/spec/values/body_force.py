"""A body force per unit mass that drives the flow: "driven by a uniform body force of 8 m/s^2
along +x", "the pressure gradient over the density is a driving acceleration of 2 m/s^2 along
the plates", "a momentum source with explicit part (8 0 0)".

Why a reader of its own: the value reader knows an acceleration only as gravity, so such a
statement was "not understood" and the tutorial's source (or none) stayed. OpenFOAM drives a
flow with an ``fvOptions`` momentum source (``foam_agent.foamcase.catalog.sources``); the
editor writes the acceleration there, making the source when the followed case has none, and
the audit reads it back. An acceleration is a driving force's only in a sentence that speaks of
one (a force, driving, forcing, a momentum source, a pressure gradient) and never of gravity.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from foam_agent.agents.spec.body_force import BodyForce
from foam_agent.agents.spec.phrases import NUMBER, VECTOR, sentences, to_number, to_vector
from foam_agent.agents.spec.units import dimensioned_unit
from foam_agent.agents.spec.values.directions import stated_direction
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
_ACCELERATION = (0.0, 1.0, -2.0, 0.0, 0.0, 0.0, 0.0)
#: What makes an acceleration a driving force's.
_DRIVING = lazy_regex(r"\bbody[\s-]*force|\bdriv(?:e|en|es|ing)\b|\bforcing\b|\bforce\b|"
                      r"\bmomentum\s+source|\bvectorSemiImplicitSource\b|"
                      r"\bpressure\s+gradient|\bacceleration\b", _I)
#: What makes it gravity's (another reader's).
_GRAVITY = lazy_regex(r"\bgravit\w*|\bg\s*=|\bweight\b|\bbuoyan\w*", _I)
#: The source's explicit part in code form ("explicit part (8 0 0)", "Su = (2 0 0)").
_EXPLICIT = lazy_regex(rf"\b(?:explicit(?:\s+part)?|Su)\s*(?:=|:|of|is)?\s*{VECTOR}", _I)
#: The implicit part said zero ("implicit part 0"): the source the editor writes has none.
_IMPLICIT_ZERO = lazy_regex(r"\bimplicit(?:\s+part)?\s*(?:=|:|of|is)?\s*0(?![\d.])", _I)
#: The words after the value that say where it points: an axis ("along +x", "in the x
#: direction") or the flow's own direction ("along the plates", "streamwise").
_WHERE = lazy_regex(r"\s*(?:(?:along|in|towards?)\s+(?:the\s+)?(?:[+-]|positive\s+|negative\s+)?"
                    r"[xyz]\b(?:[\s-]*(?:axis|direction))?|along\s+the\s+(?:plates?|channel|"
                    r"pipe|duct|walls?|flow)\b|streamwise\b|in\s+the\s+flow\s+direction\b)", _I)


@dataclass(frozen=True)
class BodyForceReading:
    """The force read and the spans its words take."""

    force: BodyForce
    spans: tuple[tuple[int, int], ...]


def read_body_force(text: str) -> BodyForceReading | None:
    """The driving acceleration ``text`` states, or None; the source's code form said beside
    it ("explicit part (8 0 0), implicit part 0") is taken with it when it agrees."""
    reading = _read(text)
    if reading is None:
        return None
    wanted = reading.force.vector
    spans = list(reading.spans)
    for match in _EXPLICIT.finditer(text):
        if wanted is not None and all(math.isclose(a, b, abs_tol=1e-12)
                                      for a, b in zip(to_vector(match), wanted, strict=True)):
            spans.append(match.span())
    spans.extend(match.span() for match in _IMPLICIT_ZERO.finditer(text))
    return BodyForceReading(reading.force, tuple(spans))


def _read(text: str) -> BodyForceReading | None:
    for sentence in sentences(text):
        words = sentence.text
        if not _DRIVING.search(words) or _GRAVITY.search(words):
            continue
        explicit = _EXPLICIT.search(words)
        if explicit is not None:
            vector = to_vector(explicit)
            size = math.sqrt(sum(c * c for c in vector))
            if size > 0:
                span = (sentence.start + explicit.start(), sentence.start + explicit.end())
                return BodyForceReading(BodyForce(size, tuple(c / size for c in vector),  # type: ignore[arg-type]
                                                  " ".join(explicit.group(0).split())),
                                        (span,))
        for number in re.finditer(rf"(?<![\w.]){NUMBER}", words):
            unit = dimensioned_unit(words[number.end():number.end() + 24])
            if unit is None or tuple(unit.dimensions) != _ACCELERATION:
                continue
            end = number.end() + unit.length
            size = unit.to_si(float(to_number(number.group(0))))
            tail = _WHERE.match(words, end)
            stop = tail.end() if tail is not None else end
            direction = stated_direction(words[end:stop]) if tail is not None else None
            span = (sentence.start + number.start(), sentence.start + stop)
            return BodyForceReading(
                BodyForce(size, direction, " ".join(words[number.start():stop].split())),
                (span,))
    return None
