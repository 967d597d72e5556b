"""The audit: every requirement of a ``CaseSpec`` checked against the case as written on disk.

Why author-agnostic: "solved" must mean the case does what was asked, whoever wrote it (the
template author, a model, a user). So the audit never asks the author what it did; it reads the
dictionaries with foamlib and compares each stated or derived value with the entry where the
dialect and the model keep it. A requirement that has no place in the case, or that nobody
understood, is a row that is not met: nothing stated disappears without a word.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from foamlib import FoamFieldFile, FoamFileDecodeError

from foam_agent.agents.audit.baseline import baseline_case
from foam_agent.agents.audit.bed import bed_rows
from foam_agent.agents.audit.body_force import body_force_rows
from foam_agent.agents.audit.boundary_words import boundary_word_rows
from foam_agent.agents.audit.coefficients import coefficient_rows
from foam_agent.agents.audit.column import column_rows
from foam_agent.agents.audit.components import component_rows
from foam_agent.agents.audit.condition_numbers import condition_number_row
from foam_agent.agents.audit.conditions import parameter_rows
from foam_agent.agents.audit.defined_values import defined_row
from foam_agent.agents.audit.described import described_rows
from foam_agent.agents.audit.dimensions import dimension_rows
from foam_agent.agents.audit.domain_box import domain_box_rows
from foam_agent.agents.audit.extent import extent_rows
from foam_agent.agents.audit.field_sizes import field_size_row
from foam_agent.agents.audit.frame import frame_rows
from foam_agent.agents.audit.functions import function_rows
from foam_agent.agents.audit.inlet_turbulence import inlet_turbulence_rows
from foam_agent.agents.audit.keyword_vectors import keyword_vector_rows
from foam_agent.agents.audit.numerics import numerics_rows
from foam_agent.agents.audit.outputs import output_rows
from foam_agent.agents.audit.patch_kinds import (
    SYMMETRY_KINDS,
    constraint_mismatch,
    patch_kind_rows,
)
from foam_agent.agents.audit.placement import Placement, field_names, place
from foam_agent.agents.audit.porosity import porosity_rows
from foam_agent.agents.audit.ramps import ramp_rows
from foam_agent.agents.audit.reactor import reactor_rows
from foam_agent.agents.audit.region_cells import region_cell_rows
from foam_agent.agents.audit.regions import region_rows
from foam_agent.agents.audit.rotation import rotation_rows
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.audit.set_fields import (
    face_values,
    set_field_rows,
    set_fields_default,
)
from foam_agent.agents.audit.shapes import shape_rows
from foam_agent.agents.audit.solid_loads import solid_load_rows
from foam_agent.agents.audit.switches import switch_rows
from foam_agent.agents.audit.tolerance import close as _close
from foam_agent.agents.audit.viscosity_law import viscosity_law_rows
from foam_agent.agents.audit.written_fields import written_field_rows
from foam_agent.agents.geometry.audit import TWO_D_REQUIREMENT, geometry_audit
from foam_agent.agents.spec.case_pressure import request_density
from foam_agent.agents.spec.derive import (
    THERMO_FILES,
    Derivation,
    Derived,
    derive,
    gas_properties,
)
from foam_agent.agents.spec.domain_frame import case_frame, placed_cells
from foam_agent.agents.spec.in_case import in_case
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.phase_binding import bound_properties
from foam_agent.agents.spec.region_value import RegionValue
from foam_agent.agents.spec.resolve import (
    Resolution,
    needs_baseline,
    refined_cells,
    resolve_relative,
)
from foam_agent.agents.spec.start_state import phases_meant
from foam_agent.agents.spec.stated import (
    INTERNAL,
    BoundaryType,
    BoundaryValue,
    PropertyValue,
    Timed,
    format_number,
    format_vector,
)
from foam_agent.agents.spec.values.type_scope import declined_by_case
from foam_agent.foamcase.case.blocks import block_cells, block_counts
from foam_agent.foamcase.case.cells_across import cells_across
from foam_agent.foamcase.case.condition_keys import condition_key, patch_groups
from foam_agent.foamcase.case.entry_quantity import holding_locations
from foam_agent.foamcase.case.files import (
    BLOCK_MESH_DICTS,
    TURBULENCE_FILES,
    entries_of,
    field_files,
    first_existing,
    lookup,
    mesh_patches,
    parse,
    phase_turbulence_files,
    property_files,
    subdict,
)
from foam_agent.foamcase.case.locations import NEWTONIAN_MODELS
from foam_agent.foamcase.case.macros import expanded, macro_name, variables
from foam_agent.foamcase.case.mesh_regions import (
    field_region,
    region_patches,
    region_property_files,
)
from foam_agent.foamcase.case.patches import CONSTRAINT_TYPES, resolve
from foam_agent.foamcase.case.phases import case_phases, phase_copies
from foam_agent.foamcase.case.region_fields import changed_entry
from foam_agent.foamcase.case.set_fields import SET_FIELDS
from foam_agent.foamcase.case.sides import patch_sides
from foam_agent.foamcase.case.unnamed_field import field_left_open
from foam_agent.foamcase.case.values import (
    names_internal_field,
    number_of,
    of_uniform,
    show,
    vector_of,
)
from foam_agent.foamcase.catalog import solver
from foam_agent.foamcase.catalog.boundaries import ZERO_VALUED_AS
from foam_agent.foamcase.catalog.conditions import CONDITIONS, FLOW_RATE_CONDITION, condition
from foam_agent.foamcase.catalog.quantities import Quantity
from foam_agent.foamcase.catalog.solvers import MOMENTUM_FIELDS, VELOCITY_FIELDS, time_schemes
from foam_agent.foamcase.catalog.time_units import TimeUnit, time_unit
from foam_agent.foamcase.catalog.viscosity_models import (
    LAMINAR_MODEL_KEYS,
    NEWTONIAN_LAMINAR_MODEL,
)

CONTROL_DICT = "system/controlDict"
#: The phrase geometry rows carry for a size or position the request does not state.
UNSTATED_GEOMETRY = "(default)"
#: Where shallowWaterFoam keeps the magnitude of g.
GRAVITATIONAL_PROPERTIES = "constant/gravitationalProperties"
#: A viscosity the prompt does not call kinematic or dynamic: the one the case keeps.
PROPERTY_ALIASES: dict[str, tuple[str, ...]] = {"viscosity": ("nu", "mu")}


def _as_text(value: Any) -> str | None:
    return None if value is None else show(value)


class _Case:
    """The case's dictionaries, each parsed once for all checks."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._parsed: dict[str, Mapping[str | None, Any] | None] = {}
        self._placed: dict[BoundaryValue | BoundaryType, Placement] = {}
        self._patches: dict[str, str] | None = None

    def entries(self, relative: str) -> Mapping[str | None, Any] | None:
        if relative not in self._parsed:
            self._parsed[relative] = entries_of(self.root / relative)
        return self._parsed[relative]

    def control(self, key: str) -> Any:
        entries = self.entries(CONTROL_DICT)
        return entries.get(key) if entries else None

    def patches_for(self, mentions: tuple[str, ...]) -> list[str]:
        """The patches the prompt's boundary words name, by name or by the side of the
        domain they name ("left wall")."""
        return resolve(mentions, self.patches(), sides=self.sides)

    def patches(self) -> dict[str, str]:
        """The case's patch name → mesh type, read when first asked."""
        if self._patches is None:
            self._patches = mesh_patches(self.root)
        return self._patches

    def sides(self) -> Mapping[str, frozenset[str]]:
        """Each patch's sides of the domain, read from the blockMeshDict when first asked."""
        return patch_sides(self.root)

    def place(self, statements: list[BoundaryValue | BoundaryType],
              face_regions: Sequence[RegionValue] = ()) -> None:
        """Where each boundary statement of the request is checked, by the audit's own rule
        (``placement``): a statement naming a patch wins it over a group ("walls"), so "floor
        heater 600 K, walls 300 K" does not check 300 K on the floor."""
        for region in dict.fromkeys(field_region(str(item.field))[0] for item in statements):
            own = [item for item in statements if field_region(str(item.field))[0] == region]
            # a region's statements are placed on its own patches (``mesh_regions``)
            found = place(own, self.patches(), self.sides, face_regions) if region is None \
                else place(own, region_patches(self.root, region), self.sides)
            self._placed.update(zip(own, found, strict=True))

    def patches_of(self, item: BoundaryValue | BoundaryType) -> tuple[list[str], list[str]]:
        """The patches ``item`` is checked on, and those its words mean that a more specific
        statement sets instead (checked by that statement's rows)."""
        if item not in self._placed:
            # The initial field is no patch: a statement of it placed by no one (a derived
            # initial value) is checked there, as ``place`` checks a stated one.
            return ([INTERNAL] if item.boundary == (INTERNAL,)
                    else self.patches_for(item.boundary)), []
        placed = self._placed[item]
        return placed.patches, placed.ceded


