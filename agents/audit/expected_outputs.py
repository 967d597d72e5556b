"""What function object the audit expects for each requested output, decided from the request's
words and the case as written, or why this case cannot have one.

Why the audit's own: an author that put the forces on the wrong patch, or a probe at another
point, would pass an audit that asked the author what to look for. The audit asks only what
the request fixes: the object's type (v1912's: forces, probes, sets, the field objects), the
patches the request's words name (resolved against the case's patches), the fields sampled,
and the coordinates the request states. Choices the request leaves open (a reference speed, a
probe's coordinate across a 2-D mesh's one cell, where along its axis a line starts) are the
author's, and any value of them is accepted; the audit reports the values the case holds.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

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
from foam_agent.foamcase.case.blockmesh import read_block_mesh
from foam_agent.foamcase.case.bodies import BODY_PATCHES
from foam_agent.foamcase.case.files import (
    THERMO_FILE,
    TURBULENCE_FILES,
    field_files,
    mesh_patches,
)
from foam_agent.foamcase.case.function_objects import PATCH_OPERATIONS, Point, WantedObject
from foam_agent.foamcase.case.patches import WALL_GROUP, normalise, resolve, with_modifier
from foam_agent.foamcase.case.sides import patch_sides
from foam_agent.foamcase.case.viscosity import is_inviscid

#: How far outside the mesh's box a stated point may lie, relative to the box (print rounding).
OUTSIDE_SLACK = 1e-9


@dataclass(frozen=True)
class Impossible:
    """A requested output this case cannot have, and why."""

    reason: str


@dataclass(frozen=True)
class _Case:
    """What the expectations read from the case: its patches, box and models."""

    root: Path
    patches: dict[str, str]
    lows: tuple[float, float, float] | None
    highs: tuple[float, float, float] | None
    flat_axis: int | None
    turbulence: bool
    thermo: bool

    def has_field(self, name: str) -> bool:
        return bool(field_files(self.root, name))

    def walls(self) -> dict[str, str]:
        return {name: kind for name, kind in self.patches.items() if kind == "wall"}

    def resolve(self, mentions: tuple[str, ...], patches: dict[str, str] | None = None
                ) -> list[str]:
        return resolve(mentions, self.patches if patches is None else patches,
                       sides=lambda: patch_sides(self.root))


def read_case(root: Path) -> _Case:
    """The facts of the case under ``root`` the expectations need (read once per audit)."""
    patches = mesh_patches(root)
    mesh = read_block_mesh(root)
    lows = highs = None
    if mesh is not None and mesh.points:
        low = [min(point[axis] for point in mesh.points) for axis in range(3)]
        high = [max(point[axis] for point in mesh.points) for axis in range(3)]
        lows, highs = (low[0], low[1], low[2]), (high[0], high[1], high[2])
    flat = mesh.flat_axis if mesh is not None and "empty" in patches.values() else None
    return _Case(root, patches, lows, highs, flat,
                 turbulence=any((root / name).is_file() for name in TURBULENCE_FILES),
                 thermo=(root / THERMO_FILE).is_file())


def expected_object(case: _Case, output: RequestedOutput) -> WantedObject | Impossible:
    """The object ``output`` needs in ``case``, or why it cannot have one."""
    expect: dict[type, Callable[[_Case, RequestedOutput], WantedObject | Impossible]] = {
        ForcesOutput: _forces, ProbeOutput: _probe, LineOutput: _line, WallOutput: _wall,
        DerivedOutput: _derived, PatchValueOutput: _patch_value,
        PressureDropOutput: _pressure_drop, FieldRangeOutput: _field_range}
    if isinstance(output, OtherOutput):
        return Impossible(output.reason)
    return expect[type(output)](case, output)


@dataclass(frozen=True)
class HostNusselt:
    """An asked Nusselt number the host measures from T once the case has run.

    Why not a function object: v1912's ``wallHeatFlux`` exists only for a compressible
    heat-transfer solver (a thermophysical model), so a Boussinesq or incompressible case with
    a temperature field writes no heat flux; the project's own measurement
    (:func:`foam_agent.agents.validation.nusselt.wall_nusselt`) reads the wall gradient of T.

    Attributes:
        boundary: The walls the request names ("hot wall"), empty for the hottest.
    """

    boundary: tuple[str, ...]


def host_measured(case: _Case, output: RequestedOutput) -> HostNusselt | None:
    """How ``output`` is delivered when no function object can deliver it but the host can:
    a Nusselt number asked of a case that solves T without a thermophysical model."""
    if not isinstance(output, WallOutput):
        return None
    # Imported here: the mesh study's Nusselt reader loads the validation suite (its cases,
    # runs and pictures), which an audit of a case asking no wall output never needs.
    from foam_agent.agents.mesh_study.nusselt import NUSSELT

    if NUSSELT.search(output.asked) and not case.thermo and case.has_field("T"):
        return HostNusselt(output.boundary)
    return None


def describe(wanted: WantedObject) -> str:
    """The object in a few words, for audit rows."""
    parts = [wanted.kind]
    if wanted.patches:
        parts.append("on (" + " ".join(wanted.patches) + ")")
    if wanted.fields:
        parts.append("of (" + " ".join(wanted.fields) + ")")
    if wanted.points:
        parts.append("at " + " to ".join(
            "(" + " ".join("any" if value is None else f"{value:g}" for value in point) + ")"
            for point in wanted.points))
    return " ".join(parts)


def _body(case: _Case, body: tuple[str, ...]) -> list[str] | Impossible:
    """The patches a force acts on: the body the words name, else the case's body patch(es),
    else every wall."""
    walls = case.walls()
    if body and normalise(body[0]) not in WALL_GROUP:
        # "lower wall" means that wall, never every wall because it ends in "wall".
        mentions = body if normalise(body[-1]) not in WALL_GROUP else body[:1]
        found = case.resolve(mentions)
        if not found and normalise(body[-1]) in BODY_PATCHES:
            found = resolve(BODY_PATCHES, walls)
        return found or Impossible(f"no patch of the case is the '{body[0]}' (its patches: "
                                   f"{', '.join(sorted(case.patches)) or 'none'})")
    found = resolve(BODY_PATCHES, walls) if not body else []
    return found or list(walls) or Impossible("the case has no wall patch for the forces "
                                              "to act on")


def _forces(case: _Case, output: RequestedOutput) -> WantedObject | Impossible:
    assert isinstance(output, ForcesOutput)
    patches = _body(case, output.body)
    if isinstance(patches, Impossible):
        return patches
    kind = "forceCoeffs" if output.coefficients else "forces"
    return WantedObject(kind, tuple(patches))


def _fields(case: _Case, fields: tuple[str, ...]) -> tuple[str, ...] | Impossible:
    present = tuple(name for name in fields if case.has_field(name))
    return present or Impossible(f"the case solves no {' or '.join(fields)} field")


def _point(case: _Case, position: Position, what: str) -> Point | Impossible:
    """The stated coordinates of ``position``; the one across a 2-D mesh's single cell and
    unstated ones free. Unmet when a stated coordinate lies outside the mesh."""
    point = tuple(None if axis == case.flat_axis else value
                  for axis, value in enumerate(position))
    if case.lows is not None and case.highs is not None:
        for axis, value in enumerate(point):
            low, high = case.lows[axis], case.highs[axis]
            slack = OUTSIDE_SLACK * max(1.0, abs(high - low))
            if value is not None and not low - slack <= value <= high + slack:
                return Impossible(f"the {what}'s {'xyz'[axis]} = {value:g} m is outside the "
                                  f"domain ({'xyz'[axis]} {low:g}..{high:g} m)")
    return (point[0], point[1], point[2])


def _probe(case: _Case, output: RequestedOutput) -> WantedObject | Impossible:
    assert isinstance(output, ProbeOutput)
    fields = _fields(case, output.fields)
    point = _point(case, output.location, "probe location")
    for found in (fields, point):
        if isinstance(found, Impossible):
            return found
    assert not isinstance(fields, Impossible) and not isinstance(point, Impossible)
    return WantedObject("probes", fields=fields, points=(point,))


def _line(case: _Case, output: RequestedOutput) -> WantedObject | Impossible:
    """A line between stated ends, or one through the stated coordinates (both its ends hold
    them; where along its axis it starts and ends is the author's choice)."""
    assert isinstance(output, LineOutput)
    fields = _fields(case, output.fields)
    if isinstance(fields, Impossible):
        return fields
    if output.start is not None and output.end is not None:
        ends = (_point(case, output.start, "line's start"), _point(case, output.end,
                                                                     "line's end"))
    else:
        through = list(output.through)
        if output.axis is not None:
            through[output.axis] = None
        middle = _point(case, (through[0], through[1], through[2]), "line")
        ends = (middle, middle)
    for end in ends:
        if isinstance(end, Impossible):
            return end
    first, last = ends
    assert not isinstance(first, Impossible) and not isinstance(last, Impossible)
    return WantedObject("sets", fields=fields, points=(first, last))


def _wall(case: _Case, output: RequestedOutput) -> WantedObject | Impossible:
    assert isinstance(output, WallOutput)
    if not case.turbulence:
        return Impossible(f"v1912's {output.quantity} needs the solver's turbulence model "
                          "(constant/turbulenceProperties), which this case has not")
    if is_inviscid(case.root):
        return Impossible(f"the case is inviscid (zero viscosity): its {output.quantity} is "
                          "zero everywhere")
    if output.quantity == "wallHeatFlux" and not case.thermo:
        return Impossible("v1912's wallHeatFlux needs a compressible heat-transfer solver's "
                          "thermophysical model, which this case has not")
    walls = case.walls()
    if not output.boundary:
        return WantedObject(output.quantity, tuple(walls)) if walls else Impossible(
            "the case has no wall patch")
    patches: list[str] = []
    for mention in output.boundary:
        found = [name for name in case.resolve(with_modifier(mention)) if name in walls]
        if not found and any(word in BODY_PATCHES for word in mention.lower().split()):
            found = resolve(BODY_PATCHES, walls)
        if not found:
            return Impossible(f"no wall patch of the case is the '{mention}' (its walls: "
                              f"{', '.join(sorted(walls)) or 'none'})")
        patches += [name for name in found if name not in patches]
    return WantedObject(output.quantity, tuple(patches))


def _derived(case: _Case, output: RequestedOutput) -> WantedObject | Impossible:
    assert isinstance(output, DerivedOutput)
    if output.quantity == "MachNo" and not case.thermo:
        return Impossible("the Mach number needs the speed of sound of a compressible "
                          "solver's thermophysical model, which this case has not")
    if output.quantity == "streamFunction" and case.flat_axis is None:
        return Impossible("the stream function is defined for 2-D cases only")
    if not case.has_field("U"):
        return Impossible(f"the {output.quantity} field needs a velocity field U")
    if output.quantity == "Cp":
        # v1912's pressure object writes Cp as (p - pInf) / (rhoInf |UInf|^2 / 2).
        return WantedObject("pressure", settings=(("result", "Cp"), ("mode", "staticCoeff")))
    return WantedObject(output.quantity)


def _one_patch(case: _Case, mentions: tuple[str, ...]) -> str | Impossible:
    """The patch a surface value is taken on: the first the words name."""
    found = case.resolve(mentions)
    return found[0] if found else Impossible(
        f"no patch of the case is the '{mentions[0]}' (its patches: "
        f"{', '.join(sorted(case.patches)) or 'none'})")


def _patch_value(case: _Case, output: RequestedOutput) -> WantedObject | Impossible:
    assert isinstance(output, PatchValueOutput)
    missing = [name for name in output.fields if name != "phi" and not case.has_field(name)]
    if missing:
        return Impossible(f"the case solves no {' or '.join(missing)} field")
    patch = _one_patch(case, output.boundary or ("outlet",))
    if isinstance(patch, Impossible):
        return patch
    return WantedObject("surfaceFieldValue", (patch,), fields=output.fields, settings=(
        ("regionType", "patch"), ("name", patch),
        ("operation", PATCH_OPERATIONS[output.quantity]), ("fields", list(output.fields))))


def _pressure_drop(case: _Case, output: RequestedOutput) -> WantedObject | Impossible:
    """The difference of the two patches' area-averaged pressures (fieldValueDelta)."""
    assert isinstance(output, PressureDropOutput)
    if not case.has_field("p"):
        return Impossible("the case solves no p field")
    patches: list[str] = []
    for name in output.boundaries or ("inlet", "outlet"):
        patch = _one_patch(case, (name,))
        if isinstance(patch, Impossible):
            return patch
        patches.append(patch)
    regions = tuple((f"region{index}", {"regionType": "patch", "name": patch,
                                        "operation": "areaAverage", "fields": ["p"]})
                    for index, patch in enumerate(patches, start=1))
    return WantedObject("fieldValueDelta", tuple(patches), fields=("p",),
                        settings=(("operation", "subtract"), *regions))


def _field_range(case: _Case, output: RequestedOutput) -> WantedObject | Impossible:
    assert isinstance(output, FieldRangeOutput)
    fields = _fields(case, output.fields)
    if isinstance(fields, Impossible):
        return fields
    return WantedObject("fieldMinMax", fields=fields,
                        settings=(("fields", list(fields)), ("mode", "magnitude")))

