"""Copy an installed tutorial case into a working folder, ready to run.

Why one function: Debian's openfoam-examples gzips 451 tutorial files (``0/U.gz``,
``system/controlDict.gz``), and the shell steps of a run (``sed``, ``m4``, ``foamDictionary``
edits, a user's editor) read only plain text. The tests, the benchmarks and the examples all
start from such copies, so the rule lives here once.
"""

from __future__ import annotations

import gzip
import os
import shutil
from pathlib import Path

#: Geometry folders whose ``.gz`` files stay packed: OpenFOAM's surface readers take
#: ``.stl.gz`` and ``.obj.gz`` directly, and the tutorials' own scripts name them packed.
PACKED_FOLDERS = frozenset({"triSurface"})


def copy_tutorial(source: str | os.PathLike[str], destination: str | os.PathLike[str]) -> Path:
    """Copy the case folder ``source`` to ``destination`` (which must not exist) and unpack
    every ``.gz`` file in place (``0/U.gz`` → ``0/U``), except geometry under ``triSurface``.

    Returns:
        ``destination`` as a Path.
    """
    target = Path(shutil.copytree(source, destination, symlinks=True))
    for packed in sorted(target.rglob("*.gz")):
        if PACKED_FOLDERS.intersection(packed.relative_to(target).parts) or packed.is_symlink():
            continue
        with gzip.open(packed, "rb") as compressed, packed.with_suffix("").open("wb") as plain:
            shutil.copyfileobj(compressed, plain)
        packed.unlink()
    return target