def _walk(entries: Mapping[Any, Any], prefix: tuple[str, ...] = ()
          ) -> Iterator[tuple[tuple[str, ...], Any]]:
    for key, value in entries.items():
        if not isinstance(key, str):
            continue
        if isinstance(value, Mapping):
            yield from _walk(value, (*prefix, key))
        else:
            yield (*prefix, key), value


def _in_unit(value: float, unit: TimeUnit, seconds: str) -> str:
    """A time as the row shows it: with ``seconds`` after it in a case counting seconds,
    else with the case's own unit named ("0.75 year")."""
    return format_number(value) + (seconds if unit.seconds == 1.0 else f" {unit.name}")


def _controls(spec: CaseSpec, case: _Case) -> list[AuditRow]:
    stated = spec.stated
    rows: list[AuditRow] = []
    unit = time_unit(str(case.control("application") or ""))
    for key, item in (("startTime", stated.start_time), ("endTime", stated.end_time),
                      ("deltaT", stated.delta_t), ("maxCo", stated.max_co)):
        if item is None:
            continue
        found = case.control(key)
        # A time stated with a unit is held in seconds; the case counts its own unit.
        expected = unit.from_seconds(float(item.value)) \
            if isinstance(item, Timed) and item.seconds else float(item.value)
        rows.append(AuditRow(requirement=key, phrase=item.source,
                             expected=_in_unit(expected, unit, "") if key != "maxCo"
                             else format_number(expected),
                             file=CONTROL_DICT, entry=key, found=_as_text(found),
                             met=_close(number_of(found), expected)))
    if stated.write_interval is not None:
        interval = stated.write_interval.value
        every = unit.from_seconds(float(interval.value)) \
            if interval.seconds and interval.unit == "time" else float(interval.value)
        found = case.control("writeInterval")
        control = str(case.control("writeControl") or "")
        unit_ok = {"steps": control == "timeStep",
                   "time": control in ("runTime", "adjustableRunTime", "adjustable"),
                   None: True}[interval.unit]
        rows.append(AuditRow(
            requirement="writeInterval", phrase=stated.write_interval.source,
            expected={"steps": f"{format_number(every)} time steps",
                      "time": _in_unit(every, unit, " s"),
                      None: format_number(every)}[interval.unit],
            file=CONTROL_DICT, entry="writeInterval", found=f"{_as_text(found)} ({control})",
            met=_close(number_of(found), every) and unit_ok))
    if stated.solver is not None:
        found = case.control("application")
        # A name of another dialect may mean several v1912 solvers (buoyantFoam): any of them.
        allowed = spec.regime.solver_choices or (stated.solver.value,)
        rows.append(AuditRow(requirement="solver", phrase=stated.solver.source,
                             expected=" or ".join(allowed), file=CONTROL_DICT,
                             entry="application", found=_as_text(found),
                             met=str(found) in allowed))
    return rows


def _property_locations(case: _Case, name: str, phase: str | None,
                        quantity: Quantity | None = None, region: str | None = None
                        ) -> list[tuple[str, str, Any]]:
    """(file, entry, value) of every entry where the case keeps property ``name`` for the
    models it uses (the case model's table, ``foam_agent.foamcase.case.locations``), and
    that may hold ``quantity`` (hartmann's ``mu`` holds no dynamic viscosity); of
    ``region``'s own dictionaries when the property is a region's."""
    files = property_files(case.root) if region is None \
        else region_property_files(case.root, region)
    texts = {path.relative_to(case.root).as_posix(): path.read_text(encoding="utf-8",
                                                                    errors="replace")
             for path in files}
    found: list[tuple[str, str, Any]] = []
    for alias in PROPERTY_ALIASES.get(name, (name,)):
        for location in holding_locations(texts, alias, quantity):
            if phase is not None and location.phase not in (phase, None):
                continue
            entries = case.entries(location.file)
            value = lookup(entries, location.keys) if entries is not None else None
            if _size(value) is not None:
                found.append((location.file, "/".join(location.keys), value))
    return found


def _size(value: Any) -> float | None:
    """An entry's number, or a vector entry's length: a speed stated for a vector keyword
    ("a bulk velocity of 7.62 m/s", ``Ubar``) is written along the entry's own direction."""
    vector = vector_of(value)
    return math.sqrt(sum(c * c for c in vector)) if vector is not None else number_of(value)


def _property_row(case: _Case, item: PropertyValue, derivation: Derivation,
                  pressures: tuple[BoundaryValue, ...] = ()) -> AuditRow:
    locations = _property_locations(case, item.name, item.phase, item.quantity, item.region)
    label = item.name + (f" of {item.phase or item.region}"
                         if item.phase or item.region else "")
    expected = format_number(item.value)
    for relative, entry, value in locations:
        if _close(_size(value), float(item.value)):
            return AuditRow(requirement=label, phrase=item.source, expected=expected,
                            file=relative, entry=entry, found=show(value), met=True)
    if locations:
        relative, entry, value = locations[0]
        return AuditRow(requirement=label, phrase=item.source, expected=expected, file=relative,
                        entry=entry, found=show(value), met=False)
    if item.region is not None:
        return AuditRow(requirement=label, phrase=item.source, expected=expected, met=False,
                        note=f"region '{item.region}' keeps no {item.name} to check")
    initial = _field_entry(case, item.name, INTERNAL) if item.phase is None else None
    sized = field_size_row(case.root, item, *initial) if initial is not None else None
    if sized is not None:
        return sized
    if initial is not None:
        # "k = 0.00375" of a case with a field k and no property k: its initial value.
        return AuditRow(requirement=f"{item.name} (initial field)", phrase=item.source,
                        expected=expected, file=initial[0], entry="internalField",
                        found=_as_text(initial[1]),
                        met=_close(number_of(initial[1]), float(item.value)))
    # A single-fluid case's nu is of no phase, whatever the request called its fluid.
    single_fluid = item.phase is not None and not case_phases(case.root)
    used = next((derived for derived in derivation.values if item.name in derived.inputs and (
        derived.phase == item.phase or (single_fluid and derived.phase is None))), None)
    if used is not None:
        # Met only through the derived entry the case holds: damBreak4phase's oil keeps
        # neither nu nor rho (its density is perfectFluid's rho0), and "rho of oil 900" was
        # met on nothing.
        held = any(_close(number_of(value), used.value)
                   for _, _, value in _property_locations(case, used.quantity, used.phase))
        return AuditRow(requirement=label, phrase=item.source, expected=expected, met=held,
                        note=f"the case keeps no {item.name}"
                        + (f" holding a {item.quantity.name}" if item.quantity else "")
                        + f"; it gives {used.formula}"
                        + ("" if held else f", and the case has no {used.quantity} holding it "
                           "either: the value is not applied"))
    if item.name == "rho" and pressures:
        # An incompressible case keeps no density; the stated one put its pressures in the
        # case's kinematic units (agents.spec.case_pressure), and those rows check them.
        return AuditRow(requirement=label, phrase=item.source, expected=expected, met=True,
                        note="the case keeps no rho; it divides the stated pressures: "
                        + "; ".join(value.conversion for value in pressures))
    texts = {path.relative_to(case.root).as_posix(): path.read_text(encoding="utf-8",
                                                                    errors="replace")
             for path in property_files(case.root)}
    on_condition = condition_number_row(case.root, item, texts)
    if on_condition is not None:
        return on_condition
    defined = defined_row(case.root, item.name, item.value, item.source) \
        if item.phase is None else None
    if defined is not None:
        return defined
    return AuditRow(requirement=label, phrase=item.source, expected=expected, met=False,
                    note=f"the case has no '{item.name}' entry: the value is not applied")


