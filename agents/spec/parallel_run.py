"""A request to run the case in parallel: "run it in parallel on 2 cores", "decompose the
domain into 4 subdomains".

Why a reader of its own: a core count alone is the computer's, never the run's ("my 8-core
laptop", "a 128-core queue" set nothing: ``foam_agent.agents.spec.budget`` keeps them as
notes). Only a clause that asks for the run to be split — the words "in parallel", or a verb
of decomposing or splitting the case — binds its count of cores, ranks or subdomains to the
run's ``numberOfSubdomains``. A clause that says the run is serial, or that it is not to be
split, asks nothing. A file's name ("the decomposeParDict") is no verb.

Large numbers in words are digits by the time this reads them (``phrases.normalize``); a
small one ("two cores"), which the normaliser leaves as a word, is read here
(``spoken_numbers.spoken_number``).
"""

from __future__ import annotations

import re

from foam_agent.agents.spec.spoken_numbers import spoken_number
from foam_agent.agents.spec.stated import Stated

_I = re.IGNORECASE
#: Words that ask for the run to be split.
_SPLIT = re.compile(r"\bin\s+parallel\b|\bparallel\s+(?:run|computation|job)\b|"
                    r"\b(?:decompose|decomposed|decomposing|split|splitting|partition|"
                    r"partitioned)\b", _I)
#: A count of the pieces or the processors they run on.
_COUNT = re.compile(r"(?<![\w.])(?P<n>\d+|[a-z]+(?:-[a-z]+)?)\s*(?:-\s*)?(?:mpi\s+)?"
                    r"(?:cores?|cpus?|processors?|procs?|ranks?|processes|sub-?domains?|"
                    r"domains?|partitions?)\b", _I)
#: Words that make the clause ask for the opposite.
_SERIAL = re.compile(r"\bserial(?:ly)?\b|\bnot\b|\bno\b|\bwithout\b|n't\b|\bsingle\b", _I)
#: A sentence: a line break within it is no end (requests are often wrapped), a blank line is.
_CLAUSE = re.compile(r"(?:[^.;!?\n]|\n(?![ \t]*\n))+")


def _count(words: str) -> int | None:
    """``words`` as a whole number of at least 1 ("4", "two", "twenty-four"), else None."""
    number = spoken_number(words)
    return int(number) if number is not None and number >= 1 and number.is_integer() else None


def read_parallel_run(text: str) -> Stated[int] | None:
    """The ranks the request asks the run split into, with its words; None when no clause
    asks for a split with a count."""
    for clause in _CLAUSE.finditer(text):
        words = clause.group(0)
        split = _SPLIT.search(words)
        if split is None or _SERIAL.search(words):
            continue
        for count in _COUNT.finditer(words):
            ranks = _count(count.group("n"))
            if ranks is None:
                continue
            start, end = min(split.start(), count.start()), max(split.end(), count.end())
            return Stated(ranks, " ".join(words[start:end].split()))
    return None
