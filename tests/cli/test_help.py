"""Help that is current: flags shown as flags, nothing cut at 80 columns, texts that match the
commands, a ``--version``; and a usage error is one ``error:`` line."""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

import pytest
from typer.core import TyperGroup
from typer.testing import CliRunner

from foam_agent.cli import COMMANDS, app, load_command


def _command_paths() -> list[list[str]]:
    """Every command and subcommand, as the words that call it."""
    paths: list[list[str]] = [[]]
    for name in COMMANDS:
        command = load_command(name)
        paths.append([name])
        if isinstance(command, TyperGroup):
            paths.extend([name, sub] for sub in command.commands)
    return paths


def _help(words: list[str]) -> str:
    result = CliRunner().invoke(app, [*words, "--help"], terminal_width=80)
    assert result.exit_code == 0, result.output
    return result.output


@pytest.mark.parametrize("words", _command_paths(), ids=lambda words: " ".join(words) or "root")
def test_help_shows_flags_as_flags_and_cuts_nothing(words: list[str]) -> None:
    text = _help(words)
    assert "<bool>" not in text, text
    assert "…" not in text, "option names and defaults are wrapped, never cut"
    listed = [line for line in text.splitlines() if not line.startswith("Usage:")]
    assert not any(line.rstrip().endswith("...") for line in listed), "a listed help line is cut"
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith(("--json", "--help", "--quiet", "-q,", "--version")):
            flag = stripped.split()[0]
            after = stripped[len(flag):].lstrip()
            assert not after.startswith("<"), f"{flag} takes no value: {line}"


def test_the_listed_help_lines_match_the_commands() -> None:
    bench = _help(["bench"])
    assert "later" not in bench and "later" not in COMMANDS["bench"].help
    listed = _help([])
    for name, entry in COMMANDS.items():
        assert name in listed
        assert entry.help.split()[0] in listed


def test_mcp_help_lists_every_tool_the_server_has(tmp_path: Path) -> None:
    import anyio

    from foam_agent.agents.mcp import build_server

    server = build_server(tmp_path)
    tools = [tool.name for tool in anyio.run(server.list_tools)]
    assert len(tools) >= 7 and "job_status" in tools
    text = " ".join(_help(["mcp"]).split())
    for tool in tools:
        assert tool in text, f"mcp --help does not list {tool}"
    assert server.version == metadata.version("foam-agent")


def test_version_prints_the_installed_version() -> None:
    result = CliRunner().invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.stdout.strip() == f"foam-agent {metadata.version('foam-agent')}"


@pytest.mark.parametrize(
    ("words", "message"),
    [
        (["doctor", "--json", "true"], "unexpected extra argument"),
        (["solve", "--bogus"], "No such option: --bogus"),
        (["nosuch"], "No such command 'nosuch'"),
        (["score"], "Missing argument"),
        (["solve", "--np", "abc", "cavity"], "Invalid value for '--np'"),
    ],
)
def test_a_usage_error_is_one_error_line_naming_the_help(words: list[str], message: str) -> None:
    result = CliRunner().invoke(app, words)
    assert result.exit_code == 2
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: ") and message in lines[0], lines
    assert "--help')" in lines[0]
