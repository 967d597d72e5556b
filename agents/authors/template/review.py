"""Rule-based review: one fix per error class, applied to a copy of the case.

Why: the template author's reviewer must be deterministic and explainable. Each rule reads the
fatal error for its object (a patch, an entry, a file), changes as little as it can, takes
missing pieces from the reference, and says what it did. A file restored from the reference
gets the prompt's stated values applied again. Stated values are never changed, except the time
step (and maxCo) on numerical instability, which the note then says. Before the rule of the
class, the rescues of ``rescue.py`` (a pressure reference cell, the other dialect's words) get
their chance. A review that changes nothing says so first ("no rule-based fix"), so the caller
stops instead of running the same case again.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from foamlib import FoamFieldFile, FoamFile, FoamFileDecodeError

from foam_agent.agents.authors.base import Reference, ReviewClass, ReviewRequest
from foam_agent.agents.authors.editors.controls import adjustable_step
from foam_agent.agents.authors.editors.function_objects import missing_sampled_field
from foam_agent.agents.authors.editors.numerics import add_named, steady
from foam_agent.agents.authors.editors.report import EditReport
from foam_agent.agents.authors.editors.turbulence import reset_estimates, stated_inlet
from foam_agent.agents.authors.editors.workspace import read_back, workspace
from foam_agent.agents.authors.template import fatal
from foam_agent.agents.authors.template.allrun import ALLRUN, minimal_allrun
from foam_agent.agents.authors.template.compose import reapply, reference_files
from foam_agent.agents.authors.template.rescue import (
    initial_outflow,
    lost_include,
    other_dialect,
    pressure_reference,
    stub_decomposition,
    unmapped_inlet,
)
from foam_agent.agents.authors.template.steady_instability import calm_steady
from foam_agent.agents.geometry.mesh_repair import generated_mesh_fix
from foam_agent.agents.physics import conservation, convergence, heat, numerics, turbulence
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import (
    all_field_files,
    entry_keys,
    field_class,
    lookup,
    mesh_patches,
    parse,
    subdict,
)
from foam_agent.foamcase.case.patches import CONSTRAINT_TYPES
from foam_agent.foamcase.case.values import number_of, same, tidy, with_number
from foam_agent.foamcase.catalog import solver, turbulence_model
from foam_agent.foamcase.lazy_pattern import lazy_regex

CONTROL_DICT = "system/controlDict"
#: How the notes of a review that changes nothing begin; the graph then stops (``no_fix``)
#: instead of running the same case again.
NO_FIX = "no rule-based fix"
BLOCK_MESH_DICT = "system/blockMeshDict"
#: Factor applied to deltaT and maxCo on numerical instability: halving is the usual first
#: remedy and keeps a few retries within a factor of ten.
INSTABILITY_FACTOR = 0.5
#: Factor applied to an unstated endTime on a time-out.
TIMEOUT_FACTOR = 0.5
#: Factor applied to the iterations of a steady run that had not converged: run on as long
#: again (a run within a factor of two of convergence converges; one further off says so
#: again after the next run).
RUN_ON_FACTOR = 2.0
#: Factor on residualControl's tolerances when a steady run's requested outputs still drifted
#: as its residuals met them: one order of magnitude tighter, and run on.
TIGHTEN_FACTOR = 0.1
#: Courant number a time step is cut to after a physics check found it above its limit, as a
#: fraction of that limit (of 1 where the limit is above 1): PISO/PIMPLE's usual 0.8 target,
#: with room for the flow to speed up.
COURANT_TARGET = 0.8
#: Physics checks that say the turbulence model carries no turbulence: its inflow and initial
#: values are reset to the catalog's estimates.
INERT_TURBULENCE = frozenset({turbulence.INFLOW, turbulence.INTERIOR, turbulence.VISCOSITY})
#: Physics checks that say the walls do not fit the model: its wall entries are restored.
FOREIGN_WALLS = frozenset({turbulence.WALL_FUNCTIONS, turbulence.MODEL_WARNINGS})
#: Physics checks that say a steady run has not settled (its residuals, its requested outputs,
#: its heat balance): it runs on (the hotRoom's heat imbalance: 12.6 % at 1000 iterations, 1.5 %
#: at 2000).
UNSETTLED = frozenset({convergence.CONVERGENCE, convergence.OUTPUTS_FLAT, heat.HEAT_BALANCE})
#: Tolerance a VOF phase fraction is solved to after the liquid balance failed: the interFoam
#: tutorials' own. MULES keeps the liquid only as well as its implicit predictor converges
#: (damBreak with a water inlet: 2 % of the water lost at 1e-3, 4e-7 at 1e-8).
ALPHA_TOLERANCE = 1e-8
#: Controls an earlier fix may have changed; restoring controlDict keeps their current values.
KEPT_CONTROLS = ("deltaT", "maxCo")
#: The same dictionary under the other dialect's name.
DIALECT_TWINS = {
    "constant/transportProperties": "constant/physicalProperties",
    "constant/physicalProperties": "constant/transportProperties",
    "constant/turbulenceProperties": "constant/momentumTransport",
    "constant/momentumTransport": "constant/turbulenceProperties",
    "constant/thermophysicalProperties": "constant/physicalProperties",
}
#: The file a refusal names: ``rejected before running: makeWave/makeWave.C:103: …``.
_REFUSED_FILE = lazy_regex(r"rejected before running: ([^:\s]+):\d+:")
#: Where the programs of a minimal Allrun read their input.
READ_BY_PROGRAMS = ("0/", "0.orig/", "constant/", "system/", "Allrun")
#: Folders of the dictionaries an unknown name may sit in (field files excluded).
DICTIONARY_DIRS = ("system/", "constant/")
#: Group names a boundaryField entry may use for all patches of a mesh type.
_GROUPS = frozenset({"wall", "patch", "empty", "symmetryPlane", "symmetry", "wedge", "cyclic"})


@dataclass
class _Work:
    """What one rule did: notes for the run record, files it took from the reference."""

    notes: list[str] = field(default_factory=list)
    restored: set[str] = field(default_factory=set)


@dataclass(frozen=True)
class Repair:
    """The files a fix changes or deletes, and what it did."""

    error_class: ReviewClass
    files: dict[str, str]
    deletions: list[str]
    notes: list[str]


@dataclass(frozen=True)
class ReviewContext:
    """What the rules may use besides the failed case: the reference and the stated values."""

    reference: Reference | None
    requirements: Requirements
    #: The case as the writer composed it from the reference (stated and derived values, a
    #: generated geometry): what "reset to the reference" means.
    baseline: dict[str, str] | None = None


Rule = Callable[[Path, ReviewRequest, ReviewContext, _Work], None]


def error_class_of(request: ReviewRequest) -> ReviewClass:
    """The class of the failure (``other`` when the run did not name one); ``physics`` for a
    run that ended but whose result fails a physics check."""
    run = request.run
    if run.ok and any(row.failed for row in request.physics):
        return "physics"
    if run.status == "rejected":
        return "rejected"
    if run.status == "timeout":
        return "timeout"
    return run.error_class or "other"


def _excerpt(request: ReviewRequest) -> str:
    run = request.run
    return "\n".join(part for part in (run.fatal_error, run.message, *run.logs.values()) if part)


def _reference_text(context: ReviewContext, name: str) -> str | None:
    if context.reference is None:
        return None
    return reference_files(context.reference).get(name)


def _restore(root: Path, name: str, text: str, work: _Work, why: str) -> None:
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    work.restored.add(name)
    work.notes.append(f"{name}: restored from the reference ({why})")


# -- numerical_instability ---------------------------------------------------------------

def _halve_time_step(root: Path, request: ReviewRequest, context: ReviewContext,
                     work: _Work) -> None:
    if steady(root):  # deltaT only counts iterations there: halving it changes nothing
        notes = calm_steady(root, context.requirements)
        work.notes.extend(notes or [f"{NO_FIX} for a steady case that diverged: its "
                                    "turbulence fields are the estimates and its relaxation "
                                    "factors are at their floor"])
        return
    path = root / CONTROL_DICT
    if not path.is_file():
        work.notes.append(f"no {CONTROL_DICT} to reduce the time step in")
        return
    stated = {"deltaT": context.requirements.delta_t, "maxCo": context.requirements.max_co}
    with FoamFile(path) as control:
        adjusting = _adjusts_time_step(control)
        for key in KEPT_CONTROLS:
            old = control.get(key)
            value = number_of(old)
            if value is None:
                continue
            if key == "maxCo" and not adjusting:
                work.notes.append(f"{CONTROL_DICT}: maxCo {value:g} kept (the run does not "
                                  "adjust its time step, so maxCo sets nothing)")
                continue
            new = tidy(value * INSTABILITY_FACTOR)
            control[key] = with_number(old, new)
            warning = ("; this changes the value the prompt stated, to stop the instability"
                       if stated[key] is not None else "")
            work.notes.append(f"{CONTROL_DICT}: {key} {value:g} -> {new:g} (halved against "
                              f"the numerical instability{warning})")


def _adjusts_time_step(control: FoamFile) -> bool:
    """Whether ``maxCo`` sets the run's time step: its solver honours ``adjustTimeStep``
    (the solver catalog) and controlDict turns it on."""
    row = solver(str(control.get("application")))
    return row is not None and row.adjusts_time_step and adjustable_step(control)


# -- inconsistent_patch ------------------------------------------------------------------

def _covered(patch: str, mesh_type: str, names: list[str]) -> bool:
    if patch in names or mesh_type in names:
        return True
    if any(name.startswith("#include") for name in names) and mesh_type in CONSTRAINT_TYPES:
        return True
    for name in names:
        if name.startswith('"'):
            try:
                if re.fullmatch(name.strip('"'), patch):
                    return True
            except re.error:
                continue
    return False


def _default_entry(field_name: str, mesh_type: str) -> dict[str, Any]:
    if mesh_type in CONSTRAINT_TYPES:
        return {"type": mesh_type}
    if field_name == "U" and mesh_type == "wall":
        return {"type": "noSlip"}
    return {"type": "zeroGradient"}


def _entry_for(root: Path, path: Path, patch: str, mesh_type: str, bad_type: str | None,
               entries: Any, patches: Mapping[str, str], context: ReviewContext
               ) -> tuple[dict[str, Any], str]:
    """A boundary entry for ``patch``: the reference's, a sibling's of the same mesh type, or
    the plain choice for that type."""
    relative = path.relative_to(root).as_posix()
    text = _reference_text(context, relative)
    if text is not None:
        try:
            reference_entry = lookup(FoamFile.loads(text), ("boundaryField", patch))
        except Exception:  # foamlib raises several kinds on text it cannot parse  # noqa: BLE001
            reference_entry = None
        if isinstance(reference_entry, Mapping) and reference_entry.get("type") != bad_type:
            return dict(reference_entry), "the reference's entry"
    for name, entry in entries.items():
        if not hasattr(entry, "as_dict"):
            continue
        if (name != patch and patches.get(name) == mesh_type and mesh_type not in CONSTRAINT_TYPES
                and isinstance(entry.get("type"), str) and entry.get("type") != bad_type):
            return entry.as_dict(), f"as on {name}, also a {mesh_type}"
    return _default_entry(path.name, mesh_type), f"the plain choice for a {mesh_type} patch"


def _cover_patches(root: Path, request: ReviewRequest, context: ReviewContext,
                   work: _Work) -> None:
    excerpt = _excerpt(request)
    bad_type = fatal.unknown_patch_type(excerpt)
    patches = mesh_patches(root)
    for path in all_field_files(root):
        relative = path.relative_to(root).as_posix()
        with FoamFieldFile(path) as file:
            entries = file.boundary_field
            names = [name for name in entries if isinstance(name, str)]
            missing = [patch for patch, kind in patches.items()
                       if not _covered(patch, kind, names)]
            stale = [name for name in names if name not in patches and name not in _GROUPS
                     and not name.startswith(('"', "#", "$"))]
            renamed = entries[stale[0]] if len(missing) == 1 and len(stale) == 1 else None
            if isinstance(renamed, FoamFile.SubDict):
                entries[missing[0]] = renamed.as_dict()
                del entries[stale[0]]
                work.notes.append(f"{relative}: renamed entry '{stale[0]}' to mesh patch "
                                  f"'{missing[0]}' (keeps its values)")
                continue
            wrong = [name for name in names
                     if bad_type and lookup(entries, (name, "type")) == bad_type]
            for patch in [*missing, *wrong]:
                entry, why = _entry_for(root, path, patch, patches.get(patch, "patch"),
                                        bad_type, entries, patches, context)
                entries[patch] = entry
                work.restored.add(relative)
                action = "replaced unknown type" if patch in wrong else "added missing entry"
                work.notes.append(f"{relative}: {action} '{patch}' = {entry} ({why})")


# -- missing_file ------------------------------------------------------------------------

def _restore_missing(root: Path, request: ReviewRequest, context: ReviewContext,
                     work: _Work) -> None:
    current = read_back(root)
    reference = reference_files(context.reference) if context.reference else {}
    name = fatal.missing_file(_excerpt(request), [*current, *reference])
    if name is not None:
        if name in reference:
            _restore(root, name, reference[name], work, "the run could not find it")
            return
        original = "0.orig/" + name[2:] if name.startswith("0/") else None
        if original and original in current:
            _restore(root, name, current[original], work, "copied from 0.orig")
            return
        twin = DIALECT_TWINS.get(name)
        if twin and twin in current:
            _restore(root, name, current[twin], work, f"the other dialect's {twin}")
            return
    absent = [item for item in reference if item not in current]
    for item in absent:
        _restore(root, item, reference[item], work, "missing from the case")
    if not absent:
        work.notes.append(f"no rule-based fix: the missing file {name or '(unnamed)'} is not "
                          "in the reference either")


# -- undefined_keyword -------------------------------------------------------------------

def _holding(root: Path, word: str) -> fatal.Location | None:
    """The first dictionary entry whose value is (or contains the word) ``word``: where an
    unknown name sits when the error's ``file:`` line was cut from the excerpt."""
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root).as_posix()
        if not relative.startswith(DICTIONARY_DIRS) or (field_class(path) or "").endswith("Field"):
            continue
        file = parse(path)
        if file is None:
            continue
        for keys, value in _walk(file.as_dict()):
            words = value if isinstance(value, list | tuple) else [value]
            if any(str(item) == word for item in words):
                return fatal.Location(relative, keys)
    return None


