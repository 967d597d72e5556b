"""Read a case's cell fields at one time, as FoamBench does, without writing into the case.

Reader choice: VTK's ``vtkOpenFOAMReader``, the reader behind pyvista's ``OpenFOAMReader``
that upstream uses, so geometry, time list and cell-to-point data are the ones upstream sees.
It is driven directly (through :mod:`foam_agent.evaluators.vtkmesh`, not pyvista) because pyvista's
wrapper insists on an existing ``.foam`` file: upstream creates one inside every case it scores,
and a scorer must not modify the directories it judges (a reference may be read-only or shared).
Only the internal mesh is read (the boundary patches change no cell or point value; the tests
check this).

foamlib is used where it is better: VTK refuses a field file containing ``nan`` or ``inf``
(it drops the whole field with an error), whereas foamlib parses them, so in strict mode a field
VTK could not read is read again with foamlib and its non-finite values are reported.

Reference snapshots are cached while their files are unchanged, because a batch compares many
submissions against the same reference and reading the mesh is the costly part.

VTK itself is imported only when needed: a case whose mesh is all hexahedra and whose fields
are plain ASCII (what blockMesh and the solvers write) is read by :mod:`.polymesh` in NumPy,
with VTK's numbers to the bit; any other case goes through ``vtkOpenFOAMReader`` as before.
"""

from __future__ import annotations

import os
import re
from collections import OrderedDict
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from foam_agent.evaluators.casedir import time_directories
from foam_agent.evaluators.foamtext import file_bytes
from foam_agent.evaluators.polymesh import HexMesh, read_cell_field, read_hex_mesh
from foam_agent.foamcase.hostile import first_unsafe_entry, parse_refusal

if TYPE_CHECKING:
    from vtkmodules.vtkCommonCore import vtkStringOutputWindow
    from vtkmodules.vtkCommonDataModel import vtkUnstructuredGrid

#: What VTK's reader takes for a time folder name: a digit or ``-`` first, then number characters
#: (it must also parse whole as a number).
TIME_NAME = re.compile(r"^[0-9-][0-9+\-.eE]*$")

#: Name handed to VTK as the case file; it need not exist, so nothing is written to the case.
VIRTUAL_FOAM_FILE = "foam-agent-score.foam"

#: The block of the reader's output that holds the cells (the rest are boundary patches).
INTERNAL_MESH = "internalMesh"

#: Reference snapshots kept in memory; a batch usually cycles through a handful of references.
REFERENCE_CACHE_SIZE = 8

#: Sizes of one ``uniform`` value: scalar, vector, symmetric tensor, tensor.
UNIFORM_VALUE_SIZES = (1, 3, 6, 9)

#: Two times closer than this (relative to the larger) are the same written time.
TIME_MATCH_RTOL = 1e-9


@contextmanager
def _captured_vtk_errors() -> Iterator[vtkStringOutputWindow]:
    """Collect VTK's error messages instead of letting them reach stderr."""
    from vtkmodules.vtkCommonCore import vtkLogger, vtkOutputWindow, vtkStringOutputWindow

    previous_window = vtkOutputWindow.GetInstance()
    previous_cutoff = vtkLogger.GetCurrentVerbosityCutoff()
    window = vtkStringOutputWindow()
    vtkOutputWindow.SetInstance(window)
    vtkLogger.SetStderrVerbosity(vtkLogger.VERBOSITY_OFF)
    try:
        yield window
    finally:
        vtkOutputWindow.SetInstance(previous_window)
        vtkLogger.SetStderrVerbosity(previous_cutoff)


def _vtk_messages(window: vtkStringOutputWindow) -> list[str]:
    """The useful line of each VTK error message (its text, not its C++ location)."""
    messages = []
    output = window.GetOutput()
    # VTK hands back bytes when a message quotes a file's bytes that are not UTF-8 (a field
    # cut in the middle of a number).
    text = output.decode("utf-8", "replace") if isinstance(output, bytes) else output
    for chunk in text.split("\n\n"):
        lines = [line.strip() for line in chunk.strip().splitlines() if line.strip()]
        if lines:
            text = lines[-1]
            messages.append(text.split("): ", 1)[-1] if "): " in text else text)
    return messages


