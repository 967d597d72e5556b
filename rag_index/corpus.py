"""Reading an installation's tutorials into cases: metadata, directory tree and file texts.

Why: the retriever needs, for each tutorial case, what it is (domain, solver, category, name),
what it contains, and the text of every file a writer could copy. Tutorials are read exactly as
installed: Debian gzips 451 of them (``0/hU.gz``), so ``.gz`` files are decompressed and listed
under their plain name, the name a solver or a writer uses. Geometry and binary payloads stay in
the tree by name but their contents are left out: no writer can use a 10 MB ``.obj``.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import re
import zlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from foam_agent.rag_index.errors import EmptyCorpus
from foam_agent.rag_index.text import strip_comments

__all__ = [
    "Corpus",
    "TutorialCase",
    "content_hash",
    "find_case_dirs",
    "read_case",
    "scan_tutorials",
    "tree_fingerprint",
]

#: Larger files are meshes, surfaces and non-uniform fields (up to 14 MB here); a writer cannot
#: use them, and with this cap the whole payload stays near 15 MB instead of 126 MB.
MAX_FILE_BYTES = 128 * 1024
#: Geometry formats: binary or huge, consumed by meshers, never edited by a writer.
GEOMETRY_SUFFIXES = frozenset(
    {".stl", ".obj", ".stp", ".step", ".igs", ".iges", ".vtk", ".vtp", ".nas", ".ftr", ".emesh"}
)
#: Folders whose files are geometry or mesh data whatever their suffix.
GEOMETRY_DIRS = frozenset({"triSurface"})
#: A case is a directory holding this file (plain or gzipped).
CONTROL_DICT = "system/controlDict"

_APPLICATION = re.compile(r"^\s*application\s+([A-Za-z][\w.-]*)\s*;", re.MULTILINE)

ProgressFn = Callable[[str, int, int], None]


@dataclass(frozen=True)
class TutorialCase:
    """One tutorial case as read from disk.

    Attributes:
        path: Directory relative to the tutorials root, with ``/``
            (``incompressible/icoFoam/cavity/cavity``).
        domain: First path component (``incompressible``, ``multiphase``, ...).
        solver: The ``application`` of its controlDict, or the second path component when the
            controlDict does not name one.
        category: Path components between the solver folder and the name (``RAS``,
            ``laminar``, ``cavity``), joined with ``/``; empty for shallow cases.
        name: Last path component.
        files: Relative path to text for every readable file, ``.gz`` decompressed under its
            plain name, comments kept.
        omitted: Relative path (as on disk) to why its content was left out.
        allrun_path: Tutorial-relative path of the script that runs the case: its own
            ``Allrun`` or, for cases run by a parent folder's script, the nearest one above.
        allrun: Text of that script, or None when there is none.
    """

    path: str
    domain: str
    solver: str
    category: str
    name: str
    files: Mapping[str, str] = field(repr=False)
    omitted: Mapping[str, str] = field(repr=False)
    allrun_path: str | None = None
    allrun: str | None = field(default=None, repr=False)

    @property
    def tree(self) -> list[str]:
        """Every file of the case, readable or not, sorted."""
        return sorted({*self.files, *self.omitted})


@dataclass(frozen=True)
class Corpus:
    """All tutorial cases of an installation plus fingerprints to detect later changes.

    Attributes:
        root: The tutorials directory as given.
        cases: Cases sorted by path.
        content_hash: sha256 over every file's path and bytes under ``root``.
        fingerprint: sha256 over every file's path, size and mtime: cheap to recompute.
    """

    root: Path
    cases: tuple[TutorialCase, ...]
    content_hash: str
    fingerprint: str


def _walk(root: Path) -> Iterator[tuple[str, list[str], list[str]]]:
    """``os.walk`` in sorted order, not entering symlinked folders (aliases of other cases)."""
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        yield dirpath, dirnames, sorted(filenames)


def find_case_dirs(root: str | os.PathLike[str]) -> list[str]:
    """Relative paths of every case under ``root``: folders holding ``system/controlDict``.

    Symlinked folders are not followed; they alias cases listed elsewhere.
    """
    root = Path(root)
    found = []
    for dirpath, _dirnames, filenames in _walk(root):
        if Path(dirpath).name == "system" and (
            "controlDict" in filenames or "controlDict.gz" in filenames
        ):
            found.append(Path(dirpath).parent.relative_to(root).as_posix())
    return sorted(p for p in found if p != ".")


def _read_text(path: Path, relpath: str) -> tuple[str | None, str]:
    """Return ``(text, "")`` for a usable text file, else ``(None, reason)``."""
    parts = PurePosixPath(relpath).parts
    plain = relpath[:-3] if relpath.endswith(".gz") else relpath
    if GEOMETRY_DIRS.intersection(parts) or PurePosixPath(plain).suffix.lower() in (
        GEOMETRY_SUFFIXES
    ):
        return None, "geometry"
    try:
        data = path.read_bytes()
        if relpath.endswith(".gz"):
            data = gzip.decompress(data)
    except (OSError, EOFError, zlib.error, gzip.BadGzipFile) as error:
        return None, f"unreadable: {error}"
    if len(data) > MAX_FILE_BYTES:
        return None, f"larger than {MAX_FILE_BYTES // 1024} KiB"
    if b"\0" in data:
        return None, "binary"
    return data.decode("utf-8", errors="replace"), ""


def _solver_of(control_dict: str | None, fallback: str) -> str:
    if control_dict:
        match = _APPLICATION.search(strip_comments(control_dict))
        if match:
            return match.group(1)
    return fallback


def _inside(path: Path, root: Path) -> bool:
    """Whether ``path`` resolves inside ``root`` (file symlinks may point anywhere)."""
    try:
        return path.resolve().is_relative_to(root.resolve())
    except OSError:
        return False


def read_case(root: str | os.PathLike[str], case_path: str) -> TutorialCase:
    """Read one case: metadata from its path and controlDict, and its files.

    Args:
        root: The tutorials directory.
        case_path: The case folder relative to ``root``.
    """
    root = Path(root)
    case_dir = root / case_path
    files: dict[str, str] = {}
    omitted: dict[str, str] = {}
    for dirpath, _dirnames, filenames in _walk(case_dir):
        for filename in filenames:
            path = Path(dirpath) / filename
            relpath = path.relative_to(case_dir).as_posix()
            if not path.is_file() or not _inside(path, root):
                omitted[relpath] = "not a regular file inside the tutorials"
                continue
            text, reason = _read_text(path, relpath)
            if text is None:
                omitted[relpath] = reason
                continue
            plain = relpath[:-3] if relpath.endswith(".gz") else relpath
            if plain != relpath and plain in files:
                continue  # both x and x.gz: the plain file is what a solver reads first
            files[plain] = text

    parts = case_path.split("/")
    solver = _solver_of(files.get(CONTROL_DICT), parts[1] if len(parts) > 2 else "")
    allrun_path, allrun = _find_allrun(root, case_path, files)
    return TutorialCase(
        path=case_path,
        domain=parts[0],
        solver=solver,
        category="/".join(parts[2:-1]),
        name=parts[-1],
        files=files,
        omitted=omitted,
        allrun_path=allrun_path,
        allrun=allrun,
    )


def _find_allrun(
    root: Path, case_path: str, files: Mapping[str, str]
) -> tuple[str | None, str | None]:
    """The case's own Allrun, else the nearest one in a parent folder below the root."""
    if "Allrun" in files:
        return f"{case_path}/Allrun", files["Allrun"]
    parent = PurePosixPath(case_path).parent
    while str(parent) != ".":
        for candidate in ("Allrun", "Allrun.gz"):
            path = root / parent / candidate
            if path.is_file():
                text, _reason = _read_text(path, candidate)
                if text is not None:
                    return f"{parent.as_posix()}/Allrun", text
        parent = parent.parent
    return None, None


