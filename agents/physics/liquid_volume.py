"""The liquid balance of a VOF run that lets liquid in: the liquid volume gained equals the
liquid that entered minus the liquid that left.

Why: the VOF solvers of the interFoam family advect the liquid fraction with MULES, which is
conservative: a converged step changes sum(alpha V) by exactly the alpha flux through the
boundaries (measured on damBreak with a water inlet, 2026-11-28: 4e-7 of the liquid that
entered). A case that creates or loses liquid (the alpha predictor left unconverged by a loose
solver tolerance, the commonest) still runs to ``End`` with alpha bounded; only the balance
shows it. The closed tank (no inflow: the volume stays) is judged in
:mod:`foam_agent.agents.physics.conservation`.

The volumes are sum(alpha V) over the cells at the first and last written times, with the
cell volumes computed from the mesh (:func:`foam_agent.agents.physics.mesh.cell_volumes`).
The liquid that crossed the boundaries needs every step's flux: a function object summing
``alphaPhi0.<liquid>`` (the flux interFoam advects the liquid with, subcycles and MULES
correction included; the catalog's ``LIQUID_FLUX_FIELDS``) over each open patch at every
time step; the fluxes of the written times
alone would miss everything between them. Without such a history for every open patch the row
is a note, never a silent pass. Only incompressible two-phase solvers are judged: a compressible
liquid or gas changes the liquid's volume without any flux.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from foam_agent.agents.physics.case import Case
from foam_agent.agents.physics.conservation import LIQUID_VOLUME
from foam_agent.agents.physics.histories import History, histories
from foam_agent.agents.physics.limits import LIQUID_ROUND_OFF, MASS_IMBALANCE
from foam_agent.agents.physics.mesh import cell_volumes
from foam_agent.agents.physics.reading import entries, read_dict
from foam_agent.agents.physics.rows import Evidence, PhysicsRow
from foam_agent.agents.runners.logs import as_time
from foam_agent.foamcase.catalog.solvers import LIQUID_FLUX_FIELDS

if TYPE_CHECKING:
    from foam_agent.agents.spec.model import CaseSpec

EXPECTED = (f"liquid gained = liquid in - liquid out, within {MASS_IMBALANCE:.0%} of the "
            "liquid that crossed the boundaries")


@dataclass(frozen=True)
class Crossing:
    """The liquid one patch let through over the run: out (>0) minus in, from its history."""

    patch: str
    net_out: float
    relpath: str


def liquid_phase(case: Case) -> str | None:
    """The first phase of ``constant/transportProperties``' ``phases`` (interFoam's alpha1,
    the log's "Phase-1"), else the field the log reports."""
    properties = read_dict(case.root, "constant/transportProperties") or {}
    phases = properties.get("phases")
    if isinstance(phases, Sequence) and not isinstance(phases, str) and phases:
        return str(phases[0])
    log = case.log
    if log is not None and log.phases and log.phases[0].field.startswith("alpha."):
        return log.phases[0].field.split(".", 1)[1]
    return None


def flux_history_entry(patch: str, flux: str) -> dict[str, Any]:
    """The function object this check reads for ``patch``: v1912's surfaceFieldValue summing
    the liquid flux field ``flux`` (``alphaPhi0.water``) over the patch, written every time
    step (no coded object: the runners' dictionary scan admits it). An author adds one per
    open patch."""
    return {"type": "surfaceFieldValue", "libs": ["fieldFunctionObjects"],
            "writeControl": "timeStep", "writeInterval": 1, "writeFields": False,
            "log": False, "regionType": "patch", "name": patch, "operation": "sum",
            "fields": [flux]}


def flux_objects(case: Case, flux: str) -> dict[str, str]:
    """The controlDict's objects that sum the liquid flux field ``flux`` over one patch at
    every step: patch name -> object name."""
    functions = case.control.get("functions")
    found: dict[str, str] = {}
    if not isinstance(functions, Mapping):
        return found
    wanted = flux
    for name, entry in functions.items():
        if not isinstance(entry, Mapping) or entry.get("type") != "surfaceFieldValue":
            continue
        fields = entry.get("fields")
        every_step = entry.get("writeControl") == "timeStep" and entry.get(
            "writeInterval", 1) == 1
        if (entry.get("regionType") == "patch" and entry.get("operation") == "sum"
                and isinstance(fields, Sequence) and wanted in fields and every_step):
            found[str(entry.get("name"))] = str(name)
    return found


