"""What function object each requested output needs in this case, or why it cannot have one.

Why apart from the writing: the author writes these objects and the audit checks them, and
both must agree on the patches a body's words mean, where an unstated coordinate lies and
which outputs this case's solver can produce. Every keyword used here is one of ESI v1912's
(``etc/caseDicts/postProcessing``: forces, probes, graphs, fields; simpleCar's forceCoeffs,
bump2D's wallShearStress, surfaceMountedCube's Q and vorticity), and every choice the request
leaves open (a reference speed, a probe's z in a 2-D mesh) is said as an assumption.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.agents.geometry.audit import read_mesh_shape
from foam_agent.agents.spec.output_kinds import (
    DerivedOutput,
    FieldRangeOutput,
    ForcesOutput,
    LineOutput,
    OtherOutput,
    PatchValueOutput,
    Position,
    PressureDropOutput,
    ProbeOutput,
    RequestedOutput,
    WallOutput,
)
from foam_agent.agents.spec.stated import Requirements, Vector
from foam_agent.foamcase.case.blocks import block_cells
from foam_agent.foamcase.case.bodies import BODY_PATCHES
from foam_agent.foamcase.case.files import (
    BLOCK_MESH_DICTS,
    THERMO_FILE,
    TURBULENCE_FILES,
    entries_of,
    field_files,
    first_existing,
    lookup,
    mesh_patches,
    parse,
    subdict,
)
from foam_agent.foamcase.case.function_objects import PATCH_OPERATIONS, WantedObject, find_object
from foam_agent.foamcase.case.patches import WALL_GROUP, normalise, resolve, with_modifier
from foam_agent.foamcase.case.sides import patch_sides
from foam_agent.foamcase.case.values import number_of, vector_of
from foam_agent.foamcase.case.viscosity import is_inviscid

#: Points along a sampled line.
LINE_POINTS = 100
#: A line's ends are kept this fraction of the domain inside it: a point on the boundary
#: starts its search outside the mesh (v1912 warns and may drop it).
LINE_INSET = 1e-6
#: v1912's library of each function object (``libs``).
LIBRARIES = {"forces": "forces", "forceCoeffs": "forces", "probes": "sampling",
             "sets": "sampling"}
FIELD_LIBRARY = "fieldFunctionObjects"


@dataclass(frozen=True)
class PlannedObject:
    """One function object for one requested output.

    Attributes:
        output: The request it answers.
        kind: The function object's ``type`` (``forceCoeffs``, ``probes``, ``sets``…).
        patches: The patches it works on (forces, wall fields).
        fields: The fields it samples (probes, sets).
        points: A probe's location, or a line's start and end, in metres.
        settings: The other keywords and their values, as written.
        assumptions: Each choice the request left open, in words.
    """

    output: RequestedOutput
    kind: str
    patches: tuple[str, ...] = ()
    fields: tuple[str, ...] = ()
    points: tuple[Vector, ...] = ()
    settings: tuple[tuple[str, Any], ...] = ()
    assumptions: tuple[str, ...] = ()

    def describe(self) -> str:
        """The object in a few words, for notes and audit rows."""
        parts = [self.kind]
        if self.patches:
            parts.append("on (" + " ".join(self.patches) + ")")
        if self.fields:
            parts.append("of (" + " ".join(self.fields) + ")")
        if self.points:
            parts.append("at " + " to ".join(_point(point) for point in self.points))
        return " ".join(parts)


@dataclass(frozen=True)
class Refused:
    """A requested output this case cannot produce, and why."""

    output: RequestedOutput
    reason: str


@dataclass(frozen=True)
class _Case:
    """What the plans read from the case: its patches, mesh box and models."""

    root: Path
    patches: dict[str, str]
    lows: Vector | None
    highs: Vector | None
    flat_axis: int | None
    turbulence: bool
    thermo: bool
    inviscid: bool

    def has_field(self, name: str) -> bool:
        return bool(field_files(self.root, name))


def read_case(root: Path) -> _Case:
    """The facts of the case under ``root`` the plans need (read once per case)."""
    patches = mesh_patches(root)
    shape = read_mesh_shape(root)
    lows = highs = None
    flat: int | None = None
    if shape is not None and shape.points:
        low = tuple(min(point[axis] for point in shape.points) for axis in range(3))
        high = tuple(max(point[axis] for point in shape.points) for axis in range(3))
        lows, highs = (low[0], low[1], low[2]), (high[0], high[1], high[2])
        if "empty" in patches.values():
            flat = _flat_axis(root, lows, highs)
    return _Case(root, patches, lows, highs, flat,
                 turbulence=any((root / name).is_file() for name in TURBULENCE_FILES),
                 thermo=(root / THERMO_FILE).is_file(), inviscid=is_inviscid(root))


def _flat_axis(root: Path, low: Vector, high: Vector) -> int:
    """The axis a 2-D mesh is one cell thick along: every block of its blockMeshDict has one
    cell there; else (no readable blocks) its thinnest side.

    Why not the thinnest side alone: a generated 1 m x 0.1 m channel is 0.1 m deep too, and
    the tie made y the flat axis, so "the velocity profile at x = 0.8 m" became a line along x.
    """
    path = first_existing(root, BLOCK_MESH_DICTS)
    entries = entries_of(path) if path is not None else None
    cells = block_cells(entries) if entries is not None else None
    if cells:
        single = [axis for axis in range(3) if all(block[axis] == 1 for block in cells)]
        if len(single) == 1:
            return single[0]
    return min(range(3), key=lambda axis: high[axis] - low[axis])


def plan_output(case: _Case, output: RequestedOutput, stated: Requirements
                ) -> PlannedObject | Refused:
    """The function object ``output`` needs in ``case``, or why it cannot have one."""
    if isinstance(output, ForcesOutput):
        return _forces(case, output, stated)
    if isinstance(output, ProbeOutput):
        return _probe(case, output)
    if isinstance(output, LineOutput):
        return _line(case, output)
    if isinstance(output, WallOutput):
        return _wall(case, output)
    if isinstance(output, DerivedOutput):
        return _derived(case, output, stated)
    if isinstance(output, PatchValueOutput):
        return _patch_value(case, output)
    if isinstance(output, PressureDropOutput):
        return _pressure_drop(case, output)
    if isinstance(output, FieldRangeOutput):
        return _field_range(case, output)
    assert isinstance(output, OtherOutput)
    return Refused(output, output.reason)


def _point(point: Vector) -> str:
    return "(" + " ".join(f"{value:g}" for value in point) + ")"


def _walls(case: _Case) -> list[str]:
    return [name for name, kind in case.patches.items() if kind == "wall"]


def _body_patches(case: _Case, output: ForcesOutput) -> tuple[list[str], str] | Refused:
    """The patches the forces act on, and the assumption made when the request names none."""
    walls = {name: kind for name, kind in case.patches.items() if kind == "wall"}
    if output.body and normalise(output.body[0]) not in WALL_GROUP:
        # "lower wall" means that wall, never every wall because it ends in "wall".
        mentions = (output.body if normalise(output.body[-1]) not in WALL_GROUP
                    else output.body[:1])
        found = resolve(mentions, case.patches, sides=lambda: patch_sides(case.root))
        if not found and normalise(output.body[-1]) in BODY_PATCHES:
            found = resolve(BODY_PATCHES, walls)
        if not found:
            return Refused(output, f"no patch of the case is the '{output.body[0]}' (its "
                                   f"patches: {', '.join(sorted(case.patches)) or 'none'})")
        return found, ""
    if not output.body:
        found = resolve(BODY_PATCHES, walls)
        if found:
            return found, f"no body named: the case's body patch(es) {', '.join(found)}"
    found = list(walls)
    if not found:
        return Refused(output, "the case has no wall patch for the forces to act on")
    return found, ("" if output.body else "no body named: the forces on every wall patch")


def _inlet_velocity(case: _Case, stated: Requirements) -> tuple[Vector | float, str] | None:
    """The free stream's velocity: the stated inlet value, else the case's fixed inlet (or,
    without one, its fastest fixed patch, a moving lid)."""
    for item in stated.boundary_values:
        if item.field == "U" and any("inlet" in normalise(name) for name in item.boundary):
            return item.value, f"the stated inlet velocity '{item.source}'"
    velocity = parse(case.root / "0" / "U")
    boundary = subdict(velocity.get("boundaryField")) if velocity is not None else None
    best: tuple[Vector, str] | None = None
    for name, entry in (boundary or {}).items():
        vector = vector_of(lookup(entry, ("value",))) if isinstance(name, str) else None
        if vector is None or not any(vector):
            continue
        if "inlet" in normalise(name):
            return vector, f"the case's velocity on '{name}'"
        if best is None or _magnitude(vector) > _magnitude(best[0]):
            best = (vector, f"the case's fastest fixed velocity, on '{name}'")
    return best


def _magnitude(vector: Vector) -> float:
    return math.sqrt(sum(component * component for component in vector))


def _density(case: _Case, stated: Requirements, *, compressible: bool = False
             ) -> tuple[float, str]:
    """The density that scales an incompressible solver's kinematic pressure to newtons, or
    a compressible case's free-stream density for its coefficients."""
    for item in stated.properties:
        if item.name == "rho" and item.phase is None:
            return float(item.value), f"the stated density '{item.source}'"
    transport = parse(case.root / "constant" / "transportProperties")
    value = number_of(transport.get("rho")) if transport is not None else None
    if value is not None and not compressible:
        return value, "the case's transportProperties rho"
    if compressible:
        return 1.0, ("no free-stream density stated, so 1 is assumed: the coefficients scale "
                     "with 1/rhoInf")
    return 1.0, ("no density stated, so 1 is assumed: forces are per unit density, as the "
                 "solver's kinematic pressure")


