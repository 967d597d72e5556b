"""The followed case as it was before anything was applied: the base of relative requirements.

Why: "twice as fine" and "10 % faster than the tutorial" are checked against the tutorial the
case follows, not against the case as written (where the change is already made). The plan
names that tutorial; its files are among the retrieved references, or, with retrieval off,
under the installation's tutorials. The audit reads them itself (only the dictionaries a case
is made of: ``0``, ``constant``, ``system``), so it depends on no author's way of copying a
tutorial.
"""

from __future__ import annotations

import contextlib
import gzip
import shutil
import tempfile
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Protocol

from foam_agent.agents.case_files import CaseWriter, UnsafeWrite
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.resolve import needs_baseline
from foam_agent.foamcase.case.files import FIELD_DIRS

#: The folders of a case that hold its dictionaries (fields, properties, mesh and controls).
CASE_FOLDERS = (*FIELD_DIRS, "constant", "system")
#: Folders under ``constant`` that hold geometry, never a dictionary a requirement is about.
GEOMETRY_FOLDERS = ("constant/triSurface", "constant/geometry", "constant/polyMesh")
#: Where a tutorial keeps pristine fields when its Allrun restores ``0`` from them.
ORIGINAL_FIELDS, START_FIELDS = "0.orig/", "0/"


class FollowedPlan(Protocol):
    """What the audit needs of a plan: the tutorial it follows."""

    @property
    def reference_case(self) -> str | None: ...


class RetrievedCase(Protocol):
    """What the audit needs of a retrieved tutorial: its path and its files."""

    @property
    def case(self) -> str: ...

    @property
    def files(self) -> Mapping[str, str]: ...


def _is_input(relative: str) -> bool:
    """Whether ``relative`` is a dictionary of the case's own folders (no geometry)."""
    top = relative.split("/", 1)[0]
    return (top in CASE_FOLDERS and not relative.startswith(GEOMETRY_FOLDERS)) \
        or relative == "constant/polyMesh/blockMeshDict"


def _inputs(files: Mapping[str, str]) -> dict[str, str]:
    """The case's dictionaries, with ``0`` made from ``0.orig`` when only that is shipped."""
    kept = {name: text for name, text in files.items() if _is_input(name)}
    if not any(name.startswith(START_FIELDS) for name in kept):
        kept.update({START_FIELDS + name[len(ORIGINAL_FIELDS):]: text
                     for name, text in list(kept.items()) if name.startswith(ORIGINAL_FIELDS)})
    return kept


def _read_tutorial(root: Path) -> dict[str, str]:
    """A tutorial's dictionaries as ``{relpath: text}``, ``.gz`` files under their plain names."""
    files: dict[str, str] = {}
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root).as_posix().removesuffix(".gz")
        if not path.is_file() or path.is_symlink() or not _is_input(relative):
            continue
        data = gzip.decompress(path.read_bytes()) if path.suffix == ".gz" else path.read_bytes()
        files[relative] = data.decode("utf-8", errors="replace")
    return files


def followed_files(spec: CaseSpec, plan: FollowedPlan | None,
                   references: Sequence[RetrievedCase],
                   tutorials_dir: Callable[[], str | Path | None]) -> dict[str, str] | None:
    """The input files of the tutorial ``plan`` follows, when ``spec`` needs them.

    ``tutorials_dir`` is asked only when the tutorial is not among ``references`` (retrieval
    off), so the installation is not inspected when nothing relative was stated.

    Returns None when nothing in the spec is relative to the followed case, or when the plan
    names no tutorial that can be read (the audit then reports those rows as not checkable).
    """
    if plan is None or plan.reference_case is None or not needs_baseline(spec):
        return None
    for reference in references:
        if reference.case == plan.reference_case:
            return _inputs(reference.files)
    tutorials = tutorials_dir()
    if tutorials is None or not (Path(tutorials) / plan.reference_case).is_dir():
        return None
    return _inputs(_read_tutorial(Path(tutorials) / plan.reference_case))


@contextlib.contextmanager
def baseline_case(files: Mapping[str, str]) -> Iterator[Path]:
    """A temporary case directory holding the followed case's ``files``; removed on exit. A
    file the case writer refuses (a path outside the case) is left out: no requirement is
    about it."""
    root = Path(tempfile.mkdtemp(prefix="foam-agent-baseline-"))
    try:
        writer = CaseWriter(root)
        for relative, text in files.items():
            with contextlib.suppress(UnsafeWrite):
                writer.write(relative, text)
        yield root
    finally:
        shutil.rmtree(root, ignore_errors=True)
