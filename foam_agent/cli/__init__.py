"""The ``foam-agent`` command line: a thin layer over the library.

Each command lives in its own module, which adds it to a typer application with
``register(app)``. Why lazy: importing every command module to print ``--help`` cost 1.5 s of
CPU (scoring pulls in VTK, solving pulls in LangGraph). The root group below lists the commands
from :data:`COMMANDS` alone and imports a command's module only when that command runs (or its
own ``--help`` is asked for). Adding a command is one line in :data:`COMMANDS`.
"""

from __future__ import annotations

import gc
import importlib
import sys
from collections.abc import Sequence
from typing import Any, NamedTuple

import typer
from typer._click.core import Command
from typer._click.exceptions import ClickException, NoArgsIsHelpError
from typer.core import TyperGroup


class CommandEntry(NamedTuple):
    """Where a command is defined, and the one line ``foam-agent --help`` shows for it."""

    module: str
    help: str


#: Every top-level command, in the order ``--help`` lists them. The help line must be the
#: first line of the command's own help (tests/cli/test_lazy_cli.py checks it).
COMMANDS: dict[str, CommandEntry] = {
    "run": CommandEntry("foam_agent.cli.run", "Run a case (its Allrun, or blockMesh + the controlDict application) and judge it."),  # noqa: E501
    "doctor": CommandEntry("foam_agent.cli.doctor", "Report what is installed and exactly what to do about what is missing."),  # noqa: E501
    "score": CommandEntry("foam_agent.cli.score", "Score one case against its reference: exec, struct, file, NMSE, success, verdict."),  # noqa: E501
    "score-batch": CommandEntry("foam_agent.cli.score", "Score many pairs with a progress bar; write scores.csv and scores.json."),  # noqa: E501
    "solve": CommandEntry("foam_agent.cli.solve", "Turn a request into an OpenFOAM case, run it, and fix it until it runs."),  # noqa: E501
    "understand": CommandEntry("foam_agent.cli.understand", "Show what solve would do with a request (the spec, the tutorial, the planned edits), without running."),  # noqa: E501
    "index": CommandEntry("foam_agent.cli.index", "Build, query and inspect the FAISS index of the installation's tutorials."),  # noqa: E501
    "bench": CommandEntry("foam_agent.cli.bench", "FoamBench: datasets, reference preparation, runs of the agent and their reports."),  # noqa: E501
    "verify": CommandEntry("foam_agent.cli.verify", "Check a finished case's physics: convergence, turbulence, bounds, conservation, numerics."),  # noqa: E501
    "show": CommandEntry("foam_agent.cli.show", "Write the field picture (fields.png, or one file per --field) and residuals.png, and say where they are."),  # noqa: E501
    "validate": CommandEntry("foam_agent.cli.validate", "Solve the validation requests and compare each result with published data."),  # noqa: E501
    "mcp": CommandEntry("foam_agent.cli.mcp", "Serve foam-agent's tools to an AI assistant over MCP (stdio or HTTP)."),  # noqa: E501
}


def load_command(name: str) -> typer.core.TyperCommand | TyperGroup:
    """Import the module of command ``name`` and return the click command it registers."""
    entry = COMMANDS[name]
    scratch = typer.Typer(add_completion=False)
    importlib.import_module(entry.module).register(scratch)
    command = typer.main.get_group(scratch).commands.get(name)
    if command is None:
        raise LookupError(f"{entry.module}.register() does not add a command named '{name}'")
    plain_help(command)
    return command  # type: ignore[return-value]


def plain_help(command: Command) -> None:
    """Let ``command`` and its subcommands print click's plain help.

    Why: typer's rich help boxes cut option names and defaults with ``…`` at 80 columns (the
    width of every pipe and log) and show a ``<bool>`` type after flags, which refuse a value.
    Click's own layout wraps instead of cutting and shows a flag as a flag.
    """
    if hasattr(command, "rich_markup_mode"):
        command.rich_markup_mode = None
    if isinstance(command, TyperGroup):
        for sub in command.commands.values():
            # A group lists each command's whole first paragraph: click would cut it at 45
            # characters with '...'.
            if not sub.short_help and sub.help:
                sub.short_help = " ".join(sub.help.split("\n\n")[0].split())
            plain_help(sub)


