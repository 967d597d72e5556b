"""``foam-agent index build | query | info``: the FAISS index of the installation's tutorials.

A thin layer over ``rag_index``: it finds the installation, hands its tutorials, dialect and a
``-help`` collector to :func:`foam_agent.rag_index.ensure_index`, and prints tables and progress on
stderr and, with ``--json``, one JSON value on stdout.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from foam_agent.agents.openfoam import Installation, InstallationNotFound, find_local_installation
from foam_agent.agents.openfoam.command_help import collect_command_help
from foam_agent.cli._common import console, emit_json, fail
from foam_agent.cli._options import JsonOutput

if TYPE_CHECKING:
    from foam_agent.rag_index import CaseHit, EnsureResult, Manifest

#: What each build stage is called on the progress bar.
STAGES = {"read": "reading tutorials", "help": "collecting -help texts", "embed": "embedding"}

index_app = typer.Typer(
    help="Build, query and inspect the FAISS index of the installation's tutorials.",
    no_args_is_help=True,
)

IndexDir = Annotated[
    Path | None,
    typer.Option(
        "--index-dir",
        envvar="FOAM_AGENT_INDEX_DIR",
        help="Index folder (default: ~/.cache/foam-agent/index/<dialect>/keys-<version>).",
    ),
]
TutorialsDir = Annotated[
    Path | None,
    typer.Option(
        "--tutorials",
        envvar="FOAM_AGENT_TUTORIALS_DIR",
        help="Tutorials to index (default: the installation's own).",
    ),
]


def _installation() -> Installation:
    try:
        return find_local_installation()
    except InstallationNotFound as error:
        fail(str(error))


def _tutorials(installation: Installation, override: Path | None) -> Path:
    if override is not None:
        return override
    if not installation.tutorials_dir:
        fail(
            f"the {installation.dialect} installation has no tutorials to index "
            "(on Debian: apt-get install openfoam-examples, or pass --tutorials)"
        )
    return Path(installation.tutorials_dir)


@contextmanager
def build_progress(announce: str | None = None) -> Iterator[Callable[[str, int, int], None]]:
    """A bar per build stage on stderr and the ``progress(stage, done, total)`` that drives it.

    Nothing is shown until the first report, so opening a fresh index prints nothing; then
    ``announce`` (if given) is printed once, so that a solve building the index on its first
    run says so. When stderr is not a terminal, each stage is one plain line instead.
    """
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
    )
    progress = Progress(*columns, console=console, transient=True)
    tasks: dict[str, Any] = {}

    def update(stage: str, done: int, total: int) -> None:
        if not tasks and announce is not None:
            console.print(announce, highlight=False, markup=False, soft_wrap=True)
        if stage not in tasks:
            if not console.is_terminal:
                tasks[stage] = None
                console.print(f"index: {STAGES.get(stage, stage)} ({total})", highlight=False,
                              markup=False, soft_wrap=True)
                return
            if not tasks:
                progress.start()
            tasks[stage] = progress.add_task(STAGES.get(stage, stage), total=total)
        if tasks[stage] is not None:
            progress.update(tasks[stage], completed=done, total=total)

    try:
        yield update
    finally:
        if progress.live.is_started:
            progress.stop()


def _ensure(
    installation: Installation,
    tutorials: Path,
    index_dir: Path,
    *,
    force: bool,
) -> EnsureResult:
    """Open the index, building it first when missing or stale; errors end the command."""
    from foam_agent.rag_index import RagIndexError, ensure_index

    with build_progress() as progress:
        try:
            return ensure_index(
                tutorials,
                index_dir,
                dialect=installation.dialect,
                version=installation.version,
                command_help=lambda: (
                    collect_command_help(
                        installation, progress=lambda done, total: progress("help", done, total)
                    ).texts
                ),
                force=force,
                progress=progress,
            )
        except RagIndexError as error:
            fail(str(error))


def _manifest_table(index_dir: Path, manifest: Manifest, reasons: list[str]) -> Table:
    table = Table(show_header=False, box=None, pad_edge=False)
    table.add_row("index", str(index_dir))
    state = "[green]fresh[/]" if not reasons else "[yellow]stale: " + "; ".join(reasons) + "[/]"
    table.add_row("state", state)
    table.add_row("dialect / version", f"{manifest.dialect} / {manifest.openfoam_version}")
    table.add_row("tutorials", manifest.tutorials_dir)
    counts = manifest.counts
    table.add_row(
        "contents",
        f"{counts.cases} cases, {counts.files} files (+{counts.omitted_files} omitted), "
        f"{counts.commands} commands, {counts.keys} embedded keys",
    )
    table.add_row("embedder", f"{manifest.embedder.id} ({manifest.embedder.dimension} dims)")
    table.add_row(
        "built", f"{manifest.created_at:%Y-%m-%d %H:%M:%S} UTC in {manifest.build_seconds:.1f} s"
    )
    return table


def build(
    force: Annotated[bool, typer.Option("--force", help="Rebuild even if fresh.")] = False,
    index_dir: IndexDir = None,
    tutorials: TutorialsDir = None,
    json_output: JsonOutput = False,
) -> None:
    """Build the index of the installation's tutorials (offline); skip it if already fresh."""
    from foam_agent.rag_index import default_index_dir

    installation = _installation()
    tutorials_dir = _tutorials(installation, tutorials)
    index_dir = index_dir or default_index_dir(installation.dialect)
    result = _ensure(installation, tutorials_dir, index_dir, force=force)
    manifest = result.index.manifest
    if result.built:
        console.print(f"built {index_dir} ({'; '.join(result.reasons)})", highlight=False)
    else:
        console.print(f"{index_dir} is up to date", highlight=False)
    console.print(_manifest_table(index_dir, manifest, []))
    if json_output:
        emit_json(
            {
                "index_dir": str(index_dir),
                "built": result.built,
                "reasons": list(result.reasons),
                "manifest": manifest.model_dump(mode="json"),
            }
        )


