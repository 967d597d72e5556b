"""Reading a zero-dimensional reactor's start: the mixture, its pressure and temperature, and
whether the pressure or the volume stays constant (chemFoam's ``constant/initialConditions``).

Why a reader of its own: a premixed charge is said many ways ("stoichiometric methane-air",
"lean, phi = 0.7", "CH4 0.4, O2 1, N2 3.76", "1.45 % hydrogen, 22.97 % oxygen … by mass", "air
= 21 % O2 / 79 % N2", "O2 + 3.76 N2") and none of them is a field or keyword of the case: the
value reader read "p0 = 15 atm" as a keyword ``p0`` no case has, "T0 = 1430 F" as an inlet's
total temperature, and left the mixture in words. Here the species are the installed
mechanisms' own (``foam_agent.foamcase.catalog.species``: read from their chemkin files), a
fuel's stoichiometric oxygen is arithmetic on its elements, and the mixture becomes mole
amounts chemFoam reads (it divides them by their sum itself).

What makes a request a zero-dimensional reactor: it names chemFoam, or (naming no solver) it
gives a fuel with an equivalence ratio or a composition, says what stays constant or that it
is zero-dimensional, and states no speed (a reactor with a flow through it has boundaries and
is no chemFoam case). Then the solver is the catalog's reacting solver without fluid flow.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from foam_agent.agents.spec.phrases import NUMBER, sentences, unit_after
from foam_agent.agents.spec.reactor_state import Held, ReactorState, SpeciesAmount
from foam_agent.agents.spec.species_words import (
    Amount,
    Mention,
    mechanism_elements,
    species_amounts,
    species_mentions,
    stated_basis,
)
from foam_agent.agents.spec.stated import NotApplied, Requirements
from foam_agent.foamcase.catalog.solvers import SOLVERS
from foam_agent.foamcase.catalog.species import (
    AIR_N2_PER_O2,
    NITROGEN,
    OXYGEN,
    stoichiometric_oxygen,
)
from foam_agent.foamcase.lazy_pattern import lazy_regex

_I = re.IGNORECASE
_AIR = lazy_regex(r"(?<![\w])air\b", _I)
_PURE_OXYGEN = lazy_regex(r"\b(?:pure|neat)\s+(?:oxygen|O2)\b|\bin\s+(?:oxygen|O2)\b", _I)
_PHI = lazy_regex(rf"(?:\bequivalence\s+ratio|\bphi|φ|Φ|(?-i:\bER\b))\s*(?:\(\s*(?:phi|φ)\s*\)\s*)?"
                  rf"(?:of|=|:|is|at)?\s*(?:of\s+)?(?P<n>{NUMBER})", _I)
#: The air excess ratio (lambda = 1/phi), as engine people state a mixture.
_LAMBDA = lazy_regex(rf"(?:\b(?:air[\s-]+excess|excess[\s-]+air)\s+ratio|\blambda|λ)\s*"
                     rf"(?:of|=|:|is|at)?\s*(?P<n>{NUMBER})", _I)
_STOICHIOMETRIC = lazy_regex(r"\bstoichiometric(?:ally)?\b(?!\s+(?:oxygen|O2|air-fuel|ratio|"
                             r"coefficient))", _I)
#: "O2 + 3.76 N2", "3.76 moles of nitrogen per mole of oxygen": air's N2 per O2, as stated.
_N2_WITH_O2 = lazy_regex(rf"\bO2\s*\+\s*(?P<n>{NUMBER})\s*N2\b", _I)
_N2_PER_O2 = lazy_regex(rf"(?P<n>{NUMBER})\s*(?:moles?|mols?)\s+(?:of\s+)?(?:N2|nitrogen)\s+per\s+"
                        r"(?:moles?\s+|mols?\s+)?(?:of\s+)?(?:O2|oxygen)\b", _I)
_HELD: tuple[tuple[Held, re.Pattern[str]], ...] = (
    ("pressure", re.compile(
        r"\bconst(?:ant)?\.?[\s-]*p(?:ressure)?\b|\bisobaric\b|\bconstantProperty\s+pressure\b|"
        r"\bpressure\s+(?:is\s+|stays\s+|remains\s+|held\s+|kept\s+)+(?:constant|fixed)\b", _I)),
    ("volume", re.compile(
        r"\bconst(?:ant)?\.?[\s-]*v(?:olume)?\b|\bisochoric\b|\bconstantProperty\s+volume\b|"
        r"\bvolume\s+(?:is\s+|stays\s+|remains\s+|held\s+|kept\s+)+(?:constant|fixed)\b|"
        r"\bfixed\s+volume\b|\bdoes\s+not\s+expand\b|\b(?:rigid|sealed|closed)(?:[\s,]+(?:rigid|"
        r"sealed|closed|steel))*\s+(?:vessel|bomb|container|reactor|chamber|tank|cylinder)\b",
        _I)),
)
#: "held at a constant 20 bar": the constant is the pressure the number states.
_CONSTANT_BEFORE = lazy_regex(rf"\bconstant\s+(?={NUMBER})", _I)
_NEGATED = lazy_regex(r"\b(?:not|unlike|instead\s+of|rather\s+than)\s+(?:\w+\s+){0,2}$", _I)
_ZERO_D = lazy_regex(r"\b(?:zero|0)\s*-?\s*d(?:imensional)?\b|\bhomogeneous\s+(?:reactor|"
                     r"mixture|charge)\b|\bignition[\s-]+delay\b|\bauto-?\s*ignit", _I)
#: A pressure said in words: the standard atmosphere, 101325 Pa by definition.
_ATMOSPHERIC = lazy_regex(r"\b(?:atmospheric|ambient|standard)\s+pressure\b", _I)
STANDARD_ATMOSPHERE = 101325.0
#: Subscript digits ("CH₄", "H₂"), read as digits (one character for one: offsets hold).
_SUBSCRIPTS = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")
#: A label right before a pressure or temperature ("p0 = ", "initial temperature of ").
_LABEL = lazy_regex(r"(?:\b(?:p|p0|p_0|T|T0|T_0)|\b(?:initial|fill|starting)?\s*(?:pressure|"
                    r"temperature))\s*(?:=|:|of|is|at)?\s*$", _I)
#: The solver of a request that reads as a zero-dimensional reactor: the catalog's reacting
#: application with no fluid flow.
ZERO_D_SOLVERS = tuple(sorted(name for name, row in SOLVERS.items()
                              if row.phases == 0 and row.reacting))



@dataclass(frozen=True)
class ReactorReading:
    """The reactor's start as read, the spans its words took, and the words that made the
    request a zero-dimensional reactor when it names no solver (None otherwise)."""

    state: ReactorState | None = None
    spans: tuple[tuple[int, int], ...] = ()
    zero_d_words: tuple[str, int, int] | None = None
    unread: tuple[NotApplied, ...] = ()
    numbers: tuple[str, ...] = ()


def _first_quantity(text: str, kind: str) -> tuple[float, str, int, int] | None:
    """The first number with a unit of ``kind``, in SI, with its words and span (a label
    right before it, "p0 = ", taken with it)."""
    for match in re.finditer(rf"(?<![\w.]){NUMBER}", text):
        unit = unit_after(text, match.end())
        if unit is None or unit.kind != kind:
            continue
        label = _LABEL.search(text[max(0, match.start() - 30):match.start()])
        start = match.start() - (len(label.group(0)) if label is not None and label.group(0).strip()
                                 else 0)
        value = unit.to_si(float(match.group(0)))
        return value, " ".join(text[start:unit.end].split()), start, unit.end
    return None


def _held(text: str) -> tuple[Held, str, int, int] | None:
    """What stays constant, and its words: the first statement not negated ("constant volume,
    not constant pressure")."""
    found: list[tuple[int, Held, str, int]] = []
    for held, pattern in _HELD:
        for match in pattern.finditer(text):
            if not _NEGATED.search(text[max(0, match.start() - 30):match.start()]):
                found.append((match.start(), held, match.group(0), match.end()))
    for match in _CONSTANT_BEFORE.finditer(text):
        number = re.match(NUMBER, text[match.end():])
        unit = unit_after(text, match.end() + number.end()) if number is not None else None
        if unit is not None and unit.kind == "pressure":
            found.append((match.start(), "pressure", match.group(0).strip(), match.end()))
    if not found:
        return None
    start, held, words, end = min(found)
    return held, " ".join(words.split()), start, end


def _air_ratio(text: str, amounts: list[Amount]) -> tuple[float | None, list[Amount]]:
    """Air's N2 per O2 as the request states it, and the amounts that are no mixture of their
    own but that definition ("air = 21 % O2 / 79 % N2", "O2 + 3.76 N2")."""
    stated = _N2_WITH_O2.search(text) or _N2_PER_O2.search(text)
    ratio = float(stated.group("n")) if stated is not None else None
    definition: list[Amount] = []
    if _AIR.search(text):
        for sentence in sentences(text.replace("\n", " ")):
            inside = [item for item in amounts if sentence.start <= item.start < sentence.end]
            if inside and {item.species for item in inside} <= {OXYGEN, NITROGEN}:
                o2 = [item.value for item in inside if item.species == OXYGEN]
                n2 = [item.value for item in inside if item.species == NITROGEN]
                if o2 and n2 and o2[0] > 0:
                    ratio = ratio if ratio is not None else n2[0] / o2[0]
                definition.extend(inside)
    if stated is not None:
        definition.extend(item for item in amounts if stated.start() <= item.start < stated.end())
    return ratio, definition


def _equivalence_ratio(words: re.Match[str]) -> float:
    """phi from its words: stated, 1/lambda, or 1 for "stoichiometric"."""
    if "n" not in words.re.groupindex:
        return 1.0
    value = float(words.group("n"))
    return 1.0 / value if words.re.pattern == _LAMBDA.pattern and value > 0 else value


def _oxidiser(text: str, named: set[str], ratio: float | None) -> tuple[float, str]:
    """Moles of N2 per mole of O2 in the oxidiser, and how that was decided: air (as stated,
    else 21/79 by volume), pure oxygen when oxygen is named without air or nitrogen, or air
    assumed when no oxidiser is named."""
    if _AIR.search(text):
        return (ratio, "air as stated") if ratio is not None else (
            AIR_N2_PER_O2, "air taken as 21 % O2 / 79 % N2 by volume, Turns 2012")
    if _PURE_OXYGEN.search(text) or (OXYGEN in named and NITROGEN not in named):
        return 0.0, "pure oxygen"
    if ratio is not None:
        return ratio, "O2 with N2 as stated"
    return AIR_N2_PER_O2, ("no oxidiser named: air taken as 21 % O2 / 79 % N2 by volume, "
                           "Turns 2012")


def _premixed(text: str, fuels: list[str], mentions: list[Mention], ratio: float | None,
              listed: list[Amount], words: re.Match[str]
              ) -> tuple[ReactorState, NotApplied | None]:
    """The mole fractions of one fuel with its oxidiser at an equivalence ratio, a diluent
    stated as a share of the whole ("diluted with 70 % argon") making up its part."""
    phrase = " ".join(words.group(0).split())
    if len(fuels) != 1:
        return ReactorState(), NotApplied(phrase, "an equivalence ratio needs one fuel; the "
                                                  f"request names {', '.join(fuels) or 'none'}")
    fuel, phi = fuels[0], _equivalence_ratio(words)
    n2, how = _oxidiser(text, {item.species for item in mentions}, ratio)
    oxygen = stoichiometric_oxygen(mechanism_elements()[fuel])
    moles = [(fuel, phi), (OXYGEN, oxygen)] + ([(NITROGEN, oxygen * n2)] if n2 else [])
    total = sum(amount for _, amount in moles)
    fractions = [(name, amount / total) for name, amount in moles]
    diluent = ""
    if listed:
        item = listed[0]
        share = item.value * (0.01 if item.percent else 1.0)
        if len(listed) > 1 or item.species in (fuel, OXYGEN, NITROGEN) or not 0 < share < 1:
            return ReactorState(), NotApplied(phrase, "an equivalence ratio with amounts of "
                                                      "the mixture's own species beside it")
        fractions = [(name, value * (1 - share)) for name, value in fractions]
        fractions.append((item.species, share))
        diluent = f", {item.species} {share:g} of the whole"
    air = f"{oxygen:g} (O2 + {n2:.4g} N2)" if n2 else f"{oxygen:g} O2"
    return ReactorState(
        amounts=tuple(SpeciesAmount(name, value) for name, value in fractions),
        mixture_source=phrase,
        derivation=f"{phi:g} {fuel} + {air}: phi {phi:g}, {how}{diluent}; mole fractions",
    ), None


def _disagreeing(state: ReactorState, fuels: list[str], words: re.Match[str]
                 ) -> list[NotApplied]:
    """The equivalence ratio stated beside a listed composition, when the composition's own
    differs from it by more than 1 % (the listed amounts are the ones written)."""
    amounts = {item.species: item.amount for item in state.amounts}
    if state.basis != "mole" or len(fuels) != 1 or not amounts.get(OXYGEN):
        return []
    fuel = fuels[0]
    oxygen = stoichiometric_oxygen(mechanism_elements()[fuel])
    listed = amounts.get(fuel, 0.0) * oxygen / amounts[OXYGEN]
    stated = _equivalence_ratio(words)
    if abs(listed - stated) <= 0.01 * stated:
        return []
    return [NotApplied(" ".join(words.group(0).split()),
                       f"the listed composition's equivalence ratio is {listed:.4g}, not "
                       f"{stated:g}; the listed amounts are written")]


def read_reactor(text: str, solver: str | None) -> ReactorReading:
    """The reactor's start said in ``text`` (normalised), when it reads as a
    zero-dimensional reactor (see the module's docstring); an empty reading otherwise."""
    text = text.translate(_SUBSCRIPTS)
    mentions = species_mentions(text)
    amounts = species_amounts(text, mentions)
    fuels = sorted({item.species for item in mentions
                    if stoichiometric_oxygen(mechanism_elements().get(item.species, {})) > 0})
    ratio_words = _PHI.search(text) or _LAMBDA.search(text) or _STOICHIOMETRIC.search(text)
    held = _held(text)
    zero_d = _ZERO_D.search(text)
    speed = any((unit := unit_after(text, match.end())) is not None and unit.kind == "velocity"
                for match in re.finditer(rf"(?<![\w.]){NUMBER}", text))
    ratio, air_amounts = _air_ratio(text, amounts)
    listed = [item for item in amounts if item not in air_amounts]
    if solver not in ZERO_D_SOLVERS:
        if solver is not None or speed or not fuels:
            return ReactorReading()
        if not (ratio_words or len(listed) >= 2) or not (held or zero_d):
            return ReactorReading()
    spans: list[tuple[int, int]] = [(item.start, item.end) for item in mentions]
    spans += [(item.start, item.end) for item in amounts]
    unread: list[NotApplied] = []
    state = ReactorState()
    if len(listed) >= 2:
        start, end = min(item.start for item in listed), max(item.end for item in listed)
        basis = stated_basis(text, start, end)
        scale = 0.01 if all(item.percent for item in listed) else 1.0
        state = replace(state, amounts=tuple(SpeciesAmount(item.species, item.value * scale)
                                             for item in listed),
                        basis=basis or "mole", basis_stated=basis is not None,
                        mixture_source=" ".join(text[start:end].split()))
        if ratio_words is not None:
            spans.append(ratio_words.span())
            unread += _disagreeing(state, fuels, ratio_words)
    elif ratio_words is not None:
        spans.append(ratio_words.span())
        state, note = _premixed(text, fuels, mentions, ratio, listed, ratio_words)
        unread += [note] if note is not None else []
    pressure = _first_quantity(text, "pressure")
    if pressure is None and (atmospheric := _ATMOSPHERIC.search(text)) is not None:
        pressure = (STANDARD_ATMOSPHERE, atmospheric.group(0), *atmospheric.span())
    if pressure is not None:
        state = replace(state, pressure=pressure[0], pressure_source=pressure[1])
        spans.append(pressure[2:])
    temperature = _first_quantity(text, "temperature")
    if temperature is not None:
        state = replace(state, temperature=temperature[0], temperature_source=temperature[1])
        spans.append(temperature[2:])
    if held is not None:
        state = replace(state, held=held[0], held_source=held[1])
        spans.append(held[2:])
    if zero_d is not None:
        spans.append(zero_d.span())
    evidence: tuple[str, int, int] | None = None
    if solver is None and held is not None:
        evidence = held[1:]
    elif solver is None and zero_d is not None:
        evidence = (" ".join(zero_d.group(0).split()), *zero_d.span())
    numbers = tuple(text[start:end] for start, end in spans
                    if any(char.isdigit() for char in text[start:end]))
    return ReactorReading(state if state != ReactorState() else None, tuple(spans), evidence,
                          tuple(unread), numbers)


def with_reactor(requirements: Requirements, reading: ReactorReading) -> Requirements:
    """``requirements`` with the reactor's start, and without values the value reader read from
    the same words (a reactor's initial p and T are no patch's)."""
    if reading.state is None:
        return requirements

    def elsewhere(source: str) -> bool:
        """Whether a value's words are none of the reactor's (either holding the other)."""
        return not any(words in source or (len(source) >= 3 and source in words)
                       for words in reading.numbers)

    return replace(
        requirements, reactor=reading.state,
        properties=tuple(item for item in requirements.properties if elsewhere(item.source)),
        boundary_values=tuple(item for item in requirements.boundary_values
                              if elsewhere(item.source)),
        boundary_types=tuple(item for item in requirements.boundary_types
                             if elsewhere(item.source)),
        not_applied=(*requirements.not_applied, *reading.unread))
