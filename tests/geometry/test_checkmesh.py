"""The mesh-quality gate on real checkMesh output: a folded block fails with its numbers, a
good mesh passes, and the rows the audit shows say which."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path

from foam_agent.agents.geometry.checkmesh import mesh_quality, run_check_mesh
from tests.geometry.conftest import run_utility

#: One block whose bottom edge is an arc bulging through the top: blockMesh accepts the block
#: (its corners are fine) and folds the cells inside it.
FOLDED = """FoamFile { version 2.0; format ascii; class dictionary; object blockMeshDict; }
scale 1;
vertices ((0 0 0) (1 0 0) (1 1 0) (0 1 0) (0 0 0.1) (1 0 0.1) (1 1 0.1) (0 1 0.1));
blocks (hex (0 1 2 3 4 5 6 7) (10 10 1) simpleGrading (1 1 1));
edges (arc 0 1 (0.5 1.3 0) arc 4 5 (0.5 1.3 0.1));
boundary (walls { type wall; faces ((0 4 7 3) (1 2 6 5) (0 1 5 4) (3 7 6 2)); }
          frontAndBack { type empty; faces ((0 3 2 1) (4 5 6 7)); });
"""
SQUARE = FOLDED.replace("edges (arc 0 1 (0.5 1.3 0) arc 4 5 (0.5 1.3 0.1));", "edges ();")


def test_folded_mesh_is_a_mesh_error_with_its_numbers(
        bare_case: Callable[[Mapping[str, str]], Path]) -> None:
    case = bare_case({"system/blockMeshDict": FOLDED})
    assert run_utility(case, "blockMesh").returncode == 0
    quality = run_check_mesh(case)
    assert not quality.ok
    assert quality.failed_checks >= 3
    assert quality.negative_volumes > 0
    assert quality.non_orthogonality is not None and quality.non_orthogonality > 70
    assert quality.skewness is not None and quality.skewness > 4
    error = quality.mesh_error()
    assert error is not None and error.startswith("mesh_error: ")
    assert f"{quality.negative_volumes} cells with zero or negative volume" in error
    assert "non-orthogonality" in error and "skewness" in error
    rows = {row.requirement: row for row in quality.audit_rows()}
    assert not rows["mesh passes checkMesh"].met
    assert not rows["no negative-volume cells"].met
    assert mesh_quality(case) == quality  # the log kept in the case reads the same


def test_good_mesh_passes(bare_case: Callable[[Mapping[str, str]], Path]) -> None:
    case = bare_case({"system/blockMeshDict": SQUARE})
    assert run_utility(case, "blockMesh").returncode == 0
    quality = run_check_mesh(case)
    assert quality.ok and quality.mesh_error() is None
    assert quality.cells == 100
    assert quality.bounds == ((0, 0, 0), (1, 1, 0.1))
    assert all(row.met for row in quality.audit_rows())


def test_case_without_check_mesh_log_has_no_verdict(tmp_path: Path) -> None:
    assert mesh_quality(tmp_path) is None


def test_the_geometry_audit_carries_the_gate(bare_case: Callable[[Mapping[str, str]], Path]
                                             ) -> None:
    """After a run (a checkMesh log in the case) a failed gate is an unmet audit row, so the
    solve is not 'solved' and the reviewer sees the numbers; the cell bound is checked too."""
    from foam_agent.agents.geometry.audit import geometry_audit
    from foam_agent.agents.spec.geometry import Geometry

    case = bare_case({"system/blockMeshDict": FOLDED})
    assert run_utility(case, "blockMesh").returncode == 0
    geometry = Geometry(kind="channel", lower=(0, 0, None), upper=(1, 1, None), max_cells=50)
    assert not any(row.requirement == "mesh passes checkMesh"
                   for row in geometry_audit(geometry, case))
    run_check_mesh(case)
    rows = {row.requirement: row for row in geometry_audit(geometry, case)}
    assert not rows["mesh passes checkMesh"].met
    assert "negative volume" in rows["mesh passes checkMesh"].note
    assert not rows["cell count bound"].met and rows["cell count bound"].found == "100"
