"""The picture drawn instead of the residuals when a log's residuals are all zero.

Why: a density-based solver (rhoCentralFoam) solves its conserved variables explicitly, so its
log reports ``Initial residual = 0`` for every field at every step; a residual plot of it is
empty and says nothing. What such a log does say at every step is its largest Courant number,
which is what decides whether the explicit run is stable (and which the time step adapts to),
so that history is drawn in the residuals' place, titled to say why.
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

from foam_agent.agents.pictures.axes import (
    AXIS_LABEL_SIZE,
    LINE_PLOT_SIZE,
    LINE_WIDTH,
    TICK_SIZE,
    TITLE_SIZE,
    Scale,
    bottom_tick,
    left_tick,
    plot_box,
)
from foam_agent.agents.pictures.raster import (
    BLACK,
    GRID,
    LINE_COLOURS,
    WHITE,
    enough_ticks,
    polyline,
    save_png,
    tick_text,
    write_text,
    write_vertical_text,
)
from foam_agent.agents.runners.logs import SolverStep

#: The plot area's distance from the picture's edges (left, top, right, bottom): the residual
#: plot's, lower by the note under the title.
PLOT_INSET = (78, 52, 14, 52)
NOTE_SIZE = 13


def all_residuals_zero(steps: list[SolverStep]) -> bool:
    """Whether the log reports residuals and every one of them is zero."""
    values = [value for step in steps for value in step.residuals.values()]
    return bool(values) and not any(value > 0 for value in values)


def plot_courant(steps: list[SolverStep], log_name: str, out: Path, *,
                 steady: bool) -> Path | None:
    """Draw the largest Courant number of each step into ``out``; None when the log prints
    no Courant number.

    Raises:
        OSError: The picture cannot be written.
    """
    points = [(step.time, step.courant_max) for step in steps if step.courant_max is not None]
    if not points:
        return None
    times = [time for time, _ in points]
    values = [value for _, value in points]
    x_ticks = enough_ticks(min(times), max(times))
    y_ticks = enough_ticks(0.0, max(values) * 1.05 or 1.0)
    width, height = LINE_PLOT_SIZE
    box = plot_box(LINE_PLOT_SIZE, PLOT_INSET)
    left, top, right, bottom = box
    x_of = Scale(min(x_ticks[0], min(times)), max(x_ticks[-1], max(times)), left, right)
    y_of = Scale(0.0, max(y_ticks[-1], max(values)), bottom, top)
    image = Image.new("RGB", LINE_PLOT_SIZE, WHITE)
    draw = ImageDraw.Draw(image)
    x_step = x_ticks[1] - x_ticks[0] if len(x_ticks) > 1 else 1.0
    y_step = y_ticks[1] - y_ticks[0] if len(y_ticks) > 1 else 1.0
    for value in x_ticks:
        bottom_tick(draw, box, x_of(value), tick_text(value, x_step), TICK_SIZE, GRID)
    for value in y_ticks:
        left_tick(draw, box, y_of(value), tick_text(value, y_step), TICK_SIZE, GRID)
    polyline(draw, [(x_of(time), y_of(value)) for time, value in points], LINE_COLOURS[0],
             LINE_WIDTH)
    draw.rectangle(box, outline=BLACK)
    write_text(draw, (width / 2, 8), f"{log_name}: largest Courant number, {len(steps)} "
               f"{'iterations' if steady else 'time steps'}", TITLE_SIZE, "ma")
    write_text(draw, (width / 2, 30), "every initial residual in the log is 0 (a density-based "
               "solver): the Courant number is shown instead", NOTE_SIZE, "ma")
    write_text(draw, ((left + right) / 2, height - 6),
               "iteration" if steady else "simulated time [s]", AXIS_LABEL_SIZE, "md")
    write_vertical_text(image, (14, (top + bottom) // 2), "max Courant number", AXIS_LABEL_SIZE)
    return save_png(image, out)
