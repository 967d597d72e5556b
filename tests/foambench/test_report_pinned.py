"""``bench report`` of a results directory written by an earlier version gives the same output.

Why pinned: the report's tables became typed rows, and the reference reports crossing the
worker boundary became typed records. Neither change may alter what a user reads: the JSON of
``bench report --json``, the CSV tables and the Markdown. The results directory here is written
with plain ``sqlite3`` in the layout of schema 2, including reference rows in both forms the
earlier harness stored (a full preparation report, and the short row of a reference whose
preparation itself failed), so it is exactly what an older foam-agent left on disk. The golden
file ``report_pinned.json`` was produced by the code before the change.
"""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from foam_agent.cli import app
from foam_agent.foambench.store import SCHEMA_VERSION, STORE_NAME, ResultsStore

GOLDEN = Path(__file__).with_name("data") / "report_pinned.json"
STAMP = "2025-11-20T10:00:00+00:00"
FAMILIES = {"cavity/slip-walls": "cavity", "cavity/lid-2ms": "cavity",
            "obliqueShock/coarse": "obliqueShock", "squareBump/no-rotation": "squareBump"}


def _full_report(case_id: str, status: str, reason: str, group: str, case_dir: str
                 ) -> dict[str, Any]:
    """A reference row as ``ReferenceReport.model_dump(mode="json")`` stored it."""
    return {"case_id": case_id, "family": FAMILIES[case_id], "split": "local",
            "content_hash": f"hash-{case_id}", "dialect": "esi-1912",
            "translation": "translated", "changes": 3, "unresolved": [], "ran": True,
            "status": status, "seconds": 4.25, "last_time": "0.5", "end_time": "0.5",
            "error_class": None if status == "success" else "mesh_error", "reason": reason,
            "reason_group": group, "cached": False, "timeout_s": 600.0, "case_dir": case_dir}


def _not_prepared(case_id: str, reason: str) -> dict[str, Any]:
    """The short row the earlier harness stored when a preparation itself failed."""
    return {"case_id": case_id, "content_hash": f"hash-{case_id}", "dialect": "unknown",
            "status": "not-run", "seconds": 0.0, "reason": reason, "case_dir": ""}


def _outcome(solved: bool, runs: int, classes: list[str], met: int) -> dict[str, Any]:
    return {"solve_status": "solved" if solved else "failed",
            "stop_reason": "success" if solved else "max_loops", "loops": runs, "runs": runs,
            "prompt_tokens": 1000 * runs, "completion_tokens": 300 * runs,
            "cost_usd": None if solved else 0.0125, "solve_seconds": 20.0 * runs,
            "error_classes": json.dumps([name for name in classes if name != "success"]),
            "run_classes": json.dumps(classes),
            "final_error_class": None if solved else classes[-1],
            "requirements": 4, "requirements_met": met}


def _score(success: int, verdict: str, nmse: float | None) -> dict[str, Any]:
    return {"scorable": 1, "reason": verdict, "exec": 1.0, "struct": 0.8, "file": 0.75,
            "nmse": nmse, "nmse_score": 1.0 if nmse is not None and nmse < 0.1 else 0.0,
            "success": success, "verdict": verdict, "verdict_reason": verdict, "in_means": 1,
            "details": json.dumps({"verdict": verdict})}


