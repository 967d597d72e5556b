"""Score many pairs: find them, score each (a broken one never stops the rest), summarise.

Pairs come from a CSV (columns ``gen`` and ``ref``, optional ``name``; relative paths are
relative to the CSV) or from a folder in FoamBench's layout: every folder holding a
``GT_Files`` reference is one case, and its submission is the other folder beside it (upstream
takes the first one ``os.listdir`` returns; here the first by name, with a note when there are
several). A case folder without a submission is still a pair: strict scores it 0, upstream
drops it from the means.

Means follow the mode: ``upstream`` averages only cases present in every upstream report (its
inner join), ``strict`` averages every scored case.
"""

from __future__ import annotations

import csv
import json
import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from foam_agent.evaluators.constants import DEFAULT_FIELDS, VERDICTS, Mode
from foam_agent.evaluators.report import CaseScore, finite_or_none, json_ready
from foam_agent.evaluators.score import ReferenceCaseError, scorer, unscored

#: The reference folder's name in FoamBench's dataset layout.
REFERENCE_FOLDER = "GT_Files"

#: Name of the placeholder submission path of a case folder that has none.
NO_SUBMISSION = "<no submission>"

#: Output file names inside the batch output folder.
CSV_NAME = "scores.csv"
JSON_NAME = "scores.json"


class PairsError(ValueError):
    """The pairs source is unusable (missing, wrong columns, no pair found)."""


@dataclass(frozen=True)
class CasePair:
    """One submission and the reference it is scored against."""

    name: str
    gen: Path
    ref: Path
    note: str = ""


def _pairs_from_csv(path: Path) -> list[CasePair]:
    """Read pairs from a CSV with ``gen`` and ``ref`` columns."""
    try:
        with path.open(newline="", encoding="utf-8") as handle:
            rows = list(csv.DictReader(handle))
    except (OSError, UnicodeDecodeError, csv.Error) as exc:
        raise PairsError(f"cannot read {path}: {exc}") from exc
    if not rows or not {"gen", "ref"} <= set(rows[0]):
        raise PairsError(f"{path} needs a header with columns gen and ref (and optionally name)")
    pairs = []
    for number, row in enumerate(rows, start=1):
        gen, ref = (row.get("gen") or "").strip(), (row.get("ref") or "").strip()
        if not gen or not ref:
            raise PairsError(f"{path} row {number} lacks gen or ref")
        name = (row.get("name") or "").strip() or f"{number}:{Path(gen).name}"
        pairs.append(CasePair(name, path.parent / gen, path.parent / ref))
    return pairs


def _pairs_from_folder(root: Path) -> list[CasePair]:
    """Find FoamBench-layout cases: folders holding ``GT_Files`` plus one submission."""
    pairs = []
    for reference in sorted(root.rglob(REFERENCE_FOLDER)):
        if not reference.is_dir():
            continue
        case = reference.parent
        others = sorted(p for p in case.iterdir() if p.is_dir() and p.name != REFERENCE_FOLDER)
        name = case.relative_to(root).as_posix() if case != root else case.name
        if not others:
            pairs.append(CasePair(name, case / NO_SUBMISSION, reference))
            continue
        note = ""
        if len(others) > 1:
            note = f"several submission folders; scored {others[0].name}"
        pairs.append(CasePair(name, others[0], reference, note))
    return pairs


def read_pairs(source: str | os.PathLike[str]) -> list[CasePair]:
    """Return the pairs listed by a CSV file or found in a FoamBench-layout folder.

    Raises:
        PairsError: When the source is missing, malformed or holds no pair.
    """
    path = Path(source)
    if path.is_file():
        pairs = _pairs_from_csv(path)
    elif path.is_dir():
        pairs = _pairs_from_folder(path)
    else:
        raise PairsError(f"{path} is neither a CSV file nor a folder")
    if not pairs:
        raise PairsError(f"no case pair found in {path}")
    return pairs


def score_batch(
    pairs: Iterable[CasePair],
    *,
    mode: Mode = "strict",
    fields: Sequence[str] = DEFAULT_FIELDS,
    on_result: Callable[[CasePair, CaseScore], None] | None = None,
) -> list[CaseScore]:
    """Score every pair in order; a pair that cannot be scored is recorded, never raised.

    Args:
        pairs: The pairs to score.
        mode: ``strict`` or ``upstream``.
        fields: Fields for the NMSE.
        on_result: Called after each pair (progress bars, incremental writing).
    """
    score = scorer(mode=mode, fields=fields)
    results = []
    for pair in pairs:
        try:
            result = score(pair.gen, pair.ref)
        except ReferenceCaseError as exc:
            result = unscored(pair.gen, pair.ref, mode, fields, str(exc))
        except Exception as exc:  # the batch must go on; the failure is recorded on the row
            why = f"scoring failed: {type(exc).__name__}: {exc}"
            result = unscored(pair.gen, pair.ref, mode, fields, why)
        if pair.note:
            result = _with_note(result, pair.note)
        results.append(result)
        if on_result is not None:
            on_result(pair, result)
    return results


