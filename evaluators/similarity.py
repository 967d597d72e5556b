"""M_struct (tree score) and M_file (ROUGE-L) over the folders ``0``, ``constant``, ``system``.

Both metrics walk the same reference files, so they are computed in one pass. Per folder, the
reference files are every file below it except names starting with ``log`` and paths containing
``polyMesh``; the tree score is the fraction of them present at the same relative path in the
submission, the file score the mean ROUGE-L over them (0 for a missing file). The case value is
the mean over folders.

Upstream quirks (``similarity_report.py``) kept in ``upstream`` mode:

- A folder only counts when it exists in *both* cases, so a submission without ``constant/``
  loses nothing for it; with no common folder the case is dropped from every mean.
- A reference folder with no files to compare (``constant/`` holding only ``polyMesh``) counts
  as 0 for both metrics.
- Values are rounded to 4 decimals, as upstream writes them.
- File texts follow upstream's reading rules (see ``foam_agent.evaluators.rouge``).

``strict`` mode scores a reference folder missing from the submission as 0, leaves out (with a
note) a reference folder that has nothing to compare, and reports unrounded values.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from foam_agent.evaluators.constants import CASE_FOLDERS, UPSTREAM_ROUND_DIGITS, Mode
from foam_agent.evaluators.report import MetricScore
from foam_agent.evaluators.rouge import file_similarity

#: File names starting with this are logs, never compared.
LOG_PREFIX = "log"

#: Paths containing this are mesh data, never compared (upstream tests the substring).
MESH_MARKER = "polyMesh"


def list_case_files(folder: Path) -> dict[str, Path]:
    """Map the relative path of each comparable file below ``folder`` to its path."""
    found: dict[str, Path] = {}
    for root, _dirs, files in os.walk(folder):
        for name in files:
            if name.startswith(LOG_PREFIX):
                continue
            path = Path(root) / name
            relative = path.relative_to(folder).as_posix()
            if MESH_MARKER not in relative:
                found[relative] = path
    return dict(sorted(found.items()))


@dataclass(frozen=True)
class FolderScore:
    """Tree and file scores of one folder pair, with the evidence behind them."""

    tree: float
    file: float
    ref_files: int
    missing: tuple[str, ...]
    scores: dict[str, float]
    odd_files: dict[str, str]

    def tree_details(self) -> dict[str, object]:
        """Evidence behind the tree score."""
        return {"tree": self.tree, "ref_files": self.ref_files, "missing": list(self.missing)}

    def file_details(self) -> dict[str, object]:
        """Evidence behind the file score."""
        return {"file": self.file, "scores": self.scores}


@dataclass(frozen=True)
class SimilarityResult:
    """M_struct and M_file of one case, plus the notes the comparison raised."""

    struct: MetricScore
    file: MetricScore
    notes: tuple[str, ...]


def _compare_folder(ref_folder: Path, gen_folder: Path, mode: Mode) -> FolderScore:
    """Score one folder pair; a missing submission file scores 0."""
    ref_files = list_case_files(ref_folder)
    gen_files = list_case_files(gen_folder) if gen_folder.exists() else {}
    scores: dict[str, float] = {}
    missing: list[str] = []
    odd_files: dict[str, str] = {}
    for relative, ref_path in ref_files.items():
        gen_path = gen_files.get(relative)
        if gen_path is None or not gen_path.exists():
            missing.append(relative)
            scores[relative] = 0.0
            continue
        similarity = file_similarity(ref_path, gen_path, mode)
        scores[relative] = similarity.score
        if similarity.problem is not None:
            odd_files[relative] = similarity.problem
    count = len(ref_files)
    return FolderScore(
        tree=(count - len(missing)) / count if count else 0.0,
        file=sum(scores.values()) / count if count else 0.0,
        ref_files=count,
        missing=tuple(missing),
        scores=scores,
        odd_files=odd_files,
    )


def _explain(folders: dict[str, FolderScore]) -> tuple[str, str]:
    """One sentence for the tree score and one for the file score."""
    per_folder = ", ".join(f"{name}/ {f.tree:.3g}" for name, f in folders.items())
    struct_why = f"mean over folders of reference files present ({per_folder})"
    missing = [f"{name}/{rel}" for name, f in folders.items() for rel in f.missing]
    if missing:
        shown = ", ".join(missing[:5]) + (" ..." if len(missing) > 5 else "")
        struct_why += f"; missing: {shown}"
    scores = [(f"{name}/{rel}", s) for name, f in folders.items() for rel, s in f.scores.items()]
    worst = sorted(scores, key=lambda item: item[1])[:3]
    file_why = "mean over folders of ROUGE-L per file"
    if worst:
        file_why += "; lowest: " + ", ".join(f"{path} {s:.2f}" for path, s in worst)
    return struct_why, file_why


def score_similarity(gen: Path, ref: Path, mode: Mode) -> SimilarityResult:
    """Return M_struct and M_file of an existing submission folder against the reference."""
    folders: dict[str, FolderScore] = {}
    notes: list[str] = []
    for name in CASE_FOLDERS:
        ref_folder, gen_folder = ref / name, gen / name
        if not ref_folder.exists():
            continue
        if mode == "upstream":
            if gen_folder.exists():
                folders[name] = _compare_folder(ref_folder, gen_folder, mode)
            else:
                notes.append(f"upstream leaves {name}/ out of struct and file: not in submission")
            continue
        if not list_case_files(ref_folder):
            notes.append(f"reference {name}/ has no files to compare; left out of struct and file")
            continue
        if not gen_folder.is_dir():
            notes.append(f"submission has no {name}/ folder: struct and file score 0 for it")
        folders[name] = _compare_folder(ref_folder, gen_folder, mode)

    for name, folder in folders.items():
        for relative, problem in folder.odd_files.items():
            score = folder.scores[relative]
            notes.append(f"submission {name}/{relative} is {problem} (file score {score:.2f})")
    if not folders:
        if mode == "upstream":
            why = "no folder of 0, constant, system exists in both cases; upstream drops the case"
            notes.append(why)
            dropped = MetricScore(None, why)
            return SimilarityResult(dropped, dropped, tuple(notes))
        empty = MetricScore(0.0, "no reference folder to compare")
        return SimilarityResult(empty, empty, tuple(notes))

    tree = sum(f.tree for f in folders.values()) / len(folders)
    text = sum(f.file for f in folders.values()) / len(folders)
    if mode == "upstream":
        tree, text = round(tree, UPSTREAM_ROUND_DIGITS), round(text, UPSTREAM_ROUND_DIGITS)
    struct_why, file_why = _explain(folders)
    return SimilarityResult(
        MetricScore(tree, struct_why, {n: f.tree_details() for n, f in folders.items()}),
        MetricScore(text, file_why, {n: f.file_details() for n, f in folders.items()}),
        tuple(notes),
    )
