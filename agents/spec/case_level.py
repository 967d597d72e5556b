"""Where a stated pressure level goes in the followed case: its initial field, and every
pressure patch that holds the case's own level.

Why grounded in the case rather than in words: which patches carry a case's level is what
its files say. squareBend's outlet holds ``$internalField`` (the level), prism's inlet and its
outlet's ``fieldInf`` hold the same 1e5 as its internal field, while decompressionTank's
nozzle holds the surroundings' 0 and its tank 1e7. A level written to the internal field alone
left the outlet at the old level, so the case relaxed back to it; written to every fixed
pressure it would also have emptied the tank through a pressurised nozzle. A patch the request
gives a pressure of its own keeps it. A buoyant case's ``p_rgh`` of the same level and
dimensions as its ``p`` takes the level too, so the two start consistent.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from foamlib import FoamFieldFile

from foam_agent.agents.spec.pressure_level import PRESSURE_LEVEL
from foam_agent.agents.spec.stated import (
    INTERNAL,
    BoundaryType,
    BoundaryValue,
    ConditionParameter,
)
from foam_agent.foamcase.case.files import field_files, mesh_patches
from foam_agent.foamcase.case.patches import resolve
from foam_agent.foamcase.case.values import names_internal_field
from foam_agent.foamcase.catalog.boundaries import PRESCRIBED_PRESSURE_TYPES
from foam_agent.foamcase.catalog.conditions import CONDITIONS

__all__ = ["level_carriers"]

#: The entry of a non-reflecting outlet that holds the level the waves relax to.
_FAR_LEVEL = {"waveTransmissive": "fieldInf", "advective": "fieldInf"}
#: Types that impose a pressure, each with the entry holding it (the catalog's value
#: parameter): where the followed case writes its level there, the stated level goes. A
#: ``calculated`` p (a buoyant case's, computed from p_rgh) imposes nothing, and a type whose
#: value is a function of time (a ramped ``uniformTotalPressure``) is no single level.
_CARRYING = {row.type: row.value_key for row in CONDITIONS
             if row.value_key is not None and row.type in PRESCRIBED_PRESSURE_TYPES}


def uniform_number(value: Any) -> float | None:
    """A uniform scalar entry's number (``uniform 1e5`` or ``1e5``), else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return float(value)
    return None


def holds_level(entry: Any, key: str, level: float) -> bool:
    """Whether ``entry[key]`` is the followed case's level (its number, or ``$internalField``);
    shared with the ambient rule, which asks it of a temperature."""
    value = entry.get(key) if isinstance(entry, Mapping) else None
    if isinstance(value, str):
        return names_internal_field(value)
    number = uniform_number(value)
    return number is not None and math.isclose(number, level, rel_tol=1e-9, abs_tol=1e-12)


def _field(root: Path, name: str) -> FoamFieldFile | None:
    paths = field_files(root, name)
    return FoamFieldFile(paths[0]) if paths else None


def _carriers(file: FoamFieldFile) -> tuple[list[str], list[tuple[str, str]]] | None:
    """(patches whose value is the level, (patch, type) of those whose far-field entry is),
    or None when the file has no uniform level of its own."""
    try:
        level = uniform_number(file.internal_field)
        entries = file.boundary_field
    except (ValueError, KeyError, TypeError, OSError):
        return None
    if level is None:
        return None
    valued: list[str] = []
    far: list[tuple[str, str]] = []
    for patch, entry in entries.items():
        kind = str(entry.get("type")) if isinstance(entry, Mapping) else ""
        if kind in _FAR_LEVEL:
            # Its value is the solver's to compute; only the level it relaxes to is the case's.
            if holds_level(entry, _FAR_LEVEL[kind], level):
                far.append((str(patch), kind))
        elif kind in _CARRYING and holds_level(entry, _CARRYING[kind], level):
            valued.append(str(patch))
    return valued, far


def _stated_patches(root: Path, values: Iterable[BoundaryValue], field: str) -> set[str]:
    """The patches a value of ``field`` the request states of them lands on."""
    patches = mesh_patches(root)
    named: set[str] = set()
    for item in values:
        if item.field in (field, "p") and item.assumption != PRESSURE_LEVEL \
                and item.boundary != (INTERNAL,):
            named.update(resolve(item.boundary, patches))
    return named


def level_carriers(root: Path, level: BoundaryValue, field: str,
                   stated: Iterable[BoundaryValue]) -> tuple[list[BoundaryValue],
                                                             list[BoundaryType]]:
    """The values and far-field entries that put ``level`` (already in the units of the
    case's ``field``) on every patch of ``field`` holding the followed case's level, and on
    the initial field of a ``p_rgh`` beside a ``p`` of the same level; the patches the request
    gives a pressure of their own (in ``stated``) are left to it."""
    try:
        file = _field(root, field)
        found = _carriers(file) if file is not None else None
    except (ValueError, KeyError, TypeError, OSError):
        found = None
    if found is None:
        return [], []
    valued, far = found
    own = _stated_patches(root, stated, field)
    values = [replace(level, field=field, boundary=(patch,)) for patch in valued
              if patch not in own]
    types = [BoundaryType(field, (patch,), kind, level.source,
                          (ConditionParameter(_FAR_LEVEL[kind], level.value),),
                          conversion=level.conversion)
             for patch, kind in far if patch not in own]
    if field == "p":
        values += _buoyant_twin(root, file, level)
    return values, types


def _buoyant_twin(root: Path, pressure: FoamFieldFile | None, level: BoundaryValue
                  ) -> list[BoundaryValue]:
    """``level`` on the initial ``p_rgh`` when it starts at the level ``p`` starts at, in the
    same dimensions (buoyant solvers: p_rgh = p - rho g h starts equal to p at h = 0)."""
    try:
        twin = _field(root, "p_rgh")
        if twin is None or pressure is None or tuple(twin.dimensions) != tuple(
                pressure.dimensions):
            return []
        start, own = uniform_number(twin.internal_field), uniform_number(pressure.internal_field)
    except (ValueError, KeyError, TypeError, OSError):
        return []
    if start is None or own is None or not math.isclose(start, own, rel_tol=1e-9):
        return []
    return [replace(level, field="p_rgh")]