@dataclass
class Snapshot:
    """The cell fields of one case at one time, on its internal mesh.

    Attributes:
        case: The case folder.
        time: The time read.
        mesh: The internal mesh as VTK read it, with cell data (and point data when asked);
            None when read by NumPy (see ``hex``) or unread.
        hex: The mesh as :mod:`.polymesh` read it; None when VTK read it or when unread.
        arrays: Cell values per field, float arrays of shape (n_cells,) or (n_cells, k).
        point_arrays: Point values per field (when asked and readable).
        problems: What went wrong while reading, one sentence each.
        fallbacks: Fields read with foamlib because VTK could not read them.
    """

    case: Path
    time: float
    mesh: vtkUnstructuredGrid | None
    hex: HexMesh | None = None
    arrays: dict[str, np.ndarray] = field(default_factory=dict)
    point_arrays: dict[str, np.ndarray] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    fallbacks: list[str] = field(default_factory=list)

    @property
    def readable(self) -> bool:
        """A mesh was read."""
        return self.hex is not None or self.mesh is not None

    @property
    def n_cells(self) -> int:
        """Number of cells of the internal mesh (0 when unread)."""
        if self.hex is not None:
            return self.hex.n_cells
        return 0 if self.mesh is None else int(self.mesh.GetNumberOfCells())

    @cached_property
    def points(self) -> np.ndarray:
        """Point coordinates in the reader's precision (float32)."""
        if self.hex is not None:
            return self.hex.points
        if self.mesh is None:
            return np.empty((0, 3), dtype=np.float32)
        from foam_agent.evaluators.vtkmesh import points_of

        return points_of(self.mesh)

    @cached_property
    def bounds(self) -> np.ndarray:
        """The (3, 2) array of min/max per axis."""
        if self.hex is not None:
            corners = self.hex.points[self.hex.cell_points.reshape(-1)].astype(np.float64)
            return np.stack([corners.min(axis=0), corners.max(axis=0)], axis=1)
        from foam_agent.evaluators.vtkmesh import bounds_of

        assert self.mesh is not None
        return bounds_of(self.mesh)

    @cached_property
    def centres(self) -> np.ndarray:
        """Cell centres, computed once (used by the nearest-centre mapping and the plot)."""
        if self.hex is not None:
            return self.hex.centres()
        if self.mesh is None:
            return np.empty((0, 3))
        from foam_agent.evaluators.vtkmesh import cell_centres

        return cell_centres(self.mesh)

    def vtk_grid(self) -> vtkUnstructuredGrid:
        """The internal mesh as a VTK grid (read with VTK now if NumPy read it)."""
        if self.mesh is None and self.hex is not None:
            self.mesh = _read_with_vtk(self.case, (), self.time, point_data=False,
                                       foamlib_fallback=False).mesh
        if self.mesh is None:
            raise ValueError("snapshot has no mesh")
        return self.mesh

    @cached_property
    def bare_mesh(self) -> vtkUnstructuredGrid:
        """The geometry without data: the target the Gaussian interpolation fills."""
        from foam_agent.evaluators.vtkmesh import bare_copy

        return bare_copy(self.vtk_grid())


def available_times(case: Path) -> tuple[float, ...]:
    """The times VTK's reader offers for ``case``: the folders whose whole name is a number
    (VTK's test, see :data:`TIME_NAME`), sorted, one per value; (0,) from ``constant`` alone."""
    values: set[float] = set()
    try:
        entries = list(os.scandir(case))
    except OSError:
        return ()
    for entry in entries:
        if TIME_NAME.match(entry.name):
            try:
                value = float(entry.name)
            except ValueError:
                continue
            if entry.is_dir():
                values.add(value)
    if not values and (case / "constant").is_dir():
        return (0.0,)
    return tuple(sorted(values))


def _time_folder(case: Path, time: float) -> str | None:
    """The name of the time folder holding ``time`` (``0.5`` may be written ``0.50``)."""
    return next(
        (
            name
            for value, name in time_directories(case).items()
            if np.isclose(value, time, rtol=TIME_MATCH_RTOL, atol=0)
        ),
        None,
    )


def _fallback_read(case: Path, time: float, name: str, n_cells: int) -> np.ndarray | None:
    """Read one field's internal values with foamlib; None when that fails too, or when the
    file is a link, declares a list larger than it can hold or is cut short (foamlib's parser
    would spin on either)."""
    folder = _time_folder(case, time)
    if folder is None:
        return None
    raw = file_bytes(case / folder / name)
    if raw is None or parse_refusal(raw) is not None:
        return None
    from foam_agent.evaluators.foamfiles import FoamFile, FoamFileDecodeError

    try:
        parsed = FoamFile.loads(raw)
        internal = parsed.get("internalField") if isinstance(parsed, Mapping) else None
        values = np.asarray(internal, dtype=float)
    except (FoamFileDecodeError, OSError, ValueError, TypeError, KeyError):
        return None
    if values.ndim >= 1 and values.shape[0] == n_cells:
        return values
    if values.ndim <= 1 and values.size in UNIFORM_VALUE_SIZES:
        return np.broadcast_to(values, (n_cells, *values.shape)).copy()
    return None


def read_snapshot(
    case: Path,
    fields: Sequence[str],
    time: float,
    *,
    point_data: bool,
    foamlib_fallback: bool,
) -> Snapshot:
    """Read ``fields`` of ``case`` at ``time`` (one of ``times``); never raises.

    Args:
        case: The case folder.
        fields: Field names wanted; absent ones are simply not in ``arrays``.
        time: The time to read, one of the reader's time values.
        point_data: Also create point data (the Gaussian interpolation needs it).
        foamlib_fallback: Re-read with foamlib a field VTK failed on (listed in ``fallbacks``;
            upstream mode then ignores it, as upstream never sees it).
    """
    snapshot = _read_with_numpy(case, fields, time, point_data=point_data)
    if snapshot is not None:
        return snapshot
    return _read_with_vtk(case, fields, time, point_data=point_data,
                          foamlib_fallback=foamlib_fallback)


