"""Nouns that make the number bound to them no physics: things of the computer, the person, the
calendar, and names that carry a version.

Why a table: "my 10 year-old desktop", "25 students", "week 11 of the course", "Windows 7", "the
GRI-Mech 3.0 mechanism", "que tiene ocho núcleos" hold numbers no reader of physics gives a
value, so they were listed "not understood" and a case whose every value was read ended unmet.
What such a number is follows from the noun it is bound to, in any language the catalog reads:
each language's nouns are in its row (``foam_agent.foamcase.catalog.languages``), joined here
by kind into one row each, and the binding is one mechanism
(``foam_agent.agents.spec.not_physics``). A noun of time (weeks, years, days) is no
row of its own: "3 weeks of cooling" is a flow's time; only the forms that cannot be one are
(an age, a count to go or ago, a week's ordinal).

Each row's patterns are regular expressions matched case-insensitively on word boundaries.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from foam_agent.foamcase.catalog.languages import LANGUAGES, NotPhysicsWords

#: What a number that is no physics is about.
Kind = Literal["the computer", "an age", "the person", "the calendar", "an ordinal", "a name",
               "the value replaced", "the request's items", "the tutorial's own value",
               "the count of axes"]
#: Where the number stands: before the noun ("8 cores", "10 year-old") or after it
#: ("Windows 7", "week 11", "GRI-Mech 3.0").
Side = Literal["before", "after"]


@dataclass(frozen=True)
class NotPhysicsNoun:
    """Nouns whose number is no physics.

    Attributes:
        kind: What the number is about (shown in the understanding).
        side: Whether the number stands before the noun or after it.
        words: The nouns, as regular expressions.
        numbers: What the number must look like (a year, a version), a regular expression
            matched on the number's text; any number when empty.
    """

    kind: Kind
    side: Side
    words: tuple[str, ...]
    numbers: str = ""


#: A calendar year.
YEAR = r"(?:19|20)\d\d"
#: A material's grade, three or four digits ("304", "6061", "7075").
GRADE = r"\d{3,4}"
#: The words a grade names a material with ("AISI 304", "aluminium alloy 6061", "6061-T6
#: aluminium", "304 stainless steel").
GRADED = (r"aisi", r"sae", r"astm", r"uns", r"(?:alumini?um\s+)?alloy", r"alumini?um",
          r"stainless(?:\s+steel)?", r"steel", r"grade")


def _all(words: Callable[[NotPhysicsWords], tuple[str, ...]]) -> tuple[str, ...]:
    """One kind of noun in every language the catalog reads, in their order, each once."""
    return tuple(dict.fromkeys(
        word for language in LANGUAGES for word in words(language.not_physics)))


NOUNS: tuple[NotPhysicsNoun, ...] = (
    # The computer: its cores, memory and age, and the software and its version.
    NotPhysicsNoun("the computer", "before", _all(lambda nouns: nouns.cores)),
    NotPhysicsNoun("the computer", "before", (
        r"(?:[\w-]+\s+)?(?:" + "|".join(_all(lambda nouns: nouns.machines)) + ")",), YEAR),
    NotPhysicsNoun("the computer", "after", _all(lambda nouns: nouns.versions)),
    # An age (of a machine or a person), and the people: a class, colleagues.
    NotPhysicsNoun("an age", "before", _all(lambda nouns: nouns.ages)),
    NotPhysicsNoun("the person", "before", _all(lambda nouns: nouns.people)),
    # The calendar: a week's or a lecture's ordinal, a count to go or ago, a day of a month.
    NotPhysicsNoun("the calendar", "after", _all(lambda nouns: nouns.weeks)),
    NotPhysicsNoun("the calendar", "before", _all(lambda nouns: nouns.counts_to_go)),
    NotPhysicsNoun("an ordinal", "before", _all(lambda nouns: nouns.ordinals)),
    NotPhysicsNoun("the calendar", "after", _all(lambda nouns: nouns.months), YEAR),
    # Names that carry a version: a reaction mechanism, a model's release.
    NotPhysicsNoun("a name", "after", (
        r"gri(?:-?mech)?", r"usc(?:-?mech)?(?:\s+ii)?", r"mech"), r"\d+(?:\.\d+)+"),
    # A material's grade: "AISI 304", "aluminium alloy 6061", "6061 aluminium".
    NotPhysicsNoun("a name", "after", GRADED, GRADE),
    NotPhysicsNoun("a name", "before", GRADED, GRADE),
    # A count of the request's own items: "only 3 changes".
    NotPhysicsNoun("the request's items", "before", _all(lambda nouns: nouns.items)),
    # The count of a vector's axes: "equal in all 3 directions", "the 2 components" (a value
    # set alike along each is read by its own reader; the count sets nothing).
    NotPhysicsNoun("the count of axes", "before", (
        r"(?:spatial\s+|coordinate\s+|cartesian\s+)?(?:directions|axes|components)",), r"[23]"),
    # The writer's occasions ("the science fair", "the exam") and the computer's sessions
    # ("logs me out"): nouns a time said after them is about ("the fair in 3 weeks").
    NotPhysicsNoun("the calendar", "before", _all(lambda nouns: nouns.events)),
    NotPhysicsNoun("the computer", "before", _all(lambda nouns: nouns.sessions)),
)


#: Who the writer is, who reads the result, what it is for: a regime word right before one
#: of these ("a chemistry teacher", "our combustion group", "a compressible-flow elective")
#: describes the person, the course or the group, never the flow asked for.
WRITER_NOUNS: tuple[str, ...] = (
    r"teachers?", r"engineers?", r"students?", r"researchers?", r"professors?", r"lecturers?",
    r"chemists?", r"physicists?", r"scientists?", r"specialists?", r"experts?",
    r"consultants?", r"groups?", r"teams?", r"departments?", r"background", r"majors?",
    r"degrees?", r"phd", r"thesis", r"dissertation", r"courses?", r"class(?:es)?",
    r"lectures?", r"electives?", r"seminars?", r"lessons?", r"modules?", r"talks?",
    r"workshops?", r"conferences?", r"journals?", r"society", r"people", r"folks")
#: The words that open a topic of the writer, the course or the group, right before the
#: topic ("a course on", "my PhD is about", "our group works on", "I teach"): a regime word
#: in that topic (and one joined to it by "and"/"or") is no requirement of the flow.
TOPIC_OPENERS: tuple[str, ...] = (
    r"(?:course|class|lecture|elective|seminar|lesson|module|talk|workshop|conference|"
    r"thesis|phd|dissertation|research|group|team|department|background|career|job|"
    r"specialty|speciality|field|expertise)s?(?:\s+(?:is|are|was|were|works?|focus(?:es)?|"
    r"specialis(?:es)?|specializ(?:es)?))?(?:\s+(?:all|mostly|"
    r"mainly|entirely))?\s+(?:on|about|in|of|covering)",
    r"\b(?:i|we)\s+(?:teach|study|research|lecture)(?:\s+(?:on|about|in))?",
    r"\b(?:i|we)\s+(?:mostly\s+|mainly\s+|usually\s+)?(?:work|specialise|specialize)\s+"
    r"(?:on|in|with)",
    r"\bteaching(?:\s+(?:on|about))?",
    r"\b(?:teacher|professor|lecturer|student|engineer|researcher)s?\s+(?:of|in|for)",
)
