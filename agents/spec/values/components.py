"""Values stated for one Cartesian component of the velocity: "Ux and Uy are zero initially",
"the x-velocity is 2 m/s at the inlet", "the x-velocity at the inlet is 2 m/s", "u = 1 m/s,
v = w = 0 everywhere".

Why a reader of its own: a component is no speed. Read as one (the value reader's "velocity is
12 m/s at the inlet"), it was put along the followed case's own direction, and "Ux and Uy are
zero" was read as nothing at all. A component sets that component only, and the others are
the followed case's, which are not known when the request is read. So the three components
of one place, all stated, are that place's vector; a component stated alone (or two) is a
``ComponentValue``, which the editor writes into the case's own vector there, keeping the
others and saying so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.component_value import ComponentValue
from foam_agent.agents.spec.phrases import NUMBER, Span, clauses, sentences, to_number
from foam_agent.agents.spec.stated import INTERNAL, BoundaryValue, NotApplied, Number
from foam_agent.agents.spec.units import dimensioned_unit
from foam_agent.agents.spec.values.fields import (
    COMPONENT_LETTER,
    COMPONENT_WORDS,
    TYPED_DIMENSIONS,
)
from foam_agent.agents.spec.values.grounded import INTERNAL_WORDS, named_patches
from foam_agent.foamcase.case.vocabulary import Vocabulary
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: The name the component reader claims its words under.
READER = "components"
_AXES = "xyz"
_LETTERS = "uvw"
#: What joins names sharing one value: "Ux and Uy are 0", "v = w = 0".
_JOINT = lazy_regex(r"\s*(?:,\s*(?:and\s+)?|and|=)\s*")
_LINK = lazy_regex(rf"(?:\s+(?:at|on)\s+(?:the\s+)?[\w'-]+(?=\s+(?:is|=)\b))?"
                   rf"\s*(?:=|:|\bis\b|\bare\b|\bof\b|\bset\s+to\b|\bequals?\b|"
                   rf"\bequal\s+to\b)?\s*(?:all\s+|both\s+)?(?:uniform\s+)?"
                   rf"(?P<v>{NUMBER}|zero\b)(?![\w]|\.\d)",
                   re.IGNORECASE)
_SPEED = TYPED_DIMENSIONS["U"][0]


@dataclass
class ComponentReading:
    """What was read: whole vectors made of three stated components, components stated alone
    (for the case's own vector), components refused with why, and the spans read."""

    values: list[BoundaryValue] = field(default_factory=list)
    components: list[ComponentValue] = field(default_factory=list)
    refusals: list[NotApplied] = field(default_factory=list)
    spans: list[tuple[int, int]] = field(default_factory=list)


@dataclass(frozen=True)
class _Component:
    """One component's value as stated, in m/s, with its words."""

    axis: int
    value: Number
    place: tuple[str, ...]
    words: str
    start: int
    end: int


def _axis(match: re.Match[str]) -> tuple[int, bool]:
    """The axis a component word names, and whether it was a bare letter u, v or w."""
    for group in "abcd":
        if match.group(group) is not None:
            return _AXES.index(match.group(group).lower()), False
    return _LETTERS.index(match.group("e")), True


def _value(text: str, end: int, limit: int
           ) -> tuple[Number, int, bool] | tuple[str, int] | None:
    """The value after a component's names: in m/s, where its words end, and whether a unit
    of speed was written; a reason and where the unit ends when the unit is no speed; None
    when no value follows."""
    link = _LINK.match(text, end, limit)
    if link is None:
        return None
    number: Number = 0 if link.group("v").lower() == "zero" else to_number(link.group("v"))
    unit = dimensioned_unit(text[link.end():link.end() + 24])
    if unit is None:
        return number, link.end(), False
    if unit.dimensions != _SPEED:
        return f"{unit.unit} is no unit of a velocity", link.end() + unit.length
    si = unit.to_si(float(number))
    return (number if si == float(number) else si), link.end() + unit.length, True


def _place(text: str, sentence: Span, start: int, vocabulary: Vocabulary
           ) -> tuple[str, ...] | None:
    """Where a component at ``start`` is: its clause's one patch, else the internal field
    when its clause says so, else the sentence's one patch, else the internal field when
    the sentence says so; None when the words leave it open."""
    pieces = clauses(sentence)
    own = next((piece for piece in pieces if piece.start <= start < piece.end), sentence)
    for words in (own.text, sentence.text):
        places = [names for names in named_patches(words, vocabulary)
                  if not COMPONENT_WORDS.fullmatch(names[0])]
        if len(places) == 1:
            return places[0]
        if places:
            return None
        if INTERNAL_WORDS.search(words):
            return (INTERNAL,)
    return None


def read_components(text: str, claims: Claims, vocabulary: Vocabulary) -> ComponentReading:
    """Every component of the velocity stated with a value, in words no reader claimed.

    Args:
        text: The normalised prompt.
        claims: The words other readers took.
        vocabulary: The identifiers patches are named against.
    """
    found = ComponentReading()
    stated: list[_Component] = []
    for sentence in sentences(text):
        names = [match for match in COMPONENT_WORDS.finditer(text, sentence.start, sentence.end)
                 if claims.is_free(match.start(), match.end())]
        index = 0
        while index < len(names):
            members = [names[index]]
            while index + 1 < len(names) and _JOINT.fullmatch(
                    text, members[-1].end(), names[index + 1].start()):
                index += 1
                members.append(names[index])
            index += 1
            value = _value(text, members[-1].end(), sentence.end)
            if value is None:
                continue
            start = members[0].start()
            axes = [_axis(member) for member in members]
            letters = any(letter for _, letter in axes)
            if len(value) == 2:
                reason, end = value
                if not letters:
                    found.refusals.append(NotApplied(" ".join(text[start:end].split()),
                                                     reason))
                    found.spans.append((start, end))
                continue
            number, end, with_unit = value
            if letters and not (with_unit or COMPONENT_LETTER.search(sentence.text)):
                continue
            words = " ".join(text[start:end].split())
            place = _place(text, sentence, start, vocabulary)
            if place is None:
                found.refusals.append(NotApplied(words, "the words do not say which boundary "
                                                        "or the initial field this is"))
                found.spans.append((start, end))
                continue
            stated.extend(_Component(axis, number, place, words, start, end)
                          for axis, _ in axes)
    _whole(stated, found)
    return found


def _whole(stated: list[_Component], found: ComponentReading) -> None:
    """A place's vector where its three components are stated, else each component refused."""
    places = list(dict.fromkeys(item.place for item in stated))
    for place in places:
        items = [item for item in stated if item.place == place]
        found.spans.extend((item.start, item.end) for item in items)
        axes = {item.axis: item for item in items}
        words = "; ".join(dict.fromkeys(item.words for item in items))
        if len(axes) == 3 and len({(item.axis, item.value) for item in items}) == 3:
            vector = (float(axes[0].value), float(axes[1].value), float(axes[2].value))
            found.values.append(BoundaryValue("U", place, vector, words))
            continue
        if len({item.axis for item in items}) < len({(item.axis, item.value) for item in items}):
            found.refusals.append(NotApplied(words, "one component of U is given two values"))
            continue
        found.components.extend(ComponentValue("U", place, axis, float(item.value), item.words)
                                for axis, item in sorted(axes.items()))
