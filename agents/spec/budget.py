"""Words about the computer and the person waiting, not the flow: a wall-clock budget ("I have
about 5 minutes of wall-clock on my laptop", "would like this back within ten minutes", "I can
let it run for half an hour over lunch"), the machine ("a 2-vCPU cloud VM", "8 GB of RAM", "the
old office PC, quad-core from 2012"), its load ("the workstation is shared with three other
people") and a deadline by the clock ("before the 4 pm seminar").

Why a reader of its own: "in under 10 minutes on my laptop" became ``endTime 600`` — ten
minutes of simulated flow instead of the 10 ms asked in the next clause — or was listed as not
understood, and a case meeting every stated value ended ``unmet`` over "32 GB".

The general shape: a duration is the computer's when its clause ties it to one of three things,
never to the flow:
- the computer itself (a machine noun, a core count, wall-clock, CPU or compute time, a budget,
  a slot, a job killed or timed out);
- the person waiting for the result (it coming back, being ready or needed, waiting, checking
  back, sparing or leaving the machine, over lunch or coffee);
- a cap on the run's own duration (it must run, take, last or finish in, within, under, no
  more or no longer than the span).
A clause that names the flow's time (simulated, physical, flow, problem or real time, "of
flow") is the flow's, whatever computer it names: "Simulate twenty minutes of real time" is an
``endTime``, and "run for 2 minutes" with no computer, waiting or cap stays the value reader's.
A duration in a computer clause is the run's time limit (the runner stops the solver there),
never ``endTime``; the other words are notes ``understand`` shows: core counts (the run's
ranks are the solve's option), others sharing the machine, memory, a machine's year, a clock
time, a deadline on the calendar ("the review is in 2 weeks") and a budget said with no number
("overnight is fine", "no rush", "a few minutes").

Numbers in words ("ten minutes on my laptop") are digits by the time this reads them
(``phrases.normalize``, text2num); a count fused to "-core" ("eight-core") is read here by
``spoken_numbers.spoken_number``, and spans without a number ("a minute or two", "a couple of
minutes", "an hour") by the table ``_WORD_SPANS``. quantulum3 was not taken for the
durations: it reads "10 minutes" as minutes of arc (see ``foam_agent.agents.spec.regions``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from foam_agent.agents.spec.phrases import NUMBER, sentences
from foam_agent.agents.spec.spoken_numbers import spoken_number
from foam_agent.agents.spec.stated import Requirements, Stated
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
#: The units a budget is said in, each in seconds.
_SECONDS = {"h": 3600.0, "hr": 3600.0, "hour": 3600.0, "m": 60.0, "min": 60.0,
            "minute": 60.0, "s": 1.0, "sec": 1.0, "second": 1.0}
_UNIT = r"hours?|hrs?|h|minutes?|mins?|seconds?|secs?|s"
#: A core count: "4 cores", "a 2-vCPU box", "eight-core", "quad-core", "a single core".
_COUNT_WORDS = (r"one|two|three|four|six|eight|twelve|sixteen|twenty-four|thirty-two|sixty-four|"
                r"single|dual|quad|hexa|octa")
_CORES = lazy_regex(
    rf"(?<![\w.])(?P<n>\d+|{_COUNT_WORDS})\s*(?:-\s*)?(?:cpu\s+|v)?(?:cores?|cpus?|"
    r"processors?|threads?|ranks?)\b", _I)
_CORE_WORDS = {"single": 1, "dual": 2, "quad": 4, "hexa": 6, "octa": 8}
#: Words that are the computer in any clause. A core count is not among them: "Run 0.25
#: second on one processor" is the flow's time run on one processor.
_MACHINE = (
    r"\bwall\s*-?\s*(?:clock|time)\b|\bcpu\s*-?\s*(?:time|hours?)\b|\bcompute\s+time\b|"
    r"\bcomputing\s+time\b|\bcomputer\s+time\b|\bmachine\s+time\b|\bturn\s*-?\s*around\b|"
    r"\b(?:my|our|a|an|the|one|their|your|this|that)\s+(?:[\w'-]+\s+){0,3}?(?:laptop|machine|"
    r"computer|pc|workstation|desktop|notebook|cluster|server|node|vm|instance|macbook|"
    r"ultrabook)s?\b|\bvms?\b|\bv?cpus?\b|\bcloud\s+(?:box|instance)\b|\bbudget\b|"
    r"\b(?:time|run\s*-?\s*time)\s+(?:budget|limit)\b|\b(?:minute|hour)s?\s+slot\b|\bqueue\b|"
    r"\b(?:killed|times?\s+out|timed\s+out)\s+after\b|\b\d+\s*(?:gb|gib|tb)\b|"
    # "~3 min wall": wall-clock shortened after its duration; "a single core for 10 minutes":
    # the cores given for a span
    r"\b(?:hours?|hrs?|minutes?|mins?|seconds?|secs?)\s+(?:of\s+)?wall\b(?!\s*-?\s*(?:temperature|"
    r"heat|shear|velocity|flux|function|distance))|\b(?:cores?|v?cpus?|processors?)\s+for\b")
#: The person waiting for the result: it coming back, being ready, the user's own time.
_WAITING = (
    r"\b(?:it|this|them|results?|answers?)\s+back\s+(?:in|within|by|before)\b|\bcheck\s+back\b|"
    r"\b(?:i|we)\s+(?:[\w']+\s+){0,2}?wait\b|"
    r"\b(?:ready|done|returned|delivered)\s+(?:in|within|by)\b|"
    r"\b(?:need|want|like)\s+(?:it|this|them|the\s+\w+)\s+(?:in|within|by)\b|"
    r"\b(?:results?|answers?|plots?|pictures?|numbers)\s+(?:are\s+|is\s+)?(?:needed|wanted|due)"
    r"\s+(?:in|within|by)\b|\bspare\b|\bleave\s+(?:it\s+)?(?:alone|running)\b|"
    r"\blet\s+it\s+run\b|\bover\s+(?:lunch|coffee)\b|\btie\s+(?:it|\w+)\s+up\b|"
    r"\bpresent\s+(?:it|this|them)\b|\bcredits\b")
#: A cap on the run's own duration ("it must finish in under 10 minutes", "don't let it run
#: longer than 3 min", "keep the runtime under 5 min").
_CAP = (
    r"\b(?:runs?|ran|running|takes?|took|taking|lasts?|finish(?:es|ed)?|completes?|solves?|"
    r"computes?|runtime|run\s*-?\s*time)\s+(?:[a-z]+ly\s+)?(?:in\s+(?:under|less\s+than)|"
    r"in|within|inside|under|below|less\s+than|(?:no\s+)?(?:more|longer)\s+than|at\s+most)\b")
_COMPUTER = lazy_regex(f"{_MACHINE}|{_WAITING}", _I)
_CAPPED = lazy_regex(_CAP, _I)
#: A bound with no verb, the computer's only after a clause of its sentence about the computer
#: ("on one core of the group server, so roughly 8 hours at most").
_BOUND = lazy_regex(r"\bat\s+(?:the\s+)?most\b|\btops\b|\bor\s+less\b|\bno\s+more\b", _I)
_FLOW = lazy_regex(
    r"\b(?:simulated|simulation|flow|physical|problem|real)\s*(?:\(\s*simulated\s*\)\s*)?"
    r"time\b|\bsimulat|\b(?:seconds?|minutes?|hours?|s|min)\s+of\s+(?:the\s+)?flow\b", _I)
_DURATION = lazy_regex(
    rf"(?<![\w.])(?P<n>{NUMBER})\s*-?\s*(?P<u>{_UNIT})\b"
    rf"(?:\s+(?:or\s+so|at\s+most)\b)?", _I)
#: Spans said without a digit, each with its count of the unit (the larger of a range).
_WORD_SPANS = lazy_regex(
    r"\b(?:(?P<pair>an?|one)\s+(?P<pu>minute|hour)\s+or\s+two|"
    r"a\s+couple\s+of\s+(?P<cu>minutes|hours)|(?P<one>an?)\s+(?P<ou>minute|hour)(?:\s+or\s+so)?)"
    r"\b", _I)
#: Others sharing the computer: a count of people or jobs, in a clause about the computer.
_SHARERS = lazy_regex(r"(?<![\w.])(?P<n>\d+)\s+(?:other\s+|more\s+)?(?:people|persons|users|"
                      r"colleagues|students|jobs|runs|simulations)\b", _I)
#: Notes with a number that is no physics: memory anywhere, a year in a computer's clause, a
#: time of day anywhere ("before the 4 pm seminar").
_MEMORY = lazy_regex(r"(?<![\w.])\d+(?:\.\d+)?\s*(?:gb|gib|tb)\b(?:\s+(?:of\s+)?"
                     r"(?:ram|memory))?", _I)
_YEAR = lazy_regex(r"(?<![\w.])(?:19|20)\d\d(?![\w.])")
_CLOCK = lazy_regex(r"(?<![\w.])\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\b\.?|o'?clock\b)", _I)
#: A deadline on the calendar ("the seminar is in 3 weeks"): no run is limited in days, and a
#: flow's time is said with "of" ("3 days of cooling"), never "in".
_CALENDAR = lazy_regex(rf"\bin\s+(?:about\s+)?{NUMBER}\s*(?:days?|weeks?)\b", _I)
#: A budget said with no number: a note only, no limit.
_UNTIMED = lazy_regex(
    r"\b(?:overnight|over\s+the\s+weekend|no\s+(?:rush|hurry)|not\s+in\s+a\s+hurry|"
    r"(?:before|by)\s+(?:lunch|tonight|tomorrow|the\s+end\s+of\s+the\s+(?:day|week|month))|"
    r"quick\s+look)\b", _I)
#: A budget too vague to limit the run ("if it takes more than a few minutes of wall clock").
_FEW = lazy_regex(r"\b(?:a\s+few|several)\s+(?:minutes|hours)\b", _I)
#: Where a clause ends ("…on my laptop, so let's do 10 ms of flow time": the 10 ms is flow).
_CLAUSE = lazy_regex(r"[,;:(]|\b(?:so|but|and\s+then|then|and\s+(?=(?:i|we)\b))\b", _I)


@dataclass(frozen=True)
class BudgetReading:
    """The wall-clock budget (s), the cores the request mentions, how many others share the
    machine, the other notes about the computer and the schedule, and their spans."""

    wall_clock: Stated[float] | None = None
    cores: Stated[int] | None = None
    sharers: Stated[int] | None = None
    notes: tuple[Stated[str], ...] = ()
    spans: tuple[tuple[int, int], ...] = ()


def read_budget(text: str) -> BudgetReading:
    """The computer's time and size said in ``text``, and the schedule's notes."""
    wall_clock: Stated[float] | None = None
    cores: Stated[int] | None = None
    sharers: Stated[int] | None = None
    notes: list[Stated[str]] = []
    spans: list[tuple[int, int]] = []
    flat = text.replace("\n", " ")
    for sentence in sentences(flat):
        after = False
        for clause_start, clause in _clauses(sentence.text):
            if _FLOW.search(clause):
                continue
            offset = sentence.start + clause_start
            words = " ".join(clause.split()).strip(" ,.;()")
            computer = _COMPUTER.search(clause) is not None
            capped = _CAPPED.search(clause) is not None or (
                after and _BOUND.search(clause) is not None)
            after = after or computer
            span = _duration(clause)
            if span is not None and not computer and (not capped or span[0] < _SECONDS["min"]):
                span = None
            found, claimed = _schedule_notes(clause, offset, loose=span is None and (
                computer or capped))
            notes.extend(found)
            spans.extend(claimed)
            if not computer and span is None and _CORES.search(clause) is None:
                continue
            if span is not None and wall_clock is None:
                wall_clock = Stated(span[0], words)
                spans.append((offset + span[1], offset + span[2]))
            load = _SHARERS.search(clause)
            if load is not None and sharers is None:
                sharers = Stated(int(load.group("n")), words)
                spans.append((offset + load.start(), offset + load.end()))
            for year in _YEAR.finditer(clause):
                notes.append(Stated(f"the machine's year {year.group(0)}", words))
                spans.append((offset + year.start(), offset + year.end()))
    for match in _CORES.finditer(flat):
        count = _count(match.group("n"))
        if count is not None and cores is None:
            cores = Stated(count, " ".join(match.group(0).split()))
            spans.append(match.span())
    for pattern, kind in ((_MEMORY, "memory"), (_CLOCK, "a time of day")):
        for match in pattern.finditer(flat):
            notes.append(Stated(f"{kind} {' '.join(match.group(0).split())}",
                                _sentence_of(flat, match.start())))
            spans.append(match.span())
    return BudgetReading(wall_clock, cores, sharers, tuple(notes), tuple(spans))


def _schedule_notes(clause: str, offset: int, *, loose: bool
                    ) -> tuple[list[Stated[str]], list[tuple[int, int]]]:
    """The notes of a clause about the schedule, with the spans of their numbers: a budget
    said with no number ("overnight is fine"; "a few minutes" only where ``loose``: a clause
    about the computer or a cap with no span read) and a deadline on the calendar."""
    words = " ".join(clause.split()).strip(" ,.;()")
    notes: list[Stated[str]] = []
    spans: list[tuple[int, int]] = []
    untimed = _UNTIMED.search(clause)
    few = _FEW.search(clause) if loose else None
    for vague in (untimed, few):
        if vague is not None:
            notes.append(Stated(f"a budget with no number ('{vague.group(0)}')", words))
    for deadline in _CALENDAR.finditer(clause):
        notes.append(Stated(f"a deadline {deadline.group(0)}", words))
        spans.append((offset + deadline.start(), offset + deadline.end()))
    return notes, spans


def _duration(clause: str) -> tuple[float, int, int] | None:
    """The first span of time in ``clause`` in seconds, with where it is."""
    found = [(float(match.group("n")) * _SECONDS.get(
        match.group("u").lower().rstrip("s") or "s", 1.0), match.start(), match.end())
        for match in _DURATION.finditer(clause)]
    for match in _WORD_SPANS.finditer(clause):
        unit = (match.group("pu") or match.group("cu") or match.group("ou")).lower()
        count = 1.0 if match.group("one") else 2.0
        found.append((count * _SECONDS[unit.rstrip("s")], match.start(), match.end()))
    return min(found, key=lambda item: item[1]) if found else None


def _count(word: str) -> int | None:
    """A core count written in digits or words ("8", "eight", "thirty-two", "quad")."""
    if word.isdigit():
        return int(word)
    lowered = word.lower()
    if lowered in _CORE_WORDS:
        return _CORE_WORDS[lowered]
    number = spoken_number(lowered)
    return int(number) if number is not None and number.is_integer() else None


def _sentence_of(text: str, position: int) -> str:
    """The sentence of ``text`` holding ``position``, as the note's words."""
    sentence = next((item for item in sentences(text)
                     if item.start <= position < item.start + len(item.text)), None)
    return " ".join((sentence.text if sentence is not None else text).split()).strip(" ,.;")


