"""The plot area and the data-to-pixel mapping every line plot draws in: the residuals, the
Courant number history and the mesh study.

Why one place: the three pictures read side by side in a report; placing the plot area inside
its insets, widening the data's range by a margin and mapping values to pixels are the same
arithmetic in each, and written three times they would drift apart (a flat range, a zero
span). The ticks drawn on the bottom and left edges share one geometry for the same reason.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import ImageDraw

from foam_agent.agents.pictures.raster import BLACK, RGB, write_text

#: Pixels of the plot area's edges: left, top, right, bottom.
Box = tuple[int, int, int, int]
#: The residual plot's and the Courant history's picture in pixels (readable on a laptop, small
#: enough for a report), text sizes and line width: one drawn in the other's place, the two
#: read alike.
LINE_PLOT_SIZE = (880, 495)
TITLE_SIZE = 16
AXIS_LABEL_SIZE = 14
TICK_SIZE = 13
LINE_WIDTH = 2
#: Length of a tick mark outside the plot area, and the gap from the edge to its label, in pixels.
TICK_PX = 5
TICK_LABEL_GAP_PX = 8


def plot_box(size: tuple[int, int], inset: Box, top: int = 0) -> Box:
    """The plot area of a panel of ``size`` pixels whose top edge is at ``top``, ``inset``
    (left, top, right, bottom) pixels inside its edges."""
    width, height = size
    left_in, top_in, right_in, bottom_in = inset
    return left_in, top + top_in, width - right_in, top + height - bottom_in


def padded(low: float, high: float, margin: float, flat: float = 1.0) -> tuple[float, float]:
    """``[low, high]`` widened by ``margin`` of its span on both sides; a single value
    (``high <= low``) widened by ``flat``, so that it is drawn inside the area, not on its edge."""
    if high <= low:
        return low - flat, high + flat
    pad = (high - low) * margin
    return low - pad, high + pad


@dataclass(frozen=True)
class Scale:
    """Data values from ``low`` to ``high`` to pixels from ``start`` to ``end`` (a value axis
    runs from the bottom pixel up: its ``start`` is the larger); an empty span maps as a span
    of one."""

    low: float
    high: float
    start: float
    end: float

    def __call__(self, value: float) -> float:
        return self.start + (value - self.low) / (self.high - self.low or 1.0) * (self.end
                                                                                   - self.start)


def bottom_tick(draw: ImageDraw.ImageDraw, box: Box, x: float, label: str, size: int,
                grid: RGB) -> None:
    """A vertical grid line at ``x``, its tick mark below the area and ``label`` under it."""
    _, top, _, bottom = box
    draw.line([(x, top), (x, bottom)], fill=grid)
    draw.line([(x, bottom), (x, bottom + TICK_PX)], fill=BLACK)
    write_text(draw, (x, bottom + TICK_LABEL_GAP_PX), label, size, "ma")


def left_tick(draw: ImageDraw.ImageDraw, box: Box, y: float, label: str, size: int,
              grid: RGB) -> None:
    """A horizontal grid line at ``y``, its tick mark left of the area and ``label`` before it."""
    left, _, right, _ = box
    draw.line([(left, y), (right, y)], fill=grid)
    draw.line([(left - TICK_PX, y), (left, y)], fill=BLACK)
    write_text(draw, (left - TICK_LABEL_GAP_PX, y), label, size, "rm")