def integrate(history: History, start: float, end: float) -> float | None:
    """The time integral of a per-step flux history from ``start`` to ``end``: each step's
    flux (the one that carried the liquid from the previous step's time to this one) times
    its step. None when the history does not cover the run to within its last step."""
    times, fluxes = history.values[:, 0], history.values[:, 1]
    kept = times <= end * (1.0 + 1e-9)
    times, fluxes = times[kept], fluxes[kept]
    if times.size < 2 or times[0] <= start:
        return None
    steps = np.diff(np.concatenate(([start], times)))
    if times[-1] < end - steps[-1] * 0.5 or steps[0] > 2.0 * steps[1:].max(initial=steps[0]):
        return None
    return float(np.dot(fluxes, steps))


def _held(case: Case, phase: str, volumes: np.ndarray, time: str) -> float | None:
    field = case.field(f"alpha.{phase}", time)
    alpha = field.internal if field is not None else None
    if alpha is None or alpha.ndim != 1 or alpha.size not in (1, volumes.size):
        return None
    return float(np.sum(alpha * volumes))


def _note(found: str, file: str | None = None) -> PhysicsRow:
    return PhysicsRow(LIQUID_VOLUME, EXPECTED, "not computed: " + found,
                      Evidence(file=file), "note")


def _crossings(case: Case, flux: str, open_patches: list[str], start: float, end: float
               ) -> list[Crossing] | str:
    """Each open patch's liquid over the run, or why it cannot be had."""
    objects = flux_objects(case, flux)
    missing = [patch for patch in open_patches if patch not in objects]
    if missing:
        return (f"no per-step history of {flux} on " + ", ".join(missing)
                + " (a surfaceFieldValue sum over the patch, written every time step)")
    by_object = {history.relpath.split("/")[1]: history for history in histories(case)}
    crossings = []
    for patch in open_patches:
        history = by_object.get(objects[patch])
        total = integrate(history, start, end) if history is not None else None
        if history is None or total is None:
            return (f"the history of {objects[patch]} does not cover the run from "
                    f"{start:g} to {end:g}")
        crossings.append(Crossing(patch, total, history.relpath))
    return crossings


def check(case: Case, spec: CaseSpec | None) -> list[PhysicsRow]:
    """The liquid balance row of an incompressible two-phase run with an inflow."""
    solver = case.solver
    if solver is None or solver.phases != 2 or solver.compressible or not case.inflows:
        return []
    first, last = case.first_time, case.last_time
    start, end = (as_time(first) if first else None), (as_time(last) if last else None)
    phase = liquid_phase(case)
    if first is None or last is None or start is None or end is None or end <= start \
            or phase is None:
        return []
    if "dynamicMeshDict" in entries(case.root, "constant"):
        # Cells that move or are refined change their volumes; their fluxes are relative.
        return [_note("a dynamic mesh (constant/dynamicMeshDict): the cell volumes of "
                      "constant/polyMesh are not those of the run", "constant/dynamicMeshDict")]
    volumes = cell_volumes(case.root)
    if volumes is None:
        return [_note("the mesh's cell volumes cannot be read", "constant/polyMesh")]
    before, after = (_held(case, phase, volumes, time) for time in (first, last))
    if before is None or after is None:
        return [_note(f"alpha.{phase} unreadable at {first} or {last}", f"{last}/alpha.{phase}")]
    closed = set(case.closed)
    open_patches = [name for name, role in case.roles.items()
                    if role != "constraint" and name not in closed]
    flux_name = LIQUID_FLUX_FIELDS.get(case.application or "")
    if flux_name is None:
        return [_note(f"{case.application} keeps no liquid flux a function object can sum at "
                      "every step", "system/controlDict")]
    crossings = _crossings(case, f"{flux_name}.{phase}", open_patches, start, end)
    if isinstance(crossings, str):
        return [_note(crossings, "system/controlDict")]
    entered = -sum(crossing.net_out for crossing in crossings if crossing.net_out < 0.0)
    left = sum(crossing.net_out for crossing in crossings if crossing.net_out > 0.0)
    gained, net_in = after - before, entered - left
    crossed = entered + left
    allowed = MASS_IMBALANCE * crossed + LIQUID_ROUND_OFF * max(before, after)
    error = gained - net_in
    share = abs(error) / crossed if crossed > 0.0 else 0.0
    found = (f"sum(alpha.{phase} V) {before:.5g} -> {after:.5g} ({gained:+.4g}); "
             f"in {entered:.4g}, out {left:.4g} over {len(crossings)} open patches, "
             f"integrated per step: {error:+.3g} unaccounted ({share:.2%} of the crossing"
             + (", liquid lost)" if error < -allowed else ", liquid created)"
                if error > allowed else ")"))
    files = ", ".join([f"{first}/alpha.{phase}", f"{last}/alpha.{phase}"]
                      + [crossing.relpath for crossing in crossings])
    return [PhysicsRow(LIQUID_VOLUME, EXPECTED, found, Evidence(file=files, time=last),
                       "fail" if abs(error) > allowed else "pass", value=share,
                       limit=MASS_IMBALANCE)]
