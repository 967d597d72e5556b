"""Heat balance of a steady heat-transfer run: the heat that enters through the boundaries
leaves through them.

Why: an energy equation that was never converged (a relaxation factor far too small, a solver
stopped after one sweep) ends at ``End`` with a temperature field that looks plausible, but the
heat put in by a heater is not the heat that leaves through the cold walls. At steady state
the two are equal, so their difference shows it.

How each boundary's heat is computed, per unit heat capacity (so that c_p, constant for the
thermophysical models judged here, cancels): conduction alpha_eff (T_face - T_cell) / d |Sf|,
with alpha_eff the laminar diffusivity (nu/Pr for a Boussinesq fluid, mu/Pr for a gas of
``const`` transport) plus the case's ``alphat`` on the face, which is OpenFOAM's own wall
gradient; and convection phi (T_face - T_in) through open boundaries, T_in the temperature of
the entering flow (so that a mass imbalance, judged by its own row, adds nothing here). Where
a term cannot be computed (another transport model, radiation, a heat source, no phi), the row
is a note that says why instead of a pass.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import numpy as np

from foam_agent.agents.physics.case import Case
from foam_agent.agents.physics.conservation import on_faces
from foam_agent.agents.physics.limits import HEAT_IMBALANCE
from foam_agent.agents.physics.mesh import boundary_faces
from foam_agent.agents.physics.reading import Field, Values, entries, read_dict
from foam_agent.agents.physics.rows import Evidence, PhysicsRow
from foam_agent.foamcase.catalog import CONSTRAINT_TYPES

if TYPE_CHECKING:
    from foam_agent.agents.spec.model import CaseSpec

HEAT_BALANCE = "heat balance"
#: Files that add or remove heat inside the domain, which a boundary balance does not see.
SOURCE_FILES = ("constant/fvOptions", "system/fvOptions", "constant/fvModels",
                "constant/radiationProperties")


def _number(value: Any) -> float | None:
    value = getattr(value, "value", value)
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def laminar_diffusivity(case: Case) -> tuple[float, str] | None:
    """The fluid's laminar heat diffusivity in the units of the case's alpha_eff, and where it
    comes from; None when the case's transport model gives none constant."""
    solver = case.solver
    if solver is not None and not solver.compressible:
        properties = read_dict(case.root, "constant/transportProperties") or {}
        nu, prandtl = _number(properties.get("nu")), _number(properties.get("Pr"))
        if nu is None or not prandtl:
            return None
        return nu / prandtl, f"nu/Pr = {nu:g}/{prandtl:g}"
    thermo = read_dict(case.root, "constant/thermophysicalProperties") or {}
    kind = thermo.get("thermoType")
    mixture = thermo.get("mixture")
    transport = mixture.get("transport") if isinstance(mixture, Mapping) else None
    if not isinstance(kind, Mapping) or kind.get("transport") != "const" \
            or not isinstance(transport, Mapping):
        return None
    mu, prandtl = _number(transport.get("mu")), _number(transport.get("Pr"))
    if mu is None or not prandtl:
        return None
    return mu / prandtl, f"mu/Pr = {mu:g}/{prandtl:g}"


def _sources(case: Case) -> list[str]:
    """The files of the case that add heat inside the domain (radiation switched on counts)."""
    present = [f"{folder}/{name}" for folder in ("constant", "system")
               for name in entries(case.root, folder)]
    found = [path for path in SOURCE_FILES if path in present and path != SOURCE_FILES[-1]]
    radiation = read_dict(case.root, SOURCE_FILES[-1]) if SOURCE_FILES[-1] in present else None
    if radiation is not None and (radiation.get("radiation") in (True, "on", "yes")
                                  or radiation.get("radiationModel") not in (None, "none")):
        found.append(SOURCE_FILES[-1])
    return found


def _cells(field: Field, owners: np.ndarray) -> Values | None:
    interior = field.internal
    if interior is None or not interior.size:
        return None
    if interior.size == 1:
        return np.repeat(interior, owners.size)
    return interior[owners] if owners.size == 0 or owners.max() < interior.size else None


def boundary_heat(case: Case, diffusivity: float) -> dict[str, float] | None:
    """The heat entering through each patch (negative: leaving), per unit heat capacity, at
    the last time; None when a field or the mesh cannot be read."""
    temperature, phi, alphat = case.field("T"), case.field("phi"), case.field("alphat")
    patches = [patch for patch in case.mesh_patches if patch.type not in CONSTRAINT_TYPES]
    faces = boundary_faces(case.root, patches, distances=True)
    if temperature is None or phi is None or faces is None:
        return None
    conduction, fluxes, face_temperatures = {}, {}, {}
    for name, patch in faces.items():
        face_t, cell_t = on_faces(temperature, name, patch.owners), _cells(temperature,
                                                                           patch.owners)
        flux = on_faces(phi, name, patch.owners) if name in phi.patches else None
        if face_t is None or cell_t is None or flux is None or patch.distances is None:
            return None
        turbulent = on_faces(alphat, name, patch.owners) if alphat is not None else None
        alpha = diffusivity + (turbulent if turbulent is not None else 0.0)
        distance = np.maximum(patch.distances, 1e-300)
        conduction[name] = float(np.sum(alpha * (face_t - cell_t) / distance
                                        * np.linalg.norm(patch.areas, axis=1)))
        fluxes[name], face_temperatures[name] = flux, face_t
    entering = np.concatenate([np.minimum(flux, 0.0) for flux in fluxes.values()])
    temperatures = np.concatenate(list(face_temperatures.values()))
    reference = float(np.sum(entering * temperatures) / np.sum(entering)) if np.any(
        entering) else 0.0
    return {name: conduction[name] - float(np.sum(fluxes[name] * (face_temperatures[name]
                                                                  - reference)))
            for name in faces}


def check(case: Case, spec: CaseSpec | None) -> list[PhysicsRow]:
    """One heat-balance row for a steady run that solves energy; none for any other."""
    solver = case.solver
    if solver is None or solver.energy is None or solver.phases != 1 or not case.steady \
            or case.last_time is None or case.last_time == case.first_time:
        return []
    expected = f"heat in = heat out through the boundaries within {HEAT_IMBALANCE:.0%}"
    evidence = Evidence(file=f"{case.last_time}/T", time=case.last_time)
    sources = _sources(case)
    diffusivity = laminar_diffusivity(case)
    if sources or diffusivity is None:
        why = (f"heat added inside the domain ({', '.join(sources)}) is not counted" if sources
               else "the transport model gives no constant conductivity")
        return [PhysicsRow(HEAT_BALANCE, expected, f"not judged: {why}", evidence, "note")]
    heat = boundary_heat(case, diffusivity[0])
    if heat is None:
        return [PhysicsRow(HEAT_BALANCE, expected, "not judged: T, phi or the mesh of the last "
                           "time not readable", evidence, "note")]
    entering = sum(value for value in heat.values() if value > 0.0)
    leaving = -sum(value for value in heat.values() if value < 0.0)
    scale = max(entering, leaving)
    if scale <= 0.0:
        return []
    imbalance = abs(entering - leaving) / scale
    largest = sorted(heat.items(), key=lambda item: -abs(item[1]))[:3]
    found = (f"in {entering:.4g}, out {leaving:.4g} (per unit heat capacity; "
             + ", ".join(f"{name} {value:+.3g}" for name, value in largest)
             + f"): imbalance {imbalance:.1%}")
    return [PhysicsRow(HEAT_BALANCE, expected, found, evidence,
                       "fail" if imbalance > HEAT_IMBALANCE else "pass", imbalance,
                       HEAT_IMBALANCE)]