def write_old_results(root: Path) -> None:
    """A results directory as the earlier harness left it (schema 2), without our code."""
    ResultsStore.open(root).close()  # the tables of schema 2, nothing else
    with sqlite3.connect(root / STORE_NAME) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 2
        db.execute("INSERT INTO invocations VALUES (1, ?, ?, 'finished', '{}')", (STAMP, STAMP))
        for case_id, family in FAMILIES.items():
            db.execute("INSERT INTO cases VALUES (?, ?, 'local', 'local', ?, ?)",
                       (case_id, family, f"hash-{case_id}", f"prompt of {case_id}"))
        references = [
            _full_report("cavity/slip-walls", "success", "", "", str(root / "ref-a")),
            _full_report("cavity/lid-2ms", "success", "", "", str(root / "ref-b")),
            _not_prepared("obliqueShock/coarse", "KilledWorker: the worker died"),
            _full_report("squareBump/no-rotation", "failed", "mesh_error: bad blockMesh",
                         "failed:mesh_error", str(root / "ref-d")),
        ]
        for report in references:
            db.execute("INSERT INTO reference_runs VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                       (report["case_id"], report["content_hash"], report["dialect"],
                        report["status"], report["seconds"], report["reason"],
                        report["case_dir"], json.dumps(report), STAMP))
        attempts = [
            ("cavity/slip-walls", "rag+reviewer", 1, "done",
             _outcome(True, 1, ["success"], 4), _score(1, "pass", 0.01)),
            ("cavity/slip-walls", "rag+reviewer", 2, "done",
             _outcome(False, 3, ["mesh_error", "numerical_instability", "timeout"], 2),
             _score(0, "f_conv", 0.5)),
            ("cavity/lid-2ms", "rag+reviewer", 1, "done",
             _outcome(True, 2, ["inconsistent_patch", "success"], 4), _score(1, "pass", 0.02)),
            ("cavity/lid-2ms", "zero-shot", 1, "done",
             _outcome(False, 1, ["mesh_error"], 1), _score(0, "f_mesh", None)),
            ("cavity/slip-walls", "zero-shot", 1, "error", None, None),
            ("obliqueShock/coarse", "zero-shot", 1, "done",
             _outcome(True, 1, ["success"], 3), None),
            ("squareBump/no-rotation", "rag+reviewer", 1, "pending", None, None),
        ]
        for case_id, ablation, attempt, status, outcome, score in attempts:
            row = {"case_id": case_id, "model": "template", "ablation": ablation,
                   "attempt": attempt, "status": status, "tries": 0 if status == "pending" else 1,
                   "output_dir": str(root / "runs" / f"{case_id}-{ablation}-{attempt}"),
                   "seconds": 30.0 * attempt, "worker": "host:1",
                   "error": "KilledWorker: lost" if status == "error" else None,
                   **(outcome or {})}
            db.execute(f"INSERT INTO attempts ({', '.join(row)}) "
                       f"VALUES ({', '.join('?' for _ in row)})", tuple(row.values()))
            if score is not None:
                key = {"case_id": case_id, "model": "template", "ablation": ablation,
                       "attempt": attempt, "mode": "strict", **score, "scored_at": STAMP}
                db.execute(f"INSERT INTO scores ({', '.join(key)}) "
                           f"VALUES ({', '.join('?' for _ in key)})", tuple(key.values()))


def render(root: Path) -> dict[str, Any]:
    """``bench report --json`` of ``root`` and the files it wrote, with paths and dates folded."""
    result = CliRunner().invoke(app, ["bench", "report", str(root), "--json", "--images", "0"])
    assert result.exit_code == 0, result.stderr
    text = result.stdout.replace(str(root), "<results>")
    folder = root / "report"
    files = {path.name: path.read_text(encoding="utf-8").replace(str(root), "<results>")
             for path in sorted(folder.glob("*.csv"))}
    markdown = re.sub(r"written \S+\.", "written <date>.",
                      (folder / "report.md").read_text(encoding="utf-8")
                      .replace(str(root), "<results>"))
    return {"json": json.loads(text), "csv": files, "markdown": markdown}


def test_the_report_of_an_earlier_results_directory_is_unchanged(tmp_path: Path) -> None:
    root = tmp_path / "results"
    write_old_results(root)
    produced = render(root)
    expected = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert produced["json"] == expected["json"]
    assert produced["csv"] == expected["csv"]
    assert produced["markdown"] == expected["markdown"]
    # The one attempt without a score was scored from the short reference row.
    assert produced["json"]["rescored"] == 1
    assert "unscorable: the reference does not run here (not-run): KilledWorker: the worker " \
           "died" in produced["markdown"]
