"""The template author's memory: a tutorial found by name when there is no retrieval.

Why: with RAG off the author gets no references, but a prompt that names a solver of the
installation ("icoFoam", "rhoCentralFoam", maybe "pitzDaily") points at a tutorial by path:
``<domain>/<solver>/.../<case>``. This is an exact-name lookup on the directory tree, no index:
the solver's folder, then the case whose name the prompt mentions, else the simplest case there.
"""

from __future__ import annotations

import gzip
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from foam_agent.agents.authors.base import Reference
from foam_agent.agents.case_files import MAX_WRITE_BYTES
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: Solver folders sit at most this deep (``multiphase/interFoam``, ``heatTransfer/.../``).
SOLVER_DEPTH = 3
#: Case folders sit at most this deep below their solver folder (``laminar/damBreak/damBreak``).
CASE_DEPTH = 4
#: Ways of naming a tutorial that do not contain its folder name, normalised → folder name.
CASE_ALIASES: dict[str, str] = {
    "forwardfacingstep": "forwardStep",
    "backwardfacingstep": "pitzDaily",
    "backstep": "pitzDaily",
    "liddrivencavity": "cavity",
}
#: A whole case name in the prompt outranks any leading word of another case's name.
WHOLE_NAME_BONUS = 1000
#: Shorter leading words ("cav", "box") are too common to point at a tutorial.
MIN_LEADING_WORD = 4
#: Scripts of a tutorial that the runner never calls.
UNUSED_SCRIPTS = lazy_regex(r"^Allclean")
_APPLICATION = lazy_regex(r"^\s*application\s+([^;\s]+)\s*;", re.MULTILINE)


@dataclass(frozen=True)
class Recollection:
    """A tutorial the memory chose and why."""

    reference: Reference
    reason: str