def _kept_rows(case: _Case, kept: tuple[PropertyValue, ...], derivation: Derivation
               ) -> list[AuditRow]:
    """A row per property said to stay as the followed case has it: met where the case holds
    the stated value; where it holds another, unmet with both values, since nothing was
    written (``agents.spec.kept_values``). A value shared by a kept list ("the density and
    the Poisson ratio of 0") that another name of the list holds, read apart in words inside
    this one's, is that name's: this name stays the case's own and is met as kept."""
    rows = [_property_row(case, item, derivation) for item in kept]
    checked: list[AuditRow] = []
    for item, row in zip(kept, rows, strict=True):
        owner = next((other for other, other_row in zip(kept, rows, strict=True)
                      if other is not item and other_row.met and other.value == item.value
                      and other.source in item.source and len(other.source) < len(item.source)),
                     None)
        if row.met:
            note = "said to stay as the followed case has it, and it does"
        elif owner is not None and row.found is not None:
            row = row.model_copy(update={"met": True, "expected": row.found})
            note = (f"said to stay as the followed case has it; the stated "
                    f"{format_number(item.value)} is {owner.name}'s ('{owner.source}')")
        else:
            note = ("said to stay as the followed case has it, but the case holds "
                    f"{row.found or 'no such entry'}: nothing was written; say which is meant")
        checked.append(row.model_copy(update={
            "requirement": f"{row.requirement} (kept)",
            "note": f"{note}; {row.note}" if row.note else note}))
    return checked


def _derived_vector(item: Derived) -> BoundaryValue:
    """A vector field's derived value (``B`` from a Hartmann number) as the boundary value the
    author wrote from it."""
    return BoundaryValue(item.quantity, item.boundary, item.vector, item.phrase)


def _derived_vectors(derivation: Derivation) -> list[BoundaryValue]:
    """Every derived vector field value, placed like a stated one."""
    return [_derived_vector(item) for item in derivation.values if item.direction is not None]


def _derived_rows(case: _Case, derivation: Derivation,
                  sided: Collection[str] = ()) -> list[AuditRow]:
    """The rows of the values derived from the request's (``derive``); ``sided`` are the
    fields whose initial values the request states per side of a diaphragm."""
    rows: list[AuditRow] = []
    for item in derivation.values:
        if item.quantity == "T" and "T" in sided:
            # The fluid's temperature said of one side ("the left half at 40 °C") is that
            # side's, which its own row checks: the field as run is not that value throughout.
            rows.append(AuditRow(requirement="T (initial field, derived)", phrase=item.phrase,
                                 expected=f"{item.value:g}", met=True,
                                 note=f"{item.formula}; the stated sides' temperatures set the "
                                      "initial field, checked by their rows"))
        elif item.quantity == "T":
            rows += [row.model_copy(update={"requirement": "T (initial field, derived)",
                                            "note": "; ".join(
                                                part for part in (item.formula, row.note)
                                                if part)})
                     for row in _value_rows(case, BoundaryValue("T", (INTERNAL,), item.value,
                                                                item.phrase))]
        elif item.direction is not None:
            rows += [row.model_copy(update={"requirement": f"{row.requirement} (derived)",
                                            "note": item.formula})
                     for row in _value_rows(case, _derived_vector(item))]
        elif item.quantity != "U":
            locations = _property_locations(case, item.quantity, item.phase)
            hit = next((loc for loc in locations if _close(number_of(loc[2]), item.value)),
                       locations[0] if locations else None)
            rows.append(AuditRow(
                requirement=f"{item.quantity} (derived)"
                + (f" of {item.phase}" if item.phase else ""),
                phrase=item.phrase, expected=f"{item.value:g}",
                file=hit[0] if hit else None, entry=hit[1] if hit else None,
                found=show(hit[2]) if hit else None,
                met=hit is not None and _close(number_of(hit[2]), item.value),
                note=item.formula))
        else:
            rows.append(_speed_row(case, item.boundary, item.value, item.phrase, item.formula))
    rows.extend(AuditRow(requirement="derived value", phrase=problem.split(":")[0],
                         expected="-", met=False, note=problem)
                for problem in derivation.problems)
    return rows


def _condition_of(file: FoamFieldFile, patch: str, case: _Case) -> Any:
    """The boundaryField entry OpenFOAM reads for ``patch``: its own, its group's or a
    pattern's."""
    entries = file.boundary_field
    key = condition_key(list(entries), patch, patch_groups(case.patches().get(patch)))
    return entries[key] if key is not None else None


def _field_entry(case: _Case, field_name: str, patch: str) -> tuple[str, Any] | None:
    """(file, entry) of ``patch`` (or the internal field) in field ``field_name``: in its
    files, else, for a region's field, in the region's changeDictionaryDict."""
    for name in field_names(field_name):
        for path in field_files(case.root, name):
            try:
                file = FoamFieldFile(path)
                entry = (file.internal_field if patch == INTERNAL
                         else _condition_of(file, patch, case))
            except (FoamFileDecodeError, ValueError, OSError, KeyError, TypeError):
                continue
            if entry is not None:
                return path.relative_to(case.root).as_posix(), entry
    changed = changed_entry(case.root, field_name, None if patch == INTERNAL else patch)
    return (changed[0].relative_to(case.root).as_posix(), changed[1]) \
        if changed is not None else None


def _speed_row(case: _Case, mentions: tuple[str, ...], speed: float, phrase: str,
               note: str = "") -> AuditRow:
    patches = case.patches_for(mentions)
    if not patches:
        return AuditRow(requirement=f"U on {mentions[0]}", phrase=phrase, expected=f"{speed:g}",
                        met=False, note=f"no patch of the case matches '{mentions[0]}'")
    located = _field_entry(case, "U", patches[0])
    value = located[1].get("value") if located and isinstance(located[1], Mapping) else None
    vector = vector_of(value)
    magnitude = math.sqrt(sum(c * c for c in vector)) if vector else None
    return AuditRow(requirement=f"|U| on {mentions[0]}", phrase=phrase, expected=f"{speed:g}",
                    file=located[0] if located else None,
                    entry=f"boundaryField/{patches[0]}/value", found=_as_text(value),
                    met=_close(magnitude, abs(speed)), note=note)


#: Types whose prescribed value is not their ``value`` (which the solver recomputes from it).
_PRESCRIBED_KEYS = {**{row.type: row.value_key for row in CONDITIONS if row.value_key},
                    "uniformTotalPressure": "p0"}
#: Types that are a stated type in another form: a total pressure ramped to its value.
_SAME_TYPES = {"totalPressure": frozenset({"totalPressure", "uniformTotalPressure"}),
               **SYMMETRY_KINDS}