def query(
    text: Annotated[str, typer.Argument(help="What to simulate, in words.")],
    k: Annotated[int, typer.Option("-k", min=1, max=100, help="How many cases.")] = 5,
    solver: Annotated[str | None, typer.Option(help="Only cases of this solver.")] = None,
    domain: Annotated[str | None, typer.Option(help="Only cases of this domain.")] = None,
    index_dir: IndexDir = None,
    tutorials: TutorialsDir = None,
    explain: Annotated[
        bool,
        typer.Option(
            "--explain",
            help="Show why each case ranks where it does: embedding score, lexical evidence, "
            "facet matches and penalties.",
        ),
    ] = False,
    json_output: JsonOutput = False,
) -> None:
    """The tutorial cases nearest to a request, best first (builds the index if needed).

    The request's physics (laminar or turbulent, phases, compressibility...) is read as the
    agent reads it and re-ranks the cases as in ``foam-agent solve``.
    """
    if not text.strip():
        fail("the query is empty; say what to simulate, e.g. 'lid-driven cavity icoFoam'")
    from foam_agent.rag_index import RagIndexError, default_index_dir

    installation = _installation()
    tutorials_dir = _tutorials(installation, tutorials)
    index_dir = index_dir or default_index_dir(installation.dialect)
    result = _ensure(installation, tutorials_dir, index_dir, force=False)
    if result.built:
        console.print(f"built {index_dir} first ({'; '.join(result.reasons)})", highlight=False)
    from foam_agent.agents.retrieval import IndexRetriever

    facets = IndexRetriever(result.index).facets(text)
    try:
        hits = result.index.nearest_cases(text, k=k, solver=solver, domain=domain, facets=facets)
    except RagIndexError as error:
        fail(str(error))
    _print_hits(hits)
    if explain:
        for hit in hits:
            console.print(hit.explain(), highlight=False, markup=False)
    if json_output:
        rows = [
            {**hit.summary(), "explanation": hit.explain()} if explain else hit.summary()
            for hit in hits
        ]
        sys.stdout.write(json.dumps(rows, indent=2) + "\n")
        sys.stdout.flush()


def _print_hits(hits: list[CaseHit]) -> None:
    if not hits:
        console.print("no case matches these filters")
        return
    table = Table()
    table.add_column("#", justify="right")
    table.add_column("case", overflow="fold")
    table.add_column("solver")
    table.add_column("score", justify="right")
    table.add_column("similarity", justify="right")
    table.add_column("boost for", overflow="fold")
    for rank, hit in enumerate(hits, start=1):
        table.add_row(
            str(rank),
            hit.case,
            hit.solver,
            f"{hit.score:.3f}",
            f"{hit.similarity:.3f}" if hit.embedded else "-",
            ", ".join(hit.reasons) or "-",
        )
    console.print(table)


def info(
    index_dir: IndexDir = None, tutorials: TutorialsDir = None, json_output: JsonOutput = False
) -> None:
    """What the index holds, what it was built from, and whether it is still fresh."""
    from foam_agent.rag_index import RagIndexError, check_index, default_index_dir

    installation = _installation()
    index_dir = index_dir or default_index_dir(installation.dialect)
    try:
        manifest, reasons = check_index(
            index_dir,
            dialect=installation.dialect,
            version=installation.version,
            tutorials_dir=tutorials or installation.tutorials_dir,
        )
    except RagIndexError as error:
        fail(str(error))
    console.print(_manifest_table(index_dir, manifest, reasons))
    if json_output:
        emit_json(
            {
                "index_dir": str(index_dir),
                "fresh": not reasons,
                "reasons": reasons,
                "manifest": manifest.model_dump(mode="json"),
            }
        )


index_app.command("build")(build)
index_app.command("query")(query)
index_app.command("info")(info)


def register(app: typer.Typer) -> None:
    """Add the ``index`` command group to the ``foam-agent`` application."""
    app.add_typer(index_app, name="index")
