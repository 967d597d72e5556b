"""A stated value bound to the entry the followed case has, decided once for the spec.

Why one place: a clause can name two entries of different cases ("a bulk velocity of 15 m/s"
is a momentum source's ``Ubar`` in a channel driven by one, and the inlet's speed in a duct
driven through an inlet). A reader binds the words to the entry they name; whether the
followed case has that entry is a fact of the case, not of the words. Decided in each editor,
the value went nowhere (pitzDaily has no ``Ubar``) while the case could hold it in its ordinary
place. So the choice is made here, at the join between the typed spec and the case, and both
the author and the audit read the spec it returns:

- the entry the words name, where the case keeps it;
- else the ordinary place of the same quantity (the catalog row's ``plain_place``), where the
  case has that field with the row's dimensions and one patch the place's words name (a bulk
  velocity over two inlets tells neither's speed);
- else the value is read, not applied, with every place considered.

A value said of one phase goes to that phase's own field (``phase_binding.phase_fields``).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from foamlib import FoamFieldFile, FoamFileDecodeError

from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.phase_binding import phase_fields
from foam_agent.agents.spec.stated import BoundaryValue, NotApplied, PropertyValue
from foam_agent.foamcase.case.files import field_files, mesh_patches, property_files
from foam_agent.foamcase.case.locations import locate
from foam_agent.foamcase.case.patches import resolve
from foam_agent.foamcase.case.sides import patch_sides
from foam_agent.foamcase.catalog.quantities import Dimensions

__all__ = ["bind_to_case"]


def bind_to_case(spec: CaseSpec, root: Path) -> CaseSpec:
    """``spec`` with each stated value on an entry the case under ``root`` has.

    A property the case keeps no entry of, whose quantity has an ordinary place the case has,
    becomes a value there carrying the choice and the place it replaced as its assumption; one
    with neither is moved to ``not_applied`` with both places named. Every other value stays
    as read (the editors report a place they cannot write, with why).
    """
    bound = phase_fields(spec.stated.boundary_values, root)
    texts = _property_texts(root)
    properties: list[PropertyValue] = []
    moved: list[BoundaryValue] = []
    refused: list[NotApplied] = []
    for item in spec.stated.properties:
        row = item.quantity
        if row is None or not row.plain_place or item.phase is not None \
                or isinstance(item.value, bool) or locate(item.name, texts):
            properties.append(item)
            continue
        field, where = row.plain_place
        patches = _patches(root, where) if where else []
        held = _holds(root, field, row.dimensions)
        specific = f"'{item.name}' (its {row.name})"
        if held and len(patches) == 1:
            moved.append(BoundaryValue(
                field, (where,), item.value, item.source,
                assumption=(f"the case keeps no {specific}: its {where}, patch "
                            f"{patches[0]}, holds it as {field}")))
            continue
        lacking = (f"no {field} of a {row.name}'s dimensions" if not held
                   else f"no patch that is its {where}" if not patches
                   else f"several patches that are its {where} ({', '.join(patches)}), "
                        f"which one {row.name} does not tell apart")
        refused.append(NotApplied(item.source, (
            f"the followed case keeps no {specific} and has {lacking} to hold it as "
            f"{field} on the {where}")))
    if not moved and not refused and bound == spec.stated.boundary_values:
        return spec
    stated = replace(spec.stated, properties=tuple(properties),
                     boundary_values=(*bound, *moved))
    return spec.model_copy(update={"stated": stated,
                                   "not_applied": (*spec.not_applied, *refused)})


def _property_texts(root: Path) -> dict[str, str]:
    """The case's property dictionaries (``constant/`` and ``system/fvOptions``) as text,
    relative path → text, as ``locate`` reads them."""
    return {path.relative_to(root).as_posix(): path.read_text(encoding="utf-8",
                                                              errors="replace")
            for path in property_files(root)}


def _holds(root: Path, field: str, dimensions: Dimensions) -> bool:
    """Whether the case has ``field`` and every file of it has ``dimensions``."""
    paths = field_files(root, field)
    try:
        return bool(paths) and all(
            tuple(float(exponent) for exponent in FoamFieldFile(path).dimensions) == dimensions
            for path in paths)
    except (FoamFileDecodeError, ValueError, OSError, KeyError, TypeError):
        return False


def _patches(root: Path, words: str) -> list[str]:
    """The case's patches ``words`` ("inlet") name, as the editors resolve them."""
    return resolve((words,), mesh_patches(root), sides=lambda: patch_sides(root))
