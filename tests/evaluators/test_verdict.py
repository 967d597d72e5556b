"""The staged verdict names the first stage a case fails, on real failing runs."""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.evaluators import score_case
from tests.evaluators.conftest import copy_case, make_cavity, run

pytestmark = pytest.mark.slow


def test_broken_mesh_dictionary_is_f_mesh(reference_case: Path, tmp_path: Path) -> None:
    case = make_cavity(tmp_path / "bad_mesh")
    mesh_dict = case / "system" / "blockMeshDict"
    mesh_dict.write_text(
        mesh_dict.read_text().replace("hex (0 1 2 3 4 5 6 7)", "hex (0 1 2 3 4 5 6 9)")
    )
    run(case, "blockMesh", "icoFoam", check=False)
    assert not (case / "log.icoFoam").exists()  # the run stopped at the mesh, as Allrun does
    result = score_case(case, reference_case)
    assert result.verdict == "f_mesh"
    assert "log.blockMesh reports FOAM FATAL" in result.verdict_reason
    assert result.exec.value == 0.0
    assert result.nmse_score == 0.0


def test_solver_failure_is_f_exec(reference_case: Path, tmp_path: Path) -> None:
    case = make_cavity(tmp_path / "bad_schemes")
    with FoamFile(case / "system" / "fvSchemes") as schemes:
        del schemes["divSchemes"]["div(phi,U)"]
    run(case, "blockMesh", "icoFoam", check=False)
    result = score_case(case, reference_case)
    assert result.verdict == "f_exec"
    assert result.exec.value == 0.0
    assert "FOAM FATAL" in result.exec.explanation
    assert "div(phi,U)" in result.exec.explanation
    assert result.success == 0


def test_stopping_before_end_time_is_f_conv(
    reference_case: Path, rerun_case: Path, tmp_path: Path
) -> None:
    case = copy_case(rerun_case, tmp_path / "short")
    FoamFile(case / "system" / "controlDict")["endTime"] = 1.0  # the run only reached 0.5
    result = score_case(case, reference_case)
    assert result.verdict == "f_conv"
    assert result.verdict_reason == "stopped before endTime 1 (last time 0.5)"


def test_converged_steady_run_is_not_f_conv(
    reference_case: Path, rerun_case: Path, tmp_path: Path
) -> None:
    case = copy_case(rerun_case, tmp_path / "converged")
    FoamFile(case / "system" / "controlDict")["endTime"] = 1.0
    log = case / "log.icoFoam"
    log.write_text(
        log.read_text().replace("\nEnd\n", "\nSIMPLE solution converged in 100 iterations\n\nEnd\n")
    )
    assert score_case(case, reference_case).verdict == "pass"


def test_every_stage_passed_is_pass(reference_case: Path, rerun_case: Path) -> None:
    result = score_case(rerun_case, reference_case)
    assert (result.verdict, result.verdict_reason) == ("pass", "every stage passed")
