"""The MCP server: foam-agent's commands as tools, plus ``job_status`` to poll the long ones.

Inputs are checked the way the CLI checks them: a solve's settings go through
:func:`foam_agent.agents.config.load_config` into :class:`~foam_agent.agents.config.SolveConfig`
(the CLI's model), a run's ranks through the runner wrapper the CLI uses, and every path through
:class:`~foam_agent.agents.mcp.workspace.Workspace`. A bad argument comes back as a tool error
naming it.
"""

from __future__ import annotations

import time
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal

import anyio
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import CallToolResult
from pydantic import Field

from foam_agent.agents.config import ConfigError, load_config
from foam_agent.agents.examples import EXAMPLES
from foam_agent.agents.mcp.auth import token_auth, token_verifier
from foam_agent.agents.mcp.images import job_result
from foam_agent.agents.mcp.jobs import Job, JobQueue, JobView
from foam_agent.agents.mcp.studies import STUDY_RUNS, study_work, validate_work
from foam_agent.agents.mcp.workspace import Workspace, WorkspaceError
from foam_agent.agents.mesh_study.defaults import DEFAULT_RATIO, DEFAULT_TOLERANCE, MIN_RATIO
from foam_agent.agents.runners.progress import RunProgress, describe_numbers, describe_position

if TYPE_CHECKING:
    from foam_agent.agents.spec.model import CaseSpec

#: Longest a tool call waits for its job before returning the job id: well under the 60 s
#: after which many clients give up on a call.
MAX_WAIT_S = 50.0
DEFAULT_WAIT_S = 20.0
#: Time between progress notifications while a call waits.
NOTIFY_INTERVAL_S = 1.0

WaitOption = Annotated[float, Field(
    ge=0, le=MAX_WAIT_S, description="Seconds to wait for the job before returning its id "
    "(then poll job_status).")]
RunnerName = Literal["local", "docker"]


def _progress_text(event: RunProgress) -> str:
    return f"{event.stage}: {describe_position(event)}  {describe_numbers(event)}".strip()


def _follow_run(job: Job, prefix: str = "") -> Any:
    """A run-progress sink that reports to ``job``."""

    def sink(event: RunProgress) -> None:
        job.report(f"{prefix}{_progress_text(event)}", event.fraction)
        if event.final:
            job.outcome = event.converged.describe() if event.converged else None

    return sink


async def _wait(job: Job, ctx: Context, wait_s: float) -> JobView:
    """Wait up to ``wait_s`` for ``job``, checking it each second; its view.

    A progress notification goes out whenever the job's progress has risen since the last one
    (its end included), with the job's total: MCP wants each notification's progress above the
    one before, so a second in which nothing advanced sends none.
    """
    deadline = time.monotonic() + wait_s
    sent = -1.0
    while True:
        view = job.view()
        if view.progress > sent:
            percent = f" ({view.fraction:.0%})" if view.fraction is not None else ""
            await ctx.report_progress(view.progress, view.total,
                                      f"{view.state}: {view.message}{percent}")
            sent = view.progress
        if view.finished or time.monotonic() >= deadline:
            return view
        await anyio.sleep(min(NOTIFY_INTERVAL_S, max(0.0, deadline - time.monotonic())))


def _solve_work(prompt: str, settings: Any, output: Path, spec: CaseSpec | None = None) -> Any:
    def work(job: Job) -> dict[str, Any]:
        from foam_agent.agents.context import NodeDone
        from foam_agent.agents.pictures import draw_pictures, drawn_after
        from foam_agent.agents.solve import solve

        def node_hook(done: NodeDone) -> None:
            job.report(f"{done.node} done: {done.line()}")
            if done.node == "runner":
                job.end_stage()

        outcome = solve(prompt, settings, output_dir=output, spec=spec, progress=node_hook,
                        run_progress=_follow_run(job, "runner · "))
        record = outcome.record
        last = record.attempts[-1].status if record.attempts else None
        pictures = None
        if record.loops and drawn_after(last):
            job.report("drawing residuals.png and fields.png")
            pictures = draw_pictures(outcome.case_dir)
        return {"status": outcome.status, "case_dir": str(outcome.case_dir),
                "record": str(outcome.record_path), "loops": record.loops,
                "stop_reason": record.stop_reason, "error": record.error,
                "error_classes": record.error_classes,
                "physics": [asdict(row) for row in record.physics],
                "suspect": record.suspect,
                "pictures": pictures.paths() if pictures else None}

    return work


