"""``fields.png``: |U|, p (and T, alpha where the case has them) on the mid-plane.

Why this view: most cases foam-agent runs are 2D (one cell thick, ``empty`` front and back), so
the mid-plane normal to the thinnest extent *is* the domain; for a 3D case it is the plane a
user would cut first. Cell values are drawn as they are (no interpolation to points), so the
colour range is exactly the range of the field on the plane, and the patches are outlined
where they cut the plane so inlet, outlet and walls can be told apart.

VTK reads the case and cuts the plane; the cut cells are filled as flat polygons with Pillow
(see :mod:`foam_agent.agents.pictures.raster` for why no render window is opened).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw
from vtkmodules.util.numpy_support import vtk_to_numpy
from vtkmodules.vtkCommonDataModel import (
    vtkCellArray,
    vtkCompositeDataSet,
    vtkDataObject,
    vtkDataSet,
    vtkMultiBlockDataSet,
    vtkPlane,
    vtkPolyData,
    vtkUnstructuredGrid,
)
from vtkmodules.vtkFiltersCore import vtkCutter
from vtkmodules.vtkIOGeometry import vtkOpenFOAMReader

from foam_agent.agents.pictures.raster import (
    BLACK,
    WHITE,
    colour_bar,
    colours,
    save_png,
    write_text,
)
from foam_agent.agents.runners.logs import as_time
from foam_agent.foamcase.hostile import first_unsafe_entry, list_case_directory

FIELDS_FILE = "fields.png"
#: The case file name handed to VTK; it need not exist, so nothing is written to read the case.
VIRTUAL_FOAM_FILE = "foam-agent-show.foam"
#: Fields drawn by default, in order, when the case has them. U is drawn as its magnitude.
DEFAULT_FIELDS = ("U", "p", "p_rgh", "T", "alpha.water")
#: Pixels of one panel: legible colour bar and title.
PANEL_SIZE = (720, 560)
#: Room above and below the domain for the title and the colour bar's ends.
PANEL_MARGIN_PX = 140
#: The share of a panel's width the domain may take (the colour bar has the rest), where the
#: domain's centre sits across the panel, and the white margin around it.
DOMAIN_WIDTH_SHARE = 0.72
DOMAIN_CENTRE_AT = 0.43
FRAME_MARGIN = 1.1
#: The colour bar's box as shares of the panel (left, top, right, bottom).
COLOUR_BAR_BOX = (0.84, 0.16, 0.88, 0.86)
#: Two requested times closer than this (relative) are the same written time.
TIME_RTOL = 1e-6
#: Text sizes in pixels: the panel title, the colour bar's labels.
TITLE_SIZE = 15
LABEL_SIZE = 13
#: Width of a patch's outline in pixels.
OUTLINE_WIDTH = 3


class NoFields(ValueError):
    """The case has no mesh, no written time or not the asked field; the message says which."""


@dataclass(frozen=True)
class Panel:
    """One field as drawn: its name, what the colour bar says and the colour range used."""

    field: str
    label: str
    low: float
    high: float


@dataclass(frozen=True)
class FieldPicture:
    """``fields.png`` and what it shows."""

    path: Path
    time: float
    plane: str
    panels: tuple[Panel, ...]


def vtk_refusal(case_dir: Path) -> str | None:
    """Why VTK must not read the case, or None when it may.

    VTK's reader opens the files by path and follows links, so what it reads (controlDict,
    every mesh, every entry named like a time) is checked first: no symlink, no hard-linked
    file, nothing but regular files and folders. Other parts of the case (a tutorial's linked
    ``triSurface`` file) are not VTK's business and stay allowed.
    """
    try:
        entries = list_case_directory(case_dir)
    except OSError as error:
        return str(error)
    try:
        constant = list_case_directory(case_dir, "constant")
    except FileNotFoundError:
        constant = []
    except OSError as error:
        return str(error)
    regions = [f"constant/{entry.name}/polyMesh" for entry in constant if entry.kind == "dir"]
    times = [entry.name for entry in entries if as_time(entry.name) is not None]
    return first_unsafe_entry(case_dir, ["system/controlDict", "constant/polyMesh", *regions,
                                         *times])


def _reader(case_dir: Path) -> vtkOpenFOAMReader:
    refusal = vtk_refusal(case_dir)
    if refusal is not None:
        raise NoFields(f"{case_dir} is not read: {refusal}")
    reader = vtkOpenFOAMReader()
    reader.SetFileName(os.fspath(case_dir / VIRTUAL_FOAM_FILE))
    reader.UpdateInformation()
    return reader


def written_times(case_dir: Path) -> list[float]:
    """The times the case has fields for, as VTK's reader sees them."""
    values = _reader(case_dir).GetTimeValues()
    if values is None or values.GetNumberOfTuples() == 0:
        return []
    return [float(value) for value in vtk_to_numpy(values)]


