"""Stated boundary values and types into the field files of ``0`` (and ``0.orig``).

Why: "lid moves at 2 m/s", "inlet temperature 1 K", "slip on the obstacle" each become one
patch entry. A speed keeps the direction the reference gives that patch (a lid that moves in
+x keeps moving in +x); a value on a patch whose type carries none (``zeroGradient``,
``noSlip``) turns it into ``fixedValue``; entries that the reference ties to the old inlet
value (the initial field, an outlet's ``inletValue``) follow it, and the note says so.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from foamlib import FoamFieldFile

from foam_agent.agents.authors.editors.changed_fields import (
    changed_values,
    edit_changed_values,
)
from foam_agent.agents.authors.editors.inlets import (
    free_pressure_inlets,
    free_velocity_inlets,
    ramp_steady_total_pressures,
    start_at_stated_pressure,
    total_entries,
)
from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.case_pressure import PRESSURE_UNIT, is_kinematic
from foam_agent.agents.spec.derive import SCALED_STATE_LIMIT, case_thermo, gas_properties
from foam_agent.agents.spec.materials import AIR_GAS_CONSTANT
from foam_agent.agents.spec.moving import gives_motion
from foam_agent.agents.spec.region_value import RegionValue
from foam_agent.agents.spec.start_state import phases_meant
from foam_agent.agents.spec.stated import (
    INTERNAL,
    BoundaryType,
    BoundaryValue,
    FieldName,
    Number,
    Requirements,
    Vector,
)
from foam_agent.agents.spec.values.type_scope import declined_by_case
from foam_agent.foamcase.case.condition_keys import condition_key, patch_groups
from foam_agent.foamcase.case.files import (
    Entries,
    as_subdict,
    field_files,
    mesh_patches,
    parse,
    subdict,
)
from foam_agent.foamcase.case.mesh_regions import case_regions, field_region, region_patches
from foam_agent.foamcase.case.moving_walls import by_motion
from foam_agent.foamcase.case.patches import CONSTRAINT_TYPES, is_group, resolve
from foam_agent.foamcase.case.phases import phase_copies
from foam_agent.foamcase.case.sides import patch_sides
from foam_agent.foamcase.case.unnamed_field import field_left_open
from foam_agent.foamcase.case.values import (
    foam_vector,
    names_internal_field,
    same,
    table_direction,
    tidy,
    vector_of,
)
from foam_agent.foamcase.catalog.boundaries import SYMMETRY_TYPES, WALL_FUNCTION
from foam_agent.foamcase.catalog.conditions import (
    ABSOLUTE_FRAME_SWITCHES,
    CONDITIONS,
    condition,
)
from foam_agent.foamcase.catalog.solvers import MOMENTUM_FIELDS, VELOCITY_FIELDS
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: Types whose entries hold the prescribed value, and the keys that hold it (first is the one
#: the prompt means; the rest start equal to it): the catalog's value parameter of each type.
VALUE_KEYS: dict[str, tuple[str, ...]] = {
    row.type: tuple(dict.fromkeys((row.value_key, "value")))
    for row in CONDITIONS if row.value_key is not None}
#: Types a prompt may ask for, and the value keys each needs (filled from the current entry):
#: the catalog's types, those with a value parameter filling it too. A type with parameters
#: the prompt must give (``fixedGradient``'s gradient) is set only when it gives them.
SETTABLE_TYPES: dict[str, tuple[str, ...]] = {
    **{row.type: VALUE_KEYS.get(row.type, ("value",)) for row in CONDITIONS},
    "noSlip": (),
    "slip": (),
    "zeroGradient": (),
}
#: Keys holding a field that foamlib does not know as one: written ``uniform`` like ``value``,
#: since v1912 reads a bare number there only with a deprecation warning.
UNIFORM_KEYS = frozenset({"p0", "T0", *(parameter.name for row in CONDITIONS
                                        for parameter in row.others if parameter.is_field)})
#: Types stated for no particular field that only the mesh decides.
MESH_TYPES = frozenset({"empty", "symmetryPlane", "symmetry", "wedge"})
#: A number followed by a temperature or pressure unit: a value in physical units.
_PHYSICAL_UNIT = lazy_regex(r"\d\s*(?:°\s*[CFK]|K\b|[CF]\b|[kM]?Pa\b|m?bar\b|atm\b|psia?\b)")
#: Where a speed points when neither the prompt nor the reference says.
DEFAULT_DIRECTION: Vector = (1.0, 0.0, 0.0)
#: Pressure lives in p_rgh for buoyant and free-surface solvers when there is no 0/p; the
#: velocity in Urel for the rotating-frame solvers.
FIELD_FALLBACKS: dict[str, tuple[str, ...]] = {"U": VELOCITY_FIELDS, "p": ("p", "p_rgh"),
                                                      "T": ("T",)}


@dataclass(frozen=True)
class _Target:
    field: FieldName | str
    patch: str
    statement: BoundaryValue | BoundaryType


def _field_paths(root: Path, field_name: FieldName | str) -> list[Path]:
    for name in FIELD_FALLBACKS.get(field_name, (field_name,)):
        paths = field_files(root, name)
        if paths:
            return paths
    return []


def _inlet_fallback(root: Path, patches: Mapping[str, str]) -> list[str]:
    """Patches the reference drives with a non-zero fixed velocity: what "inlet" must mean
    in a case whose inlet has another name (``left``)."""
    paths = field_files(root, "U")
    parsed = parse(paths[0]) if paths else None
    if parsed is None:
        return []
    entries = as_subdict(parsed.as_dict().get("boundaryField", {}), "boundaryField")
    found = []
    for name, value in entries.items():
        entry = subdict(value)
        vector = vector_of(entry.get("value")) if entry is not None else None
        if (name in patches and patches[name] != "wall" and entry is not None
                and entry.get("type") == "fixedValue" and vector is not None and any(vector)):
            found.append(name)
    return found


def placements(root: Path, statements: Sequence[BoundaryValue | BoundaryType],
               patches: Mapping[str, str], *, inlet_fallback: bool = True,
               face_regions: Sequence[RegionValue] = ()) -> list[list[str]]:
    """The patches each statement lands on, in order: ``[INTERNAL]`` for the initial field.

    Which statement wins a patch: one naming it (by name, side or synonym) over a group
    ("walls"), which keeps only the patches no statement of its field (or of no field) names.
    "floor heater 600 K, walls 300 K" leaves the floor at 600 K. The audit checks each
    statement where this places it, so the author's rule and the audit's are one.

    Args:
        root: The case (its blockMeshDict places "left wall"; its 0/U the inlet fallback).
        statements: Stated boundary values and types, in any order.
        patches: The case's patch name → mesh type.
        inlet_fallback: Let an "inlet" that names no patch mean the patches the case drives
            with a non-zero fixed velocity. The author writes there; the audit must not look
            for an inlet by the value it checks, so it passes False.
        face_regions: Regions of the request that sit on a side (a heater on the floor).
            setFields writes their value into that patch's faces, which only a value
            condition keeps: a group's type ("everything else insulated") leaves the patch.

    Returns:
        One list of patch names per statement, empty where none matches.
    """
    claimed: dict[FieldName | str | None, set[str]] = {}
    resolved: dict[int, list[str]] = {}
    for index, item in enumerate(statements):
        if item.boundary == (INTERNAL,):
            resolved[index] = [INTERNAL]
            continue
        if is_group(item.boundary):
            continue
        names = resolve(item.boundary, patches, sides=lambda: patch_sides(root))
        if not names and gives_motion(item):
            # "The plate slides at 0.25 m/s": the one wall the case moves, as the audit reads.
            names = by_motion(item.boundary, patches, lambda: patch_sides(root))
        if not names and inlet_fallback and any(
                word.lower().startswith(("inlet", "inflow")) for word in item.boundary):
            names = _inlet_fallback(root, patches)
        resolved[index] = names
        claimed.setdefault(item.field, set()).update(names)
    held = patches_holding_face_regions(root, face_regions, patches)
    for index, item in enumerate(statements):
        if index not in resolved:
            taken = claimed.get(item.field, set()) | claimed.get(None, set())
            if isinstance(item, BoundaryType):
                taken |= held.get(item.field, set()) if item.field else set().union(
                    *held.values())
            resolved[index] = resolve(item.boundary, patches, taken)
    return [resolved[index] for index in range(len(statements))]


def patches_holding_face_regions(root: Path, regions: Sequence[RegionValue],
                                 patches: Mapping[str, str]) -> dict[str, set[str]]:
    """Field → the patches a region of the request sits on (its faces set by setFields).

    Why: a heater is a set of a wall's faces holding their own value; retyping that wall to
    zeroGradient would wipe it at the first time step, so a group's type must not reach it.
    """
    held: dict[str, set[str]] = {}
    for region in regions:
        if region.on is None or (region.selector or "boxToFace") != "boxToFace":
            continue
        names = resolve((region.on,), patches, sides=lambda: patch_sides(root))
        held.setdefault(region.field, set()).update(names)
    return held


def _targets(root: Path, requirements: Requirements, patches: Mapping[str, str],
             report: EditReport) -> list[_Target]:
    """Each stated value and type with the patches it lands on; the rest reported."""
    statements: list[BoundaryValue | BoundaryType] = [
        *requirements.boundary_values, *requirements.boundary_types]
    targets: list[_Target] = []
    placed = placements(root, statements, patches, face_regions=requirements.regions)
    valued: dict[str, set[str]] = {}
    for item, names in zip(statements, placed, strict=True):
        if isinstance(item, BoundaryValue):
            for name in names:
                valued.setdefault(name, set()).add(item.field)
    for item, names in zip(statements, placed, strict=True):
        if item.boundary == (INTERNAL,):
            targets.append(_Target(item.field, INTERNAL, item))  # type: ignore[arg-type]
            continue
        if not names:
            report.skip(item.field or "type", item.source,
                        f"no patch matches; the case's patches are {', '.join(patches)}",
                        what=f"{item.field or 'boundary'} on '{item.boundary[0]}'")
            continue
        if isinstance(item, BoundaryType) and item.field is None:
            if item.type not in MESH_TYPES:
                for name in names:
                    # The one field whose condition there the request leaves open.
                    field_name = field_left_open(root, name, patches, valued.get(name, ()))
                    if field_name is None:
                        report.skip("type", item.source,
                                    "the prompt does not say for which field",
                                    what=f"{item.type} on '{name}'")
                    else:
                        targets.append(_Target(field_name, name, item))
                continue
            for name in names:
                _check_mesh_type(item, name, patches, report)
            continue
        targets.extend(_Target(item.field, name, item) for name in names)  # type: ignore[arg-type]
    return targets


def _check_mesh_type(item: BoundaryType, patch: str, patches: Mapping[str, str],
                     report: EditReport) -> None:
    mesh_type = patches[patch]
    if mesh_type == item.type or {mesh_type, item.type} <= SYMMETRY_TYPES:
        report.edit(Edit("type", "mesh", (patch,), item.type, mesh_type, item.source,
                         changed=False, patch=patch))
    elif not any(skip.what == f"{item.type} on '{patch}'" for skip in report.skips):
        # The mesh editor (``mesh_patch_types``) says why it could not retype the patch.
        report.skip("type", item.source,
                    f"{item.type} is a mesh patch type and the mesh makes '{patch}' a "
                    f"{mesh_type}", what=f"{item.type} on '{patch}'")




def _gas_scale_refusal(root: Path, item: BoundaryValue) -> str | None:
    """Why a temperature or pressure cannot go into the followed case's gas, or None.

    A scaled gas (rhoCentralFoam's obliqueShock, forwardStep, wedge15Ma5: R = 0.714, c = 1 at
    T = 1, p = 1) takes no value in physical units above :data:`SCALED_STATE_LIMIT`: "p = 1
    bar, T = 348 K" there made a Sod shock tube request a wedge case at Mach 0.2 that was
    audited met. A bare number ("inlet temperature 1") is in the case's own units. The mirror
    case: a real gas takes no temperature of the scaled state's size, since no gas is one at
    1 K; FoamBench's "inlet temperature is 1 K" written into LadenburgJet60psi's air was
    audited met and blew up at the first step, where the scaled wedge15Ma5 runs it.
    """
    if item.field not in ("T", "p") or not isinstance(item.value, (int, float)):
        return None
    thermo = case_thermo(root)
    gas = gas_properties(thermo) if thermo is not None else None
    if gas is None:
        return None
    if gas.gas_constant >= AIR_GAS_CONSTANT / 10:
        if item.field != "T" or item.value > SCALED_STATE_LIMIT:
            return None
        return (f"no gas is a gas at {item.value:g} K: the value is a normalised gas's (c = 1 at "
                f"T = 1) and the followed case's is real (R = {gas.gas_constant:.4g} J/(kg K)); "
                "the case's own stands (a tutorial with a normalised gas is needed)")
    if not _PHYSICAL_UNIT.search(item.source) or abs(item.value) <= SCALED_STATE_LIMIT:
        return None
    return (f"the followed case's gas is non-dimensional (R = {gas.gas_constant:.4g} J/(kg K), "
            "the speed of sound 1 at T = 1), so a value in physical units means nothing there; "
            "the case's own stands (a tutorial with a real gas is needed)")


def _kinematic_refusal(root: Path, item: BoundaryValue, density: float | None) -> str | None:
    """Why a pressure stated in a unit of pressure is not written into the case's field of
    that name, or None.

    An incompressible solver keeps p (and a Boussinesq one p_rgh) as p/rho, in m^2/s^2:
    "outlet at 8 kPa" written as 8000 there is a pressure 1000 times too high in water, and
    its audit row compared 8000 with 8000 and was met. A value the request's density put in
    the case's units (``agents.spec.case_pressure``) carries its conversion and is written;
    any other stays out, its row unmet, with what it would be.
    """
    value = item.value
    if item.conversion or isinstance(value, tuple) or value == 0 \
            or not PRESSURE_UNIT.search(item.source):
        return None
    paths = _field_paths(root, item.field)
    if not paths or not is_kinematic(paths[0]):
        return None
    hint = (f" ({float(value) / density:g} m^2/s^2 with the stated density {density:g} "
            "kg/m^3)" if density else "")
    return (f"the case's {paths[0].name} is kinematic (p/rho, m^2/s^2) and {float(value):g} Pa "
            f"is a pressure: state it divided by the density{hint}")


def state_refusal(root: Path, field_name: FieldName, value: Number, source: str) -> str | None:
    """Why a temperature or pressure stated for a region of the gas (a shock tube's side)
    cannot go into the followed case's gas, by the rule for boundary values; or None."""
    return _gas_scale_refusal(root, BoundaryValue(field_name, (INTERNAL,), value, source))


def holds_no_stated_gas_state(root: Path, requirements: Requirements) -> bool:
    """Whether the case's gas cannot hold a stated temperature or pressure at all (a normalised
    gas asked for 348 K, a real one for 1 K): the whole state is in another system of units,
    which no edit of one value mends, so such a case ranks after one whose gas can."""
    return any(_gas_scale_refusal(root, item) is not None
               for item in requirements.boundary_values) or any(
        state_refusal(root, item.field, item.value, item.source) is not None
        for item in requirements.initial_states if item.field != "rho")


def edit_boundaries(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Apply every stated boundary value and type to the field files."""
    if not (requirements.boundary_values or requirements.boundary_types):
        return
    density = next((float(item.value) for item in requirements.properties
                    if item.name == "rho" and item.phase is None), None)
    refused = {id(item): why for item in requirements.boundary_values
               if (why := _gas_scale_refusal(root, item)
                   or _kinematic_refusal(root, item, density)) is not None}
    for item in requirements.boundary_values:
        if id(item) in refused:
            report.skip(item.field, item.source, refused[id(item)],
                        what=f"{item.field} on '{item.boundary[0]}'")
    if refused:
        requirements = replace(requirements, boundary_values=tuple(
            item for item in requirements.boundary_values if id(item) not in refused))
    statements: list[BoundaryValue | BoundaryType] = [*requirements.boundary_values,
                                                      *requirements.boundary_types]
    for region in dict.fromkeys(field_region(str(item.field))[0] for item in statements):
        own = replace(requirements, boundary_values=tuple(
            item for item in requirements.boundary_values
            if field_region(item.field)[0] == region), boundary_types=tuple(
            item for item in requirements.boundary_types
            if field_region(str(item.field))[0] == region))
        if region is None and case_regions(root):
            _left_open_in_regions(own, report)
            continue
        if region is None:
            _edit_statements(root, own, mesh_patches(root), report)
            continue
        changed = changed_values(root, own.boundary_values)
        edit_changed_values(root, changed, report)
        own = replace(own, boundary_values=tuple(
            item for item in own.boundary_values if item not in changed))
        if own.boundary_values or own.boundary_types:
            # a region's own patches, named by its files (``foamcase.case.mesh_regions``)
            _edit_statements(root, replace(own, fluxes=(), regions=()),
                             region_patches(root, region), report)


def _left_open_in_regions(requirements: Requirements, report: EditReport) -> None:
    """Report the values and types bound to no one region of a multi-region case: no region
    reads the case's own ``0`` fields as they stand (they are each region's first copy, which
    the region's files or changeDictionaryDict then set), so which region's is meant stays
    open rather than written where nothing reads it."""
    why = "said of no one region of this multi-region case (constant/regionProperties)"
    for item in requirements.boundary_values:
        report.skip(item.field, item.source, why, what=f"{item.field} on '{item.boundary[0]}'")
    for kind in requirements.boundary_types:
        report.skip(str(kind.field), kind.source, why,
                    what=f"{kind.field} type on '{kind.boundary[0]}'")


def _edit_statements(root: Path, requirements: Requirements, patches: Mapping[str, str],
                     report: EditReport) -> None:
    """Apply the stated boundary values and types to the field files, on ``patches``: the
    case's, or one region's for statements of that region's fields."""
    # A constraint type the case gives other items of its list (edit_mesh_patch_types
    # records why) is no type of this patch's fields.
    requirements = replace(requirements, boundary_types=tuple(
        item for item in requirements.boundary_types
        if declined_by_case(item, patches, root) is None))
    targets = _targets(root, requirements, patches, report)
    # U, p and T first (their roles decide the turbulence fields' inlets), then every other
    # field a value or type is bound to (k at the inlet, omegaWallFunction on the walls).
    for field_name in dict.fromkeys(("U", "p", "T", *(target.field for target in targets))):
        mine = [target for target in targets if target.field == field_name]
        if not mine:
            continue
        paths = _field_paths(root, field_name)
        carrier = next((name for name in MOMENTUM_FIELDS if field_files(root, name)), None) \
            if not paths and field_name == "U" else None
        if carrier is not None:
            # A velocity's wall type in a case without U (shallowWaterFoam's hU): the field
            # that carries the velocity takes it; a speed never goes there.
            typed = [replace(target, field=carrier) for target in mine
                     if isinstance(target.statement, BoundaryType)]
            for path in field_files(root, carrier) if typed else ():
                _edit_field(root, path, typed, set(), patches, report)
            mine = [target for target in mine if isinstance(target.statement, BoundaryValue)]
        if not mine:
            continue
        if not paths:
            mine = _per_phase(root, field_name, mine, patches, report)
            for target in mine:
                report.skip(field_name, target.statement.source, f"the case has no 0/{field_name}")
            continue
        valued = {target.patch for target in mine if isinstance(target.statement, BoundaryValue)}
        for path in paths:
            _edit_field(root, path, mine, valued, patches, report)
    metered = {patch for flux in requirements.fluxes if flux.is_flow
               for patch in resolve(flux.boundary, patches, sides=lambda: patch_sides(root))}
    free_pressure_inlets(root, targets, report, metered=metered)
    free_velocity_inlets(root, targets, report)
    ramp_steady_total_pressures(root, targets, report)
    start_at_stated_pressure(root, targets, report)


def _per_phase(root: Path, field_name: str, targets: list[_Target],
               patches: Mapping[str, str], report: EditReport) -> list[_Target]:
    """Write the initial values of ``field_name`` into each phase's own copy of it, in a case
    that keeps one per phase and none of the mixture (twoPhaseEulerFoam's ``T.air`` and
    ``T.water``): the phases the words name, else every phase. Returns the targets left (a
    boundary's value says nothing of which phase it is, so none is written per phase)."""
    copies = phase_copies(root, field_name)
    names = tuple(phase for phase, _ in copies)
    written: list[_Target] = []
    for phase, name in copies:
        meant = [target for target in targets if target.patch == INTERNAL
                 and isinstance(target.statement, BoundaryValue)
                 and phase in phases_meant(target.statement.fluid, names)]
        for path in field_files(root, name) if meant else ():
            _edit_field(root, path, [replace(target, field=name) for target in meant], set(),
                        patches, report)
        written += meant
    return [target for target in targets if target not in written]


def _edit_field(root: Path, path: Path, targets: list[_Target], valued: set[str],
                patches: Mapping[str, str], report: EditReport) -> None:
    relative = path.relative_to(root).as_posix()
    internal_stated = INTERNAL in valued
    with report.parsing(root, path, targets[0].field, "the stated boundary conditions"), \
            FoamFieldFile(path) as file:
        # A type that holds a value ("inlet total pressure 2 bar") goes first: the stated
        # value then lands in its p0; any other type beside a stated value yields to it.
        # Its old value was filled in from the internal field, which is then tied to nothing.
        typed: set[str] = set()
        for target in targets:
            statement = target.statement
            if isinstance(statement, BoundaryType) and target.patch in valued \
                    and statement.type in VALUE_KEYS:
                _set_type(file, relative, target.patch, statement, patches, report,
                          total_entries(root, target.field, statement.type))
                typed.add(target.patch)
        for target in targets:
            statement = target.statement
            if isinstance(statement, BoundaryValue):
                _set_value(file, relative, target, statement, patches, report,
                           follow=not internal_stated and target.patch not in typed,
                           stated=valued)
            elif target.patch not in valued:
                _set_type(file, relative, target.patch, statement, patches, report,
                          total_entries(root, target.field, statement.type))


def _as_field_value(file: FoamFieldFile, target: _Target, statement: BoundaryValue,
                    current: Any) -> Number | list[Number] | None:
    """The stated value in the field's form: a vector for U (a speed gets a direction)."""
    header = as_subdict(file.get("FoamFile", {}), "FoamFile")
    vector_field = "Vector" in str(header.get("class", ""))
    if not vector_field:
        return None if isinstance(statement.value, tuple) else statement.value
    if isinstance(statement.value, tuple):
        return foam_vector(statement.value)
    speed = float(statement.value)
    reference = vector_of(current) or table_direction(current)
    if reference is None or not any(reference):
        reference = vector_of(file.get("internalField"))
    if statement.direction is not None:
        direction = statement.direction
    elif reference is not None and any(reference):
        norm = math.sqrt(sum(component * component for component in reference))
        direction = tuple(component / norm for component in reference)  # type: ignore[assignment]
        if speed < 0:
            axis = max(range(3), key=lambda index: abs(reference[index]))
            direction = tuple(1.0 if index == axis else 0.0 for index in range(3))  # type: ignore[assignment]
    else:
        direction = DEFAULT_DIRECTION
    return foam_vector([speed * component for component in direction])


def _own_entry(file: FoamFieldFile, patch: str, patches: Mapping[str, str]) -> bool:
    """Whether ``patch`` has an entry of its own, given one when its condition comes from a
    group or a pattern (``wall``, ``"(floor|ceiling)"``): a copy under the patch's name, which
    OpenFOAM reads before them, so an edit changes this patch only."""
    entries = file.boundary_field
    if patch in entries:
        return True
    key = condition_key(list(entries), patch, patch_groups(patches.get(patch)))
    if key is None:
        return False
    entries[patch] = dict(as_subdict(entries[key], f"boundaryField/{key}"))
    return True


def _set_value(file: FoamFieldFile, relative: str, target: _Target, statement: BoundaryValue,
               patches: Mapping[str, str], report: EditReport, *, follow: bool,
               stated: set[str]) -> None:
    if target.patch == INTERNAL:
        previous = file.get("internalField")
        value = _as_field_value(file, target, statement, previous)
        if value is None:
            report.skip(target.field, statement.source, "a vector given for a scalar field")
            return
        unchanged = previous is not None and same(previous, value)
        if not unchanged:
            file.internal_field = value
        report.edit(Edit(target.field, relative, ("internalField",), value, previous,
                         statement.source, changed=not unchanged))
        return
    entries = file.boundary_field
    if not _own_entry(file, target.patch, patches):
        report.skip(target.field, statement.source, f"{relative} has no entry for '{target.patch}'")
        return
    entry = as_subdict(entries[target.patch], f"{relative}: boundaryField/{target.patch}")
    kind = str(entry.get("type", ""))
    if kind in CONSTRAINT_TYPES or patches.get(target.patch) in CONSTRAINT_TYPES:
        report.skip(target.field, statement.source,
                    f"'{target.patch}' is a {patches.get(target.patch, kind)} patch")
        return
    keys = VALUE_KEYS.get(kind)
    previous = entry.get(keys[0]) if keys else entry.get("value")
    if isinstance(previous, tuple) and previous[:1] == ("uniform",):
        previous = previous[1]  # a p0 just written by a stated type, not yet read back
    value = _as_field_value(file, target, statement, previous)
    if value is None:
        report.skip(target.field, statement.source, "a vector given for a scalar field")
        return
    where = ("boundaryField", target.patch)
    if keys is None:
        entries[target.patch] = {"type": "fixedValue", "value": value}
        report.edit(Edit(target.field, relative, where, value, previous, statement.source,
                         patch=target.patch, retyped_from=kind, retyped_to="fixedValue"))
        return
    unchanged = previous is not None and same(previous, value)
    if not unchanged:
        for key in keys:
            entry[key] = _stored(key, value)
    report.edit(Edit(target.field, relative, (*where, keys[0]), value, previous,
                     statement.source, changed=not unchanged, patch=target.patch))
    _absolute_frame(entry, relative, target.patch, kind, statement.source, report)
    if follow and not unchanged and previous is not None and vector_of(previous) != (0, 0, 0) \
            and not same(previous, 0):
        _follow(file, relative, target.patch, previous, value, stated, report)


def _absolute_frame(entry: Any, relative: str, patch: str, kind: str, source: str,
                    report: EditReport) -> None:
    """Set the frame switch of a condition that holds a stated velocity so it takes it as the
    absolute one it is (SRFVelocity's ``relative no``): under ``relative yes`` the rotating
    frame's solver would take the stated absolute inflow as the velocity relative to the
    turning frame, off by Omega x r at every face."""
    switch = ABSOLUTE_FRAME_SWITCHES.get(kind)
    if switch is None:
        return
    name, setting = switch
    current = entry.get(name)
    if current is not setting:
        entry[name] = setting
    report.edit(Edit(name, relative, ("boundaryField", patch, name), setting, current,
                     f"{source} (a stated velocity is absolute)", follows=True,
                     changed=current is not setting, patch=patch))


def _follow(file: FoamFieldFile, relative: str, patch: str, old: Any, new: Any,
            stated: set[str], report: EditReport) -> None:
    """Move the entries the reference ties to the old inlet value along with it: those
    holding the same value, and the internal field when the patch's old value was the
    internal field itself (airFoil2D's ``freestreamValue $internalField``: the free stream
    and the initial field are one value there, and editing the patch alone split them)."""
    reason = f"follows {patch}, as the reference ties them"
    internal = file.get("internalField")
    if internal is not None and (same(internal, old)
                                 or (names_internal_field(old) and _far_field(file, patch))):
        file.internal_field = new
        report.edit(Edit(relative.rpartition("/")[2], relative, ("internalField",), new,
                         internal, reason, follows=True))
    for name, entry, keys in held_at(file, old, skip={patch, *stated}):
        hold(entry, keys, new)
        report.edit(Edit(relative.rpartition("/")[2], relative,
                         ("boundaryField", name, keys[0]), new, old, reason, follows=True,
                         patch=name))


def _far_field(file: FoamFieldFile, patch: str) -> bool:
    """Whether ``patch`` holds a far-field condition (its value key is ``freestreamValue``).

    Why only these: a far field's ``$internalField`` says the free stream and the start state
    are one value; elsewhere (an outlet's or a total-pressure inlet's ``value
    $internalField``) it is only a start value, and the internal field is set on its own."""
    entry = file.boundary_field.get(patch)
    kind = str(entry.get("type", "")) if isinstance(entry, Mapping) else ""
    return VALUE_KEYS.get(kind, ("",))[0] == "freestreamValue"


def held_at(file: FoamFieldFile, old: Any, *, skip: Collection[str] = ()
            ) -> Iterator[tuple[str, Entries, tuple[str, ...]]]:
    """Each patch of ``file`` (but those in ``skip``) whose prescribed value the reference
    holds at ``old``, with its entries and the keys holding that value.

    Why one place: a value the request changes carries with it the patches the reference ties
    to it (an inlet's value in the initial field, hartmann's walls at the applied field); the
    boundary editor and the field-size editor find them alike.
    """
    for name, value in file.boundary_field.items():
        entry = subdict(value)
        if str(name) in skip or entry is None:
            continue
        keys = VALUE_KEYS.get(str(entry.get("type", "")))
        if keys and same(entry.get(keys[0]), old):
            yield str(name), entry, keys


def hold(entry: Entries, keys: Sequence[str], value: Any) -> None:
    """Write ``value`` into each of ``keys`` the patch's entries hold, as each key stores it
    (``p0 uniform 2e5``)."""
    for key in keys:
        if key in entry:
            entry[key] = _stored(key, value)


def _is_no_slip(entry: Entries) -> bool:
    kind = str(entry.get("type", ""))
    if kind == "noSlip":
        return True
    vector = vector_of(entry.get("value"))
    return kind == "fixedValue" and vector is not None and not any(vector)


def _set_type(file: FoamFieldFile, relative: str, patch: str, statement: BoundaryType,
              patches: Mapping[str, str], report: EditReport,
              extra: Mapping[str, Any] | None) -> None:
    entries = file.boundary_field
    if not _own_entry(file, patch, patches):
        report.skip(statement.type, statement.source, f"{relative} has no entry for '{patch}'")
        return
    entry = as_subdict(entries[patch], f"{relative}: boundaryField/{patch}")
    kind = str(entry.get("type", ""))
    where = ("boundaryField", patch, "type")
    if kind == statement.type or (statement.type == "noSlip" and _is_no_slip(entry)):
        report.edit(Edit("type", relative, where, statement.type, kind, statement.source,
                         changed=False, patch=patch))
        _set_parameters(entry, relative, patch, statement, report, is_kinematic(Path(file)))
        return
    row = condition(statement.type)
    if statement.type not in SETTABLE_TYPES or (
            row is not None and len(statement.parameters) < row.needs):
        report.skip(statement.type, statement.source,
                    f"{statement.type} needs values the prompt does not give")
        return
    if extra is None:
        report.skip(statement.type, statement.source,
                    f"{statement.type} needs the gas's gamma, and the case has no perfect gas")
        return
    if kind in CONSTRAINT_TYPES or patches.get(patch) in CONSTRAINT_TYPES:
        report.skip(statement.type, statement.source,
                    f"'{patch}' is a {patches.get(patch, kind)} patch")
        return
    if WALL_FUNCTION.search(statement.type) and patches.get(patch) != "wall":
        # A wall function computes the wall's shear from the first cell's distance to a wall;
        # on another patch OpenFOAM stops ("is not a wall").
        report.skip(statement.type, statement.source,
                    f"{statement.type} is a wall function and the mesh makes '{patch}' a "
                    f"{patches.get(patch, 'patch')}, not a wall")
        return
    current = entry.get("value")
    fill = current if current is not None else file.get("internalField")
    if isinstance(fill, tuple) and fill[:1] == ("uniform",):
        # "uniform $pressure": foamlib keeps a macro's field as its words, which wrapped again
        # ("p0 uniform (uniform $pressure)") no file can hold: composing the case crashed.
        fill = fill[1]
    replacement: dict[str, Any] = {"type": statement.type}
    for key in SETTABLE_TYPES[statement.type]:
        replacement[key] = _stored(key, _plain(fill))
    entries[patch] = {**replacement, **dict(row.defaults if row is not None else ()), **extra}
    report.edit(Edit("type", relative, where, statement.type, kind, statement.source,
                     patch=patch))
    _set_parameters(as_subdict(entries[patch], f"{relative}: boundaryField/{patch}"), relative,
                    patch, statement, report, is_kinematic(Path(file)))


def _set_parameters(entry: Any, relative: str, patch: str, statement: BoundaryType,
                    report: EditReport, kinematic: bool) -> None:
    """Write the parameters stated with a type ("gradient 500", "intensity 0.05") into its
    patch entry, each under the name the type reads; in a kinematic pressure field, none
    with the field's dimensions that the words give in a unit of pressure."""
    row = condition(statement.type)
    for parameter in statement.parameters:
        entry_row = row.parameter(parameter.name) if row is not None else None
        if kinematic and not statement.conversion and entry_row is not None \
                and entry_row.relative == "field" \
                and not isinstance(parameter.value, tuple) and parameter.value != 0 \
                and PRESSURE_UNIT.search(statement.source):
            report.skip(parameter.name, statement.source,
                        f"the case's {relative} is kinematic (p/rho, m^2/s^2) and "
                        f"{parameter.value:g} Pa is a pressure: state it divided by the density")
            continue
        value = (foam_vector(parameter.value) if isinstance(parameter.value, tuple)
                 else parameter.value)
        previous = entry.get(parameter.name)
        unchanged = previous is not None and same(previous, value)
        if not unchanged:
            entry[parameter.name] = _stored(parameter.name, value)
        report.edit(Edit(parameter.name, relative, ("boundaryField", patch, parameter.name),
                         value, previous, statement.source, changed=not unchanged, patch=patch))


def _stored(key: str, value: Any) -> Any:
    """``value`` as entry ``key`` must hold it (``p0 uniform 2e5``)."""
    return ("uniform", value) if key in UNIFORM_KEYS else value


def _plain(value: Any) -> Any:
    """A foamlib value ready to write back (numpy vectors as lists of plain numbers)."""
    vector = vector_of(value)
    if vector is not None:
        return foam_vector(vector)
    if isinstance(value, float):
        return tidy(value)
    return value
