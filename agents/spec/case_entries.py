"""A stated value bound to the entry the followed case has, decided once for the spec.

Why one place: a clause can name two entries of different cases ("a bulk velocity of 15 m/s"
is a momentum source's ``Ubar`` in a channel driven by one, and the inlet's speed in a duct
driven through an inlet). A reader binds the words to the entry they name; whether the
followed case has that entry is a fact of the case, not of the words. Decided in each editor,
the value went nowhere (pitzDaily has no ``Ubar``) while the case could hold it in its ordinary
place. So the choice is made here, at the join between the typed spec and the case, and both
the author and the audit read the spec it returns:

- the entry the words name, where the case keeps it;
- else the ordinary place of the same quantity (the catalog row's ``plain_place``), where the
  case has that field with the row's dimensions and one patch the place's words name (a bulk
  velocity over two inlets tells neither's speed);
- else the value is read, not applied, with every place considered.

A speed said of nothing but the case's own name ("pitzDaily simpleFoam, U 20 m/s", "the
channel395 flow at 0.2 m/s": ``foamcase.case.installed_names``) is said of no place: it is the
one inlet's where the case has one, else the entry of the quantity whose ordinary place that
is (a momentum source's ``Ubar``), else, where no patch of the case imposes a velocity (every
one a constraint or ``zeroGradient``: discInConstantFlow's flow is its initial field's alone),
the internal field's, else read, not applied. A velocity written as a vector ("uniform velocity
U = (0.5 0 0.25) m/s") goes to the inlet or the internal field alike, never to a keyword.
A temperature said so ("fireFoam panel: T 68 °F") is the initial field's: the case as a
whole starts at it.

A property between two fluids (a surface tension, a diffusivity of two miscible liquids) goes
to the case's keyword for the pair of phases the words name (interMixingFoam's ``D23``,
``sigma13``: ``foamcase.case.phase_pairs``), or to its only one.

A value said of one phase goes to that phase's own field (``phase_binding.phase_fields``).

A name the cases use both for a field and for a dictionary keyword (``f`` is a field of one
tutorial and the Forchheimer coefficients of porousBlockage's ``fvOptions``) was read as the
field's initial value; where the followed case has no such field and keeps one entry of that
name, the value is that entry's. An entry name is never a place.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path

from foamlib import FoamFieldFile, FoamFileDecodeError

from foam_agent.agents.spec.entry_choice import Context, chosen_entry, context_around
from foam_agent.agents.spec.materials import phase_fluids, phase_key
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.phase_binding import bind_phases, case_keyword, phase_fields
from foam_agent.agents.spec.premixed_fraction import with_fuel_fraction
from foam_agent.agents.spec.stated import (
    INTERNAL,
    BoundaryValue,
    KeywordVector,
    NotApplied,
    PropertyValue,
)
from foam_agent.foamcase.case.files import field_files, mesh_patches, property_files
from foam_agent.foamcase.case.installed_names import is_installed_name
from foam_agent.foamcase.case.locations import QUALIFIER, locate
from foam_agent.foamcase.case.patches import CONSTRAINT_TYPES, normalise, resolve
from foam_agent.foamcase.case.phase_pairs import PairEntry, pair_entries, pair_stem
from foam_agent.foamcase.case.phases import CasePhase, case_phases
from foam_agent.foamcase.case.sides import patch_sides
from foam_agent.foamcase.catalog.conditions import condition
from foam_agent.foamcase.catalog.derivations import FORMULAS, RESTATEMENTS
from foam_agent.foamcase.catalog.quantities import QUANTITIES, Dimensions, Quantity
from foam_agent.foamcase.catalog.solvers import VELOCITY_FIELDS
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: The field a temperature said of the whole case is the initial value of ("periodicCube: T
#: 300 K": the case's own name is no place; what the case starts at is its temperature).
CASE_TEMPERATURE = "T"

#: Where a clause ends, for the fluids a value is said between ("the air–water surface
#: tension to 0.07 N/m": words beside the value's own).
_CLAUSE_END = lazy_regex(r"[.;:!?\n]")

__all__ = ["bind_to_case"]


def bind_to_case(spec: CaseSpec, root: Path) -> CaseSpec:
    """``spec`` with each stated value on an entry the case under ``root`` has.

    A property the case keeps no entry of, whose quantity has an ordinary place the case has,
    becomes a value there carrying the choice and the place it replaced as its assumption; one
    with neither is moved to ``not_applied`` with both places named. Every other value stays
    as read (the editors report a place they cannot write, with why). A stated equivalence
    ratio also gives a premixed case's initial fuel fraction (``premixed_fraction``).
    """
    spec = with_fuel_fraction(spec, root)
    texts = _property_texts(root)
    properties: list[PropertyValue] = []
    moved: list[BoundaryValue] = []
    refused: list[NotApplied] = []
    bound: list[BoundaryValue] = []
    vectors: list[KeywordVector] = []
    for value in phase_fields(spec.stated.boundary_values, root):
        entry = _field_as_entry(value, root, texts)
        if isinstance(entry, KeywordVector):
            vectors.append(entry)
            continue
        if entry is not None:
            properties.append(entry)
            continue
        placed = _placeless(value, root, texts)
        if placed is None:
            bound.append(value)
        elif isinstance(placed, BoundaryValue):
            bound.append(placed)
        elif isinstance(placed, PropertyValue):
            properties.append(placed)
        else:
            refused.append(placed)
    phases = case_phases(root)
    mesh = mesh_patches(root)
    for item in spec.stated.properties:
        item = _one_nested(spec, _said_phase(item, phases), texts, mesh)
        row = item.quantity
        if row is None or item.phase is not None or isinstance(item.value, bool) \
                or locate(item.name, texts):
            properties.append(item)
            continue
        if _restates(item, spec.stated.properties):
            continue
        paired = _pair_choice(spec, item, row, root)
        if isinstance(paired, PropertyValue):
            properties.append(paired)
            continue
        if paired:
            refused.append(NotApplied(item.source, paired))
            continue
        if not row.plain_place:
            properties.append(item)
            continue
        field, where = row.plain_place
        patches = _patches(root, where) if where else []
        held = _holds(root, field, row.dimensions)
        specific = f"'{item.name}' (its {row.name})"
        kind = _imposing(root, field, patches[0]) if held and len(patches) == 1 else None
        if kind is True:
            moved.append(BoundaryValue(
                field, (where,), item.value, item.source,
                assumption=(f"the case keeps no {specific}: its {where}, patch "
                            f"{patches[0]}, holds it as {field}")))
            continue
        lacking = (f"no {field} of a {row.name}'s dimensions" if not held
                   else f"no patch that is its {where}" if not patches
                   else f"a {kind} condition on its {where}, which holds no {field} of "
                        f"its own" if isinstance(kind, str)
                   else f"several patches that are its {where} ({', '.join(patches)}), "
                        f"which one {row.name} does not tell apart")
        refused.append(NotApplied(item.source, (
            f"the followed case keeps no {specific} and has {lacking} to hold it as "
            f"{field} on the {where}")))
    if not moved and not refused and not vectors \
            and tuple(bound) == spec.stated.boundary_values \
            and tuple(properties) == spec.stated.properties:
        return spec
    stated = replace(spec.stated, properties=tuple(properties),
                     boundary_values=(*bound, *moved),
                     vectors=(*spec.stated.vectors, *vectors))
    return spec.model_copy(update={"stated": stated,
                                   "not_applied": (*spec.not_applied, *refused)})


def _one_nested(spec: CaseSpec, item: PropertyValue, texts: dict[str, str],
                patches: Mapping[str, str]) -> PropertyValue:
    """``item`` on the one nested entry of its keyword (or of the keyword the case keeps for
    its quantity: ``youngsModulus`` for a Young's modulus read as ``E``) the words around it
    tell, where the case keeps it in several dictionaries and none per phase
    (``agents.spec.entry_choice``); as read otherwise."""
    if item.phase is not None or item.region is not None or QUALIFIER in item.name:
        return item
    keyword = case_keyword(item, texts)
    found = locate(keyword, texts)
    if len(found) < 2 or any(location.phase is not None for location in found):
        return item
    chosen = chosen_entry(keyword, found, context_around(spec.text, item.source), patches)
    return item if chosen is None else replace(item, name=chosen)


def _field_as_entry(value: BoundaryValue, root: Path, texts: dict[str, str]
                    ) -> PropertyValue | KeywordVector | None:
    """The keyword entry a field's initial value names where the followed case has no such
    field and keeps exactly one entry of that name (see the module's docstring); or, for a
    value said of places, the one entry of that name kept under a dictionary the places name
    ("the stator held still, omega 0": the stator zone's ``omega`` of a dynamicMeshDict, in
    a case with no omega field); None otherwise, the value then staying the field's."""
    if isinstance(value.value, bool) or field_files(root, value.field):
        return None
    found = locate(value.field, texts)
    if value.boundary != (INTERNAL,) and not isinstance(value.value, tuple) \
            and len(found) > 1 and all(location.phase is None for location in found):
        places = " ".join(value.boundary)
        chosen = chosen_entry(value.field, found, Context(places, places), ())
        return None if chosen is None else PropertyValue(chosen, value.value, value.source)
    if value.boundary != (INTERNAL,) or len(found) != 1:
        return None
    if isinstance(value.value, tuple):
        return KeywordVector(value.field, value.value, value.source)
    return PropertyValue(value.field, value.value, value.source)


#: How close a stated consequence must be to the value its stated inputs give.
_RESTATED = 1e-3


def _restates(item: PropertyValue, stated: tuple[PropertyValue, ...]) -> bool:
    """Whether ``item``, whose entry the case does not keep, only restates what other stated
    values give by a catalog relation ("nu = 1e-3 m^2/s and Pr = 1, so the thermal
    diffusivity is 1e-3 m^2/s" of a Boussinesq case keeping nu and Pr): its words are then
    read, as a stated difference that two stated values give is. A value that disagrees is
    kept, and its missing entry reported."""
    values = {other.name: float(other.value) for other in stated
              if other is not item and other.phase is None
              and not isinstance(other.value, (bool, tuple))}
    for formula in (*RESTATEMENTS, *FORMULAS):
        if formula.target != item.name or isinstance(item.value, (bool, tuple)) \
                or not all(values.get(name, 0) > 0 for name in formula.inputs):
            continue
        if math.isclose(formula.value(values), float(item.value), rel_tol=_RESTATED):
            return True
    return False


def _said_phase(item: PropertyValue, phases: tuple[CasePhase, ...]) -> PropertyValue:
    """``item`` with the phase its own words name ("particle diameter 0.4 mm" of a case whose
    phases are ``particles`` and ``air``: the particles'), where it has none and its words
    name one phase of the case, in the singular or as the case writes it; else as read. Only
    a catalog quantity's value (a diameter, a density): a phase's own field ("alpha.air =
    0.42") names its phase in its name, not in its words.

    Why: each phase keeps its own such entry (``particles/constantCoeffs/d`` and
    ``air/constantCoeffs/d``), and a value with no phase was refused as ambiguous although
    its words said whose it is."""
    if item.phase is not None or item.quantity is None or len(phases) < 2:
        return item
    words = set(re.findall(r"[a-z]+", item.source.lower()))
    named = [phase.name for phase in phases
             if phase.name.lower() in words or phase.name.lower().removesuffix("s") in words]
    return replace(item, phase=named[0]) if len(named) == 1 else item


def _property_texts(root: Path) -> dict[str, str]:
    """The case's property dictionaries (``constant/`` and ``system/fvOptions``) as text,
    relative path → text, as ``locate`` reads them."""
    return {path.relative_to(root).as_posix(): path.read_text(encoding="utf-8",
                                                              errors="replace")
            for path in property_files(root)}


def _holds(root: Path, field: str, dimensions: Dimensions) -> bool:
    """Whether the case has ``field`` and every file of it has ``dimensions``."""
    paths = field_files(root, field)
    try:
        return bool(paths) and all(
            tuple(float(exponent) for exponent in FoamFieldFile(path).dimensions) == dimensions
            for path in paths)
    except (FoamFileDecodeError, ValueError, OSError, KeyError, TypeError):
        return False


def _imposing(root: Path, field: str, patch: str) -> bool | str:
    """True where ``field``'s condition on ``patch`` imposes a value of its own (a catalog
    type with a value key: ``fixedValue``, ``freestreamVelocity``), so a speed put there
    replaces only the number; else the type's name (an atmospheric boundary layer's inlet
    draws its profile from ``Uref`` and a height: a uniform speed would replace the profile).
    """
    for path in field_files(root, field):
        try:
            entry = FoamFieldFile(path).boundary_field.get(patch)
        except (FoamFileDecodeError, ValueError, OSError, KeyError, TypeError):
            return "unreadable"
        kind = str(entry.get("type")) if isinstance(entry, Mapping) else "missing"
        row = condition(kind)
        if row is None or row.value_key is None:
            return kind
    return True


#: Conditions that impose no velocity on the flow: the mesh's constraints (``empty``,
#: ``cyclic``, ``symmetryPlane``…) and ``zeroGradient``.
_IMPOSING_NOTHING = CONSTRAINT_TYPES | {"zeroGradient"}


def _carried_inside(root: Path, field: str) -> bool:
    """Whether every patch of ``field`` in the case imposes nothing on it (no inflow, no wall),
    so the flow the case holds is its initial field's."""
    paths = field_files(root, field)
    try:
        boundaries = [FoamFieldFile(path).boundary_field for path in paths]
        entries = [boundary.get(patch) for boundary in boundaries for patch in boundary]
    except (FoamFileDecodeError, ValueError, OSError, KeyError, TypeError):
        return False
    return bool(entries) and all(isinstance(entry, Mapping)
                                 and str(entry.get("type")) in _IMPOSING_NOTHING
                                 for entry in entries)


def _patches(root: Path, words: str) -> list[str]:
    """The case's patches ``words`` ("inlet") name, as the editors resolve them."""
    return resolve((words,), mesh_patches(root), sides=lambda: patch_sides(root))


def _pair_choice(spec: CaseSpec, item: PropertyValue, row: Quantity, root: Path
                 ) -> PropertyValue | str:
    """``item`` on the case's keyword for a pair of its phases, when the case keeps its
    quantity only per pair: its one such keyword, else the pair the clause's fluids name, else
    the two liquids a clause about liquids means where the case has two; the reason when the
    case keeps several and the words tell none; "" when the case keeps no such keyword."""
    stems = tuple(dict.fromkeys(pair_stem(name) for name in (*row.keywords, item.name)))
    entries = pair_entries(root, stems)
    if not entries:
        return ""
    chosen = entries[0] if len(entries) == 1 else _named_pair(spec, item, entries, root)
    kept = ", ".join(f"{entry.keyword} ({'–'.join(entry.phases)})" for entry in entries)
    if chosen is None:
        return (f"the followed case keeps no '{item.name}'; it keeps a {row.name} per pair of "
                f"its phases ({kept}) and the words name no one pair")
    return replace(item, name=chosen.keyword)


def _named_pair(spec: CaseSpec, item: PropertyValue, entries: list[PairEntry], root: Path
                ) -> PairEntry | None:
    """The entry of the two phases the value's clause names ("the air–water surface
    tension", "surface tension 0.05 N/m between air and the oil"), or of the case's two
    liquids for a clause about liquids; None otherwise."""
    at = spec.text.find(item.source)
    start = 0 if at < 0 else max((match.end() for match in _CLAUSE_END.finditer(
        spec.text, 0, at)), default=0)
    after = _CLAUSE_END.search(spec.text, at + len(item.source)) if at >= 0 else None
    clause = item.source if at < 0 else spec.text[
        start:after.start() if after is not None else len(spec.text)]
    phases = case_phases(root)
    named = {phase.name for phase in phases
             if re.search(rf"\b{re.escape(phase.name)}\b", clause, re.IGNORECASE)}
    if len(named) != 2:
        # Fluids the case names otherwise ("brine and fresh water" of ``other`` and ``water``).
        words = [phase_key(match.group(0)) for match in phase_fluids(clause)]
        binding = bind_phases(words, phases) if words else {}
        named = {binding[word] for word in words if word in binding}
    if len(named) != 2 and re.search(r"\bliquids\b", clause, re.IGNORECASE):
        named = {phase.name for phase in phases if not phase.gas}
    if len(named) != 2:
        return None
    return next((entry for entry in entries if set(entry.phases) == named), None)


def _placeless(value: BoundaryValue, root: Path, texts: dict[str, str]
               ) -> BoundaryValue | PropertyValue | NotApplied | None:
    """Where a speed or a temperature said only of the case's own name goes (see the
    module's docstring); None for every other value, which stays as read (a pressure said of
    the case's name has no ordinary place here: "the tank initially at 100 bar" is the start,
    not an inlet)."""
    mentions, speed = value.boundary, value.value
    if isinstance(speed, bool) or not mentions \
            or not all(is_installed_name(mention) for mention in mentions):
        return None
    patches = mesh_patches(root)
    if any(normalise(mention) == normalise(patch) for mention in mentions for patch in patches):
        return None
    said = f"'{mentions[0]}' names the followed case, no place in it"
    if value.field.split(".")[0] == CASE_TEMPERATURE:
        return replace(value, boundary=(INTERNAL,), assumption="; ".join(
            part for part in (f"{said}: a temperature of the whole case is its initial field",
                              value.assumption) if part))
    if value.field not in VELOCITY_FIELDS:
        return None
    inlets = _patches(root, "inlet")
    rows = [row for row in QUANTITIES if row.plain_place == (value.field, "inlet")]
    kind = _imposing(root, value.field, inlets[0]) if len(inlets) == 1 and _holds(
        root, value.field, rows[0].dimensions if rows else (0, 1, -1, 0, 0, 0, 0)) else None
    if isinstance(kind, str):
        return NotApplied(value.source, (
            f"{said}; its inlet's {value.field} is a {kind} condition, which holds no "
            f"{value.field} of its own to take the value"))
    if kind is True:
        taken = f"{said}: taken as its inlet's, patch {inlets[0]}"
        return replace(value, boundary=("inlet",), assumption="; ".join(
            part for part in (taken, value.assumption) if part))
    kept = [(row, keyword) for row in rows for keyword in row.keywords
            if locate(keyword, texts)]
    if len(kept) == 1 and not inlets and not isinstance(speed, tuple):
        row, keyword = kept[0]
        return PropertyValue(keyword, speed, value.source, quantity=row)
    if not inlets and not kept and _carried_inside(root, value.field):
        return replace(value, boundary=(INTERNAL,), assumption="; ".join(
            part for part in (f"{said}: no patch of it imposes a {value.field}, so the flow is "
                              "its initial field's", value.assumption) if part))
    if isinstance(speed, tuple):
        return None
    return NotApplied(value.source, (
        f"{said}, and the case has {len(inlets) or 'no'} inlet patch(es)"
        + (f" and {len(kept)} entries of a {rows[0].name}" if rows and kept else
           f" and no {rows[0].name} entry" if rows else "")
        + ": the place of the value is not told"))