def _prescribed(entry: Mapping[str, Any]) -> tuple[str, Any]:
    """(key, value) a boundary entry prescribes: a total pressure's p0 (a ramp's last value),
    otherwise its ``value``. A Function1 written ``constant v`` (as potentialFoam writes a
    ``uniformValue`` back after its run) prescribes ``v``."""
    key = _PRESCRIBED_KEYS.get(str(entry.get("type")), "value")
    value = entry.get(key, entry.get("value"))
    if isinstance(value, tuple) and len(value) == 2 and value[0] == "constant":
        value = value[1]
    if isinstance(value, tuple) and len(value) == 2 and value[0] == "table" \
            and isinstance(value[1], list) and value[1]:
        value = value[1][-1][-1]  # the ramp's end, held from then on
    return (key if key in entry else "value"), value


def _value_rows(case: _Case, item: BoundaryValue) -> list[AuditRow]:
    where = item.boundary[0]
    if isinstance(item.value, tuple):
        expected = format_vector(item.value)
    else:
        expected = format_number(item.value)
    patches, elsewhere = case.patches_of(item)
    if not patches:
        return [_nowhere_row(f"{item.field} on {where}", item, expected, elsewhere)]
    ceded = _ceded(elsewhere)
    rows: list[AuditRow] = []
    for patch in patches:
        located = _field_entry(case, item.field, patch)
        entry_path = "internalField" if patch == INTERNAL else f"boundaryField/{patch}/value"
        if located is None and patch == INTERNAL and (phased := _phase_rows(case, item,
                                                                              expected)):
            rows.extend(phased)
            continue
        if located is None:
            rows.append(AuditRow(requirement=f"{item.field} on {where}", phrase=item.source,
                                 expected=expected, entry=entry_path, met=False,
                                 note=f"the case has no {item.field} entry for {patch}"))
            continue
        file, entry = located
        value = entry if patch == INTERNAL else (
            _prescribed(entry)[1] if isinstance(entry, Mapping) else None)
        if patch != INTERNAL and isinstance(entry, Mapping):
            entry_path = f"boundaryField/{patch}/{_prescribed(entry)[0]}"
        scope: tuple[str, ...] = () if patch == INTERNAL else ("boundaryField", patch)
        if names_internal_field(value):
            internal = _field_entry(case, item.field, INTERNAL)
            value = internal[1] if internal is not None else value
            scope = ()
        if _holds_macro(value):
            # "value uniform $Uinlet;", "internalField uniform $flowVelocity;" (with the
            # variable in an #include'd file) hold what OpenFOAM reads there: its value.
            value = of_uniform(expanded(value, variables(case.root / file, scope)))
        cells = ""
        if patch == INTERNAL and _is_cell_list(value) \
                and (left := set_fields_default(case.root, item.field)) is not None:
            file, entry_path, value = SET_FIELDS, left[0], left[1]
            cells = ("setFields wrote the field as run cell by cell: the stated initial value "
                     "is the one it leaves in the cells no region selects")
        mapped = f"'{where}' is patch {patch}" if patch != where else ""
        ramp = (f"reached over a ramp ({_as_text(entry.get('p0'))}) and held"
                if isinstance(entry, Mapping) and entry.get("type") == "uniformTotalPressure"
                else "")
        met, faces = _value_met(item, value), ""
        if not met and patch != INTERNAL:
            met, faces = _met_beside_face_regions(case.root, item, value)
        rows.append(AuditRow(requirement=f"{item.field} on {where}", phrase=item.source,
                             expected=expected, file=file, entry=entry_path,
                             found=_as_text(value), met=met,
                             note="; ".join(part for part in (item.assumption, item.conversion,
                                                              mapped, ceded, ramp, faces, cells)
                                            if part)))
    return rows


def _is_cell_list(value: Any) -> bool:
    """Whether an internal field holds one value per cell (``nonuniform List``) rather than
    one value (a number, or a vector's three components)."""
    return isinstance(value, np.ndarray) and (value.ndim == 2 or (
        value.ndim == 1 and value.shape != (3,)))


def _holds_macro(value: Any) -> bool:
    """Whether a boundary value is written through a variable (``$Uinlet``, ``uniform
    $Uinlet``)."""
    return macro_name(value) is not None or (
        isinstance(value, (list, tuple)) and any(macro_name(item) for item in value))


def _phase_rows(case: _Case, item: BoundaryValue, expected: str) -> list[AuditRow]:
    """The initial value checked in each phase's own copy of its field, in a case that keeps
    one per phase and none of the mixture (the phases the words name, else every phase, as
    the boundary editor wrote them); empty where the case keeps no such copies."""
    copies = phase_copies(case.root, item.field)
    names = tuple(phase for phase, _ in copies)
    rows: list[AuditRow] = []
    for phase, name in copies:
        if phase not in phases_meant(item.fluid, names):
            continue
        located = _field_entry(case, name, INTERNAL)
        value = located[1] if located is not None else None
        rows.append(AuditRow(
            requirement=f"{item.field} on {item.boundary[0]} ({phase})", phrase=item.source,
            expected=expected, file=located[0] if located is not None else None,
            entry="internalField", found=_as_text(value) if located is not None else None,
            met=located is not None and _value_met(item, value),
            note="; ".join(part for part in (
                item.assumption, f"the case keeps {item.field} per phase: {name} is the "
                f"{phase}'s") if part)))
    return rows


def _met_beside_face_regions(root: Path, item: BoundaryValue, value: Any) -> tuple[bool, str]:
    """A patch's run-time values met when each is the stated value or a value setFields gives
    its face regions (hotRoom's heater on the floor), with the note saying so."""
    regions = face_values(root, item.field)
    if isinstance(item.value, tuple):
        return False, ""
    listed = value if isinstance(value, list | tuple) else getattr(value, "tolist", lambda: None)()
    if not regions or not isinstance(listed, list) or not listed:
        return False, ""
    numbers = [number_of(entry) for entry in listed]
    if any(number is None for number in numbers):
        return False, ""
    allowed = [float(item.value), *regions]
    met = all(any(_close(number, wanted) for wanted in allowed) for number in numbers)
    others = ", ".join(format_number(region) for region in regions)
    return met, f"setFields gives its face regions {others}; the rest of the patch is checked"


def _value_met(item: BoundaryValue, value: Any) -> bool:
    vector = vector_of(value)
    if isinstance(item.value, tuple):
        return vector is not None and all(
            _close(found, expected) for found, expected in zip(vector, item.value, strict=True))
    # A size along a stated direction, of any vector field ("B 15 along +y").
    if vector is not None and item.direction is not None:
        expected = tuple(float(item.value) * component for component in item.direction)
        return all(_close(f, e) for f, e in zip(vector, expected, strict=True))
    if vector is not None and float(item.value) == 0:
        # "fixedValue D = 0" of a vector field: the zero vector, the one a scalar names.
        return all(component == 0 for component in vector)
    # A size of a vector field with no direction of its own: a speed of the velocity (or a
    # phase's ``U.air``, a region's ``air/U``), a field's size on a patch ("6 T at the
    # walls"), written along the case's own direction there: its length.
    if vector is not None:
        return _close(math.sqrt(sum(c * c for c in vector)), abs(float(item.value)))
    return _close(number_of(value), float(item.value))


