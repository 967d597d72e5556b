"""The uniform values a case already holds for one field: its internal field, each patch's
``value`` and the values ``setFields`` gives it, with the field's dimensions.

Why: a request restating the tutorial's own values ("p = 1 as it is", "T 1 K as in the
example", "U = 0 at the start") leaves nothing to change; the audit asks the case whether it
holds them (``agents.audit.described``) instead of calling the words not understood.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from foam_agent.foamcase.case.files import entries_of, field_files
from foam_agent.foamcase.case.set_fields import DEFAULTS, SET_FIELDS, values_of
from foam_agent.foamcase.case.values import number_of, vector_of

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
    """

    field: str
    place: str
    patch: str | None
    value: float | tuple[float, float, float]
    file: str
    dimensions: Dimensions | None


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
            if isinstance(body, Mapping) and (value := _uniform(body.get("value"))) is not None:
                held.append(Held(field, f"boundaryField/{patch}", str(patch), value, relative,
                                 dimensions))
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
