"""Run controls a request says stay as the followed case has them.

Why: "Δt as is", "keep the example's time step" carry no number, so no value reader takes
them, and nothing was said of them; the numerics that size a transient case's step for its
Courant number then changed ``deltaT`` anyway, and a case the request asked to keep its step
ended ``solved`` with another one. A control said kept is a statement of its own: the editors
leave it as the followed case has it. The words are the catalog's
(:mod:`foam_agent.foamcase.catalog.run_control`); a clause holding a number, or a word asking a
change ("keep the step below 1e-3", "keep it small"), keeps nothing.
"""

from __future__ import annotations

import re

from foam_agent.agents.spec.stated import Stated
from foam_agent.foamcase.catalog.run_control import CHANGE_WORDS, KEEP_WORDS, KEPT_CONTROL_NAMES
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: What ends a clause: a stop, a comma, a conjunction joining another statement ("keep the
#: example's time step and run to 2 s"), or a parenthesis, whose aside is a statement of its
#: own ("run for 1 s (the example's time step)": the run's length is no new step). A colon does
#: not ("Δt: as is").
_CLAUSE_END = lazy_regex(r"[.,;!?()\n]|\b(?:and|but|then)\b", re.IGNORECASE)
_KEEP = lazy_regex(r"(?<![\w'])(?:" + "|".join(KEEP_WORDS) + r")(?![\w'])", re.IGNORECASE)
_CHANGE = lazy_regex(r"(?<![\w'])(?:" + "|".join(CHANGE_WORDS) + r")(?![\w'])", re.IGNORECASE)
_NAMES = {control: re.compile(r"(?<![\w'])(?:" + "|".join(words) + r")(?![\w'])",
                              re.IGNORECASE)
          for control, words in KEPT_CONTROL_NAMES.items()}


def read_kept_controls(text: str) -> tuple[Stated[str], ...]:
    """Each control said kept, once, with the clause it was said in."""
    kept: dict[str, Stated[str]] = {}
    for words in _CLAUSE_END.split(text):
        if re.search(r"\d", words) or not _KEEP.search(words) or _CHANGE.search(words):
            continue
        for control, name in _NAMES.items():
            if name.search(words):
                kept.setdefault(control, Stated(control, " ".join(words.split())))
    return tuple(kept.values())
