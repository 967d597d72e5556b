"""Conservation and a well-posed flow path: mass in equals mass out, inflows flow in, the flow
leaves somewhere, and something fixes the pressure level.

Why from ``phi``: the face fluxes of the last written time are what the solver conserved (or
failed to); summing them per patch needs no mesh geometry. A case closed where it should be
open, an inlet driven backwards, or a pressure with no level anywhere all still run to ``End``.
A solver that writes no ``phi`` (rhoCentralFoam) has its boundary fluxes computed from rho U
on the boundary faces (:mod:`foam_agent.agents.physics.mesh`); where neither can be read, the
balance row says so instead of passing in silence.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from foam_agent.agents.physics.case import Case
from foam_agent.agents.physics.limits import (
    ACROSS_PATCH,
    LIQUID_VOLUME_CHANGE,
    MASS_IMBALANCE,
    REVERSED_INFLOW,
    ROUND_OFF_FLUX,
)
from foam_agent.agents.physics.mesh import boundary_faces
from foam_agent.agents.physics.reading import Field, Values, entries
from foam_agent.agents.physics.rows import Evidence, PhysicsRow
from foam_agent.foamcase.catalog import CONSTRAINT_TYPES, boundary_role

if TYPE_CHECKING:
    from foam_agent.agents.spec.model import CaseSpec

BALANCE = "mass balance"
OUTFLOW = "outflow"
INFLOW_DIRECTION = "inflow direction"
PRESSURE_LEVEL = "pressure level"
LIQUID_VOLUME = "liquid volume"
WALL_FLUX = "flow through walls"


def _moving_mesh(case: Case) -> bool:
    """A moving mesh writes fluxes relative to its faces' motion: walls may carry them."""
    return "dynamicMeshDict" in entries(case.root, "constant")


def patch_fluxes(case: Case) -> tuple[dict[str, tuple[float, float]], str | None, str | None]:
    """Per patch of the last time: the flux out (>0) and in (<0), with the file and time read;
    constraint patches (empty, cyclic, symmetry…) carry no net flow and are left out. From
    ``phi`` where the solver wrote it, else from rho U . Sf (:func:`host_fluxes`)."""
    phi = case.field("phi")
    if _moving_mesh(case):
        return {}, None, None
    if phi is None:
        return host_fluxes(case)
    if phi.time == case.first_time:
        return {}, None, None
    faces = {patch.name: patch.faces for patch in case.mesh_patches}
    fluxes = {}
    for name, patch in phi.patches.items():
        if patch.values is None or boundary_role(patch.type, "phi") == "constraint":
            continue
        values = patch.values
        if values.size == 1 and faces.get(name, 1) > 1:
            values = np.repeat(values, faces[name])
        fluxes[name] = (float(values[values > 0].sum()), float(values[values < 0].sum()))
    return fluxes, phi.relpath, phi.time


def on_faces(field: Field, name: str, owners: np.ndarray) -> Values | None:
    """A field's values on the faces of patch ``name``: the written ones; zero for a wall
    condition that writes none (noSlip, slip: no flow crosses it); else its owner cells'
    (a zeroGradient condition writes none and equals them)."""
    patch = field.patches.get(name)
    values = patch.values if patch is not None else None
    count = owners.size
    if (values is None or not values.size) and patch is not None \
            and boundary_role(patch.type, field.name) == "wall":
        return np.zeros((count, 3) if field.name == "U" else count)
    if values is None or not values.size:
        interior = field.internal
        if interior is None or not interior.size:
            return None
        if len(interior) == 1:
            return np.repeat(interior, count, axis=0)
        return interior[owners] if owners.size == 0 or owners.max() < len(interior) else None
    if len(values) == 1:
        return np.repeat(values, count, axis=0)
    return values if len(values) == count else None


def host_fluxes(case: Case) -> tuple[dict[str, tuple[float, float]], str | None, str | None]:
    """The boundary fluxes of a case that wrote no ``phi`` (rhoCentralFoam): U . Sf on every
    face of every patch that is no constraint, times rho for a compressible solver, from the
    last written time. Empty when the mesh, U or rho cannot be read."""
    time = case.last_time
    if time is None or time == case.first_time:
        return {}, None, None
    velocity = case.field("U", vector=True)
    compressible = bool(case.solver and case.solver.compressible)
    density = case.field("rho") if compressible else None
    patches = [patch for patch in case.mesh_patches if patch.type not in CONSTRAINT_TYPES]
    faces = boundary_faces(case.root, patches) if velocity is not None else None
    if velocity is None or faces is None or (compressible and density is None):
        return {}, None, None
    fluxes = {}
    for name, patch in faces.items():
        speeds = on_faces(velocity, name, patch.owners)
        rho = on_faces(density, name, patch.owners) if density else None
        if speeds is None or (density is not None and rho is None):
            return {}, None, None
        values = np.einsum("ij,ij->i", speeds, patch.areas) * (rho if rho is not None else 1.0)
        fluxes[name] = (float(values[values > 0].sum()), float(values[values < 0].sum()))
    files = f"{time}/U" + (f" x {time}/rho" if density is not None else "")
    return fluxes, f"{files} on constant/polyMesh faces", time