def _type_rows(case: _Case, item: BoundaryType, valued: Mapping[str, set[str]]
               ) -> list[AuditRow]:
    """The type checked on each patch it is placed on, in the field it names; a type named
    for no field in the one field the case leaves open there (``field_left_open``, as the
    author wrote it), else in U, p or T."""
    where = item.boundary[0]
    patches, elsewhere = case.patches_of(item)
    if not patches:
        return [_nowhere_row(f"type on {where}", item, item.type, elsewhere)]
    rows: list[AuditRow] = []
    for patch in patches:
        left_open = None if item.field or item.type in CONSTRAINT_TYPES else field_left_open(
            case.root, patch, case.patches(), valued.get(patch, ()))
        named = item.field or left_open
        fields: list[str] = [named] if named else ["U", "p", "T"]
        if named and not field_files(case.root, named):
            # "constantAlphaContactAngle on walls" is alpha's type; interFoam keeps alpha
            # per phase (alpha.water): each phase's copy the case has is the field's.
            fields += [copy for phase in case_phases(case.root)
                       if field_files(case.root, copy := f"{named}.{phase.name}")]
        if "U" in fields and not any(field_files(case.root, name) for name in VELOCITY_FIELDS):
            # A velocity's wall type in a case without U is its momentum field's (hU).
            fields += [name for name in MOMENTUM_FIELDS if field_files(case.root, name)]
        found = [(file, entry.get("type"), entry) for name in fields
                 if (located := _field_entry(case, name, patch)) is not None
                 for file, entry in [located] if isinstance(entry, Mapping)]
        same = _SAME_TYPES.get(item.type, frozenset({item.type}))
        hit = next((each for each in found if each[1] in same), None) or next(
            (each for each in found if _zero_valued(item.type, each[2])), None)
        shown = hit or (found[0] if found else None)
        mesh_type = case.patches().get(patch)
        # A constraint entry the field leaves to the mesh (setConstraintTypes) is the mesh's.
        by_mesh = not found and mesh_type is not None and item.type in CONSTRAINT_TYPES \
            and not constraint_mismatch(item.type, patch, mesh_type)
        rows.append(AuditRow(requirement=f"{item.field or left_open or 'boundary'} type on "
                                         f"{where}",
                             phrase=item.source, expected=item.type,
                             file=shown[0] if shown else None,
                             entry=f"boundaryField/{patch}/type",
                             found=str(shown[1]) if shown else (
                                 f"{mesh_type} (the mesh's)" if by_mesh else None),
                             met=hit is not None or by_mesh,
                             note="; ".join(filter(None, (
                                 "" if hit else constraint_mismatch(item.type, patch, mesh_type),
                                 _ceded(elsewhere))))))
        rows += parameter_rows(item, where, patch, shown[0] if shown else None,
                               shown[2] if shown else None,
                               variables(case.root / shown[0], ("boundaryField", patch))
                               if shown else None)
    return rows


def _zero_valued(kind: str, entry: Mapping[str, Any]) -> bool:
    """Whether ``entry`` is the condition ``kind`` written as the type it is with a zero
    entry (``noSlip`` as ``fixedValue`` of ``(0 0 0)``: ``ZERO_VALUED_AS``)."""
    same = ZERO_VALUED_AS.get(kind)
    if same is None or entry.get("type") != same.type:
        return False
    value = of_uniform(entry.get(same.entry))
    vector = vector_of(value)
    numbers = vector if vector is not None else (number_of(value),)
    return all(number is not None and number == 0 for number in numbers)


def _declined_row(case: _Case, item: BoundaryType, why: str) -> AuditRow:
    """The row of a listed constraint type the case gives other items of its list
    (``type_scope.declined_by_case``): the item keeps the case's own type, shown as found."""
    where = item.boundary[0]
    return AuditRow(requirement=f"{item.type} in a list naming '{where}'", phrase=item.source,
                    expected=f"{item.type} on the list's {item.type} patch, not on '{where}'",
                    file=None, entry=None,
                    found=", ".join(f"{patch}: {case.patches().get(patch)}" for patch in
                                    case.patches_for(item.boundary)) or None,
                    met=True, note=why)


def _ceded(elsewhere: list[str]) -> str:
    return (f"not checked on {', '.join(elsewhere)}: a more specific statement sets "
            f"{'it' if len(elsewhere) == 1 else 'them'}" if elsewhere else "")


def _nowhere_row(requirement: str, item: BoundaryValue | BoundaryType, expected: str,
                 elsewhere: list[str]) -> AuditRow:
    """The row of a statement that lands on no patch: unmet when its words name none, met
    when every patch they name is set by a more specific statement ("walls 300 K" in a case
    whose every wall has a temperature of its own), which its own rows check."""
    where = item.boundary[0]
    if elsewhere:
        return AuditRow(requirement=requirement, phrase=item.source, expected=expected,
                        met=True, note=f"every patch '{where}' means ({', '.join(elsewhere)}) "
                                       "is set by a more specific statement, checked by its rows")
    return AuditRow(requirement=requirement, phrase=item.source, expected=expected, met=False,
                    note=f"no patch of the case matches '{where}'")


def _turbulence_rows(spec: CaseSpec, case: _Case) -> list[AuditRow]:
    stated = spec.stated.turbulence
    if stated is None:
        return []
    path = first_existing(case.root, TURBULENCE_FILES)
    wanted = stated.value
    family = wanted if wanted in ("laminar", "RAS", "LES") else (spec.regime.turbulence or "")
    application = str(case.control("application"))
    row = solver(application)
    if family == "laminar" and row is not None and not row.turbulence:
        return [AuditRow(requirement="laminar", phrase=stated.source, expected="laminar",
                         file=CONTROL_DICT, entry="application", found=application, met=True,
                         note=f"{application} has no turbulence model")]
    phases = phase_turbulence_files(case.root) if path is None else []
    if phases and family:
        return [_simulation_type_row(case, phase, family, stated.source) for phase in phases]
    if path is None:
        return [AuditRow(requirement="turbulence", phrase=stated.source, expected=wanted,
                         met=False, note="the case has no turbulenceProperties/momentumTransport")]
    relative = path.relative_to(case.root).as_posix()
    entries = case.entries(relative) or {}
    simulation = str(entries.get("simulationType"))
    rows = [AuditRow(requirement="simulationType", phrase=stated.source,
                     expected=family or "RAS or LES", file=relative, entry="simulationType",
                     found=simulation,
                     met=simulation == family if family else simulation in ("RAS", "LES"))]
    if wanted not in ("laminar", "RAS", "LES"):
        block = entries.get(family) if family else None
        model = None
        if isinstance(block, Mapping):
            model = block.get("RASModel", block.get("LESModel", block.get("model")))
        rows.append(AuditRow(requirement="turbulence model", phrase=stated.source,
                             expected=wanted, file=relative, entry=f"{family}/model",
                             found=None if model is None else str(model),
                             met=str(model) == wanted))
    return rows


def _simulation_type_row(case: _Case, path: Path, family: str, phrase: str) -> AuditRow:
    """One phase's simulationType in a multiphase Euler case's per-phase turbulence file."""
    relative = path.relative_to(case.root).as_posix()
    found = str((case.entries(relative) or {}).get("simulationType"))
    return AuditRow(requirement=f"simulationType of phase {path.suffix[1:]}", phrase=phrase,
                    expected=family, file=relative, entry="simulationType", found=found,
                    met=found == family)


def _time_regime_row(spec: CaseSpec, case: _Case) -> list[AuditRow]:
    asked = spec.asked("time")
    if asked is None:
        return []
    wanted, phrase = asked.value, asked.phrase
    schemes = case.entries("system/fvSchemes") or {}
    application = str(case.control("application"))
    deciding = time_schemes(application)
    ddt = schemes.get(deciding)
    default = str(ddt.get("default")) if isinstance(ddt, Mapping) else ""
    row = solver(application)
    steady = default == "steadyState" or (row is not None and row.steady)
    return [AuditRow(requirement="steady or transient", phrase=phrase, expected=wanted,
                     file="system/fvSchemes", entry=f"{deciding}/default",
                     found=f"{default} ({application})",
                     met=(wanted == "steady") == steady)]


