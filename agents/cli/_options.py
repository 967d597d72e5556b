"""Options that several commands share, declared once so that they read and check alike.

Why: ``--json``, the dataset filters, the reference cache and the scoring mode mean the same in
every command that takes them; one declaration keeps their names, help and validation from
drifting apart.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from agents.cli._common import fail
from evaluators.constants import MODES, Mode
from foambench.datasets import DATASET_NAMES

JsonOutput = Annotated[bool, typer.Option(
    "--json", help="Print the result as JSON on stdout, and nothing else there.")]
DatasetOption = Annotated[str, typer.Option(
    help=f"{', '.join(DATASET_NAMES)}, a path or an http(s) URL.")]
CasesOption = Annotated[str | None, typer.Option(
    help="Case id glob(s), comma-separated (e.g. 'cavity/*').")]
FamilyOption = Annotated[str | None, typer.Option(
    help="Tutorial family name(s), comma-separated.")]
ReferenceCacheOption = Annotated[Path | None, typer.Option(
    help="Where prepared references are kept (default: $FOAM_AGENT_REFERENCE_CACHE or "
         "~/.cache/foam-agent/references).")]
ScoringModeOption = Annotated[str, typer.Option(
    help="strict fixes upstream's defects; upstream reproduces them.")]
FieldsOption = Annotated[str, typer.Option(help="Fields for the NMSE, comma-separated.")]


def scoring_mode(value: str) -> Mode:
    """The scoring mode ``--mode`` names; an unknown one ends the command with one line."""
    for mode in MODES:
        if value == mode:
            return mode
    fail(f"unknown mode '{value}' (choose {', '.join(MODES)})")
