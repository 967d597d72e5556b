"""The few drawing tools both pictures share: fonts, the colour map, tick values, PNG output.

Why Pillow and not matplotlib or a VTK render window: a picture is drawn after every solve,
and importing matplotlib's figure machinery (0.4 s) or opening an off-screen VTK render window
(0.45 s) cost more CPU than the cavity's solver. Pillow draws the same lines, polygons and
text from C in a few milliseconds and writes the PNG itself.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from functools import cache
from math import ceil, floor, log10
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFont

from foam_agent.foamcase.hostile import write_beside

RGB = tuple[int, int, int]
WHITE: RGB = (255, 255, 255)
BLACK: RGB = (0, 0, 0)
GRID: RGB = (222, 222, 222)
#: The viridis colour map (perceptually uniform, readable in greyscale), at 17 evenly spaced
#: stops; values between stops are interpolated linearly.
VIRIDIS_STOPS = np.array([
    (68, 1, 84), (72, 24, 106), (71, 45, 123), (66, 64, 134), (59, 82, 139), (51, 99, 141),
    (44, 114, 142), (38, 130, 142), (33, 145, 140), (31, 160, 136), (40, 174, 128),
    (63, 188, 115), (94, 201, 98), (132, 212, 75), (173, 220, 48), (216, 226, 25),
    (253, 231, 37)], dtype=float)
#: Line colours of the residual plot, one per field, in order (the Tableau 10 palette).
LINE_COLOURS: tuple[RGB, ...] = (
    (31, 119, 180), (255, 127, 14), (44, 160, 44), (214, 39, 40), (148, 103, 189),
    (140, 86, 75), (227, 119, 194), (127, 127, 127), (188, 189, 34), (23, 190, 207))


@cache
def font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """Pillow's built-in sans-serif font at ``size`` pixels (no font file on the system is
    needed, so pictures look the same on every machine)."""
    return ImageFont.load_default(size)


def colours(values: np.ndarray, low: float, high: float) -> np.ndarray:
    """The viridis colour of each value in ``[low, high]`` as uint8 RGB rows (NaN: grey)."""
    span = high - low if high > low else 1.0
    position = np.clip((np.asarray(values, dtype=float) - low) / span, 0.0, 1.0)
    position = np.where(np.isfinite(position), position, 0.5)
    scaled = position * (len(VIRIDIS_STOPS) - 1)
    below = np.minimum(scaled.astype(int), len(VIRIDIS_STOPS) - 2)
    weight = (scaled - below)[:, None]
    mixed = VIRIDIS_STOPS[below] * (1 - weight) + VIRIDIS_STOPS[below + 1] * weight
    rgb = np.rint(mixed).astype(np.uint8)
    rgb[~np.isfinite(np.asarray(values, dtype=float))] = (128, 128, 128)
    return rgb


def nice_ticks(low: float, high: float, wanted: int = 6) -> list[float]:
    """Round tick values (steps of 1, 2 or 5 times a power of ten) covering ``[low, high]``."""
    if not high > low:
        return [low]
    raw = (high - low) / max(wanted - 1, 1)
    power = 10.0 ** floor(log10(raw))
    step = next(power * factor for factor in (1, 2, 5, 10) if power * factor >= raw)
    first = ceil(low / step - 1e-9)
    last = floor(high / step + 1e-9)
    return [round(index * step, 12) for index in range(first, last + 1)]


#: Superscript characters (units: m², s⁻¹) and the digits drawn small and raised for them:
#: Pillow's built-in font has no glyph for them.
SUPERSCRIPT_DIGITS = dict(zip("⁻⁰¹²³⁴⁵⁶⁷⁸⁹", "-0123456789", strict=True))
#: A superscript's size and lift as shares of the text's size.
SUPERSCRIPT_SCALE = 0.72
SUPERSCRIPT_LIFT = 0.38


def _runs(text: str) -> list[tuple[str, bool]]:
    """``text`` cut into runs of plain and of superscript characters, the latter as digits."""
    runs: list[tuple[str, bool]] = []
    for character in text:
        raised = character in SUPERSCRIPT_DIGITS
        shown = SUPERSCRIPT_DIGITS.get(character, character)
        if runs and runs[-1][1] == raised:
            runs[-1] = (runs[-1][0] + shown, raised)
        else:
            runs.append((shown, raised))
    return runs


def _run_size(size: int, raised: bool) -> int:
    return max(6, round(size * SUPERSCRIPT_SCALE)) if raised else size


def enough_ticks(low: float, high: float, at_least: int = 4) -> list[float]:
    """Round ticks over ``[low, high]``, at least ``at_least`` of them where a finer round step
    allows: an axis or colour bar labelled only at its two ends is hard to read between."""
    ticks = nice_ticks(low, high)
    for wanted in range(7, 13):
        if len(ticks) >= at_least:
            break
        ticks = nice_ticks(low, high, wanted)
    return ticks


def text_size(text: str, size: int) -> tuple[int, int]:
    """Width and height in pixels of ``text`` at ``size``."""
    width = sum(font(_run_size(size, raised)).getlength(run) for run, raised in _runs(text))
    plain = "".join(SUPERSCRIPT_DIGITS.get(character, character) for character in text)
    left, top, right, bottom = font(size).getbbox(plain or " ")
    return int(round(width)), int(bottom - top)


def write_text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int,
               anchor: str = "la", colour: RGB = BLACK) -> None:
    """Text at ``xy`` with Pillow's anchor (``la`` left-top, ``mm`` centre, ``rm`` right-middle);
    superscripts (``m²/s²``) drawn as small raised digits."""
    runs = _runs(text)
    if not any(raised for _, raised in runs):
        draw.text(xy, text, fill=colour, font=font(size), anchor=anchor)
        return
    width = text_size(text, size)[0]
    x = xy[0] - {"l": 0.0, "m": width / 2, "r": float(width)}.get(anchor[0], 0.0)
    _, top, _, bottom = font(size).getbbox("Hg", anchor="ls")
    ascent, descent = -top, bottom
    baseline = xy[1] + {"a": ascent, "t": ascent, "m": (ascent - descent) / 2,
                        "b": -descent, "d": -descent}.get(anchor[1], 0.0)
    for run, raised in runs:
        run_font = font(_run_size(size, raised))
        lift = SUPERSCRIPT_LIFT * size if raised else 0.0
        draw.text((x, baseline - lift), run, fill=colour, font=run_font, anchor="ls")
        x += run_font.getlength(run)


def write_vertical_text(image: Image.Image, centre: tuple[int, int], text: str,
                        size: int) -> None:
    """Text turned a quarter to the left (an axis label read from below), centred at ``centre``."""
    width, height = text_size(text, size)
    strip = Image.new("L", (width + 4, height + 8), 0)
    ImageDraw.Draw(strip).text((2, 2), text, fill=255, font=font(size))
    turned = strip.rotate(90, expand=True)
    corner = (centre[0] - turned.width // 2, centre[1] - turned.height // 2)
    image.paste(Image.new("RGB", turned.size, BLACK), corner, turned)


def tick_text(value: float, step: float) -> str:
    """A tick value with as many decimals as its step needs (``0.25``, ``1e-05`` when tiny)."""
    if value == 0:
        return "0"
    if step <= 0 or not 1e-4 <= abs(value) < 1e6:
        return f"{value:.3g}"
    decimals = max(0, -floor(log10(step) + 1e-9))
    return f"{value:.{decimals}f}"


def colour_bar(image: Image.Image, box: tuple[int, int, int, int], low: float, high: float,
               title: str, size: int) -> list[float]:
    """A vertical colour bar in ``box`` (left, top, right, bottom), low at the bottom, labelled
    at round values to its right, ``title`` above it; the values labelled.

    Why round values: an engineer reads 0.2, 0.4, 0.6 at a glance; 0.173, 0.346 must be
    computed with."""
    left, top, right, bottom = box
    rows = np.linspace(high, low, bottom - top)
    strip = colours(rows, low, high)[:, None, :].repeat(right - left, axis=1)
    image.paste(Image.fromarray(np.ascontiguousarray(strip), "RGB"), (left, top))
    draw = ImageDraw.Draw(image)
    draw.rectangle(box, outline=BLACK)
    ticks = enough_ticks(low, high)
    step = ticks[1] - ticks[0] if len(ticks) > 1 else abs(high - low)
    for value in ticks:
        fraction = (value - low) / (high - low) if high > low else 0.5
        y = bottom - fraction * (bottom - top)
        draw.line([(right, y), (right + 4, y)], fill=BLACK)
        write_text(draw, (right + 7, y), tick_text(value, step), size, "lm")
    write_text(draw, (left - 8, top - 10), title, size, "lb")
    return ticks


def polyline(draw: ImageDraw.ImageDraw, points: Sequence[tuple[float, float]], colour: RGB,
             width: int) -> None:
    """A line through ``points``; a single point is drawn as a dot."""
    if len(points) == 1:
        x, y = points[0]
        draw.ellipse([(x - width, y - width), (x + width, y + width)], fill=colour)
    elif points:
        draw.line(list(points), fill=colour, width=width, joint="curve")


def save_png(image: Image.Image, path: Path) -> Path:
    """Write ``image`` as a PNG at ``path`` and return the path.

    Why not ``image.save(path)``: a case may have left a symlink (or a hard link to a host
    file) under the picture's name, and saving through it would overwrite the file it points
    at. The PNG is encoded in memory and renamed into place in ``path``'s real folder, which
    replaces whatever stood at the name.

    Raises:
        OSError: The folder is missing or not writable, or a component of it below
            ``path.parent``… is refused (see :func:`foam_agent.foamcase.hostile.write_beside`).
    """
    encoded = io.BytesIO()
    image.save(encoded, format="PNG", optimize=False)
    return write_beside(path.parent, path.name, encoded.getvalue())
