"""``residuals.png``: the initial residual of each field, step by step, from the solver log.

Why the initial residual: it is what convergence is judged by (the final residual only says
the linear solver met its tolerance), and it is the curve every OpenFOAM user reads.
"""

from __future__ import annotations

from math import ceil, floor, log10
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw

from foam_agent.agents.openfoam.controldict import controldict_entry
from foam_agent.agents.pictures.axes import (
    AXIS_LABEL_SIZE,
    LINE_PLOT_SIZE,
    LINE_WIDTH,
    TICK_SIZE,
    TITLE_SIZE,
    Box,
    Scale,
    bottom_tick,
    padded,
    plot_box,
)
from foam_agent.agents.pictures.courant import all_residuals_zero, plot_courant
from foam_agent.agents.pictures.raster import (
    BLACK,
    GRID,
    LINE_COLOURS,
    WHITE,
    nice_ticks,
    polyline,
    save_png,
    text_size,
    write_text,
    write_vertical_text,
)
from foam_agent.agents.runners.logs import solver_steps
from foam_agent.agents.runners.progress import read_horizon

RESIDUALS_FILE = "residuals.png"
#: The plot area's distance from the picture's edges (left, top, right, bottom), in pixels.
PLOT_INSET = (78, 34, 14, 52)
#: White space around the data inside the plot area, as a share of the data's range.
DATA_MARGIN = 0.05
#: The legend's text size in pixels.
LEGEND_SIZE = 12
#: Columns of the legend, and the length of its line samples in pixels.
LEGEND_COLUMNS = 2
LEGEND_SAMPLE_PX = 22


class NoResiduals(ValueError):
    """The case has no solver log with residuals to plot (or one that may not be read: a
    link, a hard-linked file, a FIFO); the message says which."""


def solver_log(case_dir: Path) -> Path:
    """``log.<application>`` of the case, or :class:`NoResiduals` naming what is missing."""
    application = controldict_entry(case_dir, "application")
    if application is None:
        raise NoResiduals(f"{case_dir}/system/controlDict names no application")
    path = case_dir / f"log.{application}"
    if not path.is_file() and not path.is_symlink():
        raise NoResiduals(f"{path.name} does not exist: the case has not run")
    return path


class _Axes:
    """Data to pixels for a linear x axis and a logarithmic y axis in the plot area."""

    def __init__(self, box: Box, x_range: tuple[float, float],
                 log_range: tuple[float, float]) -> None:
        self.box = box
        self.x_range = x_range
        self.log_range = log_range
        self.x = Scale(*x_range, box[0], box[2])
        self.y = Scale(*log_range, box[3], box[1])


def _decade_label(draw: ImageDraw.ImageDraw, right: float, y: float, exponent: int) -> None:
    """``10`` with a raised exponent, ending at ``right``, centred on ``y``."""
    power = str(exponent)
    power_width = text_size(power, TICK_SIZE - 3)[0]
    write_text(draw, (right - power_width - 1, y + 2), "10", TICK_SIZE, "rm")
    write_text(draw, (right, y - 5), power, TICK_SIZE - 3, "rm")


def _draw_grid(draw: ImageDraw.ImageDraw, axes: _Axes) -> None:
    """Grid lines and tick labels: every decade and its 2…9 multiples, round x values."""
    left, top, right, bottom = axes.box
    low, high = axes.log_range
    for exponent in range(floor(low), ceil(high) + 1):
        for multiple in range(1, 10):
            log_value = exponent + log10(multiple)
            if not low <= log_value <= high:
                continue
            y = axes.y(log_value)
            draw.line([(left, y), (right, y)], fill=GRID if multiple > 1 else (200, 200, 200))
            if multiple == 1:
                draw.line([(left - 5, y), (left, y)], fill=BLACK)
                _decade_label(draw, left - 8, y, exponent)
    ticks = nice_ticks(*axes.x_range)
    step = ticks[1] - ticks[0] if len(ticks) > 1 else 1.0
    decimals = max(0, -floor(log10(step)) if step > 0 else 0)
    for value in ticks:
        bottom_tick(draw, axes.box, axes.x(value), f"{value:.{decimals}f}", TICK_SIZE,
                    (200, 200, 200))


