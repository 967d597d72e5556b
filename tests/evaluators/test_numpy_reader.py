"""The NumPy reader (foamtext, polymesh) and interpolation (kernel) give VTK's numbers, to the bit,
on real runs; whatever they do not cover goes to VTK, and scoring then loads no VTK at all."""

from __future__ import annotations

import gzip
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from foam_agent.evaluators import fields as fields_module
from foam_agent.evaluators import nmse as nmse_module
from foam_agent.evaluators.fields import Snapshot, available_times
from foam_agent.evaluators.kernel import apply_weights, kernel_weights, point_to_cell
from foam_agent.evaluators.nmse import KERNEL_POINTS, KERNEL_RADIUS, KERNEL_SHARPNESS
from foam_agent.evaluators.vtkmesh import gaussian_interpolation
from foam_agent.evaluators.vtkmesh import point_to_cell as vtk_point_to_cell
from tests.evaluators.conftest import copy_case, run

PITZ_DAILY = Path(
    "/usr/share/doc/openfoam-examples/examples/incompressible/simpleFoam/pitzDaily"
)


def _both(case: Path, time: float, names: list[str]) -> tuple[Snapshot, Snapshot]:
    ours = fields_module._read_with_numpy(case, names, time, point_data=True)
    assert ours is not None and ours.hex is not None
    theirs = fields_module._read_with_vtk(case, names, time, point_data=True,
                                          foamlib_fallback=False)
    assert theirs.mesh is not None and theirs.problems == []
    return ours, theirs


def _assert_same(ours: Snapshot, theirs: Snapshot, names: list[str]) -> None:
    assert ours.n_cells == theirs.n_cells
    np.testing.assert_array_equal(ours.points, theirs.points)
    np.testing.assert_allclose(ours.centres, theirs.centres, rtol=1e-12, atol=0)
    np.testing.assert_array_equal(ours.bounds, theirs.bounds)
    for name in names:
        assert ours.arrays[name].dtype == theirs.arrays[name].dtype == np.float32
        np.testing.assert_array_equal(ours.arrays[name], theirs.arrays[name])
        np.testing.assert_array_equal(ours.point_arrays[name], theirs.point_arrays[name])


@pytest.mark.parametrize("which", ["reference_case", "fine_case", "renumbered_case"])
def test_cavity_runs_read_as_vtk_reads_them(which: str, request: pytest.FixtureRequest) -> None:
    case: Path = request.getfixturevalue(which)
    ours, theirs = _both(case, 0.5, ["U", "p"])
    _assert_same(ours, theirs, ["U", "p"])


