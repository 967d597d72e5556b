"""The MCP ``understand`` tool and ``solve`` given a spec, through the SDK's own client over
stdio: an outside agent reads the plan, corrects a value in the spec document, sees the
correction in the plan, and solves the corrected spec; a bad document is a tool error."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client

from tests.ux.test_mcp import _call, _finish, stdio_client


def _lid(document: dict[str, Any]) -> dict[str, Any]:
    return next(item for item in document["spec"]["stated"]["boundary_values"]
                if item["field"] == "U")


def _lid_edit(plan: dict[str, Any]) -> dict[str, Any]:
    return next(row for row in plan["planned_edits"] if row["entry"]
                and row["entry"].endswith("movingWall/value"))


async def _correct_and_solve(client: Client, workspace: Path) -> None:
    listed = await client.list_tools()
    assert "understand" in {tool.name for tool in listed.tools}

    plan = await _call(client, "understand", {"example": "cavity"})
    assert plan["followed"] == "incompressible/icoFoam/cavity/cavity"
    assert plan["unmet"] == 0 and plan["error"] is None
    edit = _lid_edit(plan)
    assert edit["expected"] == "1.5" and edit["met"] and edit["file"] == "0/U"
    assert edit["phrase"] == "top lid moves at 1.5 m/s"
    assert plan["not_understood"] == []
    assert not list(workspace.iterdir()), "understand writes nothing in the workspace"

    corrected = copy.deepcopy(plan["spec"])
    _lid(corrected)["value"] = 2.5
    replanned = await _call(client, "understand", {"spec": corrected})
    assert _lid_edit(replanned)["expected"] == "2.5" and _lid_edit(replanned)["met"]
    assert replanned["spec"] == corrected

    both = await client.call_tool("understand", {"example": "cavity", "spec": corrected})
    assert both.is_error and "exactly one of prompt, example and spec" in str(both.content)
    misspelt = copy.deepcopy(corrected)
    misspelt["spec"]["stated"]["end_tme"] = 1
    bad = await client.call_tool("solve", {"spec": misspelt, "output": "never"})
    assert bad.is_error and "spec.stated.end_tme: no such entry" in str(bad.content)
    assert not (workspace / "never").exists()

    notes: list[str] = []
    solving = await _call(client, "solve", {"spec": corrected, "output": "fixed", "wait_s": 2},
                          notes)
    solved = await _finish(client, solving, notes)
    assert solved["status"] == "solved", solved
    velocity = (workspace / "fixed" / "case" / "0" / "U").read_text()
    assert "uniform (2.5 0.0 0.0)" in velocity


@pytest.mark.slow
def test_an_outside_agent_corrects_the_spec_instead_of_rewording(tmp_path: Path) -> None:
    workspace = tmp_path / "workspace"
    workspace.mkdir()

    async def main() -> None:
        async with stdio_client(workspace) as client:
            await _correct_and_solve(client, workspace)

    anyio.run(main)
