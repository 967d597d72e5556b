"""The MCP server through the SDK's own client, over stdio and over streamable HTTP on
loopback: list the tools, run a reference cavity, solve the cavity example, poll both jobs to
completion with progress notifications on the way, score the solve against the reference,
and refuse a path outside the workspace."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client, StdioServerParameters

from tests.conftest import CAVITY

FOAM_AGENT = str(Path(sys.executable).with_name("foam-agent"))
TOOLS = {"solve", "run_case", "score_case", "query_tutorials", "doctor", "bench_status",
         "job_status"}
#: Polls of a job before the test gives up: each waits up to POLL_WAIT_S on the server.
MAX_POLLS = 60
POLL_WAIT_S = 10.0
#: How long the HTTP server may take to start listening (imports, then uvicorn).
SERVER_START_S = 120.0


@asynccontextmanager
async def stdio_client(workspace: Path) -> AsyncIterator[Client]:
    parameters = StdioServerParameters(command=FOAM_AGENT,
                                       args=["mcp", "--workspace", str(workspace)])
    async with Client(parameters, read_timeout_seconds=120) as client:
        yield client


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@asynccontextmanager
async def http_client(workspace: Path) -> AsyncIterator[Client]:
    port = _free_port()
    server = subprocess.Popen([FOAM_AGENT, "mcp", "--http", "--port", str(port),
                               "--workspace", str(workspace)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + SERVER_START_S
        while True:
            assert server.poll() is None, "the HTTP server exited"
            with socket.socket() as probe:
                if probe.connect_ex(("127.0.0.1", port)) == 0:
                    break
            assert time.monotonic() < deadline, "the HTTP server never listened"
            await anyio.sleep(0.2)
        async with Client(f"http://127.0.0.1:{port}/mcp", read_timeout_seconds=120) as client:
            yield client
    finally:
        server.terminate()
        server.wait(timeout=30)


async def _call(client: Client, tool: str, arguments: dict[str, Any],
                notes: list[str] | None = None) -> dict[str, Any]:
    values: list[float] = []

    async def on_progress(progress: float, total: float | None, message: str | None) -> None:
        assert total is not None and progress <= total, (progress, total)
        values.append(progress)
        if notes is not None:
            notes.append(message or "")

    result = await client.call_tool(tool, arguments, progress_callback=on_progress)
    assert values == sorted(set(values)), f"progress did not rise: {values}"
    assert not result.is_error, result.content
    assert result.structured_content is not None
    content = result.structured_content
    return content.get("result", content) if set(content) == {"result"} else content


async def _finish(client: Client, job: dict[str, Any], notes: list[str]) -> dict[str, Any]:
    for _ in range(MAX_POLLS):
        if job["finished"]:
            break
        job = await _call(client, "job_status", {"job_id": job["job_id"],
                                                 "wait_s": POLL_WAIT_S}, notes)
    assert job["finished"] and job["state"] == "done", job
    return job["result"]


async def _exercise(client: Client, workspace: Path) -> None:
    listed = await client.list_tools()
    assert {tool.name for tool in listed.tools} >= TOOLS

    notes: list[str] = []
    reference = await _call(client, "run_case", {"case_dir": "reference", "wait_s": 0})
    assert reference["state"] in ("queued", "running") and not reference["finished"]
    ran = await _finish(client, reference, notes)
    assert ran["status"] == "success"
    assert ran["pictures"]["fields"] == str(workspace / "reference" / "fields.png")

    solving = await _call(client, "solve", {"example": "cavity", "output": "solved",
                                            "wait_s": 2}, notes)
    solved = await _finish(client, solving, notes)
    assert solved["status"] == "solved", solved
    case = Path(solved["case_dir"])
    assert case == workspace / "solved" / "case"
    assert (case / "fields.png").is_file() and (case / "residuals.png").is_file()
    assert notes, "no progress notification arrived while waiting"

    score = await _call(client, "score_case", {"case_dir": "solved/case",
                                               "reference_dir": "reference"})
    assert score["exec"] == 1
    # Same mesh and solver, lid 1.5 m/s against the tutorial's 1 m/s: a finite, non-zero NMSE.
    assert score["nmse"] is not None and 0 < score["nmse"] < 9999
    # The solve's output folder is scored as its case/, as the CLI does (it gave exec 0).
    by_output = await _call(client, "score_case", {"case_dir": "solved",
                                                   "reference_dir": "reference"})
    assert by_output["exec"] == 1 and by_output["nmse"] == score["nmse"]

    outside = await client.call_tool("run_case", {"case_dir": "../"})
    assert outside.is_error and "outside the workspace" in str(outside.content)
    bad = await client.call_tool("solve", {"example": "cavity", "np": 0, "output": "x"})
    assert bad.is_error and "np" in str(bad.content)


@pytest.fixture
def workspace(tutorial_case: Callable[..., Path], tmp_path: Path) -> Path:
    tutorial_case(CAVITY, "workspace/reference")
    return tmp_path / "workspace"


@pytest.mark.slow
def test_mcp_over_stdio(workspace: Path) -> None:
    async def main() -> None:
        async with stdio_client(workspace) as client:
            await _exercise(client, workspace)

    anyio.run(main)


@pytest.mark.slow
def test_mcp_over_streamable_http(workspace: Path) -> None:
    async def main() -> None:
        async with http_client(workspace) as client:
            await _exercise(client, workspace)

    anyio.run(main)
