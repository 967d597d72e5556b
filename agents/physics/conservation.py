"""Conservation and a well-posed flow path: mass in equals mass out, inflows flow in, the flow
leaves somewhere, and something fixes the pressure level.

Why from ``phi``: the face fluxes of the last written time are what the solver conserved (or
failed to); summing them per patch needs no mesh geometry. A case closed where it should be
open, an inlet driven backwards, or a pressure with no level anywhere all still run to ``End``.
"""

from __future__ import annotations

import numpy as np

from foam_agent.agents.physics.case import Case
from foam_agent.agents.physics.limits import (
    LIQUID_VOLUME_CHANGE,
    MASS_IMBALANCE,
    REVERSED_INFLOW,
)
from foam_agent.agents.physics.reading import entries
from foam_agent.agents.physics.rows import Evidence, PhysicsRow
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.foamcase.catalog import boundary_role

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
    """Per patch of the last time's ``phi``: the flux out (>0) and in (<0), with the file and
    time read; constraint patches (empty, cyclic, symmetry…) carry no net flow and are left
    out."""
    phi = case.field("phi")
    if phi is None or phi.time == case.first_time or _moving_mesh(case):
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


def _flow_rows(case: Case) -> list[PhysicsRow]:
    """Rows of a case the boundaries drive flow into (a closed one has only round-off)."""
    fluxes, relpath, time = patch_fluxes(case)
    if not fluxes or not case.inflows:
        return []
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
    for name in case.closed:
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
    if inflow > 0.0 and (case.steady or not compressible):
        imbalance = abs(inflow - outflow) / inflow
        rows.append(PhysicsRow(BALANCE, f"net boundary flux < {MASS_IMBALANCE:.0%} of the inflow",
                               f"in {inflow:.4g}, out {outflow:.4g}: imbalance {imbalance:.2%}",
                               evidence, "fail" if imbalance > MASS_IMBALANCE else "pass"))
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