def _pick_time(case_dir: Path, time: float | None) -> float:
    times = written_times(case_dir)
    if not times:
        raise NoFields(f"{case_dir} has no time directory with fields")
    if time is None:
        return times[-1]
    for value in times:
        if np.isclose(value, time, rtol=TIME_RTOL, atol=1e-12):
            return value
    raise NoFields(f"no fields at time {time:g}; written times: "
                   + ", ".join(f"{value:g}" for value in times))


def _blocks(data: vtkDataObject | None) -> dict[str, vtkDataObject]:
    """The named top-level blocks of a multiblock data set."""
    if not isinstance(data, vtkMultiBlockDataSet):
        return {}
    named = {}
    for index in range(data.GetNumberOfBlocks()):
        meta = data.GetMetaData(index) if data.HasMetaData(index) else None
        block = data.GetBlock(index)
        if meta is not None and block is not None:
            named[meta.Get(vtkCompositeDataSet.NAME())] = block
    return named


def _read(case_dir: Path, time: float) -> tuple[vtkUnstructuredGrid, list[vtkDataSet]]:
    """The internal mesh with cell data at ``time``, and the boundary patches."""
    reader = _reader(case_dir)
    for index in range(reader.GetNumberOfPatchArrays()):
        name = reader.GetPatchArrayName(index)
        reader.SetPatchArrayStatus(name, int(not name.startswith("group/")))
    reader.SetCreateCellToPoint(0)
    reader.DisableAllLagrangianArrays()
    reader.UpdateTimeStep(time)
    blocks = _blocks(reader.GetOutput())
    mesh = blocks.get("internalMesh")
    if mesh is None:
        raise NoFields(f"{case_dir} has no mesh VTK can read (constant/polyMesh)")
    if not isinstance(mesh, vtkUnstructuredGrid) or mesh.GetNumberOfCells() == 0:
        raise NoFields(f"{case_dir} has an empty mesh")
    patches = [patch for patch in _blocks(blocks.get("boundary")).values()
               if isinstance(patch, vtkDataSet) and patch.GetNumberOfCells()]
    return mesh, patches


def _cell_names(mesh: vtkDataSet) -> list[str]:
    data = mesh.GetCellData()
    return [data.GetArrayName(index) for index in range(data.GetNumberOfArrays())]


def _choose_fields(mesh: vtkDataSet, wanted: str | None) -> list[str]:
    present = _cell_names(mesh)
    if wanted is not None:
        if wanted not in present:
            raise NoFields(f"no field '{wanted}' at this time; fields: "
                           + ", ".join(sorted(present)))
        return [wanted]
    chosen = [name for name in DEFAULT_FIELDS if name in present]
    if "p" in chosen and "p_rgh" in chosen:
        chosen.remove("p_rgh")
    chosen += [name for name in sorted(present)
               if name.startswith("alpha.") and name not in chosen][:1]
    if not chosen:
        raise NoFields("none of U, p, T or alpha is written at this time")
    return chosen


def _scalar(values: np.ndarray, name: str) -> tuple[np.ndarray, str]:
    values = np.asarray(values, dtype=float)
    if values.ndim == 2:
        return np.linalg.norm(values, axis=1), f"{name} magnitude"
    return values, name


def _cut(data: vtkDataSet, normal: np.ndarray, origin: np.ndarray) -> vtkPolyData:
    """The plane through ``origin`` normal to ``normal`` cut through ``data``: polygons of the
    cut cells (lines of a cut surface), each carrying its cell's data."""
    plane = vtkPlane()
    plane.SetNormal(*normal)
    plane.SetOrigin(*origin)
    cutter = vtkCutter()
    cutter.SetInputData(data)
    cutter.SetCutFunction(plane)
    cutter.SetGenerateTriangles(False)
    cutter.Update()
    output: vtkPolyData = cutter.GetOutput()
    return output


def _cells(cells: vtkCellArray) -> list[np.ndarray]:
    """The point ids of each cell of a cell array."""
    offsets = vtk_to_numpy(cells.GetOffsetsArray())
    connectivity = vtk_to_numpy(cells.GetConnectivityArray())
    return np.split(connectivity, offsets[1:-1]) if len(offsets) > 1 else []


def _panel_height(bounds: np.ndarray, normal_axis: int) -> int:
    """Pixels of a panel's height: the domain's aspect, so a long channel is not lost in white
    space, between a third and the whole of the default height."""
    across, up = (bounds[axis, 1] - bounds[axis, 0] for axis in range(3) if axis != normal_axis)
    aspect = up / across if across > 0 else 1.0
    wanted = PANEL_SIZE[0] * 0.8 * aspect + PANEL_MARGIN_PX
    return int(min(PANEL_SIZE[1], max(PANEL_SIZE[1] / 3, wanted)))


