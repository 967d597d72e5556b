"""Options that several commands share, declared once so that they read and check alike.

Why: ``--json``, the dataset filters, the reference cache and the scoring mode mean the same in
every command that takes them; one declaration keeps their names, help and validation from
drifting apart.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Annotated

import typer

from foam_agent.agents.examples import EXAMPLES
from foam_agent.cli._common import fail
from foam_agent.evaluators.constants import MODES, Mode
from foam_agent.foambench.names import DATASET_NAMES

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


SandboxOption = Annotated[bool, typer.Option(
    "--sandbox/--no-sandbox",
    help="Jail every local run with bubblewrap (default). --no-sandbox runs cases unjailed: "
         "only for cases you trust, on machines that forbid namespaces.")]


DiskLimitOption = Annotated[str | None, typer.Option(
    "--disk-limit", help="Most a case directory may hold during a run, e.g. 2G or 500M "
                         "(default 2G); the run is stopped beyond it.")]


def disk_limit_bytes(value: str | None) -> int | None:
    """The bytes ``--disk-limit`` names; an unreadable size ends the command with one line."""
    if value is None:
        return None
    from foam_agent.agents.runners.disk_budget import DiskLimitError, parse_size

    try:
        return parse_size(value)
    except DiskLimitError as error:
        fail(f"--disk-limit: {error}")


def positive_seconds(value: float | None, option: str) -> float | None:
    """``value`` when it is a finite number of seconds above zero; otherwise one ``error:``
    line (``nan`` and ``inf`` parse as floats, so the parser alone lets them through)."""
    if value is not None and not (math.isfinite(value) and value > 0):
        fail(f"{option} must be a finite positive number of seconds (got {value})")
    return value


def scoring_mode(value: str) -> Mode:
    """The scoring mode ``--mode`` names; an unknown one ends the command with one line."""
    for mode in MODES:
        if value == mode:
            return mode
    fail(f"unknown mode '{value}' (choose {', '.join(MODES)})")


#: How a request is given to ``solve`` and ``understand``: in words, in a file, or by name.
PromptArgument = Annotated[str | None, typer.Argument(help="The request, in words.")]
PromptFileOption = Annotated[
    Path | None, typer.Option("--prompt-file", help="Read the request from a file.")]
ExampleOption = Annotated[
    str | None, typer.Option(help=f"A built-in request: {', '.join(EXAMPLES)}.")]
AuthorOption = Annotated[str | None, typer.Option(
    "--author", help="With a model: llm (edit-based, default) or llm-files (whole files).")]
MaxTokensOption = Annotated[int | None, typer.Option(
    "--max-tokens", help="Per case: stop before a model request that would pass this many "
                         "prompt+completion tokens.")]
MaxCostOption = Annotated[float | None, typer.Option(
    "--max-cost", help="Per case: stop before a model request that would pass this many USD.")]
MaxWallOption = Annotated[float | None, typer.Option(
    "--max-wall", help="Per case: make no model request after this many seconds.")]
RecordOption = Annotated[Path | None, typer.Option(
    "--record", help="Store every model request and reply in this directory.")]
ReplayOption = Annotated[Path | None, typer.Option(
    "--replay", help="Answer every model request from this directory; no network.")]


def llm_overrides(*, author: str | None, max_tokens: int | None, max_cost: float | None,
                  max_wall: float | None, record: Path | None, replay: Path | None
                  ) -> dict[str, object]:
    """The configuration overrides of the LLM options; giving both --record and --replay, or
    an unknown author, ends the command with one line."""
    if record is not None and replay is not None:
        fail("give --record or --replay, not both")
    if author is not None and author not in ("llm", "llm-files"):
        fail(f"unknown author '{author}' (choose llm or llm-files)")
    if replay is not None and not replay.is_dir():
        fail(f"replay directory '{replay}' does not exist")
    return {"author": author, "max_tokens": max_tokens, "max_cost": max_cost,
            "max_wall": max_wall,
            "record_dir": None if record is None else str(record.resolve()),
            "replay_dir": None if replay is None else str(replay.resolve())}

