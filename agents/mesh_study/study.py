"""A mesh study of a finished case: two further refinements run, each output read on all
three meshes, and its grid convergence judged against the user's tolerance.

Why the finished case is the coarse mesh: it is the run the user has; the study adds two finer
ones (a ratio ``r`` and ``r**2`` in every direction: more cells per block for a blockMesh case,
:mod:`.refine`; a generated gmsh mesh made again at smaller cells, :mod:`.gmsh_refine`),
copies of the case in ``<case>/mesh-study/``, each run by the runner the solve used, so the
user's ranks, time limit, sandbox and disk budget hold for them too. The outputs are the ones
the request asked for (:mod:`.quantities`), read the same way on every run.

"Mesh-independent" is said of an output only when the three values converge (monotonically,
or oscillating, which is reported as such) and GCI_fine is below the tolerance; a study with a
failed run, a divergent output or an output missing on a mesh says why and is never
mesh-independent.
"""

from __future__ import annotations

import re
import shutil
import time
from pathlib import Path

from foam_agent.agents.mesh_study.defaults import DEFAULT_RATIO, DEFAULT_TOLERANCE, MIN_RATIO
from foam_agent.agents.mesh_study.gci import GciError, grid_convergence
from foam_agent.agents.mesh_study.gmsh_refine import gmsh_sizes, is_gmsh_case, refine_gmsh_mesh
from foam_agent.agents.mesh_study.plot import PLOT_FILE, plot_study
from foam_agent.agents.mesh_study.quantities import (
    NoQuantity,
    Output,
    Reading,
    read_output,
    requested_outputs,
)
from foam_agent.agents.mesh_study.refine import (
    RefineError,
    copy_case,
    refine_block_mesh,
    scale_time_step,
)
from foam_agent.agents.mesh_study.result import (
    STUDY_DIR,
    STUDY_FILE,
    MeshStudy,
    OutputStudy,
    StudyMesh,
)
from foam_agent.agents.physics import verify_case
from foam_agent.agents.physics.case import Case
from foam_agent.agents.physics.reading import read_mesh_patches
from foam_agent.agents.runners import CaseDirError, Runner
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.foamcase.hostile import (
    first_unsafe_entry,
    open_case_file,
    write_beside,
)

#: Patch types that make a mesh two-dimensional (one cell across).
FLAT_PATCHES = frozenset({"empty", "wedge"})
_CELLS = re.compile(r"\bnCells:\s*(\d+)")
#: Bytes of the owner file's header read for its cell count.
OWNER_HEADER_BYTES = 4096


class MeshStudyError(ValueError):
    """A case that cannot be studied: no output to follow, or a mesh the study cannot refine."""


def cell_count(case_dir: Path) -> int | None:
    """The cells of the case's mesh, from the header blockMesh writes into ``owner``."""
    try:
        with open_case_file(case_dir, "constant/polyMesh/owner") as handle:
            header = handle.read(OWNER_HEADER_BYTES).decode("utf-8", errors="replace")
    except OSError:
        return None
    match = _CELLS.search(header)
    return int(match.group(1)) if match else None


def mesh_dimensions(case_dir: Path) -> int:
    """2 for a mesh one cell across (an ``empty`` or ``wedge`` patch), else 3."""
    return 2 if any(patch.type in FLAT_PATCHES for patch in read_mesh_patches(case_dir)) else 3


def _read_all(case_dir: Path, outputs: list[Output], steady: bool
              ) -> list[Reading | str]:
    found: list[Reading | str] = []
    for output in outputs:
        try:
            found.append(read_output(case_dir, output, steady=steady))
        except NoQuantity as error:
            found.append(str(error))
    return found


def _judge(output: Output, readings: list[Reading | str], meshes: list[StudyMesh],
           dimensions: int, tolerance: float) -> OutputStudy:
    values = [reading.value if isinstance(reading, Reading) else None for reading in readings]
    how = [reading.how if isinstance(reading, Reading) else reading for reading in readings]
    missing = [index for index, value in enumerate(values) if value is None]
    cells = [mesh.cells for mesh in meshes]
    if missing or len(values) < 3 or any(count is None for count in cells):
        return OutputStudy(name=output.name, values=values, how=how,
                           note="no value on every mesh: " + "; ".join(
                               f"mesh {index + 1}: {how[index]}" for index in missing)
                           if missing else "fewer than three meshes ran")
    coarse, medium, fine = (float(value) for value in values if value is not None)
    n3, n2, n1 = (int(count) for count in cells if count is not None)
    try:
        study = grid_convergence((n1, n2, n3), (fine, medium, coarse), dimensions=dimensions)
    except GciError as error:
        return OutputStudy(name=output.name, values=values, how=how, note=str(error))
    independent = (study.convergence != "divergent" and study.gci_fine is not None
                   and study.gci_fine < tolerance)
    return OutputStudy(name=output.name, values=values, how=how, convergence=study,
                       independent=independent,
                       note="; ".join(part for part in (study.note, output.caveat) if part))