def _balance_row(case: Case, inflow: float, outflow: float, evidence: Evidence
                 ) -> PhysicsRow:
    """In against out. A compressible transient may hold more or less mass at its last time
    than before (a tube filling, a start-up), so its imbalance is judged only when it is
    within the limit; otherwise the row says what it found and that it was not judged."""
    imbalance = abs(inflow - outflow) / inflow
    expected = f"net boundary flux < {MASS_IMBALANCE:.0%} of the inflow"
    found = f"in {inflow:.4g}, out {outflow:.4g}: imbalance {imbalance:.2%}"
    compressible = bool(case.solver and case.solver.compressible)
    if imbalance <= MASS_IMBALANCE:
        return PhysicsRow(BALANCE, expected, found, evidence)
    if compressible and not case.steady:
        return PhysicsRow(BALANCE, expected, found + " (a compressible transient may gain or "
                          "lose mass in the domain: not judged)", evidence, "note")
    return PhysicsRow(BALANCE, expected, found, evidence, "fail")


def _still_rows(case: Case, total: float, evidence: Evidence) -> list[PhysicsRow] | None:
    """The rows of a run whose boundary fluxes are round-off, or None when they are not (or
    the mesh cannot say). Shares of a round-off total judge nothing (a wall carrying 1e-17
    is '100 %' of it), so none is reported; what is wrong then is an inflow whose velocity
    points across it yet carries no flux (a frozen flow whose fluxes stayed zero): it fails.
    An inflow whose velocity runs along it (a lid) drives no flux, and passes."""
    patches = [patch for patch in case.mesh_patches if patch.type not in CONSTRAINT_TYPES]
    velocity = case.velocity
    faces = boundary_faces(case.root, patches) if velocity is not None else None
    if velocity is None or faces is None or case.reference_speed <= 0.0:
        return None
    area = sum(float(np.linalg.norm(patch.areas, axis=1).sum()) for patch in faces.values())
    bound = case.reference_speed * area
    if total > ROUND_OFF_FLUX * bound:
        return None
    rows = []
    for name in case.inflows:
        patch = faces.get(name)
        speeds = on_faces(velocity, name, patch.owners) if patch is not None else None
        if patch is None or speeds is None:
            continue
        driven = abs(float(np.einsum("ij,ij->", speeds, patch.areas)))
        along = float(np.sum(np.linalg.norm(speeds, axis=1)
                             * np.linalg.norm(patch.areas, axis=1)))
        expected = f"flow enters through inflow '{name}'"
        if driven > ACROSS_PATCH * along:
            rows.append(PhysicsRow(INFLOW_DIRECTION, expected, f"no flux crosses it: its "
                                   f"velocity drives {driven:.4g} across it, the whole "
                                   f"boundary carries {total:.3g} (round-off)", evidence,
                                   "fail"))
        else:
            rows.append(PhysicsRow(INFLOW_DIRECTION, expected, "its velocity runs along it "
                                   f"and no flux crosses the boundary ({total:.3g}, "
                                   "round-off)", evidence))
    return rows


def _flow_rows(case: Case) -> list[PhysicsRow]:
    """Rows of a case the boundaries drive flow into (a closed one has only round-off)."""
    fluxes, relpath, time = patch_fluxes(case)
    rows = _shares(case, fluxes, relpath, time)
    if not any(row.failed for row in rows):
        return rows
    total = sum(leaving - entering for leaving, entering in fluxes.values())
    still = _still_rows(case, total, Evidence(file=relpath, time=time))
    return rows if still is None else still


