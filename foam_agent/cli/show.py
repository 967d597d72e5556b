"""``foam-agent show CASE``: draw the residuals and the fields of any case that has run, and
(``--html``) the page that gathers them with the request and the checks."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from foam_agent.cli._common import console, emit_json, fail, finished_case, silence_vtk
from foam_agent.cli._options import JsonOutput
from foam_agent.cli.verify import mesh_study_payload, print_mesh_study

if TYPE_CHECKING:
    from foam_agent.agents.mesh_study.result import MeshStudy
    from foam_agent.agents.record import RunRecord


def _record_of(case: Path) -> RunRecord | None:
    """The solve's record of ``case``, or None: a bare case, or a record that cannot be read."""
    from foam_agent.agents.layout import output_dir_of
    from foam_agent.agents.record import RecordError, read_record

    output = output_dir_of(case)
    if output is None:
        return None
    try:
        return read_record(output)
    except RecordError:
        return None


def recorded_mesh_study(case: Path) -> MeshStudy | None:
    """The mesh study of ``case`` (solve --verify-mesh, verify --mesh-study): the one its
    solve's record holds, else the one written beside the study's runs; None without one."""
    from foam_agent.agents.mesh_study.result import read_study

    record = _record_of(case)
    recorded = record.mesh_study if record is not None else None
    return recorded if recorded is not None else read_study(case)


def _pictures_folder(case: Path, output: Path | None) -> Path:
    """Where the pictures go: the case, or ``-o`` (made when missing; one ``error:`` line
    when it cannot be)."""
    if output is None:
        return case
    if output.exists() and not output.is_dir():
        fail(f"output '{output}' is a file, not a folder")
    try:
        output.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        fail(f"output folder '{output}' cannot be created: {error.strerror or error}")
    return output.resolve()


def show_command(
    case_dir: Annotated[Path, typer.Argument(
        help="A case directory that has run, or a solve's output directory.")],
    field: Annotated[str | None, typer.Option(
        help="Draw only this field (default: U, p, and T or alpha where present), into "
             "fields-FIELD.png.")] = None,
    time: Annotated[float | None, typer.Option(
        help="A written time (default: the last one).")] = None,
    output: Annotated[Path | None, typer.Option(
        "--output", "-o", help="Write the pictures (and the page) into this folder instead "
                               "of the case.")] = None,
    html: Annotated[bool, typer.Option(
        "--html", help="Also write report.html: the request, audit, physics checks, "
                       "pictures and residual history in one self-contained page.")] = False,
    json_output: JsonOutput = False,
) -> None:
    """Write the field picture (fields.png, or one file per --field) and residuals.png, and
    say where they are."""
    case_dir = finished_case(case_dir)
    silence_vtk()
    from foam_agent.agents.pictures.fields import NoFields, draw_fields, picture_name
    from foam_agent.agents.pictures.residuals import (
        RESIDUALS_FILE,
        NoResiduals,
        plot_residuals,
    )

    case = case_dir.resolve()
    folder = _pictures_folder(case, output)
    try:
        picture = draw_fields(case, folder / picture_name(field, time), field=field, time=time)
    except NoFields as error:
        fail(str(error))
    try:
        residuals: Path | None = plot_residuals(case, folder / RESIDUALS_FILE)
        missing = None
    except NoResiduals as error:
        residuals, missing = None, str(error)
    panels = [{"field": panel.field, "label": panel.label, "unit": panel.unit,
               "min": panel.low, "max": panel.high} for panel in picture.panels]
    from foam_agent.agents.physics import verify_case
    from foam_agent.cli.verify import physics_payload, print_physics

    physics = verify_case(case)
    record = _record_of(case)
    study = recorded_mesh_study(case)
    page = None
    if html:
        from foam_agent.agents.pictures.report_html import REPORT_FILE, write_report

        try:
            page = write_report(case, folder / REPORT_FILE, record=record, physics=physics.rows,
                                fields=[picture], residuals=residuals)
        except OSError as error:
            fail(f"{REPORT_FILE} cannot be written: {error}")
    if json_output:
        emit_json({"case_dir": str(case), "time": picture.time, "moment": picture.moment,
                   "plane": picture.plane, "fields": str(picture.path), "panels": panels,
                   "residuals": str(residuals) if residuals else None,
                   "residuals_problem": missing, "html": str(page) if page else None,
                   "physics": physics_payload(physics),
                   "mesh_study": mesh_study_payload(study) if study else None})
        return
    print_physics(physics.rows)
    if study is not None:
        print_mesh_study(study)
    console.print(f"fields     {picture.path}  ({picture.moment}, {picture.plane})",
                  highlight=False)
    for panel in picture.panels:
        unit = f" {panel.unit}" if panel.unit else ""
        console.print(f"  {panel.label}: {panel.low:.4g} … {panel.high:.4g}{unit}",
                      highlight=False)
    console.print(f"residuals  {residuals or '-  (' + str(missing) + ')'}", highlight=False)
    if page is not None:
        console.print(f"report     {page}", highlight=False)


def register(app: typer.Typer) -> None:
    """Add the ``show`` command to the CLI."""
    app.command("show")(show_command)
