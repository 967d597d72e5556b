"""The audit rows of a domain's outline against the followed case's blocks: a mesh whose corner
is cut away is no square, whatever its vertices' bounding box; and an outline the request gives
a part removed or added (a corner cut out, a step, a notch, a hole) is met only by a mesh that
does not fill the box around it.

Why: "a lid-driven cavity 3 in square" followed ``cavityClipped``, whose vertices bound a
square; the sizes rows were met, the run was fine and the case came back ``solved`` with a
corner of the domain missing. The blocks are what say it (``foamcase.case.box_domain``); a
blockMeshDict they cannot be read from says nothing, and no row is added.
"""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.spec.domain_shape import outline_change, square_domain
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.foamcase.case.box_domain import BoxDomain, box_domain
from foam_agent.foamcase.case.files import BLOCK_MESH_DICTS, first_existing

__all__ = ["domain_box_rows"]

#: Share of the bounding box below which the blocks leave part of it out.
FILLED = 1 - 1e-6


def domain_box_rows(spec: CaseSpec, root: Path) -> list[AuditRow]:
    """One row when the request gives a square domain, or changes its outline, and the case's
    blockMeshDict is read: a square is met when its blocks reach every corner of the box
    around its vertices (a body standing on a side, as damBreak's obstacle, leaves the outline
    a box); a changed outline when they do not fill that box ("0.1 m x 0.1 m with a corner cut
    out" is cavityClipped's outline, not the cavity's)."""
    square = square_domain(spec)
    change = outline_change(spec)
    path = first_existing(root, BLOCK_MESH_DICTS)
    if path is None or (change is None and (square is None or not square.value)):
        return []
    found = box_domain(path.read_text(encoding="utf-8", errors="replace"))
    if found is None:
        return []
    file = path.relative_to(root).as_posix()
    if change is not None:
        return [AuditRow(
            requirement=f"the domain's outline with {change.value}", phrase=change.source,
            expected="blocks that do not fill the box around them", file=file,
            entry="blocks", found=found.describe(), met=_not_filled(found),
            note="" if _not_filled(found) else "the followed tutorial's mesh is the plain box; "
                                               "the outline the request gives needs another")]
    if square is None:
        return []
    return [AuditRow(
        requirement="a square domain, the mesh's outline", phrase=square.source,
        expected="the blocks reach every corner of their bounding box",
        file=file, entry="blocks", found=found.describe(), met=found.is_box,
        note="" if found.is_box else "the followed tutorial's mesh is not the box the request "
                                     "gives: its sizes can be the stated ones, its shape is not")]


def _not_filled(found: BoxDomain) -> bool:
    """Whether the blocks leave part of their bounding box out: a corner, a step, a hole."""
    return not found.is_box or (found.filled is not None and found.filled < FILLED)
