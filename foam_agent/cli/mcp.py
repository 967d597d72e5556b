"""``foam-agent mcp``: serve foam-agent's tools to an AI assistant over MCP.

The server itself is :mod:`foam_agent.agents.mcp`; this module only starts it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from typer.core import TyperCommand

from foam_agent.cli._common import console, fail

#: Loopback only by default: the server runs cases; it must not be reachable from the network
#: unless the user says so.
DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
#: Where the token may come from instead of the command line (where ``ps`` shows it).
TOKEN_VARIABLE = "FOAM_AGENT_MCP_TOKEN"


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
    token: Annotated[str | None, typer.Option(
        envvar=TOKEN_VARIABLE, show_envvar=True,
        help="Require 'Authorization: Bearer TOKEN' on every HTTP request; needed when --host "
        "is not loopback.")] = None,
) -> None:
    """Serve foam-agent's tools to an AI assistant over MCP (stdio or HTTP)."""
    from foam_agent.agents.mcp import build_server
    from foam_agent.agents.mcp.auth import is_loopback
    from foam_agent.agents.mcp.workspace import WorkspaceError

    if config is not None and not config.is_file():
        fail(f"config file '{config}' does not exist")
    if token is not None and not token.strip():
        fail(f"the MCP token is empty (--token or {TOKEN_VARIABLE})")
    if http and not is_loopback(host):
        if token is None:
            fail(f"--host {host} is reachable from other machines and the server runs cases: "
                 f"give --token or set {TOKEN_VARIABLE} (or serve on {DEFAULT_HOST})")
        console.print(f"[bold yellow]warning:[/] serving on {host}, reachable from other "
                      "machines; every request must carry the token", highlight=False)
    try:
        server = build_server(workspace, config_file=config, token=token if http else None)
    except WorkspaceError as error:
        fail(str(error))
    if http:
        console.print(f"foam-agent MCP server on http://{host}:{port}/mcp, workspace "
                      f"{workspace.resolve()}"
                      + (", token required" if token is not None else ""), highlight=False)
        server.run("streamable-http", host=host, port=port)
    else:
        server.run("stdio")


def served_tools() -> list[str]:
    """The names of the tools the server offers, asked of a server built here (so the help
    cannot fall behind the server)."""
    import anyio

    from foam_agent.agents.mcp import build_server

    server = build_server(Path.cwd())
    return [tool.name for tool in anyio.run(server.list_tools)]


class ToolsInHelp(TyperCommand):
    """The ``mcp`` command, whose help lists the server's tools, read when help is asked for
    (building the server costs two seconds a plain start does not need to pay twice)."""

    def format_help(self, ctx: Any, formatter: Any) -> None:
        summary = (self.help or "").split("\n\n")[0]
        self.help = f"{summary}\n\nTools: {', '.join(served_tools())}."
        super().format_help(ctx, formatter)


def register(app: typer.Typer) -> None:
    """Add the ``mcp`` command to the CLI."""
    app.command("mcp", cls=ToolsInHelp)(mcp_command)