def _walk(entries: Mapping[str | None, Any], prefix: tuple[str, ...] = ()
          ) -> Iterator[tuple[tuple[str, ...], Any]]:
    for key, value in entries.items():
        if isinstance(key, str) and key != "FoamFile":
            if isinstance(value, Mapping):
                yield from _walk(value, (*prefix, key))
            else:
                yield (*prefix, key), value


def _fix_keyword(root: Path, request: ReviewRequest, context: ReviewContext,
                 work: _Work) -> None:
    excerpt = _excerpt(request)
    current = read_back(root)
    where = fatal.missing_entry(excerpt, current) or fatal.error_file(excerpt, current)
    unknown = fatal.unknown_name(excerpt)
    if (where is None or where.file not in current) and unknown is not None:
        where = _holding(root, unknown)
    if where is None or where.file not in current:
        work.notes.append("no rule-based fix: the error names no case file")
        return
    text = _reference_text(context, where.file)
    try:
        reference_entries = FoamFile.loads(text) if text is not None else None
    except Exception:  # foamlib raises several kinds on text it cannot parse  # noqa: BLE001
        reference_entries = None
    path = root / where.file
    if where.keys:
        wanted = lookup(reference_entries, where.keys)
        with FoamFile(path) as file:
            present = lookup(file.as_dict(), where.keys) is not None
            if wanted is not None:
                file[entry_keys(where.keys)] = wanted
                work.restored.add(where.file)
                work.notes.append(f"{where.file}: {'/'.join(where.keys)} set to the reference's "
                                  f"value")
                return
            if present:
                del file[where.keys]
                work.notes.append(f"{where.file}: removed {'/'.join(where.keys)}, which the "
                                  "solver does not accept and the reference does not have")
                return
        added = add_named(root, where.file, where.keys)
        if added:
            work.notes.extend(item.note() for item in added)
            return
    if text is not None and text != current[where.file]:
        _restore(root, where.file, text, work, "its keywords were not accepted")
        return
    work.notes.append(f"no rule-based fix: {where.file} already equals the reference")