class _Listed(typer.core.TyperCommand):
    """A command known by name and help line only, until it is resolved to run."""


class LazyGroup(TyperGroup):
    """The root group: lists :data:`COMMANDS` without importing them, loads one to run it."""

    def __init__(self, **attrs: Any) -> None:
        super().__init__(**attrs)
        for name, entry in COMMANDS.items():
            self.commands.setdefault(name, _Listed(name=name, help=entry.help,
                                                   short_help=entry.help))

    # ``ctx`` is typer's vendored click context, which typer does not export under a public name.
    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None,
             complete_var: str | None = None, standalone_mode: bool = True,
             windows_expand_args: bool = True, **extra: Any) -> Any:
        """Run the command line; a usage error is one ``error:`` line on stderr and exit 2.

        Why not click's report: it prints the usage, a hint and an ``Error:`` line (typer a
        box of them), where every other bad input of this tool gives one ``error:`` line.
        """
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, False, windows_expand_args,
                                **extra)
        try:
            code = super().main(args, prog_name, complete_var, False, windows_expand_args,
                                **extra)
        except ClickException as error:
            sys.exit(report_click_error(error))
        except typer.Abort:
            sys.exit(130)
        sys.exit(code if isinstance(code, int) else 0)

    def resolve_command(self, ctx: Any, args: list[str]) -> tuple[str | None, Any, list[str]]:
        name, command, rest = super().resolve_command(ctx, args)
        if name is not None and isinstance(command, _Listed):
            command = self.commands[name] = load_command(name)
        return name, command, text_arguments_last(rest)


def report_click_error(error: ClickException) -> int:
    """Print ``error`` as one ``error:`` line on stderr, naming the command's help; its exit
    code (2 for a usage error). A group called without a command prints its help instead."""
    if isinstance(error, NoArgsIsHelpError):
        error.show()
        return error.exit_code
    message = " ".join(error.format_message().split()).rstrip(".")
    context = getattr(error, "ctx", None)
    if context is not None:
        message += f" (see '{context.command_path} --help')"
    sys.stderr.write(f"error: {message}\n")
    return error.exit_code


def text_arguments_last(args: list[str]) -> list[str]:
    """The arguments with a text that starts with a dash and a space moved after ``--``.

    Why: a request pasted as a list ("- circular cylinder\n- D = 0.1 m") was read as options
    and refused with "No such option: -". A dash followed by whitespace starts no option, so
    such an argument is text; after ``--`` it stays a positional argument while the options
    around it still parse. Arguments already after a ``--`` are left as they are.
    """
    for index, arg in enumerate(args):
        if arg == "--":
            return args
        if arg[:1] == "-" and arg[1:2].isspace():
            return [*args[:index], *args[index + 1:], "--", arg]
    return args


app = typer.Typer(
    name="foam-agent",
    cls=LazyGroup,
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


def _print_version(wanted: bool) -> None:
    if wanted:
        from foam_agent import __version__

        sys.stdout.write(f"foam-agent {__version__}\n")
        raise typer.Exit(0)


@app.callback()
def root(
    version: bool = typer.Option(False, "--version", is_eager=True, callback=_print_version,
                                 help="Print the installed version and exit."),
) -> None:
    """Turn a CFD request into a running OpenFOAM case, and score cases the FoamBench way."""


#: New objects between two collections of the youngest generation (CPython's default: 700).
YOUNG_GC_THRESHOLD = 10_000


def main() -> None:
    """Console-script entry point.

    The garbage collector runs less often: a command's start allocates millions of objects
    that live until exit (the imported packages), and at the default threshold the collector
    scans them again and again, about 0.15 s of CPU in ``solve``. Cycles are still collected.
    The process ends without tearing those packages down (see :mod:`foam_agent.cli._exit`).
    """
    gc.set_threshold(YOUNG_GC_THRESHOLD, 10, 10)
    from foam_agent.cli._exit import exit_code, exit_now

    try:
        app()
    except SystemExit as done:
        exit_now(exit_code(done.code))
    exit_now(0)