def _run_work(case: Path, runner: RunnerName, timeout_s: float | None, ranks: int) -> Any:
    def work(job: Job) -> dict[str, Any]:
        from foam_agent.agents.pictures import draw_pictures, drawn_after
        from foam_agent.agents.runners.watched import WatchedRunner

        inner: Any
        if runner == "docker":
            from foam_agent.agents.runners.docker import DockerRunner

            inner = DockerRunner(timeout_s=timeout_s)
        else:
            from foam_agent.agents.runners import LocalRunner

            inner = LocalRunner(timeout_s=timeout_s)
        result = WatchedRunner(inner, sink=_follow_run(job), ranks=ranks).run(case)
        payload = result.model_dump(mode="json")
        if result.ok:
            from foam_agent.agents.physics import verify_case

            report = verify_case(case)
            payload["physics"] = [asdict(row) for row in report.rows]
            payload["suspect"] = not report.ok
        payload["pictures"] = None
        if drawn_after(result.status):
            job.report("drawing residuals.png and fields.png")
            payload["pictures"] = draw_pictures(case).paths()
        return payload

    return work


SpecArgument = Annotated[dict[str, Any] | None, Field(
    description="A spec document, as understand returns it under 'spec' (perhaps corrected), "
    "in place of the request's words.")]


def _spec_of(document: dict[str, Any] | None) -> CaseSpec | None:
    """The spec a client's spec document holds; a bad document is a tool error naming why."""
    if document is None:
        return None
    # Imported here: the spec model pulls in the readers, which only these calls need.
    from foam_agent.agents.spec.document import SpecDocumentError, from_document

    try:
        return from_document(document)
    except SpecDocumentError as error:
        raise ToolError(f"spec: {error}") from error


def _request_text(prompt: str | None, example: str | None, spec: CaseSpec | None) -> str:
    """The request's words, given exactly once: in words, as an example, or as a spec."""
    if sum(value is not None for value in (prompt, example, spec)) != 1:
        raise ToolError("give exactly one of prompt, example and spec")
    if example is not None and example not in EXAMPLES:
        raise ToolError(f"unknown example '{example}' (choose from {', '.join(EXAMPLES)})")
    if spec is not None:
        return spec.prompt
    text = EXAMPLES[example] if example is not None else (prompt or "").strip()
    if not text:
        raise ToolError("the prompt is empty: say what to simulate")
    return text


