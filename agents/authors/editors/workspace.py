"""A throw-away case directory for an author: the file set written out, read back after edits.

Why: foamlib edits files, while authors exchange ``{relpath: text}``. An author works on a
temporary copy (never the user's output directory) and returns the texts it reads back.
"""

from __future__ import annotations

import contextlib
import shutil
import tempfile
from collections.abc import Iterator, Mapping
from pathlib import Path

from foam_agent.agents.authors.base import AuthorError
from foam_agent.agents.case_files import CaseWriter, UnsafeWrite


@contextlib.contextmanager
def workspace(files: Mapping[str, str]) -> Iterator[Path]:
    """A temporary case directory holding ``files``; removed on exit."""
    root = Path(tempfile.mkdtemp(prefix="foam-agent-template-"))
    try:
        writer = CaseWriter(root)
        for relative, text in files.items():
            try:
                writer.write(relative, text)
            except UnsafeWrite as refusal:
                raise AuthorError(f"reference file refused: {refusal}") from refusal
        yield root
    finally:
        shutil.rmtree(root, ignore_errors=True)


def read_back(root: Path) -> dict[str, str]:
    """Every file under ``root`` as ``{relpath: text}`` (what the author returns)."""
    files: dict[str, str] = {}
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink():
            files[path.relative_to(root).as_posix()] = path.read_text(encoding="utf-8",
                                                                      errors="replace")
    return files
