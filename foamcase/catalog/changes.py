"""The words a request asks a change of the case with, without a number ("make the inlet
faster", "a hotter lid than usual", "double the lid speed", "a lower viscosity than the
tutorial").

Why a table: such a clause carries no number, so the listing of numbers no reader used never
saw it, and the case ran with the tutorial's value and was called ``solved``: a wrong case
reported right. The request reader (``foam_agent.agents.spec.values.changes``) lists a clause
as not understood when it asks a change with these words of a thing of the case (a patch, an
opening, a quantity below or a quantity of :mod:`foamcase.catalog.quantities`); a clause
that only describes ("the flow is slower near the walls", "the hotter wall is on the left")
asks nothing and is left alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from foam_agent.foamcase.lazy_pattern import lazy_regex
from foam_agent.foamcase.phrase_lists import alternation, whole


@dataclass(frozen=True)
class Magnitude:
    """One quantity a comparative speaks of, and its comparatives in both senses.

    Attributes:
        quantity: What the words compare.
        comparatives: The comparative adjectives and adverbs, lowercase.
    """

    quantity: str
    comparatives: tuple[str, ...]


MAGNITUDES: tuple[Magnitude, ...] = (
    Magnitude("speed", ("faster", "slower", "quicker")),
    Magnitude("temperature", ("hotter", "colder", "warmer", "cooler")),
    Magnitude("size or value", ("higher", "lower", "larger", "smaller", "bigger", "greater",
                                "more", "less", "fewer")),
    Magnitude("length", ("longer", "shorter", "wider", "narrower", "taller", "deeper",
                         "shallower", "thicker", "thinner")),
    Magnitude("weight or viscosity", ("heavier", "lighter", "denser", "stronger", "weaker",
                                      "stiffer", "softer")),
    Magnitude("resolution", ("finer", "coarser")),
)

#: Verbs and multipliers that change a value ("double the lid speed", "increase the inlet
#: velocity", "twice the tutorial's speed"): said of a thing of the case they ask a new value
#: with no number.
CHANGE_VERBS: tuple[str, ...] = (
    "twice", "thrice", "increase", "increases", "decrease", "decreases", "raise", "reduce",
    "double", "halve", "triple", "quadruple", "multiply", "divide", "speed up", "slow down",
    "heat up", "cool down", "crank up", "turn up", "turn down", "bump up", "scale up", "scale down",
)

#: Verbs opening an instruction ("make the inlet faster", "set the lid hotter"): a
#: comparative after one is asked, not described.
INSTRUCTIONS: tuple[str, ...] = ("make", "set", "use", "give", "run", "let", "have", "keep",
                                 "put", "want", "need", "try", "change", "switch")

#: What a comparison is measured against when it asks a change ("hotter than usual", "a
#: lower viscosity than the tutorial's"); against anything else ("temperature diffuses faster
#: than salt") it compares two things and asks nothing.
BASELINES: tuple[str, ...] = (
    "usual", "before", "tutorial", "tutorial's", "default", "original", "standard", "stock",
    "now", "currently", "example", "example's", "case", "reference", "last time", "it is",
    "it was", "that",
)

#: Quantities of a case named in everyday words, beside :mod:`foamcase.catalog.quantities`'
#: rows (which hold the rarer ones by name): what a change word changes.
QUANTITY_NOUNS: tuple[str, ...] = (
    "speed", "velocity", "velocities", "flow rate", "flow", "viscosity", "temperature",
    "pressure", "density", "heat flux", "heat", "mesh", "grid", "resolution", "cells",
    "time step", "timestep", "end time", "run time", "reynolds", "mach", "turbulence",
    "intensity", "gravity", "fluid", "liquid", "gas", "water", "air", "oil", "simulation",
)


#: A comparative of any row.
COMPARATIVE = lazy_regex(whole(word for row in MAGNITUDES for word in row.comparatives),
                         re.IGNORECASE)
#: A change verb.
CHANGE_VERB = lazy_regex(whole(CHANGE_VERBS), re.IGNORECASE)
#: An instruction's verb.
INSTRUCTION = lazy_regex(whole(INSTRUCTIONS), re.IGNORECASE)
#: A comparison against the baseline: "than usual", "than in the tutorial".
AGAINST_BASELINE = lazy_regex(
    r"\bthan\s+(?:(?:in|on|for|with|at)\s+)?(?:(?:the|its|our|my|their|this)\s+)?(?:"
    + alternation(BASELINES) + r")\b", re.IGNORECASE)
#: A quantity named in everyday words.
QUANTITY_NOUN = lazy_regex(whole(QUANTITY_NOUNS), re.IGNORECASE)