def _gravity_row(spec: CaseSpec, case: _Case) -> list[AuditRow]:
    stated = spec.stated.gravity
    if stated is None:
        return []
    entries = case.entries("constant/g")
    if entries is None and (shallow := case.entries(GRAVITATIONAL_PROPERTIES)) is not None:
        value, file, entry = shallow.get("g"), GRAVITATIONAL_PROPERTIES, "g"
    else:
        value, file, entry = (entries.get("value") if entries else None), "constant/g", "value"
    vector = vector_of(value)
    magnitude = math.sqrt(sum(c * c for c in vector)) if vector else number_of(value)
    if isinstance(stated.value, tuple) and vector is not None:
        expected, met = format_vector(stated.value), vector is not None and all(
            _close(f, e) for f, e in zip(vector, stated.value, strict=True))
    else:
        wanted = (math.sqrt(sum(c * c for c in stated.value)) if isinstance(stated.value, tuple)
                  else float(stated.value))
        expected, met = f"|g| = {format_number(wanted)}", _close(magnitude, wanted)
    present = entries is not None or file == GRAVITATIONAL_PROPERTIES
    if not present and _is_zero(stated.value):
        # "no gravity" on icoFoam's cavity: its solver reads no g, so there is none to remove.
        return [AuditRow(requirement="g", phrase=stated.source, expected=expected, met=True,
                         note="the case has no constant/g: its solver reads no gravity, so "
                              "the flow has none")]
    return [AuditRow(requirement="g", phrase=stated.source, expected=expected, file=file,
                     entry=entry, found=_as_text(value), met=met,
                     note="" if present else "the case has no constant/g")]


def _is_zero(value: tuple[float, float, float] | float) -> bool:
    return all(component == 0 for component in value) if isinstance(value, tuple) \
        else float(value) == 0


def _mesh_rows(spec: CaseSpec, case: _Case) -> list[AuditRow]:
    stated = spec.stated
    if (stated.extent is None and stated.cells is None and stated.scale is None
            and stated.vertices is None and stated.square is None):
        return []
    path = first_existing(case.root, BLOCK_MESH_DICTS)
    relative = path.relative_to(case.root).as_posix() if path else None
    mesh = case.entries(relative) if relative else None
    rows: list[AuditRow] = []
    if mesh is None:
        for item in (stated.extent, stated.cells, stated.scale):
            if item is not None:
                rows.append(AuditRow(requirement="mesh", phrase=item.source, expected="-",
                                     met=False, note="the case has no readable blockMeshDict"))
        return rows
    scale = number_of(mesh.get("convertToMeters", mesh.get("scale", 1.0))) or 1.0
    if stated.scale is not None:
        rows.append(AuditRow(requirement="mesh scale", phrase=stated.scale.source,
                             expected=format_number(stated.scale.value), file=relative,
                             entry="convertToMeters", found=format_number(scale),
                             met=_close(scale, stated.scale.value)))
    vertices = mesh.get("vertices")
    points = [vector_of(vertex) for vertex in vertices] if isinstance(vertices, list) else []
    if stated.extent is not None:
        rows += extent_rows(stated.extent, case.root, relative, points, scale)
    if stated.square is not None:
        sizes = [max(axis) - min(axis) for axis in zip(
            *(point for point in points if point is not None), strict=False)][:2]
        square = len(sizes) == 2 and _close(sizes[0], sizes[1])
        rows.append(AuditRow(
            requirement="equal sides in x and y", phrase=stated.square.source, expected="x = y",
            file=relative, entry="vertices",
            found=" x ".join(f"{size * scale:g}" for size in sizes) or None, met=square,
            note="" if square else "equal sides asked but no size stated: the followed "
                                   "case's sizes stand"))
    if stated.vertices is not None:
        corners = [point for point in points if point is not None]
        for stated_point in stated.vertices.value:
            match_point = next((point for point in corners if all(
                _close(a, b) for a, b in zip(point, stated_point, strict=True))), None)
            rows.append(AuditRow(requirement="mesh vertex", phrase=stated.vertices.source,
                                 expected=format_vector(stated_point), file=relative,
                                 entry="vertices",
                                 found=None if match_point is None else format_vector(
                                     match_point), met=match_point is not None,
                                 note="a vertex of the blockMeshDict, in its own units"))
    if stated.cells is not None:
        counts = block_cells(mesh) or []
        wanted = placed_cells(stated.cells.value, case_frame(case.root))
        found_cells = cells_across(mesh)
        met = found_cells is not None and all(
            want is None or want == have for want, have in zip(wanted, found_cells, strict=True))
        note = (f"the cells across the domain of {len(counts)} blocks" if len(counts) > 1
                else "")
        rows.append(AuditRow(requirement="cells", phrase=stated.cells.source,
                             expected=" x ".join("-" if n is None else str(n) for n in wanted),
                             file=relative, entry="blocks",
                             found=None if found_cells is None else
                             " x ".join(str(n) for n in found_cells), met=met, note=note))
    return rows


def _adjustable_rows(spec: CaseSpec, case: _Case) -> list[AuditRow]:
    stated = spec.stated.adjustable
    if stated is None:
        return []
    found = str(case.control("adjustTimeStep"))
    on = found.lower() in ("yes", "on", "true", "1")
    return [AuditRow(requirement="adjustTimeStep", phrase=stated.source,
                     expected="yes" if stated.value else "no", file=CONTROL_DICT,
                     entry="adjustTimeStep", found=found, met=on == stated.value)]


def _flux_rows(spec: CaseSpec, case: _Case) -> list[AuditRow]:
    rows: list[AuditRow] = []
    for flux in spec.stated.fluxes:
        field_name, kind = (("U", FLOW_RATE_CONDITION) if flux.is_flow
                            else ("T", "externalWallHeatFluxTemperature"))
        patches = case.patches_for(flux.boundary)
        label = f"{flux.kind} on {flux.boundary[0]}"
        if not patches:
            rows.append(AuditRow(requirement=label, phrase=flux.source,
                                 expected=format_number(flux.value), met=False,
                                 note=f"no patch of the case matches '{flux.boundary[0]}'"))
        for patch in patches:
            located = _field_entry(case, field_name, patch)
            entry = located[1] if located and isinstance(located[1], Mapping) else {}
            found = _flux_value(flux.kind, entry, spec)
            rows.append(AuditRow(requirement=label, phrase=flux.source,
                                 expected=format_number(flux.value),
                                 file=located[0] if located else None,
                                 entry=f"boundaryField/{patch}",
                                 found=f"{entry.get('type')}: {found}",
                                 met=_imposes(entry, kind, flux.kind)
                                 and _close(found, flux.value)))
    return rows


def _volume_rate_key(entry: Mapping[str, Any]) -> str:
    """The entry holding a volume flow rate in the patch's condition: the catalog's
    parameter of that kind (``flowRate`` of a free-surface inlet), ``volumetricFlowRate``
    for any other."""
    row = condition(str(entry.get("type")))
    parameter = row.parameter_of("volume_flow") if row is not None else None
    return parameter.name if parameter is not None else "volumetricFlowRate"


def _imposes(entry: Mapping[str, Any], kind: str, flux_kind: str) -> bool:
    """Whether the patch's condition imposes the flux: ``kind``, or for a volume flow any
    condition the catalog gives a volume flow rate parameter."""
    if entry.get("type") == kind:
        return True
    row = condition(str(entry.get("type")))
    return flux_kind == "volume_flow_rate" and row is not None \
        and row.parameter_of("volume_flow") is not None


def _flux_value(kind: str, entry: Mapping[str, Any], spec: CaseSpec) -> float | None:
    """The flux an entry imposes: a mass flow (directly, or a volume flow times the stated
    density), a volume flow (directly) or a heat flux ``q``."""
    if kind == "heat_flux":
        return number_of(entry.get("q"))
    if kind == "volume_flow_rate":
        volume = entry.get(_volume_rate_key(entry))
        return number_of(volume[-1] if isinstance(volume, list | tuple) else volume)
    mass = entry.get("massFlowRate")
    if mass is not None:
        return number_of(mass[-1] if isinstance(mass, list | tuple) else mass)
    volume = entry.get("volumetricFlowRate")
    rho = next((float(item.value) for item in spec.stated.properties if item.name == "rho"),
               None)
    if volume is None or rho is None:
        return None
    flow = number_of(volume[-1] if isinstance(volume, list | tuple) else volume)
    return None if flow is None else flow * rho


