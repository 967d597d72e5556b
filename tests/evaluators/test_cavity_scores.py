"""The metrics on real cavity runs: identical, faster lid, finer mesh, renumbered mesh."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import numpy as np
import pytest
import pyvista as pv
from foamlib import FoamFieldFile

from foam_agent.evaluators import clear_caches, score_case
from foam_agent.evaluators import fields as fields_module
from foam_agent.evaluators.fields import read_snapshot

pytestmark = pytest.mark.slow

#: Stokes flow is linear in the lid speed, so a 1.5× lid gives U_gen = 1.5 U_ref and
#: NMSE(U) = (1.5 − 1)² = 0.25. At Re = 10–15 inertia bends this only slightly; allow 10 %.
STOKES_NMSE_LID_1_5 = 0.25
STOKES_TOLERANCE = 0.1


def _tree(case: Path) -> dict[str, tuple[int, int]]:
    """Every file below ``case`` with its size and modification time."""
    return {
        os.fspath(p.relative_to(case)): (p.stat().st_size, p.stat().st_mtime_ns)
        for p in case.rglob("*")
        if p.is_file()
    }


@pytest.mark.parametrize("mode", ["strict", "upstream"])
def test_identical_rerun_scores_perfectly(
    reference_case: Path, rerun_case: Path, mode: str
) -> None:
    result = score_case(rerun_case, reference_case, mode=mode)
    assert result.struct.value == 1.0
    assert result.file.value == 1.0
    assert {f.field for f in result.nmse_fields} == {"U", "p"}
    assert all(f.value is not None and f.value < 1e-10 for f in result.nmse_fields)
    assert result.nmse_score == 1.0
    assert result.ref_time == result.gen_time == 0.5
    if mode == "strict":
        assert result.exec.value == 1.0
        assert result.success == 1
        assert result.verdict == "pass"
    else:  # upstream never reads logs in the case folder, where Allrun writes them
        assert result.exec.value == 0.0
        assert result.success == 0
        assert "case folder" in result.exec.explanation


def test_upstream_exec_finds_solver_log_in_a_subfolder(rerun_case: Path, tmp_path: Path) -> None:
    case = shutil.copytree(rerun_case, tmp_path / "case")
    (case / "logs").mkdir()
    shutil.move(case / "log.icoFoam", case / "logs" / "log.icoFoam")
    result = score_case(case, rerun_case, mode="upstream")
    assert result.exec.value == 1.0 and result.success == 1
    assert score_case(case, rerun_case, mode="strict").exec.value == 0.0


def test_faster_lid_fails_with_the_stokes_nmse(reference_case: Path, fast_lid_case: Path) -> None:
    result = score_case(fast_lid_case, reference_case)
    nmse_u = next(f.value for f in result.nmse_fields if f.field == "U")
    assert nmse_u == pytest.approx(STOKES_NMSE_LID_1_5, rel=STOKES_TOLERANCE)
    assert result.exec.value == 1.0
    assert result.nmse is not None and result.nmse >= 0.1
    assert result.success == 0
    assert result.verdict == "f_acc"
    assert result.file.value is not None and result.file.value < 1.0  # 0/U differs


@pytest.mark.parametrize("mode", ["strict", "upstream"])
def test_finer_mesh_goes_through_interpolation(
    reference_case: Path, fine_case: Path, mode: str
) -> None:
    result = score_case(fine_case, reference_case, mode=mode)
    assert {f.mapping for f in result.nmse_fields} == {"gaussian-interpolation"}
    assert any("1600 vs 400 cells" in note for note in result.notes)
    assert result.nmse is not None and result.nmse < 0.1
    assert result.nmse > 1e-6  # a genuinely different mesh, not a copy
    assert result.nmse_score == 1.0


def test_interpolation_matches_upstream_pyvista_recipe(
    reference_case: Path, fine_case: Path, tmp_path: Path
) -> None:
    """Recompute the finer-mesh NMSE of U the way upstream does, through pyvista's reader."""
    meshes = []
    for case in (reference_case, fine_case):
        copy = shutil.copytree(case, tmp_path / case.name)
        (copy / "case.foam").touch()
        reader = pv.OpenFOAMReader(copy / "case.foam")
        reader.set_active_time_value(reader.time_values[-1])
        meshes.append(reader.read()["internalMesh"])
    ref_mesh, gen_mesh = meshes
    target = ref_mesh.copy()
    target.clear_data()
    projected = target.interpolate(gen_mesh, sharpness=0.1, n_points=50).point_data_to_cell_data()
    ref_u = ref_mesh.cell_data["U"]
    expected = float(np.sum((ref_u - projected["U"]) ** 2) / np.sum(ref_u**2))
    result = score_case(fine_case, reference_case, mode="upstream")
    measured = next(f.value for f in result.nmse_fields if f.field == "U")
    assert measured == pytest.approx(expected, rel=1e-6)


