"""``foam-agent solve``: a request in words → a running OpenFOAM case."""

from __future__ import annotations

import re
import sys
import time
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.markup import escape

from foam_agent.agents.examples import EXAMPLES
from foam_agent.cli._common import (
    console,
    create_output,
    emit_json,
    fail,
    print_pairs,
    remove_unused,
)
from foam_agent.cli._options import (
    AuthorOption,
    DiskLimitOption,
    ExampleOption,
    JsonOutput,
    MaxCostOption,
    MaxTokensOption,
    MaxWallOption,
    PromptArgument,
    PromptFileOption,
    RecordOption,
    ReplayOption,
    SandboxOption,
    disk_limit_bytes,
    llm_overrides,
    positive_seconds,
)
from foam_agent.cli.verify import (
    DEFAULT_MESH_TOLERANCE_PERCENT,
    MeshToleranceOption,
    check_mesh_tolerance,
    mesh_study_payload,
    print_mesh_study,
    print_physics,
    run_mesh_study_or_fail,
)

if TYPE_CHECKING:
    from foam_agent.agents.audit.rows import AuditRow
    from foam_agent.agents.config import SolveConfig
    from foam_agent.agents.context import NodeDone, Retriever
    from foam_agent.agents.runners import Runner
    from foam_agent.agents.solve import SolveOutcome
    from foam_agent.agents.spec.model import CaseSpec

#: The mesh study's refinement ratio per direction (verify --refinement sets another).
MESH_RATIO = 2 ** 0.5
#: Longest slug of the prompt used in a default output directory name.
SLUG_CHARS = 40


def _default_output(prompt: str) -> Path:
    slug = re.sub(r"[^a-z0-9]+", "-", prompt.lower()).strip("-")[:SLUG_CHARS].strip("-")
    return Path("foam-agent-runs") / f"{time.strftime('%Y%m%d-%H%M%S')}-{slug or 'case'}"


def read_prompt(prompt: str | None, prompt_file: Path | None, example: str | None) -> str:
    """The request, from the argument, ``--prompt-file`` or ``--example``; one ``error:`` line
    when it is given twice, unreadable, empty or too long.

    The request's length limit is the reader's: its module is imported only for a request that
    has passed every other check (``solve`` needs it then anyway)."""
    given = [value for value in (prompt, prompt_file, example) if value is not None]
    if len(given) > 1:
        fail("give the request once: as text, with --prompt-file, or with --example")
    if example is not None:
        if example not in EXAMPLES:
            fail(f"unknown example '{example}' (choose from {', '.join(EXAMPLES)})")
        return EXAMPLES[example]
    if prompt_file is not None:
        try:
            text = prompt_file.read_text(encoding="utf-8")
        except FileNotFoundError:
            fail(f"prompt file '{prompt_file}' does not exist")
        except (OSError, UnicodeDecodeError) as error:
            fail(f"prompt file '{prompt_file}' cannot be read: {error}")
    else:
        text = prompt or ""
    if not text.strip():
        fail("the request is empty: say what to simulate")
    from foam_agent.agents.spec.parse import MAX_PROMPT_CHARS

    if len(text) > MAX_PROMPT_CHARS:
        fail(f"the request has {len(text):,} characters; at most {MAX_PROMPT_CHARS:,} are read "
             "(describe the case, not its files)")
    return text.strip()


def runs_recorded(output: Path | None) -> int:
    """The runs the record of an interrupted solve in ``output`` holds (0 for a new solve or
    an unreadable record, which the solve itself then reports)."""
    if output is None:
        return 0
    from foam_agent.agents.record import RecordError, read_record

    try:
        return read_record(output).loops
    except RecordError:
        return 0


class RetrieverError(Exception):
    """The tutorial index cannot be opened nor built; the message says why."""


