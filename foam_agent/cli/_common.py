"""Output conventions shared by every CLI command.

Why: DESIGN.md fixes two promises for all commands — with ``--json`` exactly one JSON object goes
to stdout and everything else (progress, tables) goes to stderr; and bad input ends with one
clear line and a non-zero exit, never a traceback. Keeping both in one place keeps them true.
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

import typer
from rich.console import Console

#: Progress, tables and errors: stderr, so stdout stays clean for ``--json``.
console = Console(stderr=True)


class UserError(Exception):
    """Bad input or a missing prerequisite, reported to the user as one line."""


def fail(message: str, *, code: int = 2) -> NoReturn:
    """Print ``error: message`` on stderr and exit with ``code``."""
    console.print(f"[bold red]error:[/] {message}", highlight=False, soft_wrap=True)
    raise typer.Exit(code)


def finished_case(case_dir: Path) -> Path:
    """The case a command reads: ``case_dir`` itself, or the ``case/`` of a solve's output
    directory; a missing folder or one that is no case ends with one ``error:`` line."""
    if case_dir.exists() and not case_dir.is_dir():
        fail(f"'{case_dir}' is a file, not a case directory")
    if not case_dir.is_dir():
        fail(f"case directory '{case_dir}' does not exist")
    from foam_agent.agents.layout import case_in, is_case

    case = case_in(case_dir)
    if not is_case(case):
        fail(f"'{case}' is not an OpenFOAM case (no system/controlDict) nor a solve's "
             "output directory")
    return case


def create_output(folder: Path) -> list[Path]:
    """Create ``folder`` (and its missing parents) before any costly work; the folders made,
    outermost first. One that cannot be made ends the command with one ``error:`` line.

    Why first: a first solve builds the tutorial index for minutes before the output folder
    was made, and only then failed on ``-o /proc/x`` or ``-o FILE/sub`` with a traceback.
    """
    missing = [path for path in (folder, *folder.parents) if not path.exists()][::-1]
    if folder.exists() and not folder.is_dir():
        fail(f"output '{folder}' is a file")
    if folder.is_dir() and any(folder.iterdir()):
        fail(f"output directory '{folder}' is not empty; choose another or remove it")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        remove_unused(missing)
        fail(f"output directory '{folder}' cannot be created: {error.strerror or error}")
    return missing


def remove_unused(created: list[Path]) -> None:
    """Remove the folders :func:`create_output` made, those still empty, innermost first, so a
    command that stops before its work leaves the disk as it found it."""
    for path in reversed(created):
        try:
            path.rmdir()
        except OSError:
            return


def print_pairs(rows: Sequence[tuple[str, str]]) -> None:
    """Label and value rows on stderr: aligned in a terminal, ``label: value`` lines elsewhere.

    Why: when stderr is a file or a pipe (a log, CI) rich fits a table to 80 columns and cuts
    long values, the case path among them, with ``…``; a plain line is never cut.
    """
    if console.is_terminal:
        from rich.table import Table

        table = Table(show_header=False, box=None, pad_edge=False)
        for label, value in rows:
            table.add_row(label, value)
        console.print(table)
        return
    for label, value in rows:
        console.print(f"{label}: {value}", highlight=False, soft_wrap=True)


def silence_vtk() -> None:
    """Keep VTK's own messages off stderr for the rest of the command.

    Why: VTK's reader logs its failures itself (a case that never ran gave about 14 red lines
    of C++ locations and pipeline dumps before the command's one ``error:`` line); the drawing
    code turns the failure into that line, so VTK's copy only hides it.
    """
    from vtkmodules.vtkCommonCore import vtkLogger, vtkObject

    vtkLogger.SetStderrVerbosity(vtkLogger.VERBOSITY_OFF)
    vtkObject.GlobalWarningDisplayOff()


def _json_safe(value: Any) -> Any:
    """Replace non-finite floats by None so the output stays valid JSON."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {str(k): _json_safe(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_json_safe(v) for v in value]
    return value


def emit_json(payload: dict[str, Any]) -> None:
    """Write ``payload`` as the single JSON object of this command on stdout."""
    sys.stdout.write(json.dumps(_json_safe(payload), indent=2, default=str) + "\n")
    sys.stdout.flush()
