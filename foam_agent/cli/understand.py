"""``foam-agent understand``: what ``solve`` would do with a request, shown before anything runs.

It prints the request as read, the tutorial the case would follow, every planned edit (what is
set, in which file and entry, from which words, and whether the composed case holds it) and the
words not understood. ``--write-spec`` keeps the spec as a document to correct by hand;
``solve --spec`` runs it. No OpenFOAM program runs.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.markup import escape
from rich.table import Table

from foam_agent.agents.config import ConfigError, SolveConfig, load_config
from foam_agent.agents.openfoam import InstallationNotFound
from foam_agent.cli._common import console, fail
from foam_agent.cli._options import ExampleOption, JsonOutput, PromptArgument, PromptFileOption

if TYPE_CHECKING:
    from foam_agent.agents.runners import Runner
    from foam_agent.agents.spec.model import CaseSpec
    from foam_agent.agents.understand import Understanding

SpecOption = Annotated[Path | None, typer.Option(
    "--spec", help="A spec document (JSON or YAML, as understand writes it), perhaps corrected "
                   "by hand, in place of the request.")]


def request_spec(prompt: str | None, prompt_file: Path | None, example: str | None,
                 spec_file: Path | None, runner: Runner) -> CaseSpec:
    """The spec of the request given once: as words, a prompt file, an example, or a spec
    document. Anything unreadable ends the command with one ``error:`` line."""
    from foam_agent.agents.spec.document import SpecDocumentError, read_document
    from foam_agent.agents.spec.parse import SpecError, parse_spec
    from foam_agent.cli.solve import read_prompt

    if spec_file is not None:
        if any(value is not None for value in (prompt, prompt_file, example)):
            fail("give the request once: in words, with --prompt-file, --example or --spec")
        try:
            return read_document(spec_file)
        except SpecDocumentError as error:
            fail(str(error))
    text = read_prompt(prompt, prompt_file, example)
    try:
        applications = runner.installation().applications
    except InstallationNotFound as error:
        fail(str(error))
    try:
        return parse_spec(text, solvers=applications)
    except SpecError as error:
        fail(str(error))


def understanding_of(spec: CaseSpec, settings: SolveConfig, runner: Runner) -> Understanding:
    """The understanding of ``spec`` under ``settings``; a missing installation is one line."""
    from foam_agent.agents.understand import understand

    try:
        return understand(spec, settings, runner=runner)
    except InstallationNotFound as error:
        fail(str(error))


def print_understanding(found: Understanding, *, notes: bool = False) -> None:
    """The request as read, the tutorial followed, the planned edits, the words not read;
    with ``notes``, every line the author wrote about what it read, followed and edited."""
    console.print("[bold]the request as read[/]")
    for line in found.spec.describe():
        colour = "yellow" if line.startswith(("not understood", "read, not applied")) else ""
        console.print(f"  [{colour}]{escape(line)}[/]" if colour else f"  {escape(line)}",
                      highlight=False, soft_wrap=True)
    if found.error is not None:
        console.print(f"[bold red]no case can be composed:[/] {escape(found.error)}",
                      highlight=False, soft_wrap=True)
        return
    plan = found.plan
    assert plan is not None, "an understanding without an error has a plan"
    console.print(f"[bold]follows[/] {plan.reference_case or 'no tutorial'} "
                  f"(solver {plan.solver})", highlight=False)
    if found.references:
        console.print("retrieved " + ", ".join(f"{item.case} ({item.score:.2f})"
                                               for item in found.references), highlight=False)
    table = Table(title="planned edits", title_justify="left")
    for column in ("", "requirement", "set to", "where", "from the request"):
        table.add_column(column, overflow="fold")
    for row in found.edits:
        mark = "[green]set[/]" if row.met else "[bold red]NOT SET[/]"
        where = "/".join(part for part in (row.file, row.entry) if part) or "-"
        # A met row's note says how its value came about (a derived entry's formula with its
        # numbers): the provenance the user checks before anything runs.
        expected = (f"{row.expected}{' (' + row.note + ')' if row.note else ''}" if row.met
                    else f"{row.expected} (case holds "
                         f"{row.found if row.found is not None else '-'}"
                         f"{'; ' + row.note if row.note else ''})")
        table.add_row(mark, escape(row.requirement), escape(expected), escape(where),
                      escape(row.phrase))
    console.print(table)
    if notes:
        console.print("[bold]the author's notes[/]")
        for line in found.notes:
            console.print(f"  {escape(line)}", highlight=False, soft_wrap=True)
    for path, reason in found.refused.items():
        console.print(f"[bold red]refused[/] {escape(path)}: {escape(reason)}")
    if found.unmet:
        console.print(f"[yellow]{len(found.unmet)} planned edit(s) would not hold: a solve "
                      "would end unmet unless its reviewer fixes them[/]")
    blocking = [escape(row.requirement) for row in found.unmet if row.blocks_run]
    if blocking:
        console.print(f"[yellow]no run can mend {'; '.join(blocking)}: a solve would end "
                      "unmet before running[/]", soft_wrap=True)
    console.print("nothing was run; to correct the reading: foam-agent understand ... "
                  "--write-spec spec.yaml, edit it, then foam-agent solve --spec spec.yaml",
                  highlight=False, soft_wrap=True)


def understand_command(
    prompt: PromptArgument = None,
    prompt_file: PromptFileOption = None,
    example: ExampleOption = None,
    spec_file: SpecOption = None,
    write_spec: Annotated[Path | None, typer.Option(
        "--write-spec", "-o", help="Write the spec document here (.yaml or .json) to correct "
                                   "it by hand and run it with solve --spec.")] = None,
    rag: Annotated[
        bool | None, typer.Option("--rag/--no-rag", help="Retrieve tutorial cases.")
    ] = None,
    config: Annotated[Path | None, typer.Option(help="A YAML configuration file.")] = None,
    notes: Annotated[bool, typer.Option(
        "--notes", help="Also print every line the author wrote: what it read, followed, "
                        "edited and could not apply.")] = False,
    json_output: JsonOutput = False,
) -> None:
    """Show what solve would do with a request (the spec, the tutorial, the planned edits), without running."""  # noqa: E501
    from foam_agent.agents.collaborators import make_runner
    from foam_agent.agents.spec.document import dump_document, write_document

    try:
        settings = load_config(config, overrides={"rag": rag})
    except ConfigError as error:
        fail(str(error))
    runner = make_runner(settings)
    spec = request_spec(prompt, prompt_file, example, spec_file, runner)
    if write_spec is not None:
        try:
            write_document(spec, write_spec)
        except OSError as error:
            fail(f"cannot write the spec document '{write_spec}': {error}")
    if json_output:
        typer.echo(dump_document(spec, "json"), nl=False)
        return
    found = understanding_of(spec, settings, runner)
    print_understanding(found, notes=notes)
    if write_spec is not None:
        console.print(f"spec document: {write_spec}", highlight=False)
    if found.error is not None:
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    """Add the ``understand`` command to the CLI."""
    app.command("understand")(understand_command)
