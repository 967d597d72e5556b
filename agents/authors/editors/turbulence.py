"""A stated turbulence model into ``turbulenceProperties`` (ESI) or ``momentumTransport`` (v10),
with everything the model needs to run.

Why: a model is more than its name. k-omega SST needs ``0/k``, ``0/omega`` and ``0/nut`` with
wall functions, ``div(phi,omega)``, a solver entry for omega (and ``omegaFinal`` under
PIMPLE) and ``wallDist``; an LES model needs its filter width ``delta``. The switch writes the
missing pieces with standard estimates (see ``turbulence_fields``) and keeps whatever the
reference already has, so a tutorial's own tuned values always win. "Laminar" sets
``simulationType laminar`` and leaves the turbulence fields, which laminar runs ignore.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.authors.editors.function_objects import drop_fields
from foam_agent.agents.authors.editors.numerics import (
    FV_SCHEMES,
    FV_SOLUTION,
    Added,
    add_div_schemes,
    add_solvers,
    add_wall_distance,
    transient,
)
from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.authors.editors.turbulence_fields import (
    InletTurbulence,
    Inputs,
    boundary_entry,
    estimates,
    field_text,
    inputs,
    realizable_epsilon,
)
from foam_agent.agents.authors.editors.turbulent_solver import to_turbulent_solver
from foam_agent.agents.spec.stated import INTERNAL, Requirements
from foam_agent.foamcase.case.blockmesh import read_block_mesh
from foam_agent.foamcase.case.files import (
    FIELD_DIRS,
    TURBULENCE_FILES,
    Keys,
    field_files,
    first_existing,
    mesh_patches,
    phase_turbulence_files,
    subdict,
)
from foam_agent.foamcase.case.values import number_of, tidy
from foam_agent.foamcase.case.viscosity import is_inviscid
from foam_agent.foamcase.catalog import (
    ESTIMATED_FIELDS,
    TRANSPORTED_FIELDS,
    Estimate,
    family_of,
    patch_roles,
    turbulence_model,
)
from foam_agent.foamcase.catalog.turbulence import Family

#: The keyword naming the model inside the RAS/LES sub-dictionary, per dialect.
ESI_MODEL_KEYS = {"RAS": "RASModel", "LES": "LESModel"}
FOUNDATION_MODEL_KEY = "model"
#: The filter width every LES model needs, as the tutorials set it.
LES_DELTA: dict[str, Any] = {"delta": "cubeRootVol", "cubeRootVolCoeffs": {"deltaCoeff": 1}}
#: The test filter of the dynamic model.
DYNAMIC_FILTER = {"filter": "simple"}
#: The patch group every wall belongs to: its entry covers walls a mesher adds later
#: (snappyHexMesh patches of a surface), which the blockMeshDict does not list.
WALL_GROUP = "wall"
#: Compressible solvers read the turbulent thermal diffusivity ``alphat`` with a RAS/LES model.
THERMO_FILES = ("constant/thermophysicalProperties",)


def _model_key(file: FoamFile, family: str, path: Path) -> str:
    """``RASModel`` or ``model``: what the file already uses, else what its dialect uses."""
    sub = subdict(file.get(family))
    if sub is not None:
        for key in (ESI_MODEL_KEYS[family], FOUNDATION_MODEL_KEY):
            if key in sub:
                return key
    return FOUNDATION_MODEL_KEY if path.name == "momentumTransport" else ESI_MODEL_KEYS[family]


def edit_turbulence(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Select the stated model (with the stated or default inlet estimates), or say why it
    cannot be; a stated intensity or length scale resets the fields the case already has."""
    stated = requirements.turbulence
    inlet = stated_inlet(requirements)
    if stated is not None:
        switch_turbulence(root, stated.value, stated.source, report, inlet)
    given = [item for item in (requirements.intensity, requirements.length_scale) if item]
    if given:
        reset_estimates(root, inlet, "; ".join(item.source for item in given), report)


