"""Stated single components of a vector field into the case's own vector ("the x-velocity at
the inlet is 2 m/s" on an inlet that holds (1 0 0) becomes (2 0 0)).

Why the case's vector: the words set one component and say nothing of the others, which the
followed case holds; the component is written into the vector the case prescribes there (the
initial field, or the patch's prescribed value) and the others are kept, each edit saying
which. A place holding no uniform vector to keep the others of (a zeroGradient outlet, a
non-uniform field) is not written, with why.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foamlib import FoamFieldFile

from foam_agent.agents.authors.editors.boundaries import VALUE_KEYS, hold
from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.component_places import component_places
from foam_agent.agents.spec.component_value import ComponentValue
from foam_agent.agents.spec.stated import INTERNAL, Requirements
from foam_agent.foamcase.case.files import field_files, subdict
from foam_agent.foamcase.case.numbers import format_vector
from foam_agent.foamcase.case.values import foam_vector, vector_of


def edit_components(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Write each stated component into the case's vector at the places its words name."""
    for item in requirements.components:
        paths = field_files(root, item.field)
        places = component_places(root, item)
        if not paths or not places:
            what = f"no field {item.field}" if not paths else \
                f"no patch '{item.boundary[0]}'"
            report.skip(item.name, item.source, f"the case has {what}")
            continue
        for path in paths:
            relative = path.relative_to(root).as_posix()
            with report.parsing(root, path, item.name, item.source), \
                    FoamFieldFile(path) as file:
                for place in places:
                    _write(file, relative, place, item, report)


def _write(file: FoamFieldFile, relative: str, place: str, item: ComponentValue,
           report: EditReport) -> None:
    if place == INTERNAL:
        previous: Any = file.get("internalField")
        keys: tuple[str, ...] = ()
        where: tuple[str, ...] = ("internalField",)
    else:
        entry = subdict(file.boundary_field.get(place))
        keys = VALUE_KEYS.get(str(entry.get("type", ""))) or () if entry is not None else ()
        if entry is None or not keys:
            report.skip(item.name, item.source,
                        f"{relative}: '{place}' prescribes no {item.field} to set a component "
                        "of")
            return
        previous = entry.get(keys[0])
        where = ("boundaryField", place, keys[0])
    vector = vector_of(previous)
    if vector is None:
        report.skip(item.name, item.source,
                    f"{relative}: {'/'.join(where)} holds no uniform vector whose other "
                    "components could be kept")
        return
    new = list(vector)
    new[item.axis] = item.value
    value = foam_vector(new)
    changed = tuple(value) != tuple(vector)
    if changed:
        if place == INTERNAL:
            file.internal_field = value
        else:
            held = subdict(file.boundary_field[place])
            assert held is not None
            hold(held, keys, value)
    kept = ", ".join(f"{item.field}{'xyz'[axis]}" for axis in range(3) if axis != item.axis)
    report.edit(Edit(item.name, relative, where, value, previous,
                     f"{item.source} ({kept} kept from the case's {format_vector(vector)})",
                     changed=changed, patch=None if place == INTERNAL else place))
