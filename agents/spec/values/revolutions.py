"""Times said in turns of the case's rotation: "run one full rev", "simulate 3 revolutions",
"write every eighth of a rev", once a rate is stated (one turn lasts 2π/ω).

Why: "rotation at one rev per 4 s. Run one full rev, write every eighth of a rev" set neither
time (no unit of time follows the counts), so the tutorial's 2 s and 0.05 s stayed.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from foam_agent.agents.spec.phrases import NUMBER, to_number
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
_COUNTS = {"a": 1.0, "an": 1.0, "one": 1.0, "two": 2.0, "three": 3.0, "four": 4.0, "five": 5.0,
           "six": 6.0, "seven": 7.0, "eight": 8.0, "nine": 9.0, "ten": 10.0, "half a": 0.5}
_PARTS = {"half": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5, "sixth": 6,
          "eighth": 8, "tenth": 10, "twelfth": 12, "sixteenth": 16}
_TURN = r"(?:full\s+|whole\s+)?(?:rev(?:olution)?s?|turns?|rotations?)\b"
_COUNT = rf"(?P<n>{NUMBER}|{'|'.join(sorted(_COUNTS, key=len, reverse=True))})"
_END = lazy_regex(rf"\b(?:run|simulate|compute|for|over|through)\s+(?:for\s+)?{_COUNT}\s+{_TURN}",
                  _I)
_WRITE = lazy_regex(rf"\b(?:writ\w*|output\w*|sav\w*)\s+(?:results?\s+)?every\s+(?:"
                    rf"(?P<part>{'|'.join(_PARTS)})\s+of\s+an?\s+{_TURN}|{_COUNT}\s+{_TURN})", _I)


@dataclass(frozen=True)
class TurnTime:
    """A time said in turns: seconds, its words and span."""

    seconds: float
    source: str
    span: tuple[int, int]


def _count(written: str) -> float:
    lowered = " ".join(written.lower().split())
    return _COUNTS[lowered] if lowered in _COUNTS else float(to_number(written))


def turn_times(text: str, rate: float) -> tuple[TurnTime | None, TurnTime | None]:
    """The end time and write interval ``text`` says in turns of a rotation at ``rate``
    (rad/s), each None when not said so."""
    if rate <= 0:
        return None, None
    period = 2 * math.pi / rate
    end = _END.search(text)
    write = _WRITE.search(text)
    end_time = None if end is None else TurnTime(
        float(f"{_count(end.group('n')) * period:.6g}"), " ".join(end.group(0).split()),
        end.span())
    interval = None
    if write is not None:
        share = (1 / _PARTS[write.group("part").lower()] if write.group("part")
                 else _count(write.group("n")))
        interval = TurnTime(float(f"{share * period:.6g}"), " ".join(write.group(0).split()),
                            write.span())
    return end_time, interval
