"""Mass and volume flow rates and heat fluxes, each on the boundary its clause names.

Why apart from the boundary values: a flux fixes a flow rate or a heat input, not a field's
value, and is found by its unit or its name ("mass flow rate", "heat flux"). A volume flow rate
is found by its unit only ("4 L/s", "120 m3/h", "30 gpm": pint reads every one), a bare number
after "flow rate" saying neither mass nor volume.
"""

from __future__ import annotations

import re

from foam_agent.agents.spec.phrases import NUMBER, clauses, in_si, sentences, to_number, unit_after
from foam_agent.agents.spec.stated import BoundaryFlux
from foam_agent.agents.spec.values.mentions import BOUNDARY_WORD, CAMEL_CASE, boundary_mentions
from foam_agent.agents.spec.values.page import Page
from foam_agent.agents.spec.values.subscripted import subscript_place
from foam_agent.foamcase.case.vocabulary import installation_vocabulary
from foam_agent.foamcase.catalog.conditions import FLOW_RATE_CONDITION
from foam_agent.foamcase.lazy_pattern import lazy_regex

_FLAGS = re.IGNORECASE
_FLUX_WORDS: dict[str, re.Pattern[str]] = {
    "mass_flow_rate": re.compile(r"\bmass\s*-?\s*flow(?:\s*rate)?\b|\bmassflow\b", _FLAGS),
    "heat_flux": re.compile(r"\bheat\s*-?\s*flux\b|\bwall\s+heat\s+flux\b", _FLAGS),
}


#: A value under a symbol with a subscript ("Q_in = 2500 cfs", "mdot_fuel: 0.2 kg/s",
#: "q_w = 800 W/m2"): the letter is anyone's (Q, V, mdot, q…), so only the unit after the
#: number says the value is a flux, and the subscript says on which boundary.
_SUBSCRIPTED = lazy_regex(
    rf"(?<![\w.])[A-Za-z]+_\{{?(?P<s>[A-Za-z]+)\}}?\s*[=:]\s*(?P<v>{NUMBER})(?![\w.]\d)")
#: The kinds of unit a flux is written in.
_FLUX_KINDS = frozenset({"mass_flow_rate", "volume_flow_rate", "heat_flux"})


def _other_condition(sentence: str) -> bool:
    """Whether ``sentence`` names a condition type of the installation other than the one
    imposing a flow rate ("carries 2 L/s: put the matching velocity on it as a fixedValue"):
    the words then ask for that condition, which the flow rate alone would replace; the
    rate is left to be reported, not imposed over it."""
    types = installation_vocabulary().types
    return any(word in types and word != FLOW_RATE_CONDITION
               for word in re.findall(r"[A-Za-z][A-Za-z0-9]*", sentence))


def read_fluxes(page: Page, patches: tuple[str, ...]) -> tuple[BoundaryFlux, ...]:
    """Mass flow rates (kg/s), volume flow rates (m^3/s) and heat fluxes (W/m^2), found by
    their unit or their name, each on the boundary its clause names (the inlet for a mass flow
    that names none)."""
    found: list[BoundaryFlux] = []
    for sentence in sentences(page.text):
        for piece in clauses(sentence):
            for number in re.finditer(NUMBER, piece.text):
                position = piece.start + number.start()
                if page.is_read(position):
                    continue
                if number.start() and piece.text[number.start() - 1].isalnum():
                    continue
                unit = unit_after(piece.text, number.end())
                kind = next((name for name, words in _FLUX_WORDS.items()
                             if words.search(piece.text[:number.start()])), None)
                if unit is not None and unit.kind in ("mass_flow_rate", "volume_flow_rate",
                                                      "heat_flux"):
                    kind = unit.kind
                elif unit is not None and unit.kind != "none":
                    continue
                if kind is None or (kind == "volume_flow_rate"
                                    and _other_condition(sentence.text)):
                    continue
                named = tuple(mention for mention in boundary_mentions(piece.text, patches)
                              if not CAMEL_CASE.fullmatch(mention)
                              or BOUNDARY_WORD.search(mention))
                # A mass flow naming no boundary is the inlet's; a volume flow only where its
                # clause names one ("a density of 3 gpm" is a misread density, not a flow).
                mentions = named or (("inlet",) if kind == "mass_flow_rate" else ())
                if not mentions:
                    continue
                value = in_si(to_number(number.group(0)), unit)
                source = page.take(piece.start, piece.start + piece.text.find(
                    number.group(0)) + len(number.group(0)) + (
                    len(piece.text[number.end():unit.end]) if unit else 0))
                found.append(BoundaryFlux(kind, mentions, value, source))  # type: ignore[arg-type]
    return tuple(found)


def read_subscripted_fluxes(page: Page) -> tuple[BoundaryFlux, ...]:
    """Flow rates and heat fluxes written under a subscripted symbol ("Q_in = 2500 cfs"),
    each on the boundary its subscript names.

    Why: the clause names no boundary in words, so ``read_fluxes`` placed none, and the
    property reader kept the symbol as a keyword ``Q_in`` no case has, dropping its unit.
    The value binds only when its unit is a flux's and the subscript names a place
    (``subscript_place``); any other symbol is left to the readers after."""
    found: list[BoundaryFlux] = []
    for match in _SUBSCRIPTED.finditer(page.text):
        if not page.claims.is_free(match.start(), match.end()) or page.blocked(match.start()):
            continue
        unit = unit_after(page.text, match.end("v"))
        if unit is None or unit.kind not in _FLUX_KINDS:
            continue
        place = subscript_place(match.group("s"))
        if place is None:
            continue
        sentence = next((item.text for item in sentences(page.text)
                         if item.start <= match.start() < item.end), page.text)
        if unit.kind == "volume_flow_rate" and _other_condition(sentence):
            continue
        value = in_si(to_number(match.group("v")), unit)
        found.append(BoundaryFlux(unit.kind, (place,), value,  # type: ignore[arg-type]
                                  page.take(match.start(), unit.end)))
    return tuple(found)