def stated_inlet(requirements: Requirements) -> InletTurbulence:
    """The stated intensity and length scale, and the largest speed stated on a boundary:
    "inlet 20 m/s, intensity 2 %" on pitzDaily (10 m/s) needs k from 20 m/s, and the
    boundary values are written after the turbulence fields."""
    speeds = [(math.sqrt(sum(c * c for c in item.value)) if isinstance(item.value, tuple)
               else abs(item.value), item.source)
              for item in requirements.boundary_values
              if item.field == "U" and item.boundary != (INTERNAL,)]
    speed = max(speeds, default=None, key=lambda pair: pair[0])
    return InletTurbulence(
        intensity=requirements.intensity.value if requirements.intensity else None,
        length_scale=requirements.length_scale.value if requirements.length_scale else None,
        speed=speed[0] if speed and speed[0] > 0 else None,
        speed_source=speed[1] if speed else "")


def case_inputs(root: Path, inlet: InletTurbulence) -> Inputs:
    """The speed, intensity and length scale the estimates of the case under ``root`` use
    (the audit computes its expected values with the same inputs)."""
    velocity = _velocity_boundary(root)
    roles = patch_roles(mesh_patches(root), _velocity_types(velocity))
    return inputs(root, inlet, velocity, roles)


def reset_estimates(root: Path, inlet: InletTurbulence, source: str,
                     report: EditReport) -> None:
    """Set the initial values (and fixed inlet values) of the turbulence fields the case has
    to the estimates from the stated intensity and length scale."""
    given = case_inputs(root, inlet)
    values = estimates(given)
    for name in ESTIMATED_FIELDS:
        for path in field_files(root, name):
            relative = path.relative_to(root).as_posix()
            estimate = values[name]
            with report.parsing(root, path, "turbulence", source), FoamFieldFile(path) as file:
                previous = file.internal_field
                file.internal_field = tidy(estimate.value)
                inlets = _inlets(root)
                for patch, entry in file.boundary_field.items():
                    if isinstance(entry, FoamFile.SubDict) and patch in inlets \
                            and entry.get("type") == "fixedValue":
                        entry["value"] = tidy(estimate.value)
            report.edit(Edit("turbulence", relative, ("internalField",), tidy(estimate.value),
                             number_of(previous), f"{source}: {estimate.formula}"))


def _inlets(root: Path) -> set[str]:
    velocity = _velocity_boundary(root)
    roles = patch_roles(mesh_patches(root), _velocity_types(velocity))
    return {patch for patch, role in roles.items() if role == "inlet"}


def _laminar_phases(root: Path, phases: list[Path], source: str, report: EditReport) -> None:
    """Every phase laminar, in a multiphase Euler case's per-phase turbulence files (a
    laminar bubble column was reported as having no turbulence file, and unmet)."""
    for path in phases:
        relative = path.relative_to(root).as_posix()
        with report.parsing(root, path, "turbulence", source), FoamFile(path) as file:
            current = str(file.get("simulationType", ""))
            if current != "laminar":
                file["simulationType"] = "laminar"
        report.edit(Edit("turbulence", relative, ("simulationType",), "laminar", current or None,
                         source, changed=current != "laminar"))


def switch_turbulence(root: Path, model: str, source: str, report: EditReport,
                      inlet: InletTurbulence) -> None:
    """Make the case run ``model`` (a model name, ``RAS``, ``LES`` or ``laminar``).

    Args:
        root: The case directory, edited in place.
        model: The model as OpenFOAM names it (``kOmegaSST``, ``WALE``).
        source: The prompt's words, for the record.
        report: Receives every edit and every value that cannot be applied.
        inlet: Stated turbulence intensity and length scale (None: defaults).
    """
    path = first_existing(root, TURBULENCE_FILES)
    phases = phase_turbulence_files(root) if path is None else []
    if phases and model == "laminar":
        _laminar_phases(root, phases, source, report)
        return
    if path is None and model != "laminar" and not phases:
        path = _turbulent_solver(root, report, source)
    if path is None:
        report.skip("turbulence", source,
                    "the reference case has no turbulenceProperties/momentumTransport "
                    "(its solver does not model turbulence)")
        return
    relative = path.relative_to(root).as_posix()
    family: Family = family_of(model)
    row = turbulence_model(model)
    switched = False
    with report.parsing(root, path, "turbulence", source), FoamFile(path) as file:
        current = str(file.get("simulationType", ""))
        if model == "laminar":
            _set(file, report, relative, ("simulationType",), "laminar", source)
            return
        if model in {"RAS", "LES"}:
            _family_only(file, report, relative, family, current, source)
            return
        if row is not None and row.divides_by_viscosity and is_inviscid(root):
            report.skip("turbulence", source,
                        f"{model} divides by the molecular viscosity, which is 0 in this "
                        "inviscid case; state a viscosity to use it")
            return
        key = _model_key(file, family, path)
        if subdict(file.get(family)) is None:
            file[family] = {key: model, "turbulence": True, "printCoeffs": True}
            report.edit(Edit("turbulence", relative, (family, key), model, None, source))
        else:
            _set(file, report, relative, (family, key), model, source)
        _set(file, report, relative, ("simulationType",), family, source)
        if family == "LES":
            _les_settings(file, report, relative, model)
        switched = True
    if switched:  # a file foamlib cannot parse was reported as such, and nothing follows
        _complete(root, model, family, inlet, report)


