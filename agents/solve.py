"""``solve``: one request in, one case directory and its run record out.

The CLI calls exactly this, so a Python user gets the same behaviour. Collaborators (author,
runner, retriever) are built from the configuration unless a caller passes its own (tests,
the benchmark harness).
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.sqlite import SqliteSaver

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.base import Author, Plan, Reference, Review, Usage
from foam_agent.agents.checkpoint_names import CheckpointSerializer, unreadable
from foam_agent.agents.collaborators import make_author, make_retriever, make_runner
from foam_agent.agents.config import SolveConfig
from foam_agent.agents.context import ProgressHook, Retriever, SolveContext
from foam_agent.agents.graph import build_graph
from foam_agent.agents.layout import CASE_DIR_NAME, SPEC_NAME
from foam_agent.agents.physics.rows import Evidence, PhysicsRow
from foam_agent.agents.record import (
    RecordError,
    RunRecord,
    build_record,
    now,
    read_record,
    write_record,
)
from foam_agent.agents.routing import SolveStatus, status_of, stop_reason
from foam_agent.agents.runners import Runner, RunResult
from foam_agent.agents.runners.progress import ProgressSink
from foam_agent.agents.spec.document import SpecDocumentError, read_document, write_document
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.parse import SpecError, parse_spec
from foam_agent.agents.state import Attempt, SolveState

CHECKPOINTS_NAME = "checkpoints.sqlite"
#: One solve is one thread of the checkpointer: the output directory identifies the solve.
THREAD_ID = "solve"
#: Our types stored in checkpoints: LangGraph restores only types it is told to trust.
CHECKPOINT_TYPES = tuple(
    (kind.__module__, kind.__name__)
    for kind in (Reference, Plan, Review, Usage, RunResult, Attempt, AuditRow, PhysicsRow,
                 Evidence)
)
#: LangGraph's step backstop; the loop ends on its own counter long before (4 nodes per loop).
RECURSION_LIMIT = 200


class SolveError(RuntimeError):
    """A solve that cannot start (bad output directory, nothing to resume, …)."""


@dataclass(frozen=True)
class SolveOutcome:
    """How a solve ended, where its case is and what its record says."""

    status: SolveStatus
    case_dir: Path
    record_path: Path
    record: RunRecord

    @property
    def solved(self) -> bool:
        """True when the last run succeeded, every requirement is met and no physics check
        fails."""
        return self.status == "solved"


def _prepare_output(output_dir: Path, *, resume: bool) -> Path:
    if output_dir.exists() and not output_dir.is_dir():
        raise SolveError(f"output '{output_dir}' is a file")
    if resume:
        return output_dir / CASE_DIR_NAME
    if output_dir.is_dir() and any(output_dir.iterdir()):
        raise SolveError(
            f"output directory '{output_dir}' is not empty; choose another or remove it"
        )
    case_dir = output_dir / CASE_DIR_NAME
    case_dir.mkdir(parents=True, exist_ok=True)
    return case_dir


def _kept_spec(output: Path) -> CaseSpec | None:
    """The spec document a solve given one kept in ``output``, else None (parse the prompt)."""
    if not (output / SPEC_NAME).is_file():
        return None
    try:
        return read_document(output / SPEC_NAME)
    except SpecDocumentError as error:
        raise SolveError(str(error)) from error


def solve(
    prompt: str | None,
    config: SolveConfig,
    *,
    output_dir: str | Path,
    resume: bool = False,
    spec: CaseSpec | None = None,
    author: Author | None = None,
    runner: Runner | None = None,
    retriever: Retriever | None = None,
    progress: ProgressHook | None = None,
    run_progress: ProgressSink | None = None,
) -> SolveOutcome:
    """Turn ``prompt`` into a case under ``output_dir``, or continue an interrupted solve.

    Args:
        prompt: The request; ignored when resuming (the record holds it) or when ``spec`` is
            given (the spec holds its words).
        config: The configuration; when resuming, the one recorded is used instead.
        output_dir: Receives ``case/``, ``foam-agent.json`` and ``checkpoints.sqlite``.
        resume: Continue from the last checkpoint in ``output_dir``.
        spec: The request already read (a spec document, written or corrected by hand): the
            case follows it instead of a parse of ``prompt``. It is kept in ``output_dir`` so
            a resume follows it too.
        author, runner, retriever: Collaborators to use instead of those the config names.
        progress: Called after each node with its name and a summary.
        run_progress: Called while a run proceeds, with what its solver log says.

    Raises:
        SolveError: The output directory cannot be used.
    """
    output = Path(output_dir).expanduser().resolve()
    if resume:
        if not (output / CHECKPOINTS_NAME).is_file():
            raise SolveError(f"'{output}' holds no interrupted solve to resume")
        try:
            earlier = read_record(output)
        except RecordError as error:
            raise SolveError(str(error)) from error
        config, prompt, started_at = earlier.config, earlier.prompt, earlier.started_at
        spec = _kept_spec(output)
    else:
        if spec is not None:
            prompt = spec.prompt
        if not prompt or not prompt.strip():
            raise SolveError("the prompt is empty")
        started_at = now()
    runner = runner or make_runner(config, run_progress=run_progress)
    installation = runner.installation()
    given = spec is not None and not resume
    if spec is None:
        try:
            spec = parse_spec(prompt or "", solvers=installation.applications)
        except SpecError as error:
            raise SolveError(str(error)) from error
    author = author or make_author(config, tutorials_dir=installation.tutorials_dir)
    if retriever is None and config.rag:
        retriever = make_retriever(config, runner)
    case_dir = _prepare_output(output, resume=resume)
    if given:
        write_document(spec, output / SPEC_NAME)
    context = SolveContext(
        config=config,
        spec=spec,
        author=author,
        runner=runner,
        case_dir=case_dir,
        dialect=installation.dialect,
        applications=installation.applications,
        retriever=retriever if config.rag else None,
        progress=progress,
    )
    (case_dir / "case.foam").touch()
    if not resume:
        initial = SolveState(prompt=prompt or "")
        write_record(output, build_record(initial, config=config, case_dir=case_dir,
                                          dialect=installation.dialect, status="started",
                                          stop_reason="running", started_at=started_at,
                                          spec=spec))
    run_config: RunnableConfig = {"configurable": {"thread_id": THREAD_ID},
                                  "recursion_limit": RECURSION_LIMIT}
    serializer = CheckpointSerializer(allowed_msgpack_modules=CHECKPOINT_TYPES)
    connection = sqlite3.connect(str(output / CHECKPOINTS_NAME), check_same_thread=False)
    with closing(connection):
        checkpointer = SqliteSaver(connection, serde=serializer)
        problem = unreadable(checkpointer, run_config) if resume else None
        if problem is not None:
            raise SolveError(f"'{output / CHECKPOINTS_NAME}' cannot be resumed ({problem}); "
                             "solve again into a new output directory")
        graph = build_graph(config).compile(checkpointer=checkpointer)
        graph_input = None if resume else {"prompt": prompt}
        # A dict, as LangGraph accepts (its stub names only SolveInput): the input is stored in
        # the first checkpoint, and a SolveInput there would have to join CHECKPOINT_TYPES.
        try:
            for _ in graph.stream(graph_input, run_config,  # type: ignore[arg-type]
                                  context=context, stream_mode="updates"):
                pass
        except KeyboardInterrupt:
            # Ctrl-C: the record says so (not "started, running"), with what was done so far;
            # the checkpoints let --resume continue from the last finished node.
            values = graph.get_state(run_config).values
            so_far = SolveState.model_validate(values) if values else \
                SolveState(prompt=prompt or "")
            write_record(output, build_record(so_far, config=config, case_dir=case_dir,
                                              dialect=installation.dialect,
                                              status="interrupted", stop_reason="interrupted",
                                              started_at=started_at, spec=spec))
            raise
        final = SolveState.model_validate(graph.get_state(run_config).values)
    reason = stop_reason(final, reviewer=config.reviewer, max_loops=config.max_loops)
    status = status_of(final)
    record = build_record(final, config=config, case_dir=case_dir, dialect=installation.dialect,
                          status=status, stop_reason=reason, started_at=started_at, spec=spec)
    return SolveOutcome(status=status, case_dir=case_dir, record_path=write_record(output, record),
                        record=record)
