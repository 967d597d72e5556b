"""Where a value of the surroundings goes ("ambient 20 °C", "ambient conditions 1 bar"): the
fluid filling the domain and the openings through which the case meets the surroundings.

Why a rule of its own: "ambient" names no patch. The surroundings are what the domain's fluid
starts as and what it exchanges with through the boundaries the case opens to, so an ambient
value is the internal field's and that of each open boundary that fixes the field where flow
comes in from outside. Which boundaries those are is what the followed case's files say, not
the words: a patch that is no wall (by its mesh type, and by its velocity's condition: a
wall's type or a fixed zero velocity) whose
condition fixes the field at the case's own initial level (``inletOutlet``'s ``inletValue``,
``fixedValue``'s ``value`` holding the same number as the internal field, or
``$internalField``) is where the tutorial already put its ambient. A patch the case fixes at
another value (a hot inflow) is not the surroundings, a wall never is (its temperature is the
wall's own, stated or kept), and a patch the request gives a value of its own keeps it.

A pressure of the surroundings is first the datum gauge pressures are measured from
(``case_pressure``); only where nothing is measured from it and the case's pressure is
absolute does it become the case's level (``pressure_level.PRESSURE_LEVEL``), which
``case_level`` carries to the pressure patches holding the case's level.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from foamlib import FoamFieldFile

from foam_agent.agents.spec.case_level import holds_level, uniform_number
from foam_agent.agents.spec.pressure_level import PRESSURE_LEVEL
from foam_agent.agents.spec.stated import INTERNAL, BoundaryValue
from foam_agent.foamcase.case.files import field_files, mesh_patches
from foam_agent.foamcase.case.patches import resolve
from foam_agent.foamcase.catalog.boundaries import (
    CONSTRAINT_TYPES,
    WALL_VELOCITY_TYPES,
    boundary_role,
)
from foam_agent.foamcase.catalog.conditions import condition
from foam_agent.foamcase.catalog.surfaces import SURROUNDING_WORDS

__all__ = ["ambient_level", "names_surroundings", "open_carriers"]

#: Where a patch's condition refers to the internal field's value instead of a number.
#: What an ambient value is taken to be on the open boundaries, told in its assumption.
AMBIENT_OPENING = ("the surroundings' value: the case opens to them here (no wall, and the "
                   "followed case fixes the field here at its own initial level)")


def names_surroundings(mention: str) -> bool:
    """Whether the words name only the surroundings ("ambient", "the surroundings"), not a
    fluid or a place of the case."""
    words = [word for word in re.findall(r"[a-z]+", mention.lower()) if word != "the"]
    return bool(words) and all(word in SURROUNDING_WORDS for word in words)


def ambient_level(item: BoundaryValue, absolute: bool,
                  stated: Iterable[BoundaryValue]) -> BoundaryValue | None:
    """A pressure of the surroundings nothing was measured from as the case's level, for a
    case whose pressure is absolute; None when it is no such pressure, or the request gives
    the initial pressure itself (then the two are different places' values)."""
    if not absolute or not item.boundary or not names_surroundings(item.boundary[0]) \
            or isinstance(item.value, tuple):
        return None
    if any(other.boundary == (INTERNAL,) and other.field == item.field for other in stated):
        return None
    return replace(item, boundary=(INTERNAL,), assumption=PRESSURE_LEVEL)


def open_carriers(root: Path, level: BoundaryValue,
                  stated: Iterable[BoundaryValue]) -> list[BoundaryValue]:
    """``level`` (a scalar of the surroundings on the internal field) on each boundary the
    case at ``root`` opens to where it fixes the field at its initial level (module doc),
    leaving out the patches a value of the same field in ``stated`` is given to."""
    if isinstance(level.value, tuple) or level.field is None:
        return []
    field = str(level.field)
    found = _opening_patches(root, field)
    if not found:
        return []
    patches = mesh_patches(root)
    own = {name for item in stated if item.field == level.field
           and item.boundary != (INTERNAL,) for name in resolve(item.boundary, patches)}
    return [replace(level, boundary=(patch,), assumption=AMBIENT_OPENING)
            for patch in found if patch not in own]


def _opening_patches(root: Path, field: str) -> list[str]:
    """The patches that are no wall whose ``field`` condition fixes the initial level."""
    try:
        file = _field(root, field)
        velocity = _field(root, "U")
        if file is None:
            return []
        start = uniform_number(file.internal_field)
        entries = file.boundary_field
        flows = velocity.boundary_field if velocity is not None else {}
    except (ValueError, KeyError, TypeError, OSError):
        return []
    if start is None:
        return []
    patches = mesh_patches(root)
    found: list[str] = []
    for name, entry in entries.items():
        mesh_type = patches.get(str(name), "")
        if mesh_type == "wall" or mesh_type in CONSTRAINT_TYPES or _walled(flows.get(name)):
            continue
        kind = _type(entry)
        row = condition(kind)
        if row is None or row.value_key is None \
                or boundary_role(kind, field) in (None, "wall", "coupled", "derived"):
            continue
        if holds_level(entry, row.value_key, start):
            found.append(str(name))
    return found


def _walled(velocity: Any) -> bool:
    """Whether a patch's velocity condition makes it a wall: a wall's type, or a fixed zero
    velocity (``noSlip`` written as ``fixedValue``, ``catalog.boundaries.ZERO_VALUED_AS``)."""
    kind = _type(velocity)
    if kind in WALL_VELOCITY_TYPES:
        return True
    value = velocity.get("value") if isinstance(velocity, Mapping) else None
    if kind != "fixedValue" or value is None or isinstance(value, str):
        return False
    try:
        return all(float(part) == 0 for part in value)
    except (TypeError, ValueError):
        return False


def _field(root: Path, name: str) -> FoamFieldFile | None:
    paths = field_files(root, name)
    return FoamFieldFile(paths[0]) if paths else None


def _type(entry: Any) -> str:
    return str(entry.get("type", "")) if isinstance(entry, Mapping) else ""