def _draw_legend(draw: ImageDraw.ImageDraw, axes: _Axes, names: list[str]) -> None:
    """The fields' names and colours in the plot area's upper right corner, filled column by
    column."""
    rows = ceil(len(names) / LEGEND_COLUMNS)
    columns = ceil(len(names) / rows)
    row_height = LEGEND_SIZE + 8
    name_width = max(text_size(name, LEGEND_SIZE)[0] for name in names)
    column_width = LEGEND_SAMPLE_PX + 8 + name_width + 14
    _, top, right, _ = axes.box
    box = (right - 8 - columns * column_width - 6, top + 8, right - 8, top + 14 + rows * row_height)
    draw.rectangle(box, fill=WHITE, outline=(204, 204, 204))
    for index, name in enumerate(names):
        column, row = divmod(index, rows)
        x = box[0] + 8 + column * column_width
        y = box[1] + 6 + row * row_height + row_height / 2
        draw.line([(x, y), (x + LEGEND_SAMPLE_PX, y)],
                  fill=LINE_COLOURS[index % len(LINE_COLOURS)], width=LINE_WIDTH)
        write_text(draw, (x + LEGEND_SAMPLE_PX + 8, y), name, LEGEND_SIZE, "lm")


def plot_residuals(case_dir: Path, out: Path | None = None) -> Path:
    """Draw the initial residuals of ``case_dir``'s solver log into ``out``; for a log whose
    residuals are all zero (a density-based solver), its Courant number instead.

    Raises:
        NoResiduals: No solver log, or no residual in it; or the picture cannot be written.
    """
    log = solver_log(case_dir)
    try:
        steps = solver_steps(log)
    except OSError as error:
        raise NoResiduals(f"{log.name} is not read: {error}") from None
    fields = sorted({name for step in steps for name in step.residuals})
    if not fields:
        raise NoResiduals(f"{log.name} holds no residual")
    steady = read_horizon(case_dir).steady
    target = out or case_dir / RESIDUALS_FILE
    if all_residuals_zero(steps):
        try:
            courant = plot_courant(steps, log.name, target, steady=steady)
        except OSError as error:
            raise NoResiduals(f"{RESIDUALS_FILE} cannot be written: {error}") from None
        if courant is None:
            raise NoResiduals(f"every residual in {log.name} is 0 and it prints no Courant "
                              "number: nothing to plot")
        return courant
    curves = {name: np.array([(step.time, log10(step.residuals[name])) for step in steps
                              if name in step.residuals and step.residuals[name] > 0],
                             dtype=float).reshape(-1, 2)
              for name in fields}
    drawn = [curve for curve in curves.values() if len(curve)]
    every = np.concatenate(drawn) if drawn else np.array([[0.0, 0.0]])

    width, height = LINE_PLOT_SIZE
    box = plot_box(LINE_PLOT_SIZE, PLOT_INSET)
    axes = _Axes(box, padded(float(every[:, 0].min()), float(every[:, 0].max()), DATA_MARGIN),
                 padded(float(every[:, 1].min()), float(every[:, 1].max()), DATA_MARGIN))
    image = Image.new("RGB", LINE_PLOT_SIZE, WHITE)
    draw = ImageDraw.Draw(image)
    _draw_grid(draw, axes)
    for index, name in enumerate(fields):
        points = [(axes.x(time), axes.y(value)) for time, value in curves[name]]
        polyline(draw, points, LINE_COLOURS[index % len(LINE_COLOURS)], LINE_WIDTH)
    draw.rectangle(box, outline=BLACK)
    _draw_legend(draw, axes, fields)
    write_text(draw, (width / 2, 8),
               f"{log.name}: {len(steps)} {'iterations' if steady else 'time steps'}",
               TITLE_SIZE, "ma")
    write_text(draw, ((box[0] + box[2]) / 2, height - 6),
               "iteration" if steady else "simulated time [s]", AXIS_LABEL_SIZE, "md")
    write_vertical_text(image, (14, (box[1] + box[3]) // 2), "initial residual",
                        AXIS_LABEL_SIZE)
    try:
        return save_png(image, target)
    except OSError as error:
        raise NoResiduals(f"{RESIDUALS_FILE} cannot be written: {error}") from None