def announced_retriever(settings: SolveConfig, runner: Runner, *, quiet: bool
                        ) -> Retriever | None:
    """The tutorial retriever, its index built first with its own bar when it is missing.

    Why here and not inside the solve: the first solve on a machine builds the index for
    minutes, and the run's bar (still at 0 %) cannot say so.
    """
    if not settings.rag:
        return None
    from foam_agent.agents.retrieval import IndexRetriever
    from foam_agent.cli.index import build_progress
    from foam_agent.rag_index import RagIndexError

    installation = runner.installation()
    announce = None if quiet else (
        "building the index of the installation's tutorials (once per installation; "
        "a few minutes)")
    with build_progress(announce) as progress:
        try:
            return IndexRetriever.for_installation(installation, index_dir=settings.index_dir,
                                                   progress=None if quiet else progress)
        except (RuntimeError, RagIndexError) as error:
            raise RetrieverError(str(error)) from error


def _progress(done: NodeDone) -> None:
    console.print(f"[cyan]{done.node:>9}[/] {escape(done.line())}", highlight=False,
                  soft_wrap=True)


def _print_audit(rows: list[AuditRow]) -> None:
    """The requirements audit, unmet rows first: what was asked, where it is, whether it holds."""
    if not rows:
        return
    from rich.table import Table

    table = Table(title="requirements audit", title_justify="left")
    for column in ("", "requirement", "expected", "found", "where", "from the request"):
        table.add_column(column, overflow="fold")
    for row in rows:
        mark = "[green]met[/]" if row.met else "[bold red]UNMET[/]"
        where = "/".join(part for part in (row.file, row.entry) if part) or "-"
        found = row.found if row.found is not None else "-"
        if row.note:
            found = f"{found} ({row.note})"
        table.add_row(mark, row.requirement, row.expected, found, where, row.phrase)
    console.print(table)


def _print_summary(outcome: SolveOutcome) -> None:
    record = outcome.record
    _print_audit(record.audit)
    print_physics(record.physics)
    colour = {"solved": "green", "failed": "red", "error": "red"}.get(outcome.status, "yellow")
    rows: list[tuple[str, str]] = []
    rows.append(("status", f"[bold {colour}]{outcome.status}[/] ({record.stop_reason})"))
    if record.attempts and record.attempts[-1].status != "success":
        rows.append(("last run", escape(record.attempts[-1].message)))
    rows.append(("author", record.author))
    rows.append(("rag / reviewer", f"{record.config.rag} / {record.config.reviewer}"))
    rows.append(("runs", str(record.loops)))
    rows.append(("error classes", ", ".join(record.error_classes) or "none"))
    tokens, cost = record.tokens, record.cost_usd
    rows.append(("tokens", f"{tokens.prompt} prompt + {tokens.completion} completion"))
    rows.append(("cost", "unpriced model" if cost is None else f"${cost:.4f}"))
    rows.append(("time", f"{record.seconds.process:.1f} s (the nodes "
                          f"{record.seconds.total:.1f} s)"))
    if record.plan and record.plan.reference_case:
        rows.append(("followed", record.plan.reference_case))
    if record.shedding is not None:
        shed = record.shedding
        regular = "periodic" if shed.periodic else "not periodic"
        rows.append(("Strouhal number", f"{shed.strouhal:.4f} ({regular}, {shed.cycles} "
                      "periods)" if shed.strouhal is not None else f"not measured: {shed.note}"))
    rows.append(("case", str(outcome.case_dir)))
    rows.append(("record", str(outcome.record_path)))
    rows.append(("open in ParaView", f"paraview {outcome.case_dir / 'case.foam'}"))
    print_pairs(rows)


def _confirm(spec: CaseSpec, settings: SolveConfig, runner: Runner) -> None:
    """Show what the solve would write and go on only when the user says yes (exit 1 if not).

    The plan is composed as the solve composes it; the spec shown is the spec run."""
    from foam_agent.cli.understand import print_understanding, understanding_of

    found = understanding_of(spec, settings, runner)
    print_understanding(found)
    if found.error is not None:
        raise typer.Exit(1)
    if not typer.confirm("Run this case?", default=False, err=True):
        console.print("not run")
        raise typer.Exit(1)


