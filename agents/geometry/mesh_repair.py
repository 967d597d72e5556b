"""The reviewer's answer to a ``mesh_error`` on a generated mesh: restore it, or grade it gentler.

Why a rule of the geometry layer: when checkMesh fails a mesh this layer generated, the
tutorial's blockMeshDict (what the template reviewer restores for other cases) has the wrong
shape, and the patches the fields now use would vanish with it. Two things can be wrong:
- the mesh input drifted from what was generated (an earlier fix or an author edited it): the
  generated input comes back, as composed;
- the generated mesh itself fails: it is made again with half the grading (the O-grid's
  radial growth and the far field's coarsening), which refines the cells away from the body,
  as long as the mesh stays within its cell bound and until it is uniform.
Every action is a note carrying checkMesh's numbers, so the run record says why the mesh
changed.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from foam_agent.agents.geometry.apply import (
    BLOCK_MESH_DICT,
    CHANGE_DICT,
    GMSH_FILE,
    lateral_types,
    needs_generated_mesh,
    with_flow,
)
from foam_agent.agents.geometry.blockmesh import PATCH_INLET, Grading, block_mesh
from foam_agent.agents.geometry.layout import LayoutError, layout
from foam_agent.agents.geometry.wall_layer import flow_in

if TYPE_CHECKING:
    from foam_agent.agents.authors.base import ReviewRequest
    from foam_agent.agents.spec.geometry import Geometry

#: The files a generated mesh consists of (blockMesh's or gmsh's).
MESH_INPUTS = (BLOCK_MESH_DICT, GMSH_FILE, CHANGE_DICT)
#: Each retry divides both gradings by this; at 1 the mesh is uniform and nothing is left.
GRADING_REDUCTION = 2.0
#: What notes of a rule that changes nothing begin with (the reviewer's ``NO_FIX``).
NO_FIX = "no rule-based fix"


def generated_mesh_fix(root: Path, error_class: str, request: ReviewRequest,
                       baseline: Mapping[str, str] | None) -> list[str]:
    """Fix a case whose generated mesh checkMesh failed; ``[]`` when the rule does not apply.

    Args:
        root: The case being repaired (edited in place).
        error_class: The run's error class; only ``mesh_error`` is handled.
        request: The review request: the request's geometry, and the run's message with
            checkMesh's numbers (quoted in the notes).
        baseline: The case as composed, with the generated mesh input.
    """
    geometry = request.spec.geometry
    if error_class != "mesh_error" or baseline is None or not needs_generated_mesh(geometry):
        return []
    generated = {name: baseline[name] for name in MESH_INPUTS if name in baseline}
    if not generated or (BLOCK_MESH_DICT in generated
                         and Grading.of(generated[BLOCK_MESH_DICT]) is None):
        return []
    why = request.run.message.removeprefix("mesh_error: ").split(" — ")[0]
    drifted = [name for name, text in generated.items()
               if not (root / name).is_file()
               or (root / name).read_text() not in (text, _regraded(geometry, root / name))]
    if drifted:
        for name in drifted:
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_text(generated[name], encoding="utf-8")
        return [f"{name}: the generated mesh input restored, as composed (checkMesh: {why})"
                for name in drifted]
    assert geometry is not None
    current = Grading.of(generated.get(BLOCK_MESH_DICT, ""))
    path = root / BLOCK_MESH_DICT
    if path.is_file():
        current = Grading.of(path.read_text()) or current
    if current is None:
        return [f"{NO_FIX}: the gmsh mesh is the one generated, and only blockMesh meshes are "
                f"regraded (checkMesh: {why})"]
    if current.radial <= 1 and current.coarsening <= 1:
        return [f"{NO_FIX}: the generated mesh is already uniform (checkMesh: {why})"]
    gentler = Grading(radial=max(1.0, current.radial / GRADING_REDUCTION),
                      coarsening=max(1.0, current.coarsening / GRADING_REDUCTION))
    try:
        decided = with_flow(layout(geometry), flow_in(root, PATCH_INLET))
    except LayoutError as error:
        return [f"{NO_FIX}: the geometry cannot be laid out again ({error})"]
    made = block_mesh(decided, lateral_types(decided), gentler)
    if made.cells > decided.max_cells:
        return [f"{NO_FIX}: a gentler grading needs {made.cells:,} cells, more than the "
                f"{decided.max_cells:,} allowed (checkMesh: {why})"]
    path.write_text(made.text, encoding="utf-8")
    return [f"{BLOCK_MESH_DICT}: regenerated with gentler grading (radial {current.radial:g} -> "
            f"{gentler.radial:g}, far-field coarsening {current.coarsening:g} -> "
            f"{gentler.coarsening:g}; {made.cells:,} cells) because checkMesh failed: {why}"]


def _regraded(geometry: Geometry | None, path: Path) -> str | None:
    """What an earlier review of this rule wrote to ``path`` (a blockMeshDict regenerated at the
    grading it names), or ``None``: any other text there is an edit, to be undone."""
    grading = Grading.of(path.read_text())
    if geometry is None or grading is None or path.name != Path(BLOCK_MESH_DICT).name:
        return None
    try:
        decided = with_flow(layout(geometry), flow_in(path.parent.parent, PATCH_INLET))
    except LayoutError:
        return None
    return block_mesh(decided, lateral_types(decided), grading).text
