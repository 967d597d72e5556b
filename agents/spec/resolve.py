"""Relative values made absolute: "1 K hotter than the inlet", "10 % faster", "halve Δt".

Why a module of its own: the author applies these values and the audit checks them, and both
must take the same base from the same place. A base that is another boundary ("than the
inlet") is read from the case itself, which the statement does not change. A base that is the
target's own value ("10 % faster than the tutorial", "halve the time step") must come from the
followed case as it was before anything was applied (the *baseline*): read from the written
case, it would compound. Without the baseline, the value is reported as unresolved, never
guessed. Each resolved value records its formula with every number.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

from foamlib import FoamFieldFile, FoamFileDecodeError
from pydantic import BaseModel, ConfigDict

from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.stated import PairedValues, RelativeValue, format_number
from foam_agent.foamcase.case.files import (
    entries_of,
    field_files,
    mesh_patches,
    parse,
    property_files,
)
from foam_agent.foamcase.case.paired import ranked_pair
from foam_agent.foamcase.case.patches import resolve
from foam_agent.foamcase.case.sides import patch_sides
from foam_agent.foamcase.case.values import names_internal_field, number_of, vector_of

CONTROL_DICT = "system/controlDict"


class Resolved(BaseModel):
    """A relative value made absolute, with the formula and the base's origin."""

    model_config = ConfigDict(frozen=True)

    field: Literal["U", "p", "T", "deltaT"]
    boundary: tuple[str, ...]
    value: float | tuple[float, float, float]
    formula: str
    phrase: str


class Resolution(BaseModel):
    """The relative values resolved, and why any could not be."""

    model_config = ConfigDict(frozen=True)

    values: tuple[Resolved, ...] = ()
    problems: tuple[tuple[str, str], ...] = ()


def needs_baseline(spec: CaseSpec) -> bool:
    """Whether a requirement is relative to the followed case's own values (a mesh refinement,
    a value scaled from the target's own, a pair of walls ranked as the case ranked them)."""
    stated = spec.stated
    return (stated.refine is not None or any(item.base is None for item in stated.relative)
            or bool(stated.paired))


def _patch_value(root: Path, field: str, mentions: tuple[str, ...]
                 ) -> tuple[Any, str] | None:
    """The fixed value of ``field`` on the patch ``mentions`` names, and where it is."""
    known = mesh_patches(root)
    patches = resolve(mentions, known, sides=lambda: patch_sides(root))
    for path in field_files(root, field):
        try:
            file = FoamFieldFile(path)
            internal = file.internal_field
            boundary = file.boundary_field
        except (FoamFileDecodeError, ValueError, OSError, KeyError, TypeError):
            continue
        for patch in patches:
            entry = boundary.get(patch)
            if not isinstance(entry, Mapping):
                continue
            value = entry.get("value")
            if names_internal_field(value):
                value = internal
            if value is not None and (number_of(value) is not None
                                      or vector_of(value) is not None):
                relative = path.relative_to(root).as_posix()
                return value, f"{field} on patch {patch} in {relative}"
    return None


def _spelling(name: object) -> str:
    """A keyword as written with its case, underscores and braces dropped: "T_ref", "Tref"
    and "T_{ref}" are the case's ``TRef``."""
    return re.sub(r"[_{}\s]", "", str(name)).casefold()


def _keyword_values(entries: Mapping[Any, Any], name: str) -> list[float]:
    """The numbers held under the keyword ``name`` at any depth of ``entries``."""
    found: list[float] = []
    for key, value in entries.items():
        if isinstance(value, Mapping):
            found.extend(_keyword_values(value, name))
        elif _spelling(key) == _spelling(name) and (number := number_of(value)) is not None:
            found.append(number)
    return found


def _keyword_value(spec: CaseSpec, root: Path, name: str) -> tuple[float, str] | None:
    """The value of the case's keyword ``name`` ("TRef", "Tinf", "T0": a base that is no
    patch): as the request states it, else as the case's dictionaries hold it, when they hold
    one value under that name (two different ones leave the base unknown, never guessed)."""
    stated = {float(item.value) for item in spec.stated.properties
              if _spelling(item.name) == _spelling(name) and not isinstance(item.value, tuple)}
    if len(stated) == 1:
        return stated.pop(), f"{name} as the request states it"
    if stated:
        return None
    held: dict[float, str] = {}
    for path in property_files(root):
        entries = entries_of(path)
        for number in _keyword_values(entries, name) if entries is not None else []:
            held.setdefault(number, path.relative_to(root).as_posix())
    if len(held) != 1:
        return None
    number, where = next(iter(held.items()))
    return number, f"{name} in {where}"


def _control_delta_t(root: Path) -> float | None:
    path = root / CONTROL_DICT
    file = parse(path) if path.is_file() else None
    return number_of(file.as_dict().get("deltaT")) if file is not None else None


