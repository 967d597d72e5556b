"""The installation's own m4 templates, known by content.

Why: ``m4`` runs shell commands (``syscmd``, ``esyscmd``), so a model-written template could do
anything. Tutorials mesh with m4 (``blockMeshDict.m4``), so the gate lets m4 expand a file only
when its content is byte-for-byte one of the installation's tutorial templates.
"""

from __future__ import annotations

import functools
import gzip
import hashlib
from pathlib import Path


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _read(path: Path) -> bytes:
    if path.name.endswith(".gz"):
        with gzip.open(path, "rb") as stream:
            return stream.read()
    return path.read_bytes()


@functools.cache
def tutorial_template_digests(tutorials_dir: Path) -> frozenset[str]:
    """SHA-256 of every ``*.m4`` / ``*.m4.gz`` under the tutorials, decompressed."""
    digests: set[str] = set()
    for pattern in ("*.m4", "*.m4.gz"):
        for path in tutorials_dir.rglob(pattern):
            if path.is_file():
                digests.add(_digest(_read(path)))
    return frozenset(digests)


def known_template(path: Path, tutorials_dir: Path) -> bool:
    """Whether ``path`` (gzipped or not) holds one of the tutorials' own m4 templates."""
    try:
        data = _read(path)
    except (OSError, EOFError, gzip.BadGzipFile):
        return False
    return _digest(data) in tutorial_template_digests(tutorials_dir)