def speaks_of_computer(text: str) -> bool:
    """Whether ``text`` speaks of the computer ("a few minutes of wall clock", "my laptop"):
    its comparisons are the budget's, never a change of the case."""
    return re.search(_MACHINE, text, _I) is not None


def _clauses(sentence: str) -> list[tuple[int, str]]:
    """The sentence's clauses with their offsets."""
    cuts = [0, *(match.start() for match in _CLAUSE.finditer(sentence)), len(sentence)]
    return [(start, sentence[start:stop]) for start, stop in zip(cuts, cuts[1:], strict=False)
            if sentence[start:stop].strip(" ,;:(")]


def with_budget(requirements: Requirements, reading: BudgetReading) -> Requirements:
    """``requirements`` with the budget and its notes, and without an end time or write
    interval read from the budget's own words (a wall-clock duration is no simulated time)."""
    if reading.wall_clock is None and reading.cores is None and reading.sharers is None \
            and not reading.notes:
        return requirements
    words = reading.wall_clock.source if reading.wall_clock is not None else ""

    def budget_words(stated: Stated[Any] | None) -> bool:
        return stated is not None and bool(words) and stated.source in words

    return replace(
        requirements, wall_clock=reading.wall_clock, cores=reading.cores,
        sharers=reading.sharers, machine_notes=reading.notes,
        end_time=None if budget_words(requirements.end_time) else requirements.end_time,
        write_interval=None if budget_words(requirements.write_interval)
        else requirements.write_interval)
