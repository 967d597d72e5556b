"""Stated gravity into ``constant/g``.

Why: buoyant and free-surface solvers read gravity from ``constant/g``, and a prompt that moves a
case to the Moon, tilts it or switches gravity off changes the physics completely. The editor
only rewrites a ``constant/g`` the reference already has: a solver that reads no gravity gets
none invented. A magnitude without a direction keeps the reference's own direction.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import Number, Requirements, Stated, Vector
from foam_agent.foamcase.case.values import (
    foam_vector,
    number_of,
    same,
    tidy,
    vector_of,
    with_number,
)


def _target(stated: Vector | float, previous: Vector) -> Vector | None:
    """The vector to write: a stated vector, or the magnitude along ``previous``; None when
    a magnitude has no direction to go along (the reference's g is zero)."""
    if isinstance(stated, tuple):
        return stated
    length = math.sqrt(sum(component * component for component in previous))
    if length == 0:
        return None
    return (previous[0] / length * stated, previous[1] / length * stated,
            previous[2] / length * stated)


def edit_gravity(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Set ``value`` of ``constant/g`` to the stated gravity."""
    stated = requirements.gravity
    if stated is None:
        return
    path = root / "constant" / "g"
    if not path.is_file():
        if (root / SHALLOW_WATER_GRAVITY).is_file():
            _edit_magnitude(root, stated, report)
            return
        report.skip("g", stated.source,
                    "the reference case has no constant/g: its solver reads no gravity")
        return
    with report.parsing(root, path, "g", stated.source), FoamFile(path) as file:
        previous = vector_of(file.get("value"))
        if previous is None:
            report.skip("g", stated.source, "constant/g has no uniform vector value to replace")
            return
        target = _target(stated.value, previous)
        if target is None:
            report.skip("g", stated.source, "a magnitude was stated, but the reference's g is "
                        "zero, so it gives no direction; state g as a vector")
            return
        written = foam_vector(target)
        unchanged = same(previous, target)
        if not unchanged:
            file["value"] = written
    report.edit(Edit("g", "constant/g", ("value",), written, foam_vector(previous), stated.source,
                     changed=not unchanged))


#: shallowWaterFoam keeps the magnitude of g, not a vector, in this dictionary.
SHALLOW_WATER_GRAVITY = "constant/gravitationalProperties"


def _edit_magnitude(root: Path, stated: Stated[Vector | Number], report: EditReport) -> None:
    """The stated gravity into ``gravitationalProperties`` ``g``: a vector (the squareBump
    tutorial's) like ``constant/g``, or a magnitude."""
    path = root / SHALLOW_WATER_GRAVITY
    with report.parsing(root, path, "g", stated.source), FoamFile(path) as file:
        previous: Any = file.get("g")
        old_vector = vector_of(previous)
        written: Any
        if old_vector is not None:
            target = _target(stated.value, old_vector)
            if target is None:
                report.skip("g", stated.source, f"{SHALLOW_WATER_GRAVITY} g is zero: it gives "
                            "no direction; state g as a vector")
                return
            written = foam_vector(target)
            entry: Any = with_number(previous, written)
        elif number_of(previous) is not None:
            value = stated.value
            written = tidy(math.sqrt(sum(c * c for c in value)) if isinstance(value, tuple)
                           else abs(float(value)))
            entry = with_number(previous, written)
        else:
            report.skip("g", stated.source, f"{SHALLOW_WATER_GRAVITY} has no g to replace")
            return
        unchanged = same(previous, written)
        if not unchanged:
            file["g"] = entry
    report.edit(Edit("g", SHALLOW_WATER_GRAVITY, ("g",), written, previous, stated.source,
                     changed=not unchanged))