def build_server(workspace_root: Path, *, config_file: Path | None = None,
                 token: str | None = None) -> MCPServer:
    """The foam-agent MCP server, confined to ``workspace_root``.

    Args:
        workspace_root: Every path a client names must be inside it.
        config_file: A YAML configuration under the client's solve settings (as ``--config``).
        token: When given, every HTTP request must carry ``Authorization: Bearer <token>``
            (see :mod:`foam_agent.agents.mcp.auth`); stdio has no requests to check.

    Raises:
        WorkspaceError: The root is not a directory.
    """
    workspace = Workspace(workspace_root)
    jobs = JobQueue()
    from foam_agent import __version__

    server = MCPServer(
        "foam-agent",
        version=__version__,
        token_verifier=token_verifier(token),
        auth=token_auth(token),
        # Warnings and errors only on stderr: the assistant's log pane is not a debug console.
        log_level="WARNING",
        instructions=(
            "Turn CFD requests into OpenFOAM cases, run and score them. understand shows what "
            "solve would write, before anything runs; correct its spec document rather than "
            "rewording, and give it to solve as spec. solve, run_case, validate and mesh_study "
            "return a job id when the work outlasts wait_s; poll job_status until finished. "
            f"Paths are relative to the workspace {workspace.root}."),
    )

    def inside(path: str) -> Path:
        try:
            return workspace.existing_dir(path)
        except WorkspaceError as error:
            raise ToolError(str(error)) from error

    def settled(path: str) -> Path:
        """``inside``, and no job is running a case there."""
        folder = inside(path)
        busy = jobs.writing(folder)
        if busy is not None:
            raise ToolError(f"'{path}' is being written by job {busy.job_id}; wait for it "
                            "(job_status) before reading or running it")
        return folder

    @server.tool()
    async def solve(
        ctx: Context,
        prompt: Annotated[str | None, Field(description="The request, in words.")] = None,
        example: Annotated[str | None, Field(
            description=f"A built-in request instead: {', '.join(EXAMPLES)}.")] = None,
        spec: SpecArgument = None,
        output: Annotated[str | None, Field(
            description="Output directory in the workspace (new or empty); default "
            "runs/<job id>.")] = None,
        runner: RunnerName | None = None,
        np: Annotated[int | None, Field(description="MPI ranks of the solver.")] = None,
        max_loops: Annotated[int | None, Field(description="Runs in total (>= 1).")] = None,
        timeout_s: Annotated[float | None, Field(
            description="Time limit of one run, seconds.")] = None,
        wait_s: WaitOption = DEFAULT_WAIT_S,
    ) -> Annotated[CallToolResult, JobView]:
        """Turn a request into an OpenFOAM case, run it and fix it until it runs (a job).

        Give the request in words, as a built-in example, or as the spec document
        understand returned (corrected where it misread the request)."""
        read = _spec_of(spec)
        text = _request_text(prompt, example, read)
        overrides = {"runner": runner, "np": np, "max_loops": max_loops,
                     "run_timeout_s": timeout_s}
        try:
            settings = load_config(config_file, overrides=overrides)
        except ConfigError as error:
            raise ToolError(str(error)) from error
        try:
            target = workspace.resolve(output or f"runs/solve-{time.strftime('%Y%m%d-%H%M%S')}")
        except WorkspaceError as error:
            raise ToolError(str(error)) from error
        if target.exists() and (not target.is_dir() or any(target.iterdir())):
            raise ToolError(f"output '{output}' exists and is not an empty directory")
        job = jobs.submit("solve", _solve_work(text, settings, target, read), writes=target,
                          stages=settings.max_loops)
        return job_result(await _wait(job, ctx, wait_s))

    @server.tool()
    async def understand(
        prompt: Annotated[str | None, Field(description="The request, in words.")] = None,
        example: Annotated[str | None, Field(
            description=f"A built-in request instead: {', '.join(EXAMPLES)}.")] = None,
        spec: SpecArgument = None,
    ) -> dict[str, Any]:
        """What solve would do with a request, without running anything: the spec document
        (correct it and give it to solve as spec), the tutorial followed, the planned edits
        (what is set, in which file and entry, from which words, whether it holds) and the
        words not understood."""
        read = _spec_of(spec)
        text = _request_text(prompt, example, read)
        try:
            settings = load_config(config_file)
        except ConfigError as error:
            raise ToolError(str(error)) from error

        def compose() -> dict[str, Any]:
            from foam_agent.agents.collaborators import make_runner
            from foam_agent.agents.openfoam import InstallationNotFound
            from foam_agent.agents.spec.parse import SpecError, parse_spec
            from foam_agent.agents.understand import understand as understand_spec

            runner = make_runner(settings)
            try:
                case_spec = read or parse_spec(text, solvers=runner.installation().applications)
                return understand_spec(case_spec, settings, runner=runner).to_json()
            except (SpecError, InstallationNotFound) as error:
                raise ToolError(str(error)) from error

        return await anyio.to_thread.run_sync(compose)

    @server.tool()
    async def run_case(
        ctx: Context,
        case_dir: Annotated[str, Field(description="A case directory in the workspace.")],
        runner: RunnerName = "local",
        np: Annotated[int, Field(ge=1, le=64, description="MPI ranks of the solver.")] = 1,
        timeout_s: Annotated[float | None, Field(gt=0, description="Time limit, seconds.")] = None,
        wait_s: WaitOption = DEFAULT_WAIT_S,
    ) -> Annotated[CallToolResult, JobView]:
        """Run an existing case (its Allrun, or blockMesh + its solver) and judge it (a job)."""
        case = settled(case_dir)
        job = jobs.submit("run_case", _run_work(case, runner, timeout_s, np), writes=case)
        return job_result(await _wait(job, ctx, wait_s))

    @server.tool()
    async def validate(
        ctx: Context,
        names: Annotated[list[str] | None, Field(
            description="Validation cases to run (default: all; quick narrows them).")] = None,
        quick: Annotated[bool, Field(
            description="Only the cases cheap enough for every change (CI).")] = False,
        output: Annotated[str | None, Field(
            description="Where each case's solve goes, as NAME/ (new or empty); default "
            "validation/<date-time>.")] = None,
        timeout_s: Annotated[float | None, Field(
            gt=0, description="Time limit of one run, seconds.")] = None,
        wait_s: WaitOption = DEFAULT_WAIT_S,
    ) -> Annotated[CallToolResult, JobView]:
        """Solve the validation requests and compare each result with published data (a job):
        per case its verdict, each quantity's error against its tolerance and reference, and
        the comparison picture."""
        from foam_agent.agents.validation import UnknownCase, select

        try:
            cases = select(names or [])
        except UnknownCase as error:
            raise ToolError(str(error)) from error
        cases = tuple(case for case in cases if case.quick) if quick else cases
        if not cases:
            raise ToolError("no validation case is both named and quick")
        try:
            settings = load_config(config_file, overrides={"run_timeout_s": timeout_s})
            root = workspace.resolve(output or f"validation/{time.strftime('%Y%m%d-%H%M%S')}")
        except (ConfigError, WorkspaceError) as error:
            raise ToolError(str(error)) from error
        busy = [case.name for case in cases if (root / case.name).exists()
                and (not (root / case.name).is_dir() or any((root / case.name).iterdir()))]
        if (root.exists() and not root.is_dir()) or busy:
            raise ToolError(f"output '{output or root}' already holds "
                            f"{', '.join(busy) or 'a file'}")
        job = jobs.submit("validate", validate_work(cases, root, settings), writes=root,
                          stages=len(cases))
        return job_result(await _wait(job, ctx, wait_s))

    @server.tool()
    async def mesh_study(
        ctx: Context,
        case_dir: Annotated[str, Field(
            description="A case that has run, or a solve's output folder, in the workspace.")],
        mesh_tolerance: Annotated[float, Field(
            gt=0, lt=100, description="GCI_fine (percent) under which an output is called "
            "mesh-independent.")] = DEFAULT_TOLERANCE * 100,
        refinement: Annotated[float, Field(
            ge=MIN_RATIO, description="The refinement ratio per direction of each further "
            "mesh.")] = DEFAULT_RATIO,
        np: Annotated[int | None, Field(
            ge=1, le=64, description="MPI ranks of the study's runs (default: the solve's).")
        ] = None,
        timeout_s: Annotated[float | None, Field(
            gt=0, description="Time limit of each study run, seconds (default: the "
            "solve's).")] = None,
        wait_s: WaitOption = DEFAULT_WAIT_S,
    ) -> Annotated[CallToolResult, JobView]:
        """Mesh independence of a finished case (a job): it runs on two finer meshes, and each
        output the request asked for gets its values, observed order, extrapolated value and
        GCI of the finest mesh (Celik et al. 2008), with the verdict and the convergence plot.
        """
        from foam_agent.agents.layout import case_in, is_case, output_dir_of

        folder = settled(case_dir)
        case = case_in(folder)
        if not is_case(case):
            raise ToolError(f"'{case_dir}' is not an OpenFOAM case (no system/controlDict) nor "
                            "a solve's output folder")
        job = jobs.submit("mesh_study", study_work(case, tolerance=mesh_tolerance / 100,
                                                   ratio=refinement, ranks=np,
                                                   timeout_s=timeout_s),
                          writes=output_dir_of(case) or case, stages=STUDY_RUNS)
        return job_result(await _wait(job, ctx, wait_s))

    @server.tool()
    async def job_status(
        ctx: Context,
        job_id: Annotated[str, Field(description="The id solve or run_case returned.")],
        wait_s: WaitOption = DEFAULT_WAIT_S,
    ) -> Annotated[CallToolResult, JobView]:
        """The state of a job, waiting up to wait_s for it to finish; the result when done."""
        job = jobs.get(job_id)
        if job is None:
            raise ToolError(f"no job '{job_id}' on this server")
        return job_result(await _wait(job, ctx, wait_s))

    @server.tool()
    async def score_case(
        case_dir: Annotated[str, Field(
            description="The case to score, run, or a solve's output folder, in the workspace.")],
        reference_dir: Annotated[str, Field(
            description="The reference case, run, in the workspace.")],
        mode: Literal["strict", "upstream"] = "strict",
    ) -> dict[str, Any]:
        """FoamBench scores of a case against its reference: exec, struct, file, NMSE.

        Either may be a solve's output folder: its ``case/`` is scored, as the CLI does."""
        from foam_agent.agents.layout import case_in

        case, reference = case_in(settled(case_dir)), case_in(settled(reference_dir))

        def score() -> dict[str, Any]:
            from foam_agent.evaluators.score import ReferenceCaseError, score_case

            try:
                return score_case(case, reference, mode=mode).to_dict()
            except (ReferenceCaseError, ValueError) as error:
                raise ToolError(str(error)) from error

        return await anyio.to_thread.run_sync(score)

    @server.tool()
    async def query_tutorials(
        text: Annotated[str, Field(min_length=1, description="What to simulate, in words.")],
        k: Annotated[int, Field(ge=1, le=20)] = 5,
    ) -> list[dict[str, Any]]:
        """The installation's tutorial cases nearest a request, best first."""
        if not text.strip():
            raise ToolError("the query is empty; say what to simulate")

        def query() -> list[dict[str, Any]]:
            from foam_agent.agents.openfoam import find_local_installation
            from foam_agent.agents.retrieval import IndexRetriever

            retriever = IndexRetriever.for_installation(find_local_installation())
            return [hit.summary() for hit in retriever.index.nearest_cases(text, k=k)]

        return await anyio.to_thread.run_sync(query)

    @server.tool()
    async def doctor() -> dict[str, Any]:
        """What is installed (OpenFOAM, the sandbox, Docker, the embedding model, the tutorial
        index, a chat model) and how to fix what is missing."""

        def checks() -> dict[str, Any]:
            from dataclasses import asdict

            from foam_agent.cli.doctor import all_checks

            found = all_checks()
            return {"ok": all(check.ok for check in found if check.required),
                    "checks": [asdict(check) for check in found]}

        return await anyio.to_thread.run_sync(checks)

    @server.tool()
    async def bench_status(
        results_dir: Annotated[str, Field(description="A bench run results directory.")],
    ) -> dict[str, Any]:
        """How far a FoamBench run is: attempts by state, cases and prepared references."""
        results = inside(results_dir)

        def status() -> dict[str, Any]:
            from collections import Counter

            from foam_agent.foambench.store import ResultsStore, StoreError

            try:
                with ResultsStore.open(results, create=False) as store:
                    attempts = Counter(store.statuses().values())
                    references = Counter(row.status for row in store.references().values())
                    return {"results_dir": str(results), "cases": len(store.cases()),
                            "attempts": dict(attempts), "references": dict(references),
                            "invocations": len(store.invocations())}
            except StoreError as error:
                raise ToolError(str(error)) from error

        return await anyio.to_thread.run_sync(status)

    return server