def _apply(item: RelativeValue, base: Any) -> float | tuple[float, float, float] | None:
    vector = vector_of(base)
    if vector is not None:
        if item.offset is not None or len(vector) != 3:
            return None
        scaled = [float(f"{component * (item.factor or 1.0):.12g}") for component in vector]
        return (scaled[0], scaled[1], scaled[2])
    number = number_of(base)
    if number is None:
        return None
    result = number + item.offset if item.offset is not None else number * (item.factor or 1.0)
    return float(f"{result:.12g}")


def _shown(value: Any) -> str:
    vector = vector_of(value)
    if vector is not None:
        return "(" + " ".join(format_number(component) for component in vector) + ")"
    number = number_of(value)
    return format_number(number) if number is not None else str(value)


def resolve_relative(spec: CaseSpec, root: Path, baseline: Path | None) -> Resolution:
    """Every relative value of ``spec`` made absolute for the case under ``root``.

    Args:
        spec: What the prompt asks for.
        root: The case (as written, or the followed case before anything is applied).
        baseline: The followed case before anything was applied, for values relative to the
            target's own; None when it is not known.
    """
    values: list[Resolved] = []
    problems: list[tuple[str, str]] = []
    for item in spec.stated.relative:
        if item.field == "deltaT" and spec.stated.delta_t is not None:
            continue
        if item.base is None and baseline is None:
            problems.append((item.source, f"{item.describe()}: the followed case is not known "
                                          "here, so its value cannot be the base"))
            continue
        source_root = root if item.base is not None else baseline
        assert source_root is not None
        if item.field == "deltaT":
            base_value: Any = _control_delta_t(source_root)
            origin = f"deltaT in the followed case's {CONTROL_DICT}"
        else:
            found = _patch_value(source_root, item.field, item.base or item.boundary)
            if found is None and item.base is not None:
                found = _keyword_value(spec, source_root, item.base[0])
            base_value, origin = found if found is not None else (None, "")
            if found is not None and item.base is None:
                origin = f"the followed case's {origin}"
        value = _apply(item, base_value) if base_value is not None else None
        if value is None:
            where = (item.base or item.boundary or ("-",))[0]
            problems.append((item.source, f"{item.describe()}: the case gives no uniform "
                                          f"{item.field} on '{where}' nor one value of a "
                                          f"keyword '{where}' to be the base"))
            continue
        operation = (f"{'-' if item.offset < 0 else '+'} {format_number(abs(item.offset))}"
                     if item.offset is not None else f"x {format_number(item.factor or 1.0)}")
        values.append(Resolved(field=item.field, boundary=item.boundary, value=value,
                               phrase=item.source,
                               formula=(f"{item.field} = {_shown(base_value)} {operation} = "
                                        f"{_shown(value)} (base: {origin})")))
    for pair in spec.stated.paired:
        placed = _paired(pair, baseline or root)
        if isinstance(placed, str):
            problems.append((pair.source, placed))
        else:
            values.extend(placed)
    return Resolution(values=tuple(values), problems=tuple(problems))


def _paired(pair: PairedValues, root: Path) -> tuple[Resolved, Resolved] | str:
    """The two values of an unnamed pair ("one wall … the other") on the case's own pair of
    patches, the higher value where the case held the higher; the reason when it has none.
    ``root`` is the followed case before anything was applied when it is known (a written case
    with its pair swapped would rank itself the other way), else the case itself."""
    ranked = ranked_pair(root, pair.field)
    if ranked is None:
        return (f"{pair.field} of {format_number(pair.first)} and {format_number(pair.second)} "
                f"on two boundaries the words do not name: the case has no two patches holding "
                f"{pair.field} at two different fixed values to tell them by")
    higher, lower = ranked
    high_value, low_value = max(pair.first, pair.second), min(pair.first, pair.second)
    why = (f"the case's two patches with a fixed {pair.field} are {higher} and {lower}, "
           f"{higher} the higher: the higher stated value goes there")
    return (Resolved(field=pair.field, boundary=(higher,), value=high_value, phrase=pair.source,
                     formula=f"{pair.field} on {higher} = {format_number(high_value)} ({why})"),
            Resolved(field=pair.field, boundary=(lower,), value=low_value, phrase=pair.source,
                     formula=f"{pair.field} on {lower} = {format_number(low_value)} ({why})"))


def refined_cells(counts: tuple[int, int, int], factor: float) -> tuple[int, int, int]:
    """A block's cells per direction refined by ``factor``; a direction of one cell (the empty
    direction of a 2-D case) stays one."""
    refined = [count if count <= 1 else max(1, math.floor(count * factor + 0.5))
               for count in counts]
    return refined[0], refined[1], refined[2]
