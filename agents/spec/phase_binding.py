"""A request's fluid words bound to the followed case's phases: "sea water" to ``sludge`` of a
lock exchange, "the oil" to ``water`` of a dam break.

Why: a request says which fluid it means ("with seawater (density 1025 kg/m³) instead of fresh
water", "sea water behind the gate, fresh water in front of it"), the case keeps each phase's
properties under its own name (``water/rho``, ``sludge/rho``); a value read with "sea water"
matched no phase of that name, and was reported as not applied, or was put on ``water``
because "sea water" contains the word. The binding is read from the case, never listed per
tutorial: a word that is a phase's name is that phase; a comparative ("the dense fluid", "the
lighter oil", "the less viscous phase") is the request's own liquid with the most or least of
it when the request or the fluids catalog orders two of them, else the case's; the other words
take the phases left of their kind (a liquid never a gas), one each, in order of density (the
request's, else the catalog's) when several are left; a case with one liquid holds whichever
liquid the request names.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from pathlib import Path

from foam_agent.agents.spec.materials import phase_fluid
from foam_agent.agents.spec.stated import INTERNAL, BoundaryValue, PropertyValue
from foam_agent.foamcase.case.entry_quantity import holding_locations
from foam_agent.foamcase.case.files import property_files
from foam_agent.foamcase.case.phases import CasePhase, case_phases, phase_copies
from foam_agent.foamcase.catalog.fluids import DEFAULT_TEMPERATURE, comparative, fluid_row
from foam_agent.foamcase.catalog.quantities import QUANTITIES


def bind_phases(words: Iterable[str], phases: tuple[CasePhase, ...],
                stated: Iterable[PropertyValue] = ()) -> dict[str, str]:
    """Each fluid word (a ``phase_key``) mapped to the case phase it names; a word left out
    when the case gives it no single phase (two liquids left and nothing to order them by).

    A comparative ("heavy liquid", "thin liquid": ``catalog.fluids.COMPARATIVES``) is one of
    the request's own liquids when the request, or the fluids catalog, gives two of them or
    more a value of what it compares ("oil at 850 kg/m3 and brine at 1100; the heavier liquid
    on the left": the brine); else it is the case's liquid with the most or least of it
    (``CasePhase.rho``, ``CasePhase.nu``), and unbound when two share that end.

    Args:
        words: The request's fluid words, in the order it says them.
        phases: The followed case's phases (``case_phases``).
        stated: The request's property values, whose densities and viscosities order its
            fluids.
    """
    pending = list(dict.fromkeys(word.lower() for word in words))
    values = _stated_values(stated)
    names = {phase.name.lower(): phase for phase in phases}
    bound = {word: names[word].name for word in pending if word in names}
    aliases = {word: alias for word in pending if word not in bound
               if (alias := _compared_fluid(word, pending, values)) is not None}
    pending = [word for word in pending if word not in bound and word not in aliases]
    left = [phase for phase in phases if phase.name not in bound.values()]
    for word in pending:
        item = comparative(word)
        if item is None:
            continue
        # "the dense fluid", "the less viscous one": the liquid of the case with the most or
        # least of it.
        ordered = sorted((phase for phase in left if not phase.gas
                          and _phase_value(phase, item.quantity) is not None),
                         key=lambda phase: _phase_value(phase, item.quantity) or 0.0,
                         reverse=item.highest)
        if len(ordered) > 1 and _phase_value(ordered[0], item.quantity) != _phase_value(
                ordered[1], item.quantity):
            bound[word] = ordered[0].name
            left = [phase for phase in left if phase is not ordered[0]]
    pending = [word for word in pending if word not in bound]
    for gas in (True, False):
        mine = [word for word in pending if (phase_fluid(word)[0] or False) == gas]
        only = [phase for phase in phases if phase.gas == gas]
        room = [phase for phase in left if phase.gas == gas]
        if mine and len(only) == 1:
            # A case with one liquid holds whichever liquid the request names ("replace the
            # water with the oil": the oil is damBreak's water phase).
            bound.update({word: only[0].name for word in mine})
        elif len(mine) == 1 and len(room) == 1:
            bound[mine[0]] = room[0].name
        elif mine and len(mine) == len(room) and all(
                _fluid_value(word, "rho", values) is not None for word in mine) and all(
                phase.rho is not None for phase in room):
            by_rho = sorted(mine, key=lambda word: _fluid_value(word, "rho", values) or 0.0)
            ordered = sorted(room, key=lambda phase: phase.rho or 0.0)
            bound.update({word: phase.name for word, phase in zip(by_rho, ordered, strict=True)})
    bound.update({word: bound[alias] for word, alias in aliases.items() if alias in bound})
    return bound


def _stated_values(stated: Iterable[PropertyValue]) -> dict[tuple[str, str], float]:
    """The density and kinematic viscosity the request gives each fluid word, ν from μ/ρ
    when it gives those."""
    values: dict[tuple[str, str], float] = {}
    for item in stated:
        if item.phase and item.name in ("rho", "nu", "mu"):
            values.setdefault((item.phase.lower(), item.name), float(item.value))
    for (word, name), mu in list(values.items()):
        rho = values.get((word, "rho"))
        if name == "mu" and rho:
            values.setdefault((word, "nu"), mu / rho)
    return values


def _fluid_value(word: str, quantity: str, values: Mapping[tuple[str, str], float]
                 ) -> float | None:
    """A fluid word's density or kinematic viscosity: the request's, else the fluids
    catalog's at 20 °C."""
    if (word, quantity) in values:
        return values[(word, quantity)]
    row = fluid_row(word)
    found = row.properties.at(DEFAULT_TEMPERATURE) if row is not None and \
        row.properties is not None and row.kind == "liquid" else None
    if found is None:
        return None
    return found[0] if quantity == "rho" else found[1] / found[0]


def _phase_value(phase: CasePhase, quantity: str) -> float | None:
    """The case's density or kinematic viscosity of ``phase``."""
    return phase.rho if quantity == "rho" else phase.nu


def _compared_fluid(word: str, words: list[str], values: Mapping[tuple[str, str], float]
                    ) -> str | None:
    """The request's own liquid a comparative names: of its other liquid words with a value
    of what it compares, the one with the most or least of it, when there are two or more
    and one alone is at that end; None for a word that is no comparative, or one given a
    value of that quantity itself (then it is a fluid of its own)."""
    item = comparative(word)
    if item is None or (word, item.quantity) in values:
        return None
    known = [(value, other) for other in words
             if other != word and comparative(other) is None and phase_fluid(other)[0] is False
             and (value := _fluid_value(other, item.quantity, values)) is not None]
    if len(known) < 2:
        return None
    known.sort(reverse=item.highest)
    return known[0][1] if known[0][0] != known[1][0] else None


def phase_binding(words: Iterable[str | None], root: Path,
                  stated: Iterable[PropertyValue] = ()) -> Mapping[str, str]:
    """``bind_phases`` of the request's words (None: no phase named) for the case at ``root``,
    ordered by the request's ``stated`` values where a comparative needs them; empty for a
    single-phase case."""
    named = [word for word in words if word]
    if not named:
        return {}
    phases = case_phases(root)
    return bind_phases(named, phases, stated) if phases else {}


def phase_fields(values: tuple[BoundaryValue, ...], root: Path) -> tuple[BoundaryValue, ...]:
    """``values`` in the case's own fields: a value of a field the case keeps only per phase
    (``U.air`` and ``U.water``, no ``U``), on a boundary whose words name one of its phases
    ("air is bubbled in through the bottom at 0.08 m/s": the air, at the inlet), is that
    phase's copy's, on the boundary the other words name. A value naming no phase, or
    several, stays as read (the editor then says the case has no such field).

    Why: the speed was put on the mixture's ``U``, which a bubble column does not keep, and
    the air's inlet kept the tutorial's speed. The editors and the audit both read values
    through here (``agents.spec.case_pressure.in_case_units``)."""
    bound: list[BoundaryValue] = []
    for item in values:
        copies = dict(phase_copies(root, item.field)) if item.boundary[0] != INTERNAL else {}
        words = [word for word in item.boundary if phase_fluid(word.lower())[0] is not None
                 or word.lower() in {phase.lower() for phase in copies}]
        binding = bind_phases(words, case_phases(root)) if copies and words else {}
        named = {binding[word.lower()] for word in words if word.lower() in binding}
        rest = tuple(word for word in item.boundary if word not in words)
        if len(named) != 1 or not rest:
            bound.append(item)
            continue
        phase = named.pop()
        bound.append(replace(item, field=copies[phase], boundary=rest))
    return tuple(bound)


def bound_properties(properties: tuple[PropertyValue, ...], root: Path
                     ) -> tuple[PropertyValue, ...]:
    """``properties`` in the case's own words: each phase word replaced by the case phase it
    names, and a keyword the case does not keep by the one it keeps for the same quantity
    (a mass diffusivity read as ``DT`` is ``Dab`` of a two-liquid case, an option's ``K`` its
    ``strike``); the request's words
    stay in the source, and the editor writes and the audit reads the same entry."""
    binding = phase_binding((item.phase for item in properties), root, properties)
    if binding:
        properties = tuple(replace(item, phase=binding.get(item.phase.lower(), item.phase))
                           if item.phase else item for item in properties)
    elif any(item.phase for item in properties) and not case_phases(root):
        # A case of one fluid: "the density of water" is its fluid's density.
        properties = tuple(replace(item, phase=None) if item.phase and phase_fluid(
            item.phase)[0] is not None else item for item in properties)
    if not any(_other_keywords(item) for item in properties):
        return properties
    texts = {path.relative_to(root).as_posix(): path.read_text(encoding="utf-8",
                                                               errors="replace")
             for path in property_files(root)}
    return tuple(replace(item, name=case_keyword(item, texts)) for item in properties)


def _one_meaning(keyword: str) -> bool:
    """Whether every row of the quantities catalog holding ``keyword`` has one dimensions."""
    return len({row.dimensions for row in QUANTITIES if keyword in row.keywords}) == 1


#: For each keyword of the quantities catalog, the other keywords holding the
#: same quantity (``DT``: ``Dab``, the same mass diffusivity in another solver's dictionary);
#: for each conventional symbol a row aliases, that row's keywords (``K``: ``strike``). A
#: keyword rows of other dimensions hold too (``nu``: a viscosity, a Poisson's ratio) is
#: neither a key nor another's: only the quantity a value was read as says which row's other
#: keywords are its.
_OTHER_KEYWORDS: dict[str, tuple[str, ...]] = {
    **{name: others for row in QUANTITIES for name in row.keywords
       for others in (tuple(other for other in row.keywords
                            if other != name and _one_meaning(other)),)
       if others and _one_meaning(name)},
    **{alias: tuple(dict.fromkeys(keyword for row in QUANTITIES if alias in row.aliases
                                  for keyword in row.keywords))
       for alias in {alias for row in QUANTITIES for alias in row.aliases}},
}


def _other_keywords(item: PropertyValue) -> tuple[str, ...]:
    """The other keywords holding ``item``'s quantity: its row's, where the words proved
    the row ("Young's modulus 70 GPa": ``E`` or a cloud's ``youngsModulus``), else those of
    the one row holding its name."""
    if item.quantity is not None and item.name in item.quantity.keywords:
        return tuple(other for other in item.quantity.keywords if other != item.name)
    return _OTHER_KEYWORDS.get(item.name, ())


def case_keyword(item: PropertyValue, texts: Mapping[str, str]) -> str:
    """``item``'s keyword, or the one other keyword of its quantity the case keeps when it
    keeps none of that name that may hold the quantity (a hopper's ``nu`` is its carrier
    fluid's viscosity, no Poisson's ratio: its cloud's ``poissonsRatio`` is)."""
    others = _other_keywords(item)
    if not others or holding_locations(texts, item.name, item.quantity):
        return item.name
    kept = [other for other in others if holding_locations(texts, other, item.quantity)]
    return kept[0] if len(kept) == 1 else item.name
