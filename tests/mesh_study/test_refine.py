"""Refining a copy of a case: every block's counts, the grading kept, blockMesh still stitches
the blocks, and a fixed time step shrinks with the cells."""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from foamlib import FoamFile

from foam_agent.agents.mesh_study.refine import (
    copy_case,
    refine_block_mesh,
    refined_count,
    scale_time_step,
)
from foam_agent.agents.mesh_study.study import cell_count
from foam_agent.agents.runners import LocalRunner
from foam_agent.foamcase.case.blocks import hex_blocks

PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"
CAVITY = "incompressible/icoFoam/cavity/cavity"


def _blocks(case: Path) -> list[tuple[list[int], Any]]:
    """Each hex block's counts and the grading written after them."""
    entries = FoamFile(case / "system" / "blockMeshDict")["blocks"]
    assert isinstance(entries, list)
    found = hex_blocks(entries)
    assert found
    return [(list(entries[cells]), entries[cells + 2]) for _, cells in found]


def test_counts_round_up_and_one_stays_one() -> None:
    assert refined_count(4, 1.3) == 6  # 5.2 up: the ratio 1.5 is at least the one asked
    assert refined_count(20, 2 ** 0.5) == 29
    assert refined_count(16, 2.0) == 32
    assert refined_count(1, 2.0) == 1


def test_every_block_of_pitz_daily_is_refined_and_still_meshes(
        tutorial_case: Callable[[str], Path], tmp_path: Path) -> None:
    source = tutorial_case(PITZ_DAILY)
    before = _blocks(source)
    refined = copy_case(source, tmp_path / "refined")
    assert refine_block_mesh(refined, 1.5) == "system/blockMeshDict"
    after = _blocks(refined)
    assert len(after) == len(before) == 5  # v1912: five blocks, graded with $variables
    for (counts, grading), (finer, kept) in zip(before, after, strict=True):
        assert finer == [math.ceil(count * 1.5) if count > 1 else 1 for count in counts]
        assert str(kept) == str(grading)
    (refined / "Allrun").write_text("#!/bin/sh\ncd \"${0%/*}\" || exit 1\n"
                                    ". ${WM_PROJECT_DIR:?}/bin/tools/RunFunctions\n"
                                    "runApplication blockMesh\n")
    result = LocalRunner(timeout_s=120).run(refined)
    assert result.status in ("success", "failed")
    assert (refined / "log.blockMesh").is_file()
    assert "FOAM FATAL" not in (refined / "log.blockMesh").read_text()
    cells = cell_count(refined)
    assert cells is not None and cells > 12225 * 1.5 ** 2 * 0.99


def test_a_fixed_step_shrinks_to_whole_steps_per_write(
        tutorial_case: Callable[[str], Path]) -> None:
    case = tutorial_case(CAVITY)
    note = scale_time_step(case, 2 ** 0.5, steady=False)
    control = FoamFile(case / "system" / "controlDict")
    step = control["deltaT"]
    assert isinstance(step, float) and note is not None and note.startswith("deltaT 0.005")
    assert step <= 0.005 / 2 ** 0.5
    assert control["writeControl"] == "timeStep"
    interval = control["writeInterval"]
    assert isinstance(interval, int) and math.isclose(interval * step, 20 * 0.005, rel_tol=0.05)


def test_a_steady_run_keeps_its_iterations(tutorial_case: Callable[[str], Path]) -> None:
    case = tutorial_case(PITZ_DAILY)
    assert scale_time_step(case, 2.0, steady=True) is None
    assert FoamFile(case / "system" / "controlDict")["deltaT"] == 1


def test_the_copy_leaves_results_behind(tutorial_case: Callable[[str], Path],
                                        tmp_path: Path) -> None:
    case = tutorial_case(CAVITY)
    (case / "0.5").mkdir()
    (case / "postProcessing" / "probes").mkdir(parents=True)
    (case / "log.icoFoam").write_text("End\n")
    copied = copy_case(case, tmp_path / "copy")
    assert (copied / "0" / "U").is_file() and (copied / "system" / "blockMeshDict").is_file()
    assert not any((copied / name).exists() for name in ("0.5", "postProcessing", "log.icoFoam"))


def test_a_planted_link_stops_the_study_before_any_write(
        tutorial_case: Callable[[str], Path], tmp_path: Path) -> None:
    """A run may leave links in its case; the study writes on the host, so it refuses."""
    from foam_agent.agents.mesh_study.study import MeshStudyError, run_mesh_study

    case = tutorial_case(CAVITY)
    outside = tmp_path / "outside"
    outside.mkdir()
    (case / "mesh-study").symlink_to(outside)
    with FoamFile(case / "system" / "controlDict") as control:
        control["functions"] = {"probes": {"type": "probes", "libs": ["sampling"],
                                           "fields": ["p"], "probeLocations": [[0.05, 0.05,
                                                                                0.005]]}}
    with pytest.raises(MeshStudyError, match="is not a folder"):
        run_mesh_study(case, None, LocalRunner(timeout_s=60))
    assert not any(outside.iterdir())
