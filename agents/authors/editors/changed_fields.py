"""Stated values of a region's field into the region's changeDictionaryDict.

Why: multiRegionHeater and externalCoupledHeater keep no field files per region; their
``0`` fields are copied into every region when the mesh is split, and changeDictionary then
sets each region's internal field and patch conditions from ``system/<region>/
changeDictionaryDict``. A value bound to such a region's field ("the air in over the top at
0.5 m/s": topAir's ``U`` on ``minX``) goes there, in the form and the units of the case's own
field of that name, which gives the region's field its class and dimensions. A patch the
dictionary sets only through a pattern (``".*"``), or a value of another quantity than the
field holds, is reported not applied, never guessed.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any, cast

from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import INTERNAL, BoundaryValue, Number
from foam_agent.foamcase.case.files import Keys, field_class, field_files, subdict
from foam_agent.foamcase.case.mesh_regions import field_region
from foam_agent.foamcase.case.region_fields import ChangedField, changed_field
from foam_agent.foamcase.case.values import foam_vector, same, vector_of
from foam_agent.foamcase.catalog.quantities import quantity_named

__all__ = ["changed_values", "edit_changed_values"]

#: Condition types whose ``value`` is the value they prescribe.
PRESCRIBING_TYPES = frozenset({"fixedValue"})


def changed_values(root: Path, values: tuple[BoundaryValue, ...]) -> tuple[BoundaryValue, ...]:
    """The values of ``values`` bound to a region field that has no file of its own but an
    entry in the region's changeDictionaryDict."""
    return tuple(value for value in values if _place(root, str(value.field)) is not None)


def _place(root: Path, field: str) -> ChangedField | None:
    region, name = field_region(field)
    if region is None or field_files(root, field):
        return None
    return changed_field(root, region, name)


def edit_changed_values(root: Path, values: tuple[BoundaryValue, ...],
                        report: EditReport) -> None:
    """Write each of ``values`` (from :func:`changed_values`) into its region's
    changeDictionaryDict, or report why not."""
    for value in values:
        place = _place(root, str(value.field))
        if place is None:
            continue
        refusal = _refusal(root, value)
        if refusal is not None:
            report.skip(str(value.field), value.source, refusal)
            continue
        relative = place.path.relative_to(root).as_posix()
        vector_field = _vector_field(root, field_region(str(value.field))[1])
        with FoamFile(place.path) as file:
            field = subdict(file.as_dict())
            for key in place.keys:
                field = subdict(field.get(key)) if field is not None else None
            if field is None:
                continue
            if value.boundary == (INTERNAL,):
                _write(file, relative, (*place.keys, "internalField"),
                       field.get("internalField"), value, report, None,
                       vector_field=vector_field)
                continue
            conditions = subdict(field.get("boundaryField")) or {}
            patch = value.boundary[0]
            condition = subdict(conditions.get(patch))
            if condition is None or condition.get("type") not in PRESCRIBING_TYPES:
                report.skip(str(value.field), value.source,
                            f"{relative} gives '{patch}' no condition of its own that "
                            "prescribes a value")
                continue
            _write(file, relative, (*place.keys, "boundaryField", patch, "value"),
                   condition.get("value"), value, report, patch, vector_field=vector_field)


def _refusal(root: Path, value: BoundaryValue) -> str | None:
    """Why ``value`` does not fit the case's field it is a region's copy of, or None."""
    _, name = field_region(str(value.field))
    paths = field_files(root, name)
    if not paths:
        return f"the case has no 0/{name} to give its region's {name} a class and dimensions"
    if value.quantity and tuple(float(exponent) for exponent in FoamFieldFile(
            paths[0]).dimensions) != quantity_named(value.quantity).dimensions:
        return f"the case's {name} holds another quantity than a {value.quantity}"
    if isinstance(value.value, tuple) and not _vector_field(root, name):
        return "a vector given for a scalar field"
    return None


def _vector_field(root: Path, name: str) -> bool:
    """Whether the case's field ``name`` (which a region's copy of it is made from) is a
    vector field."""
    return any("Vector" in (field_class(path) or "") for path in field_files(root, name))


def _write(file: FoamFile, relative: str, keys: tuple[str, ...], previous: Any,
           value: BoundaryValue, report: EditReport, patch: str | None, *,
           vector_field: bool) -> None:
    """Set ``keys`` to the stated value, ``uniform`` as changeDictionary writes it on."""
    stored = _in_form(previous, value, vector_field)
    unchanged = previous is not None and same(_uniform(previous), stored)
    if not unchanged:
        file[cast(Keys, keys)] = ("uniform", stored)
    report.edit(Edit(str(value.field), relative, keys, stored, previous, value.source,
                     changed=not unchanged, patch=patch))


def _uniform(entry: Any) -> Any:
    """The value of a ``uniform v`` entry as foamlib reads it (``v``)."""
    return entry[1] if isinstance(entry, tuple) and entry[:1] == ("uniform",) else entry


def _in_form(previous: Any, value: BoundaryValue, vector_field: bool
             ) -> Number | list[Number]:
    """The stated value in the form of the entry it replaces: a speed along the entry's
    direction (or the stated one, else x), a vector as stated, a number as it is."""
    if isinstance(value.value, tuple):
        return foam_vector(value.value)
    if not vector_field:
        return value.value
    reference = vector_of(_uniform(previous)) or (0.0, 0.0, 0.0)
    speed = float(value.value)
    direction = value.direction
    if direction is None and any(reference):
        norm = math.sqrt(sum(component * component for component in reference))
        direction = tuple(component / norm for component in reference)  # type: ignore[assignment]
    return foam_vector([speed * component for component in direction or (1.0, 0.0, 0.0)])
