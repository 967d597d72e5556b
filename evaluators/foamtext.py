"""Read the plain ASCII OpenFOAM files the scorer needs into NumPy, or decline.

Why: reading a case through VTK's ``vtkOpenFOAMReader`` meant importing VTK (0.09 s of CPU)
and building VTK objects, for files that are lists of numbers. This module reads the common
form of those files (``format ascii``, optionally gzipped: ``points``, ``faces``, ``owner``,
``neighbour``, ``boundary`` and the ``internalField`` and patch ``value`` entries of a field)
and returns None for anything else (binary, compact face lists, ``#include``, ``$var``,
regular-expression patch names, ``nan``): the caller then reads the case with VTK as before.

Numbers are parsed as VTK parses them, to the nearest double, and the caller rounds them to
float32 as VTK stores them, so the values are bit for bit VTK's.
"""

from __future__ import annotations

import re
import warnings
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from foam_agent.evaluators.casefiles import MAX_DATA_BYTES, read_case_path
from foam_agent.foamcase.hostile import gunzip

#: The ``FoamFile { ... }`` header block.
_HEADER = re.compile(rb"FoamFile\s*\{([^{}]*)\}")

#: One ``keyword value;`` line of a header or of a patch dictionary.
ENTRY = re.compile(rb"^\s*([A-Za-z_][\w.]*)\s+([^;{}]*?)\s*;", re.MULTILINE)

#: ``N (``: the start of a counted list (its end is the last ``)`` before the next ``;``).
_LIST_START = re.compile(rb"\s*(\d+)\s*\(")

#: A ``name { ... }`` dictionary with no dictionary inside.
_BLOCK = re.compile(rb"([A-Za-z_][\w.:-]*)\s*\{([^{}]*)\}")

#: Components per value of each field class the reader handles.
FIELD_COMPONENTS = {"scalar": 1, "vector": 3, "symmTensor": 6, "tensor": 9}

#: Characters that make a file's meaning depend on more than its own text.
_INDIRECTIONS = (b"#", b"$", b'"')


def file_bytes(path: Path) -> bytes | None:
    """The bytes of ``path`` or, failing that, of ``path.gz`` unpacked; None when neither can
    be read (a link, a hard-linked file, over :data:`MAX_DATA_BYTES` packed or unpacked)."""
    for candidate in (path, path.with_name(path.name + ".gz")):
        try:
            raw = read_case_path(candidate, MAX_DATA_BYTES)
        except FileNotFoundError:
            continue
        except OSError:
            return None
        if candidate.suffix == ".gz":
            try:
                raw = gunzip(raw, MAX_DATA_BYTES)
            except OSError:
                return None
        return raw
    return None


def strip_comments(raw: bytes) -> bytes:
    """``raw`` with each ``// ...`` line end and ``/* ... */`` block replaced by a space.

    Found with ``bytes.find`` (a regular expression would test every byte of megabytes of
    numbers, where comments are rare); an unterminated ``/*`` is left as text.
    """
    parts = []
    start = position = 0
    while (slash := raw.find(b"/", position)) >= 0:
        kind = raw[slash + 1:slash + 2]
        if kind == b"/":
            end = raw.find(b"\n", slash)
            end = len(raw) if end < 0 else end
        elif kind == b"*" and (close := raw.find(b"*/", slash + 2)) >= 0:
            end = close + 2
        else:
            position = slash + 1
            continue
        parts += [raw[start:slash], b" "]
        start = position = end
    parts.append(raw[start:])
    return b"".join(parts)


@dataclass(frozen=True)
class FoamText:
    """A file's header entries and the text after the header."""

    header: dict[str, str]
    body: bytes


def ascii_text(raw: bytes | None) -> FoamText | None:
    """The header and body (comments removed) of an ASCII file with no indirection; None
    otherwise."""
    if raw is None:
        return None
    text = strip_comments(raw)
    match = _HEADER.search(text)
    if match is None:
        return None
    header = {k.decode(): v.decode() for k, v in ENTRY.findall(match.group(1))}
    body = text[match.end():]
    if header.get("format", "ascii") != "ascii" or any(mark in body for mark in _INDIRECTIONS):
        return None
    return FoamText(header, body)


