"""The comparison picture: reference, submission and their difference on the mid-plane.

Why this view (CFDLLMBench Fig. 14): a number like NMSE 0.27 does not tell a reader whether the
vortex is in the wrong place or everywhere 30 % too slow; three panels side by side do. All three
share one colour scale, so a small difference looks small. The submission is drawn on the
reference cells (the values the NMSE used), so the panels compare like with like.

The plane is normal to the axis along which the reference domain is thinnest (the empty
direction of a 2D case), through the middle of the domain.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from foam_agent.evaluators.nmse import FieldComparison
from foam_agent.foamcase.hostile import write_beside

if TYPE_CHECKING:
    from vtkmodules.vtkCommonDataModel import vtkUnstructuredGrid

#: Axis names, for labels.
AXES = ("x", "y", "z")

#: Figure size in inches and resolution: legible side by side on a laptop screen.
FIGURE_SIZE = (15.0, 4.8)
FIGURE_DPI = 120

#: Perceptually uniform and readable in greyscale.
COLOUR_MAP = "viridis"


def _magnitude(values: np.ndarray) -> np.ndarray:
    """Vector magnitude per cell, or the value itself for a scalar field."""
    values = np.asarray(values, dtype=float)
    return np.linalg.norm(values, axis=1) if values.ndim == 2 else values


def _label(field: str, vector: bool) -> str:
    """Colour-bar label: velocity magnitude for U, |field| for other vectors."""
    if not vector:
        return field
    return "velocity magnitude |U|" if field == "U" else f"|{field}|"


def _slice_polygons(
    grid: vtkUnstructuredGrid, panels: dict[str, np.ndarray]
) -> tuple[list[np.ndarray], dict[str, np.ndarray], tuple[str, str], str]:
    """Cut the mesh on its mid-plane; return 2D polygons, panel values per polygon, axes."""
    # pyvista only for the picture (its slice and face lists): the scores never need it.
    import pyvista as pv

    mesh = pv.wrap(grid)
    bounds = np.asarray(mesh.bounds, dtype=float).reshape(3, 2)
    normal_axis = int(np.argmin(bounds[:, 1] - bounds[:, 0]))
    in_plane = [a for a in range(3) if a != normal_axis]
    normal = np.zeros(3)
    normal[normal_axis] = 1.0
    carrier = mesh.copy(deep=False)
    carrier.clear_data()
    for name, panel in panels.items():
        carrier.cell_data[name] = panel
    cut = carrier.slice(normal=normal, origin=bounds.mean(axis=1))
    points = np.asarray(cut.points)[:, in_plane]
    polygons = [points[np.asarray(face)] for face in cut.irregular_faces]
    on_plane = {name: np.asarray(cut.cell_data[name]) for name in panels}
    where = f"{AXES[normal_axis]} = {bounds[normal_axis].mean():.4g}"
    return polygons, on_plane, (AXES[in_plane[0]], AXES[in_plane[1]]), where


def plot_comparison(
    comparison: FieldComparison,
    out: Path,
    *,
    field: str = "U",
    title: str = "",
) -> Path:
    """Draw reference, submission and |difference| of ``field`` side by side into ``out``.

    Args:
        comparison: The field comparison of a scored case (holds the mapped values).
        out: PNG path to write.
        field: Field to draw; vectors are drawn as magnitude (velocity magnitude for U).
        title: Extra text for the figure title (e.g. the case names).

    Raises:
        ValueError: When the field was not compared (missing on either side).
        OSError: When ``out`` cannot be written (its folder is missing or read-only).
    """
    reference = comparison.reference
    if reference is None or not reference.readable or field not in reference.arrays:
        raise ValueError(f"the reference has no {field} to draw")
    if field not in comparison.gen_on_ref:
        raise ValueError(f"the submission has no {field} on the reference cells to draw")
    ref_values = np.asarray(reference.arrays[field], dtype=float)
    gen_values = np.asarray(comparison.gen_on_ref[field], dtype=float)
    panels = {
        "reference": _magnitude(ref_values),
        "submission": _magnitude(gen_values),
        "difference": _magnitude(ref_values - gen_values),
    }
    polygons, values, (xlabel, ylabel), where = _slice_polygons(reference.vtk_grid(), panels)
    if not polygons:
        raise ValueError("the mid-plane cuts no cell of the reference mesh")

    # matplotlib is imported here, on first use: it costs a second at every CLI start otherwise.
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.collections import PolyCollection
    from matplotlib.colors import Normalize
    from matplotlib.figure import Figure

    shown = np.concatenate([values["reference"], values["submission"]])
    shown = shown[np.isfinite(shown)]
    low, high = (min(0.0, float(shown.min())), float(shown.max())) if shown.size else (0.0, 1.0)
    norm = Normalize(vmin=low, vmax=high if high > low else low + 1.0)

    record = next((f for f in comparison.fields if f.field == field), None)
    nmse_text = "undefined" if record is None or record.value is None else f"{record.value:.3g}"
    headings = {
        "reference": f"reference (t = {comparison.ref_time:g})",
        "submission": f"submission (t = {comparison.gen_time:g})",
        "difference": "|reference − submission|",
    }

    figure = Figure(figsize=FIGURE_SIZE, dpi=FIGURE_DPI, layout="constrained")
    FigureCanvasAgg(figure)
    axes = figure.subplots(1, 3, sharex=True, sharey=True)
    collections = []
    for ax, name in zip(axes, panels, strict=True):
        collection = PolyCollection(polygons, array=values[name], cmap=COLOUR_MAP, norm=norm)
        collection.set_edgecolor("face")
        collections.append(collection)
        ax.add_collection(collection)
        ax.autoscale_view()
        ax.set_aspect("equal")
        ax.set_title(headings[name])
        ax.set_xlabel(xlabel)
    axes[0].set_ylabel(ylabel)
    figure.colorbar(collections[0], ax=list(axes), label=_label(field, ref_values.ndim == 2))
    heading = f"{field}: NMSE = {nmse_text} ({comparison.mapping}), plane {where}"
    figure.suptitle(f"{heading} — {title}" if title else heading)
    out.parent.mkdir(parents=True, exist_ok=True)
    # Drawn in memory and renamed into place: a link standing at ``out`` (a case may ship one
    # under the picture's name) is replaced, never written through.
    picture = io.BytesIO()
    figure.savefig(picture, format="png")
    return write_beside(out.parent, out.name, picture.getvalue())
