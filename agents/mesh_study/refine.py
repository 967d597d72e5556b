"""A copy of a case refined by a ratio in every direction, with the time step to match.

Why every block's counts times the ratio, rounded up: the grading of a block is a ratio of its
first to its last cell, so it means the same on the finer mesh, and blocks that share a face
share its counts before and after (the same count times the same ratio). Rounding up keeps the
ratio at least the one asked in each direction (Celik et al. 2008 ask for more than 1.3); the
ratios the GCI uses are then read from the cell counts the meshes really have. A direction of
one cell (the empty direction of a 2-D case) stays one.

Why the time step shrinks with the cells: a transient run on a fixed step would otherwise run
at a Courant number ``ratio`` times higher on each finer mesh, which changes the numerics (and
a PISO run may diverge); an adjustable step already follows the Courant limit. A write interval
counted in steps grows by the same factor so the runs write at the same times.
"""

from __future__ import annotations

import math
import shutil
from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.agents.runners.logs import as_time
from foam_agent.foamcase.case.blocks import hex_blocks
from foam_agent.foamcase.case.files import BLOCK_MESH_DICTS, first_existing

CONTROL_DICT = "system/controlDict"
#: What a study's copy leaves behind of the case: results, logs, decomposed ranks, pictures
#: and the tutorial's or the last run's mesh (blockMesh writes it again from the dictionary).
LEFT_OUT = ("postProcessing", "processor*", "log.*", "*.png", "polyMesh", "mesh-study")


class RefineError(ValueError):
    """The case's mesh cannot be refined here: no blockMeshDict, or blocks written with
    variables or ``#calc``; the message says which."""


def refined_count(count: int, ratio: float) -> int:
    """A block's cells along one direction refined by ``ratio`` (rounded up; one stays one)."""
    return count if count <= 1 else math.ceil(count * ratio - 1e-9)


def copy_case(source: Path, destination: Path) -> Path:
    """A copy of ``source`` without its results, ready to run: the first time directory is
    kept, later ones are not; links are copied as links (the runner's gate judges them)."""
    times = sorted((entry for entry in source.iterdir()
                    if entry.is_dir() and as_time(entry.name) is not None),
                   key=lambda entry: as_time(entry.name) or 0.0)
    later = {entry.name for entry in times[1:]}

    def ignored(folder: str, names: list[str]) -> set[str]:
        left = set(shutil.ignore_patterns(*LEFT_OUT)(folder, names))
        return left | (later & set(names) if Path(folder) == source else set())

    shutil.copytree(source, destination, symlinks=True, ignore=ignored)
    return destination


def refine_block_mesh(case_dir: Path, ratio: float) -> str:
    """Multiply every block's cells of ``case_dir``'s blockMeshDict by ``ratio``; the
    dictionary's case-relative path.

    Raises:
        RefineError: The case has no blockMeshDict, or its blocks cannot be read.
    """
    path = first_existing(case_dir, BLOCK_MESH_DICTS)
    if path is None or path.is_symlink():
        raise RefineError(f"{case_dir} has no blockMeshDict to refine (the study refines "
                          "blockMesh meshes and the gmsh meshes the author generates; a mesh "
                          "made another way cannot be refined)")
    with FoamFile(path) as mesh:
        listed = mesh.get("blocks")
        entries: list[Any] = listed if isinstance(listed, list) else []
        blocks = hex_blocks(entries)
        if not blocks or any(not all(isinstance(n, int) for n in entries[cells])
                             for _, cells in blocks):
            raise RefineError(f"{path.relative_to(case_dir)}: the blocks' cell counts are not "
                              "plain numbers (variables or #calc)")
        for _, cells in blocks:
            entries[cells] = [refined_count(int(count), ratio) for count in entries[cells]]
        mesh["blocks"] = entries
    return path.relative_to(case_dir).as_posix()


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def scale_time_step(case_dir: Path, ratio: float, *, steady: bool) -> str | None:
    """Divide a fixed ``deltaT`` by ``ratio`` (rounded down to a whole number of steps per
    write interval, so the runs write at the same times) and multiply a write interval counted
    in steps; a note of what changed, or None when the step adjusts itself or the run is
    ``steady`` (its "step" is an iteration)."""
    path = case_dir / CONTROL_DICT
    with FoamFile(path) as control:
        step = _number(control.get("deltaT"))
        adjustable = control.get("adjustTimeStep") in (True, "yes", "on", "true")
        if step is None or step <= 0 or adjustable or steady:
            return None
        interval = _number(control.get("writeInterval"))
        by_steps = control.get("writeControl") == "timeStep"
        span = interval if interval and not by_steps else (
            (_number(control.get("endTime")) or 0.0) - (_number(control.get("startTime")) or 0.0))
        finer = step / ratio
        if span > 0:
            finer = span / math.ceil(span / finer - 1e-9)
        control["deltaT"] = finer
        note = f"deltaT {step:g} -> {finer:.6g} s"
        if by_steps and interval is not None:
            control["writeInterval"] = max(1, round(interval * step / finer))
            note += f", writeInterval {interval:g} -> {control['writeInterval']} steps"
    return note