def _turbulent_solver(root: Path, report: EditReport, source: str) -> Path | None:
    """The settings file of the turbulent counterpart of a laminar-only solver, after the
    switch to it (see ``turbulent_solver``); None when the case's solver has none."""
    upgrade = to_turbulent_solver(root)
    if upgrade is None:
        return None
    for change in upgrade.changes:
        report.edit(Edit("turbulence", change.file, change.keys, change.value,
                         upgrade.solver if change.keys == ("application",) else None,
                         f"{source}: {change.why}", follows=True))
    return upgrade.settings


def _family_only(file: FoamFile, report: EditReport, relative: str, family: Family,
                 current: str, source: str) -> None:
    """"RAS"/"LES" with no model named: keep the reference's model of that family."""
    if current == family:
        report.edit(Edit("turbulence", relative, ("simulationType",), family, current, source,
                         changed=False))
    elif file.get(family) is not None:
        _set(file, report, relative, ("simulationType",), family, source)
    else:
        report.skip("turbulence", source,
                    f"the prompt names no {family} model and the reference has none")


def _les_settings(file: FoamFile, report: EditReport, relative: str, model: str) -> None:
    """The filter width (and the dynamic model's test filter) when the LES dictionary lacks
    them."""
    les = subdict(file.get("LES")) or {}
    if "delta" not in les:
        for key, value in LES_DELTA.items():
            file[("LES", key)] = value
            report.edit(Edit("turbulence", relative, ("LES", key), value, None,
                             "every LES model needs a filter width", follows=True))
    coefficients = f"{model}Coeffs"
    if model == "dynamicKEqn" and "filter" not in les and \
            "filter" not in (subdict(les.get(coefficients)) or {}):
        file[("LES", coefficients)] = DYNAMIC_FILTER
        report.edit(Edit("turbulence", relative, ("LES", coefficients, "filter"), "simple", None,
                         "the dynamic model needs a test filter", follows=True))


def _velocity_boundary(root: Path) -> Mapping[str, object]:
    """The U boundary entries (patch → entry) of the start time, or none."""
    for path in field_files(root, "U"):
        with FoamFieldFile(path) as velocity:
            return {name: entry.as_dict() if isinstance(entry, FoamFile.SubDict) else entry
                    for name, entry in velocity.boundary_field.items()
                    if isinstance(name, str)}
    return {}


def _velocity_types(velocity: Mapping[str, object]) -> dict[str, str]:
    return {name: str(entry.get("type", "")) for name, entry in velocity.items()
            if isinstance(entry, Mapping)}


