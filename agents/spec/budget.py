"""Words about the computer, not the flow: a wall-clock budget ("I have about 5 minutes of
wall-clock on my laptop", "it must finish in under 10 minutes"), the machine's size ("4
cores", "16 GB of RAM") and its load ("the workstation is shared with three other people").

Why a reader of its own: "in under 10 minutes on my laptop" became ``endTime 600`` — ten
minutes of simulated flow instead of the 10 ms asked in the next clause — or was listed as not
understood. A duration is the computer's when its clause speaks of the computer (wall-clock,
CPU or run time, a laptop, a machine, finishing or running within it); then it is the run's
time limit (the runner stops the solver there), never ``endTime``. A core count is kept as a
note: the run's ranks are the solve's option, not the request's. So is the number of people or
jobs a machine named in the same clause is shared with: a count of no physical thing, which
left "3 other people" unread and a case meeting every stated value ``unmet``. Only in a clause
that speaks of the computer: elsewhere a count of people is no budget and stays unread.

Numbers in words ("ten minutes on my laptop") are digits by the time this reads them
(``phrases.normalize``). text2num 3.1.0 was measured for that job (0.011 s CPU to import; it
reads French, German and Spanish numbers too) and not taken: only English requests are read
(``foam_agent.agents.spec.language``), and over running text it also rewrites words that are no
quantity ("the second wall" -> "the 2nd wall", "one of the walls" -> "1 of the walls").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from foam_agent.agents.spec.phrases import NUMBER, sentences
from foam_agent.agents.spec.stated import Requirements, Stated

_I = re.IGNORECASE
#: Words that make a clause's duration the computer's.
_COMPUTER = re.compile(
    r"\bwall\s*-?\s*(?:clock|time)\b|\breal\s*-?\s*time\b|\bcpu\s*-?\s*(?:time|hours?)\b|"
    r"\bcompute\s+time\b|\bcomputing\s+time\b|\bcomputer\s+time\b|\bturn\s*-?\s*around\b|"
    r"\b(?:my|our|a|the|one|their|your)\s+(?:[a-z]+\s+)?(?:laptop|machine|computer|pc|"
    r"workstation|desktop|notebook|cluster|server|node)s?\b|"
    r"\b(?:time|run\s*-?\s*time)\s+(?:budget|limit)\b", _I)
#: Weaker words ("it must finish in under 10 minutes"), the computer's unless the clause
#: speaks of the flow's time.
_FINISH = re.compile(r"\b(?:run|finish|complete|solve|compute|take)s?\s+(?:[a-z]+ly\s+)?"
                     r"(?:in|within|inside|under|less\s+than|at\s+most)\b", _I)
_FLOW = re.compile(r"\b(?:simulated|simulation|flow|physical|problem)\s+time\b|\bsimulat",
                   _I)
#: A duration said to be the flow's ("10 minutes of flow on the lab machines"), whatever
#: computer the clause names.
_OF_FLOW = re.compile(r"\b(?:seconds?|minutes?|hours?|s|min)\s+of\s+(?:the\s+)?flow\b", _I)
_DURATION = re.compile(
    rf"(?<![\w.])(?P<n>{NUMBER})\s*(?P<u>hours?|hrs?|h|minutes?|mins?|seconds?|secs?|s)\b", _I)
_CORES = re.compile(r"(?<![\w.])(?P<n>\d+)\s*(?:-\s*)?(?:cpu\s+)?(?:cores?|cpus?|processors?|"
                    r"threads?|ranks?)\b", _I)
#: Others sharing the computer: a count of people or jobs, in a clause about the computer.
_SHARERS = re.compile(r"(?<![\w.])(?P<n>\d+)\s+(?:other\s+|more\s+)?(?:people|persons|users|"
                      r"colleagues|students|jobs|runs|simulations)\b", _I)
_SECONDS = {"h": 3600.0, "hr": 3600.0, "hour": 3600.0, "m": 60.0, "min": 60.0,
            "minute": 60.0, "s": 1.0, "sec": 1.0, "second": 1.0}
#: Where a clause ends ("…on my laptop, so let's do 10 ms of flow time": the 10 ms is flow).
_CLAUSE = re.compile(r"[,;:(]|\b(?:so|but|and\s+then|then)\b", _I)


@dataclass(frozen=True)
class BudgetReading:
    """The wall-clock budget (s), the cores the request mentions and how many others share the
    machine, and their spans."""

    wall_clock: Stated[float] | None = None
    cores: Stated[int] | None = None
    sharers: Stated[int] | None = None
    spans: tuple[tuple[int, int], ...] = ()


def read_budget(text: str) -> BudgetReading:
    """The computer's time and size said in ``text``."""
    wall_clock: Stated[float] | None = None
    cores: Stated[int] | None = None
    sharers: Stated[int] | None = None
    spans: list[tuple[int, int]] = []
    flat = text.replace("\n", " ")
    for sentence in sentences(flat):
        for clause_start, clause in _clauses(sentence.text):
            if _OF_FLOW.search(clause) or not (
                    _COMPUTER.search(clause)
                    or (_FINISH.search(clause) and not _FLOW.search(clause))):
                continue
            offset = sentence.start + clause_start
            duration = _DURATION.search(clause)
            if duration is not None and wall_clock is None:
                unit = duration.group("u").lower().rstrip("s") or "s"
                seconds = float(duration.group("n")) * _SECONDS.get(unit, 1.0)
                wall_clock = Stated(seconds, " ".join(clause.split()).strip(" ,.;"))
                spans.append((offset + duration.start(), offset + duration.end()))
            count = _CORES.search(clause)
            if count is not None and cores is None:
                cores = Stated(int(count.group("n")), " ".join(count.group(0).split()))
                spans.append((offset + count.start(), offset + count.end()))
            load = _SHARERS.search(clause) if _COMPUTER.search(clause) else None
            if load is not None and sharers is None:
                sharers = Stated(int(load.group("n")), " ".join(clause.split()).strip(" ,.;"))
                spans.append((offset + load.start(), offset + load.end()))
    for match in _CORES.finditer(flat):
        if cores is None:
            cores = Stated(int(match.group("n")), " ".join(match.group(0).split()))
            spans.append(match.span())
    return BudgetReading(wall_clock, cores, sharers, tuple(spans))


def speaks_of_computer(text: str) -> bool:
    """Whether ``text`` speaks of the computer ("a few minutes of wall clock", "my laptop"):
    its comparisons are the budget's, never a change of the case."""
    return _COMPUTER.search(text) is not None


def _clauses(sentence: str) -> list[tuple[int, str]]:
    """The sentence's clauses with their offsets."""
    cuts = [0, *(match.start() for match in _CLAUSE.finditer(sentence)), len(sentence)]
    return [(start, sentence[start:stop]) for start, stop in zip(cuts, cuts[1:], strict=False)
            if sentence[start:stop].strip()]


def with_budget(requirements: Requirements, reading: BudgetReading) -> Requirements:
    """``requirements`` with the budget, and without an end time or write interval read from
    the budget's own words (a wall-clock duration is no simulated time)."""
    if reading.wall_clock is None and reading.cores is None and reading.sharers is None:
        return requirements
    words = reading.wall_clock.source if reading.wall_clock is not None else ""

    def budget_words(stated: Stated[Any] | None) -> bool:
        return stated is not None and bool(words) and stated.source in words

    return replace(
        requirements, wall_clock=reading.wall_clock, cores=reading.cores,
        sharers=reading.sharers,
        end_time=None if budget_words(requirements.end_time) else requirements.end_time,
        write_interval=None if budget_words(requirements.write_interval)
        else requirements.write_interval)