def _forces(case: _Case, output: ForcesOutput, stated: Requirements
            ) -> PlannedObject | Refused:
    chosen = _body_patches(case, output)
    if isinstance(chosen, Refused):
        return chosen
    patches, assumed = chosen
    assumptions = [assumed] if assumed else []
    if output.asked:
        assumptions.append(f"the {output.asked} is measured from the lift coefficient's "
                           "history (the run record reports it for one body in a transient "
                           "run)")
    settings: list[tuple[str, Any]] = []
    if not case.thermo:
        # v1912's forcesIncompressible.cfg: the pressure is kinematic, scaled by rhoInf.
        density, why = _density(case, stated)
        settings += [("rho", "rhoInf"), ("rhoInf", density)]
        assumptions.append(f"rhoInf {density:g} from {why}")
    elif output.coefficients:
        # forceCoeffsCompressible: forces from the rho field, coefficients scaled by rhoInf.
        density, why = _density(case, stated, compressible=True)
        settings.append(("rhoInf", density))
        assumptions.append(f"rhoInf {density:g} from {why}")
    settings.append(("CofR", list(_centre(case, patches))))
    if not output.coefficients:
        return PlannedObject(output, "forces", tuple(patches), settings=tuple(settings),
                             assumptions=tuple(assumptions))
    velocity = _inlet_velocity(case, stated)
    if velocity is None:
        speed, drag = 1.0, (1.0, 0.0, 0.0)
        assumptions.append("magUInf 1 m/s assumed: no inlet velocity stated or fixed")
    else:
        value, why = velocity
        speed = abs(float(value)) if not isinstance(value, tuple) else _magnitude(value)
        drag = ((value[0] / speed, value[1] / speed, value[2] / speed)
                if isinstance(value, tuple) and speed else (1.0, 0.0, 0.0))
        assumptions.append(f"magUInf {speed:g} m/s from {why}")
    length = output.reference_length
    if length is None:
        length = 1.0
        assumptions.append("lRef 1 m assumed: no body size stated")
    else:
        assumptions.append(f"lRef {length:g} m from {output.reference_note}")
    area, why = _area(case, output, length)
    assumptions.append(f"Aref {area:g} m2: {why}")
    lift = (0.0 - drag[1], drag[0], 0.0) if abs(drag[2]) < 1e-12 else (0.0, 0.0, 1.0)
    settings += [("liftDir", list(lift)), ("dragDir", list(drag)), ("pitchAxis", [0, 0, 1]),
                 ("magUInf", speed), ("lRef", length), ("Aref", area)]
    return PlannedObject(output, "forceCoeffs", tuple(patches), settings=tuple(settings),
                         assumptions=tuple(assumptions))


