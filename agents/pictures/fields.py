"""``fields.png``: |U|, p (and T, alpha where the case has them) on the mid-plane, off-screen.

Why this view: most cases foam-agent runs are 2D (one cell thick, ``empty`` front and back), so
the mid-plane normal to the thinnest extent *is* the domain; for a 3D case it is the plane a
user would cut first. Cell values are drawn as they are (no interpolation to points), so the
colour range is exactly the range of the field on the plane, and the patches are outlined
where they cut the plane so inlet, outlet and walls can be told apart.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import numpy as np
import pyvista as pv
from vtkmodules.util.numpy_support import vtk_to_numpy
from vtkmodules.vtkCommonCore import vtkLogger
from vtkmodules.vtkIOGeometry import vtkOpenFOAMReader

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
#: Two requested times closer than this (relative) are the same written time.
TIME_RTOL = 1e-6
#: Perceptually uniform and readable in greyscale.
COLOUR_MAP: Final = "viridis"
#: The camera looks along the plane's normal; these are the view-up vectors per normal axis.
_VIEW_UP = {0: (0.0, 0.0, 1.0), 1: (0.0, 0.0, 1.0), 2: (0.0, 1.0, 0.0)}


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


def _reader(case_dir: Path) -> vtkOpenFOAMReader:
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


def _read(case_dir: Path, time: float) -> tuple[pv.UnstructuredGrid, list[pv.DataSet]]:
    """The internal mesh with cell data at ``time``, and the boundary patches."""
    reader = _reader(case_dir)
    for index in range(reader.GetNumberOfPatchArrays()):
        name = reader.GetPatchArrayName(index)
        reader.SetPatchArrayStatus(name, int(not name.startswith("group/")))
    reader.SetCreateCellToPoint(0)
    reader.DisableAllLagrangianArrays()
    reader.UpdateTimeStep(time)
    blocks = pv.wrap(reader.GetOutput())
    # MultiBlock's ``in`` tests blocks, not names: its names are ``keys()``.
    names = blocks.keys() if isinstance(blocks, pv.MultiBlock) else []
    if "internalMesh" not in names:
        raise NoFields(f"{case_dir} has no mesh VTK can read (constant/polyMesh)")
    mesh = blocks["internalMesh"]
    if not isinstance(mesh, pv.UnstructuredGrid) or mesh.n_cells == 0:
        raise NoFields(f"{case_dir} has an empty mesh")
    boundary = blocks.get("boundary", None)
    patches = [patch for patch in boundary if patch is not None and patch.n_cells] if isinstance(
        boundary, pv.MultiBlock) else []
    return mesh, patches


def _choose_fields(mesh: pv.UnstructuredGrid, wanted: str | None) -> list[str]:
    if wanted is not None:
        if wanted not in mesh.cell_data:
            raise NoFields(f"no field '{wanted}' at this time; fields: "
                           + ", ".join(sorted(mesh.cell_data.keys())))
        return [wanted]
    chosen = [name for name in DEFAULT_FIELDS if name in mesh.cell_data]
    if "p" in chosen and "p_rgh" in chosen:
        chosen.remove("p_rgh")
    chosen += [name for name in sorted(mesh.cell_data.keys())
               if name.startswith("alpha.") and name not in chosen][:1]
    if not chosen:
        raise NoFields("none of U, p, T or alpha is written at this time")
    return chosen


def _scalar(mesh: pv.DataSet, name: str) -> tuple[np.ndarray, str]:
    values = np.asarray(mesh.cell_data[name], dtype=float)
    if values.ndim == 2:
        return np.linalg.norm(values, axis=1), f"{name} magnitude"
    return values, name


def _panel_height(bounds: np.ndarray, normal_axis: int) -> int:
    """Pixels of a panel's height: the domain's aspect, so a long channel is not lost in white
    space, between a third and the whole of the default height."""
    across, up = (bounds[axis, 1] - bounds[axis, 0] for axis in range(3) if axis != normal_axis)
    aspect = up / across if across > 0 else 1.0
    wanted = PANEL_SIZE[0] * 0.8 * aspect + PANEL_MARGIN_PX
    return int(min(PANEL_SIZE[1], max(PANEL_SIZE[1] / 3, wanted)))


def _frame(camera: pv.Camera, bounds: np.ndarray, normal_axis: int,
           panel: tuple[int, int]) -> None:
    """Look straight at the plane (parallel projection) with the domain filling the panel's
    left part, the colour bar on the right keeping its own strip."""
    across_axis, up_axis = (axis for axis in range(3) if axis != normal_axis)
    across = bounds[across_axis, 1] - bounds[across_axis, 0]
    up = bounds[up_axis, 1] - bounds[up_axis, 0]
    width, height = panel
    scale = max(up / 2 * height / (height - PANEL_MARGIN_PX),
                FRAME_MARGIN * across / 2 * height / (DOMAIN_WIDTH_SHARE * width))
    camera.enable_parallel_projection()
    camera.parallel_scale = scale
    # Move the view right so the domain's centre sits left of the panel's centre.
    shift = np.zeros(3)
    shift[across_axis] = (0.5 - DOMAIN_CENTRE_AT) * 2 * scale * width / height
    camera.focal_point = tuple(np.asarray(camera.focal_point) + shift)
    camera.position = tuple(np.asarray(camera.position) + shift)


def draw_fields(case_dir: Path, out: Path | None = None, *, field: str | None = None,
                time: float | None = None) -> FieldPicture:
    """Draw the fields of ``case_dir`` at ``time`` (default: the last) into ``out``.

    Args:
        case_dir: A case that has run (a mesh and at least one written time).
        out: The PNG to write; default ``fields.png`` in the case.
        field: Draw only this field; default U, p, T and alpha where present.
        time: A written time; default the last one.

    Raises:
        NoFields: No mesh, no written time, or no such field or time.
    """
    chosen_time = _pick_time(case_dir, time)
    mesh, patches = _read(case_dir, chosen_time)
    names = _choose_fields(mesh, field)
    bounds = np.asarray(mesh.bounds, dtype=float).reshape(3, 2)
    axis = int(np.argmin(bounds[:, 1] - bounds[:, 0]))
    normal = np.eye(3)[axis]
    centre = bounds.mean(axis=1)
    plane = f"{'xyz'[axis]} = {centre[axis]:.4g}"
    carrier = mesh.copy(deep=False)
    carrier.clear_data()
    labels = {}
    for name in names:
        carrier.cell_data[name], labels[name] = _scalar(mesh, name)
    cut = carrier.slice(normal=normal, origin=centre)
    if cut.n_cells == 0:
        raise NoFields(f"the mid-plane {plane} cuts no cell")
    outlines = [patch.slice(normal=normal, origin=centre) for patch in patches]
    outlines = [outline for outline in outlines if outline.n_points]

    # Off-screen VTK warns that there is no X display, which is the point of off-screen.
    vtkLogger.SetStderrVerbosity(vtkLogger.VERBOSITY_ERROR)
    height = _panel_height(bounds, axis)
    plotter = pv.Plotter(off_screen=True, shape=(1, len(names)),
                         window_size=[PANEL_SIZE[0] * len(names), height],
                         border=False)
    panels = []
    for column, name in enumerate(names):
        plotter.subplot(0, column)
        values = np.asarray(cut.cell_data[name])
        finite = values[np.isfinite(values)]
        low, high = (float(finite.min()), float(finite.max())) if finite.size else (0.0, 1.0)
        actor = plotter.add_mesh(
            cut, scalars=name, cmap=COLOUR_MAP, clim=(low, high if high > low else low + 1e-12),
            preference="cell", show_scalar_bar=False, lighting=False)
        # pyvista's decorators hide these methods' signatures from mypy (a stub defect).
        plotter.add_scalar_bar(  # type: ignore[call-arg]
                               title=labels[name], vertical=True, fmt="%.3g",
                               mapper=actor.mapper, title_font_size=16, label_font_size=14,
                               position_x=0.84, position_y=0.12, width=0.1, height=0.7,
                               color="black")
        for outline in outlines:
            plotter.add_mesh(outline, color="black", line_width=3, lighting=False)
        plotter.add_text(f"{labels[name]} at t = {chosen_time:g} ({plane})", font_size=11,
                         color="black")
        plotter.camera_position = "yz" if axis == 0 else ("xz" if axis == 1 else "xy")
        plotter.camera.up = _VIEW_UP[axis]
        plotter.reset_camera()  # type: ignore[call-arg]
        _frame(plotter.camera, bounds, axis, (PANEL_SIZE[0], height))
        used_low, used_high = actor.mapper.scalar_range
        panels.append(Panel(field=name, label=labels[name], low=float(used_low),
                            high=float(used_high)))
    plotter.set_background("white")  # type: ignore[arg-type]
    target = out or case_dir / FIELDS_FILE
    plotter.screenshot(os.fspath(target))
    plotter.close()
    return FieldPicture(path=target, time=chosen_time, plane=plane, panels=tuple(panels))
