"""Writing model-authored files into a case, and reading a case back for a model.

Why: text written by a model is untrusted. ``CaseWriter`` is the only way files reach a case and
it refuses any path outside the case (absolute paths, ``..``, symlinks along the way) and any
content that is not text. ``snapshot`` is the only way a case reaches a model: input files only,
never results, processor directories or mesh point lists, which would cost millions of tokens.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

#: Files larger than this are not case dictionaries a model should write (largest tutorial
#: dictionary is ~60 kB; non-uniform fields and meshes are what is larger).
MAX_WRITE_BYTES = 2 * 1024 * 1024
#: A snapshot leaves out larger files: a model needs dictionaries, not data.
MAX_SNAPSHOT_FILE_BYTES = 64 * 1024
#: Mesh data a model never needs to read (the boundary file stays: it names the patches).
_MESH_DATA = frozenset({"points", "faces", "owner", "neighbour", "cellZones", "faceZones",
                        "pointZones", "sets"})
_SKIPPED_DIRS = re.compile(r"^(processor\d*|processors\d*|postProcessing|VTK|dynamicCode)$")
_TIME_NAME = re.compile(r"^-?\d+(\.\d+)?([eE][-+]?\d+)?$")


class UnsafeWrite(ValueError):
    """A file the writer refused; the message says which and why, for the reviewer."""


@dataclass
class WriteReport:
    """What a batch of writes did: written paths and refusals (path → reason)."""

    written: list[str] = field(default_factory=list)
    deleted: list[str] = field(default_factory=list)
    refused: dict[str, str] = field(default_factory=dict)


class CaseWriter:
    """Writes text files strictly inside one case directory."""

    def __init__(self, case_dir: str | Path) -> None:
        self.case_dir = Path(case_dir).resolve()

    def _target(self, relative: str) -> Path:
        if not relative or relative.strip() != relative:
            raise UnsafeWrite(f"'{relative}': empty or padded path")
        pure = PurePosixPath(relative)
        if pure.is_absolute() or relative.startswith("~"):
            raise UnsafeWrite(f"'{relative}': absolute paths are not allowed")
        if ".." in pure.parts:
            raise UnsafeWrite(f"'{relative}': '..' would leave the case directory")
        target = self.case_dir.joinpath(*pure.parts)
        current = self.case_dir
        for part in pure.parts:
            current = current / part
            if current.is_symlink():
                raise UnsafeWrite(f"'{relative}': '{current.name}' is a symbolic link")
        if target.resolve() != target or self.case_dir not in target.parents:
            raise UnsafeWrite(f"'{relative}': resolves outside the case directory")
        return target

    def write(self, relative: str, text: str) -> Path:
        """Write one text file; raise :class:`UnsafeWrite` instead of writing outside."""
        target = self._target(relative)
        if "\x00" in text:
            raise UnsafeWrite(f"'{relative}': binary content (NUL bytes) is not allowed")
        data = text.encode("utf-8")
        if len(data) > MAX_WRITE_BYTES:
            raise UnsafeWrite(f"'{relative}': {len(data)} bytes is too large for a case file")
        if target.is_dir():
            raise UnsafeWrite(f"'{relative}': is a directory")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        if target.name.startswith("All") or target.suffix == ".sh" or text.startswith("#!"):
            # A tutorial's own helper scripts (mixerVessel2D's makeMesh) carry no suffix; the
            # Allrun calls them by path, and the gate checks every script it calls.
            target.chmod(0o755)
        return target

    def delete(self, relative: str) -> None:
        """Remove one file or directory of the case."""
        target = self._target(relative)
        if target == self.case_dir:
            raise UnsafeWrite("the case directory itself cannot be deleted")
        if target.is_dir():
            shutil.rmtree(target)
        elif target.exists():
            target.unlink()

    def apply(self, files: Mapping[str, str], deletions: list[str] | None = None) -> WriteReport:
        """Write many files; refusals are collected, not raised: one bad path costs one file."""
        report = WriteReport()
        for relative in deletions or []:
            try:
                self.delete(relative)
                report.deleted.append(relative)
            except UnsafeWrite as refusal:
                report.refused[relative] = str(refusal)
        for relative, text in files.items():
            try:
                self.write(relative, text)
                report.written.append(relative)
            except UnsafeWrite as refusal:
                report.refused[relative] = str(refusal)
        return report


def _is_skipped(relative: PurePosixPath) -> bool:
    parts = relative.parts
    if _SKIPPED_DIRS.match(parts[0]) or parts[0].startswith("log."):
        return True
    if _TIME_NAME.match(parts[0]) and float(parts[0]) != 0:
        return True
    return "polyMesh" in parts and parts[-1] in _MESH_DATA or "sets" in parts


def snapshot(case_dir: str | Path) -> dict[str, str]:
    """The case's input files as text, for a model: no results, no mesh data, no binaries."""
    root = Path(case_dir)
    files: dict[str, str] = {}
    for path in sorted(root.rglob("*")):
        if not path.is_file() or path.is_symlink():
            continue
        relative = PurePosixPath(path.relative_to(root).as_posix())
        if _is_skipped(relative) or path.stat().st_size > MAX_SNAPSHOT_FILE_BYTES:
            continue
        data = path.read_bytes()
        if b"\x00" in data or relative.name == "case.foam":
            continue
        files[str(relative)] = data.decode("utf-8", errors="replace")
    return files