# -- rejected, mesh_error, timeout, other ------------------------------------------------

def _minimal_allrun(root: Path, request: ReviewRequest, context: ReviewContext,
                    work: _Work) -> None:
    """The minimal Allrun; and a refused file that no program of it reads (a tutorial's
    utility source such as sloshing2D's ``makeWave/makeWave.C``) is deleted, since the gate
    scans every file of the case."""
    files = [name for name in read_back(root) if name != ALLRUN]
    text = minimal_allrun(files)
    (root / ALLRUN).write_text(text, encoding="utf-8")
    work.notes.append("Allrun: replaced by the minimal one (the set-up steps its dictionaries "
                      "call for, then the solver)")
    refused = _REFUSED_FILE.match(request.run.message or "")
    name = refused.group(1) if refused else None
    if not name or name not in files or name.startswith(READ_BY_PROGRAMS):
        return
    folder = name.split("/")[0] + "/" if "/" in name else name
    for other in files:
        if other == name or other.startswith(folder):
            (root / other).unlink()
    work.notes.append(f"{folder}: deleted (the gate refuses {name}, and no program of the "
                      "minimal Allrun reads it)")


def _restore_mesh(root: Path, request: ReviewRequest, context: ReviewContext,
                  work: _Work) -> None:
    text = _reference_text(context, BLOCK_MESH_DICT)
    if text is None:
        work.notes.append("no rule-based fix: the reference has no blockMeshDict")
        return
    current = read_back(root)
    stated, _ = reapply({**current, BLOCK_MESH_DICT: text}, context.requirements,
                        [BLOCK_MESH_DICT])
    if stated.get(BLOCK_MESH_DICT, text) == current.get(BLOCK_MESH_DICT):
        work.notes.append("no rule-based fix: the blockMeshDict already is the reference's "
                          "with the stated extents and cells")
        return
    _restore(root, BLOCK_MESH_DICT, text, work, "blockMesh failed")


