"""``foam-agent show CASE``: draw the residuals and the fields of any case that has run."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from foam_agent.cli._common import console, emit_json, fail, finished_case
from foam_agent.cli._options import JsonOutput
from foam_agent.cli.verify import mesh_study_payload, print_mesh_study

if TYPE_CHECKING:
    from foam_agent.agents.mesh_study.result import MeshStudy


def recorded_mesh_study(case: Path) -> MeshStudy | None:
    """The mesh study the solve's record of ``case`` holds (solve --verify-mesh, verify
    --mesh-study), or None: a bare case, no study, or a record that cannot be read."""
    from foam_agent.agents.mesh_study.finished import output_dir_of
    from foam_agent.agents.record import RecordError, read_record

    output = output_dir_of(case)
    if output is None:
        return None
    try:
        return read_record(output).mesh_study
    except RecordError:
        return None


def show_command(
    case_dir: Annotated[Path, typer.Argument(
        help="A case directory that has run, or a solve's output directory.")],
    field: Annotated[str | None, typer.Option(
        help="Draw only this field (default: U, p, and T or alpha where present).")] = None,
    time: Annotated[float | None, typer.Option(
        help="A written time (default: the last one).")] = None,
    json_output: JsonOutput = False,
) -> None:
    """Write residuals.png and fields.png into the case and say where they are."""
    case_dir = finished_case(case_dir)
    from foam_agent.agents.pictures.fields import NoFields, draw_fields
    from foam_agent.agents.pictures.residuals import NoResiduals, plot_residuals

    case = case_dir.resolve()
    try:
        picture = draw_fields(case, field=field, time=time)
    except NoFields as error:
        fail(str(error))
    try:
        residuals: Path | None = plot_residuals(case)
        missing = None
    except NoResiduals as error:
        residuals, missing = None, str(error)
    panels = [{"field": panel.field, "label": panel.label, "min": panel.low,
               "max": panel.high} for panel in picture.panels]
    from foam_agent.agents.physics import verify_case
    from foam_agent.cli.verify import physics_payload, print_physics

    physics = verify_case(case)
    study = recorded_mesh_study(case)
    if json_output:
        emit_json({"case_dir": str(case), "time": picture.time, "plane": picture.plane,
                   "fields": str(picture.path), "panels": panels,
                   "residuals": str(residuals) if residuals else None,
                   "residuals_problem": missing, "physics": physics_payload(physics),
                   "mesh_study": mesh_study_payload(study) if study else None})
        return
    print_physics(physics.rows)
    if study is not None:
        print_mesh_study(study)
    console.print(f"fields     {picture.path}  (t = {picture.time:g}, {picture.plane})",
                  highlight=False)
    for panel in picture.panels:
        console.print(f"  {panel.label}: {panel.low:.4g} … {panel.high:.4g}", highlight=False)
    console.print(f"residuals  {residuals or '-  (' + str(missing) + ')'}", highlight=False)


def register(app: typer.Typer) -> None:
    """Add the ``show`` command to the CLI."""
    app.command("show")(show_command)