def _read_with_numpy(
    case: Path, fields: Sequence[str], time: float, *, point_data: bool
) -> Snapshot | None:
    """The snapshot read by :mod:`.polymesh`; None when it does not cover the case (a moving
    mesh, a non-hexahedral mesh, a binary or unusual file, a value VTK would reject)."""
    folder = _time_folder(case, time)
    if folder is None or (case / folder / "polyMesh").exists():
        return None
    mesh = read_hex_mesh(case)
    if mesh is None:
        return None
    snapshot = Snapshot(case=case, time=time, mesh=None, hex=mesh)
    for name in fields:
        path = case / folder / name
        if not path.is_file() and not path.with_name(f"{name}.gz").is_file():
            continue
        read = read_cell_field(mesh, path, point_data=point_data)
        if read is None:
            return None
        snapshot.arrays[name] = read.cells
        if read.points is not None:
            snapshot.point_arrays[name] = read.points
    return snapshot


def _read_with_vtk(
    case: Path,
    fields: Sequence[str],
    time: float,
    *,
    point_data: bool,
    foamlib_fallback: bool,
) -> Snapshot:
    """``read_snapshot`` through ``vtkOpenFOAMReader``."""
    from vtkmodules.vtkIOGeometry import vtkOpenFOAMReader

    from foam_agent.evaluators.vtkmesh import cell_arrays, named_block, point_array

    snapshot = Snapshot(case=case, time=time, mesh=None)
    # VTK opens the files by path itself and follows links: what it reads is checked first.
    folder = _time_folder(case, time)
    refusal = first_unsafe_entry(case, ["system/controlDict", "constant/polyMesh",
                                        *([folder] if folder else [])])
    if refusal is not None:
        snapshot.problems.append(f"not read: {refusal}")
        return snapshot
    reader = vtkOpenFOAMReader()
    reader.SetFileName(os.fspath(case / VIRTUAL_FOAM_FILE))
    with _captured_vtk_errors() as window:
        reader.UpdateInformation()
        reader.DisableAllPatchArrays()
        reader.SetPatchArrayStatus(INTERNAL_MESH, 1)
        reader.DisableAllLagrangianArrays()
        reader.DisableAllPointArrays()
        for index in range(reader.GetNumberOfCellArrays()):
            name = reader.GetCellArrayName(index)
            reader.SetCellArrayStatus(name, int(name in fields))
        reader.SetCreateCellToPoint(int(point_data))
        reader.UpdateTimeStep(time)
        output = reader.GetOutput()
    snapshot.problems.extend(_vtk_messages(window))
    mesh = named_block(output, INTERNAL_MESH)
    if mesh is None or mesh.GetNumberOfCells() == 0:
        snapshot.problems.append("no mesh could be read (constant/polyMesh missing or broken)")
        return snapshot
    snapshot.mesh = mesh
    read = cell_arrays(mesh)
    for name in fields:
        if name in read:
            snapshot.arrays[name] = np.asarray(read[name])
            if point_data and mesh.GetPointData().HasArray(name):
                snapshot.point_arrays[name] = point_array(mesh, name)
        elif foamlib_fallback:
            values = _fallback_read(case, time, name, snapshot.n_cells)
            if values is not None:
                snapshot.arrays[name] = values
                snapshot.fallbacks.append(name)
    return snapshot


_reference_cache: OrderedDict[tuple[object, ...], Snapshot] = OrderedDict()


def clear_reference_cache() -> None:
    """Forget every cached reference snapshot."""
    _reference_cache.clear()


def _signature(case: Path, time: float) -> tuple[object, ...]:
    """What must be unchanged for a cached snapshot to still be valid.

    The size and modification time of every file of the mesh and of the time folder read, so
    a field rewritten in place (which leaves its folder's time unchanged) is read again.
    """
    stamps: list[object] = [os.fspath(case.resolve()), time]
    folder = _time_folder(case, time)
    for directory in (case / "constant" / "polyMesh", *([case / folder] if folder else [])):
        try:
            entries = sorted(os.scandir(directory), key=lambda e: e.name)
        except OSError:
            stamps.append((directory.name, None))
            continue
        for entry in entries:
            if entry.is_file():
                stat = entry.stat()
                stamps.append((directory.name, entry.name, stat.st_size, stat.st_mtime_ns))
    return tuple(stamps)


def read_reference_snapshot(case: Path, fields: Sequence[str], time: float) -> Snapshot:
    """``read_snapshot`` for a reference, cached while the case folder is unchanged."""
    key = (_signature(case, time), tuple(fields))
    cached = _reference_cache.get(key)
    if cached is not None:
        _reference_cache.move_to_end(key)
        return cached
    snapshot = read_snapshot(case, fields, time, point_data=False, foamlib_fallback=True)
    _reference_cache[key] = snapshot
    if len(_reference_cache) > REFERENCE_CACHE_SIZE:
        _reference_cache.popitem(last=False)
    return snapshot
