"""``foam-agent score`` and ``foam-agent score-batch``: FoamBench metrics on case folders.

A thin layer over ``evaluators``: it parses options, calls the same functions a Python user
would, prints a table on stderr and, with ``--json``, one JSON object on stdout.

Start-up: the scorer (NumPy, foamlib's readers) is imported inside the commands, so
``score-batch --help`` costs only typer. Loading this module also asks OpenBLAS for one thread
(unless the user chose a thread count): NumPy loads OpenBLAS, whose thread pool spins at start
and exit, and the scorer does no linear algebra (0.13 s of CPU of a 0.6 s batch).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.table import Table

from foam_agent.cli._common import console, emit_json, fail
from foam_agent.cli._options import FieldsOption, JsonOutput, ScoringModeOption, scoring_mode
from foam_agent.evaluators.constants import DEFAULT_FIELDS

if TYPE_CHECKING:
    from foam_agent.evaluators import CaseScore

#: The variables OpenBLAS reads for its thread count, in its order of precedence.
BLAS_THREAD_VARIABLES = ("OPENBLAS_NUM_THREADS", "GOTO_NUM_THREADS", "OMP_NUM_THREADS")

#: What an OpenFOAM field name may contain (``U``, ``p_rgh``, ``alpha.water``, ``k``).
FIELD_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_.:]*$")

#: ``--fields`` when none is given.
DEFAULT_FIELDS_TEXT = ",".join(DEFAULT_FIELDS)

#: Notes shown in the table before "... and N more"; the JSON always has them all.
NOTES_SHOWN = 8


def single_threaded_blas() -> None:
    """Ask OpenBLAS for one thread unless one of its variables is already set (the user's
    choice wins). Effective only before NumPy is first imported in the process."""
    if not any(name in os.environ for name in BLAS_THREAD_VARIABLES):
        os.environ["OPENBLAS_NUM_THREADS"] = "1"


def _fields(text: str) -> tuple[str, ...]:
    """Parse ``--fields U,p``; a bad name ends the command with one line."""
    names = tuple(dict.fromkeys(part.strip() for part in text.split(",") if part.strip()))
    if not names:
        fail("--fields needs at least one field name, e.g. --fields U,p")
    bad = [name for name in names if not FIELD_NAME.match(name)]
    if bad:
        fail(f"--fields: not a field name: {', '.join(bad)}")
    return names


def _number(value: float | None) -> str:
    """Format a metric for the table."""
    return "—" if value is None else f"{value:.4g}"


def _case_table(result: CaseScore) -> Table:
    """The per-case table: each metric with its value and why."""
    table = Table(title=f"{result.gen} vs {result.ref} ({result.mode})", title_justify="left")
    table.add_column("metric")
    table.add_column("value", justify="right")
    table.add_column("why")
    table.add_row("exec", _number(result.exec.value), result.exec.explanation)
    table.add_row("struct", _number(result.struct.value), result.struct.explanation)
    table.add_row("file", _number(result.file.value), result.file.explanation)
    for record in result.nmse_fields:
        table.add_row(f"nmse {record.field}", _number(record.value), record.reason)
    table.add_row("nmse (mean)", _number(result.nmse), f"score {result.nmse_score:g}")
    times = f"reference t = {result.ref_time}, submission t = {result.gen_time}"
    table.add_row("success", str(result.success), times)
    table.add_row("verdict", str(result.verdict), result.verdict_reason)
    return table


def _print_notes(notes: tuple[str, ...]) -> None:
    """List the notes under the table."""
    for note in notes[:NOTES_SHOWN]:
        console.print(f"  • {note}", highlight=False, soft_wrap=True)
    if len(notes) > NOTES_SHOWN:
        console.print(f"  … and {len(notes) - NOTES_SHOWN} more (see --json)")


def score(
    case_dir: Annotated[Path, typer.Argument(
        help="The case to score (a submission), run, or a solve's output folder.")],
    reference_dir: Annotated[
        Path, typer.Option("--reference-dir", "--reference", "-r",
                           help="The reference case folder, run, or a solve's output folder.")
    ],
    mode: ScoringModeOption = "strict",
    fields: FieldsOption = DEFAULT_FIELDS_TEXT,
    plot: Annotated[
        Path | None, typer.Option(help="Write reference / submission / difference to this PNG.")
    ] = None,
    plot_field: Annotated[str, typer.Option(help="The field to draw.")] = "U",
    json_output: JsonOutput = False,
) -> None:
    """Score one case against its reference: exec, struct, file, NMSE, success, verdict."""
    names = _fields(fields)
    from foam_agent.agents.layout import case_in
    from foam_agent.evaluators import ReferenceCaseError, score_case

    for folder, role in ((case_dir, "case"), (reference_dir, "reference")):
        if not folder.is_dir():
            fail(f"{role} folder '{folder}' does not exist" if not folder.exists()
                 else f"{role} '{folder}' is a file, not a case folder")
    case_dir, reference_dir = case_in(case_dir), case_in(reference_dir)
    try:
        result = score_case(
            case_dir, reference_dir, mode=scoring_mode(mode), fields=names, plot=plot,
            plot_field=plot_field)
    except (ReferenceCaseError, ValueError) as exc:
        fail(str(exc))
    console.print(_case_table(result))
    _print_notes(result.notes)
    if plot is not None and plot.is_file():
        console.print(f"picture: {plot}", highlight=False)
    if json_output:
        emit_json(result.to_dict())


def score_batch_command(
    source: Annotated[
        Path, typer.Argument(help="A CSV with columns gen,ref[,name], or a FoamBench folder.")
    ],
    mode: ScoringModeOption = "strict",
    fields: FieldsOption = DEFAULT_FIELDS_TEXT,
    out: Annotated[
        Path, typer.Option("--output", "--out", "-o",
                           help="Folder for scores.csv and scores.json.")
    ] = Path("scores"),
    json_output: JsonOutput = False,
) -> None:
    """Score many pairs with a progress bar; write scores.csv and scores.json."""
    names = _fields(fields)
    scoring = scoring_mode(mode)
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
    )

    from foam_agent.evaluators import (
        CasePair,
        PairsError,
        read_pairs,
        score_batch,
        summarize,
        write_batch,
    )

    try:
        pairs = read_pairs(source)
    except PairsError as exc:
        fail(str(exc))
    progress = Progress(
        TextColumn("[bold]scoring"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TextColumn("{task.description}"),
        console=console,
    )
    with progress:
        task = progress.add_task("", total=len(pairs))

        def advance(pair: CasePair, result: CaseScore) -> None:
            progress.update(task, advance=1, description=f"{pair.name}: {result.verdict}")

        results = score_batch(pairs, mode=scoring, fields=names, on_result=advance)
    summary = summarize(results, scoring)
    try:
        csv_path, json_path = write_batch(pairs, results, summary, out, names)
    except OSError as exc:
        fail(f"cannot write to {out}: {exc}")

    table = Table(title=f"{len(pairs)} pairs ({scoring})", title_justify="left")
    for column in ("exec", "struct", "file", "nmse_score", "success"):
        table.add_column(column, justify="right")
    table.add_row(
        *(_number(summary.means[c]) for c in ("exec", "struct", "file")),
        _number(summary.means["nmse_score"]),
        _number(summary.means["success"]),
    )
    console.print(table)
    funnel = ", ".join(f"{stage} {count}" for stage, count in summary.verdicts.items())
    console.print(f"verdicts: {funnel}; in means: {summary.in_means}/{summary.cases}")
    console.print(f"wrote {csv_path} and {json_path}", highlight=False)
    if json_output:
        emit_json(
            {
                "summary": summary.to_dict(),
                "csv": str(csv_path),
                "json": str(json_path),
                "cases": [
                    {
                        "name": pair.name,
                        "exec": r.exec.value,
                        "struct": r.struct.value,
                        "file": r.file.value,
                        "nmse": r.nmse,
                        "nmse_score": r.nmse_score,
                        "success": r.success,
                        "verdict": r.verdict,
                        "error": r.error,
                    }
                    for pair, r in zip(pairs, results, strict=True)
                ],
            }
        )


def register(app: typer.Typer) -> None:
    """Add ``score`` and ``score-batch`` to the ``foam-agent`` application."""
    single_threaded_blas()
    app.command("score")(score)
    app.command("score-batch")(score_batch_command)
