"""The histories function objects write under ``postProcessing/``: one row of numbers per
iteration (or write time) per file, read as columns.

Why: a steady run's outputs (a force coefficient, a pressure drop, a probe) are what the user
asked for, and they can still drift while the residuals have fallen below a loose tolerance.
Their histories show it. Only objects whose numbers are results are read (forces, surface and
volume field values, probes); residual, timing and min/max objects are not outputs to judge.
Files are read through :mod:`foam_agent.agents.physics.reading` (never following links).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from foam_agent.agents.physics.case import Case
from foam_agent.agents.physics.reading import Values, entries, read_text
from foam_agent.agents.runners.logs import as_time

#: Function-object types whose histories are results the user reads (v1912's names).
RESULT_TYPES = frozenset({"forces", "forceCoeffs", "surfaceFieldValue", "volFieldValue",
                          "fieldValueDelta", "probes", "patchProbes"})
#: Largest history file read: a probe file of many points over many thousand iterations.
MAX_HISTORY_BYTES = 64 * 1024 * 1024


@dataclass(frozen=True)
class History:
    """One history file: its case-relative path, the column names and the numbers (the first
    column is the time or iteration)."""

    relpath: str
    names: tuple[str, ...]
    values: Values


def result_objects(control: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The controlDict's function objects whose histories are results: (name, type)."""
    functions = control.get("functions")
    if not isinstance(functions, Mapping):
        return []
    return [(str(name), str(entry.get("type"))) for name, entry in functions.items()
            if isinstance(entry, Mapping) and entry.get("type") in RESULT_TYPES]


def _rows(text: str) -> tuple[list[str], list[list[float]]]:
    """The last header line's words and the numeric rows of a history (vectors unbracketed)."""
    header: list[str] = []
    rows: list[list[float]] = []
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("#"):
            header = stripped.lstrip("#").split()
            continue
        try:
            rows.append([float(word) for word in
                         stripped.replace("(", " ").replace(")", " ").split()])
        except ValueError:
            continue
    return header, rows


def parse_history(relpath: str, text: str) -> History | None:
    """A history's numbers, keeping the rows as long as the first full one (a row cut short
    by a run that was stopped is dropped); None when fewer than two columns remain."""
    header, rows = _rows(text)
    rows = [row for row in rows if row]
    if not rows:
        return None
    width = max(len(row) for row in rows)
    kept = [row for row in rows if len(row) == width]
    if width < 2 or not kept:
        return None
    names = tuple(header) if len(header) == width else tuple(
        ["time"] + [f"column {index}" for index in range(1, width)])
    values = np.asarray(kept, dtype=float)
    return History(relpath, names, values[np.argsort(values[:, 0], kind="stable")])


def histories(case: Case) -> list[History]:
    """Every result history of the case: each file of each result object, its start-time
    folders (a restarted run writes one per start) joined in time order."""
    found = []
    for name, _ in result_objects(case.control):
        folder = f"postProcessing/{name}"
        starts = sorted((value, start) for start in entries(case.root, folder)
                        if (value := as_time(start)) is not None)
        files: dict[str, list[str]] = {}
        for _, start in starts:
            for file in entries(case.root, f"{folder}/{start}"):
                files.setdefault(file, []).append(f"{folder}/{start}/{file}")
        for _, paths in sorted(files.items()):
            texts = [read_text(case.root, path, MAX_HISTORY_BYTES) for path in paths]
            joined = "\n".join(text for text in texts if text is not None)
            history = parse_history(paths[-1], joined)
            if history is not None:
                found.append(history)
    return found
