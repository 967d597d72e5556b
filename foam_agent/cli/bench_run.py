"""``foam-agent bench run`` and ``bench report``: the ablation runs and their tables.

``bench run`` solves every selected case under each model and ablation, ``--attempts`` times,
scores each attempt against the prepared reference and records it in ``RESULTS_DIR``; run the
same command again after an interruption and it resumes. ``bench report RESULTS_DIR`` writes the
Markdown and CSV tables and the figures into ``RESULTS_DIR/report``. Scoring is redone from the
store without solving anything with ``bench report --rescore`` (and ``--mode upstream`` scores
in the CFDLLMBench scripts' mode the attempts that have no such score yet).
"""

from __future__ import annotations

from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from foam_agent.agents.config import ConfigError
from foam_agent.agents.openfoam import InstallationNotFound
from foam_agent.cli._bench_cases import selected_cases
from foam_agent.cli._common import console, emit_json, fail
from foam_agent.cli._options import (
    AuthorOption,
    CasesOption,
    DatasetOption,
    FamilyOption,
    JsonOutput,
    MaxCostOption,
    MaxTokensOption,
    MaxWallOption,
    RecordOption,
    ReferenceCacheOption,
    ReplayOption,
    ScoringModeOption,
    llm_overrides,
    scoring_mode,
)
from foam_agent.foambench.references import DEFAULT_REFERENCE_TIMEOUT_S
from foam_agent.foambench.store import StoreError

if TYPE_CHECKING:
    from foam_agent.foambench.harness import Event

#: Shorthand for every ablation of CFDLLMBench Table 2.
ALL_ABLATIONS = "all"
#: Exit status after Ctrl-C, as a shell reports a process ended by SIGINT (128 + 2).
INTERRUPTED_EXIT = 130
_STATUS_COLOURS = {"done": "green", "error": "red", "success": "green", "pass": "green",
                   "running": "cyan", "unscorable": "magenta"}


def _print_event(event: Event) -> None:
    colour = _STATUS_COLOURS.get(event.status, "yellow")
    if event.kind == "start":
        console.print(f"{event.label}: {event.detail}", highlight=False)
        return
    where = f"[{event.done}/{event.total}] " if event.kind in ("attempt", "scored") else ""
    detail = f" — {event.detail}" if event.detail else ""
    console.print(f"{where}{event.kind} {event.label}: [{colour}]{event.status}[/]{detail}",
                  highlight=False, soft_wrap=True)


def _ablations(values: list[str] | None) -> list[str]:
    from foam_agent.foambench.harness import ABLATIONS

    chosen = values or ["rag+reviewer"]
    if ALL_ABLATIONS in chosen:
        return list(ABLATIONS)
    for name in chosen:
        if name not in ABLATIONS:
            fail(f"unknown ablation '{name}' (choose {', '.join(ABLATIONS)} or {ALL_ABLATIONS})")
    return list(dict.fromkeys(chosen))



