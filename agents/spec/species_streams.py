"""Reading the composition of a species-transport case's streams and initial mixture: each
species' mass fraction on the patch its words name, or in the initial field ("fuel: pure CH4",
"air stream O2 0.233, N2 0.767 by mass", "Y O2 = 0.23 on air", "the box is filled with N2",
"air of 21 % O2 and 79 % N2 by volume at the inlet").

Why a reader of its own: a reacting flow keeps its mixture as one field per species (``0/CH4``,
``0/O2``, ``0/N2``), each a mass fraction, and people state it as compositions of streams, not
as field values. The value reader read "air stream O2 0.233, N2 0.767" as the initial fields
(no "=" joined them to a patch), and "pure CH4 at 300 K" as CH4 = 300. Here the species are
the installed mechanisms' words (``species_words``), each amount is placed by the words around
it, and a composition stated by mole or volume becomes mass fractions with the species' molar
masses (``foam_agent.foamcase.catalog.species.molar_mass``) when it is whole.

Where an amount goes: the patch its clause names, else the label its line starts with ("air:
Y O2 = 0.23"), else the patch named earlier in its sentence; the initial field when those
words say so ("initially", "filled with", "starts") or when its sentence names no place at all
(as the value reader places any field value). One in a clause naming several patches, or in a
part of the domain ("inside the box"), is not understood: a guessed patch would be a wrong
case.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from foam_agent.agents.spec.phrases import clauses, sentences
from foam_agent.agents.spec.reactor_state import Basis
from foam_agent.agents.spec.species_words import (
    Amount,
    Mention,
    mechanism_elements,
    species_amounts,
    species_mentions,
    stated_basis,
)
from foam_agent.agents.spec.stated import INTERNAL, BoundaryValue, NotApplied
from foam_agent.agents.spec.values.grounded import INTERNAL_WORDS, REGION_WORDS, named_patches
from foam_agent.foamcase.case.vocabulary import Vocabulary
from foam_agent.foamcase.catalog.species import molar_mass
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
#: A species alone at a place: "pure CH4", "neat methane", "filled with N2", "only N2".
_PURE_BEFORE = lazy_regex(r"\b(?:pure|neat|only|(?:filled|full)\s+(?:with|of))\s+$", _I)
#: Words saying a composition fills the domain at the start.
_INITIAL = lazy_regex(r"\bfilled\b|\bfull\s+of\b|\bstarts?\b|\bat\s+the\s+start\b|"
                      r"\bat\s+t\s*=\s*0\b", _I)
#: A note after a pure species restating it is all there is ("pure CH4 (mass fraction 1)").
_ALL_NOTE = lazy_regex(r"\s*\([^()]*?(?<![\w.])1(?:\.0*)?\s*\)")
#: The mass-fraction symbol before a species ("Y O2 = 0.23", "Y_CH4 = 1"): a mass basis.
_MASS_SYMBOL = lazy_regex(r"\bY[_\s]?$")
#: A line's label before its colon ("- air: ...", "fuel: ..."): the place the line is about.
_LINE_LABEL = lazy_regex(r"^\s*(?:[-*•]\s*)?(?P<label>[A-Za-z][\w ]{0,30}?)\s*:", re.MULTILINE)
#: A note in parentheses.
_NOTE = lazy_regex(r"\([^()]*\)")
#: How fractions stated with no basis are taken.
_ASSUMED = "no basis said: taken as mass fractions, which a species field holds"
#: Fractions of one place summing to one within this are a whole composition (written values
#: are rounded: "O2 0.233, N2 0.767").
_WHOLE = 2e-3


@dataclass(frozen=True)
class _Placed:
    """An amount with the place its words give (patch names best first, or ``INTERNAL``)."""

    amount: Amount
    place: tuple[str, ...]
    mass_symbol: bool


@dataclass(frozen=True)
class StreamsReading:
    """The species values placed, the spans their words took, and what was read but not
    applied, with why."""

    values: tuple[BoundaryValue, ...] = ()
    spans: tuple[tuple[int, int], ...] = ()
    unread: tuple[NotApplied, ...] = ()


def read_species_streams(text: str, vocabulary: Vocabulary) -> StreamsReading:
    """The species' mass fractions ``text`` states, each on its place (see the module's
    docstring)."""
    mentions = species_mentions(text)
    stated = species_amounts(text, mentions)
    amounts = [*stated, *(item for item in _pure(text, mentions)
                          if not any(other.start < item.end and item.start < other.end
                                     for other in stated))]
    if not amounts:
        return StreamsReading()
    placed: list[_Placed] = []
    unread: list[NotApplied] = []
    for amount in sorted(amounts, key=lambda item: item.start):
        words = " ".join(text[amount.start:amount.end].split())
        place = _place(text, amount, vocabulary)
        if place is None:
            unread.append(NotApplied(words, f"its words name several places, or a part of "
                                            f"the domain, for {amount.species}: which patch "
                                            f"of its field is not said"))
            continue
        placed.append(_Placed(amount, place, bool(_MASS_SYMBOL.search(
            text[max(0, amount.start - 3):amount.start]))))
    values: list[BoundaryValue] = []
    for place in dict.fromkeys(item.place for item in placed):
        group = [item for item in placed if item.place == place]
        converted, note = _mass_fractions(text, group)
        if converted is None:
            unread.append(NotApplied(_words(text, group), note))
            continue
        values += [BoundaryValue(item.amount.species, place, fraction, _words(text, [item]),
                                 assumption=note if note == _ASSUMED else "",
                                 conversion=note if note != _ASSUMED else "")
                   for item, fraction in zip(group, converted, strict=True)]
    spans = tuple((item.start, item.end) for item in amounts)
    return StreamsReading(tuple(values), spans, tuple(unread))


def _pure(text: str, mentions: Sequence[Mention]) -> list[Amount]:
    """A species said to be alone at its place ("pure CH4", "filled with N2"): all of it."""
    found: list[Amount] = []
    for mention in mentions:
        before = _PURE_BEFORE.search(text, max(0, mention.start - 24), mention.start)
        if before is not None:
            note = _ALL_NOTE.match(text, mention.end)
            found.append(Amount(mention.species, 1.0, False, before.start(),
                                note.end() if note is not None else mention.end))
    return found


def _place(text: str, amount: Amount, vocabulary: Vocabulary) -> tuple[str, ...] | None:
    """Where an amount goes: its clause's place, else the label of the list item it stands in
    ("- air: ..."), else the place of an earlier clause of its sentence; the initial field
    where those words say so, or where its sentence names no place and no part of the domain.
    None when more than one place, or only a part of the domain, is said."""
    sentence = next((item for item in sentences(text)
                     if item.start <= amount.start < item.end), None)
    if sentence is None:
        return None
    pieces = clauses(sentence)
    index = next((number for number, piece in enumerate(pieces)
                  if piece.start <= amount.start < piece.end), len(pieces) - 1)
    label = None
    for match in _LINE_LABEL.finditer(text, 0, amount.start):
        label = match
    labelled = [label.group("label")] if label is not None and "\n" not in text[
        label.end():amount.start] else []
    for words in (pieces[index].text, *labelled,
                  *(piece.text for piece in reversed(pieces[:index]))):
        if REGION_WORDS.search(words):
            return None
        if _INITIAL.search(words) or INTERNAL_WORDS.search(words):
            return (INTERNAL,)
        patches = _one_place(words, vocabulary)
        if len(patches) == 1:
            return patches[0]
        if patches:
            return None
    # A sentence naming no place at all and no part of the domain: the whole field's, as the
    # value reader places any field value whose words name no patch.
    return None if REGION_WORDS.search(sentence.text) else (INTERNAL,)


def _one_place(clause: str, vocabulary: Vocabulary) -> list[tuple[str, ...]]:
    """The places a clause names, a name written right before another ("fuel stream", "air
    inlet") one place with both names, the first best; a note in parentheses ("(hot kernel
    to ignite)") names none."""
    blanked = _NOTE.sub(lambda note: " " * len(note.group(0)), _without_species(clause))
    places: list[tuple[str, ...]] = []
    for names in named_patches(blanked, vocabulary):
        if places and re.search(rf"\b{re.escape(places[-1][0])}[\s-]+{re.escape(names[0])}\b",
                                blanked, _I):
            places[-1] = (*places[-1], *names)
        else:
            places.append(names)
    return places


def _without_species(clause: str) -> str:
    """A clause with its species' words blanked: a species' name is never a patch's."""
    blanked = clause
    for mention in species_mentions(clause):
        blanked = blanked[:mention.start] + " " * (mention.end - mention.start) + \
            blanked[mention.end:]
    return blanked


def _words(text: str, group: Sequence[_Placed]) -> str:
    """The words a group of amounts was read from, first to last."""
    start = min(item.amount.start for item in group)
    end = max(item.amount.end for item in group)
    return " ".join(text[start:end].split())


def _mass_fractions(text: str, group: Sequence[_Placed]) -> tuple[list[float] | None, str]:
    """The group's amounts as mass fractions and how they were made: as stated when they are
    mass fractions (stated so, or no basis said: the field holds mass fractions); converted
    with the species' molar masses when they are a whole composition by mole or volume; None
    with why otherwise."""
    values = [item.amount.value * (0.01 if item.amount.percent else 1.0) for item in group]
    basis: Basis | None = "mass" if all(item.mass_symbol for item in group) else stated_basis(
        text, group[0].amount.start, group[-1].amount.end)
    parts = sum(values) > 1 + _WHOLE
    if basis != "mole":
        if parts or any(value < 0 for value in values):
            return None, (f"{', '.join(f'{value:g}' for value in values)} are no mass "
                          "fractions (they sum to more than 1)")
        whole_or_none = all(value in (0.0, 1.0) for value in values)
        return values, "" if basis == "mass" or whole_or_none else _ASSUMED
    if abs(sum(values) - 1) > _WHOLE and not parts:
        return None, ("a composition by mole converts to mass fractions only whole (its "
                      "fractions summing to 1)")
    masses = [molar_mass(mechanism_elements().get(item.amount.species, {})) for item in group]
    if any(mass is None for mass in masses):
        return None, "a species' molar mass is not known here: its mass fraction is not said"
    weighted = [value * (mass or 0.0) for value, mass in zip(values, masses, strict=True)]
    total = sum(weighted)
    return [float(f"{value / total:.6g}") for value in weighted], (
        "by mole, as mass fractions: x M / sum(x M) with molar masses "
        + ", ".join(f"{item.amount.species} {mass:.4g}" for item, mass in
                    zip(group, masses, strict=True)) + " g/mol")
