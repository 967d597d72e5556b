"""What fills the whole domain at the start, said of the fluid rather than a field: "the air is
initially at 293 K", "the pipe starts full of still water", "the gas inside starts at rest".

Why a module of its own: the boundary reader bound "ambient air initially at 293 K" to patches
called 'ambient' and 'air' (the words of the fluid, which name no boundary of a fire's domain),
so the case's initial temperature stayed the tutorial's; and a fluid said to be at rest, still
or quiescent at the start gave no velocity at all (a compressible cavity kept its tutorial's
moving initial field). Both are statements about the internal field: the first decides where a
clause's value goes (``fills_domain``), the second is a zero velocity read here
(``read_at_rest``). A start temperature said by relation ("T0 = avg", "start the water at that
mean temperature", "T0 = T_ref") is the mean of the two stated boundary temperatures or the
stated reference (``with_start_relation``; with none stated, a value relative to the case's
own ``TRef``, resolved once the case is known), else read and not applied with why. In a case that
keeps a field per phase (``T.air``, ``T.water``) a start value goes to the phase its words name,
else to every phase (``phases_meant``, for the boundary editor and the audit alike).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Literal

from foam_agent.agents.spec.phrases import sentences
from foam_agent.agents.spec.stated import (
    INTERNAL,
    BoundaryValue,
    NotApplied,
    RelativeValue,
    Requirements,
)
from foam_agent.foamcase.catalog.fluids import FLUID_ROWS
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
#: The assumption a value said of the fluid at the start carries: the initial field's, never
#: only the temperature the fluid's properties are read at.
START_STATE = "the fluid's state at the start: the initial field"
#: Words that say a state holds at the start, not on a boundary.
_AT_START = lazy_regex(r"\binitial(?:ly)?\b|\bat\s+(?:the\s+)?start\b|\bat\s+t\s*=\s*0\b|"
                       r"\bstart(?:s|ing)?\s+(?:out\s+)?(?:at|from|full|filled|as|with)\b|"
                       r"\bbegins?\s+(?:at|full|filled)\b|\beverywhere\b|\bthroughout\b", _I)
#: What fills a domain, named by its kind or by a fluid of the catalog: these words are no
#: patch when a clause says the state they are in at the start.
_FILLING = lazy_regex(r"(?:(?:the|ambient|surrounding|still|quiescent)\s+)*(?:"
                      + "|".join(row.words for row in FLUID_ROWS)
                      + r"|air|gas|fluid|liquid|oil|ambient|surroundings)", _I)
#: A fluid named by the catalog's words, the one a start state may be said of.
_FLUID = lazy_regex(r"\b(?:" + "|".join(row.words for row in FLUID_ROWS) + r"|air|oil)\b", _I)
#: A fluid said not to move: "at rest", "still water", "quiescent", "motionless". "Still"
#: only before the fluid's word ("the inlet is still at 300 K" says nothing of motion).
_REST = lazy_regex(r"\bat\s+rest\b|\b(?:quiescent|motionless|stagnant)\b|"
                   r"\bstill\s+(?:" + "|".join(row.words for row in FLUID_ROWS)
                   + r"|air|gas|fluid|liquid|oil)\b", _I)
#: Words that make a clause about a moving part, whose rest is not the fluid's ("the lid at
#: rest", "the wall is motionless").
_BODY = lazy_regex(r"\b(?:lid|wall|walls|plate|piston|cylinder|rotor|body|boundary|inlet|"
                   r"outlet|surface)\b", _I)


def said_at_start(clause: str) -> bool:
    """Whether a clause says its state holds at the start ("initially", "starts full of")."""
    return _AT_START.search(clause) is not None


def fills_domain(clause: str, mentions: tuple[str, ...]) -> bool:
    """Whether a clause's value is the initial field although it names ``mentions``: the
    clause says the state holds at the start and every mention is only the fluid's words
    ("Ambient air initially at 293 K"), which name no boundary."""
    return bool(mentions) and said_at_start(clause) and all(
        _FILLING.fullmatch(" ".join(mention.split())) for mention in mentions)


def read_at_rest(text: str) -> tuple[BoundaryValue, ...]:
    """A zero initial velocity where a clause says the fluid starts at rest ("the air inside
    starts at rest at 350 K", "the pipe starts full of still water", "gas at rest
    everywhere"); a rest said of a body ("the lid is at rest") is not the fluid's. The first
    such clause is enough: every one says the same."""
    for sentence in sentences(text.replace("\n", " ")):
        for clause in re.finditer(r"[^;,]+", sentence.text):
            words = clause.group(0)
            rest, said = _REST.search(words), _AT_START.search(words)
            if rest is None or said is None or _BODY.search(words):
                continue
            # Only the words of the rest: the clause's other values ("initially at 295 K and
            # at rest") are read by their own readers, which a source spanning them would
            # displace; the start words join it only where no number stands between.
            first, last = min(said.start(), rest.start()), max(said.end(), rest.end())
            if re.search(r"\d", words[first:last]):
                first, last = rest.start(), rest.end()
            source = " ".join(words[first:last].split())
            return (BoundaryValue("U", (INTERNAL,), (0.0, 0.0, 0.0), source,
                                  assumption="the fluid at rest at the start: no velocity"),)
    return ()


def fluid_of(clause: str) -> str:
    """The fluid a start state's words name ("the water is initially at 330 K": water), or
    "" where they name none or several ("both phases at 20 °C", "air and water at 20 °C")."""
    named = {" ".join(match.group(0).lower().split()) for match in _FLUID.finditer(clause)}
    return named.pop() if len(named) == 1 else ""


#: A clause of nothing but a fluid and its value: "… and air at 18 °C", ", the oil 60 °C".
_FLUID_AND_VALUE = lazy_regex(rf"\W*(?:and\s+)?(?:the\s+)?(?P<fluid>{_FLUID.pattern})\s*"
                              rf"(?:at|of|=|:)?\s*(?=[-+]?\.?\d)", _I)


def fluid_carried(clause: str) -> str:
    """The fluid a clause of nothing but a fluid and its value names ("and air at 18 °C"),
    else "". Such a clause after a start ("water starts at 45 °C and air at 18 °C") carries
    the start on for its own fluid: the verb is left out, and the fluid is no inlet."""
    match = _FLUID_AND_VALUE.match(clause)
    return " ".join(match.group("fluid").lower().split()) if match is not None else ""


def fluids_in_turn(clause: str, ends: list[int]) -> list[str]:
    """The fluid each value of a start state is said of, the values ending at ``ends`` in
    ``clause``: each the fluid named last before it when the clause pairs one fluid with
    each value ("water starts at 45 °C and air at 18 °C": water, then air), else the one
    fluid the clause names, or "" for every value (``fluid_of``).

    Why: one clause can set several phases; taking the pair apart by position is what the
    words say, and a clause that does not pair them (two fluids, one value; a fluid named
    twice) keeps the reading of the whole clause, never a guess."""
    named = [(match.start(), " ".join(match.group(0).lower().split()))
             for match in _FLUID.finditer(clause)]
    paired = [next((fluid for at, fluid in reversed(named) if at < end), "") for end in ends]
    fluids = {fluid for _, fluid in named}
    if len(ends) > 1 and len(fluids) == len(ends) and len(set(paired)) == len(ends) \
            and all(paired):
        return paired
    return [fluid_of(clause)] * len(ends)


def phases_meant(fluid: str, phases: tuple[str, ...]) -> tuple[str, ...]:
    """The phases of a case a start state is said of: the one its fluid is ("the water
    starts at 350 K" is the water's), else every phase ("both phases at 20 °C initially").
    Why: a case that keeps a temperature per phase has no field of the mixture to hold one
    said of the fluid."""
    named = tuple(phase for phase in phases if fluid and phase.lower() == fluid.lower())
    return named if fluid else phases


#: What says the start, before the relation: "T0 =", "initial T of", "start all the water at".
_START_LABEL = (r"(?:\bT_?0\b|\binitial(?:\s+temperature|\s+T)?\b|\bstart\w*\b[^.;,]*?\bat\b|"
                r"\binitially\s+at\b)\s*(?:=|:|of|is|at)?\s*(?:the\s+|that\s+)?")
#: A start temperature said as the mean of the stated ones: "T0 = avg", "start all the water
#: at that mean temperature", "initial temperature the average".
_MEAN = lazy_regex(rf"{_START_LABEL}(?:avg|average|mean)\b(?:\s+temperature)?", _I)
#: A start temperature said to be the reference one: "T0 = T_ref", "initially at the
#: reference temperature".
_AT_REFERENCE = lazy_regex(rf"{_START_LABEL}(?:T_?\{{?ref\}}?|TRef|Tref|reference"
                           rf"(?:\s+temperature)?)(?![\w])", _I)


@dataclass(frozen=True)
class StartRelation:
    """A start temperature said by relation, not number: the mean of the stated boundary
    temperatures, or the reference temperature stated elsewhere.

    Attributes:
        kind: ``mean`` or ``reference``.
        source: The request's words.
    """

    kind: Literal["mean", "reference"]
    source: str


def read_start_relation(text: str) -> StartRelation | None:
    """The start temperature said as a relation ("T0 = avg", "T0 = T_ref"), or None."""
    for kind, pattern in (("mean", _MEAN), ("reference", _AT_REFERENCE)):
        match = pattern.search(text.replace("\n", " "))
        if match is not None:
            return StartRelation("mean" if kind == "mean" else "reference",
                                 " ".join(match.group(0).split()))
    return None


def with_start_relation(requirements: Requirements, relation: StartRelation | None
                        ) -> Requirements:
    """``requirements`` with the initial temperature a relation gives: the mean of exactly
    two stated boundary temperatures (a hot and a cold wall), or the stated reference
    temperature. Where the relation has nothing to resolve against (three walls' mean, no
    reference stated) it is read, not applied, with why; a start temperature stated as a
    number stands."""
    if relation is None or any(item.field == "T" and item.boundary == (INTERNAL,)
                               for item in requirements.boundary_values):
        return requirements
    if relation.kind == "mean":
        walls = sorted({float(item.value) for item in requirements.boundary_values
                        if item.field == "T" and item.boundary != (INTERNAL,)
                        and not isinstance(item.value, tuple)})
        value = (walls[0] + walls[1]) / 2 if len(walls) == 2 else None
        why = (f"the mean of the stated boundary temperatures is meant, and {len(walls)} "
               "different ones are stated, not two: the case's initial temperature stays")
        how = (f"the mean of the two stated boundary temperatures, {walls[0]:g} K and "
               f"{walls[-1]:g} K") if walls else ""
    else:
        # One value said twice ("TRef = 300 K" read by the vocabulary and the reference
        # reader) is one reference; two different ones leave it unknown.
        stated = {float(item.value) for item in requirements.properties if item.name == "TRef"}
        if not stated:
            # None stated here: the reference as the request's other words or the case's own
            # ``TRef`` hold it, resolved once the case is known (``agents.spec.resolve``).
            return replace(requirements, relative=(*requirements.relative, RelativeValue(
                "T", (INTERNAL,), ("TRef",), 0.0, None, relation.source)))
        value = next(iter(stated)) if len(stated) == 1 else None
        why = ("the reference temperature is meant and two different ones are stated: the "
               "case's initial temperature stays")
        how = "the stated reference temperature"
    if value is None:
        return replace(requirements, not_applied=(
            *requirements.not_applied, NotApplied(relation.source, why)))
    return replace(requirements, boundary_values=(
        *requirements.boundary_values,
        BoundaryValue("T", (INTERNAL,), float(f"{value:.12g}"), relation.source,
                      assumption=how)))