def _with_note(result: CaseScore, note: str) -> CaseScore:
    """Return ``result`` with one more note."""
    return replace(result, notes=(*result.notes, note))


@dataclass(frozen=True)
class BatchSummary:
    """Means over a batch, as FoamBench's final table, plus the verdict funnel.

    Attributes:
        mode: The mode scored.
        cases: Pairs in the batch.
        scored: Pairs that could be scored (a usable reference).
        in_means: Pairs counted in the means.
        means: Mean exec, struct, file, nmse_score and success over ``in_means`` cases.
        verdicts: How many scored cases ended at each stage.
        funnel: How many scored cases got past each stage.
    """

    mode: Mode
    cases: int
    scored: int
    in_means: int
    means: dict[str, float | None]
    verdicts: dict[str, int]
    funnel: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        return asdict(self)


def summarize(scores: Sequence[CaseScore], mode: Mode) -> BatchSummary:
    """Average the metrics the way the mode's final table does."""
    counted = [s for s in scores if s.in_means]
    scored = [s for s in scores if s.error is None]

    def mean(values: list[float | None]) -> float | None:
        present = [v for v in values if v is not None]
        return sum(present) / len(present) if present else None

    means = {
        "exec": mean([s.exec.value for s in counted]),
        "struct": mean([s.struct.value for s in counted]),
        "file": mean([s.file.value for s in counted]),
        "nmse_score": mean([s.nmse_score for s in counted]),
        "success": mean([float(s.success) for s in counted]),
    }
    verdicts: dict[str, int] = {v: sum(1 for s in scored if s.verdict == v) for v in VERDICTS}
    funnel: dict[str, int] = {}
    remaining = len(scored)
    for stage in VERDICTS[:-1]:
        remaining -= verdicts[stage]
        funnel[f"past_{stage.removeprefix('f_')}"] = remaining
    return BatchSummary(mode, len(scores), len(scored), len(counted), means, verdicts, funnel)


def _csv_row(pair: CasePair, score: CaseScore, fields: Sequence[str]) -> dict[str, Any]:
    """One flat CSV row: metrics, per-field NMSE, verdict, notes."""
    per_field = {f.field: finite_or_none(f.value) for f in score.nmse_fields}
    row: dict[str, Any] = {
        "name": pair.name,
        "gen": os.fspath(pair.gen),
        "ref": os.fspath(pair.ref),
        "mode": score.mode,
        "exec": score.exec.value,
        "struct": score.struct.value,
        "file": score.file.value,
        "nmse": finite_or_none(score.nmse),
    }
    row.update({f"nmse_{name}": per_field.get(name) for name in fields})
    row.update(
        {
            "nmse_score": score.nmse_score,
            "success": score.success,
            "verdict": score.verdict,
            "verdict_reason": score.verdict_reason,
            "ref_time": score.ref_time,
            "gen_time": score.gen_time,
            "in_means": int(score.in_means),
            "notes": " | ".join(score.notes),
            "error": score.error or "",
        }
    )
    return row


def write_batch(
    pairs: Sequence[CasePair],
    scores: Sequence[CaseScore],
    summary: BatchSummary,
    out_dir: str | os.PathLike[str],
    fields: Sequence[str] = DEFAULT_FIELDS,
) -> tuple[Path, Path]:
    """Write ``scores.csv`` (one row per pair) and ``scores.json`` (summary + full records)."""
    folder = Path(out_dir)
    folder.mkdir(parents=True, exist_ok=True)
    csv_path, json_path = folder / CSV_NAME, folder / JSON_NAME
    rows = [_csv_row(p, s, fields) for p, s in zip(pairs, scores, strict=True)]
    with csv_path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]) if rows else ["name"])
        writer.writeheader()
        writer.writerows(rows)
    payload = {
        "summary": summary.to_dict(),
        "cases": [{"name": p.name, **s.to_dict()} for p, s in zip(pairs, scores, strict=True)],
    }
    json_path.write_text(
        json.dumps(json_ready(payload), indent=2, allow_nan=False) + "\n", encoding="utf-8"
    )
    return csv_path, json_path
