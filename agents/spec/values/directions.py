"""The direction a clause gives a vector in: "in the x direction", "along negative y",
"moves right".
"""

from __future__ import annotations

import re

from foam_agent.agents.spec.stated import Vector

_FLAGS = re.IGNORECASE
_DIRECTION = re.compile(
    r"\b(?:in|along|towards?)\s+(?:the\s+)?(?P<sign>positive\s+|negative\s+|\+|-)?"
    r"(?P<axis>[xyz])\s*-?\s*(?:direction|axis)?\b",
    _FLAGS,
)

#: A motion's direction in words ("the lid moves right", "moving at 1 m/s to the right").
_DIRECTION_WORD = re.compile(
    r"\b(?:mov\w*|slid\w*|travel\w*|(?:to|towards)\s+the|directed|pointing)\s+"
    r"(?:[^,;.]{0,20}?\s)?(?:to\s+the\s+)?(?P<word>right|left|upwards?|downwards?|up|down)\b",
    _FLAGS)

_WORD_VECTORS: dict[str, Vector] = {"right": (1.0, 0.0, 0.0), "left": (-1.0, 0.0, 0.0),
                                    "up": (0.0, 1.0, 0.0), "down": (0.0, -1.0, 0.0)}

#: What makes "right" or "left" a direction, not a boundary ("moves right", "to the left").
DIRECTION_BEFORE = re.compile(
    r"(?:\bmov\w*|\bslid\w*|\btravel\w*|\bto(?:wards)?\s+the|\bdirected|\bpointing)\s+"
    r"(?:[^,;.]{0,20}?\s)?(?:to\s+the\s+)?$", _FLAGS)

#: "(x-direction)", "+x direction", "in -y": an axis without a preposition before it.
_AXIS_DIRECTION = re.compile(r"(?<![\w.])(?P<sign>[+-])?(?P<axis>[xyz])\s*-?\s*direction\b",
                             _FLAGS)


def stated_direction(text: str) -> Vector | None:
    """The unit vector of "in the x direction", "along negative y", "moves right", or None."""
    match = _DIRECTION.search(text) or _AXIS_DIRECTION.search(text)
    if match is None:
        word = _DIRECTION_WORD.search(text)
        if word is None:
            return None
        return _WORD_VECTORS[re.sub(r"wards?$", "", word.group("word").lower())]
    sign = -1.0 if (match.group("sign") or "").strip() in {"negative", "-"} else 1.0
    axis = "xyz".index(match.group("axis").lower())
    return tuple(sign if index == axis else 0.0 for index in range(3))  # type: ignore[return-value]