def run_command(
    dataset: DatasetOption,
    out: Annotated[Path, typer.Option(
        "--results-dir", "--out",
        help="Results directory (store, attempt cases, report); reuse it to resume.")],
    cases: CasesOption = None,
    family: FamilyOption = None,
    model: Annotated[list[str] | None, typer.Option(
        help="provider:name; repeat for several; none = the offline template author.")
    ] = None,
    ablation: Annotated[list[str] | None, typer.Option(
        help="rag+reviewer, rag, reviewer, zero-shot or all; repeat for several.")] = None,
    attempts: Annotated[int, typer.Option(help="Attempts per case, for pass@k.")] = 1,
    workers: Annotated[int | None, typer.Option(
        help="Local Dask worker processes (default: one per core).")] = None,
    scheduler: Annotated[str | None, typer.Option(
        help="Address of a running Dask scheduler (e.g. tcp://host:8786).")] = None,
    max_loops: Annotated[int | None, typer.Option(help="Runs per attempt (>= 1).")] = None,
    timeout: Annotated[float | None, typer.Option(
        help="Time limit of one attempt, all its runs, seconds.")] = None,
    reference_timeout: Annotated[float, typer.Option(
        help="Time limit of one reference run, seconds.")] = DEFAULT_REFERENCE_TIMEOUT_S,
    reference_cache: ReferenceCacheOption = None,
    config: Annotated[Path | None, typer.Option(
        help="A YAML configuration beneath the ablation switches.")] = None,
    mode: ScoringModeOption = "strict",
    retry_errors: Annotated[bool, typer.Option(
        "--retry-errors/--keep-errors",
        help="Run attempts that ended as errors again when resuming.")] = True,
    author: AuthorOption = None,
    max_tokens: MaxTokensOption = None,
    max_cost: MaxCostOption = None,
    max_wall: MaxWallOption = None,
    record: RecordOption = None,
    replay: ReplayOption = None,
    json_output: JsonOutput = False,
    quiet: Annotated[bool, typer.Option(
        "--quiet", "-q", help="No progress bar (event lines are still printed).")] = False,
) -> None:
    """Solve, score and record every case × model × ablation × attempt (resumable)."""
    from foam_agent.foambench.harness import (
        DEFAULT_ATTEMPT_TIMEOUT_S,
        DEFAULT_WORKERS,
        HarnessError,
        LlmSettings,
        run_benchmark,
    )

    chosen_ablations = _ablations(ablation)
    llm = llm_overrides(author=author, max_tokens=max_tokens, max_cost=max_cost,
                        max_wall=max_wall, record=record, replay=replay)
    scoring = scoring_mode(mode)
    if attempts < 1:
        fail("--attempts must be at least 1")
    if workers is not None and workers < 1:
        fail("--workers must be at least 1")
    if max_loops is not None and max_loops < 1:
        fail("--max-loops must be at least 1")
    limit = DEFAULT_ATTEMPT_TIMEOUT_S if timeout is None else timeout
    if limit <= 0 or reference_timeout <= 0:
        fail("--timeout and --reference-timeout must be positive numbers of seconds")
    if out.exists() and not out.is_dir():
        fail(f"--results-dir {out} is a file, not a results directory")
    loaded, selected = selected_cases(dataset, family=family, cases=cases)
    console.print(f"{len(selected)} case(s) of {loaded.name} × {len(model or [None])} "
                  f"model(s) × {len(chosen_ablations)} ablation(s) × {attempts} attempt(s)"
                  f" → {out}", highlight=False)
    from foam_agent.cli._progress import AttemptsProgress

    try:
        with AttemptsProgress(console, quiet=quiet) as bar:
            summary = run_benchmark(
                selected, out, dataset=loaded.name,
                models=[None if name.strip().lower() == "none" else name
                        for name in model] if model else [None],
                ablations=chosen_ablations, attempts=attempts, max_loops=max_loops,
                timeout_s=limit, workers=workers or DEFAULT_WORKERS, scheduler=scheduler,
                config_file=config, reference_cache=reference_cache,
                reference_timeout_s=reference_timeout, mode=scoring,
                retry_errors=retry_errors, on_event=bar.follow(_print_event),
                llm=LlmSettings.model_validate(llm))
    except (HarnessError, StoreError, ConfigError, InstallationNotFound) as error:
        fail(str(error))
    except KeyboardInterrupt:
        fail(f"interrupted; finished attempts are kept in {out}, and the same command "
             "resumes the others", code=INTERRUPTED_EXIT)
    if json_output:
        emit_json(asdict(summary))
        return
    console.print(
        f"{summary.ran} attempt(s) run ({summary.solved} solved, {summary.errors} errors), "
        f"{summary.skipped} already finished, {summary.recovered} resumed after a dead run, "
        f"in {summary.seconds:.0f} s; next: foam-agent bench report {out}", highlight=False)


def report_command(
    results_dir: Annotated[Path, typer.Argument(help="A results directory of bench run.")],
    mode: ScoringModeOption = "strict",
    rescore: Annotated[bool, typer.Option(
        help="Score every finished attempt again first (no solving).")] = False,
    images: Annotated[int | None, typer.Option(
        help="Most field images to draw (a sample of cases).")] = None,
    json_output: JsonOutput = False,
) -> None:
    """Write the Markdown and CSV tables and the figures of a results directory."""
    scoring = scoring_mode(mode)
    if images is not None and images < 0:
        fail("--images must be 0 or more")
    if not results_dir.is_dir():
        fail(f"results directory '{results_dir}' does not exist")
    if not (results_dir / "results.sqlite").is_file():
        fail(f"{results_dir} holds no benchmark results (results.sqlite is missing)")
    # Imported once the input is known good: matplotlib writes its font cache on first import.
    from foam_agent.foambench.harness import rescore as rescore_attempts
    from foam_agent.foambench.report import FIELD_IMAGE_LIMIT, write_report

    try:
        scored = rescore_attempts(results_dir, mode=scoring, force=rescore,
                                  on_event=_print_event)
        report = write_report(results_dir, mode=scoring,
                              field_images=FIELD_IMAGE_LIMIT if images is None else images)
    except StoreError as error:
        fail(str(error))
    if json_output:
        emit_json({"rescored": scored, **report.to_dict()})
        return
    console.print(f"report: {report.markdown}", highlight=False)
    for path in report.csv:
        console.print(f"table:  {path}", highlight=False)
    console.print(f"chart:  {report.chart}", highlight=False)
    console.print(f"{len(report.images)} field image(s) in {report.out_dir / 'fields'}",
                  highlight=False)


def register_run_commands(bench_app: typer.Typer) -> None:
    """Add ``run`` and ``report`` to the ``bench`` command group."""
    bench_app.command("run")(run_command)
    bench_app.command("report")(report_command)