def _to_pixels(bounds: np.ndarray, normal_axis: int,
               panel: tuple[int, int]) -> tuple[np.ndarray, np.ndarray]:
    """Scale and offset taking a point's plane coordinates (across, up) to panel pixels: the
    domain fills the panel's left part, straight on, with the colour bar keeping its strip."""
    across_axis, up_axis = (axis for axis in range(3) if axis != normal_axis)
    across = bounds[across_axis, 1] - bounds[across_axis, 0]
    up = bounds[up_axis, 1] - bounds[up_axis, 0]
    width, height = panel
    limits = [(height - PANEL_MARGIN_PX) / up if up > 0 else np.inf,
              DOMAIN_WIDTH_SHARE * width / (FRAME_MARGIN * across) if across > 0 else np.inf]
    scale = min(limits) if np.isfinite(min(limits)) else 1.0
    centre = bounds[[across_axis, up_axis]].mean(axis=1)
    # Pixel rows grow downwards: the up axis is flipped.
    factor = np.array([scale, -scale])
    offset = np.array([DOMAIN_CENTRE_AT * width, height / 2 + 8]) - factor * centre
    return factor, offset


def _draw_panel(image: Image.Image, left: int, cut: vtkPolyData, values: np.ndarray,
                outlines: list[vtkPolyData], plane_axes: tuple[int, int],
                transform: tuple[np.ndarray, np.ndarray], low: float, high: float) -> None:
    """Fill the cut cells with their colours and outline the patches, in the panel at ``left``."""
    factor, offset = transform
    shift = np.array([left, 0.0])
    draw = ImageDraw.Draw(image)
    points = vtk_to_numpy(cut.GetPoints().GetData())[:, plane_axes] * factor + offset + shift
    fills = colours(values, low, high)
    for polygon, colour in zip(_cells(cut.GetPolys()), fills, strict=True):
        corners = [tuple(point) for point in points[polygon]]
        rgb = (int(colour[0]), int(colour[1]), int(colour[2]))
        draw.polygon(corners, fill=rgb, outline=rgb)
    for outline in outlines:
        ends = vtk_to_numpy(outline.GetPoints().GetData())[:, plane_axes] * factor + offset + shift
        for line in _cells(outline.GetLines()):
            draw.line([tuple(point) for point in ends[line]], fill=BLACK, width=OUTLINE_WIDTH)


def draw_fields(case_dir: Path, out: Path | None = None, *, field: str | None = None,
                time: float | None = None) -> FieldPicture:
    """Draw the fields of ``case_dir`` at ``time`` (default: the last) into ``out``.

    Args:
        case_dir: A case that has run (a mesh and at least one written time).
        out: The PNG to write; default ``fields.png`` in the case.
        field: Draw only this field; default U, p, T and alpha where present.
        time: A written time; default the last one.

    Raises:
        NoFields: No mesh, no written time, or no such field or time; or the picture cannot
            be written (its name taken by a directory, a read-only case).
    """
    chosen_time = _pick_time(case_dir, time)
    mesh, patches = _read(case_dir, chosen_time)
    names = _choose_fields(mesh, field)
    bounds = np.asarray(mesh.GetBounds(), dtype=float).reshape(3, 2)
    axis = int(np.argmin(bounds[:, 1] - bounds[:, 0]))
    normal = np.eye(3)[axis]
    centre = bounds.mean(axis=1)
    plane = f"{'xyz'[axis]} = {centre[axis]:.4g}"
    cut = _cut(mesh, normal, centre)
    if cut.GetNumberOfCells() == 0:
        raise NoFields(f"the mid-plane {plane} cuts no cell")
    outlines = [_cut(patch, normal, centre) for patch in patches]
    outlines = [outline for outline in outlines if outline.GetNumberOfPoints()]
    plane_axes = tuple(other for other in range(3) if other != axis)

    height = _panel_height(bounds, axis)
    width = PANEL_SIZE[0]
    transform = _to_pixels(bounds, axis, (width, height))
    image = Image.new("RGB", (width * len(names), height), WHITE)
    cut_data = cut.GetCellData()
    panels = []
    for column, name in enumerate(names):
        values, label = _scalar(vtk_to_numpy(cut_data.GetArray(name)), name)
        finite = values[np.isfinite(values)]
        low, high = (float(finite.min()), float(finite.max())) if finite.size else (0.0, 1.0)
        high = high if high > low else low + 1e-12
        left = column * width
        _draw_panel(image, left, cut, values, outlines, (plane_axes[0], plane_axes[1]),
                    transform, low, high)
        box = (left + int(COLOUR_BAR_BOX[0] * width), int(COLOUR_BAR_BOX[1] * height),
               left + int(COLOUR_BAR_BOX[2] * width), int(COLOUR_BAR_BOX[3] * height))
        colour_bar(image, box, low, high, label, LABEL_SIZE)
        write_text(ImageDraw.Draw(image), (left + 8, 8),
                   f"{label} at t = {chosen_time:g} ({plane})", TITLE_SIZE)
        panels.append(Panel(field=name, label=label, low=low, high=high))
    try:
        target = save_png(image, out or case_dir / FIELDS_FILE)
    except OSError as error:
        raise NoFields(f"{FIELDS_FILE} cannot be written: {error}") from None
    return FieldPicture(path=target, time=chosen_time, plane=plane, panels=tuple(panels))
