"""The identifiers one case's own files use: the words that name what a value is *of*.

Why: a request that writes "residualControl p 1e-4" or "referenceField (10 0 0)" names an
entry of the case, and a reader that sees words, not the case, may offer such a word as the
place of a value. Only the followed case can say the word is one of its dictionaries,
keywords, files or tools rather than a place: it is if its files write it (``residualControl``
in ``system/fvSolution``), if a file is named for it (``thermodynamicProperties``) or if a
dictionary is named for the tool that reads it (``topoSetDict`` for ``topoSet``).
"""

from __future__ import annotations

import re
from pathlib import Path

from foam_agent.foamcase.lazy_pattern import lazy_regex

__all__ = ["case_identifiers"]

#: The folders a case keeps its dictionaries and start fields in.
_FOLDERS = ("system", "constant", "0", "0.orig")
#: Files larger than this are fields written out cell by cell or meshes: no identifier lives
#: only there.
_MAX_BYTES = 200_000
_IDENTIFIER = lazy_regex(r"(?<![\w.$])[A-Za-z][A-Za-z0-9_]*(?![\w.])")
_COMMENT = lazy_regex(r"//[^\n]*|/\*.*?\*/", re.DOTALL)


def case_identifiers(root: Path) -> frozenset[str]:
    """Every identifier the dictionaries and start fields of the case at ``root`` write, their
    file names, and the tools their dictionaries are named for (``topoSet`` of
    ``topoSetDict``)."""
    found: set[str] = set()
    for folder in _FOLDERS:
        base = root / folder
        if not base.is_dir():
            continue
        for path in base.rglob("*"):
            if "polyMesh" in path.parts or not path.is_file() or path.is_symlink():
                continue
            found.add(path.name)
            if path.name.endswith("Dict"):
                found.add(path.name[:-len("Dict")])
            if path.stat().st_size > _MAX_BYTES:
                continue
            try:
                text = path.read_text(encoding="utf-8", errors="replace")
            except OSError:
                continue
            found.update(_IDENTIFIER.findall(_COMMENT.sub(" ", text)))
    return frozenset(found)
