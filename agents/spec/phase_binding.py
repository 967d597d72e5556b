"""A request's fluid words bound to the followed case's phases: "sea water" to ``sludge`` of a
lock exchange, "the oil" to ``water`` of a dam break.

Why: a request says which fluid it means ("with seawater (density 1025 kg/m³) instead of fresh
water", "sea water behind the gate, fresh water in front of it"), the case keeps each phase's
properties under its own name (``water/rho``, ``sludge/rho``); a value read with "sea water"
matched no phase of that name, and was reported as not applied, or was put on ``water``
because "sea water" contains the word. The binding is read from the case, never listed per
tutorial: a word that is a phase's name is that phase; "the dense fluid" and "the light one" the
heaviest and lightest liquid; the other words take the phases left of their kind (a liquid
never a gas), one each, in order of density when several are left; a case with one liquid
holds whichever liquid the request names.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from pathlib import Path

from foam_agent.agents.spec.materials import phase_fluid
from foam_agent.agents.spec.stated import PropertyValue
from foam_agent.foamcase.case.files import property_files
from foam_agent.foamcase.case.locations import locate
from foam_agent.foamcase.case.phases import CasePhase, case_phases
from foam_agent.foamcase.catalog.quantities import QUANTITIES


def bind_phases(words: Iterable[str], phases: tuple[CasePhase, ...]) -> dict[str, str]:
    """Each fluid word (a ``phase_key``) mapped to the case phase it names; a word left out
    when the case gives it no single phase (two liquids left and nothing to order them by).

    Args:
        words: The request's fluid words, in the order it says them.
        phases: The followed case's phases (``case_phases``).
    """
    pending = list(dict.fromkeys(word.lower() for word in words))
    names = {phase.name.lower(): phase for phase in phases}
    bound = {word: names[word].name for word in pending if word in names}
    left = [phase for phase in phases if phase.name not in bound.values()]
    pending = [word for word in pending if word not in bound]
    liquids = sorted((phase for phase in left if not phase.gas and phase.rho is not None),
                     key=lambda phase: phase.rho or 0.0)
    for word, pick in (("heavy liquid", -1), ("light liquid", 0)):
        # "the dense fluid", "the light one": the heaviest or lightest liquid the case keeps.
        if word in pending and len(liquids) > 1:
            bound[word] = liquids[pick].name
    left = [phase for phase in left if phase.name not in bound.values()]
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
                phase_fluid(word)[1] is not None for word in mine) and all(
                phase.rho is not None for phase in room):
            by_rho = sorted(mine, key=lambda word: phase_fluid(word)[1] or 0.0)
            ordered = sorted(room, key=lambda phase: phase.rho or 0.0)
            bound.update({word: phase.name for word, phase in zip(by_rho, ordered, strict=True)})
    return bound


def phase_binding(words: Iterable[str | None], root: Path) -> Mapping[str, str]:
    """``bind_phases`` of the request's words (None: no phase named) for the case at ``root``;
    empty for a single-phase case."""
    named = [word for word in words if word]
    if not named:
        return {}
    phases = case_phases(root)
    return bind_phases(named, phases) if phases else {}


def bound_properties(properties: tuple[PropertyValue, ...], root: Path
                     ) -> tuple[PropertyValue, ...]:
    """``properties`` in the case's own words: each phase word replaced by the case phase it
    names, and a keyword the case does not keep by the one it keeps for the same quantity
    (a mass diffusivity read as ``DT`` is ``Dab`` of a two-liquid case); the request's words
    stay in the source, and the editor writes and the audit reads the same entry."""
    binding = phase_binding((item.phase for item in properties), root)
    if binding:
        properties = tuple(replace(item, phase=binding.get(item.phase.lower(), item.phase))
                           if item.phase else item for item in properties)
    elif any(item.phase for item in properties) and not case_phases(root):
        # A case of one fluid: "the density of water" is its fluid's density.
        properties = tuple(replace(item, phase=None) if item.phase and phase_fluid(
            item.phase)[0] is not None else item for item in properties)
    if not any(_OTHER_KEYWORDS.get(item.name) for item in properties):
        return properties
    texts = {path.relative_to(root).as_posix(): path.read_text(encoding="utf-8",
                                                               errors="replace")
             for path in property_files(root)}
    return tuple(replace(item, name=_case_keyword(item.name, texts)) for item in properties)


#: For each keyword of the quantities catalog, the other keywords holding the same quantity
#: (``DT``: ``Dab``, the same mass diffusivity in another solver's dictionary).
_OTHER_KEYWORDS: dict[str, tuple[str, ...]] = {
    name: tuple(other for other in row.keywords if other != name)
    for row in QUANTITIES for name in row.keywords if len(row.keywords) > 1}


def _case_keyword(name: str, texts: Mapping[str, str]) -> str:
    """``name``, or the one other keyword of its quantity the case keeps when it keeps no
    ``name``."""
    others = _OTHER_KEYWORDS.get(name, ())
    if not others or locate(name, texts):
        return name
    kept = [other for other in others if locate(other, texts)]
    return kept[0] if len(kept) == 1 else name