def _numbers(text: bytes, dtype: type) -> np.ndarray | None:
    """Every number in ``text`` (parentheses ignored); None when one is not a finite number.

    ``np.fromstring`` in text mode parses to the nearest double (as ``float()``, four times
    faster than converting tokens); it only warns at text it cannot parse, made an error here.
    """
    spaced = text.replace(b"(", b" ").replace(b")", b" ")
    if not spaced.strip():
        return np.empty(0, dtype=dtype)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        try:
            values: np.ndarray = np.fromstring(spaced, dtype=dtype, sep=" ")
        except (ValueError, OverflowError, DeprecationWarning):
            return None
    if dtype is np.float64 and not np.isfinite(values).all():
        return None
    return values


def counted_list(text: bytes, start: int, dtype: type) -> tuple[np.ndarray, int, int] | None:
    """The ``N ( ... )`` list at ``start``: its numbers, N, and the offset after it."""
    match = _LIST_START.match(text, start)
    if match is None:
        return None
    end = text.find(b";", match.end())
    close = text.rfind(b")", match.end(), len(text) if end < 0 else end)
    if close < 0:
        return None
    values = _numbers(text[match.end():close], dtype)
    if values is None:
        return None
    return values, int(match.group(1)), close + 1


def mesh_list(raw: bytes | None, dtype: type, width: int) -> np.ndarray | None:
    """A polyMesh list file as an (N, width) array (``points``: width 3; ``owner``: 1)."""
    parsed = ascii_text(raw)
    if parsed is None:
        return None
    found = counted_list(parsed.body, 0, dtype)
    if found is None:
        return None
    values, count, _ = found
    if values.size != count * width:
        return None
    return values.reshape(count, width) if width > 1 else values


def quad_faces(raw: bytes | None) -> np.ndarray | None:
    """``polyMesh/faces`` as an (N, 4) array when every face has four points; None otherwise."""
    table = mesh_list(raw, np.int64, 5)
    if table is None or not (table[:, 0] == 4).all():
        return None
    return table[:, 1:]


@dataclass(frozen=True)
class Patch:
    """One entry of ``polyMesh/boundary``."""

    name: str
    kind: str
    start: int
    size: int


def boundary_patches(raw: bytes | None) -> tuple[Patch, ...] | None:
    """The patches of ``polyMesh/boundary`` in file order; None when it cannot be read."""
    parsed = ascii_text(raw)
    if parsed is None:
        return None
    patches = []
    for name, content in dictionary_blocks(parsed.body):
        entries = dict(ENTRY.findall(content))
        try:
            patches.append(Patch(name, entries[b"type"].decode(), int(entries[b"startFace"]),
                                 int(entries[b"nFaces"])))
        except (KeyError, ValueError):
            return None
    return tuple(patches)


def dictionary_blocks(text: bytes) -> list[tuple[str, bytes]]:
    """Every ``name { ... }`` block one level inside the first ``{`` or ``(`` of ``text``."""
    opening = re.compile(rb"[{(]").search(text)
    if opening is None:
        return []
    blocks = []
    for match in _BLOCK.finditer(text, opening.end()):
        blocks.append((match.group(1).decode(), match.group(2)))
    return blocks


def field_values(text: bytes, count: int, components: int) -> np.ndarray | None:
    """The value of an ``internalField`` or ``value`` entry (``uniform x`` or ``nonuniform
    List<type> N(...)``) as a float64 (count, components) array; None when it is another form."""
    uniform = re.compile(rb"\s*uniform\s+").match(text)
    if uniform is not None:
        end = text.find(b";", uniform.end())
        values = _numbers(text[uniform.end():end], np.float64) if end >= 0 else None
        if values is None or values.size != components:
            return None
        return np.broadcast_to(values, (count, components)).copy()
    nonuniform = re.compile(rb"\s*nonuniform\s+List<\w+>").match(text)
    if nonuniform is None:
        return None
    found = counted_list(text, nonuniform.end(), np.float64)
    if found is None:
        return None
    values, size, _ = found
    if size != count or values.size != count * components:
        return None
    return values.reshape(count, components)
