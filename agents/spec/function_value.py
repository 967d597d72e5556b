"""A coefficient of a function of time a request states (a sine's amplitude, a ramp's
duration), as the spec holds it; read by ``foam_agent.agents.spec.function_values``.

Why a module of its own: ``stated.Requirements`` holds these, and the reader needs the phrase
helpers that import ``stated``; the record alone imports nothing of the spec.
"""

from __future__ import annotations

from dataclasses import dataclass

Dimensions = tuple[float, float, float, float, float, float, float]


@dataclass(frozen=True)
class FunctionValue:
    """One coefficient of a function of time, as stated.

    Attributes:
        keyword: The coefficient (``amplitude``, ``frequency``, ``duration``, ``level``).
        value: In SI of the stated unit (a frequency in Hz: an angular one divided by 2π; a
            time in s); as written when no unit was given.
        dimensions: The stated unit's dimensions, None when no unit was given (then the value
            is in the case's own units).
        source: The request's words.
        derivation: The arithmetic that made ``value`` from the words, if any.
    """

    keyword: str
    value: float
    dimensions: Dimensions | None
    source: str
    derivation: str = ""
