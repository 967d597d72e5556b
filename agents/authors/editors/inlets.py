"""Pressure-driven inlets: what a stated inlet pressure or total pressure brings with it.

Why: a pressure stated on an inlet whose velocity the followed case fixes over-constrains it.
"Inlet total pressure 2 bar, outlet 1 bar" on rhoSimpleFoam's squareBend (a fixed mass flow in,
a fixed pressure out) fixed both velocity and pressure at the inlet and pressure at the outlet,
and the run diverged five times. The v1912 tutorials driven by pressure (rhoPimpleFoam's
TJunction and annularThermalMixer) let the inlet velocity follow the flux with
``pressureInletOutletVelocity``. And a total pressure or temperature of a compressible case is
the isentropic one, as LadenburgJet60psi's free stream writes it (``psi thermo:psi``, ``gamma``):
the low-speed form ``p0 - rho |U|^2 / 2`` is wrong in a nozzle.

A steady compressible case started from rest does not survive a stated total pressure far from
its initial one: squareBend at 2 bar against its 1.1 bar diverged at the third iteration
(1.2 bar too, and with either inlet form), while the same inlet ramped over 25 iterations, as
TJunction ramps its own in time, from a gas at rest at the outlet's pressure ran 150 iterations
to a steady mass flow (ramped from the tutorial's initial 1.1 bar against a 1 bar outlet, it
still diverged). So such an inlet reaches the stated value by a ``uniformTotalPressure`` table
starting from the outlet's pressure, which the initial field takes, and holds it from then on.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from foamlib import FoamFieldFile

from foam_agent.agents.authors.editors.controls import CONTROL_DICT
from foam_agent.agents.authors.editors.numerics import steady
from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.derive import case_thermo, gas_properties
from foam_agent.agents.spec.stated import INTERNAL, BoundaryType, BoundaryValue, FieldName
from foam_agent.foamcase.case.files import Entries, as_subdict, field_files, parse, subdict
from foam_agent.foamcase.case.values import foam_vector, number_of, tidy, vector_of
from foam_agent.foamcase.catalog import INFLOW_VELOCITY_TYPES, PRESCRIBED_PRESSURE_TYPES

#: The velocity condition of an inlet driven by pressure in the v1912 tutorials.
PRESSURE_INLET_VELOCITY = "pressureInletOutletVelocity"
#: Types whose value depends on the flow's speed and, in a gas, on its compressibility.
TOTAL_TYPES = frozenset({"totalPressure", "totalTemperature"})
#: A total pressure ramped in time (its p0 a Function1 table).
RAMPED_TOTAL_PRESSURE = "uniformTotalPressure"
#: Iterations over which a steady case's inlet reaches a stated total pressure.
RAMP_ITERATIONS = 25
#: The relative step from the initial pressure that a steady case takes without a ramp.
UNRAMPED_STEP = 0.05


class Placed(Protocol):
    """A statement placed on one patch (the boundary editor's targets)."""

    @property
    def field(self) -> FieldName | str: ...

    @property
    def patch(self) -> str: ...

    @property
    def statement(self) -> BoundaryValue | BoundaryType: ...


def total_entries(root: Path, field_name: FieldName | str, kind: str) -> dict[str, Any] | None:
    """The entries besides the value that a ``kind`` condition on ``field_name`` needs here.

    Returns an empty dict for a type that needs none, or for a total pressure in a case
    without a gas (kinematic ``p0 - |U|^2 / 2``); the isentropic entries for a total pressure
    or temperature in a perfect gas; None for a total temperature without a gas, whose gamma
    nothing gives.
    """
    if kind not in TOTAL_TYPES:
        return {}
    thermo = case_thermo(root)
    gas = gas_properties(thermo) if thermo is not None else None
    if gas is None:
        return None if kind == "totalTemperature" else {}
    entries: dict[str, Any] = {"psi": "thermo:psi", "gamma": tidy(round(gas.gamma, 6))}
    if field_name == "p":
        entries = {"rho": "none", **entries}
    return entries


@dataclass(frozen=True)
class _StatedInlet:
    """One patch's condition in one field file, found for a statement on that patch."""

    relative: str
    #: The file's boundaryField, to replace the patch's entry in (written when the file closes).
    entries: Entries
    patch: str
    entry: Entries
    kind: str
    #: The request's words that state the other quantity on the patch.
    source: str


def _stated_inlets(root: Path, name: str, why: str, free: Mapping[str, str],
                   report: EditReport) -> Iterator[_StatedInlet]:
    """Each condition on a patch of ``free`` (patch: the words stating the other quantity) in
    the ``name`` field files, each file open while its patches are looked at and written back
    after: both freeing editors walk the files alike and differ only in what they change."""
    for path in field_files(root, name):
        relative = path.relative_to(root).as_posix()
        with report.parsing(root, path, name, why), FoamFieldFile(path) as file:
            entries = file.boundary_field
            for patch, source in free.items():
                if patch not in entries:
                    continue
                entry = as_subdict(entries[patch], f"{relative}: boundaryField/{patch}")
                yield _StatedInlet(relative, entries, patch, entry,
                                   str(entry.get("type", "")), source)


def free_pressure_inlets(root: Path, targets: Sequence[Placed], report: EditReport, *,
                         metered: Collection[str] = ()) -> None:
    """Let the velocity follow the flux where a pressure is stated on an inlet whose velocity
    the followed case fixes and the request states none.

    A velocity stated beside the pressure stays as stated: the request then fixes both. So does
    a stated mass flow (``metered``, its patches): FoamBench's squareBend states 0.5 kg/s and
    110000 Pa on its inlet; freed, the inlet kept a zero ``value`` under the mass flow's
    condition and every run diverged.
    """
    pressured = {target.patch: target.statement.source for target in targets
                 if target.field == "p" and target.patch != INTERNAL}
    velocity_stated = {target.patch for target in targets if target.field == "U"} | set(metered)
    free = {patch: source for patch, source in pressured.items()
            if patch not in velocity_stated}
    if not free:
        return
    for found in _stated_inlets(root, "U", "a stated inlet pressure", free, report):
        vector = vector_of(found.entry.get("value"))
        if found.kind not in INFLOW_VELOCITY_TYPES or (
                found.kind == "fixedValue" and (vector is None or not any(vector))):
            continue
        found.entries[found.patch] = {"type": PRESSURE_INLET_VELOCITY,
                                      "value": foam_vector(vector or (0.0, 0.0, 0.0))}
        report.edit(Edit(
            "U", found.relative, ("boundaryField", found.patch, "type"),
            PRESSURE_INLET_VELOCITY, found.kind,
            f"the pressure is stated on {found.patch} ('{found.source}') and its velocity is "
            "not: the velocity follows the flux, so the inlet is not over-constrained",
            follows=True, patch=found.patch))


def free_velocity_inlets(root: Path, targets: Sequence[Placed], report: EditReport) -> None:
    """Let the pressure follow the flow where a velocity is stated on an inlet the followed
    case drives by pressure (its velocity condition no fixed inflow, now a fixed value) and the
    request states no pressure there: the converse of ``free_pressure_inlets``. An inlet the
    tutorial already fixes both on (a supersonic inflow) keeps both.

    Why: "T-junction, inlets 1 m/s" on rhoPimpleFoam's TJunction fixed U beside the inlet's
    uniformTotalPressure ramp; both fixed, the run blew up at step 47 and three runs failed.
    With the pressure zeroGradient (fixedFluxPressure for p_rgh), as velocity inlets have in
    the tutorials, it runs.

    A pressure stated in an earlier pass over the case counts as stated (``report`` holds its
    edit): obliqueShock asked for "Mach 2.9 with p = 1" had its inlet velocity derived from
    the Mach number after the stated pressure was written, which had freed the velocity
    (``free_pressure_inlets``); the derived velocity then freed the stated pressure to
    zeroGradient, the supersonic inflow lost its pressure and every run blew up at t = 2.2.
    """
    driven = {edit.patch for edit in report.edits
              if edit.quantity == "U" and edit.patch is not None
              and edit.retyped_from is not None and edit.retyped_from not in INFLOW_VELOCITY_TYPES}
    velocities = {target.patch: target.statement.source for target in targets
                  if target.field == "U" and target.patch in driven
                  and isinstance(target.statement, BoundaryValue)}
    pressure_stated = {target.patch for target in targets if target.field in ("p", "p_rgh")} | {
        edit.patch for edit in report.edits
        if edit.quantity in ("p", "p_rgh") and not edit.follows and edit.patch is not None}
    free = {patch: source for patch, source in velocities.items()
            if patch not in pressure_stated}
    if not free:
        return
    for name, freed in (("p", "zeroGradient"), ("p_rgh", "fixedFluxPressure")):
        for found in _stated_inlets(root, name, "a stated inlet velocity", free, report):
            if found.kind not in PRESCRIBED_PRESSURE_TYPES:
                continue
            found.entries[found.patch] = {"type": freed} if freed == "zeroGradient" else \
                {"type": freed, "value": found.entry.get("value", "$internalField")}
            report.edit(Edit(
                name, found.relative, ("boundaryField", found.patch, "type"), freed, found.kind,
                f"the velocity is stated on {found.patch} ('{found.source}') and its pressure "
                "is not: the pressure follows the flow, so the inlet is not over-constrained",
                follows=True, patch=found.patch))


def ramp_steady_total_pressures(root: Path, targets: Sequence[Placed],
                                report: EditReport) -> None:
    """Reach a stated total pressure of a steady compressible case over the first
    :data:`RAMP_ITERATIONS` iterations (at most half the run) from the case's initial pressure,
    when the two differ by more than :data:`UNRAMPED_STEP` (see the module)."""
    patches = {target.patch for target in targets if target.field == "p"
               and isinstance(target.statement, BoundaryType)
               and target.statement.type == "totalPressure"}
    if not patches or case_thermo(root) is None or not steady(root):
        return
    control = parse(root / CONTROL_DICT)
    end = number_of(control.as_dict().get("endTime")) if control is not None else None
    span = max(1, min(RAMP_ITERATIONS, int(end // 2))) if end else RAMP_ITERATIONS
    for path in field_files(root, "p"):
        relative = path.relative_to(root).as_posix()
        with report.parsing(root, path, "p", "a stated total pressure"), \
                FoamFieldFile(path) as file:
            start = _at_rest(file, patches)
            ramped = False
            for patch in sorted(patches):
                entry = subdict(file.boundary_field.get(patch))
                total = number_of(entry.get("p0")) if entry is not None else None
                if entry is None or entry.get("type") != "totalPressure" or not start \
                        or total is None or abs(total - start) <= UNRAMPED_STEP * abs(start):
                    continue
                ramped = True
                entry["type"] = RAMPED_TOTAL_PRESSURE
                entry["p0"] = ("table", [[0, tidy(start)], [span, tidy(total)]])
                entry["value"] = tidy(start)
                report.edit(Edit(
                    "p", relative, ("boundaryField", patch, "p0"),
                    f"table ((0 {tidy(start)}) ({span} {tidy(total)}))", total,
                    f"the stated total pressure, reached over the first {span} iterations from "
                    f"the initial {tidy(start)}: a steady compressible case started from rest "
                    "diverges on the step", follows=True, patch=patch))
            internal = number_of(file.get("internalField"))
            if ramped and start is not None and internal != start:
                file.internal_field = tidy(start)
                report.edit(Edit("p", relative, ("internalField",), tidy(start), internal,
                                 "the gas starts at rest at the fixed outlet pressure, from "
                                 "which the stated total pressure is ramped", follows=True))


def start_at_stated_pressure(root: Path, targets: Sequence[Placed], report: EditReport) -> None:
    """Start the gas of a steady compressible case at the one fixed pressure the request
    states on its patches (an outlet's), when it states no initial pressure and the case's
    initial one differs by more than :data:`UNRAMPED_STEP`.

    Why: squareBend with "the outlet at 0.2 bar gauge" (121325 Pa) against its initial
    110000 Pa diverged at the second iteration in all five runs; started at the outlet's
    pressure, as the tutorial starts at its own outlet's, the same case runs.
    """
    pressures = [target for target in targets if target.field == "p"]
    if any(target.patch == INTERNAL for target in pressures) or case_thermo(root) is None \
            or not steady(root):
        return
    stated = {float(target.statement.value) for target in pressures
              if isinstance(target.statement, BoundaryValue)
              and not isinstance(target.statement.value, tuple)}
    if len(stated) != 1:
        return
    value = stated.pop()
    if not any(edit.quantity == "p" and edit.patch is not None and not edit.follows
               and edit.keys[-1:] == ("value",) for edit in report.edits):
        return  # not written on any patch (refused): nothing to start from
    for path in field_files(root, "p"):
        relative = path.relative_to(root).as_posix()
        with report.parsing(root, path, "p", "a stated outlet pressure"), \
                FoamFieldFile(path) as file:
            internal = number_of(file.get("internalField"))
            if internal is None or abs(value - internal) <= UNRAMPED_STEP * abs(internal):
                continue
            file.internal_field = tidy(value)
            report.edit(Edit("p", relative, ("internalField",), tidy(value), internal,
                             "the gas starts at the stated fixed pressure: a steady "
                             "compressible case started far from it diverges", follows=True))


def _at_rest(file: FoamFieldFile, ramped: set[str]) -> float | None:
    """The pressure a ramp starts from: the one fixed pressure of the other patches (the
    outlet's), which the initial field then takes so the gas starts at rest; else the
    initial field's own."""
    internal = number_of(file.get("internalField"))
    fixed: set[float | None] = set()
    for name, value in file.boundary_field.items():
        entry = subdict(value)
        if name in ramped or entry is None or entry.get("type") != "fixedValue":
            continue
        fixed.add(number_of(entry.get("value")))
    if len(fixed) != 1 or None in fixed:
        return internal
    return fixed.pop()
