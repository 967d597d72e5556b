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
import re
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

from foam_agent.agents.openfoam.controldict import controldict_entry
from foam_agent.agents.pictures.nearest import nearest_cells
from foam_agent.agents.pictures.raster import (
    BLACK,
    LINE_COLOURS,
    RGB,
    WHITE,
    colour_bar,
    colours,
    enough_ticks,
    save_png,
    text_size,
    tick_text,
    write_text,
)
from foam_agent.agents.pictures.units import field_unit
from foam_agent.agents.runners.logs import as_time
from foam_agent.agents.runners.progress import read_horizon
from foam_agent.foamcase.catalog.solvers import solver
from foam_agent.foamcase.hostile import first_unsafe_entry, list_case_directory

FIELDS_FILE = "fields.png"
#: The case file name handed to VTK; it need not exist, so nothing is written to read the case.
VIRTUAL_FOAM_FILE = "foam-agent-show.foam"
#: Fields drawn by default, in order, when the case has them. U is drawn as its magnitude.
DEFAULT_FIELDS = ("U", "p", "p_rgh", "T", "alpha.water")
#: Pixels of one panel's width, and the most and least of its height.
PANEL_WIDTH = 760
PANEL_HEIGHT = (300, 640)
#: The domain's box inside a panel, as pixels from the panel's edges (left, top, right,
#: bottom): room for the title above, the y axis's ticks and label to the left, the x axis's
#: ticks, label and the patches' legend below, the colour bar to the right.
PLOT_INSET = (78, 56, 150, 84)
#: The colour bar: its width, and its distance from the domain box's right edge, in pixels.
COLOUR_BAR_WIDTH = 18
COLOUR_BAR_GAP = 26
#: The colour bar's least height in pixels (a thin channel's domain is lower than that).
COLOUR_BAR_MIN = 150
#: Two requested times closer than this (relative) are the same written time.
TIME_RTOL = 1e-6
#: Text sizes in pixels: the panel title, the axes' and colour bar's labels, their ticks.
TITLE_SIZE = 15
LABEL_SIZE = 13
TICK_SIZE = 12
#: Width of a patch's outline in pixels.
OUTLINE_WIDTH = 3
#: Arrows of the velocity panel: about this many along the longer side of the domain.
ARROWS_ALONG = 22
ARROW_COLOUR: RGB = (255, 255, 255)
ARROW_EDGE: RGB = (40, 40, 40)
#: An arrow's length at the fastest in-plane speed, as a share of the arrows' spacing.
ARROW_REACH = 0.9
#: Fields whose vectors are drawn as arrows over their magnitude.
VECTOR_FIELDS = ("U",)
_UNSAFE_NAME = re.compile(r"[^A-Za-z0-9._-]")


class NoFields(ValueError):
    """The case has no mesh, no written time or not the asked field; the message says which."""


@dataclass(frozen=True)
class Panel:
    """One field as drawn: its name, what its colour bar and axes say, what is drawn over it.

    Why every label is kept: tests and the HTML report read what a picture says from here
    rather than from its pixels.
    """

    field: str
    label: str
    unit: str | None
    low: float
    high: float
    title: str
    axis_labels: tuple[str, str]
    axis_ticks: tuple[tuple[float, ...], tuple[float, ...]]
    colour_ticks: tuple[float, ...]
    patches: tuple[str, ...]
    arrows: int


@dataclass(frozen=True)
class FieldPicture:
    """A picture of fields and what it shows: ``moment`` is ``iteration 282`` for a steady
    run and ``t = 0.5 s`` for a transient one."""

    path: Path
    time: float
    plane: str
    moment: str
    panels: tuple[Panel, ...]


def picture_name(field: str | None, time: float | None) -> str:
    """The file a picture is written to: ``fields.png`` for the default fields at the last
    time, else one name per field and time (``fields-nut.png``, ``fields-p-t0.3.png``).

    Why: ``show --field nut`` must not overwrite the solve's picture of U and p.
    """
    parts = ["fields"]
    if field is not None:
        parts.append(_UNSAFE_NAME.sub("_", field))
    if time is not None:
        parts.append(f"t{time:g}")
    return "-".join(parts) + ".png"


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


def _read(case_dir: Path, time: float) -> tuple[vtkUnstructuredGrid, dict[str, vtkDataSet]]:
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
    patches = {name: patch for name, patch in _blocks(blocks.get("boundary")).items()
               if isinstance(patch, vtkDataSet) and patch.GetNumberOfCells()}
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
        return np.linalg.norm(values, axis=1), f"|{name}|"
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