#: Relative tolerance for gas properties a prompt states rounded ("R of 0.7143").
STATED_ROUNDING = 1e-3


def _gas_rows(spec: CaseSpec, case: _Case) -> list[AuditRow]:
    """A stated gas constant or specific heat ratio against the case's molWeight and Cp: they
    are not entries of their own, so the audit checks they follow from the ones that are."""
    stated = [item for item in spec.dimensionless if item.name in ("gamma", "R")]
    if not stated:
        return []
    thermo = next((entries for name in THERMO_FILES
                   if (entries := case.entries(name)) is not None), None)
    gas = gas_properties(thermo) if thermo else None
    rows: list[AuditRow] = []
    for item in stated:
        found: float | None = None
        if gas is not None:
            found = gas.gas_constant if item.name == "R" else gas.gamma
        rows.append(AuditRow(
            requirement="gas constant R" if item.name == "R" else "specific heat ratio",
            phrase=item.phrase, expected=f"{item.value:g}",
            file=THERMO_FILES[0] if thermo else None, entry="specie/molWeight, Cp",
            found=None if found is None else f"{found:.6g}",
            met=found is not None and math.isclose(found, item.value, rel_tol=STATED_ROUNDING),
            note=gas.formula if gas is not None else
            "the case has no molWeight and Cp of a perfect gas (R = 8314.46 / molWeight; "
            "gamma = Cp / (Cp - R))"))
    return rows


def _mach_rows(spec: CaseSpec, case: _Case) -> list[AuditRow]:
    """The Mach number the written case really has at its inlet: |U| / sqrt(gamma R T) with U
    and T read from the inlet patch (T from the initial field where the patch does not fix
    it) and R, gamma from the case's gas.

    Why on its own: "Mach 2.5 ... 250 K" on a normalised-gas tutorial (T = 1) got the speed
    for 250 K while T stayed 1, a Mach 40 inlet that the |U| row called met.
    """
    mach = spec.number("Ma")
    thermo = next((entries for name in THERMO_FILES
                   if (entries := case.entries(name)) is not None), None)
    gas = gas_properties(thermo) if thermo else None
    if mach is None or gas is None:
        return []
    patches = case.patches_for(("inlet",))
    velocity = _field_entry(case, "U", patches[0]) if patches else None
    vector = vector_of(velocity[1].get("value")) \
        if velocity and isinstance(velocity[1], Mapping) else None
    temperature_entry = _field_entry(case, "T", patches[0]) if patches else None
    temperature = None
    if temperature_entry and isinstance(temperature_entry[1], Mapping) \
            and temperature_entry[1].get("type") == "fixedValue":
        temperature = number_of(temperature_entry[1].get("value"))
    else:
        internal = _field_entry(case, "T", INTERNAL)
        temperature = number_of(internal[1]) if internal else None
    if vector is None or not temperature or temperature <= 0:
        return [AuditRow(requirement="Mach number at the inlet", phrase=mach.phrase,
                         expected=f"{mach.value:g}", met=False,
                         note="the case has no inlet with a fixed velocity and a temperature "
                              "to give its Mach number")]
    sound = math.sqrt(gas.gamma * gas.gas_constant * temperature)
    found = math.sqrt(sum(c * c for c in vector)) / sound
    return [AuditRow(requirement="Mach number at the inlet", phrase=mach.phrase,
                     expected=f"{mach.value:g}", file="0/U, 0/T",
                     entry=f"boundaryField/{patches[0]}", found=f"{found:.4g}",
                     met=math.isclose(found, mach.value, rel_tol=STATED_ROUNDING),
                     note=f"Ma = |U| / sqrt(gamma R T) with T = {temperature:g} K as the case "
                          f"has it at the inlet; {gas.formula}")]


def _unparsed_rows(spec: CaseSpec, root: Path) -> list[AuditRow]:
    """One unmet row per number no reader understood, unless its phrase only describes the
    case as it is (each number agreeing with a size the case has: a met row saying which),
    and one per request read but not applicable here, whose row gives the spec's own reason."""
    rows, unread = described_rows(spec.unparsed, root)
    rows += [AuditRow(requirement="not understood", phrase=phrase, expected="?", met=False,
                      note="no reader understood this number, so it is not applied"
                      if any(char.isdigit() for char in phrase) else
                      "a change asked with no value (agents.spec.values.changes): no reader "
                      "can give it one, so the followed case's value stands")
             for phrase in unread]
    rows += [AuditRow(requirement="read, not applied", phrase=item.words, expected="?",
                      met=False, note=f"understood but not applied: {item.reason}")
             for item in spec.not_applied]
    return rows


def _relative_values(resolution: Resolution) -> list[BoundaryValue]:
    """The resolved relative values on patches: statements that win or cede patches like
    stated ones (the author applies them together)."""
    return [BoundaryValue(item.field, item.boundary, item.value, item.phrase)
            for item in resolution.values if item.field != "deltaT"]


def _relative_rows(case: _Case, resolution: Resolution) -> list[AuditRow]:
    """Relative values against the values resolved from their base, with the formula."""
    rows: list[AuditRow] = []
    for item in resolution.values:
        if item.field == "deltaT":
            found = case.control("deltaT")
            expected = float(item.value) if not isinstance(item.value, tuple) else math.nan
            rows.append(AuditRow(requirement="deltaT (relative)", phrase=item.phrase,
                                 expected=format_number(expected), file=CONTROL_DICT,
                                 entry="deltaT", found=_as_text(found),
                                 met=_close(number_of(found), expected), note=item.formula))
            continue
        value = BoundaryValue(item.field, item.boundary, item.value, item.phrase)
        for row in _value_rows(case, value):
            note = "; ".join(part for part in (item.formula, row.note) if part)
            rows.append(row.model_copy(update={"requirement": f"{row.requirement} (relative)",
                                               "note": note}))
    rows.extend(AuditRow(requirement="relative value", phrase=phrase, expected="?", met=False,
                         note=problem) for phrase, problem in resolution.problems)
    return rows


def _refine_rows(spec: CaseSpec, case: _Case, baseline: Path | None) -> list[AuditRow]:
    """Every block's cells against the followed case's times the stated factor."""
    stated = spec.stated.refine
    if stated is None:
        return []
    requirement = f"mesh refinement x{stated.value:g}"
    path = first_existing(case.root, BLOCK_MESH_DICTS)
    relative = path.relative_to(case.root).as_posix() if path else None
    mesh = case.entries(relative) if relative else None
    base_path = first_existing(baseline, BLOCK_MESH_DICTS) if baseline is not None else None
    base_file = parse(base_path) if base_path is not None else None
    base = block_counts(base_file.as_dict()) if base_file is not None else None
    found = block_counts(mesh) if mesh is not None else None
    if baseline is None or base is None or found is None:
        why = ("the followed case is not known here" if baseline is None else
               "the followed case has no readable blockMeshDict" if base is None else
               "the case has no readable blockMeshDict")
        return [AuditRow(requirement=requirement, phrase=stated.source, expected="?",
                         file=relative, entry="blocks", met=False,
                         note=f"{why}, so the refinement cannot be checked")]
    expected = [refined_cells(counts, stated.value) for counts in base]
    shown = "; ".join(" x ".join(str(n) for n in counts) for counts in expected)
    note = ("cells of the followed case's " + "; ".join(" x ".join(str(n) for n in counts)
                                                         for counts in base)
            + f" times {stated.value:g} (a direction of one cell stays one)")
    if len(found) != len(base):
        note = f"the case has {len(found)} blocks, the followed case {len(base)}; " + note
    return [AuditRow(requirement=requirement, phrase=stated.source, expected=shown,
                     file=relative, entry="blocks",
                     found="; ".join(" x ".join(str(n) for n in counts) for counts in found),
                     met=found == expected, note=note)]


