"""Bounded fields: quantities that cannot be negative are not, fractions stay fractions.

Why: a negative k or a phase fraction of 1.3 is a field no flow can have, yet a run that
carries one to its end reports nothing worse than "bounding k" lines. Checked on the last
written time (interior and every patch value) and, for a VOF solver, on the bounds the log
prints at every step. A compressible gas has a positive temperature and pressure; a fluid's
temperature lies in the range the models describe; where no body force drives the flow, no
speed is many times the largest speed the boundaries or the initial field impose, more than
the mesh's narrowest passage makes the inflow run at there.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import numpy as np

from foam_agent.agents.physics.case import Case
from foam_agent.agents.physics.limits import (
    LARGEST_MOLAR_MASS,
    PASSAGE_MARGIN,
    PHASE_FRACTION_TOLERANCE,
    SPEED_FACTOR,
    TEMPERATURE_RANGE_K,
)
from foam_agent.agents.physics.passage import narrowest_passage, section_shape
from foam_agent.agents.physics.reading import Field, entries, read_dict
from foam_agent.agents.physics.rows import Evidence, PhysicsRow
from foam_agent.foamcase.catalog.formulations import GAUGE_PRESSURE_STATES
from foam_agent.foamcase.catalog.profiles import peak_over_mean
from foam_agent.foamcase.catalog.solvers import SELF_FORCED

if TYPE_CHECKING:
    from foam_agent.agents.spec.model import CaseSpec

NON_NEGATIVE = "non-negative fields"
PHASE_FRACTION = "phase fraction bounds"
POSITIVE = "positive temperature and pressure"
TEMPERATURE = "temperature range"
SPEED = "speed bound"
#: Fields no model lets go below zero.
NON_NEGATIVE_FIELDS = ("k", "epsilon", "omega", "nuTilda")
#: Files that drive a flow by a body force or a moving frame, besides buoyancy and gravity.
DRIVING_FILES = ("constant/fvOptions", "system/fvOptions", "constant/fvModels",
                 "constant/MRFProperties", "constant/SRFProperties", "constant/dynamicMeshDict")


def _extremes(field: Field) -> tuple[float, str, float, str] | None:
    """The smallest and largest value of a field and where each is (interior or a patch)."""
    parts = [("the interior", field.internal)]
    parts += [(f"patch '{name}'", patch.values) for name, patch in field.patches.items()]
    judged = [(where, values) for where, values in parts if values is not None and values.size]
    if not judged:
        return None
    low_where, low_values = min(judged, key=lambda item: float(np.nanmin(item[1])))
    high_where, high_values = max(judged, key=lambda item: float(np.nanmax(item[1])))
    return (float(np.nanmin(low_values)), low_where, float(np.nanmax(high_values)), high_where)


def _non_negative_rows(case: Case) -> list[PhysicsRow]:
    rows = []
    for name in NON_NEGATIVE_FIELDS:
        field = case.field(name)
        extremes = _extremes(field) if field is not None else None
        if field is None or extremes is None:
            continue
        low, where, _, _ = extremes
        evidence = Evidence(file=field.relpath, time=field.time)
        if low < 0.0:
            rows.append(PhysicsRow(NON_NEGATIVE, f"{name} >= 0",
                                   f"{name} is {low:.3g} in {where}", evidence, "fail"))
        else:
            rows.append(PhysicsRow(NON_NEGATIVE, f"{name} >= 0", f"min {name} {low:.3g}",
                                   evidence))
    return rows


def phase_fields(case: Case) -> list[str]:
    """The phase fractions written at the last time (``alpha.water``…), not ``alphat``."""
    if case.last_time is None:
        return []
    return sorted(name for name in entries(case.root, case.last_time)
                  if name.startswith("alpha.") and name.count(".") == 1)


def _phase_rows(case: Case) -> list[PhysicsRow]:
    rows = []
    expected = (f"within [0, 1] (tolerance {PHASE_FRACTION_TOLERANCE:g})")
    low_limit, high_limit = -PHASE_FRACTION_TOLERANCE, 1.0 + PHASE_FRACTION_TOLERANCE
    log = case.log
    if log is not None and log.phases:
        worst = max(log.phases, key=lambda line: max(line.high - 1.0, -line.low))
        evidence = Evidence(file=log.name, time=f"{worst.time:g}", line=worst.line)
        bad = worst.high > high_limit or worst.low < low_limit
        rows.append(PhysicsRow(PHASE_FRACTION, f"{worst.field} {expected}",
                               f"{worst.field} from {worst.low:.4g} to {worst.high:.4g}",
                               evidence, "fail" if bad else "pass"))
    for name in phase_fields(case):
        field = case.field(name)
        extremes = _extremes(field) if field is not None else None
        if field is None or extremes is None:
            continue
        low, low_where, high, high_where = extremes
        evidence = Evidence(file=field.relpath, time=field.time)
        if high > high_limit or low < low_limit:
            where = high_where if high > high_limit else low_where
            rows.append(PhysicsRow(PHASE_FRACTION, f"{name} {expected}",
                                   f"{name} from {low:.4g} to {high:.4g} (out of bounds in "
                                   f"{where})", evidence, "fail"))
        else:
            rows.append(PhysicsRow(PHASE_FRACTION, f"{name} {expected}",
                                   f"{name} from {low:.4g} to {high:.4g}", evidence))
    return rows


def _thermal_rows(case: Case) -> list[PhysicsRow]:
    rows = []
    compressible = bool(case.solver and case.solver.compressible)
    temperature = case.field("T")
    if compressible:
        for name in ("T", "p") if not gauge_pressure(case) else ("T",):
            field = temperature if name == "T" else case.field("p")
            extremes = _extremes(field) if field is not None else None
            if field is None or extremes is None:
                continue
            low, where, _, _ = extremes
            evidence = Evidence(file=field.relpath, time=field.time)
            rows.append(PhysicsRow(POSITIVE, f"{name} > 0 (a compressible gas)",
                                   f"min {name} {low:.4g}" + (f" in {where}" if low <= 0 else ""),
                                   evidence, "fail" if low <= 0.0 else "pass"))
    # T is a temperature where the solver solves energy (scalarTransportFoam's T is any
    # passive scalar, 0 to 1 in its pitzDaily).
    energy = case.solver is None or case.solver.energy is not None
    extremes = _extremes(temperature) if temperature is not None and energy else None
    if temperature is not None and extremes is not None and not nondimensional(case):
        low, low_where, high, high_where = extremes
        floor, ceiling = TEMPERATURE_RANGE_K
        evidence = Evidence(file=temperature.relpath, time=temperature.time)
        expected = f"T within {floor:g}-{ceiling:g} K"
        if low < floor or high > ceiling:
            where = low_where if low < floor else high_where
            rows.append(PhysicsRow(TEMPERATURE, expected, f"T from {low:.4g} to {high:.4g} K "
                                   f"(outside the range in {where})", evidence, "fail"))
        else:
            rows.append(PhysicsRow(TEMPERATURE, expected, f"T from {low:.4g} to {high:.4g} K",
                                   evidence))
    return rows


def gauge_pressure(case: Case) -> bool:
    """Whether the case's equation of state reads no pressure, so its p is a level that may
    lie below zero (a Boussinesq fluid under a zero p_rgh: p = ρ g h, negative above h = 0)."""
    thermo = read_dict(case.root, "constant/thermophysicalProperties")
    kind = thermo.get("thermoType") if thermo is not None else None
    state = kind.get("equationOfState") if isinstance(kind, Mapping) else None
    return state in GAUGE_PRESSURE_STATES


def nondimensional(case: Case) -> bool:
    """Whether the gas is written in non-dimensional units: a molar mass no real gas has
    (obliqueShock's 11640.3 kg/kmol makes R = 1/gamma, and T about 1)."""
    thermo = read_dict(case.root, "constant/thermophysicalProperties")
    mixture = thermo.get("mixture") if thermo is not None else None
    specie = mixture.get("specie") if isinstance(mixture, Mapping) else None
    weight = specie.get("molWeight") if isinstance(specie, Mapping) else None
    return isinstance(weight, int | float) and weight > LARGEST_MOLAR_MASS


def driven_by_body_force(case: Case) -> bool:
    """Whether something besides the boundaries drives the flow: buoyancy, gravity on several
    phases, heat release (a flame expands the gas), a source term, a moving frame or mesh, or
    a force the solver's own equations carry (``SELF_FORCED``: dnsFoam's random forcing)."""
    solver = case.solver
    if solver is not None and (solver.buoyant or solver.phases > 1 or solver.reacting
                               or solver.name in SELF_FORCED):
        return True
    present = {f"{folder}/{name}" for folder in ("constant", "system")
               for name in entries(case.root, folder)}
    return any(path in present for path in DRIVING_FILES)


def _largest_speed(field: Field) -> float:
    parts = [patch.values for patch in field.patches.values()] + [field.internal]
    speeds = [float(np.nanmax(np.linalg.norm(values, axis=1))) for values in parts
              if values is not None and values.size]
    return max(speeds, default=0.0)


def speed_limit(case: Case) -> tuple[float, str]:
    """The largest speed over the reference speed a sound run reaches, and why when it is not
    the generic :data:`SPEED_FACTOR`: where the mesh's narrowest passage carries the inflow at
    a higher mean speed, its area ratio times the developed profile's peak over its mean, with
    :data:`PASSAGE_MARGIN`."""
    passage = narrowest_passage(case)
    if passage is None:
        return SPEED_FACTOR, ""
    laminar = case.model_name in (None, "laminar")
    profile = peak_over_mean(laminar=laminar, section=section_shape(case))
    through = passage.ratio * profile.peak_over_mean * PASSAGE_MARGIN
    if through <= SPEED_FACTOR:
        return SPEED_FACTOR, ""
    return through, (f"; the narrowest passage, {passage.distance:.3g} m downstream of the "
                     f"inflow, is 1/{passage.ratio:.3g} of its area, a {profile.source}, "
                     f"margin {PASSAGE_MARGIN:g}")


def _speed_row(case: Case) -> PhysicsRow | None:
    if driven_by_body_force(case):
        return None
    final = case.field("U", vector=True)
    reference = case.reference_speed
    if final is None or reference <= 0.0 or final.time == case.first_time:
        return None
    largest = _largest_speed(final)
    ratio = largest / reference
    # The passage is measured only when the generic bound is exceeded: reading the mesh costs.
    factor, why = speed_limit(case) if ratio > SPEED_FACTOR else (SPEED_FACTOR, "")
    expected = (f"|U| <= {factor:.3g} x the largest boundary or initial speed "
                f"({reference:.4g} m/s){why}")
    evidence = Evidence(file=final.relpath, time=final.time)
    return PhysicsRow(SPEED, expected, f"max |U| {largest:.4g} m/s ({ratio:.2g} x)", evidence,
                      "fail" if ratio > factor else "pass", ratio, factor)


def check(case: Case, spec: CaseSpec | None) -> list[PhysicsRow]:
    """Rows for non-negative turbulence fields, phase fractions, temperature and speed."""
    rows = _non_negative_rows(case) + _phase_rows(case) + _thermal_rows(case)
    speed = _speed_row(case)
    if speed is not None:
        rows.append(speed)
    return rows