def is_steady(case_dir: Path) -> bool:
    """Whether the case's run is steady, so its written times are iteration counts.

    The solver catalog decides (``simpleFoam`` is steady whatever its schemes say); a solver
    that may run either way, or one the catalog does not know, is steady when its ``ddtSchemes``
    default is ``steadyState``.
    """
    application = controldict_entry(case_dir, "application")
    row = solver(application) if application else None
    if row is not None and row.time != "either":
        return row.steady
    return read_horizon(case_dir).steady


def moment_text(time: float, steady: bool) -> str:
    """``iteration 282`` for a steady run, ``t = 0.5 s`` for a transient one."""
    return f"iteration {time:.0f}" if steady else f"t = {time:g} s"


@dataclass(frozen=True)
class _Frame:
    """Where the domain sits in a panel: plane coordinates (across, up) to pixels."""

    box: tuple[int, int, int, int]
    factor: np.ndarray
    offset: np.ndarray
    ranges: tuple[tuple[float, float], tuple[float, float]]
    height: int

    def pixels(self, points: np.ndarray, left: int) -> np.ndarray:
        return points * self.factor + self.offset + np.array([left, 0.0])


def _frame(bounds: np.ndarray, plane_axes: tuple[int, int]) -> _Frame:
    """The panel's domain box and the scale that fits the domain in it straight on.

    The panel's height follows the domain's aspect (within :data:`PANEL_HEIGHT`), so a long
    channel is not lost in white space and a tall box is not squashed.
    """
    across_range = (float(bounds[plane_axes[0], 0]), float(bounds[plane_axes[0], 1]))
    up_range = (float(bounds[plane_axes[1], 0]), float(bounds[plane_axes[1], 1]))
    across = across_range[1] - across_range[0]
    up = up_range[1] - up_range[0]
    inset_left, inset_top, inset_right, inset_bottom = PLOT_INSET
    box_width = PANEL_WIDTH - inset_left - inset_right
    tallest = PANEL_HEIGHT[1] - inset_top - inset_bottom
    scale = min(box_width / across if across > 0 else np.inf,
                tallest / up if up > 0 else np.inf)
    scale = scale if np.isfinite(scale) else 1.0
    height = int(max(PANEL_HEIGHT[0], np.ceil(up * scale) + inset_top + inset_bottom))
    box_height = height - inset_top - inset_bottom
    drawn = (across * scale, up * scale)
    left = inset_left + (box_width - drawn[0]) / 2
    top = inset_top + (box_height - drawn[1]) / 2
    box = (int(left), int(top), int(np.ceil(left + drawn[0])), int(np.ceil(top + drawn[1])))
    # Pixel rows grow downwards: the up axis is flipped.
    factor = np.array([scale, -scale])
    offset = np.array([left - scale * across_range[0], top + scale * up_range[1]])
    return _Frame(box=box, factor=factor, offset=offset, ranges=(across_range, up_range),
                  height=height)


