"""A gmsh mesh the author generated, made again finer by its generator's size factor.

Why regenerate instead of splitting cells: gmsh's uniform split halves every edge (a ratio of
2, four times the cells in 2-D at each level, sixteen at the second), and keeps the coarse
mesh's boundary-layer stretch; the generators (:mod:`foam_agent.agents.geometry.gmsh_mesh`, the
NACA O-domain of :mod:`foam_agent.agents.geometry.airfoil`) size every cell from one factor, so
the study multiplies that factor by its ratio and the finer meshes are the same design at
smaller cells, as a blockMesh case's are with more cells per block.

The factor is found by making the case's mesh again from its request's geometry (the record's
prompt, as the study reads its outputs): the generator's own fit to the cell bound gives it.
That mesh must have the case's cell count; otherwise the case's ``mesh.msh`` was not made from
these words (a mesh brought with ``solve --mesh``, or a request the author's geometry has since
changed for) and the study says so rather than refine another mesh.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from foam_agent.agents.geometry.apply import ALLRUN, GMSH_FILE, generated_gmsh
from foam_agent.agents.geometry.gmsh_mesh import GmshMesh
from foam_agent.agents.geometry.layout import LayoutError
from foam_agent.agents.mesh_study.refine import RefineError
from foam_agent.agents.spec.geometry import Geometry
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.foamcase.hostile import read_case_bytes, write_beside

#: Largest Allrun read to see whether it converts a gmsh mesh.
MAX_ALLRUN_BYTES = 64 * 1024
#: Meshes made at most per refinement level, and how far below the asked ratio per direction
#: the last one may stay.
REGENERATIONS = 3
RATIO_SLACK = 0.02


@dataclass(frozen=True)
class GmshSizes:
    """A gmsh-meshed case's geometry and the size factor its mesh was made at."""

    geometry: Geometry
    resolution: float
    cells: int


def is_gmsh_case(case_dir: Path) -> bool:
    """Whether the case's Allrun converts a ``mesh.msh`` of its own with ``gmshToFoam``."""
    try:
        allrun = read_case_bytes(case_dir, ALLRUN, MAX_ALLRUN_BYTES).decode(errors="replace")
    except OSError:
        return False
    return "gmshToFoam" in allrun and (case_dir / GMSH_FILE).is_file()


def gmsh_sizes(case_dir: Path, spec: CaseSpec | None, cells: int | None) -> GmshSizes:
    """The size factor of the gmsh mesh of ``case_dir`` (of ``cells`` cells), from the
    request's geometry.

    Raises:
        RefineError: No request to read the geometry from, a geometry that gets no gmsh
            mesh, or a mesh other than the one it gets.
    """
    geometry = spec.geometry if spec is not None else None
    if geometry is None:
        raise RefineError(f"{case_dir}'s mesh was made by gmsh, which the study makes again "
                          "from the request's geometry: study the solve's output folder, whose "
                          "record holds the request")
    try:
        made = generated_gmsh(geometry, None)
    except LayoutError as error:
        raise RefineError(f"the request's geometry cannot be meshed again: {error}") from error
    if made is None or made.cells != cells:
        found = "no gmsh mesh" if made is None else f"{made.cells:,} cells"
        raise RefineError(f"{case_dir}'s {GMSH_FILE} ({cells or 0:,} cells) is not the mesh its "
                          f"request's geometry makes ({found}): a mesh brought to the case or "
                          "made otherwise cannot be refined by the study")
    return GmshSizes(geometry, made.resolution, made.cells)


def _made_at(geometry: Geometry, resolution: float) -> GmshMesh:
    try:
        made = generated_gmsh(geometry, resolution)
    except LayoutError as error:
        raise RefineError(f"the request's geometry cannot be meshed again: {error}") from error
    if made is None:
        raise RefineError(f"the request's geometry ({geometry.describe()}) gets no gmsh mesh")
    return made


def refine_gmsh_mesh(target: Path, sizes: GmshSizes, ratio: float, dimensions: int) -> str:
    """Write into ``target`` (a study's copy) the mesh of ``sizes`` refined by ``ratio`` per
    direction; a note of what changed.

    Why the factor is corrected: the cells do not grow exactly as the factor to the power
    ``dimensions`` (the body's outline has a fixed number of points, the boundary layer a fixed
    number of layers), so a mesh whose count falls short of ``ratio`` per direction is made
    again with the factor raised by the shortfall, a few times at most.

    Raises:
        RefineError: The geometry cannot be meshed again.
    """
    factor = ratio
    for _ in range(REGENERATIONS):
        made = _made_at(sizes.geometry, sizes.resolution * factor)
        reached = (made.cells / sizes.cells) ** (1 / dimensions)
        if reached >= ratio * (1 - RATIO_SLACK):
            break
        factor *= ratio / reached
    write_beside(target, GMSH_FILE, made.text.encode())
    return (f"{GMSH_FILE} made again by gmsh at {factor:.4g} times its size factor "
            f"({sizes.resolution:.4g} -> {sizes.resolution * factor:.4g}): {made.cells:,} cells, "
            f"{reached:.3g} times the case's per direction")