def _normalise(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def _read(path: Path) -> str | None:
    """A tutorial file as text (``.gz`` decompressed); None for binary or oversized files."""
    data = path.read_bytes()
    if path.suffix == ".gz":
        data = gzip.decompress(data)
    if len(data) > MAX_WRITE_BYTES or b"\x00" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def read_tutorial(tutorials_dir: Path, case: str, *, score: float = 1.0) -> Reference:
    """A tutorial case as a :class:`Reference`, its ``.gz`` files under their plain names."""
    root = tutorials_dir / case
    files: dict[str, str] = {}
    for path in sorted(root.rglob("*")):
        if not path.is_file() or path.is_symlink() or UNUSED_SCRIPTS.match(path.name):
            continue
        text = _read(path)
        if text is None:
            continue
        relative = path.relative_to(root).as_posix()
        files[relative.removesuffix(".gz") if path.suffix == ".gz" else relative] = text
    control = files.get("system/controlDict", "")
    match = _APPLICATION.search(control)
    solver = match.group(1) if match else Path(case).parts[1]
    return Reference(case=case, solver=solver, domain=Path(case).parts[0], score=score,
                     files=files, allrun=files.get("Allrun"))


def _folders_named(root: Path, allrun: str | None, files: Iterable[str]) -> set[str]:
    """The tutorial's folders its Allrun names by path and of which the case has no file.

    Why: DTCHull's Allrun copies a surface from the installation's resources into
    ``constant/triSurface/``, a folder the tutorial holds only a README in; the index leaves the
    README out, a case has no empty folders, and the copy failed. A folder a script writes into
    must exist, so what the tutorial has in it comes along.
    """
    if not allrun:
        return set()
    held = {name.rsplit("/", 1)[0] for name in files if "/" in name}
    folders = set()
    for path in root.rglob("*"):
        if not path.is_dir() or path.is_symlink():
            continue
        relative = path.relative_to(root).as_posix()
        if relative not in held and re.search(
                rf"(?<![\w/.$-]){re.escape(relative)}/?(?![\w.-])", allrun):
            folders.add(relative)
    return folders


def complete(reference: Reference, tutorials_dir: Path | None) -> tuple[Reference, list[str]]:
    """``reference`` with the tutorial's files the retrieval index left out but the case reads:
    a geometry file whose name another file or the Allrun mentions (squareBend's sampling
    reads ``constant/triSurface/angledPlane.obj``), a shipped ``constant/polyMesh``, and what
    the tutorial has in a folder its Allrun names and the case lacks (:func:`_folders_named`).

    Why: the index keeps geometry out (no writer edits a surface), so a case written from it
    lacks the files its own function objects and meshers open, and the folders its Allrun
    copies into.

    Returns:
        The completed reference and one note per file added.
    """
    root = tutorials_dir / reference.case if tutorials_dir is not None else None
    if root is None or not root.is_dir():
        return reference, []
    mentioned = "\n".join([*reference.files.values(), reference.allrun or ""])
    folders = _folders_named(root, reference.allrun, reference.files)
    added: dict[str, str] = {}
    left: list[str] = []
    for path in sorted(root.rglob("*")):
        if not path.is_file() or path.is_symlink() or UNUSED_SCRIPTS.match(path.name):
            continue
        relative = path.relative_to(root).as_posix().removesuffix(".gz")
        if relative in reference.files:
            continue
        name = Path(relative).name
        if not (relative.startswith("constant/polyMesh/") or name in mentioned
                or Path(relative).parent.as_posix() in folders):
            continue
        text = _read(path)
        if text is not None:
            added[relative] = text
        else:
            # windAroundBuildings' 13 MB buildings.obj: without a word, surfaceFeatureExtract
            # failed on a missing surface and the record did not say why.
            left.append(f"{relative}: not copied from the tutorial {reference.case}: it is "
                        f"binary or larger than a case file may be ({MAX_WRITE_BYTES:,} "
                        "bytes), so what reads it will not find it")
    if not added:
        return reference, left
    notes = [f"{name}: copied from the tutorial {reference.case} (the case reads it, or its "
             "Allrun writes into its folder; the retrieval index leaves geometry out)"
             for name in added]
    return reference.model_copy(update={"files": {**reference.files, **added}}), notes + left


def _walk_dirs(root: Path, depth: int) -> list[Path]:
    found: list[Path] = []
    for current, directories, _ in os.walk(root):
        level = len(Path(current).relative_to(root).parts)
        if level >= depth:
            directories.clear()
        directories.sort()
        found.extend(Path(current) / name for name in directories)
    return found


def _is_case(path: Path) -> bool:
    return (path / "system" / "controlDict").is_file() or \
        (path / "system" / "controlDict.gz").is_file()


def tutorial_cases(tutorials_dir: Path, solver: str) -> list[str]:
    """The tutorial cases of ``solver``, relative to ``tutorials_dir``."""
    cases: list[str] = []
    for folder in _walk_dirs(tutorials_dir, SOLVER_DEPTH):
        if folder.name != solver:
            continue
        candidates = [folder, *_walk_dirs(folder, CASE_DEPTH)]
        cases.extend(path.relative_to(tutorials_dir).as_posix() for path in candidates
                     if _is_case(path))
    return sorted(set(cases))


def _named(case: str, prompt: str) -> int:
    """How specifically the prompt names ``case``: its whole name (or an alias) scores above
    its leading word alone ("wedge" for ``wedge15Ma5``); 0 when neither appears."""
    plain = _normalise(prompt)
    name = Path(case).name
    if _normalise(name) in plain or any(target == name and alias in plain
                                        for alias, target in CASE_ALIASES.items()):
        return WHOLE_NAME_BONUS + len(name)
    leading = re.match(r"[a-z]+|[A-Z][a-z]+", name)
    word = leading.group(0).lower() if leading else ""
    if len(word) >= MIN_LEADING_WORD and re.search(rf"\b{word}", prompt, re.IGNORECASE):
        return len(word)
    return 0


def _simplicity(tutorials_dir: Path, case: str) -> tuple[int, int, int, str]:
    """Sort key of a case with no name in the prompt: a blockMesh case without its own
    Allrun, few files and a short path is the plainest example of its solver."""
    root = tutorials_dir / case
    has_block_mesh = any((root / "system" / name).is_file()
                         for name in ("blockMeshDict", "blockMeshDict.gz"))
    files = sum(1 for path in root.rglob("*") if path.is_file())
    return (0 if has_block_mesh else 1, files, len(Path(case).parts), case)


def recall(tutorials_dir: Path, solver: str, prompt: str) -> Recollection | None:
    """The tutorial of ``solver`` the prompt means, or None when the solver has none."""
    cases = tutorial_cases(tutorials_dir, solver)
    if not cases:
        return None
    named = sorted(((_named(case, prompt), case) for case in cases), key=lambda item: -item[0])
    if named[0][0] > 0:
        best = max(score for score, _ in named)
        chosen = min((case for score, case in named if score == best),
                     key=lambda case: _simplicity(tutorials_dir, case))
        reason = f"the prompt names solver {solver} and tutorial '{Path(chosen).name}'"
    else:
        chosen = min(cases, key=lambda case: _simplicity(tutorials_dir, case))
        reason = (f"the prompt names solver {solver} and no tutorial of it; took its plainest "
                  "case")
    return Recollection(read_tutorial(tutorials_dir, chosen), reason)
