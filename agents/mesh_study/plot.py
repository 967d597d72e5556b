"""``mesh-study.png``: each output against the cell count, with the extrapolated value and the
GCI band of the finest mesh.

Why this picture: it is the one a reviewer of a mesh study asks for. Values that approach the
extrapolated line with shrinking steps are in the asymptotic range; a zigzag is oscillatory
convergence; a band wider than the spread of the values says the finest mesh is not fine
enough. Drawn with the project's own Pillow tools (:mod:`foam_agent.agents.pictures.raster`,
which says why not matplotlib), one panel per output, stacked.
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

from foam_agent.agents.mesh_study.result import MeshStudy, OutputStudy
from foam_agent.agents.pictures.axes import Scale, padded, plot_box
from foam_agent.agents.pictures.raster import (
    BLACK,
    GRID,
    LINE_COLOURS,
    WHITE,
    nice_ticks,
    polyline,
    save_png,
    write_text,
)

PLOT_FILE = "mesh-study.png"
#: Pixels of one output's panel.
PANEL_SIZE = (760, 300)
#: The plot area's distance from a panel's edges (left, top, right, bottom), in pixels.
PLOT_INSET = (96, 40, 24, 46)
#: White space around the data inside the plot area, as a share of its range.
DATA_MARGIN = 0.08
TITLE_SIZE = 15
TICK_SIZE = 12
LABEL_SIZE = 13
POINT_RADIUS = 5
#: Round values asked for on the value axis (nice_ticks gives at least two for most ranges).
Y_TICKS = 8
LINE_WIDTH = 2
#: The GCI band's fill: the first line colour, pale.
BAND: tuple[int, int, int] = (198, 219, 239)
EXTRAPOLATED: tuple[int, int, int] = (44, 160, 44)
#: Dash and gap of the extrapolated value's line, in pixels.
DASH_PX = (8, 6)


def _range(values: list[float]) -> tuple[float, float]:
    low, high = min(values), max(values)
    return padded(low, high, DATA_MARGIN, flat=abs(low) * 0.05 or 1.0)


def _dashed(draw: ImageDraw.ImageDraw, y: float, left: float, right: float) -> None:
    x = left
    while x < right:
        draw.line([(x, y), (min(x + DASH_PX[0], right), y)], fill=EXTRAPOLATED, width=2)
        x += sum(DASH_PX)


def _panel(image: Image.Image, top: int, output: OutputStudy, cells: list[int]) -> None:
    draw = ImageDraw.Draw(image)
    width, height = PANEL_SIZE
    box = plot_box(PANEL_SIZE, PLOT_INSET, top)
    values = [value for value in output.values if value is not None]
    drawn = list(values)
    study = output.convergence
    band = None
    if study is not None and study.extrapolated is not None:
        drawn.append(study.extrapolated)
    if study is not None and study.gci_fine is not None:
        fine = study.values[0]
        band = (fine - study.gci_fine * abs(fine), fine + study.gci_fine * abs(fine))
        drawn.extend(band)
    low, high = _range(drawn)
    x_low, x_high = _range([float(count) for count in cells])
    x_of = Scale(x_low, x_high, box[0], box[2])
    y_of = Scale(low, high, box[3], box[1])
    if band is not None:
        draw.rectangle([box[0], y_of(band[1]), box[2], y_of(band[0])], fill=BAND)
    for tick in nice_ticks(low, high, Y_TICKS):
        draw.line([(box[0], y_of(tick)), (box[2], y_of(tick))], fill=GRID)
        write_text(draw, (box[0] - 6, y_of(tick)), f"{tick:.4g}", TICK_SIZE, "rm")
    for tick in nice_ticks(x_low, x_high, 6):
        draw.line([(x_of(tick), box[3]), (x_of(tick), box[3] + 4)], fill=BLACK)
        write_text(draw, (x_of(tick), box[3] + 7), f"{tick:,.0f}", TICK_SIZE, "ma")
    if study is not None and study.extrapolated is not None:
        _dashed(draw, y_of(study.extrapolated), box[0], box[2])
        write_text(draw, (box[2] - 4, y_of(study.extrapolated) - 4),
                   f"extrapolated {study.extrapolated:.5g}", TICK_SIZE, "rd", EXTRAPOLATED)
    points = [(x_of(count), y_of(value)) for count, value in zip(cells, output.values,
                                                                   strict=False)
              if value is not None]
    polyline(draw, points, LINE_COLOURS[0], LINE_WIDTH)
    for x, y in points:
        draw.ellipse([(x - POINT_RADIUS, y - POINT_RADIUS), (x + POINT_RADIUS, y + POINT_RADIUS)],
                     fill=LINE_COLOURS[0], outline=BLACK)
    draw.rectangle(box, outline=BLACK)
    write_text(draw, (width / 2, top + 8), f"{output.name}: {_verdict(output)}", TITLE_SIZE, "ma")
    write_text(draw, ((box[0] + box[2]) / 2, top + height - 4), "cells", LABEL_SIZE, "md")


def _verdict(output: OutputStudy) -> str:
    study = output.convergence
    if study is None:
        return "not judged"
    if study.gci_fine is None:
        return study.convergence
    return (f"{study.convergence}, GCI_fine {100 * study.gci_fine:.2g} %"
            + (f", p = {study.order:.2f}" if study.order is not None else ""))


def plot_study(study: MeshStudy, out: Path) -> Path | None:
    """Draw every output of ``study`` into ``out``; None when no mesh has a cell count.

    Raises:
        OSError: The picture cannot be written there.
    """
    cells = [mesh.cells for mesh in study.meshes]
    if not study.outputs or any(count is None for count in cells):
        return None
    counts = [int(count) for count in cells if count is not None]
    width, height = PANEL_SIZE
    image = Image.new("RGB", (width, height * len(study.outputs)), WHITE)
    for index, output in enumerate(study.outputs):
        _panel(image, index * height, output, counts)
    return save_png(image, out)
