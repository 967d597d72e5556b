"""``foam-agent run CASE_DIR``: run an existing case with a runner and judge it."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Literal, NoReturn

import typer

from foam_agent.agents.openfoam import InstallationNotFound
from foam_agent.agents.runners import CaseDirError, RunInterrupted, Runner, RunResult
from foam_agent.agents.runners.prepare import validate_case_dir
from foam_agent.cli._common import console, emit_json, fail, print_pairs, silence_vtk
from foam_agent.cli._options import (
    DiskLimitOption,
    SandboxOption,
    disk_limit_bytes,
    positive_seconds,
)

if TYPE_CHECKING:
    from foam_agent.agents.physics import PhysicsReport
    from foam_agent.agents.pictures import Pictures

RunnerName = Literal["local", "docker"]
#: How much of the fatal error the summary shows; the JSON carries all of it.
SUMMARY_FATAL_LINES = 12
#: Exit code of a run stopped with Ctrl-C, as shells report a SIGINT death.
INTERRUPTED_EXIT_CODE = 130

RanksOption = Annotated[int, typer.Option(
    "--np", help="Run the solver on N MPI ranks (decomposePar, mpirun, reconstructPar).")]
QuietOption = Annotated[bool, typer.Option(
    "--quiet", "-q", help="No live progress while the case runs.")]
PicturesOption = Annotated[bool, typer.Option(
    "--pictures/--no-pictures", help="Write residuals.png and fields.png into the case.")]


def make_runner(name: str, *, timeout_s: float | None = None, sandbox: bool = True,
                disk_limit: int | None = None) -> Runner:
    """The runner called ``name`` (``local`` or ``docker``); ``sandbox`` jails local runs;
    ``disk_limit`` bounds the case directory (the runners' default when None)."""
    from foam_agent.agents.runners.disk_budget import DEFAULT_DISK_LIMIT

    limit = DEFAULT_DISK_LIMIT if disk_limit is None else disk_limit
    if name == "local":
        from foam_agent.agents.runners import LocalRunner

        return LocalRunner(timeout_s=timeout_s, sandbox=sandbox, disk_limit=limit)
    if name == "docker":
        from foam_agent.agents.runners.docker import DockerRunner

        return DockerRunner(timeout_s=timeout_s, disk_limit=limit)
    raise CaseDirError(f"unknown runner '{name}' (choose local or docker)")


def result_payload(result: RunResult, pictures: Pictures | None = None) -> dict[str, object]:
    """The JSON form of a run result, with the pictures drawn of it."""
    payload = result.model_dump(mode="json")
    if pictures is not None:
        payload["pictures"] = pictures.paths()
    return payload


def run_watched(runner: Runner, case_dir: Path, *, ranks: int, quiet: bool,
                prefix: str = "") -> RunResult:
    """Run ``case_dir`` on ``ranks`` ranks with a live progress bar on stderr (none if
    ``quiet``). On Ctrl-C the runner stops the run and everything it started, and the
    KeyboardInterrupt goes on to the caller."""
    from foam_agent.agents.runners.watched import WatchedRunner
    from foam_agent.cli._progress import LiveProgress

    if quiet:
        return WatchedRunner(runner, ranks=ranks).run(case_dir)
    with LiveProgress(console, prefix=prefix or runner.name) as display:
        return WatchedRunner(runner, sink=display, ranks=ranks).run(case_dir)


def fail_interrupted() -> NoReturn:
    """End a command whose run was stopped by Ctrl-C, with the shell's SIGINT exit code."""
    fail("interrupted: the run and every process it started were stopped",
         code=INTERRUPTED_EXIT_CODE)


def draw_result_pictures(case_dir: Path) -> Pictures:
    """``residuals.png`` and ``fields.png`` in the case, as far as the run allows.

    VTK's C++ layer prints some messages straight to file descriptor 1 (its regular
    expressions on odd patch names), which would corrupt ``--json`` output; while drawing,
    descriptor 1 points at stderr.
    """
    from foam_agent.agents.pictures import draw_pictures

    silence_vtk()
    sys.stdout.flush()
    saved = os.dup(1)
    try:
        os.dup2(2, 1)
        return draw_pictures(case_dir)
    finally:
        sys.stdout.flush()
        os.dup2(saved, 1)
        os.close(saved)


def print_summary(result: RunResult, case_dir: Path,
                  pictures: Pictures | None = None) -> None:
    """Show a run result as a small table on stderr."""
    colour = {"success": "green", "failed": "red", "timeout": "yellow", "rejected": "magenta"}
    rows = [("case", str(case_dir)),
            ("status", f"[bold {colour[result.status]}]{result.status}[/]"),
            ("why", result.message),
            ("runner / dialect", f"{result.runner} / {result.dialect}"),
            ("application", result.application or "-"),
            ("return code", "-" if result.returncode is None else str(result.returncode)),
            ("wall time", f"{result.wall_s:.2f} s"),
            ("last time written", result.last_time or "-")]
    if result.error_class:
        rows.append(("error class", result.error_class))
    if result.fatal_error:
        rows.append(("fatal error",
                     "\n".join(result.fatal_error.splitlines()[:SUMMARY_FATAL_LINES])))
    print_pairs(rows)
    print_pictures(pictures)


def print_pictures(pictures: Pictures | None) -> None:
    """Name the pictures drawn, and say why any was not."""
    if pictures is None:
        return
    rows = [(f"{name}.png", path or "-") for name, path in pictures.paths().items()]
    rows += [("no picture", problem) for problem in pictures.problems]
    print_pairs(rows)


def run_command(
    case_dir: Annotated[Path, typer.Argument(
        help="The OpenFOAM case directory to run, or a solve's output directory.")],
    runner: Annotated[str, typer.Option(help="local or docker.")] = "local",
    timeout: Annotated[
        float | None, typer.Option(help="Time limit in seconds (default 3600).")
    ] = None,
    json_output: Annotated[
        bool, typer.Option("--json", help="Print one JSON object on stdout.")
    ] = False,
    ranks: RanksOption = 1,
    quiet: QuietOption = False,
    pictures: PicturesOption = True,
    sandbox: SandboxOption = True,
    disk_limit: DiskLimitOption = None,
) -> None:
    """Run a case (its Allrun, or blockMesh + the controlDict application) and judge it."""
    positive_seconds(timeout, "--timeout")
    limit = disk_limit_bytes(disk_limit)
    from foam_agent.agents.layout import case_in, is_case

    if case_dir.is_dir() and any(case_dir.iterdir()):
        case_dir = case_in(case_dir)
        if not is_case(case_dir):
            fail(f"'{case_dir}' is not an OpenFOAM case (no system/controlDict) nor a solve's "
                 "output directory")
    try:
        validate_case_dir(case_dir)
        chosen = make_runner(runner, timeout_s=timeout, sandbox=sandbox, disk_limit=limit)
        if not json_output:
            console.print(f"running {case_dir} with the {runner} runner …")
        result = run_watched(chosen, case_dir, ranks=ranks, quiet=quiet)
    except (KeyboardInterrupt, RunInterrupted):
        fail_interrupted()
    except (CaseDirError, InstallationNotFound) as error:
        fail(str(error))
    except RuntimeError as error:
        fail(f"{runner} runner: {error}")
    from foam_agent.agents.pictures import drawn_after

    drawn = draw_result_pictures(case_dir.resolve()) \
        if pictures and drawn_after(result.status) else None
    physics = judge_physics(case_dir, result)
    if json_output:
        payload = result_payload(result, drawn)
        if physics is not None:
            from foam_agent.cli.verify import physics_payload

            payload["physics"] = physics_payload(physics)
            payload["suspect"] = not physics.ok
        emit_json(payload)
    else:
        print_summary(result, case_dir, drawn)
        if physics is not None:
            from foam_agent.cli.verify import print_physics

            print_physics(physics.rows)
            if not physics.ok:
                console.print("[bold yellow]suspect[/]: the run ended, but "
                              f"{len(physics.failures)} physics check(s) fail", highlight=False)
    if not result.ok or (physics is not None and not physics.ok):
        raise typer.Exit(1)


def judge_physics(case_dir: Path, result: RunResult) -> PhysicsReport | None:
    """The physics checks of a run that ended (a failed run's fields are no result)."""
    if not result.ok:
        return None
    from foam_agent.agents.physics import verify_case

    return verify_case(case_dir.resolve())


def register(app: typer.Typer) -> None:
    """Add the ``run`` command to the CLI."""
    app.command("run")(run_command)
