"""Output conventions shared by every CLI command.

Why: DESIGN.md fixes two promises for all commands — with ``--json`` exactly one JSON object goes
to stdout and everything else (progress, tables) goes to stderr; and bad input ends with one
clear line and a non-zero exit, never a traceback. Keeping both in one place keeps them true.
"""

from __future__ import annotations

import json
import math
import sys
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
    if not case_dir.is_dir():
        fail(f"case directory '{case_dir}' does not exist")
    from foam_agent.agents.layout import case_in, is_case

    case = case_in(case_dir)
    if not is_case(case):
        fail(f"'{case}' is not an OpenFOAM case (no system/controlDict) nor a solve's "
             "output directory")
    return case


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
