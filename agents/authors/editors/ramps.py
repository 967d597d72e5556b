"""Boundary values that change linearly in time, as v1912 writes them: ``uniformFixedValue``
with ``uniformValue table ((0 start) (duration end))``, held at the end value afterwards.

Why: "the inlet velocity ramps from 0 to 1 m/s over 2 s" was not understood and the inlet kept
the tutorial's constant value; the tutorials that vary an inlet in time (overPimpleDyMFoam's
rotors, rhoPimpleFoam's TJunction) write such a table. A velocity keeps the direction the
reference gives that patch, as a stated speed does. A condition that keeps its value in time
itself (a total pressure's ``p0``: the catalog's ``TIME_VALUE_FORMS``) takes the table
there and stays a total pressure (``uniformTotalPressure``), not made a fixed one; a
pressure in a unit of pressure is not written into a kinematic p (p/rho).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from foamlib import FoamFieldFile

from foam_agent.agents.authors.editors.boundaries import FIELD_FALLBACKS, placements
from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.case_pressure import PRESSURE_UNIT, is_kinematic
from foam_agent.agents.spec.stated import BoundaryValue, Requirements, TimeRamp
from foam_agent.foamcase.case.files import field_files, mesh_patches, parse, subdict
from foam_agent.foamcase.case.patches import CONSTRAINT_TYPES
from foam_agent.foamcase.case.values import foam_vector, tidy, vector_of
from foam_agent.foamcase.catalog.functions import time_value_form

RAMP_TYPE = "uniformFixedValue"


def _steady(root: Path) -> bool:
    schemes = parse(root / "system" / "fvSchemes")
    ddt = schemes.as_dict().get("ddtSchemes") if schemes is not None else None
    return isinstance(ddt, dict) and ddt.get("default") == "steadyState"


def ramp_table(ramp: TimeRamp, direction: tuple[float, float, float] | None) -> list[Any]:
    """The ``table`` points of ``ramp``: a scalar, or a speed along ``direction``."""
    def value(number: float) -> Any:
        if direction is None:
            return tidy(number)
        return foam_vector([number * component for component in direction])

    return [[0, value(float(ramp.start))], [tidy(ramp.duration), value(float(ramp.end))]]


def edit_ramps(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Write each stated ramp on the patches its words name."""
    if not requirements.ramps:
        return
    if _steady(root):
        for ramp in requirements.ramps:
            report.skip(ramp.field, ramp.source,
                        "the followed case is steady: it has no time to ramp in",
                        what=f"{ramp.field} ramp on '{ramp.boundary[0]}'")
        return
    patches = mesh_patches(root)
    proxies = [BoundaryValue(ramp.field, ramp.boundary, ramp.end, ramp.source)
               for ramp in requirements.ramps]
    for ramp, names in zip(requirements.ramps, placements(root, proxies, patches), strict=True):
        if not names:
            report.skip(ramp.field, ramp.source,
                        f"no patch matches; the case's patches are {', '.join(patches)}",
                        what=f"{ramp.field} ramp on '{ramp.boundary[0]}'")
            continue
        paths = next((found for name in FIELD_FALLBACKS[ramp.field]
                      if (found := field_files(root, name))), [])
        if not paths:
            report.skip(ramp.field, ramp.source, f"the case has no 0/{ramp.field}",
                        what=f"{ramp.field} ramp")
        kinematic = ramp.field == "p" and paths and is_kinematic(paths[0])
        if kinematic and PRESSURE_UNIT.search(ramp.source) and not ramp.conversion:
            report.skip(ramp.field, ramp.source,
                        f"the case's {paths[0].name} is kinematic (p/rho, m^2/s^2) and the "
                        "ramp is of a pressure: state it divided by the density",
                        what=f"{ramp.field} ramp on '{ramp.boundary[0]}'")
            continue
        for path in paths:
            _write(root, path, ramp, names, patches, report)


def _write(root: Path, path: Path, ramp: TimeRamp, names: list[str], patches: dict[str, str],
           report: EditReport) -> None:
    relative = path.relative_to(root).as_posix()
    with report.parsing(root, path, ramp.field, ramp.source), FoamFieldFile(path) as file:
        header = subdict(file.get("FoamFile"))
        vector = header is not None and "Vector" in str(header.get("class", ""))
        for name in names:
            entry = subdict(file.boundary_field.get(name))
            if entry is None or patches.get(name) in CONSTRAINT_TYPES:
                report.skip(ramp.field, ramp.source,
                            f"{relative} has no settable entry for '{name}'",
                            what=f"{ramp.field} ramp")
                continue
            direction: tuple[float, float, float] | None = None
            if vector:
                current = vector_of(entry.get("value")) or vector_of(file.get("internalField"))
                norm = math.sqrt(sum(c * c for c in current)) if current else 0.0
                direction = ((current[0] / norm, current[1] / norm, current[2] / norm)
                             if current and norm else (1.0, 0.0, 0.0))
            table = ramp_table(ramp, direction)
            form = time_value_form(entry.get("type"))
            if form is not None and form.entry != "uniformValue":
                # The condition holds its value in time in a form of its own (a total
                # pressure's p0): the table goes there and the condition stays a total
                # pressure.
                previous = entry.get(form.entry)
                file.boundary_field[name] = {**entry, "type": form.varying,
                                             form.entry: ("table", table)}
                report.edit(Edit(ramp.field, relative, ("boundaryField", name, form.entry),
                                 f"{form.varying} table {table}", previous, _said(ramp),
                                 patch=name))
                continue
            previous = entry.get("type")
            file.boundary_field[name] = {"type": RAMP_TYPE, "uniformValue": ("table", table),
                                         "value": table[0][1]}
            report.edit(Edit(ramp.field, relative, ("boundaryField", name, "uniformValue"),
                             f"table {table}", previous, _said(ramp), patch=name))


def _said(ramp: TimeRamp) -> str:
    """The ramp's words, with the arithmetic that put it in the case's units."""
    return f"{ramp.source} ({ramp.conversion})" if ramp.conversion else ramp.source
