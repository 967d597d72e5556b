"""foam-agent as an MCP server: the tools an AI assistant calls to solve, run and score cases.

A front-end like the CLI: it wires the agent, the evaluators and FoamBench (the layer
contracts in pyproject.toml allow that to ``foam_agent.cli`` and ``foam_agent.agents.mcp`` only).

Why jobs: a solve or a run takes longer than the 60 s many MCP clients wait for one tool call
(the most reported problem of Foam-Agent's MCP server). Long tools start a job, send progress
notifications while they wait a bounded time, and return the job's id; ``job_status`` then
polls it, with the same bounded wait.
"""

from foam_agent.agents.mcp.server import build_server

__all__ = ["build_server"]
