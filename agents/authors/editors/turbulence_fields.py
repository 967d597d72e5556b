"""The initial and boundary values a turbulence model needs, from standard inlet estimates.

Why: a case switched from laminar (or from another model) to k-omega SST needs ``0/k``,
``0/omega`` and ``0/nut`` before the solver starts, and a user rarely states them. The usual
engineering estimates from a turbulence intensity I and a length scale L at the inlet speed U
are well defined, so the author writes them, and records each value with its formula:

k = 1.5 (U I)^2 and the other fields' formulas are rows of the turbulence catalog
(``foamcase.catalog.turbulence``); this module finds U, I and L for a case and writes the
fields.

With nothing stated, I = 5 % and L = 7 % of the inlet height (2-D) or hydraulic diameter (3-D)
read from the blockMeshDict; these defaults are said in the note.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from foam_agent.foamcase.case.blockmesh import extents, read_block_mesh
from foam_agent.foamcase.case.values import tidy, vector_of
from foam_agent.foamcase.catalog import (
    FIELDS,
    Estimate,
    InletState,
    PatchRole,
    turbulence_model,
)
from foam_agent.foamcase.catalog import estimates as inlet_estimates
from foam_agent.foamcase.catalog.turbulence import C_MU, PRANDTL_TURBULENT, Family

#: Turbulence intensity assumed when the prompt states none (a moderately turbulent inlet).
DEFAULT_INTENSITY = 0.05
#: Length scale assumed when the prompt states none, as a share of the inlet height or
#: hydraulic diameter.
DEFAULT_LENGTH_SHARE = 0.07
#: Length scale when the mesh extents cannot be read (a tenth of a typical 0.1 m tutorial).
FALLBACK_LENGTH = 0.01
#: Speed assumed when no patch of the case prescribes one.
FALLBACK_SPEED = 1.0
#: Realizability in plane strain: the normal stress 2k/3 - 2 nut S stays >= 0 while
#: Cmu (k/epsilon) S <= 1/3.
REALIZABLE_STRAIN_PRODUCT = 1.0 / 3.0


@dataclass(frozen=True)
class InletTurbulence:
    """What the prompt states about the inlet's turbulence (None: use the default), and the
    largest speed it states on a boundary: the estimates are written before the boundary
    values, so the case's own speed then is still the tutorial's."""

    intensity: float | None = None
    length_scale: float | None = None
    speed: float | None = None
    speed_source: str = ""


@dataclass(frozen=True)
class Inputs:
    """The speed, intensity and length the estimates use, each with where it came from."""

    speed: float
    intensity: float
    length: float
    notes: tuple[str, ...]


def realizable_epsilon(k: float, speed: float, cell: float) -> Estimate:
    """The smallest initial epsilon whose time scale k/epsilon keeps a constant-Cmu k-epsilon
    model realizable at the strain S = U / cell the mesh can carry (the inlet speed across
    one cell): epsilon >= 3 Cmu k U / cell.

    Why: the inlet estimate's time scale k/epsilon = L / (Cmu^0.75 sqrt(k)) is about 100 L/U
    at 5 % intensity, seconds for a slow inlet. As the initial field everywhere, a transient
    start multiplies k by orders of magnitude per step wherever the first steps make a strong
    strain (a cold inlet entering a hot domain in counterFlowFlame2D), and the run diverges
    in a few steps. Capped at the realizability bound, the same run is stable; the inlet keeps
    its estimate.
    """
    epsilon = C_MU * k * speed / (REALIZABLE_STRAIN_PRODUCT * cell)
    return Estimate("epsilon", epsilon,
                    f"epsilon = Cmu k U / (1/3 cell) with Cmu = {C_MU}, k = {k:.6g}, "
                    f"U = {speed:g} m/s, cell = {cell:g} m: the initial time scale k/epsilon "
                    f"is capped at the realizability bound Cmu (k/epsilon) S <= 1/3 for the "
                    "strain S = U / cell of one cell")


def estimates(inputs: Inputs) -> dict[str, Estimate]:
    """Every turbulence field's inlet estimate (see the catalog) from the case's inputs."""
    return inlet_estimates(InletState(inputs.speed, inputs.intensity, inputs.length))


# -- the case's patches and speeds --------------------------------------------------------

def reference_speed(velocity: Mapping[str, object], roles: Mapping[str, PatchRole]
                    ) -> tuple[float, str] | None:
    """The largest uniform speed on an inlet, else on any patch (a moving lid), and whose."""
    best: tuple[float, str] | None = None
    for wanted in ("inlet", "wall"):
        for name, entry in velocity.items():
            if roles.get(name) != wanted or not isinstance(entry, Mapping):
                continue
            vector = vector_of(entry.get("value"))
            speed = math.sqrt(sum(c * c for c in vector)) if vector else None
            if speed and (best is None or speed > best[0]):
                best = (speed, f"|U| on {wanted} '{name}'")
        if best is not None:
            return best
    return None


def reference_length(root: Path, roles: Mapping[str, PatchRole]) -> tuple[float, str] | None:
    """The inlet height (2-D) or hydraulic diameter (3-D); with no inlet, the domain's
    smallest in-plane extent. None when the blockMeshDict cannot be read."""
    mesh = read_block_mesh(root)
    if mesh is None:
        return None
    points = mesh.points
    inlet_points = [points[index] for name, role in roles.items() if role == "inlet"
                    for face in mesh.faces.get(name, []) for index in face
                    if index < len(points)]
    chosen = inlet_points or points
    sides = sorted((size for axis, size in enumerate(extents(chosen))
                    if size > 0 and axis != mesh.flat_axis), reverse=True)
    if not sides:
        return None
    if not inlet_points:
        return sides[-1], "the domain's smallest extent"
    if mesh.flat_axis is not None or len(sides) == 1:
        return sides[0], "the inlet height"
    return 2 * sides[0] * sides[1] / (sides[0] + sides[1]), "the inlet's hydraulic diameter"


def inputs(root: Path, stated: InletTurbulence, velocity: Mapping[str, object],
           roles: Mapping[str, PatchRole]) -> Inputs:
    """The speed, intensity and length for the estimates: stated, read from the case, or the
    documented defaults; each choice is one note."""
    notes: list[str] = []
    speed = ((stated.speed, f"stated: '{stated.speed_source}'")
             if stated.speed is not None else reference_speed(velocity, roles))
    if speed is None:
        speed = (FALLBACK_SPEED, f"no patch prescribes a speed; U = {FALLBACK_SPEED:g} m/s "
                                 "assumed")
    notes.append(f"U = {speed[0]:g} m/s ({speed[1]})")
    if stated.intensity is not None:
        intensity = stated.intensity
        notes.append(f"I = {intensity:g} (stated)")
    else:
        intensity = DEFAULT_INTENSITY
        notes.append(f"I = {intensity:g} (default: none stated)")
    if stated.length_scale is not None:
        length = stated.length_scale
        notes.append(f"L = {length:g} m (stated)")
    else:
        reference = reference_length(root, roles)
        if reference is None:
            length = FALLBACK_LENGTH
            notes.append(f"L = {length:g} m (default: none stated and the mesh extents are not "
                         "readable)")
        else:
            length = tidy(DEFAULT_LENGTH_SHARE * reference[0])
            notes.append(f"L = {length:g} m (default: {DEFAULT_LENGTH_SHARE:g} x "
                         f"{reference[1]} {reference[0]:g} m)")
    return Inputs(float(speed[0]), float(intensity), float(length), tuple(notes))


# -- the field files ----------------------------------------------------------------------

def _wall_entry(field: str, model: str, family: Family, value: str) -> str:
    row = turbulence_model(model)
    entry = row.wall_entry(field) if row is not None else FIELDS[field].wall[family]
    if entry.type == "compressible::alphatWallFunction":
        return f"type {entry.type}; Prt {PRANDTL_TURBULENT}; value uniform 0;"
    if entry.value == "none":
        return f"type {entry.type};"
    if entry.value == "zero":
        return f"type {entry.type}; value uniform 0;"
    return f"type {entry.type}; {value}"


def boundary_entry(field: str, role: PatchRole, mesh_type: str, model: str, family: Family,
                   value: float) -> str:
    """The boundary entry of ``field`` on a patch of the given role, as dictionary text."""
    uniform = f"value uniform {value:.6g};"
    if role == "constraint":
        return f"type {mesh_type};"
    if role == "wall":
        return _wall_entry(field, model, family, uniform)
    if field in {"nut", "alphat"}:
        return "type calculated; value uniform 0;"
    if role == "slip":
        return "type zeroGradient;"
    if role == "inlet":
        return f"type fixedValue; {uniform}"
    return f"type inletOutlet; inletValue uniform {value:.6g}; {uniform}"


def field_text(field: str, internal: float, entries: Mapping[str, str]) -> str:
    """A whole ``volScalarField`` file (``alphat`` in the compressible solvers' kg/m/s)."""
    dimensions = FIELDS[field].dimensions
    body = "\n".join(f"    {name}\n    {{\n        {entry}\n    }}"
                     for name, entry in entries.items())
    return ("FoamFile\n{\n    version     2.0;\n    format      ascii;\n"
            f"    class       volScalarField;\n    object      {field};\n}}\n\n"
            f"dimensions      {dimensions};\n\n"
            f"internalField   uniform {internal:.6g};\n\n"
            f"boundaryField\n{{\n{body}\n}}\n")