def _shorten(root: Path, request: ReviewRequest, context: ReviewContext, work: _Work) -> None:
    if context.requirements.end_time is not None:
        work.notes.append("no rule-based fix: the prompt states endTime, so the run cannot be "
                          "shortened; allow a longer time limit")
        return
    path = root / CONTROL_DICT
    if not path.is_file():
        work.notes.append(f"no rule-based fix: no {CONTROL_DICT}")
        return
    with FoamFile(path) as control:
        old = control.get("endTime")
        value = number_of(old)
        if value is None:
            work.notes.append("no rule-based fix: controlDict has no numeric endTime")
            return
        new = tidy(value * TIMEOUT_FACTOR)
        control["endTime"] = new
    work.notes.append(f"{CONTROL_DICT}: endTime {value:g} -> {new:g} (the run hit the time "
                      "limit; the prompt does not state endTime)")


def _reset(root: Path, request: ReviewRequest, context: ReviewContext, work: _Work) -> None:
    """For an unclassified failure: an Allrun that fails by itself becomes the minimal one;
    otherwise every file that drifted from the reference (with the stated values) is reset.
    A file the case no longer has and no program reads (a utility's source an earlier review
    deleted because the gate refused it) stays deleted."""
    excerpt = _excerpt(request)
    current = read_back(root)
    solver_log = f"log.{request.run.application}" if request.run.application else None
    allrun_failed = "command not found" in excerpt or (
        solver_log is not None and solver_log not in request.run.logs)
    minimal = minimal_allrun([name for name in current if name != ALLRUN])
    if allrun_failed and current.get(ALLRUN) != minimal:
        _minimal_allrun(root, request, context, work)
        return
    if context.reference is None:
        work.notes.append("no rule-based fix: no reference to reset the case to")
        return
    if context.baseline is not None:
        baseline = {name: text for name, text in context.baseline.items() if name != ALLRUN}
    else:
        fresh, _ = reapply(reference_files(context.reference), context.requirements,
                           only=list(reference_files(context.reference)))
        baseline = {**reference_files(context.reference), **fresh}
    for name, text in baseline.items():
        if current.get(name) == text or (name not in current
                                         and not name.startswith(READ_BY_PROGRAMS)):
            continue
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
        work.notes.append(f"{name}: reset to the reference with the stated values")
        if name == CONTROL_DICT and name in current:
            _keep_controls(root / name, current[name], work)


