"""evaluators.vtkmesh does on plain VTK what pyvista did for the scorer, to the last bit."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pyvista as pv

from evaluators.fields import read_snapshot
from evaluators.nmse import KERNEL_POINTS, KERNEL_RADIUS, KERNEL_SHARPNESS
from evaluators.vtkmesh import gaussian_interpolation, point_to_cell


def test_gaussian_interpolation_equals_pyvistas(reference_case: Path, fine_case: Path) -> None:
    reference = read_snapshot(reference_case, ["U", "p"], 0.5, point_data=False,
                              foamlib_fallback=False)
    finer = read_snapshot(fine_case, ["U", "p"], 0.5, point_data=True, foamlib_fallback=False)
    assert reference.mesh is not None and finer.mesh is not None
    source = pv.wrap(finer.mesh)
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
