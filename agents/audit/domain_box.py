"""The audit row of a square domain against the followed case's blocks: a mesh whose corner
is cut away is no square, whatever its vertices' bounding box.

Why: "a lid-driven cavity 3 in square" followed ``cavityClipped``, whose vertices bound a
square; the sizes rows were met, the run was fine and the case came back ``solved`` with a
corner of the domain missing. The blocks are what say it (``foamcase.case.box_domain``); a
blockMeshDict they cannot be read from says nothing, and no row is added.
"""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.spec.domain_shape import square_domain
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.foamcase.case.box_domain import box_domain
from foam_agent.foamcase.case.files import BLOCK_MESH_DICTS, first_existing

__all__ = ["domain_box_rows"]


def domain_box_rows(spec: CaseSpec, root: Path) -> list[AuditRow]:
    """One row when the request gives a square domain and the case's blockMeshDict is read:
    met when its blocks reach every corner of the box around its vertices (a body standing on
    a side, as damBreak's obstacle, leaves the outline a box)."""
    square = square_domain(spec)
    path = first_existing(root, BLOCK_MESH_DICTS)
    if square is None or not square.value or path is None:
        return []
    found = box_domain(path.read_text(encoding="utf-8", errors="replace"))
    if found is None:
        return []
    return [AuditRow(
        requirement="a square domain, the mesh's outline", phrase=square.source,
        expected="the blocks reach every corner of their bounding box",
        file=path.relative_to(root).as_posix(),
        entry="blocks", found=found.describe(), met=found.is_box,
        note="" if found.is_box else "the followed tutorial's mesh is not the box the request "
                                     "gives: its sizes can be the stated ones, its shape is not")]