def _draw_axes(draw: ImageDraw.ImageDraw, frame: _Frame, left: int,
               names: tuple[str, str]) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Ticks at round coordinates in metres below and left of the domain, and the axes'
    names; the tick values of each axis."""
    box_left, box_top, box_right, box_bottom = (frame.box[0] + left, frame.box[1],
                                                frame.box[2] + left, frame.box[3])
    draw.rectangle((box_left, box_top, box_right, box_bottom), outline=(150, 150, 150))
    across_ticks = enough_ticks(*frame.ranges[0])
    up_ticks = enough_ticks(*frame.ranges[1], at_least=3)
    for ticks, horizontal in ((across_ticks, True), (up_ticks, False)):
        step = ticks[1] - ticks[0] if len(ticks) > 1 else 1.0
        for value in ticks:
            if horizontal:
                x = frame.pixels(np.array([value, frame.ranges[1][0]]), left)[0]
                draw.line([(x, box_bottom), (x, box_bottom + 5)], fill=BLACK)
                write_text(draw, (x, box_bottom + 8), tick_text(value, step), TICK_SIZE, "ma")
            else:
                y = frame.pixels(np.array([frame.ranges[0][0], value]), left)[1]
                draw.line([(box_left - 5, y), (box_left, y)], fill=BLACK)
                write_text(draw, (box_left - 8, y), tick_text(value, step), TICK_SIZE, "rm")
    write_text(draw, ((box_left + box_right) / 2, box_bottom + 26), names[0], LABEL_SIZE, "ma")
    write_text(draw, (left + 10, (box_top + box_bottom) / 2), names[1], LABEL_SIZE, "lm")
    return tuple(across_ticks), tuple(up_ticks)


def _draw_cells(draw: ImageDraw.ImageDraw, frame: _Frame, left: int, cut: vtkPolyData,
                plane_axes: tuple[int, int], values: np.ndarray, low: float,
                high: float) -> None:
    """Fill the cut cells with their colours."""
    points = frame.pixels(vtk_to_numpy(cut.GetPoints().GetData())[:, plane_axes], left)
    fills = colours(values, low, high)
    for polygon, colour in zip(_cells(cut.GetPolys()), fills, strict=True):
        corners = [tuple(point) for point in points[polygon]]
        rgb = (int(colour[0]), int(colour[1]), int(colour[2]))
        draw.polygon(corners, fill=rgb, outline=rgb)


def _draw_outlines(draw: ImageDraw.ImageDraw, frame: _Frame, left: int,
                   outlines: dict[str, vtkPolyData], plane_axes: tuple[int, int]) -> None:
    """Each patch where it cuts the plane, in its own colour, and a legend naming them below
    the x axis's label."""
    x = left + PLOT_INSET[0]
    y = frame.box[3] + 56
    for index, (name, outline) in enumerate(outlines.items()):
        colour = LINE_COLOURS[(index + 1) % len(LINE_COLOURS)]
        ends = frame.pixels(vtk_to_numpy(outline.GetPoints().GetData())[:, plane_axes], left)
        for line in _cells(outline.GetLines()):
            draw.line([tuple(point) for point in ends[line]], fill=colour, width=OUTLINE_WIDTH)
        width = text_size(name, LABEL_SIZE)[0]
        if x + 30 + width > left + PANEL_WIDTH - 8:
            continue
        draw.line([(x, y), (x + 20, y)], fill=colour, width=OUTLINE_WIDTH)
        write_text(draw, (x + 25, y), name, LABEL_SIZE, "lm")
        x += 25 + width + 18


def _draw_arrows(draw: ImageDraw.ImageDraw, frame: _Frame, left: int, cut: vtkPolyData,
                 plane_axes: tuple[int, int], vectors: np.ndarray) -> int:
    """Arrows of the in-plane velocity on an even grid over the domain, each from the cell
    nearest its grid point; how many were drawn.

    Why a grid and not every cell: a fine mesh would be a black smear; arrows at even spacing
    show the flow's direction (the recirculation, the jet) that the magnitude alone hides.
    """
    points = vtk_to_numpy(cut.GetPoints().GetData())[:, plane_axes]
    polygons = _cells(cut.GetPolys())
    if not polygons:
        return 0
    centres = np.array([points[polygon].mean(axis=0) for polygon in polygons])
    sizes = np.array([np.ptp(points[polygon], axis=0).max() for polygon in polygons])
    in_plane = np.asarray(vectors, dtype=float)[:, plane_axes]
    (across_low, across_high), (up_low, up_high) = frame.ranges
    spacing = max(across_high - across_low, up_high - up_low) / ARROWS_ALONG
    grid = np.array([(a, b) for a in np.arange(across_low + spacing / 2, across_high, spacing)
                     for b in np.arange(up_low + spacing / 2, up_high, spacing)])
    if grid.size == 0:
        return 0
    distance, nearest = nearest_cells(centres, grid)
    inside = distance <= sizes[nearest]
    speeds = np.linalg.norm(in_plane, axis=1)
    fastest = float(speeds.max()) if speeds.size else 0.0
    if fastest <= 0:
        return 0
    drawn = 0
    for point, cell in zip(grid[inside], nearest[inside], strict=True):
        arrow = in_plane[cell] / fastest * spacing * ARROW_REACH
        if np.linalg.norm(arrow) * abs(frame.factor[0]) < 2:
            continue
        start, end = frame.pixels(np.array([point - arrow / 2, point + arrow / 2]), left)
        _arrow(draw, start, end)
        drawn += 1
    return drawn


