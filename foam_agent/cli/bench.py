"""``foam-agent bench``: FoamBench datasets and reference preparation.

``bench datasets`` lists the named datasets with their case counts and md5 verdicts;
``bench prepare`` translates each selected reference case for this installation, runs it once
(cached) and reports per case whether it was translated, whether it ran, how long it took and,
when it did not succeed, why.
"""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.table import Table

from foam_agent.agents.openfoam import InstallationNotFound
from foam_agent.cli._bench_cases import selected_cases
from foam_agent.cli._common import console, emit_json, fail
from foam_agent.cli._options import (
    CasesOption,
    DatasetOption,
    FamilyOption,
    JsonOutput,
    ReferenceCacheOption,
)
from foam_agent.foambench.datasets import DATASET_NAMES, Dataset, dataset_status
from foam_agent.foambench.references import (
    DEFAULT_REFERENCE_TIMEOUT_S,
    ReferenceReport,
    ReferenceSummary,
    default_cache_dir,
    prepare_references,
    summarize,
)

bench_app = typer.Typer(
    name="bench",
    help="FoamBench: datasets, reference preparation, runs of the agent and their reports.",
    no_args_is_help=True,
)
_STATUS_COLOURS = {"success": "green", "failed": "red", "timeout": "yellow",
                   "rejected": "magenta", "not-run": "magenta"}


def _dataset_payload(dataset: Dataset) -> dict[str, Any]:
    return {"name": dataset.name, "source": dataset.source, "split": dataset.split,
            "cases": len(dataset.cases), "md5": dataset.md5.model_dump()}


def _print_report(index: int, total: int, report: ReferenceReport) -> None:
    colour = _STATUS_COLOURS[report.status]
    cached = " (cached)" if report.cached else ""
    why = f" — {report.reason}" if report.reason else ""
    console.print(
        f"[{index}/{total}] {report.case_id}: {report.translation}, "
        f"[{colour}]{report.status}[/] in {report.seconds:.1f} s{cached}{why}",
        highlight=False, soft_wrap=True,
    )


def _print_summary(summary: ReferenceSummary) -> None:
    table = Table(show_header=False, box=None, pad_edge=False)
    table.add_row("cases", str(summary.cases))
    table.add_row("translation", ", ".join(f"{k} {v}" for k, v in summary.translation.items()))
    table.add_row("ran", str(summary.ran))
    table.add_row("success", str(summary.success))
    for reason, count in sorted(summary.reasons.items(), key=lambda item: -item[1]):
        table.add_row(f"  {reason}", str(count))
    table.add_row("run time", f"{summary.seconds} s")
    console.print(table)
    families = Table("family", "cases", "success", "run time", "why not")
    for family, counts in summary.families.items():
        reasons = ", ".join(f"{reason} {count}" for reason, count in counts.reasons.items())
        families.add_row(family, str(counts.cases), str(counts.success), f"{counts.seconds} s",
                         reasons)
    console.print(families)


@bench_app.command("datasets")
def datasets_command(
    json_output: JsonOutput = False,
) -> None:
    """List the named datasets: cases, families, md5 and whether it is the published file."""
    rows = [dataset_status(name) for name in DATASET_NAMES]
    if json_output:
        emit_json({"datasets": [row.model_dump(mode="json") for row in rows]})
        return
    table = Table("dataset", "cases", "families", "md5", "md5 check", "path")
    for row in rows:
        verdict = row.md5_verdict or row.problem or ""
        table.add_row(row.name, str(row.cases), str(row.families), row.md5 or "-", verdict,
                      row.path)
    console.print(table)


@bench_app.command("prepare")
def prepare_command(
    dataset: DatasetOption,
    cases: CasesOption = None,
    family: FamilyOption = None,
    timeout: Annotated[float, typer.Option(
        help="Time limit of each reference run, seconds.")] = DEFAULT_REFERENCE_TIMEOUT_S,
    cache_dir: ReferenceCacheOption = None,
    force: Annotated[bool, typer.Option(help="Run again even when cached.")] = False,
    workers: Annotated[int, typer.Option(
        help="References run at once; one per core is the useful most.")] = 1,
    json_output: JsonOutput = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No live progress bars.")] = False,
) -> None:
    """Translate and run each reference case once (cached), and report per case."""
    if timeout <= 0:
        fail("--timeout must be a positive number of seconds")
    if workers < 1:
        fail("--workers must be at least 1")
    loaded, selected = selected_cases(dataset, family=family, cases=cases)
    from foam_agent.agents.runners import LocalRunner

    runner = LocalRunner()
    try:
        dialect = runner.installation().dialect
    except InstallationNotFound as error:
        fail(str(error))
    console.print(f"preparing {len(selected)} reference case(s) of {loaded.name} for {dialect} "
                  f"(time limit {timeout:g} s each, {workers} at a time)", highlight=False)
    from foam_agent.agents.runners.watched import WatchedRunner
    from foam_agent.cli._progress import ManyRunsProgress

    root = (cache_dir or default_cache_dir()).expanduser().resolve()
    with ManyRunsProgress(console, root=root) as live:
        watched = WatchedRunner(runner, sink=None if quiet else live)
        reports = prepare_references(selected, runner=watched, cache_dir=root,
                                     timeout_s=timeout, force=force, workers=workers,
                                     progress=_print_report)
    summary = summarize(reports)
    if json_output:
        emit_json({"dataset": _dataset_payload(loaded), "dialect": dialect,
                   "timeout_s": timeout, "summary": summary.model_dump(mode="json"),
                   "cases": [report.model_dump(mode="json") for report in reports]})
    else:
        _print_summary(summary)


def register(app: typer.Typer) -> None:
    """Add the ``bench`` command group to the CLI."""
    __import__("foam_agent.cli.bench_run", fromlist=["*"]).register_run_commands(bench_app)
    app.add_typer(bench_app, name="bench")
