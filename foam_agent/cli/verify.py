"""``foam-agent verify CASE``: the physics acceptance of a finished case, failing rows first."""

from __future__ import annotations

from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from foam_agent.cli._common import console, emit_json, finished_case
from foam_agent.cli._options import JsonOutput

if TYPE_CHECKING:
    from foam_agent.agents.physics import PhysicsReport, PhysicsRow

#: How each verdict is shown in the table.
VERDICT_MARKS = {"pass": "[green]pass[/]", "fail": "[bold red]FAIL[/]", "note": "[cyan]note[/]"}


def physics_payload(report: PhysicsReport) -> dict[str, Any]:
    """The report as JSON: the case, solver, model, whether it passed, and every row."""
    return {"case_dir": report.case_dir, "solver": report.solver, "model": report.model,
            "ok": report.ok, "failed": [row.check for row in report.failures],
            "rows": [asdict(row) for row in report.failing_first()]}


def print_physics(rows: tuple[PhysicsRow, ...] | list[PhysicsRow]) -> None:
    """The physics rows as a table on stderr, failing rows first."""
    if not rows:
        return
    table = Table(title="physics acceptance", title_justify="left")
    for column in ("", "check", "expected", "found", "evidence"):
        table.add_column(column, overflow="fold")
    ordered = [row for row in rows if row.failed] + [row for row in rows if not row.failed]
    for row in ordered:
        evidence = row.evidence
        where = " ".join(part for part in (evidence.file, evidence.time and f"t={evidence.time}")
                         if part)
        if evidence.line:
            where += f": {evidence.line}"
        table.add_row(VERDICT_MARKS[row.verdict], row.check, escape(row.expected),
                      escape(row.found), escape(where or "-"))
    console.print(table)


def verify_command(
    case_dir: Annotated[Path, typer.Argument(
        help="A case directory that has run, or a solve's output directory.")],
    json_output: JsonOutput = False,
) -> None:
    """Check a finished case's physics: convergence, turbulence, bounds, conservation, numerics."""
    case_dir = finished_case(case_dir)
    from foam_agent.agents.physics import verify_case

    report = verify_case(case_dir.resolve())
    if json_output:
        emit_json(physics_payload(report))
    else:
        print_physics(report.rows)
        verdict = "[green]no check fails[/]" if report.ok else (
            f"[bold red]{len(report.failures)} check(s) fail[/]: "
            + escape(", ".join(sorted({row.check for row in report.failures}))))
        console.print(f"{escape(str(case_dir))}: {verdict}", highlight=False)
    if not report.ok:
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    """Add the ``verify`` command to the CLI."""
    app.command("verify")(verify_command)
