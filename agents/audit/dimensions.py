"""The count of directions the request asks the case to solve in ("2D", "3-D"), held
against the written case's mesh.

Why a row of its own: a 2-D word read with no geometry of the geometry reader's (a size the
value reader took) was checked nowhere, so a 3-D tutorial followed for it passed. The mesh
settles it: one cell across a direction with ``empty`` (or ``wedge``) faces takes that
direction out (``foam_agent.foamcase.case.dimensionality``).

A "3D" word asks nothing of the mesh: every OpenFOAM mesh is three-dimensional, and requests
call one-cell-thick cases "3D" (FoamBench's "Perform a 3D Bernard Cell simulation" has a
one-cell-thick reference). Fewer directions are a statement about the mesh; three are not.
"""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.dimensionality import mesh_dimensions

#: What each count asks of the mesh, as the row says it.
_EXPECTED = {1: "one cell across two directions, empty faces on their sides",
             2: "one cell across one direction, empty or wedge faces on both its sides"}
#: The requirement's name for each count.
REQUIREMENT = "{}-D"


def dimension_rows(stated: Requirements, root: Path) -> list[AuditRow]:
    """One row for the count of directions the request states, met when the mesh solves in
    exactly that many."""
    if stated.dimensions is None or stated.dimensions.value not in _EXPECTED:
        return []
    asked = stated.dimensions.value
    found = mesh_dimensions(root)
    solved = found.directions if found is not None else None
    note = ""
    if found is None:
        note = "the case names no patch: its directions cannot be read"
    elif solved is None:
        note = "an empty or wedge patch on a mesh with no direction one cell across"
    elif solved != asked:
        note = (f"the case solves in {solved} directions: the mesh is the followed case's, "
                "and no edit of its values changes that")
    return [AuditRow(
        requirement=REQUIREMENT.format(asked), phrase=stated.dimensions.source,
        expected=_EXPECTED[asked],
        file=found.source if found is not None else None, entry="the mesh's patch types",
        found=found.describe() if found is not None else None, met=solved == asked,
        note=note)]
