"""The run record, ``foam-agent.json``: what a solve did, written beside its case.

Why: the record is the product for a researcher (STYLE.md, inspect_ai's log): configuration,
dialect, every attempt with its error class, the author's notes, tokens per node, cost and
timings, versioned so later readers know its shape.
"""

from __future__ import annotations

import json
import os
import platform
import time
from datetime import UTC, datetime
from importlib import metadata
from pathlib import Path
from typing import Any

from agents.authors.base import Usage
from agents.config import SolveConfig
from agents.pricing import cost_usd
from agents.spec.model import CaseSpec
from agents.state import SolveState

#: Version of the record's shape; bump it when a field changes meaning.
RECORD_SCHEMA = "foam-agent.run/2"
RECORD_NAME = "foam-agent.json"


def _version(package: str) -> str | None:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return None


def process_seconds() -> float:
    """How long this process has lived. For a CLI solve this is its whole time, start-up
    (imports, index loading) included, which the nodes' own times (``total``) leave out; a
    long-lived caller (a benchmark worker, the MCP server) reads ``total`` instead."""
    try:
        ticks = int(Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()[19])
        uptime = float(Path("/proc/uptime").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return time.process_time()
    return uptime - ticks / os.sysconf("SC_CLK_TCK")


def now() -> str:
    """The current UTC time in ISO 8601."""
    return datetime.now(UTC).isoformat(timespec="seconds")


def build_record(
    state: SolveState,
    *,
    config: SolveConfig,
    case_dir: Path,
    dialect: str,
    status: str,
    stop_reason: str,
    started_at: str,
    spec: CaseSpec,
) -> dict[str, Any]:
    """Assemble the record of a (finished or interrupted) solve."""
    total = sum(state.usage.values(), Usage())
    error_classes = sorted({a.error_class for a in state.history if a.error_class})
    return {
        "schema": RECORD_SCHEMA,
        "status": status,
        "stop_reason": stop_reason,
        "prompt": state.prompt,
        "case_dir": str(case_dir),
        "author": config.author_name,
        "config": config.model_dump(mode="json"),
        "dialect": dialect,
        "loops": state.loops,
        "plan": state.plan.model_dump(mode="json") if state.plan else None,
        "references": [{"case": ref.case, "solver": ref.solver, "score": ref.score,
                        "explanation": ref.explanation}
                       for ref in state.references],
        "attempts": [attempt.model_dump(mode="json") for attempt in state.history],
        "error_classes": error_classes,
        "reviews": [review.model_dump(mode="json") for review in state.reviews],
        "run": state.last_run.model_dump(mode="json") if state.last_run else None,
        "spec": spec.to_record(),
        "understood": spec.describe(),
        "audit": [row.model_dump(mode="json") for row in state.audit],
        "unmet": [row.requirement for row in state.audit if not row.met],
        "notes": state.notes,
        "refused_writes": state.refused,
        "tokens": {
            "prompt": total.prompt_tokens,
            "completion": total.completion_tokens,
            "per_node": {node: usage.model_dump() for node, usage in state.usage.items()},
        },
        "cost_usd": cost_usd(config.model, total),
        "seconds": {**state.seconds, "total": round(sum(state.seconds.values()), 3),
                    "process": round(process_seconds(), 3)},
        "visits": state.visits,
        "error": state.error,
        "started_at": started_at,
        "finished_at": now(),
        "versions": {
            "foam-agent": _version("foam-agent"),
            "langgraph": _version("langgraph"),
            "python": platform.python_version(),
        },
    }


def write_record(output_dir: Path, record: dict[str, Any]) -> Path:
    """Write ``foam-agent.json`` atomically (a reader never sees half a record)."""
    path = output_dir / RECORD_NAME
    partial = path.with_suffix(".json.partial")
    partial.write_text(json.dumps(record, indent=2, default=str) + "\n", encoding="utf-8")
    partial.replace(path)
    return path


def read_record(output_dir: Path) -> dict[str, Any]:
    """Read the record of an earlier solve (used by ``--resume``)."""
    path = output_dir / RECORD_NAME
    return json.loads(path.read_text(encoding="utf-8"))