@pytest.fixture(scope="module")
def pitz_daily(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """pitzDaily (12225 hexahedra, inlet/outlet/walls) run for two simpleFoam iterations."""
    case = tmp_path_factory.mktemp("pitz") / "pitzDaily"
    shutil.copytree(PITZ_DAILY, case)
    for packed in case.rglob("*.gz"):
        packed.with_suffix("").write_bytes(gzip.decompress(packed.read_bytes()))
        packed.unlink()
    control = case / "system" / "controlDict"
    text = control.read_text()
    text = text[: text.index("functions")] if "functions" in text else text
    control.write_text(text.replace("endTime         2000;", "endTime         2;")
                       .replace("writeInterval   100;", "writeInterval   2;"))
    run(case, "blockMesh", "simpleFoam")
    assert (case / "2" / "U").is_file()
    return case


@pytest.mark.slow
def test_pitz_daily_reads_as_vtk_reads_it_plain_and_gzipped(
    pitz_daily: Path, tmp_path: Path
) -> None:
    names = ["U", "p", "k", "nut"]
    ours, theirs = _both(pitz_daily, 2.0, names)
    _assert_same(ours, theirs, names)
    packed = copy_case(pitz_daily, tmp_path / "gz")
    for path in [*(packed / "constant" / "polyMesh").iterdir(), *(packed / "2").iterdir()]:
        if path.is_file():
            path.with_name(path.name + ".gz").write_bytes(gzip.compress(path.read_bytes()))
            path.unlink()
    ours_gz, theirs_gz = _both(packed, 2.0, names)
    _assert_same(ours_gz, theirs, names)
    _assert_same(ours_gz, theirs_gz, names)


@pytest.mark.slow
def test_pitz_daily_initial_uniform_fields_read_as_vtk_reads_them(pitz_daily: Path) -> None:
    ours, theirs = _both(pitz_daily, 0.0, ["U", "p"])
    _assert_same(ours, theirs, ["U", "p"])


def _numpy_vs_vtk_interpolation(target: Snapshot, source: Snapshot) -> int:
    """Compare the two interpolations for U and p; return how many cells were compared."""
    assert target.hex is not None
    weights = kernel_weights(target.hex.points, source.points, sharpness=KERNEL_SHARPNESS,
                             radius=KERNEL_RADIUS, n_points=KERNEL_POINTS)
    assert weights is not None
    values = {name: source.point_arrays[name] for name in ("U", "p")}
    on_points = gaussian_interpolation(target.bare_mesh, source.points, values,
                                       sharpness=KERNEL_SHARPNESS, radius=KERNEL_RADIUS,
                                       n_points=KERNEL_POINTS)
    theirs = vtk_point_to_cell(on_points)
    for name, array in values.items():
        ours = point_to_cell(target.hex.cell_points, apply_weights(weights, array))
        assert ours.dtype == theirs[name].dtype
        np.testing.assert_array_equal(ours, theirs[name])
    return target.n_cells


def test_gaussian_interpolation_equals_vtks(reference_case: Path, fine_case: Path) -> None:
    coarse, _ = _both(reference_case, 0.5, ["U", "p"])
    fine, _ = _both(fine_case, 0.5, ["U", "p"])
    assert _numpy_vs_vtk_interpolation(coarse, fine) == 400


def test_gaussian_interpolation_with_moved_double_points_equals_vtks(
    reference_case: Path, fine_case: Path
) -> None:
    """The aligned submission's points are doubles, scaled: no point coincides any more."""
    coarse, _ = _both(reference_case, 0.5, ["U", "p"])
    fine, _ = _both(fine_case, 0.5, ["U", "p"])
    fine.__dict__["points"] = fine.points.astype(np.float64) * [1.013, 0.987, 1.1] - 0.0004
    assert fine.points.dtype == np.float64
    assert _numpy_vs_vtk_interpolation(coarse, fine) == 400


def test_interpolation_with_ties_is_vtks(reference_case: Path, fine_case: Path) -> None:
    """Scaled alike in x and y, the square keeps its diagonal symmetry: equal distances at the
    50th neighbour, so the scorer hands the interpolation to VTK and gets VTK's numbers."""
    coarse, _ = _both(reference_case, 0.5, ["U", "p"])
    fine, _ = _both(fine_case, 0.5, ["U", "p"])
    moved = fine.points.astype(np.float64) * 1.013 - 0.0004
    assert kernel_weights(coarse.points, moved, sharpness=KERNEL_SHARPNESS, radius=KERNEL_RADIUS,
                          n_points=KERNEL_POINTS) is None
    values = {name: fine.point_arrays[name] for name in ("U", "p")}
    mapped = nmse_module._interpolate(coarse, moved, values)
    expected = vtk_point_to_cell(gaussian_interpolation(
        coarse.bare_mesh, moved, values, sharpness=KERNEL_SHARPNESS, radius=KERNEL_RADIUS,
        n_points=KERNEL_POINTS))
    for name in values:
        np.testing.assert_array_equal(mapped[name], expected[name])


def test_a_tie_at_the_last_neighbour_is_left_to_vtk() -> None:
    """Four sources at the same distance and N = 2: VTK's pick depends on its buckets."""
    square = np.array([[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [5, 5, 0]], dtype=np.float32)
    target = np.array([[0, 0, 0]], dtype=np.float32)
    assert kernel_weights(target, square, sharpness=0.1, radius=1.0, n_points=2) is None
    picked = kernel_weights(target, square, sharpness=0.1, radius=1.0, n_points=4)
    assert picked is not None and sorted(picked.ids[0].tolist()) == [0, 1, 2, 3]


def test_files_the_reader_does_not_cover_go_to_vtk(reference_case: Path, tmp_path: Path) -> None:
    binary = copy_case(reference_case, tmp_path / "binary")
    points = binary / "constant" / "polyMesh" / "points"
    points.write_text(points.read_text().replace("format      ascii;", "format      binary;"))
    assert fields_module._read_with_numpy(binary, ["U"], 0.5, point_data=False) is None
    nan = copy_case(reference_case, tmp_path / "nan")
    pressure = nan / "0.5" / "p"
    lines = pressure.read_text().splitlines()
    start = lines.index("(") + 1
    lines[start] = "nan"
    pressure.write_text("\n".join(lines) + "\n")
    assert fields_module._read_with_numpy(nan, ["U", "p"], 0.5, point_data=False) is None
    snapshot = fields_module.read_snapshot(nan, ["U", "p"], 0.5, point_data=False,
                                           foamlib_fallback=True)
    assert snapshot.mesh is not None and snapshot.fallbacks == ["p"]


def test_time_folders_are_the_ones_vtk_offers(reference_case: Path, tmp_path: Path) -> None:
    case = copy_case(reference_case, tmp_path / "times")
    for name in ("1e-3", "+2", "3_0", "inf", "0.50", "7.", "-1", "1e", "x1"):
        (case / name).mkdir(exist_ok=True)
    from vtkmodules.util.numpy_support import vtk_to_numpy
    from vtkmodules.vtkIOGeometry import vtkOpenFOAMReader

    reader = vtkOpenFOAMReader()
    reader.SetFileName(str(case / "x.foam"))
    reader.UpdateInformation()
    assert available_times(case) == tuple(float(t) for t in vtk_to_numpy(reader.GetTimeValues()))
    empty = tmp_path / "empty"
    (empty / "constant").mkdir(parents=True)
    assert available_times(empty) == (0.0,)


_SCORE_THEN_LIST_MODULES = """
import sys
from pathlib import Path
from foam_agent.evaluators import score_case
for gen in sys.argv[2:]:
    result = score_case(Path(gen), Path(sys.argv[1]), mode="upstream")
    print(result.nmse_fields[0].mapping)
print(" ".join(sorted(sys.modules)))
"""


def test_scoring_blockmesh_cases_loads_no_vtk(
    reference_case: Path, rerun_case: Path, fine_case: Path
) -> None:
    done = subprocess.run([sys.executable, "-c", _SCORE_THEN_LIST_MODULES, str(reference_case),
                           str(rerun_case), str(fine_case)],
                          capture_output=True, text=True, check=True)
    *mappings, modules = done.stdout.rstrip("\n").split("\n")
    assert mappings == ["identity", "gaussian-interpolation"]
    assert [m for m in modules.split() if m.startswith(("vtk", "pyvista"))] == []