def _keep_controls(path: Path, previous_text: str, work: _Work) -> None:
    previous = subdict(FoamFile.loads(previous_text)) or {}
    with FoamFile(path) as control:
        for key in KEPT_CONTROLS:
            if key in previous and key in control and not same(previous[key], control[key]):
                control[key] = previous[key]
                work.notes.append(f"{CONTROL_DICT}: kept {key} from the previous attempt")


# -- physics: a run that ended with a result that is not physically valid ------------------

def _turbulence_estimates(root: Path, context: ReviewContext, work: _Work) -> None:
    report = EditReport()
    reset_estimates(root, stated_inlet(context.requirements),
                    "physics: the turbulence model carried no turbulence", report)
    work.notes.extend(report.notes())


def _model_walls(root: Path, work: _Work) -> None:
    """Give every wall the model's own wall entry for each field the model reads."""
    properties: Mapping[str, Any] = subdict(parse(root / "constant" / "turbulenceProperties")) or {}
    family = properties.get("simulationType")
    sub = subdict(properties.get(family)) if isinstance(family, str) else None
    name = (sub or {}).get("RASModel", (sub or {}).get("LESModel", (sub or {}).get("model")))
    model = turbulence_model(str(name)) if name is not None else None
    if model is None:
        work.notes.append("no rule-based fix for the wall functions: the model is unknown")
        return
    walls = [patch for patch, kind in mesh_patches(root).items() if kind == "wall"]
    for field_name in model.required_fields:
        path = root / "0" / field_name
        if not path.is_file():
            continue
        wanted = model.wall_entry(field_name)
        with FoamFieldFile(path) as file:
            internal = number_of(file.internal_field)
            for wall in walls:
                if lookup(file.boundary_field, (wall, "type")) == wanted.type:
                    continue
                entry: dict[str, Any] = {"type": wanted.type}
                if wanted.value != "none":
                    entry["value"] = 0.0 if wanted.value == "zero" else (internal or 0.0)
                file.boundary_field[wall] = entry
                work.notes.append(f"0/{field_name}: wall '{wall}' -> {wanted.type} "
                                  f"({model.name}'s own wall treatment)")


