"""The run record, ``foam-agent.json``: what a solve did, written beside its case.

Why: the record is the product for a researcher (STYLE.md, inspect_ai's log): configuration,
dialect, every attempt with its error class, the author's notes, tokens per node, cost and
timings, versioned so later readers know its shape.

Why a pydantic model (:class:`RunRecord`) and not a dict: the CLI, the MCP server and foambench
read the record back; named, typed fields make a renamed key a type error instead of a
``KeyError`` in a benchmark worker, and :func:`read_record` refuses a file of another shape.
The JSON on disk keeps the keys it always had (``schema`` included), so earlier records stay
readable.
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

from pydantic import BaseModel, ConfigDict, Field, model_serializer

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.base import Plan, Review, Usage
from foam_agent.agents.config import SolveConfig
from foam_agent.agents.geometry.strouhal import StrouhalError, case_shedding
from foam_agent.agents.layout import RECORD_NAME
from foam_agent.agents.mesh_study.result import MeshStudy
from foam_agent.agents.physics.rows import PhysicsRow
from foam_agent.agents.pricing import cost_usd
from foam_agent.agents.runners import ErrorClass, RunResult
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.state import Attempt, SolveState

#: Version of the record's shape; bump it when a field changes meaning.
RECORD_SCHEMA = "foam-agent.run/2"


class RecordError(ValueError):
    """A ``foam-agent.json`` that is missing, not JSON, or not a run record of this shape."""


class RecordReference(BaseModel):
    """A tutorial the retriever offered, as the record keeps it (without its files)."""

    case: str
    solver: str
    score: float
    explanation: str | None = None


class RecordTokens(BaseModel):
    """Tokens the solve spent, in total and per graph node."""

    prompt: int = 0
    completion: int = 0
    per_node: dict[str, Usage] = Field(default_factory=dict)


class RecordSeconds(BaseModel):
    """Wall seconds per graph node (the extra keys), their sum and the process's whole life.

    The node names stay top-level keys beside ``total`` and ``process``, as the record has
    always written them.
    """

    model_config = ConfigDict(extra="allow")
    __pydantic_extra__: dict[str, float] = Field(init=False)

    total: float = 0.0
    process: float = 0.0

    def nodes(self) -> dict[str, float]:
        """Seconds per node, without the two totals."""
        return dict(self.__pydantic_extra__)

    @model_serializer(mode="plain")
    def _nodes_first(self) -> dict[str, float]:
        """The nodes first, then the totals: the order the record has always had."""
        return {**self.nodes(), "total": self.total, "process": self.process}


class RecordShedding(BaseModel):
    """Vortex shedding measured on the lift signal of a ``forceCoeffs`` function object: the
    Strouhal number (f lRef / magUInf) and whether the signal had become periodic. ``note``
    says why nothing was measured (too few periods, no coefficients written)."""

    periodic: bool
    strouhal: float | None = None
    frequency_hz: float | None = None
    cycles: int = 0
    period_spread: float | None = None
    lift_amplitude: float | None = None
    note: str = ""


def record_shedding(case_dir: Path) -> RecordShedding | None:
    """The shedding of the case as run; ``None`` for a case without a ``forceCoeffs``."""
    try:
        measured = case_shedding(case_dir)
    except (StrouhalError, OSError) as error:
        return RecordShedding(periodic=False, note=str(error))
    if measured is None:
        return None
    return RecordShedding(periodic=measured.periodic, strouhal=round(measured.strouhal, 5),
                          frequency_hz=measured.frequency, cycles=measured.cycles,
                          period_spread=measured.period_spread,
                          lift_amplitude=measured.amplitude)


class RunRecord(BaseModel):
    """The record of one (finished, interrupted or just started) solve: ``foam-agent.json``.

    ``schema`` names the shape; a reader meeting another one refuses the file rather than
    guessing (:func:`read_record`).
    """

    model_config = ConfigDict(populate_by_name=True)

    schema_version: str = Field(default=RECORD_SCHEMA, alias="schema")
    status: str = Field(description="solved, unmet, suspect, failed, error, started while "
                               "running, or interrupted (Ctrl-C; --resume continues it).")
    stop_reason: str
    prompt: str
    case_dir: str
    author: str
    config: SolveConfig
    dialect: str
    loops: int = 0
    plan: Plan | None = None
    references: list[RecordReference] = Field(default_factory=list)
    attempts: list[Attempt] = Field(default_factory=list)
    error_classes: list[ErrorClass] = Field(default_factory=list)
    reviews: list[Review] = Field(default_factory=list)
    run: RunResult | None = None
    shedding: RecordShedding | None = None
    mesh_study: MeshStudy | None = Field(
        default=None, description="The mesh study asked for (solve --verify-mesh, "
                                  "verify --mesh-study): meshes, outputs, GCI and plot.")
    spec: dict[str, Any] = Field(default_factory=dict, description="CaseSpec.to_record().")
    understood: list[str] = Field(default_factory=list)
    audit: list[AuditRow] = Field(default_factory=list)
    unmet: list[str] = Field(default_factory=list)
    physics: list[PhysicsRow] = Field(
        default_factory=list, description="The physics checks of the last run that ended.")
    suspect: list[str] = Field(default_factory=list, description="The failing physics checks.")
    notes: list[str] = Field(default_factory=list)
    refused_writes: list[str] = Field(default_factory=list)
    tokens: RecordTokens = Field(default_factory=RecordTokens)
    cost_usd: float | None = None
    seconds: RecordSeconds = Field(default_factory=RecordSeconds)
    visits: list[str] = Field(default_factory=list)
    error: str | None = None
    started_at: str
    finished_at: str
    versions: dict[str, str | None] = Field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The record as written to disk (JSON-ready, with its ``schema`` key); ``shedding``
        only when measured, ``mesh_study`` only when asked and ``physics``/``suspect`` only
        when a run was judged, so other records keep schema foam-agent.run/2's keys exactly."""
        empty = {name for name, value in (("shedding", self.shedding is None),
                                          ("mesh_study", self.mesh_study is None),
                                          ("physics", not self.physics),
                                          ("suspect", not self.suspect)) if value}
        return self.model_dump(mode="json", by_alias=True, exclude=empty or None)


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
) -> RunRecord:
    """Assemble the record of a (finished or interrupted) solve."""
    total = sum(state.usage.values(), Usage())
    error_classes = sorted({a.error_class for a in state.history if a.error_class})
    return RunRecord(
        status=status,
        stop_reason=stop_reason,
        prompt=state.prompt,
        case_dir=str(case_dir),
        author=config.author_name,
        config=config,
        dialect=dialect,
        loops=state.loops,
        plan=state.plan,
        references=[RecordReference(case=ref.case, solver=ref.solver, score=ref.score,
                                    explanation=ref.explanation)
                    for ref in state.references],
        attempts=state.history,
        error_classes=error_classes,
        reviews=state.reviews,
        run=state.last_run,
        shedding=record_shedding(case_dir),
        spec=spec.to_record(),
        understood=spec.describe(),
        audit=state.audit,
        unmet=[row.requirement for row in state.audit if not row.met],
        physics=state.physics,
        suspect=[row.line() for row in state.physics if row.failed],
        notes=state.notes,
        refused_writes=state.refused,
        tokens=RecordTokens(prompt=total.prompt_tokens, completion=total.completion_tokens,
                            per_node=state.usage),
        cost_usd=cost_usd(config.model, total),
        seconds=RecordSeconds(**state.seconds, total=round(sum(state.seconds.values()), 3),
                              process=round(process_seconds(), 3)),
        visits=state.visits,
        error=state.error,
        started_at=started_at,
        finished_at=now(),
        versions={"foam-agent": _version("foam-agent"), "langgraph": _version("langgraph"),
                  "python": platform.python_version()},
    )


def write_record(output_dir: Path, record: RunRecord) -> Path:
    """Write ``foam-agent.json`` atomically (a reader never sees half a record)."""
    path = output_dir / RECORD_NAME
    partial = path.with_suffix(".json.partial")
    partial.write_text(json.dumps(record.to_json(), indent=2, default=str) + "\n", encoding="utf-8")
    partial.replace(path)
    return path


def read_record(output_dir: Path) -> RunRecord:
    """Read the record of an earlier solve (used by ``--resume`` and the record's readers).

    Raises:
        RecordError: No record there, or one that is not JSON or not of this schema.
    """
    path = output_dir / RECORD_NAME
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise RecordError(f"cannot read the run record {path}: {error}") from error
    schema = data.get("schema") if isinstance(data, dict) else None
    if schema != RECORD_SCHEMA:
        raise RecordError(f"{path} is not a run record of schema {RECORD_SCHEMA} "
                          f"(schema: {schema!r})")
    try:
        return RunRecord.model_validate(data)
    except ValueError as error:
        raise RecordError(f"{path} does not hold a valid run record: {error}") from error
