"""The run controls of ``system/controlDict`` as a request words them: what each
``writeControl`` counts, the nouns of one written result, the words that may qualify a count
of iterations.

Why here: the request reader (``agents.spec.values.times``) and the controlDict editor must
agree on what "every 50" means under each ``writeControl``; before this module each held its
own list (the editor ``clockTime`` as a time, the reader no list at all, so "writeControl
timeStep with writeInterval 100" was a bare 100 of no kind). The kinds are v1912's
``Time::writeControl`` names (src/OpenFOAM/db/Time/Time.C, ``writeControlNames``).
"""

from __future__ import annotations

from typing import Literal

WriteCount = Literal["steps", "time", "clock"]

#: What each ``writeControl`` counts its ``writeInterval`` in: solver steps, simulated time, or
#: the computer's time (``clockTime`` wall, ``cpuTime`` processor seconds), which no request's
#: simulated interval may be written as. ``adjustable`` is v1912's short alias.
WRITE_CONTROLS: dict[str, WriteCount] = {
    "timeStep": "steps",
    "runTime": "time",
    "adjustableRunTime": "time",
    "adjustable": "time",
    "clockTime": "clock",
    "cpuTime": "clock",
}

#: Nouns of one written result ("a picture every minute", "ten snapshots over the run"): a
#: count of them over the run is a number of writes, one said "every" an interval.
WRITE_NOUNS: tuple[str, ...] = (
    "snapshots?", "frames?", "pictures?", "images?", "plots?", "results?", "solutions?",
    "outputs?", "writes?", "dumps?", "time\\s+directories", "time\\s+folders?", "saves?",
    "states?", "fields?",
)

#: Words that may stand between a count and "iterations" without changing what is counted
#: ("600 SIMPLE iterations", "500 steady-state iterations"; "outer iterations" are the
#: numerics reader's nOuterCorrectors): the pressure-velocity algorithms of
#: ``fvSolution`` and the adjectives of a solver's own loop.
ITERATION_QUALIFIERS: tuple[str, ...] = (
    "SIMPLE", "SIMPLEC", "PISO", "PIMPLE", "solver", "pseudo-?time", "steady",
    "steady-?state", "non-?linear", "global",
)

#: The nouns of ``WRITE_NOUNS`` whose count is a number of writes ("ten snapshots over the
#: run", "give me 40 frames"); "3 results" or "2 fields" counts things, not writes.
WRITE_COUNT_NOUNS: tuple[str, ...] = (
    "snapshots", "frames", "pictures", "images", "plots", "outputs", "writes", "dumps",
    "time\\s+directories", "time\\s+folders", "saves",
)

#: Calendar periods a request may write a result by that no unit library names as a time
#: ("save every quarter", "write the value monthly"), each as a count of a unit pint reads: a
#: financial case counts years (``catalog.time_units``), and its request counts quarters.
PERIODS: dict[str, tuple[float, str]] = {
    "quarter": (3, "month"), "quarterly": (3, "month"), "monthly": (1, "month"),
    "week": (7, "day"), "weekly": (7, "day"), "fortnight": (14, "day"),
    "yearly": (1, "year"), "annually": (1, "year"), "daily": (1, "day"), "hourly": (1, "hour"),
}

#: Nouns of a space a range "from 0 to 300" may be said of ("the price axis runs from 0 to
#: 300"): such a range, with no unit of time and no "t =", is no run's start and end.
SPATIAL_SUBJECTS: tuple[str, ...] = (
    "axis", "axes", "grid", "prices?", "domain", "mesh", "coordinates?", "spans?", "lengths?",
    "width", "height", "radius", "cells?", "x", "y", "z", "range",
)

#: The controls a request may say stay as the followed case has them, each with the words
#: naming it ("Δt as is", "keep the tutorial's time step", "time step unchanged").
KEPT_CONTROL_NAMES: dict[str, tuple[str, ...]] = {
    "deltaT": (r"delta\s*t", r"dt", r"deltaT", r"time[\s-]*steps?", r"step\s+size"),
}
#: Words saying something stays as the followed case has it.
KEEP_WORDS: tuple[str, ...] = (
    r"as\s+(?:it\s+)?is", r"unchanged", r"kept", r"keep", r"untouched", r"leave",
    r"(?:do\s+not|don't)\s+(?:change|touch)",
    r"as\s+(?:(?:in|for)\s+)?the\s+(?:tutorial|example|case|original)",
    r"(?:tutorial|example)'?s(?:\s+own)?", r"the\s+same",
)
#: Words saying the value they are said with is the followed case's own ("nu 0 as is", "rho
#: unchanged", "a Poisson ratio of zero as the tutorial has it", "at its tutorial value"): a
#: number in their clause describes the case and is checked, never written. Narrower than
#: ``KEEP_WORDS``: a bare "keep" with a number ("keep the inlet at 5 m/s") asks for the value.
STAY_WORDS: tuple[str, ...] = (
    r"as\s+(?:it|they)\s+(?:is|are|stands?|were|was)", r"as\s+is", r"unchanged", r"untouched",
    r"as\s+(?:(?:in|for)\s+)?the\s+(?:tutorial|example|original)",
    r"(?:at|to)\s+(?:its|their|the)\s+(?:tutorial|example|original)(?:'s)?\s+(?:own\s+)?values?",
    r"(?:do\s+not|don't)\s+(?:change|touch)",
)
#: Verbs that open an instruction of their own after "and" ("set nu to 1e-5 and keep rho as
#: is"): there the "and" joins two statements, not two names of one list.
INSTRUCTION_VERBS: tuple[str, ...] = (
    "set", "keep", "use", "make", "change", "put", "run", "give", "leave", "let", "write",
    "apply", "raise", "lower", "increase", "decrease", "double", "halve", "switch", "turn",
)
#: Words that ask a change of what they are said with ("keep the time step below 1e-3", "keep
#: the step small", "let the step adapt"): such a clause keeps nothing.
CHANGE_WORDS: tuple[str, ...] = (
    r"below", r"under", r"small(?:er)?", r"less", r"large(?:r)?", r"adapt\w*", r"adjust\w*",
    r"variable", r"halve\w*", r"double\w*", r"courant", r"co\b", r"stable", r"smaller",
)

#: The subscripts a time's symbol takes for each run control ("t_end = 2 s", "t₀ = 0",
#: "t_write = 0.1 s", "Δt_write = 0.1 s"): the letter is time, the subscript which time. A
#: subscript not listed ("t_ramp", "t_1") names some other time and is left to the readers of
#: events and ramps.
TIME_SYMBOL_SUBSCRIPTS: dict[str, tuple[str, ...]] = {
    "start": ("0", "₀", "start", "begin", "init", "initial"),
    "end": ("end", "final", "stop", "finish"),
    "write": ("write", "out", "output", "save"),
}
