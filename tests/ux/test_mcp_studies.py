"""The evidence tools over MCP, through the SDK's own client on stdio: ``validate`` runs a quick
validation case and ``mesh_study`` studies a solved cavity, each as a job whose progress rises
to its total, whose result is the CLI's JSON, and whose picture comes back as image content.

Kept cheap: Sod's shock tube (100 cells, about ten seconds) and a 16 x 16 cavity run for 0.3 s
with a probe, refined to 23 x 23 and 32 x 32.
"""

from __future__ import annotations

import base64
import math
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client
from mcp.types import CallToolResult

from foam_agent.agents.mcp.jobs import STAGE_UNITS
from foam_agent.agents.record import read_record
from tests.ux.test_mcp import stdio_client

pytestmark = pytest.mark.slow

CAVITY = ("Simulate the lid-driven cavity with icoFoam: a square 2D cavity whose top lid moves "
          "at 1 m/s, kinematic viscosity 0.01 m^2/s, a 16 x 16 grid, time step 0.005 s, run "
          "until 0.3 s and write every 0.3 s. Probe the velocity at (0.05 0.05 0.005).")
#: Polls of a job before the test gives up, each waiting up to POLL_WAIT_S on the server.
MAX_POLLS = 40
POLL_WAIT_S = 10.0
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


async def _job(client: Client, tool: str, arguments: dict[str, Any],
               progress: list[tuple[float, float | None]]) -> CallToolResult:
    """Call ``tool`` and poll its job to the end; every notification is kept in order."""

    async def on_progress(value: float, total: float | None, message: str | None) -> None:
        progress.append((value, total))

    result = await client.call_tool(tool, arguments, progress_callback=on_progress)
    for _ in range(MAX_POLLS):
        assert not result.is_error, result.content
        view = result.structured_content
        assert view is not None
        if view["finished"]:
            return result
        result = await client.call_tool("job_status", {"job_id": view["job_id"],
                                                       "wait_s": POLL_WAIT_S},
                                        progress_callback=on_progress)
    raise AssertionError(f"{tool} did not finish")


def _images(result: CallToolResult) -> list[bytes]:
    return [base64.b64decode(getattr(block, "data", "")) for block in result.content
            if getattr(block, "type", None) == "image"]


def _rises_to(progress: list[tuple[float, float | None]], total: float) -> None:
    values = [value for value, _ in progress]
    assert values == sorted(set(values)), values
    assert {seen for _, seen in progress} == {total}
    assert values[-1] == total


def test_validate_over_stdio_returns_verdicts_tolerances_and_the_picture(tmp_path: Path
                                                                          ) -> None:
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    progress: list[tuple[float, float | None]] = []

    async def main() -> tuple[CallToolResult, CallToolResult, CallToolResult]:
        async with stdio_client(workspace) as client:
            listed = {tool.name for tool in (await client.list_tools()).tools}
            assert {"validate", "mesh_study"} <= listed
            unknown = await client.call_tool("validate", {"names": ["no-such-flow"]})
            done = await _job(client, "validate", {"names": ["sod"], "output": "checks",
                                                   "wait_s": 30}, progress)
            again = await client.call_tool("validate", {"names": ["sod"],
                                                        "output": "checks"})
            return unknown, done, again

    unknown, done, again = anyio.run(main)
    assert unknown.is_error and "no-such-flow" in str(unknown.content)
    assert again.is_error and "already holds sod" in str(again.content)
    view = done.structured_content
    assert view is not None and view["state"] == "done", view
    result = view["result"]
    assert (result["passed"], result["total"]) == (1, 1), result
    case = result["cases"][0]
    assert case["name"] == "sod" and case["status"] == "solved" and case["passed"]
    assert Path(case["case_dir"]) == workspace / "checks" / "sod" / "case"
    quantities = [row["quantity"] for row in case["comparisons"]]
    assert [quantity.split()[0] for quantity in quantities] == ["density", "velocity", "pressure"]
    for row in case["comparisons"]:
        assert row["passed"] == (row["error"] <= row["tolerance"]) and row["why"], row
    assert view["message"] == "1 of 1 cases pass"
    picture = Path(result["pictures"]["sod"])
    assert _images(done) == [picture.read_bytes()]
    _rises_to(progress, STAGE_UNITS)


def test_mesh_study_over_stdio_studies_a_solve_and_returns_its_plot(tmp_path: Path) -> None:
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    progress: list[tuple[float, float | None]] = []

    async def main() -> tuple[CallToolResult, CallToolResult, CallToolResult]:
        async with stdio_client(workspace) as client:
            solved = await _job(client, "solve", {"prompt": CAVITY, "output": "cavity",
                                                  "wait_s": 30}, [])
            assert solved.structured_content is not None
            assert solved.structured_content["result"]["status"] == "solved"
            loose = await client.call_tool("mesh_study", {"case_dir": "cavity",
                                                          "refinement": 1.1})
            studied = await _job(client, "mesh_study", {"case_dir": "cavity",
                                                        "mesh_tolerance": 10,
                                                        "wait_s": 30}, progress)
            outside = await client.call_tool("mesh_study", {"case_dir": "../"})
            return loose, studied, outside

    loose, studied, outside = anyio.run(main)
    assert loose.is_error and "refinement" in str(loose.content)
    assert outside.is_error and "outside the workspace" in str(outside.content)
    view = studied.structured_content
    assert view is not None and view["state"] == "done", view
    study = view["result"]
    assert [mesh["cells"] for mesh in study["meshes"]] == [256, 23 * 23, 32 * 32]
    assert [mesh["status"] for mesh in study["meshes"]] == ["success"] * 3
    assert study["tolerance"] == pytest.approx(0.10)
    (output,) = study["outputs"]
    assert output["name"].startswith("|U| at probe 0")
    assert all(isinstance(value, float) and math.isfinite(value) for value in output["values"])
    judged = output["convergence"]
    assert judged["values"] == output["values"][::-1]
    assert output["independent"] == (judged["convergence"] != "divergent"
                                     and judged["gci_fine"] is not None
                                     and judged["gci_fine"] < 0.10)
    assert study["independent"] == output["independent"]
    assert view["message"] == ("mesh-independent" if study["independent"]
                               else "not shown mesh-independent")
    plot = Path(study["plot"])
    assert study["pictures"] == {"mesh_study": str(plot)}
    assert _images(studied) == [plot.read_bytes()] and plot.read_bytes().startswith(
        PNG_SIGNATURE)
    _rises_to(progress, 2 * STAGE_UNITS)
    recorded = read_record(workspace / "cavity").mesh_study
    assert recorded is not None and recorded.plot == str(plot)
