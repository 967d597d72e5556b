"""Turbulence actually active: a RAS or LES model whose fields carry turbulence.

Why: a model switched on over fields kept at zero (an inflow k of 0, a nuTilda of 0 everywhere)
solves nothing — its equations have no source, the eddy viscosity stays zero and the run is a
laminar one at a turbulent Reynolds number, with every file looking right. The rows: each
transported field non-zero at every inflow and in the interior, the eddy viscosity not zero
everywhere, the wall functions the model's own, and no "not defined for … model" warning.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from foam_agent.agents.physics.case import Case
from foam_agent.agents.physics.limits import INERT_INTENSITY, INERT_VISCOSITY_RATIO
from foam_agent.agents.physics.reading import Field
from foam_agent.agents.physics.rows import Evidence, PhysicsRow
from foam_agent.foamcase.catalog import FIELDS, TurbulenceModel
from foam_agent.foamcase.catalog.boundaries import NUT_WALL_FUNCTIONS_READING_K, WALL_FUNCTION

if TYPE_CHECKING:
    from foam_agent.agents.spec.model import CaseSpec

INFLOW = "turbulence inflow"
INTERIOR = "turbulence interior"
VISCOSITY = "eddy viscosity"
WALL_FUNCTIONS = "wall functions"
MODEL_WARNINGS = "model warnings"


def _positive(values: np.ndarray | None) -> bool | None:
    """Whether any value is above zero; None when there are none to judge."""
    if values is None or values.size == 0:
        return None
    return bool(np.nanmax(values) > 0.0)


def _inflow_row(case: Case, name: str, field: Field) -> PhysicsRow | None:
    inflows = [patch for patch in case.inflows if patch in field.patches]
    if not inflows:
        return None
    zero = [patch for patch in inflows if _positive(field.patches[patch].values) is False]
    expected = f"{name} > 0 at every inflow ({', '.join(inflows)})"
    evidence = Evidence(file=field.relpath, time=field.time)
    if zero:
        return PhysicsRow(INFLOW, expected, f"{name} is 0 at inflow " + ", ".join(
            f"'{patch}'" for patch in zero) + " (the model has no turbulence to carry in)",
            evidence, "fail")
    return PhysicsRow(INFLOW, expected, f"{name} > 0 at every inflow", evidence)


def _inert_scale(case: Case, name: str) -> tuple[float, str] | None:
    """The value below which field ``name`` carries no turbulence, and why: k by the
    turbulence intensity it gives at the reference speed, an eddy viscosity (or nuTilda) by
    its ratio to the molecular viscosity; None when the case gives no scale."""
    speed = case.reference_speed
    if name in ("k", "kt", "kl") and speed > 0.0:
        return (1.5 * (INERT_INTENSITY * speed) ** 2,
                f"intensity {INERT_INTENSITY:.0e} at {speed:.3g} m/s")
    viscosity = case.viscosity
    if name in ("nut", "nuSgs", "nuTilda") and viscosity:
        return INERT_VISCOSITY_RATIO * viscosity, f"{INERT_VISCOSITY_RATIO:g} x nu"
    return None


def _active(case: Case, name: str, values: list[np.ndarray | None]) -> tuple[bool | None, str]:
    """Whether a field carries turbulence anywhere in ``values``, and the largest value."""
    judged = [value for value in values if value is not None and value.size]
    if not judged:
        return None, "not readable"
    largest = max(float(np.nanmax(value)) for value in judged)
    scale = _inert_scale(case, name)
    if scale is None:
        return largest > 0.0, f"max {name} {largest:.3g}"
    return largest > scale[0], f"max {name} {largest:.3g} (inert below {scale[0]:.3g}: {scale[1]})"


def _interior_row(case: Case, name: str, field: Field) -> PhysicsRow:
    active, found = _active(case, name, [field.internal])
    evidence = Evidence(file=field.relpath, time=field.time)
    expected = f"{name} carries turbulence in the interior"
    if active is False:
        return PhysicsRow(INTERIOR, expected, f"{found}: no turbulence anywhere", evidence,
                          "fail")
    return PhysicsRow(INTERIOR, expected, found, evidence, "note" if active is None else "pass")


def _viscosity_row(case: Case, name: str) -> PhysicsRow | None:
    field = case.field(name)
    if field is None:
        return None
    active, found = _active(case, name, [field.internal, *(
        patch.values for patch in field.patches.values())])
    evidence = Evidence(file=field.relpath, time=field.time)
    expected = f"{name} not negligible everywhere"
    if active is False:
        return PhysicsRow(VISCOSITY, expected, f"{found}: the model adds no turbulent viscosity",
                          evidence, "fail")
    return PhysicsRow(VISCOSITY, expected, found, evidence, "note" if active is None else "pass")


def _foreign_wall_function(model: TurbulenceModel, name: str, condition: str) -> bool:
    """Whether ``condition`` on a wall of field ``name`` is the wall function of another
    quantity: another field's (omega given epsilonWallFunction), or an eddy-viscosity wall
    function that reads a k the model does not solve (nutkWallFunction under
    Spalart-Allmaras)."""
    if condition == model.wall_entry(name).type or not WALL_FUNCTION.search(condition):
        return False
    if condition in NUT_WALL_FUNCTIONS_READING_K:
        return "k" not in model.fields
    others = {entry.type for other, row in FIELDS.items() if other != name
              for entry in row.wall.values()}
    return condition in others


def _wall_function_rows(case: Case) -> list[PhysicsRow]:
    model = case.model
    if model is None or not case.walls or case.first_time is None:
        return []
    rows = []
    for name in model.required_fields:
        field = case.field(name, case.first_time)
        if field is None or name not in FIELDS:
            continue
        wanted = model.wall_entry(name).type
        wrong = [(wall, field.patches[wall].type) for wall in case.walls
                 if wall in field.patches
                 and _foreign_wall_function(model, name, field.patches[wall].type)]
        expected = f"{name} on walls: {model.name}'s {wanted} or a low-Re condition"
        evidence = Evidence(file=field.relpath, time=field.time)
        if wrong:
            found = "; ".join(f"'{wall}' has {kind}" for wall, kind in wrong)
            rows.append(PhysicsRow(WALL_FUNCTIONS, expected, found + f", not {wanted}",
                                   evidence, "fail"))
        else:
            rows.append(PhysicsRow(WALL_FUNCTIONS, expected, "as expected", evidence))
    return rows


def _warning_row(case: Case) -> PhysicsRow | None:
    log = case.log
    if log is None:
        return None
    expected = "no 'not defined for … model' warning"
    if log.undefined_count:
        return PhysicsRow(MODEL_WARNINGS, expected, f"{log.undefined_count} warning(s): a "
                          "condition or output asks the model for a quantity it lacks",
                          Evidence(file=log.name, line=log.undefined[0]), "fail")
    return PhysicsRow(MODEL_WARNINGS, expected, "none", Evidence(file=log.name))


def check(case: Case, spec: CaseSpec | None) -> list[PhysicsRow]:
    """The turbulence rows of a RAS or LES case; none for a laminar one."""
    model = case.model
    if model is None:
        if case.model_name and case.model_name != "laminar":
            return [PhysicsRow(INTERIOR, "a model the catalog knows",
                               f"'{case.model_name}' is not in the catalog: not checked",
                               Evidence(file="constant/turbulenceProperties"), "note")]
        return []
    rows: list[PhysicsRow] = []
    ran = case.last_time is not None and case.last_time != case.first_time
    for name in model.fields:
        field = case.latest_field(name)
        if field is None:
            continue
        inflow = _inflow_row(case, name, field)
        if inflow is not None:
            rows.append(inflow)
        if ran:
            rows.append(_interior_row(case, name, field))
    viscosity = _viscosity_row(case, model.eddy_viscosity) if ran else None
    if viscosity is not None:
        rows.append(viscosity)
    rows.extend(_wall_function_rows(case))
    warning = _warning_row(case)
    if warning is not None:
        rows.append(warning)
    return rows
