"""Phrases whose numbers are no one value: a value changing in time ("10 m/s then 20
m/s") and a range ("between 1 and 2 m/s"). No rule takes a value from them.
"""

from __future__ import annotations

import re

from foam_agent.agents.spec.phrases import NUMBER, clauses, sentences, unit_after
from foam_agent.foamcase.lazy_pattern import lazy_regex

_FLAGS = re.IGNORECASE
#: Words that make a clause's values a sequence in time ("10 m/s for 5 s then 20 m/s").
_VARYING = lazy_regex(r"\b(?:then|afterwards|after\s+that|followed\s+by|ramp\w*|"
                      r"(?:increas|decreas|ris|dropp|chang|switch)\w*\s+to)\b", _FLAGS)


def varying_spans(text: str) -> list[tuple[int, int]]:
    """The clauses that give one quantity two values in sequence ("inlet 10 m/s for 5 s then
    20 m/s"): a value changing in time, which no rule applies. Read as two values and an end
    time of 5 s, the step change was neither applied nor said; the clause is now said as not
    understood, whole."""
    found: list[tuple[int, int]] = []
    for sentence in sentences(text):
        for piece in clauses(sentence):
            if not _VARYING.search(piece.text):
                continue
            kinds = [unit.kind for number in re.finditer(NUMBER, piece.text)
                     if (unit := unit_after(piece.text, number.end())) is not None
                     and unit.kind in ("velocity", "temperature", "pressure")]
            if len(kinds) > len(set(kinds)):
                found.append((piece.start, piece.start + len(piece.text)))
    return found


#: A range of values ("between 1 and 2 m/s", "from 1 to 2 m/s", "5-10 m/s", "in the range
#: 1-2"): no one value of it is the boundary's, so none is read and the clause is said as not
#: understood (it was the first number's, "lid velocity in the range 1").
RANGE = lazy_regex(
    rf"\bbetween\s+{NUMBER}[^,;]{{0,12}}?\s+and\s+{NUMBER}|"
    rf"\bfrom\s+{NUMBER}[^,;]{{0,12}}?\s+to\s+{NUMBER}|"
    rf"\brange\s+(?:of\s+)?{NUMBER}[^,;]{{0,12}}?\s*(?:-|–|to)\s*{NUMBER}|"
    rf"(?<![\w.]){NUMBER}\s*(?:–|-|\bto\b)\s*{NUMBER}(?=\s*[A-Za-z°%])", _FLAGS)
