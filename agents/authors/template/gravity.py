"""Stated gravity into ``constant/g``.

Why: buoyant and free-surface solvers read gravity from ``constant/g``, and a prompt that moves a
case to the Moon, tilts it or switches gravity off changes the physics completely. The editor
only rewrites a ``constant/g`` the reference already has: a solver that reads no gravity gets
none invented. A magnitude without a direction keeps the reference's own direction.
"""

from __future__ import annotations

import math
from pathlib import Path

from foamlib import FoamFile

from agents.authors.template.report import Edit, EditReport
from agents.authors.template.values import foam_vector, same, vector_of
from agents.spec.stated import Requirements, Vector


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
    report.edit(Edit("g", "constant/g", "value", written, foam_vector(previous), stated.source,
                     changed=not unchanged))
