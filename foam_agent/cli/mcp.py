"""``foam-agent mcp``: serve foam-agent's tools to an AI assistant over MCP.

The server itself is :mod:`foam_agent.agents.mcp`; this module only starts it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from foam_agent.cli._common import console, fail

#: Loopback only by default: the server runs cases; it must not be reachable from the network
#: unless the user says so.
DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765


def mcp_command(
    workspace: Annotated[Path, typer.Option(
        help="The only directory clients may name paths in (default: the current one).")
    ] = Path("."),
    http: Annotated[bool, typer.Option(
        "--http", help="Serve streamable HTTP instead of stdio.")] = False,
    host: Annotated[str, typer.Option(help="HTTP address to listen on.")] = DEFAULT_HOST,
    port: Annotated[int, typer.Option(min=1, max=65535, help="HTTP port.")] = DEFAULT_PORT,
    config: Annotated[Path | None, typer.Option(
        help="A YAML configuration for solves (as solve --config).")] = None,
) -> None:
    """Serve solve, run_case, score_case, query_tutorials, doctor, bench_status over MCP."""
    from foam_agent.agents.mcp import build_server
    from foam_agent.agents.mcp.workspace import WorkspaceError

    if config is not None and not config.is_file():
        fail(f"config file '{config}' does not exist")
    try:
        server = build_server(workspace, config_file=config)
    except WorkspaceError as error:
        fail(str(error))
    if http:
        console.print(f"foam-agent MCP server on http://{host}:{port}/mcp, workspace "
                      f"{workspace.resolve()}", highlight=False)
        server.run("streamable-http", host=host, port=port)
    else:
        server.run("stdio")


def register(app: typer.Typer) -> None:
    """Add the ``mcp`` command to the CLI."""
    app.command("mcp")(mcp_command)
