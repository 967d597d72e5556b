"""Reading a finished case on the host: dictionaries, fields and logs, never following links.

Why one module: the case is hostile input once a run has written to it (DESIGN.md), so every
file the physics checks look at is opened here, through :mod:`foam_agent.foamcase.hostile`,
and parsed once with foamlib. A file that is missing, refused or unparsable reads as None:
a check that lacks its evidence says so in its row instead of failing the whole verification.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import numpy as np
from foamlib import FoamFile, FoamFileDecodeError

from foam_agent.agents.runners.logs import as_time
from foam_agent.foamcase.hostile import (
    declared_count_problem,
    gunzip,
    list_case_directory,
    parse_refusal,
    read_case_bytes,
)

#: Largest dictionary or field read whole: a field of a few million cells in ASCII.
MAX_FILE_BYTES = 512 * 1024 * 1024
#: Where a field's FoamFile header says its format, and how a binary one says it.
HEADER_BYTES = 2048
BINARY_HEADER = re.compile(rb"\bformat\s+binary\s*;")
#: Largest solver log read whole; every step's residuals and Courant number are in it.
MAX_LOG_BYTES = 256 * 1024 * 1024

Values = np.ndarray[Any, np.dtype[np.float64]]


def read_bytes(case_dir: Path, relpath: str) -> bytes | None:
    """The bytes of a case file (or of its gzipped twin), None when missing or refused."""
    try:
        return read_case_bytes(case_dir, relpath, MAX_FILE_BYTES)
    except OSError:
        pass
    try:
        return gunzip(read_case_bytes(case_dir, relpath + ".gz", MAX_FILE_BYTES), MAX_FILE_BYTES)
    except OSError:
        return None


def read_text(case_dir: Path, relpath: str, max_bytes: int = MAX_LOG_BYTES) -> str | None:
    """A case file as text (a log), None when missing or refused."""
    try:
        return read_case_bytes(case_dir, relpath, max_bytes).decode("utf-8", errors="replace")
    except OSError:
        return None


def read_parsed(case_dir: Path, relpath: str) -> object | None:
    """A case file parsed by foamlib (a dictionary, or a list for ``polyMesh`` files), None
    when missing, refused or unparsable."""
    data = read_bytes(case_dir, relpath)
    # A list declaring more entries than the file holds, or cut short, makes foamlib's parser
    # loop without end (verify of such a field never finished). A binary field's payload holds
    # any bytes, parentheses too, so only its declared counts are checked.
    binary = BINARY_HEADER.search(data[:HEADER_BYTES]) if data is not None else None
    if data is None or (declared_count_problem(data) if binary else parse_refusal(data)):
        return None
    try:
        parsed: object = FoamFile.loads(data)
    except (FoamFileDecodeError, ValueError, TypeError, RecursionError):
        return None
    return parsed


def read_dict(case_dir: Path, relpath: str) -> Mapping[str, Any] | None:
    """A dictionary of the case parsed by foamlib, None when missing, refused or unparsable."""
    parsed = read_parsed(case_dir, relpath)
    return cast(Mapping[str, Any], parsed) if isinstance(parsed, Mapping) else None


def entries(case_dir: Path, relpath: str = ".") -> list[str]:
    """Names of the entries of a case directory; empty when it is missing or refused."""
    try:
        return [entry.name for entry in list_case_directory(case_dir, relpath)]
    except OSError:
        return []


def time_names(case_dir: Path) -> list[str]:
    """The time directories of the case in time order (``0``, ``0.1``, …)."""
    times = [(value, name) for name in entries(case_dir)
             if (value := as_time(name)) is not None]
    return [name for _, name in sorted(times)]


def as_values(value: Any, *, vector: bool) -> Values | None:
    """A field entry's numbers as rows (one per face or cell; one row when uniform).

    foamlib gives a uniform scalar as a float, a uniform vector as an array of 3, a
    non-uniform list as an array, and an empty list as a tuple; anything else (an expression,
    a table) has no numbers here and reads as None.
    """
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return np.array([[float(value)]] if vector else [float(value)], dtype=float)
    if isinstance(value, np.ndarray) and value.dtype.kind in "fiu":
        array = np.asarray(value, dtype=float)
        if vector:
            return array.reshape(-1, 3) if array.size % 3 == 0 else None
        return array.reshape(-1)
    if isinstance(value, tuple) and len(value) == 2 and value[1] == []:
        return np.zeros((0, 3) if vector else (0,), dtype=float)
    return None


@dataclass(frozen=True)
class PatchValue:
    """A field's condition on one patch: its type and its values where it writes them."""

    type: str
    values: Values | None


@dataclass(frozen=True)
class Field:
    """A field at one time: its interior values and its condition on each patch."""

    name: str
    time: str
    internal: Values | None
    patches: dict[str, PatchValue] = field(default_factory=dict)

    @property
    def relpath(self) -> str:
        """The field's file, relative to the case."""
        return f"{self.time}/{self.name}"


def read_field(case_dir: Path, time: str, name: str, *, vector: bool = False) -> Field | None:
    """The field ``name`` written at ``time``; None when there is none."""
    parsed = read_dict(case_dir, f"{time}/{name}")
    if parsed is None:
        return None
    boundary = parsed.get("boundaryField")
    patches: dict[str, PatchValue] = {}
    if isinstance(boundary, Mapping):
        for patch, entry in boundary.items():
            if isinstance(patch, str) and isinstance(entry, Mapping):
                kind = entry.get("type")
                values = as_values(entry.get("value"), vector=vector)
                patches[patch] = PatchValue(str(kind) if kind is not None else "", values)
    return Field(name, time, as_values(parsed.get("internalField"), vector=vector), patches)


@dataclass(frozen=True)
class MeshPatch:
    """A patch of the mesh as constant/polyMesh/boundary declares it."""

    name: str
    type: str
    faces: int
    start: int = 0


def read_mesh_patches(case_dir: Path) -> list[MeshPatch]:
    """The mesh's patches; empty when the boundary file is missing or unreadable."""
    parsed = read_parsed(case_dir, "constant/polyMesh/boundary")
    listed = parsed.get(None) if isinstance(parsed, Mapping) else parsed
    patches = []
    for item in listed if isinstance(listed, list) else []:
        if isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], Mapping):
            faces, start = item[1].get("nFaces", 0), item[1].get("startFace", 0)
            patches.append(MeshPatch(str(item[0]), str(item[1].get("type", "")),
                                     faces if isinstance(faces, int) else 0,
                                     start if isinstance(start, int) else 0))
    return patches