def _complete(root: Path, model: str, family: Family, inlet: InletTurbulence,
              report: EditReport) -> None:
    """Create the model's missing fields and the schemes and solver entries it needs."""
    row = turbulence_model(model)
    needed = list(row.required_fields) if row is not None else []
    if any((root / name).is_file() for name in THERMO_FILES):
        needed.append("alphat")
    missing = [name for name in needed if not field_files(root, name)]
    if missing:
        _create_fields(root, model, family, missing, inlet, report)
    unused = [name for name in ESTIMATED_FIELDS if name not in needed]
    for dropped in drop_fields(root, unused):
        report.edit(Edit("turbulence", dropped.file, ("fields",),
                         f"without {', '.join(dropped.fields)}", None,
                         f"{model} does not compute {', '.join(dropped.fields)}",
                         follows=True))
    solved = [name for name in needed if name in TRANSPORTED_FIELDS]
    added: list[Added] = []
    # lumpedPointMotion/building/steady's fvSchemes ends in "${_${FOAM_EXECUTABLE}};", which
    # foamlib cannot parse: the check of the model's schemes is then a skip, not a traceback.
    steps: list[tuple[Callable[[], list[Added]], str]] = [
        (lambda: add_div_schemes(root, solved), FV_SCHEMES),
        (lambda: add_solvers(root, solved), FV_SOLUTION)]
    if row is not None and row.wall_distance:
        steps.append((lambda: add_wall_distance(root), FV_SCHEMES))
    for step, relative in steps:
        with report.parsing(root, root / relative, f"{model}'s numerics",
                            f"the schemes and solvers {model} needs"):
            added.extend(step())
    for item in added:
        report.edit(Edit("turbulence", item.file, item.keys, item.value, None,
                         f"{model}: {item.why}", follows=True))


def _create_fields(root: Path, model: str, family: Family, missing: list[str],
                   inlet: InletTurbulence, report: EditReport) -> None:
    patches = mesh_patches(root)
    velocity = _velocity_boundary(root)
    roles = patch_roles(patches, _velocity_types(velocity))
    inviscid = is_inviscid(root)
    if inviscid:
        roles = {name: "slip" if role == "wall" else role for name, role in roles.items()}
    given = inputs(root, inlet, velocity, roles)
    values = estimates(given)
    walls = ("the case is inviscid, so its walls get zero gradients, not wall functions"
             if inviscid else "wall functions on the walls")
    initial = _initial_values(root, model, given, values)
    folders = [folder for folder in FIELD_DIRS if (root / folder / "U").is_file()] or ["0"]
    for name in missing:
        if name not in values:
            report.skip("turbulence", f"{model}'s field {name}",
                        f"there is no standard inlet estimate for {name}: write 0/{name} "
                        "by hand or choose another model")
            continue
        estimate = values[name]
        entries = {patch: boundary_entry(name, roles[patch], patches[patch], model, family,
                                         estimate.value)
                   for patch in patches}
        if WALL_GROUP not in entries and not inviscid:
            entries[WALL_GROUP] = boundary_entry(name, "wall", "wall", model, family,
                                                 estimate.value)
        start = initial.get(name, estimate)
        text = field_text(name, start.value, entries)
        inlet_note = "" if start is estimate else \
            f"; its inlets keep {estimate.value:.6g} from {estimate.formula}"
        for folder in folders:
            target = root / folder / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
            report.edit(Edit("turbulence", f"{folder}/{name}", ("internalField",),
                             start.value, None,
                             f"new field for {model}: {start.formula}{inlet_note}; "
                             f"{'; '.join(given.notes)}; {walls}",
                             follows=True))


def _initial_values(root: Path, model: str, given: Inputs, values: Mapping[str, Estimate]
                    ) -> dict[str, Estimate]:
    """Initial (internal) values that differ from the inlet estimates: a transient
    constant-Cmu k-epsilon start gets epsilon no lower than the realizability bound at the
    strain of one cell (see ``realizable_epsilon``)."""
    row = turbulence_model(model)
    if row is None or not row.constant_cmu or not transient(root):
        return {}
    mesh = read_block_mesh(root)
    if mesh is None or mesh.cell is None:
        return {}
    bounded = realizable_epsilon(values["k"].value, given.speed, mesh.cell)
    return {"epsilon": bounded} if bounded.value > values["epsilon"].value else {}


def _set(file: FoamFile, report: EditReport, relative: str, keys: Keys, value: str,
         source: str) -> None:
    previous = file.get(keys)
    unchanged = previous is not None and str(previous) == value
    if not unchanged:
        file[keys] = value
    report.edit(Edit("turbulence", relative, tuple(keys), value, previous, source,
                     changed=not unchanged))