def _area(case: _Case, output: ForcesOutput, length: float) -> tuple[float, str]:
    """The coefficients' reference area: the frontal area per the 2-D mesh's depth, a
    sphere's cross-section, else the reference length squared."""
    if case.flat_axis is not None and case.lows is not None and case.highs is not None:
        depth = case.highs[case.flat_axis] - case.lows[case.flat_axis]
        return length * depth, f"lRef x the 2-D mesh's depth {depth:g} m"
    if output.body and normalise(output.body[-1]) == "sphere":
        return math.pi * length * length / 4, "the sphere's cross-section pi lRef^2 / 4"
    return length * length, "lRef^2 assumed (no frontal area stated)"


def _centre(case: _Case, patches: list[str]) -> Vector:
    """The middle of the patches' points (the moments' centre), else the origin."""
    shape = read_mesh_shape(case.root)
    points = [point for name in patches for point in (shape.patches.get(name, [])
                                                       if shape is not None else [])]
    if not points:
        return (0.0, 0.0, 0.0)
    middle = [(min(point[axis] for point in points) + max(point[axis] for point in points)) / 2
              for axis in range(3)]
    return (middle[0], middle[1], middle[2])


def _fields(case: _Case, output: ProbeOutput | LineOutput) -> tuple[str, ...] | Refused:
    present = tuple(name for name in output.fields if case.has_field(name))
    if not present:
        return Refused(output, f"the case solves no {' or '.join(output.fields)} field")
    return present