def test_renumbered_mesh_needs_the_nearest_centre_mapping(
    reference_case: Path, renumbered_case: Path
) -> None:
    strict = score_case(renumbered_case, reference_case, mode="strict")
    assert {f.mapping for f in strict.nmse_fields} == {"nearest-cell-centre"}
    assert strict.nmse is not None and strict.nmse < 1e-10
    assert any("renumbered" in note for note in strict.notes)
    assert strict.verdict == "pass"
    upstream = score_case(renumbered_case, reference_case, mode="upstream")
    assert {f.mapping for f in upstream.nmse_fields} == {"index"}
    assert upstream.nmse is not None and upstream.nmse > 0.3  # cell-by-index is wrong


def test_zero_reference_field_is_undefined_not_infinite(
    reference_case: Path, rerun_case: Path, tmp_path: Path
) -> None:
    ref = shutil.copytree(reference_case, tmp_path / "ref")
    FoamFieldFile(ref / "0.5" / "p").internal_field = 0.0
    strict = score_case(rerun_case, ref, mode="strict")
    p = next(f for f in strict.nmse_fields if f.field == "p")
    assert p.status == "undefined" and p.value is None and "Σref² = 0" in p.reason
    assert strict.nmse is not None and strict.nmse < 1e-10  # the mean is U's alone
    assert any("undefined" in note for note in strict.notes)
    upstream = score_case(rerun_case, ref, mode="upstream")
    p_upstream = next(f for f in upstream.nmse_fields if f.field == "p")
    assert p_upstream.value == float("inf")
    assert upstream.nmse_score == 0.0
    assert upstream.to_dict()["nmse"] is None  # JSON carries no inf


def test_internal_mesh_read_equals_pyvista_full_read(reference_case: Path, tmp_path: Path) -> None:
    copy = shutil.copytree(reference_case, tmp_path / "copy")
    (copy / "case.foam").touch()
    reader = pv.OpenFOAMReader(copy / "case.foam")
    reader.set_active_time_value(0.5)
    full = reader.read()["internalMesh"]
    mine = read_snapshot(copy, ["U", "p"], 0.5, point_data=True, foamlib_fallback=False)
    assert mine.hex is not None and mine.problems == []  # read by NumPy, without VTK
    np.testing.assert_array_equal(mine.centres, full.cell_centers().points)
    for name in ("U", "p"):
        np.testing.assert_array_equal(mine.arrays[name], full.cell_data[name])
        np.testing.assert_array_equal(mine.point_arrays[name], full.point_data[name])


def test_scoring_writes_nothing_into_either_case(reference_case: Path, rerun_case: Path) -> None:
    before = (_tree(reference_case), _tree(rerun_case))
    score_case(rerun_case, reference_case, mode="upstream")
    score_case(rerun_case, reference_case, mode="strict")
    assert (_tree(reference_case), _tree(rerun_case)) == before


def test_reference_is_read_once_per_batch(
    reference_case: Path, rerun_case: Path, fast_lid_case: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    clear_caches()
    reads: list[Path] = []
    original = fields_module.read_snapshot

    def counting(case: Path, *args: object, **kwargs: object) -> object:
        reads.append(case)
        return original(case, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(fields_module, "read_snapshot", counting)
    for gen in (rerun_case, fast_lid_case, rerun_case):
        score_case(gen, reference_case)
    assert reads.count(reference_case) == 1


def test_picture_of_a_missing_field_is_a_note(
    reference_case: Path, rerun_case: Path, tmp_path: Path
) -> None:
    picture = tmp_path / "T.png"
    result = score_case(rerun_case, reference_case, plot=picture, plot_field="T")
    assert not picture.exists()
    assert "no picture: the reference has no T to draw" in result.notes
    assert result.verdict == "pass"  # the scores are unaffected


def test_reference_edited_in_place_is_read_again(
    reference_case: Path, rerun_case: Path, tmp_path: Path
) -> None:
    ref = shutil.copytree(reference_case, tmp_path / "ref")
    assert score_case(rerun_case, ref).nmse_score == 1.0  # now cached
    FoamFieldFile(ref / "0.5" / "U").internal_field = [0.0, 0.0, 0.0]
    u = next(f for f in score_case(rerun_case, ref).nmse_fields if f.field == "U")
    assert u.status == "undefined"
