"""The uniform values a case already holds for one field (its internal field, each patch's
``value`` or its condition's value parameter, and the values ``setFields`` gives it, with the
field's dimensions), and for one named entry of its dictionaries (a ``constant`` keyword, a run
control, a condition's parameter on a patch).

Why: a request restating or keeping the tutorial's own values ("p = 1 as it is", "T 1 K as in
the example", "U = 0 at the start", "nuTilda freestream 0.14 kept", "epsilon0 unchanged
(8.85419e-12)", "endTime 1") leaves nothing to change; the audit asks the case whether it holds
them (``agents.audit.described``, ``agents.audit.restated``) instead of calling the words not
understood.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.files import (
    all_field_files,
    entries_of,
    field_files,
    property_files,
)
from foam_agent.foamcase.case.set_fields import DEFAULTS, SET_FIELDS, values_of
from foam_agent.foamcase.case.values import leaf_entries, number_of, vector_of
from foam_agent.foamcase.catalog.conditions import condition

#: The run's controls, where a stated time or write interval is held.
CONTROL_DICT = "system/controlDict"

Dimensions = tuple[float, ...]


@dataclass(frozen=True)
class Held:
    """One uniform value of a field.

    Attributes:
        field: The field's name.
        place: ``internalField``, ``boundaryField/<patch>``, ``defaultFieldValues`` or
            ``regions/<source>``.
        patch: The patch, for a patch's value.
        value: A number, or the three components of a vector.
        file: The case-relative file holding it.
        dimensions: The field's dimensions (kg m s K mol A cd), when its file gives them.
        condition: The condition type of the patch holding it, for a patch's value.
    """

    field: str
    place: str
    patch: str | None
    value: float | tuple[float, float, float]
    file: str
    dimensions: Dimensions | None
    condition: str | None = None


def held_values(root: Path, field: str) -> list[Held]:
    """Every uniform value of ``field`` in the case at ``root`` (none that vary in space)."""
    held: list[Held] = []
    dimensions: Dimensions | None = None
    for path in field_files(root, field):
        entries = entries_of(path)
        if entries is None:
            continue
        relative = path.relative_to(root).as_posix()
        dimensions = dimensions or _dimensions(entries.get("dimensions"))
        if (value := _uniform(entries.get("internalField"))) is not None:
            held.append(Held(field, "internalField", None, value, relative, dimensions))
        patches = entries.get("boundaryField")
        for patch, body in (patches.items() if isinstance(patches, Mapping) else ()):
            if not isinstance(body, Mapping):
                continue
            kind = str(body.get("type", "")) or None
            if (value := _uniform(body.get("value"))) is not None:
                held.append(Held(field, f"boundaryField/{patch}", str(patch), value, relative,
                                 dimensions, kind))
            row = condition(kind or "")
            key = row.value_key if row is not None else None
            if key is not None and (value := _uniform(body.get(key))) is not None:
                held.append(Held(field, f"boundaryField/{patch}/{key}", str(patch), value,
                                 relative, dimensions, kind))
    set_fields = entries_of(root / SET_FIELDS)
    if set_fields is not None:
        places = [(DEFAULTS, set_fields.get(DEFAULTS))]
        regions = set_fields.get("regions")
        for item in regions if isinstance(regions, list) else []:
            if isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], Mapping):
                places.append((f"regions/{item[0]}", item[1].get("fieldValues")))
        for place, listed in places:
            value = _uniform(values_of(listed).get(field))
            if value is not None:
                held.append(Held(field, place, None, value, SET_FIELDS, dimensions))
    return held


def held_entries(root: Path, name: str) -> list[Held]:
    """Every uniform value of the entry called ``name`` in the case at ``root``: a keyword of
    a ``constant`` dictionary (or ``system/fvOptions``) at any depth, a top-level run control
    of ``system/controlDict``, and a parameter of that name on any patch of a field file.

    Each comes with its dimensions where the entry is dimensioned (``nu [0 2 -1 0 0 0 0]
    1e-05``); a bare number's are unknown (None), a run control's time being in the
    application's unit (``foamcase.catalog.time_units``)."""
    held: list[Held] = []
    for path in property_files(root):
        entries = entries_of(path)
        relative = path.relative_to(root).as_posix()
        # the leaves called ``name`` at any depth, not inside an entry of that name
        for keys, entry in leaf_entries(entries) if entries is not None else ():
            if keys[-1] == name and name not in keys[:-1] \
                    and (value := _uniform(entry)) is not None:
                held.append(Held(name, "/".join(keys), None, value, relative, _dimensions(
                    getattr(entry, "dimensions", None))))
    control = entries_of(root / CONTROL_DICT)
    if control is not None and (value := _uniform(control.get(name))) is not None:
        held.append(Held(name, name, None, value, CONTROL_DICT, None))
    for path in all_field_files(root):
        entries = entries_of(path)
        patches = entries.get("boundaryField") if entries is not None else None
        relative = path.relative_to(root).as_posix()
        for patch, body in (patches.items() if isinstance(patches, Mapping) else ()):
            if isinstance(body, Mapping) and (value := _uniform(body.get(name))) is not None:
                held.append(Held(name, f"boundaryField/{patch}/{name}", str(patch), value,
                                 relative, None, str(body.get("type", "")) or None))
    return held


def _uniform(entry: Any) -> float | tuple[float, float, float] | None:
    return number_of(entry) if number_of(entry) is not None else vector_of(entry)


def _dimensions(entry: Any) -> Dimensions | None:
    """The exponents of a ``dimensions`` entry (foamlib's DimensionSet or a list)."""
    if entry is None:
        return None
    if isinstance(entry, list | tuple):
        numbers = [number_of(item) for item in entry]
        return tuple(n for n in numbers if n is not None) \
            if all(n is not None for n in numbers) else None
    names = ("mass", "length", "time", "temperature", "moles", "current", "luminous_intensity")
    exponents = [number_of(getattr(entry, name, None)) for name in names]
    found = tuple(exponent for exponent in exponents if exponent is not None)
    return found if len(found) == len(names) else None