def _located(case: _Case, position: Position, what: str
             ) -> tuple[Vector, dict[int, str]] | str:
    """``position`` with unstated coordinates at the domain's middle (and a 2-D mesh's
    coordinate across its one cell at its middle), with a note per axis so placed, or why it
    cannot be placed."""
    if case.lows is None or case.highs is None:
        if any(value is None for value in position):
            return f"the {what} is not fully stated and the case's mesh is not readable here"
        return (float(position[0] or 0), float(position[1] or 0), float(position[2] or 0)), {}
    point: list[float] = []
    notes: dict[int, str] = {}
    for axis, value in enumerate(position):
        middle = (case.lows[axis] + case.highs[axis]) / 2
        if axis == case.flat_axis:
            if value is not None and not math.isclose(value, middle):
                notes[axis] = (f"{'xyz'[axis]} {middle:g} m, the middle of the 2-D mesh's one "
                               f"cell (stated {value:g})")
            point.append(middle)
        elif value is None:
            notes[axis] = f"{'xyz'[axis]} {middle:g} m, the domain's middle (not stated)"
            point.append(middle)
        else:
            point.append(value)
    slack = [1e-9 * max(1.0, abs(high - low)) for low, high in zip(case.lows, case.highs,
                                                                     strict=True)]
    outside = [axis for axis in range(3) if not (case.lows[axis] - slack[axis] <= point[axis]
                                                 <= case.highs[axis] + slack[axis])]
    if outside:
        bounds = ", ".join(f"{'xyz'[axis]} {case.lows[axis]:g}..{case.highs[axis]:g}"
                           for axis in range(3))
        where = _point((point[0], point[1], point[2]))
        return f"the {what} {where} m is outside the domain ({bounds} m)"
    return (point[0], point[1], point[2]), notes


def _probe(case: _Case, output: ProbeOutput) -> PlannedObject | Refused:
    fields = _fields(case, output)
    if isinstance(fields, Refused):
        return fields
    located = _located(case, output.location, "probe location")
    if isinstance(located, str):
        return Refused(output, located)
    point, by_axis = located
    notes = list(by_axis.values())
    missing = [name for name in output.fields if name not in fields]
    notes += [f"{name} is not a field of this case" for name in missing]
    if output.fields_assumed:
        notes.append(f"no field named: {' and '.join(fields)} probed")
    return PlannedObject(output, "probes", fields=fields, points=(point,),
                         assumptions=tuple(notes))


