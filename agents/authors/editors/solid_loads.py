"""Stated loads, supports and free faces of a solid into its displacement's conditions:
"pulled at 25 MPa on the right edge" becomes ``right``'s ``traction uniform (2.5e7 0 0)``,
"the hole is pressurised to 10 MPa" the hole's ``pressure uniform 1e7``, "clamped at one end"
the held end's ``fixedValue (0 0 0)``.

Why an editor of its own: the words give a direction relative to the face or the case, which
only the case turns into a vector (the face's outward normal, the case's up), and the face is
found by its role in the case's supports as often as by its name
(``foamcase.case.solid_faces``). A face whose condition carries no load is turned into the
catalog's load condition (``foamcase.catalog.loads``) with the stated entries, the rest zero.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.solid_loads import SolidLoad, SolidSwitch
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import as_subdict, field_files, mesh_patches, subdict
from foam_agent.foamcase.case.numbers import Vector
from foam_agent.foamcase.case.patch_areas import patch_areas
from foam_agent.foamcase.case.patches import CONSTRAINT_TYPES
from foam_agent.foamcase.case.solid_faces import load_patches, outward_normal, up_vector
from foam_agent.foamcase.case.values import foam_vector, same, vector_of
from foam_agent.foamcase.catalog.loads import (
    LOAD_CONDITION,
    LOAD_FIELD,
    PRESSURE,
    SUPPORT_CONDITION,
    SUPPORT_VALUE,
    SWITCHES,
    TRACTION,
)

NO_SOLID = (f"the case has no displacement field {LOAD_FIELD}: it is no stress-analysis case, "
            "so a load on a solid's face has nowhere to go")


def edit_solid_loads(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Write each stated load, support and free face on the patches its words name, and each
    stated switch (plane stress, thermal stress) in the dictionary holding it."""
    for switch in requirements.solid_switches:
        _switch(root, switch, report)
    if not requirements.solid_loads:
        return
    paths = field_files(root, LOAD_FIELD)
    if not paths:
        for load in requirements.solid_loads:
            report.skip("load", load.source, NO_SOLID)
        return
    patches = mesh_patches(root)
    up = up_vector(root)
    for load in requirements.solid_loads:
        names = load_patches(root, load.boundary, patches)
        if not names:
            report.skip("load", load.source, f"no patch of the case is the "
                                             f"'{load.boundary[0]}' the words name")
            continue
        for patch in names:
            if patches.get(patch) in CONSTRAINT_TYPES:
                if load.kind != "free":
                    # A cut of the model (a symmetry plane) carries no load of its own; one
                    # said to be free is so already.
                    report.skip("load", load.source, f"'{patch}' is a {patches[patch]} patch")
                continue
            wanted = planned_entries(root, load, patch, up, _own_traction(paths[0], patch))
            if isinstance(wanted, str):
                report.skip("load", load.source, wanted)
                continue
            for path in paths:
                relative = path.relative_to(root).as_posix()
                with report.parsing(root, path, "load", load.source), \
                        FoamFieldFile(path) as file:
                    _write(file, relative, patch, load, wanted, report)


def _own_traction(path: Path, patch: str) -> Vector | None:
    """The traction the case's displacement field holds on ``patch`` before any edit."""
    entry = subdict(FoamFieldFile(path).boundary_field.get(patch))
    return vector_of(entry.get(TRACTION)) if entry is not None else None


def planned_entries(root: Path, load: SolidLoad, patch: str, up: Vector,
                    own: Vector | None = None) -> tuple[str, dict[str, Any]] | str:
    """The condition type and the entries a load puts on ``patch`` (whose traction is
    ``own``), or why it cannot."""
    if load.kind == "support":
        return SUPPORT_CONDITION, {"value": SUPPORT_VALUE}
    entries = load.entries(outward_normal(root, patch), up,
                           patch_areas(root).get(patch) if load.per_area else None, own)
    if isinstance(entries, str):
        return entries
    traction, pressure = entries
    wanted: dict[str, Any] = {}
    if traction is not None:
        wanted[TRACTION] = traction
    if pressure is not None:
        wanted[PRESSURE] = pressure
    return LOAD_CONDITION, wanted


def _write(file: FoamFieldFile, relative: str, patch: str, load: SolidLoad,
           wanted: tuple[str, dict[str, Any]], report: EditReport) -> None:
    boundary = file.boundary_field
    if patch not in boundary:
        report.skip("load", load.source, f"{relative} has no entry for '{patch}'")
        return
    kind, values = wanted
    entry = as_subdict(boundary[patch], f"{relative}: boundaryField/{patch}")
    old = str(entry.get("type", ""))
    if old != kind:
        fresh: dict[str, Any] = {"type": kind}
        if kind == LOAD_CONDITION:
            fresh.update({TRACTION: ("uniform", foam_vector((0.0, 0.0, 0.0))),
                          PRESSURE: ("uniform", 0.0)})
        # foamlib writes ``value`` as the field it knows it to be (``uniform`` added); the
        # condition's own entries, unknown to it, are written ``uniform`` here.
        fresh["value"] = foam_vector((0.0, 0.0, 0.0))
        boundary[patch] = fresh
        report.edit(Edit("type", relative, ("boundaryField", patch, "type"), kind, old,
                         load.source, patch=patch, retyped_from=old, retyped_to=kind))
        entry = as_subdict(boundary[patch], f"{relative}: boundaryField/{patch}")
    for key, value in values.items():
        written = foam_vector(value) if isinstance(value, tuple) else value
        previous = entry.get(key)
        unchanged = previous is not None and same(previous, written)
        if not unchanged:
            entry[key] = written if key == "value" else ("uniform", written)
        report.edit(Edit(key, relative, ("boundaryField", patch, key), written, previous,
                         load.source, changed=not unchanged, patch=patch))


def _switch(root: Path, switch: SolidSwitch, report: EditReport) -> None:
    """Set one switch where the case keeps it; a case without it says why not."""
    relative = SWITCHES[switch.name]
    path = root / relative
    if not path.is_file():
        report.skip(switch.name, switch.source, f"the case has no {relative}")
        return
    with report.parsing(root, path, switch.name, switch.source), FoamFile(path) as file:
        previous = file.get(switch.name)
        if previous is None:
            report.skip(switch.name, switch.source, f"{relative} has no {switch.name}")
            return
        unchanged = bool(previous) == switch.value
        if not unchanged:
            file[switch.name] = switch.value
        report.edit(Edit(switch.name, relative, (switch.name,), switch.value, previous,
                         switch.source, changed=not unchanged))

