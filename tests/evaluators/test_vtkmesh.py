"""foam_agent.evaluators.vtkmesh does on plain VTK what pyvista did for the scorer, to the last
bit."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pyvista as pv

from foam_agent.evaluators.fields import _read_with_vtk
from foam_agent.evaluators.nmse import KERNEL_POINTS, KERNEL_RADIUS, KERNEL_SHARPNESS
from foam_agent.evaluators.vtkmesh import gaussian_interpolation, point_to_cell


def test_gaussian_interpolation_equals_pyvistas(reference_case: Path, fine_case: Path) -> None:
    reference = _read_with_vtk(reference_case, ["U", "p"], 0.5, point_data=False,
                               foamlib_fallback=False)
    finer = _read_with_vtk(fine_case, ["U", "p"], 0.5, point_data=True, foamlib_fallback=False)
    source = pv.wrap(finer.vtk_grid())
    cloud = pv.PolyData(np.asarray(source.points))
    for name in ("U", "p"):
        cloud.point_data[name] = np.asarray(source.point_data[name])
    theirs = pv.wrap(reference.bare_mesh).interpolate(
        cloud, sharpness=KERNEL_SHARPNESS, radius=KERNEL_RADIUS, n_points=KERNEL_POINTS,
        strategy="null_value").point_data_to_cell_data()
    ours = point_to_cell(gaussian_interpolation(
        reference.bare_mesh, np.asarray(source.points),
        {name: np.asarray(source.point_data[name]) for name in ("U", "p")},
        sharpness=KERNEL_SHARPNESS, radius=KERNEL_RADIUS, n_points=KERNEL_POINTS))
    for name in ("U", "p"):
        np.testing.assert_array_equal(ours[name], theirs.cell_data[name])


_SCORE_THEN_LIST_MODULES = """
import sys
from pathlib import Path
from foam_agent.evaluators import score_case
result = score_case(Path(sys.argv[1]), Path(sys.argv[2]))
print(bool(result.success), " ".join(sorted(sys.modules)))
"""


def test_scoring_imports_neither_pyvista_nor_scipy_nor_all_of_nltk(
    reference_case: Path, rerun_case: Path
) -> None:
    done = subprocess.run([sys.executable, "-c", _SCORE_THEN_LIST_MODULES, str(rerun_case),
                           str(reference_case)], capture_output=True, text=True, check=True)
    success, modules = done.stdout.split(" ", 1)
    assert success == "True"
    loaded = set(modules.split())
    assert {"pyvista", "scipy", "nltk", "matplotlib", "pandas", "vtkmodules"} & loaded == set()