def _arrow(draw: ImageDraw.ImageDraw, start: np.ndarray, end: np.ndarray) -> None:
    """A line from ``start`` to ``end`` with a head, white with a dark edge (seen on any
    colour of the map)."""
    direction = end - start
    length = float(np.linalg.norm(direction))
    unit = direction / length
    across = np.array([-unit[1], unit[0]])
    head = min(6.0, 0.45 * length)
    corners = [tuple(end), tuple(end - unit * head + across * head * 0.5),
               tuple(end - unit * head - across * head * 0.5)]
    shaft = [tuple(start), tuple(end - unit * head * 0.8)]
    draw.line(shaft, fill=ARROW_EDGE, width=3)
    draw.polygon(corners, fill=ARROW_EDGE)
    draw.line(shaft, fill=ARROW_COLOUR, width=1)
    draw.polygon(corners, fill=ARROW_COLOUR, outline=ARROW_EDGE)


def draw_fields(case_dir: Path, out: Path | None = None, *, field: str | None = None,
                time: float | None = None) -> FieldPicture:
    """Draw the fields of ``case_dir`` at ``time`` (default: the last) into ``out``.

    Each field gets a panel: the cut cells coloured on the mid-plane, axes in metres, a colour
    bar in the field's unit (its file's ``dimensions``), the patches outlined and named, and
    over the velocity arrows of its in-plane direction.

    Args:
        case_dir: A case that has run (a mesh and at least one written time).
        out: The PNG to write; default :func:`picture_name` in the case.
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
    plane = f"{'xyz'[axis]} = {centre[axis]:.4g} m"
    cut = _cut(mesh, normal, centre)
    if cut.GetNumberOfCells() == 0:
        raise NoFields(f"the mid-plane {plane} cuts no cell")
    outlines = {name: _cut(patch, normal, centre) for name, patch in patches.items()}
    outlines = {name: outline for name, outline in outlines.items()
                if outline.GetNumberOfPoints()}
    first, second = (other for other in range(3) if other != axis)
    plane_axes = (first, second)
    axis_names = (f"{'xyz'[first]} [m]", f"{'xyz'[second]} [m]")
    moment = moment_text(chosen_time, is_steady(case_dir))

    frame = _frame(bounds, plane_axes)
    height = frame.height
    image = Image.new("RGB", (PANEL_WIDTH * len(names), height), WHITE)
    draw = ImageDraw.Draw(image)
    cut_data = cut.GetCellData()
    panels = []
    for column, name in enumerate(names):
        raw = vtk_to_numpy(cut_data.GetArray(name))
        values, label = _scalar(raw, name)
        unit = field_unit(case_dir, chosen_time, name)
        shown = f"{label} [{unit}]" if unit else label
        finite = values[np.isfinite(values)]
        low, high = (float(finite.min()), float(finite.max())) if finite.size else (0.0, 1.0)
        high = high if high > low else low + max(abs(low) * 1e-6, 1e-12)
        left = column * PANEL_WIDTH
        _draw_cells(draw, frame, left, cut, plane_axes, values, low, high)
        arrows = (_draw_arrows(draw, frame, left, cut, plane_axes, raw)
                  if name in VECTOR_FIELDS and np.ndim(raw) == 2 else 0)
        _draw_outlines(draw, frame, left, outlines, plane_axes)
        ticks = _draw_axes(draw, frame, left, axis_names)
        bar_left = left + frame.box[2] + COLOUR_BAR_GAP
        middle, reach = (frame.box[1] + frame.box[3]) // 2, max(
            (frame.box[3] - frame.box[1]) // 2, COLOUR_BAR_MIN // 2)
        colour_ticks = colour_bar(image, (bar_left, middle - reach, bar_left + COLOUR_BAR_WIDTH,
                                          middle + reach), low, high, shown, LABEL_SIZE)
        title = f"{shown}, {moment}, plane {plane}"
        write_text(draw, (left + 10, 10), title, TITLE_SIZE)
        panels.append(Panel(field=name, label=label, unit=unit, low=low, high=high,
                            title=title, axis_labels=axis_names, axis_ticks=ticks,
                            colour_ticks=tuple(colour_ticks), patches=tuple(outlines),
                            arrows=arrows))
    try:
        target = save_png(image, out or case_dir / picture_name(field, time))
    except OSError as error:
        raise NoFields(f"{out.name if out else picture_name(field, time)} cannot be "
                       f"written: {error}") from None
    return FieldPicture(path=target, time=chosen_time, plane=plane, moment=moment,
                        panels=tuple(panels))