def _run_on(root: Path, context: ReviewContext, work: _Work) -> None:
    stated = context.requirements.end_time
    if stated is not None:
        work.notes.append(f"no rule-based fix for the unconverged run: the request fixed its "
                          f"iterations ('{stated.source}'), so it stays suspect")
        return
    with FoamFile(root / CONTROL_DICT) as control:
        value = number_of(control.get("endTime"))
        if value is None:
            work.notes.append("no rule-based fix: controlDict has no numeric endTime")
            return
        new = tidy(value * RUN_ON_FACTOR)
        control["endTime"] = new
    work.notes.append(f"{CONTROL_DICT}: endTime {value:g} -> {new:g} (the steady run had not "
                      "converged: run on)")


def _tighten(root: Path, context: ReviewContext, work: _Work) -> None:
    if context.requirements.end_time is not None:
        return  # _run_on says the request fixed the iterations
    with FoamFile(root / "system" / "fvSolution") as solution:
        for key in [key for key in solution if isinstance(key, str)]:
            parent = solution.get(key)
            control = subdict(parent.get("residualControl")) if isinstance(
                parent, Mapping) else None
            if not control:
                continue
            tightened = {name: tidy(value * TIGHTEN_FACTOR) if (value := number_of(old))
                         is not None else old for name, old in control.items()}
            solution[(key, "residualControl")] = tightened
            work.notes.append(f"system/fvSolution: {key} residualControl x{TIGHTEN_FACTOR:g} "
                              "(the requested outputs still drifted when the residuals met it)")


def _converge_alpha(root: Path, work: _Work) -> bool:
    """Solve every phase fraction's equation to :data:`ALPHA_TOLERANCE` (relTol 0); False
    when each was solved that tightly already (the imbalance has another cause)."""
    changed = False
    with FoamFile(root / "system" / "fvSolution") as solution:
        solvers = subdict(solution.get("solvers")) or {}
        for key, entry in solvers.items():
            settings = subdict(entry)
            tolerance = number_of(settings.get("tolerance")) if settings is not None else None
            if not str(key).strip('"').startswith("alpha") or tolerance is None \
                    or tolerance <= ALPHA_TOLERANCE:
                continue
            solution[("solvers", str(key), "tolerance")] = ALPHA_TOLERANCE
            solution[("solvers", str(key), "relTol")] = 0
            changed = True
            work.notes.append(f"system/fvSolution: solvers {key} tolerance {tolerance:g} -> "
                              f"{ALPHA_TOLERANCE:g}, relTol 0 (the liquid volume did not "
                              "balance: the phase fraction was not solved to convergence)")
    return changed


