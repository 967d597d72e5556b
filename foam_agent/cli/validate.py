"""``foam-agent validate [NAME …]``: solve the validation requests and compare with references."""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from foam_agent.cli._common import console, emit_json, fail
from foam_agent.cli._options import JsonOutput, SandboxOption, positive_seconds

if TYPE_CHECKING:
    from foam_agent.agents.validation import CaseResult


def result_payload(result: CaseResult) -> dict[str, Any]:
    """One case's result as JSON: the solve, each comparison with its tolerance and reason."""
    return {
        "name": result.case.name, "title": result.case.title, "request": result.case.request,
        "status": result.status, "passed": result.passed, "wall_s": round(result.wall_s, 2),
        "cpu_s": None if result.cpu_s is None else round(result.cpu_s, 2),
        "case_dir": str(result.case_dir),
        "picture": str(result.picture) if result.picture else None, "problem": result.problem,
        "comparisons": [{
            "quantity": c.quantity, "norm": c.norm, "error": c.error,
            "tolerance": c.tolerance.limit, "why": c.tolerance.why, "passed": c.passed,
            "reference": c.reference.short(), "source": c.reference.source,
            "where": c.reference.where} for c in result.comparisons],
    }


def print_results(results: list[CaseResult]) -> None:
    """One row per comparison (a case that compared nothing gets one row with its reason)."""
    table = Table(title="validation", title_justify="left")
    for column in ("", "case", "solve", "quantity", "error", "tolerance", "reference",
                   "CPU s"):
        table.add_column(column, overflow="fold")
    for result in results:
        mark = "[green]pass[/]" if result.passed else "[bold red]FAIL[/]"
        if not result.comparisons:
            table.add_row(mark, result.case.name, result.status,
                          escape(result.problem or "nothing compared"), "-", "-", "-",
                          result.cpu_text)
        for index, comparison in enumerate(result.comparisons):
            table.add_row(mark if index == 0 else "", result.case.name if index == 0 else "",
                          result.status if index == 0 else "", escape(comparison.quantity),
                          f"{comparison.error:.3g}", f"{comparison.tolerance.limit:g}",
                          escape(comparison.reference.short()),
                          result.cpu_text if index == 0 else "")
    console.print(table)
    for result in results:
        if result.picture is not None:
            console.print(f"{result.case.name}: {escape(str(result.picture))}", highlight=False)


def validate_command(
    names: Annotated[list[str] | None, typer.Argument(
        help="Cases to run (default: all); --list shows them.", show_default=False)] = None,
    output: Annotated[Path | None, typer.Option(
        "--output", "-o", help="Where each case's solve goes, as NAME/ (new or empty; "
                               "default: ./validation-DATE-TIME).")] = None,
    quick: Annotated[bool, typer.Option(
        "--quick", help="Only the cases cheap enough for every change (CI).")] = False,
    listed: Annotated[bool, typer.Option(
        "--list", help="List the cases, their requests and references, and exit.")] = False,
    timeout: Annotated[float | None, typer.Option(
        help="Time limit of one run, seconds.")] = None,
    sandbox: SandboxOption = True,
    json_output: JsonOutput = False,
) -> None:
    """Solve the validation requests and compare each result with published data."""
    from foam_agent.agents.config import SolveConfig
    from foam_agent.agents.validation import UnknownCase, select, validate

    try:
        cases = select(names or [])
    except UnknownCase as error:
        fail(str(error))
    if quick:
        cases = tuple(case for case in cases if case.quick)
    if listed:
        for case in cases:
            console.print(f"[bold]{case.name}[/] ({case.title}{', quick' if case.quick else ''})"
                          f": {escape(case.request)}", highlight=False)
        return
    root = output or Path(f"validation-{time.strftime('%Y%m%d-%H%M%S')}")
    busy = [case.name for case in cases
            if (root / case.name).exists() and any((root / case.name).iterdir())]
    if root.exists() and not root.is_dir():
        fail(f"output '{root}' is a file")
    if busy:
        fail(f"'{root}' already holds {', '.join(busy)}; choose another --output")
    settings: dict[str, Any] = {"sandbox": sandbox}
    seconds = positive_seconds(timeout, "--timeout")
    if seconds is not None:
        settings["run_timeout_s"] = seconds
    results = validate(cases, root, SolveConfig(**settings))
    if json_output:
        emit_json({"passed": sum(r.passed for r in results), "total": len(results),
                   "cases": [result_payload(result) for result in results]})
    else:
        print_results(results)
        console.print(f"{sum(r.passed for r in results)} of {len(results)} cases pass",
                      highlight=False)
    if not all(result.passed for result in results):
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    """Add the ``validate`` command to the CLI."""
    app.command("validate")(validate_command)
