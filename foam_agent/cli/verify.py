"""``foam-agent verify CASE``: the physics acceptance of a finished case, failing rows first,
and on request (``--mesh-study``) its mesh independence: two further refinements and the GCI of
each requested output."""

from __future__ import annotations

from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from foam_agent.cli._common import console, emit_json, fail, finished_case
from foam_agent.cli._options import JsonOutput, positive_seconds

if TYPE_CHECKING:
    from foam_agent.agents.mesh_study.result import MeshStudy
    from foam_agent.agents.physics import PhysicsReport, PhysicsRow

#: The default of ``--mesh-tolerance`` in percent (the study's DEFAULT_TOLERANCE, 0.05).
DEFAULT_MESH_TOLERANCE_PERCENT = 5.0
MeshToleranceOption = Annotated[float, typer.Option(
    "--mesh-tolerance", help="GCI_fine (percent) under which an output is called "
                             "mesh-independent.")]

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


def mesh_study_payload(study: MeshStudy) -> dict[str, Any]:
    """The study as JSON: its meshes, every output with its GCI, the verdict and the plot."""
    return {**study.model_dump(mode="json"), "complete": study.complete,
            "independent": study.independent}


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.2g} %"


def print_mesh_study(study: MeshStudy) -> None:
    """The study as two tables on stderr (the meshes, then each output) and its verdict."""
    meshes = Table(title=f"mesh study (ratio {study.ratio:.3g} per direction, "
                         f"{study.dimensions}-D)", title_justify="left")
    for column in ("mesh", "cells", "run", "seconds", "notes"):
        meshes.add_column(column, overflow="fold")
    for index, mesh in enumerate(study.meshes, start=1):
        notes = "; ".join([*mesh.notes, *(f"suspect: {line}" for line in mesh.suspect)])
        meshes.add_row(f"{index} (x{mesh.ratio:.3g})", f"{mesh.cells:,}" if mesh.cells else "-",
                       escape(mesh.status if mesh.status == "success" else mesh.message),
                       f"{mesh.seconds:.1f}", escape(notes or "-"))
    console.print(meshes)
    outputs = Table(title="grid convergence (Celik et al. 2008)", title_justify="left")
    for column in ("", "output", "coarse → fine", "p", "extrapolated", "GCI_fine", "convergence"):
        outputs.add_column(column, overflow="fold")
    for output in study.outputs:
        judged = output.convergence
        mark = "[green]independent[/]" if output.independent else "[bold red]NOT[/]"
        values = " → ".join("-" if value is None else f"{value:.5g}" for value in output.values)
        outputs.add_row(mark, escape(output.name), values,
                        "-" if judged is None or judged.order is None else f"{judged.order:.2f}",
                        "-" if judged is None or judged.extrapolated is None
                        else f"{judged.extrapolated:.5g}",
                        _percent(judged.gci_fine if judged else None),
                        escape(judged.convergence if judged else output.note))
    console.print(outputs)
    for output in study.outputs:
        if output.note and output.convergence is not None:
            console.print(f"  {escape(output.name)}: {escape(output.note)}", highlight=False)
    tolerance = f"GCI_fine < {100 * study.tolerance:g} %"
    verdict = (f"[green]mesh-independent[/] ({tolerance} for every output)" if study.independent
               else f"[bold red]not shown mesh-independent[/] ({tolerance} not met by every "
                    "output)")
    console.print(f"mesh study: {verdict}; plot {study.plot or '-'}", highlight=False)


def check_mesh_tolerance(percent: float) -> float:
    """``percent`` when it is a tolerance in (0, 100); otherwise one ``error:`` line."""
    if not 0 < percent < 100:
        fail(f"--mesh-tolerance must lie between 0 and 100 percent (got {percent:g})")
    return percent


def run_mesh_study_or_fail(case_dir: Path, *, tolerance_percent: float, ratio: float,
                           ranks: int | None, timeout_s: float | None) -> MeshStudy:
    """The mesh study of ``case_dir``; a case the study cannot take ends with one line."""
    from foam_agent.agents.config import ConfigError
    from foam_agent.agents.mesh_study.finished import study_finished_case
    from foam_agent.agents.mesh_study.study import MeshStudyError
    from foam_agent.agents.record import RecordError

    check_mesh_tolerance(tolerance_percent)
    if ranks is not None and ranks < 1:
        fail(f"--np must be at least 1 (got {ranks})")
    positive_seconds(timeout_s, "--timeout")
    try:
        return study_finished_case(case_dir, ratio=ratio, tolerance=tolerance_percent / 100,
                                   ranks=ranks, timeout_s=timeout_s)
    except (MeshStudyError, RecordError, ConfigError) as error:
        fail(str(error))


def verify_command(
    case_dir: Annotated[Path, typer.Argument(
        help="A case directory that has run, or a solve's output directory.")],
    json_output: JsonOutput = False,
    mesh_study: Annotated[bool, typer.Option(
        "--mesh-study", help="Also run the case on two finer meshes and report each requested "
                             "output's GCI (Celik et al. 2008).")] = False,
    mesh_tolerance: MeshToleranceOption = DEFAULT_MESH_TOLERANCE_PERCENT,
    refinement: Annotated[float, typer.Option(
        help="The mesh study's refinement ratio per direction (at least 1.3).")] = 2 ** 0.5,
    ranks: Annotated[int | None, typer.Option(
        "--np", help="MPI ranks of the study's runs (default: the solve's).")] = None,
    timeout: Annotated[float | None, typer.Option(
        help="Time limit of each study run, seconds (default: the solve's).")] = None,
) -> None:
    """Check a finished case's physics: convergence, turbulence, bounds, conservation, numerics.

    With --mesh-study, also its mesh independence. Exits 1 when a check fails or the study does
    not show every output mesh-independent."""
    case_dir = finished_case(case_dir)
    from foam_agent.agents.physics import verify_case

    report = verify_case(case_dir.resolve())
    study = run_mesh_study_or_fail(case_dir.resolve(), tolerance_percent=mesh_tolerance,
                                   ratio=refinement, ranks=ranks, timeout_s=timeout) \
        if mesh_study else None
    if json_output:
        payload = physics_payload(report)
        if study is not None:
            payload["mesh_study"] = mesh_study_payload(study)
        emit_json(payload)
    else:
        print_physics(report.rows)
        verdict = "[green]no check fails[/]" if report.ok else (
            f"[bold red]{len(report.failures)} check(s) fail[/]: "
            + escape(", ".join(sorted({row.check for row in report.failures}))))
        console.print(f"{escape(str(case_dir))}: {verdict}", highlight=False)
        if study is not None:
            print_mesh_study(study)
    if not report.ok or (study is not None and not study.independent):
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    """Add the ``verify`` command to the CLI."""
    app.command("verify")(verify_command)