def _fresh_study_root(case_dir: Path) -> Path:
    """``<case>/mesh-study``, emptied of an earlier study's runs.

    Why the checks: the study writes on the host into the case (the copies' dictionaries, the
    plot), so ``system`` and the study folder must be what they look like: a link planted
    there by a run would take those writes outside the case.

    Raises:
        MeshStudyError: A link, hard link or special file in ``system``, or a study folder
            that is a link or a file.
    """
    problem = first_unsafe_entry(case_dir, ["system"])
    root = case_dir / STUDY_DIR
    if problem is None and (root.is_symlink() or (root.exists() and not root.is_dir())):
        problem = f"{STUDY_DIR} is not a folder"
    if problem is not None:
        raise MeshStudyError(f"{case_dir} is not studied: {problem}")
    if root.exists():
        shutil.rmtree(root)
    root.mkdir()
    return root


def run_mesh_study(case_dir: Path, spec: CaseSpec | None, runner: Runner, *,
                   ratio: float = DEFAULT_RATIO,
                   tolerance: float = DEFAULT_TOLERANCE) -> MeshStudy:
    """Refine ``case_dir`` twice by ``ratio``, run both copies with ``runner`` and judge the
    outputs ``spec`` asks for (every readable one without a spec).

    Raises:
        MeshStudyError: No output to follow, a ratio under 1.3, or a mesh that cannot be
            refined.
    """
    if ratio < MIN_RATIO:
        raise MeshStudyError(f"a refinement ratio of {ratio:g} is below {MIN_RATIO:g}: the "
                             "differences between meshes would be mostly noise")
    if not 0 < tolerance < 1:
        raise MeshStudyError(f"the tolerance {tolerance:g} must lie between 0 and 1 (0.05 is 5 %)")
    outputs = requested_outputs(case_dir, spec)
    if not outputs:
        raise MeshStudyError("the case writes no output the study can read: ask for a drag "
                             "coefficient, a pressure drop, a boundary's average, a probe, "
                             "a step's reattachment length or a wall's Nusselt number")
    steady = Case(case_dir).steady
    cells = cell_count(case_dir)
    try:
        sizes = gmsh_sizes(case_dir, spec, cells) if is_gmsh_case(case_dir) else None
    except RefineError as error:
        raise MeshStudyError(str(error)) from error
    dimensions = mesh_dimensions(case_dir)
    study_root = _fresh_study_root(case_dir)
    meshes = [StudyMesh(case_dir=str(case_dir), ratio=1.0, cells=cells,
                        status="success", message="the case as solved")]
    readings = [_read_all(case_dir, outputs, steady)]
    for level in (1, 2):
        scale = ratio ** level
        target = copy_case(case_dir, study_root / f"refined-{level}")
        try:
            notes = [refine_gmsh_mesh(target, sizes, scale, dimensions) if sizes is not None
                     else f"blocks of {refine_block_mesh(target, scale)} times {scale:.4g}"]
        except RefineError as error:
            raise MeshStudyError(str(error)) from error
        step = scale_time_step(target, scale, steady=steady)
        notes += [step] if step else []
        started = time.monotonic()
        try:
            result = runner.run(target)
        except CaseDirError as error:
            raise MeshStudyError(f"{target} cannot run: {error}") from error
        mesh = StudyMesh(case_dir=str(target), ratio=scale, cells=cell_count(target),
                         status=result.status, message=result.message,
                         seconds=round(time.monotonic() - started, 2), notes=notes)
        if result.ok:
            mesh.suspect = [row.line() for row in verify_case(target, spec).failures]
        meshes.append(mesh)
        readings.append(_read_all(target, outputs, steady) if result.ok
                        else [f"the run {result.status}: {result.message}"] * len(outputs))
        if not result.ok:
            break
    studied = [_judge(output, [found[index] for found in readings], meshes, dimensions,
                      tolerance)
               for index, output in enumerate(outputs)]
    study = MeshStudy(ratio=ratio, tolerance=tolerance, dimensions=dimensions, meshes=meshes,
                      outputs=studied)
    try:
        plot = plot_study(study, study_root / PLOT_FILE)
    except OSError:
        plot = None
    study = study.model_copy(update={"plot": str(plot) if plot else None})
    write_beside(study_root, STUDY_FILE, study.model_dump_json(indent=1).encode())
    return study
