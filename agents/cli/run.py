"""``foam-agent run CASE_DIR``: run an existing case with a runner and judge it."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

import typer
from rich.table import Table

from agents.cli._common import console, emit_json, fail
from agents.openfoam import InstallationNotFound
from agents.runners import CaseDirError, Runner, RunResult

RunnerName = Literal["local", "docker"]
#: How much of the fatal error the summary shows; the JSON carries all of it.
SUMMARY_FATAL_LINES = 12


def make_runner(name: str, *, timeout_s: float | None = None) -> Runner:
    """The runner called ``name`` (``local`` or ``docker``)."""
    if name == "local":
        from agents.runners import LocalRunner

        return LocalRunner(timeout_s=timeout_s)
    if name == "docker":
        from agents.runners.docker import DockerRunner

        return DockerRunner(timeout_s=timeout_s)
    raise CaseDirError(f"unknown runner '{name}' (choose local or docker)")


def result_payload(result: RunResult) -> dict[str, object]:
    """The JSON form of a run result."""
    return result.model_dump(mode="json")


def print_summary(result: RunResult, case_dir: Path) -> None:
    """Show a run result as a small table on stderr."""
    colour = {"success": "green", "failed": "red", "timeout": "yellow", "rejected": "magenta"}
    table = Table(show_header=False, box=None, pad_edge=False)
    table.add_row("case", str(case_dir))
    table.add_row("status", f"[bold {colour[result.status]}]{result.status}[/]")
    table.add_row("why", result.message)
    table.add_row("runner / dialect", f"{result.runner} / {result.dialect}")
    table.add_row("application", result.application or "-")
    table.add_row("return code", "-" if result.returncode is None else str(result.returncode))
    table.add_row("wall time", f"{result.wall_s:.2f} s")
    table.add_row("last time written", result.last_time or "-")
    if result.error_class:
        table.add_row("error class", result.error_class)
    if result.fatal_error:
        fatal = "\n".join(result.fatal_error.splitlines()[:SUMMARY_FATAL_LINES])
        table.add_row("fatal error", fatal)
    console.print(table)


def register(app: typer.Typer) -> None:
    """Add the ``run`` command to the CLI."""

    @app.command("run")
    def run_command(
        case_dir: Annotated[Path, typer.Argument(help="The OpenFOAM case directory to run.")],
        runner: Annotated[str, typer.Option(help="local or docker.")] = "local",
        timeout: Annotated[
            float | None, typer.Option(help="Time limit in seconds (default 3600).")
        ] = None,
        json_output: Annotated[
            bool, typer.Option("--json", help="Print one JSON object on stdout.")
        ] = False,
    ) -> None:
        """Run a case (its Allrun, or blockMesh + the controlDict application) and judge it."""
        if timeout is not None and timeout <= 0:
            fail("--timeout must be a positive number of seconds")
        try:
            chosen = make_runner(runner, timeout_s=timeout)
            if not json_output:
                console.print(f"running {case_dir} with the {runner} runner …")
            result = chosen.run(case_dir)
        except (CaseDirError, InstallationNotFound) as error:
            fail(str(error))
        except RuntimeError as error:
            fail(f"{runner} runner: {error}")
        if json_output:
            emit_json(result_payload(result))
        else:
            print_summary(result, case_dir)
        if not result.ok:
            raise typer.Exit(1)