def _shares(case: Case, fluxes: dict[str, tuple[float, float]], relpath: str | None,
            time: str | None) -> list[PhysicsRow]:
    """Direction, wall-flux, outflow and balance rows, each a share of the boundary flux."""
    if not case.inflows:
        return []
    if not fluxes:
        ran = case.last_time is not None and case.last_time != case.first_time
        return [PhysicsRow(BALANCE, f"net boundary flux < {MASS_IMBALANCE:.0%} of the inflow",
                           "not computed: no phi written and rho U on the boundary faces not "
                           "readable", Evidence(file=f"{case.last_time}/phi"), "note")
                ] if ran and not _moving_mesh(case) else []
    evidence = Evidence(file=relpath, time=time)
    inflow = -sum(entering for _, entering in fluxes.values())
    outflow = sum(leaving for leaving, _ in fluxes.values())
    total = inflow + outflow
    rows = []
    for name in case.inflows:
        if name not in fluxes or total <= 0.0:
            continue
        net = sum(fluxes[name])
        if net > REVERSED_INFLOW * total:
            rows.append(PhysicsRow(INFLOW_DIRECTION, f"flow enters through inflow '{name}'",
                                   f"'{name}' carries {net:.4g} out of the domain (its velocity "
                                   "points outwards)", evidence, "fail"))
        else:
            rows.append(PhysicsRow(INFLOW_DIRECTION, f"flow enters through inflow '{name}'",
                                   f"net {net:.4g} into the domain", evidence))
    # Fluxes from the boundary values only restate a wall's prescribed velocity (rhoCentralFoam's
    # obliqueShock drives its inflow through a patch declared a wall): no finding of the solver.
    solver_fluxes = relpath is not None and relpath.endswith("/phi")
    for name in case.closed if solver_fluxes else []:
        if name in fluxes and total > 0.0:
            crossing = fluxes[name][0] - fluxes[name][1]
            rows.append(PhysicsRow(
                WALL_FLUX, f"no flow through closed patch '{name}'",
                f"{crossing:.4g} crosses it ({crossing / total:.1%} of the boundary flux)"
                if crossing > REVERSED_INFLOW * total else "none", evidence,
                "fail" if crossing > REVERSED_INFLOW * total else "pass"))
    compressible = bool(case.solver and case.solver.compressible)
    # A compressible transient fills its domain first: no outflow yet is no fault then.
    if inflow > 0.0 and outflow <= MASS_IMBALANCE * inflow and (case.steady
                                                                or not compressible):
        rows.append(PhysicsRow(OUTFLOW, "the flow that enters leaves through some boundary",
                               f"{inflow:.4g} enters, {outflow:.4g} leaves: every other "
                               "boundary is closed", evidence, "fail"))
    if inflow > 0.0:
        rows.append(_balance_row(case, inflow, outflow, evidence))
    return rows


def _pressure_row(case: Case) -> PhysicsRow | None:
    """A flow with inflows needs a boundary that fixes its pressure level."""
    solver = case.solver
    name = solver.pressure if solver is not None and solver.pressure else "p"
    pressure = case.field(name, case.first_time) if case.first_time else None
    if pressure is None or not case.inflows:
        return None
    fixing = [patch for patch, value in pressure.patches.items()
              if boundary_role(value.type, name) == "pressure"]
    expected = f"a boundary fixes the level of {name} (the flow enters at " + ", ".join(
        case.inflows) + ")"
    evidence = Evidence(file=pressure.relpath, time=pressure.time)
    if fixing:
        return PhysicsRow(PRESSURE_LEVEL, expected, "fixed on " + ", ".join(fixing), evidence)
    return PhysicsRow(PRESSURE_LEVEL, expected, f"no boundary fixes {name}: its level floats "
                      "and the outflow is not determined", evidence, "fail")


def _liquid_row(case: Case) -> PhysicsRow | None:
    """A VOF case with no inflow keeps its liquid volume."""
    log = case.log
    if log is None or len(log.phases) < 2 or case.inflows:
        return None
    first, last = log.phases[0], log.phases[-1]
    if first.fraction <= 0.0:
        return None
    change = (last.fraction - first.fraction) / first.fraction
    return PhysicsRow(LIQUID_VOLUME, f"liquid volume kept within {LIQUID_VOLUME_CHANGE:.0%} "
                      "(no inflow)", f"fraction {first.fraction:.5g} -> {last.fraction:.5g} "
                      f"({change:+.2%})", Evidence(file=log.name, time=f"{last.time:g}",
                                                    line=last.line),
                      "fail" if abs(change) > LIQUID_VOLUME_CHANGE else "pass")


def check(case: Case, spec: CaseSpec | None) -> list[PhysicsRow]:
    """Flow direction, outflow, mass balance, pressure level and liquid volume rows."""
    rows = _flow_rows(case)
    for row in (_pressure_row(case), _liquid_row(case)):
        if row is not None:
            rows.append(row)
    return rows