def _courant_step(root: Path, row_value: float, limit: float, context: ReviewContext,
                  work: _Work) -> None:
    if context.requirements.delta_t is not None:
        work.notes.append("no rule-based fix for the Courant number: the request states "
                          f"deltaT ('{context.requirements.delta_t.source}')")
        return
    factor = COURANT_TARGET * min(1.0, limit) / row_value
    with FoamFile(root / CONTROL_DICT) as control:
        for key in KEPT_CONTROLS:
            old = control.get(key)
            value = number_of(old)
            if value is None or (key == "maxCo" and value <= COURANT_TARGET):
                continue
            new = tidy(value * factor)
            control[key] = with_number(old, new)
            work.notes.append(f"{CONTROL_DICT}: {key} {value:g} -> {new:g} (Courant number "
                              f"{row_value:.3g} above {limit:g}: cut to {COURANT_TARGET:g} of "
                              f"{min(1.0, limit):g})")


def _physics(root: Path, request: ReviewRequest, context: ReviewContext, work: _Work) -> None:
    """Fix what a failing physics check names: an inert turbulence model's inflow values,
    foreign wall functions, a steady run that has not settled, a Courant number above its
    limit, a liquid volume that does not balance (its phase fraction solved loosely)."""
    failing = [row for row in request.physics if row.failed]
    checks = {row.check for row in failing}
    if checks & INERT_TURBULENCE:
        _turbulence_estimates(root, context, work)
    if checks & FOREIGN_WALLS:
        _model_walls(root, work)
    if checks & UNSETTLED and steady(root):
        if convergence.OUTPUTS_FLAT in checks:
            _tighten(root, context, work)
        _run_on(root, context, work)
    for row in failing:
        if row.check == numerics.COURANT and row.value and row.limit:
            _courant_step(root, row.value, row.limit, context, work)
    converged = conservation.LIQUID_VOLUME in checks and _converge_alpha(root, work)
    known = INERT_TURBULENCE | FOREIGN_WALLS | UNSETTLED | {numerics.COURANT}
    known |= {conservation.LIQUID_VOLUME} if converged else set()
    unknown = sorted(checks - known)
    if unknown:
        work.notes.append(f"{NO_FIX if not work.notes else 'and no rule-based fix'} for the "
                          f"physics check(s) {', '.join(unknown)}")


RULES: dict[ReviewClass, Rule] = {
    "numerical_instability": _halve_time_step,
    "inconsistent_patch": _cover_patches,
    "missing_file": _restore_missing,
    "undefined_keyword": _fix_keyword,
    "rejected": _minimal_allrun,
    "mesh_error": _restore_mesh,
    "timeout": _shorten,
    "other": _reset,
    "physics": _physics,
}


def repair(request: ReviewRequest, error_class: ReviewClass, context: ReviewContext) -> Repair:
    """Apply the rule of ``error_class`` to a copy of the case and return what changed."""
    files = dict(request.files)
    work = _Work()
    with workspace(files) as root:
        try:
            excerpt = _excerpt(request)
            rescued = (other_dialect(root, request.dialect)
                       or pressure_reference(root, excerpt) or initial_outflow(root, excerpt)
                       or missing_sampled_field(root, excerpt)
                       or unmapped_inlet(root, excerpt) or lost_include(root, excerpt)
                       or stub_decomposition(root, excerpt)
                       or generated_mesh_fix(root, error_class, request, context.baseline))
            work.notes.extend(rescued)
            rule = RULES.get(error_class)
            if not rescued and rule is not None:
                rule(root, request, context, work)
        except FoamFileDecodeError as error:
            work.notes.append(f"no rule-based fix: foamlib cannot parse a dictionary the "
                              f"{error_class} rule needs ({str(error).splitlines()[0]})")
        updated = read_back(root)
    changed = {name: text for name, text in updated.items() if files.get(name) != text}
    restored = work.restored & set(updated)
    if restored:
        reapplied, notes = reapply({**files, **changed}, context.requirements, restored)
        changed.update(reapplied)
        work.notes.extend(f"{note} (stated value applied again)" for note in notes)
    changed = {name: text for name, text in changed.items() if files.get(name) != text}
    deletions = sorted(name for name in files if name not in updated)
    notes = work.notes
    if not changed and not deletions and not (notes and notes[0].startswith(NO_FIX)):
        notes = [f"{NO_FIX} for {error_class}", *notes]
    return Repair(error_class, changed, deletions, notes)