def _entries(root: Path) -> Iterator[tuple[str, Path]]:
    """Every file and symlink under ``root`` (relative path, path), in a stable order."""
    for dirpath, dirnames, filenames in _walk(root):
        for name in [*(d for d in dirnames if (Path(dirpath) / d).is_symlink()), *filenames]:
            path = Path(dirpath) / name
            yield path.relative_to(root).as_posix(), path


def tree_fingerprint(root: str | os.PathLike[str]) -> str:
    """sha256 over each file's path, size and modification time: tells "maybe changed" fast.

    The same entries in the same order as :func:`_entries`, walked with plain strings: every
    solve checks the index is fresh, and building a ``Path`` per file of 383 tutorials cost
    about three times the walk itself.
    """
    digest = hashlib.sha256()
    top = os.path.normpath(os.fspath(root))
    for dirpath, dirnames, filenames in _walk(Path(top)):
        folder = dirpath[len(top) + 1:] if dirpath != top else ""
        linked = [name for name in dirnames if os.path.islink(os.path.join(dirpath, name))]
        for name in [*linked, *filenames]:
            try:
                stat = os.lstat(os.path.join(dirpath, name))
            except OSError:
                continue
            relpath = f"{folder}/{name}" if folder else name
            digest.update(f"{relpath}\0{stat.st_size}\0{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def content_hash(root: str | os.PathLike[str]) -> str:
    """sha256 over each file's path and bytes (symlinks by target): tells "really changed"."""
    digest = hashlib.sha256()
    for relpath, path in _entries(Path(root)):
        digest.update(relpath.encode() + b"\0")
        try:
            if path.is_symlink():
                digest.update(b"L" + os.readlink(path).encode())
            else:
                digest.update(b"F" + hashlib.sha256(path.read_bytes()).digest())
        except OSError as error:
            digest.update(b"E" + str(error).encode())
    return digest.hexdigest()


def scan_tutorials(root: str | os.PathLike[str], *, progress: ProgressFn | None = None) -> Corpus:
    """Read every case under ``root``.

    Args:
        root: The tutorials directory (``$FOAM_TUTORIALS``, or Debian's
            ``/usr/share/doc/openfoam-examples/examples``).
        progress: Called as ``progress("read", done, total)`` after each case.

    Raises:
        EmptyCorpus: ``root`` is missing or holds no case; an index of nothing would answer
            every prompt with nothing, so this is refused at build time.
    """
    root = Path(root)
    if not root.is_dir():
        raise EmptyCorpus(f"tutorials directory {root} does not exist")
    case_paths = find_case_dirs(root)
    if not case_paths:
        raise EmptyCorpus(f"no tutorial case (a folder with {CONTROL_DICT}) under {root}")
    cases = []
    for done, case_path in enumerate(case_paths, start=1):
        cases.append(read_case(root, case_path))
        if progress:
            progress("read", done, len(case_paths))
    return Corpus(
        root=root,
        cases=tuple(cases),
        content_hash=content_hash(root),
        fingerprint=tree_fingerprint(root),
    )
