"""Species named in a request and the amounts it gives them: "CH4 0.4", "1.45 % hydrogen",
"H2:O2:N2 = 2:1:3.76", "2 H2 : 1 O2 : 3.76 N2".

Why a module of its own: a zero-dimensional reactor's charge (``foam_agent.agents.spec.reactor``)
and the streams of a species-transport case (``foam_agent.agents.spec.species_streams``) are
said with the same words; one reading of them serves both. A species is a word of the installed
mechanisms (``foam_agent.foamcase.catalog.species``), written as a formula, a mechanism's own
name or an everyday name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from foam_agent.agents.spec.phrases import NUMBER, sentences, unit_after
from foam_agent.agents.spec.reactor_state import Basis
from foam_agent.foamcase.case.vocabulary import tutorials_dir
from foam_agent.foamcase.catalog.species import (
    EVERYDAY_NAMES,
    formula_elements,
    installed_mechanisms,
)
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
#: A species written as a formula or a mechanism's name ("CH4", "NC7H16", "Ar", "C7H16"), an
#: isomer's prefix in lower case before it ("iC8H18", "n-C7H16": the mechanisms' IC8H18, NC7H16).
_FORMULA = lazy_regex(r"(?<![\w.-])(?:[ni]-?)?[A-Z][A-Za-z0-9()\-]*(?![\w])")
#: A lower-case isomer prefix (iso-, normal-) and the formula after it.
_ISOMER = lazy_regex(r"(?P<prefix>[ni])-?(?P<formula>[A-Z].*)")
_EVERYDAY = lazy_regex(
    r"(?<![\w-])(?:" + "|".join(re.escape(name) for name in sorted(EVERYDAY_NAMES, key=len,
                                                                     reverse=True))
    + r")(?![\w])", _I)
#: Between two names of a ratio's names ("H2:O2:N2", "CH4/O2/N2"), and after the last the
#: numbers in the same order ("= 2:1:3.76").
_CHAIN_GAP = lazy_regex(r"\s*[:/]\s*")
_NUMBER_CHAIN = lazy_regex(rf"\s*(?:=|is|are|of|in\s+the\s+ratio(?:\s+of)?)?\s*\(?"
                           rf"(?P<chain>{NUMBER}(?:\s*:\s*{NUMBER})+)\)?")
#: Between two terms of a ratio written number-first ("2 H2 : 1 O2 : 3.76 N2"): the colon and
#: the next term's number.
_PREFIX_GAP = lazy_regex(rf"\s*:\s*(?P<n>{NUMBER})\s*")

#: The words stating a composition's basis ("by mass", "mole fractions", "(molar)").
_BASIS = lazy_regex(r"\b(?:by|on\s+an?|in)\s+(?P<a>moles?|molar|mass|weight|volume)(?:\s+basis)?\b|"
                    r"\b(?P<b>mole|molar|mass|volume)\s+(?:fractions?|basis|%)|"
                    r"\((?P<c>mole|mass|molar)\)|\bfractionBasis\s+(?P<d>mole|mass)\b", _I)


@dataclass(frozen=True)
class Mention:
    """A species the text names (its mechanism name) and where."""

    species: str
    start: int
    end: int


@dataclass(frozen=True)
class Amount:
    """An amount the text gives a species: a number, a percentage or a ratio's term."""

    species: str
    value: float
    percent: bool
    start: int
    end: int


@cache
def mechanism_elements() -> dict[str, dict[str, int]]:
    """Every installed mechanism's species with its elements (the first mechanism's word)."""
    tutorials = tutorials_dir()
    table: dict[str, dict[str, int]] = {}
    for mechanism in installed_mechanisms(tutorials) if tutorials is not None else ():
        for name, counts in mechanism.elements.items():
            table.setdefault(name, counts)
    return table


def _species_of(written: str) -> str | None:
    """The mechanism name of a species written as a formula or a mechanism's own name; an
    isomer written with a lower-case prefix ("iC8H18") is the mechanism's prefixed name."""
    known = mechanism_elements()
    isomer = _ISOMER.fullmatch(written)
    if isomer is not None:
        name = (isomer.group("prefix") + isomer.group("formula")).upper()
        return name if name in known else None
    if written.upper() in known:
        return written.upper()
    counts = formula_elements(written)
    if counts is None:
        return None
    same = sorted(name for name, held in known.items() if held == counts)
    if len(same) == 1:
        return same[0]
    normal = f"N{written.upper()}"
    return normal if normal in same else None


