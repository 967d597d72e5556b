"""Writing the requested outputs into ``system/controlDict``'s ``functions``.

Why an editor of its own: an output is no value to put in an existing entry but a new function
object (forces, probes, a line sample, a wall or derived field). Each is planned by
:mod:`output_plans` (which the audit shares) and written with foamlib; one the case cannot
produce is a skip with the plan's reason, so nothing asked is dropped.

A line sample's ``sets`` is a list of named dictionaries, which v1912 requires (a dictionary
of sets is refused: "Attempt to return dictionary entry as a primitive") and foamlib cannot
parse; it is written to a file of its own under ``system`` that the function's entry
``#include``s, as v1912's surfaceMountedCube does with its ``sample`` file.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from foam_agent.agents.authors.editors.output_plans import (
    FIELD_LIBRARY,
    LIBRARIES,
    LINE_POINTS,
    PlannedObject,
    Refused,
    found_object,
    plan_output,
    read_case,
)
from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import parse, subdict

CONTROL_DICT = "system/controlDict"
#: A probe and a force are written at every time step (their history is the request); the
#: fields and line samples at each write time, like the tutorials' own.
EVERY_STEP = frozenset({"forces", "forceCoeffs", "probes", "surfaceFieldValue",
                        "fieldValueDelta", "fieldMinMax"})
#: Objects that take the patches they work on as ``patches`` (a surface value names its one
#: patch as ``name``).
PATCH_LISTS = frozenset({"forces", "forceCoeffs", "wallShearStress", "yPlus", "wallHeatFlux"})


def edit_outputs(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Add a function object per requested output to the case under ``root``."""
    if not requirements.outputs:
        return
    path = root / CONTROL_DICT
    control = parse(path)
    problem = (f"{CONTROL_DICT} is missing or foamlib cannot parse it" if control is None
               else f"{CONTROL_DICT}'s functions is no dictionary"
               if "functions" in control and subdict(control.get("functions")) is None
               else None)
    if problem is not None or control is None:
        for output in requirements.outputs:
            report.skip("output", output.describe(), problem or "")
        return
    case = read_case(root)
    used: set[str] = set()
    for output in requirements.outputs:
        planned = plan_output(case, output, requirements)
        if isinstance(planned, Refused):
            report.skip("output", output.describe(), planned.reason)
            continue
        functions = subdict(control.get("functions"))
        existing = found_object(functions, planned, root) if functions is not None else None
        if existing is not None and existing not in used:
            used.add(existing)
            report.edit(Edit("output", CONTROL_DICT, ("functions", existing),
                             planned.describe(), planned.describe(), _source(planned),
                             changed=False))
            continue
        if functions is None:
            control["functions"] = {}
        name = object_name(planned, subdict(control.get("functions")) or {}, used)
        used.add(name)
        previous = (subdict(control.get("functions")) or {}).get(name)
        if planned.kind == "sets":
            (root / "system" / name).write_text(line_file(planned), encoding="utf-8")
            control["functions", name] = {"#include": f'"{name}"'}
        else:
            control["functions", name] = entries(planned)
        report.edit(Edit("output", CONTROL_DICT, ("functions", name), planned.describe(),
                         None if previous is None else "another object of that type",
                         _source(planned)))


def _source(planned: PlannedObject) -> str:
    words = getattr(planned.output, "source", "")
    return words + ("; " + "; ".join(planned.assumptions) if planned.assumptions else "")


def object_name(planned: PlannedObject, functions: Mapping[Any, Any], used: set[str]) -> str:
    """The function object's name (and so its postProcessing folder): its type, numbered
    past the names this pass wrote and past objects of another type.

    Why an object of the same type is replaced: it is one this editor wrote before the case
    changed (the forces on a tutorial's walls, before the generated body replaced its mesh),
    or a tutorial's own that the request now says how to do; left beside the new one, it
    would act on patches the mesh may no longer have.
    """
    base = _base_name(planned)
    number = 1
    while True:
        name = base if number == 1 else f"{base}{number}"
        entry = functions.get(name)
        same_kind = isinstance(entry, Mapping) and (
            entry.get("type") == planned.kind
            or (planned.kind == "sets" and "#include" in entry))
        if name not in used and (entry is None or same_kind):
            return name
        number += 1


def _base_name(planned: PlannedObject) -> str:
    """The type, or for a value on a patch what it is and where (``flowRate_outlet``)."""
    if planned.kind == "sets":
        return "lineSample"
    if planned.kind == "fieldValueDelta":
        return "pressureDrop"
    if planned.kind == "surfaceFieldValue":
        operation = dict(planned.settings)["operation"]
        what = "flowRate" if operation == "sum" else f"{operation}_{'_'.join(planned.fields)}"
        return f"{what}_{planned.patches[0]}"
    return planned.kind


def entries(planned: PlannedObject) -> dict[str, Any]:
    """The keywords of a function object other than a line sample, as v1912 reads them."""
    written: dict[str, Any] = {"type": planned.kind,
                               "libs": [LIBRARIES.get(planned.kind, FIELD_LIBRARY)]}
    if planned.kind in EVERY_STEP:
        written.update(writeControl="timeStep", writeInterval=1)
    else:
        written.update(executeControl="writeTime", writeControl="writeTime")
    if planned.patches and planned.kind in PATCH_LISTS:
        written["patches"] = list(planned.patches)
    if planned.kind == "probes":
        written["fields"] = list(planned.fields)
        written["probeLocations"] = [list(point) for point in planned.points]
    if planned.kind in ("vorticity", "Q", "Lambda2", "enstrophy", "MachNo"):
        written["field"] = "U"
    for key, value in planned.settings:
        written[key] = value
    return written


def _vector(point: tuple[float, float, float]) -> str:
    return "(" + " ".join(f"{value:.9g}" for value in point) + ")"


def line_file(planned: PlannedObject) -> str:
    """The included file of a line sample (v1912's ``graphs/singleGraph`` keywords)."""
    start, end = planned.points
    return "\n".join([
        "// A line sample the request asks for, included by system/controlDict's functions.",
        "type            sets;",
        f"libs            ({LIBRARIES['sets']});",
        "writeControl    writeTime;",
        "interpolationScheme cellPoint;",
        "setFormat       raw;",
        f"fields          ({' '.join(planned.fields)});",
        "sets",
        "(",
        "    line",
        "    {",
        "        type    uniform;",
        "        axis    distance;",
        f"        start   {_vector(start)};",
        f"        end     {_vector(end)};",
        f"        nPoints {LINE_POINTS};",
        "    }",
        ");",
        "",
    ])
