"""The unit a field is drawn in, from the ``dimensions`` line of its own file.

Why the file and not a table of field names: ``p`` is kinematic (m²/s²) in an incompressible
case and a pressure (Pa) in a compressible one, and a user's own field has whatever dimensions
its author wrote; the file is the one place that says which.
"""

from __future__ import annotations

import re
from pathlib import Path

from foam_agent.agents.runners.logs import as_time
from foam_agent.foamcase.case.vocabulary import BASE_DIMENSIONS, Dimensions
from foam_agent.foamcase.hostile import list_case_directory, open_case_file

#: The header of a field file is in its first few kilobytes, even when the values are binary.
HEADER_BYTES = 8192
#: Two times closer than this (relative) name the same time directory.
TIME_RTOL = 1e-6
#: SI symbol of each base dimension, by the names OpenFOAM's dimension set uses.
SYMBOLS = {"mass": "kg", "length": "m", "time": "s", "temperature": "K", "substance": "mol",
           "current": "A", "luminosity": "cd"}
#: Derived units read more easily than their base form: Pa rather than kg/(m·s²).
NAMED: dict[tuple[float, ...], str] = {
    (1, -1, -2, 0, 0, 0, 0): "Pa",
    (1, 2, -2, 0, 0, 0, 0): "J",
    (1, -3, 0, 0, 0, 0, 0): "kg/m³",
}
SUPERSCRIPTS = str.maketrans("-0123456789.", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹·")
_DIMENSIONS = re.compile(rb"^\s*dimensions\s*\[([^\]]*)\]", re.MULTILINE)


def unit_text(dimensions: Dimensions) -> str:
    """``m/s``, ``m²/s²``, ``Pa``, ``K``; ``1`` for a dimensionless field."""
    exponents = tuple(float(value) for value in dimensions)
    if exponents in NAMED:
        return NAMED[exponents]
    upper: list[str] = []
    lower: list[str] = []
    for base, exponent in zip(BASE_DIMENSIONS, exponents, strict=True):
        if exponent == 0:
            continue
        power = abs(exponent)
        written = f"{power:g}".translate(SUPERSCRIPTS) if power != 1 else ""
        (upper if exponent > 0 else lower).append(SYMBOLS.get(base, base) + written)
    if not upper and not lower:
        return "1"
    top = "·".join(upper) or "1"
    if not lower:
        return top
    bottom = "·".join(lower)
    return f"{top}/({bottom})" if len(lower) > 1 else f"{top}/{bottom}"


def time_directory(case_dir: Path, time: float) -> str | None:
    """The name of ``case_dir``'s directory written at ``time`` (``0.5``, ``282``), or None."""
    try:
        entries = list_case_directory(case_dir)
    except OSError:
        return None
    for entry in entries:
        value = as_time(entry.name)
        if entry.kind == "dir" and value is not None and abs(value - time) <= TIME_RTOL * max(
                abs(time), 1e-12):
            return entry.name
    return None


def field_dimensions(case_dir: Path, time: float, field: str) -> Dimensions | None:
    """The dimensions the file ``<time>/<field>`` declares, or None when it cannot be read."""
    directory = time_directory(case_dir, time)
    if directory is None:
        return None
    try:
        with open_case_file(case_dir, f"{directory}/{field}") as handle:
            header = handle.read(HEADER_BYTES)
    except OSError:
        return None
    found = _DIMENSIONS.search(header)
    if found is None:
        return None
    try:
        values = [float(token) for token in found.group(1).split()]
    except ValueError:
        return None
    if len(values) == 5:
        values += [0.0, 0.0]
    if len(values) != len(BASE_DIMENSIONS):
        return None
    return (values[0], values[1], values[2], values[3], values[4], values[5], values[6])


def field_unit(case_dir: Path, time: float, field: str) -> str | None:
    """The unit of ``field`` at ``time`` as text, or None when its file does not say."""
    dimensions = field_dimensions(case_dir, time, field)
    return unit_text(dimensions) if dimensions is not None else None