#: Viscosity model entries: ESI ``transportModel``, Foundation ``viscosityModel``.
VISCOSITY_MODEL_KEYS = ("transportModel", "viscosityModel")


def _newtonian_rows(spec: CaseSpec, case: _Case) -> list[AuditRow]:
    """A Newtonian fluid asked for: no viscosity model of the case may be a generalised one."""
    stated = spec.stated.newtonian
    if stated is None:
        return []
    rows: list[AuditRow] = []
    for path in property_files(case.root):
        relative = path.relative_to(case.root).as_posix()
        for keys, value in _walk(case.entries(relative) or {}):
            if keys[-1] in VISCOSITY_MODEL_KEYS:
                rows.append(AuditRow(requirement="Newtonian viscosity", phrase=stated.source,
                                     expected="Newtonian", file=relative,
                                     entry="/".join(keys), found=str(value),
                                     met=str(value) in NEWTONIAN_MODELS))
    momentum = first_existing(case.root, TURBULENCE_FILES)
    if momentum is not None:
        relative = momentum.relative_to(case.root).as_posix()
        laminar = subdict((case.entries(relative) or {}).get("laminar")) or {}
        key = next((key for key in LAMINAR_MODEL_KEYS if key in laminar), None)
        if key is not None:
            model = str(laminar[key])
            rows.append(AuditRow(requirement="Newtonian viscosity", phrase=stated.source,
                                 expected=NEWTONIAN_LAMINAR_MODEL, file=relative,
                                 entry=f"laminar/{key}", found=model,
                                 met=model == NEWTONIAN_LAMINAR_MODEL,
                                 note=f"a laminar model other than {NEWTONIAN_LAMINAR_MODEL} "
                                      "is not Newtonian"))
    return rows or [AuditRow(requirement="Newtonian viscosity", phrase=stated.source,
                             expected="Newtonian", met=True,
                             note="the case names no viscosity model: its viscosity is a "
                                  "constant")]


def audit_case(spec: CaseSpec, case_dir: str | Path,
               baseline: Mapping[str, str] | None = None) -> list[AuditRow]:
    """Check every requirement of ``spec`` against the case in ``case_dir``.

    Whether the run reached the end time is the run's verdict, not the audit's: a successful
    run's solver log ends with ``End``.

    Args:
        spec: What the prompt asks for.
        case_dir: The case as written (before a run) or as run.
        baseline: The followed case's files as they were before anything was applied, the
            base of a mesh refinement and of values relative to the target's own ("10 %
            faster than the tutorial"). Without it those rows are unmet, never guessed.

    Returns:
        One row per requirement, unmet rows first.
    """
    root = Path(case_dir)
    if baseline is not None and needs_baseline(spec):
        with baseline_case(baseline) as base:
            return _audit(spec, root, base)
    return _audit(spec, root, None)


def _audit(spec: CaseSpec, root: Path, baseline: Path | None) -> list[AuditRow]:
    spec = in_case(spec, root)
    case = _Case(root)
    derivation = derive(spec, root)
    resolution = resolve_relative(spec, root, baseline)
    declined = {item: why for item in spec.stated.boundary_types
                if (why := declined_by_case(item, case.patches(), root)) is not None}
    types = [item for item in spec.stated.boundary_types if item not in declined]
    case.place([*spec.stated.boundary_values, *_relative_values(resolution),
                *_derived_vectors(derivation), *types],
               spec.stated.regions)
    rows = _controls(spec, case)
    density = request_density(spec)
    pressures = tuple(value for value in spec.stated.boundary_values if value.conversion)
    rows += [_property_row(case, item, derivation, pressures
                           if density is not None and density.words == item.source else ())
             for item in bound_properties(spec.stated.properties, root)]
    rows += _kept_rows(case, bound_properties(spec.stated.kept_properties, root), derivation)
    rows += keyword_vector_rows(spec.stated, root)
    rows += rotation_rows(spec.stated, root)
    rows += coefficient_rows(spec.stated, root)
    rows += body_force_rows(spec.stated, root)
    rows += porosity_rows(spec.stated, root)
    rows += solid_load_rows(spec.stated, root)
    rows += component_rows(spec.stated, root)
    rows += frame_rows(spec.stated, root)
    rows += _derived_rows(case, derivation,
                          {state.field for state in spec.stated.initial_states})
    for value in spec.stated.boundary_values:
        rows += _value_rows(case, value)
    valued: dict[str, set[str]] = {}
    for value in spec.stated.boundary_values:
        for patch in case.patches_of(value)[0]:
            valued.setdefault(patch, set()).add(value.field)
    for kind in types:
        rows += _type_rows(case, kind, valued)
    rows += [_declined_row(case, kind, why) for kind, why in declined.items()]
    rows += boundary_word_rows(spec.stated, root)
    rows += patch_kind_rows(spec.stated, root)
    rows += written_field_rows(spec.stated, root)
    rows += dimension_rows(spec.stated, root)
    rows += _turbulence_rows(spec, case)
    rows += _time_regime_row(spec, case)
    rows += _gravity_row(spec, case)
    rows += _adjustable_rows(spec, case)
    rows += inlet_turbulence_rows(spec.stated, root)
    rows += _flux_rows(spec, case)
    rows += _gas_rows(spec, case)
    rows += _mach_rows(spec, case)
    rows += _mesh_rows(spec, case)
    rows += domain_box_rows(spec, root)
    rows += _refine_rows(spec, case, baseline)
    rows += _relative_rows(case, resolution)
    rows += _newtonian_rows(spec, case)
    rows += region_rows(spec.stated, root)
    rows += reactor_rows(spec.stated, root)
    rows += set_field_rows(spec.stated, root)
    rows += region_cell_rows(spec.stated, root)
    rows += bed_rows(spec.stated, root)
    rows += switch_rows(spec.stated, root)
    rows += shape_rows(spec.stated, root)
    rows += ramp_rows(spec.stated, root)
    rows += function_rows(spec.stated, root)
    rows += column_rows(spec.stated, root)
    rows += numerics_rows(spec.stated, root)
    rows += viscosity_law_rows(spec.stated, root)
    # A channel's sizes in words ("1 m long and 0.1 m tall") are no extent of the extent
    # reader, so only the geometry's rows check them.
    if spec.geometry is not None and _geometry_checked(spec):
        # A size or position the request leaves open is the author's choice, not a requirement.
        # Its 2-D word is the dimensions row's, measured on the cells (not the points' planes)
        # and on any mesh's patch types.
        rows += [row for row in geometry_audit(spec.geometry, root)
                 if row.phrase != UNSTATED_GEOMETRY and not (
                     row.requirement == TWO_D_REQUIREMENT and spec.stated.dimensions)]
    rows += output_rows(spec, root)
    rows += _unparsed_rows(spec, root)
    return sorted(rows, key=lambda row: row.met)


def _geometry_checked(spec: CaseSpec) -> bool:
    """Whether the geometry's own rows check the case: a body, a step or an airfoil, or a
    channel's sizes in words that are no extent of the extent reader's, or its cell bound.

    A channel with neither ("the 2D pipe elbow", "the channel with the cube") states nothing
    of its own to check: its 2-D word is the dimensions row's, measured on any mesh, while
    the geometry's rows asked a readable blockMeshDict or polyMesh and left a Fluent or
    snappyHexMesh case with an unmet "geometry" row that no case could meet before a run."""
    geometry = spec.geometry
    if geometry is None:
        return False
    stated_channel = geometry.kind == "channel" and spec.stated.extent is None and (
        any(bound is not None for bound in (*geometry.lower, *geometry.upper))
        or geometry.max_cells is not None)
    return bool(geometry.obstacles or geometry.step_height or geometry.naca
                or stated_channel)


def unmet(rows: list[AuditRow]) -> list[AuditRow]:
    """The rows not met."""
    return [row for row in rows if not row.met]