def _line(case: _Case, output: LineOutput) -> PlannedObject | Refused:
    fields = _fields(case, output)
    if isinstance(fields, Refused):
        return fields
    if output.start is not None and output.end is not None:
        first = _located(case, output.start, "line's start")
        last = _located(case, output.end, "line's end")
        if isinstance(first, str) or isinstance(last, str):
            return Refused(output, first if isinstance(first, str) else str(last))
        return PlannedObject(output, "sets", fields=fields, points=(first[0], last[0]),
                             assumptions=(*first[1].values(), *last[1].values()))
    if case.lows is None or case.highs is None:
        return Refused(output, "the line's ends are not stated and the case's mesh is not "
                               "readable here")
    axis = output.axis if output.axis is not None else (
        1 if any(value is not None for value in output.through) else 0)
    if axis == case.flat_axis:
        axis = 1 if axis != 1 else 0
    through = list(output.through)
    through[axis] = None
    located = _located(case, (through[0], through[1], through[2]), "line")
    if isinstance(located, str):
        return Refused(output, located)
    middle, by_axis = located
    span = case.highs[axis] - case.lows[axis]
    start, end = list(middle), list(middle)
    start[axis] = case.lows[axis] + LINE_INSET * span
    end[axis] = case.highs[axis] - LINE_INSET * span
    notes = [note for placed, note in by_axis.items() if placed != axis]
    notes.append(f"along {'xyz'[axis]} across the whole domain")
    return PlannedObject(output, "sets", fields=fields,
                         points=((start[0], start[1], start[2]), (end[0], end[1], end[2])),
                         assumptions=tuple(notes))


def _wall(case: _Case, output: WallOutput) -> PlannedObject | Refused:
    if not case.turbulence:
        return Refused(output, f"v1912's {output.quantity} needs the solver's turbulence model "
                               "(constant/turbulenceProperties), which this case's solver has "
                               "not (icoFoam-like solvers)")
    if case.inviscid:
        crash = (" (and v1912's yPlus divides by it: the run dies)"
                 if output.quantity == "yPlus" else "")
        return Refused(output, f"the case is inviscid (zero viscosity): its {output.quantity} "
                               f"is zero everywhere{crash}")
    if output.quantity == "wallHeatFlux" and not case.thermo:
        return Refused(output, "v1912's wallHeatFlux needs a compressible heat-transfer "
                               "solver's thermophysical model, which this case has not")
    walls = {name: kind for name, kind in case.patches.items() if kind == "wall"}
    if output.boundary:
        patches = []
        for mention in output.boundary:
            found = [name for name in resolve(with_modifier(mention), case.patches,
                                              sides=lambda: patch_sides(case.root))
                     if name in walls]
            if not found and any(word in BODY_PATCHES for word in mention.lower().split()):
                found = resolve(BODY_PATCHES, walls)
            if not found:
                return Refused(output, f"no wall patch of the case is the '{mention}' (its "
                                       f"walls: {', '.join(sorted(walls)) or 'none'})")
            patches += [name for name in found if name not in patches]
    else:
        patches = list(walls)
        if not patches:
            return Refused(output, "the case has no wall patch")
    notes = ([f"the {output.asked} is not a function object of v1912: the wall heat flux is "
              "written, Nu = q L / (k dT) follows from it"] if output.asked else [])
    return PlannedObject(output, output.quantity, tuple(patches), assumptions=tuple(notes))


def _derived(case: _Case, output: DerivedOutput, stated: Requirements
             ) -> PlannedObject | Refused:
    if output.quantity == "MachNo" and not case.thermo:
        return Refused(output, "the Mach number needs the speed of sound of a compressible "
                               "solver's thermophysical model, which this case has not")
    if output.quantity == "streamFunction" and case.flat_axis is None:
        return Refused(output, "the stream function is defined for 2-D cases only")
    if not case.has_field("U"):
        return Refused(output, f"the {output.quantity} field needs a velocity field U")
    if output.quantity == "Cp":
        return _pressure_coefficient(case, output, stated)
    return PlannedObject(output, output.quantity)


def _pressure_coefficient(case: _Case, output: DerivedOutput, stated: Requirements
                          ) -> PlannedObject | Refused:
    """v1912's pressure object as bump2D writes Cp: (p - pInf) / (rhoInf |UInf|^2 / 2)."""
    if case.thermo:
        return Refused(output, "the pressure coefficient is written here for incompressible "
                               "cases only (the compressible keywords are not verified)")
    notes = ["rhoInf 1: the pressure is kinematic, so Cp does not depend on the density",
             "pInf 0: the outlet's usual reference pressure"]
    velocity = _inlet_velocity(case, stated)
    if velocity is None:
        free: Vector = (1.0, 0.0, 0.0)
        notes.append("UInf (1 0 0) m/s assumed: no inlet velocity stated or fixed")
    elif isinstance(velocity[0], tuple):
        free = velocity[0]
        notes.append(f"UInf from {velocity[1]}")
    else:
        free = (abs(float(velocity[0])), 0.0, 0.0)
        notes.append(f"UInf along x from {velocity[1]}")
    return PlannedObject(output, "pressure", settings=(
        ("result", "Cp"), ("mode", "staticCoeff"), ("rho", "rhoInf"), ("rhoInf", 1),
        ("U", "UInf"), ("UInf", list(free)), ("pInf", 0)), assumptions=tuple(notes))


