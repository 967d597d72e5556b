"""The few mesh operations the scorer needs, on plain VTK objects.

Why not pyvista: importing it costs 0.4 s of CPU (0.2 s more than the VTK modules used here),
which was a third of ``foam-agent score``. Each function does what the pyvista call the scorer
used to make does, with the same VTK filter and settings (named in its docstring), so scores
are unchanged; the tests compare them with pyvista's on real cases.
"""

from __future__ import annotations

import numpy as np
from vtkmodules.util.numpy_support import numpy_to_vtk, vtk_to_numpy
from vtkmodules.vtkCommonCore import vtkPoints
from vtkmodules.vtkCommonDataModel import (
    vtkCompositeDataSet,
    vtkDataObject,
    vtkDataSet,
    vtkMultiBlockDataSet,
    vtkPolyData,
    vtkStaticPointLocator,
    vtkUnstructuredGrid,
)
from vtkmodules.vtkFiltersCore import vtkCellCenters, vtkPointDataToCellData
from vtkmodules.vtkFiltersPoints import vtkGaussianKernel, vtkPointInterpolator


def named_block(blocks: vtkDataObject | None, name: str) -> vtkUnstructuredGrid | None:
    """The top-level block called ``name`` of a reader's multiblock output, if it is a grid."""
    if not isinstance(blocks, vtkMultiBlockDataSet):
        return None
    for index in range(blocks.GetNumberOfBlocks()):
        meta = blocks.GetMetaData(index) if blocks.HasMetaData(index) else None
        if meta is not None and meta.Get(vtkCompositeDataSet.NAME()) == name:
            block = blocks.GetBlock(index)
            return block if isinstance(block, vtkUnstructuredGrid) else None
    return None


def cell_arrays(mesh: vtkDataSet) -> dict[str, np.ndarray]:
    """Every cell array by name, as NumPy arrays sharing VTK's memory."""
    data = mesh.GetCellData()
    return {data.GetArrayName(i): vtk_to_numpy(data.GetArray(i))
            for i in range(data.GetNumberOfArrays()) if data.GetArray(i) is not None}


def point_array_names(mesh: vtkDataSet) -> set[str]:
    """Names of the point arrays."""
    data = mesh.GetPointData()
    return {data.GetArrayName(i) for i in range(data.GetNumberOfArrays())}


def point_array(mesh: vtkDataSet, name: str) -> np.ndarray:
    """One point array as NumPy."""
    return vtk_to_numpy(mesh.GetPointData().GetArray(name))


def points_of(mesh: vtkDataSet) -> np.ndarray:
    """The point coordinates, shape (n, 3), in the mesh's own precision."""
    return vtk_to_numpy(mesh.GetPoints().GetData())


def bounds_of(mesh: vtkDataSet) -> np.ndarray:
    """The (3, 2) array of min/max per axis."""
    return np.asarray(mesh.GetBounds(), dtype=float).reshape(3, 2)


def cell_centres(mesh: vtkDataSet) -> np.ndarray:
    """Cell centres as pyvista's ``cell_centers()`` gives them: vtkCellCenters with vertex cells
    and cell arrays passed (double precision, whatever the mesh's)."""
    centres = vtkCellCenters()
    centres.SetInputData(mesh)
    centres.SetVertexCells(True)
    centres.SetCopyArrays(True)
    centres.Update()
    return vtk_to_numpy(centres.GetOutput().GetPoints().GetData())


def bare_copy(mesh: vtkUnstructuredGrid) -> vtkUnstructuredGrid:
    """The geometry without data (pyvista's ``copy(deep=False)`` then ``clear_data()``)."""
    bare = vtkUnstructuredGrid()
    bare.ShallowCopy(mesh)
    bare.GetPointData().Initialize()
    bare.GetCellData().Initialize()
    bare.GetFieldData().Initialize()
    return bare


def with_points(mesh: vtkUnstructuredGrid, points: np.ndarray) -> vtkUnstructuredGrid:
    """A deep copy of ``mesh`` whose point coordinates are ``points`` (kept in their dtype)."""
    moved = vtkUnstructuredGrid()
    moved.DeepCopy(mesh)
    coordinates = vtkPoints()
    coordinates.SetData(numpy_to_vtk(np.ascontiguousarray(points), deep=True))
    moved.SetPoints(coordinates)
    return moved


def gaussian_interpolation(
    target: vtkDataSet,
    points: np.ndarray,
    values: dict[str, np.ndarray],
    *,
    sharpness: float,
    radius: float,
    n_points: int,
) -> vtkDataSet:
    """Point values of ``values`` (given at ``points``) on ``target``'s points, as pyvista's
    ``target.interpolate(cloud, sharpness, radius, n_points, strategy="null_value")`` computes
    them: vtkGaussianKernel over the N closest points found by a vtkStaticPointLocator,
    vtkPointInterpolator with null points set to 0."""
    cloud = vtkPolyData()
    coordinates = vtkPoints()
    coordinates.SetData(numpy_to_vtk(np.ascontiguousarray(points), deep=True))
    cloud.SetPoints(coordinates)
    for name, array in values.items():
        data = numpy_to_vtk(np.ascontiguousarray(array), deep=True)
        data.SetName(name)
        cloud.GetPointData().AddArray(data)
    kernel = vtkGaussianKernel()
    kernel.SetSharpness(sharpness)
    kernel.SetRadius(radius)
    kernel.SetKernelFootprintToRadius()
    kernel.SetNumberOfPoints(n_points)
    kernel.SetKernelFootprintToNClosest()
    locator = vtkStaticPointLocator()
    locator.SetDataSet(cloud)
    locator.BuildLocator()
    interpolator = vtkPointInterpolator()
    interpolator.SetInputData(target)
    interpolator.SetSourceData(cloud)
    interpolator.SetKernel(kernel)
    interpolator.SetLocator(locator)
    interpolator.SetNullValue(0.0)
    interpolator.SetNullPointsStrategyToNullValue()
    interpolator.SetPassPointArrays(True)
    interpolator.SetPassCellArrays(True)
    interpolator.Update()
    output: vtkDataSet = interpolator.GetOutput()
    return output


def point_to_cell(mesh: vtkDataSet) -> dict[str, np.ndarray]:
    """Cell averages of every point array (vtkPointDataToCellData, as pyvista's
    ``point_data_to_cell_data()``)."""
    averaging = vtkPointDataToCellData()
    averaging.SetInputData(mesh)
    averaging.SetPassPointData(False)
    averaging.SetCategoricalData(False)
    averaging.Update()
    return cell_arrays(averaging.GetOutput())