def solve_command(
    prompt: PromptArgument = None,
    prompt_file: PromptFileOption = None,
    example: ExampleOption = None,
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="Output directory (new or empty).")
    ] = None,
    resume: Annotated[
        Path | None, typer.Option(help="Continue the interrupted solve in this directory.")
    ] = None,
    model: Annotated[
        str | None, typer.Option(help="provider:name, e.g. openai:gpt-4o; none = template.")
    ] = None,
    base_url: Annotated[
        str | None, typer.Option(help="An OpenAI-compatible server URL.")
    ] = None,
    rag: Annotated[
        bool | None, typer.Option("--rag/--no-rag", help="Retrieve tutorial cases.")
    ] = None,
    reviewer: Annotated[
        bool | None, typer.Option("--reviewer/--no-reviewer", help="Review and fix failures.")
    ] = None,
    max_loops: Annotated[int | None, typer.Option(help="Runs in total (>= 1).")] = None,
    runner: Annotated[str | None, typer.Option(help="local or docker.")] = None,
    timeout: Annotated[
        float | None, typer.Option(help="Time limit of one run, seconds.")
    ] = None,
    config: Annotated[Path | None, typer.Option(help="A YAML configuration file.")] = None,
    ranks: Annotated[int | None, typer.Option(
        "--np", help="MPI ranks of the solver (cases without an Allrun).")] = None,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No live progress.")] = False,
    author: AuthorOption = None,
    max_tokens: MaxTokensOption = None,
    max_cost: MaxCostOption = None,
    max_wall: MaxWallOption = None,
    record_to: RecordOption = None,
    replay_from: ReplayOption = None,
    json_output: JsonOutput = False,
    sandbox: SandboxOption = True,
    disk_limit: DiskLimitOption = None,
    mesh: Annotated[Path | None, typer.Option(
        "--mesh", help="Use this mesh: a gmsh or Fluent .msh, or a polyMesh directory.")
    ] = None,
    spec_file: Annotated[Path | None, typer.Option(
        "--spec", help="Run a spec document (as understand writes it, perhaps corrected by "
                       "hand) in place of the request.")] = None,
    confirm: Annotated[bool, typer.Option(
        "--confirm", help="Show what would be written and ask before running (interactive "
                          "terminals only).")] = False,
    verify_mesh: Annotated[bool, typer.Option(
        "--verify-mesh", help="After a run that succeeded, run it on two finer meshes and "
                              "report each requested output's GCI (Celik et al. 2008); exit 1 "
                              "unless every output is mesh-independent.")] = False,
    mesh_tolerance: MeshToleranceOption = DEFAULT_MESH_TOLERANCE_PERCENT,
) -> None:
    """Turn a request into an OpenFOAM case, run it, and fix it until it runs."""
    if confirm and not sys.stdin.isatty():
        fail("--confirm asks before running, so it needs an interactive terminal; see the plan "
             "with foam-agent understand, then solve without --confirm")
    from foam_agent.agents.config import ConfigError, load_config

    overrides = {"model": model, "base_url": base_url, "rag": rag, "reviewer": reviewer,
                 "max_loops": max_loops, "runner": runner, "run_timeout_s": timeout,
                 **llm_overrides(author=author, max_tokens=max_tokens, max_cost=max_cost,
                                 max_wall=max_wall, record=record_to,
                                 replay=replay_from)}
    overrides["np"] = ranks
    overrides["sandbox"] = None if sandbox else False
    overrides["disk_limit"] = disk_limit_bytes(disk_limit)
    if mesh is not None:
        from foam_agent.agents.geometry.import_mesh import MeshImportError, mesh_kind

        try:
            mesh_kind(mesh)
        except MeshImportError as error:
            fail(str(error))
        overrides["mesh"] = str(mesh.resolve())
    positive_seconds(timeout, "--timeout")
    if verify_mesh:
        check_mesh_tolerance(mesh_tolerance)
    try:
        settings = load_config(config, overrides=overrides)
    except ConfigError as error:
        fail(str(error))
    spec = None
    if resume is not None:
        if spec_file is not None:
            fail("--resume continues with the spec it started with; give no --spec")
        text, output_dir = None, resume
    elif spec_file is not None or confirm:
        from foam_agent.agents.collaborators import make_runner
        from foam_agent.cli.understand import request_spec

        planner = make_runner(settings)
        spec = request_spec(prompt, prompt_file, example, spec_file, planner)
        text = spec.prompt
        output_dir = output or _default_output(text)
        if confirm:
            _confirm(spec, settings, planner)
    else:
        text = read_prompt(prompt, prompt_file, example)
        output_dir = output or _default_output(text)
    # Imported once every argument is checked: the agent (LangGraph, the request reader, the
    # physics checks) costs about a second of CPU that a refused command never pays.
    from foam_agent.agents.authors.base import AuthorError
    from foam_agent.agents.collaborators import make_runner
    from foam_agent.agents.openfoam import InstallationNotFound
    from foam_agent.agents.solve import SolveError, solve
    from foam_agent.cli._progress import SolveProgress
    from foam_agent.cli.run import draw_result_pictures, fail_interrupted, print_pictures

    created = create_output(output_dir) if resume is None else []
    try:
        with SolveProgress(console, settings.runner, quiet=quiet,
                           runs_done=runs_recorded(resume)) as live:
            chosen = retriever = None
            if resume is None:
                chosen = make_runner(settings, run_progress=live.sink)
                retriever = announced_retriever(settings, chosen, quiet=quiet)
            outcome = solve(text, settings, output_dir=output_dir, resume=resume is not None,
                            spec=spec, runner=chosen, retriever=retriever,
                            progress=live.node_hook(None if json_output else _progress),
                            run_progress=live.sink)
    except KeyboardInterrupt:
        remove_unused(created)
        fail_interrupted()
    except (SolveError, AuthorError, InstallationNotFound, ConfigError, RetrieverError) as error:
        remove_unused(created)
        fail(str(error))
    from foam_agent.agents.pictures import drawn_after

    attempts = outcome.record.attempts
    drawn = draw_result_pictures(outcome.case_dir) \
        if attempts and drawn_after(attempts[-1].status) else None
    ran = outcome.record.run is not None and outcome.record.run.ok
    if not json_output:
        _print_summary(outcome)
        print_pictures(drawn)
    study = run_mesh_study_or_fail(outcome.case_dir, tolerance_percent=mesh_tolerance,
                                   ratio=MESH_RATIO, ranks=None, timeout_s=None) \
        if verify_mesh and ran else None
    if json_output:
        record = outcome.record
        emit_json({
            "status": outcome.status,
            "case_dir": str(outcome.case_dir),
            "record": str(outcome.record_path),
            "loops": record.loops,
            "author": record.author,
            "rag": record.config.rag,
            "reviewer": record.config.reviewer,
            "tokens": {"prompt": record.tokens.prompt,
                       "completion": record.tokens.completion},
            "cost_usd": record.cost_usd,
            "error_classes": record.error_classes,
            "stop_reason": record.stop_reason,
            "error": record.error,
            "run": record.run.model_dump(mode="json") if record.run else None,
            "audit": [row.model_dump(mode="json") for row in record.audit],
            "unmet": record.unmet,
            "physics": [asdict(row) for row in record.physics],
            "suspect": record.suspect,
            "pictures": drawn.paths() if drawn else None,
            "mesh_study": mesh_study_payload(study) if study else None,
        })
    elif study is not None:
        print_mesh_study(study)
    if outcome.status == "error":
        if not json_output:
            console.print(f"[bold red]error:[/] {outcome.record.error}")
        raise typer.Exit(2)
    if not outcome.solved or (study is not None and not study.independent):
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    """Add the ``solve`` command to the CLI."""
    app.command("solve")(solve_command)