def _one_patch(case: _Case, mentions: tuple[str, ...], output: RequestedOutput
               ) -> tuple[str, list[str]] | Refused:
    """The one patch a surface value is taken on (``name`` takes one), and a note when the
    words name more."""
    found = resolve(mentions, case.patches, sides=lambda: patch_sides(case.root))
    if not found:
        return Refused(output, f"no patch of the case is the '{mentions[0]}' (its patches: "
                               f"{', '.join(sorted(case.patches)) or 'none'})")
    notes = [f"'{mentions[0]}' means {', '.join(found)}: taken on {found[0]}"] \
        if len(found) > 1 else []
    return found[0], notes


def _surface_region(patch: str, operation: str, fields: tuple[str, ...]
                    ) -> list[tuple[str, Any]]:
    """The keywords of v1912's surfaceFieldValue on a patch (surfaceRegion.cfg, patch.cfg)."""
    return [("regionType", "patch"), ("name", patch), ("operation", operation),
            ("fields", list(fields)), ("writeFields", False)]


def _patch_value(case: _Case, output: PatchValueOutput) -> PlannedObject | Refused:
    mentions = output.boundary
    notes: list[str] = []
    if not mentions:
        mentions = ("outlet",)
        notes.append("no boundary named: the outlet's flow rate")
    missing = [name for name in output.fields if name != "phi" and not case.has_field(name)]
    if missing:
        return Refused(output, f"the case solves no {' or '.join(missing)} field")
    chosen = _one_patch(case, mentions, output)
    if isinstance(chosen, Refused):
        return chosen
    patch, more = chosen
    if output.quantity == "flow_rate":
        notes.append("the sum of the face flux phi: a volume flow rate (m3/s) where the "
                     "solver's flux is volumetric, a mass flow rate where it is a mass flux")
    return PlannedObject(output, "surfaceFieldValue", (patch,), fields=output.fields,
                         settings=tuple(_surface_region(
                             patch, PATCH_OPERATIONS[output.quantity], output.fields)),
                         assumptions=tuple(notes + more))


def _pressure_drop(case: _Case, output: PressureDropOutput) -> PlannedObject | Refused:
    """v1912's pressureDifferencePatch: fieldValueDelta of two area-averaged pressures."""
    names = output.boundaries or ("inlet", "outlet")
    notes = [] if output.boundaries else ["no boundaries named: between the inlet and the "
                                          "outlet"]
    if not case.has_field("p"):
        return Refused(output, "the case solves no p field")
    patches: list[str] = []
    for name in names:
        chosen = _one_patch(case, (name,), output)
        if isinstance(chosen, Refused):
            return chosen
        patches.append(chosen[0])
        notes += chosen[1]
    regions = [(f"region{index}", {"type": "surfaceFieldValue", "libs": [FIELD_LIBRARY],
                                   **dict(_surface_region(patch, "areaAverage", ("p",)))})
               for index, patch in enumerate(patches, start=1)]
    return PlannedObject(output, "fieldValueDelta", tuple(patches), fields=("p",),
                         settings=(("operation", "subtract"), *regions),
                         assumptions=tuple(notes))


def _field_range(case: _Case, output: FieldRangeOutput) -> PlannedObject | Refused:
    fields = tuple(name for name in output.fields if case.has_field(name))
    if not fields:
        return Refused(output, f"the case solves no {' or '.join(output.fields)} field")
    return PlannedObject(output, "fieldMinMax", fields=fields,
                         settings=(("fields", list(fields)), ("mode", "magnitude")))


def found_object(functions: Mapping[Any, Any], planned: PlannedObject, root: Path
                 ) -> str | None:
    """The name of a function object in ``functions`` (controlDict's) that does what
    ``planned`` does, whoever wrote it (the generated geometry adds its own forceCoeffs on the
    body), or None: the case model's reading of function objects, the one the audit uses."""
    wanted = WantedObject(planned.kind, planned.patches, planned.fields, planned.points,
                          planned.settings)
    return find_object(functions, wanted, root)
