"""The direction a clause gives a vector in: "in the x direction", "along negative y",
"moves right".
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from foam_agent.agents.spec.stated import Vector
from foam_agent.foamcase.lazy_pattern import lazy_regex

_FLAGS = re.IGNORECASE
#: An axis a vector points along: with a preposition ("along the x axis", "in the -y
#: direction", "towards +z") or without one, its word "direction" after it ("(x-direction)",
#: "+x direction"). One pattern, so "in the x direction" is one phrase, not two overlapping.
_AXIS_PHRASE = lazy_regex(
    r"\b(?:in|along|towards?)\s+(?:the\s+)?(?P<sign>positive\s+|negative\s+|[+-])?"
    r"(?P<axis>[xyz])\b(?:[\s-]*(?:direction|axis)\b)?"
    r"|(?<![\w.])(?P<bare_sign>[+-])?(?P<bare_axis>[xyz])[\s-]*direction\b",
    _FLAGS,
)

#: A motion's direction in words ("the lid moves right", "moving at 1 m/s to the right").
_DIRECTION_WORD = lazy_regex(
    r"\b(?:mov\w*|slid\w*|travel\w*|(?:to|towards)\s+the|directed|pointing)\s+"
    r"(?:[^,;.]{0,20}?\s)?(?:to\s+the\s+)?(?P<word>right|left|upwards?|downwards?|up|down)\b",
    _FLAGS)

_WORD_VECTORS: dict[str, Vector] = {"right": (1.0, 0.0, 0.0), "left": (-1.0, 0.0, 0.0),
                                    "up": (0.0, 1.0, 0.0), "down": (0.0, -1.0, 0.0)}

#: What makes "right" or "left" a direction, not a boundary ("moves right", "to the left").
DIRECTION_BEFORE = lazy_regex(
    r"(?:\bmov\w*|\bslid\w*|\btravel\w*|\bto(?:wards)?\s+the|\bdirected|\bpointing)\s+"
    r"(?:[^,;.]{0,20}?\s)?(?:to\s+the\s+)?$", _FLAGS)


@dataclass(frozen=True)
class AxisPhrase:
    """An axis a request's words name, where they stand and the unit vector they give.

    Attributes:
        span: Where the words stand in the text read.
        words: The words as written ("in the -y direction").
        vector: The signed unit vector along the axis.
    """

    span: tuple[int, int]
    words: str
    vector: Vector


def axis_phrases(text: str) -> Iterator[AxisPhrase]:
    """Every axis phrase of ``text`` in the order written, none overlapping another.

    Why one reader: the direction of one vector (the first phrase) and the heading kept with a
    size (all of them, to tell two that differ) read the same words; two copies of the pattern
    drifted apart."""
    for match in _AXIS_PHRASE.finditer(text):
        sign_word = match.group("sign") if match.group("axis") else match.group("bare_sign")
        axis = "xyz".index((match.group("axis") or match.group("bare_axis")).lower())
        sign = -1.0 if (sign_word or "").strip().lower() in {"negative", "-"} else 1.0
        vector: Vector = (sign if axis == 0 else 0.0, sign if axis == 1 else 0.0,
                          sign if axis == 2 else 0.0)
        yield AxisPhrase(match.span(), match.group(0), vector)


def stated_direction(text: str) -> Vector | None:
    """The unit vector of "in the x direction", "along negative y", "moves right", or None."""
    phrase = next(axis_phrases(text), None)
    if phrase is not None:
        return phrase.vector
    word = _DIRECTION_WORD.search(text)
    if word is None:
        return None
    return _WORD_VECTORS[re.sub(r"wards?$", "", word.group("word").lower())]