def species_mentions(text: str) -> list[Mention]:
    """Every species the text names, by formula or in words, in order."""
    found: list[Mention] = []
    for match in _EVERYDAY.finditer(text):
        found.append(Mention(EVERYDAY_NAMES[match.group(0).lower()], *match.span()))
    taken = [(item.start, item.end) for item in found]
    for match in _FORMULA.finditer(text):
        written = match.group(0)
        # A closing parenthesis the formula did not open closes the words around it
        # ("(stoichiometric IC8H18 + 12.5 O2)").
        while written.endswith(")") and written.count(")") > written.count("("):
            written = written[:-1]
        end = match.start() + len(written)
        if any(start < end and match.start() < stop for start, stop in taken):
            continue
        species = _species_of(written)
        digits = any(char.isdigit() for char in written)
        # A bare symbol without a count ("Ar", "H") is a species only with an amount beside it
        # or as a name of a ratio's names ("C3H8/O2/Ar").
        beside = (re.match(rf"\s*[:=]?\s*{NUMBER}", text[end:])
                  or re.search(rf"(?<![\w.]){NUMBER}\s*$", text[:match.start()])
                  or re.search(r"[\w)][:/]\s*$", text[:match.start()]))
        if species is None or not (digits or beside):
            continue
        found.append(Mention(species, match.start(), end))
    return sorted(found, key=lambda item: item.start)


def _ratio_chains(text: str, mentions: list[Mention]) -> list[Amount]:
    """The amounts of a ratio written as a chain: names then numbers ("H2:O2:N2 = 2:1:3.76",
    "CH4/O2/N2 are 1:2:7.52") paired in order, or each number before its species ("2 H2 : 1 O2
    : 3.76 N2"). Why before the amounts one species at a time: in a chain the colon separates
    terms, so reading "H2 : 1" as "H2: 1" gives each species its neighbour's number."""
    found: list[Amount] = []
    index = 0
    while index < len(mentions):
        names = [mentions[index]]
        while (index + len(names) < len(mentions) and _CHAIN_GAP.fullmatch(
                text[names[-1].end:mentions[index + len(names)].start])):
            names.append(mentions[index + len(names)])
        numbers = _NUMBER_CHAIN.match(text, names[-1].end) if len(names) >= 2 else None
        values = re.findall(NUMBER, numbers.group("chain")) if numbers is not None else []
        if numbers is not None and len(values) == len(names):
            found += [Amount(item.species, float(value), False, names[0].start, numbers.end())
                      for item, value in zip(names, values, strict=True)]
            index += len(names)
            continue
        terms = [mentions[index]]
        first = re.search(rf"(?<![\w.])(?P<n>{NUMBER})\s*$", text[:mentions[index].start])
        while first is not None and index + len(terms) < len(mentions):
            gap = _PREFIX_GAP.fullmatch(text[terms[-1].end:mentions[index + len(terms)].start])
            if gap is None:
                break
            terms.append(mentions[index + len(terms)])
        if first is not None and len(terms) >= 2:
            values = [first.group("n"), *(_PREFIX_GAP.fullmatch(
                text[before.end:after.start]).group("n")  # type: ignore[union-attr]
                for before, after in zip(terms, terms[1:], strict=False))]
            found += [Amount(item.species, float(value), False, first.start("n"), terms[-1].end)
                      for item, value in zip(terms, values, strict=True)]
            index += len(terms)
            continue
        index += 1
    return found


def species_amounts(text: str, mentions: list[Mention]) -> list[Amount]:
    """The amounts the text gives species: "CH4 0.4", "O2: 1", "1.45 % hydrogen", "3.76 N2",
    and the terms of a written ratio (``_ratio_chains``)."""
    amounts = _ratio_chains(text, mentions)
    chained = {(item.species, item.start, item.end) for item in amounts}
    for mention in mentions:
        if any(item.start <= mention.start < item.end for item in amounts
               if (item.species, item.start, item.end) in chained):
            continue
        after = re.match(rf"\s*(?:[:=]\s*)?(?P<n>{NUMBER})(?P<pct>\s*%)?", text[mention.end:])
        if after is not None:
            end = mention.end + after.end("n")
            unit = unit_after(text, end)
            if unit is None or unit.kind in ("fraction", "none"):
                amounts.append(Amount(mention.species, float(after.group("n")),
                                       bool(after.group("pct")), mention.start,
                                       mention.end + after.end()))
                continue
        before = re.search(rf"(?<![\w.])(?P<n>{NUMBER})\s*(?P<pct>%)?\s*(?:(?:moles?|mols?)\s+"
                           rf"(?:of\s+)?)?$", text[max(0, mention.start - 24):mention.start])
        if before is not None and not re.search(r"\bper\s+(?:moles?\s+|mols?\s+)?(?:of\s+)?$",
                                                text[:mention.start]):
            start = max(0, mention.start - 24) + before.start("n")
            amounts.append(Amount(mention.species, float(before.group("n")),
                                   bool(before.group("pct")), start, mention.end))
    return amounts


def stated_basis(text: str, start: int, end: int) -> Basis | None:
    """The basis the sentence around ``start``..``end`` states for its amounts."""
    for sentence in sentences(text.replace("\n", " ")):
        if sentence.start <= start < sentence.end or sentence.start < end <= sentence.end:
            match = _BASIS.search(sentence.text)
            if match is not None:
                word = next(group for group in match.groups() if group).lower()
                return "mass" if word in ("mass", "weight") else "mole"
    return None
