"""Every surface draws the same pictures: MCP returns them as image content, the Python
``solve()`` writes the ones the CLI's ``show`` draws."""

from __future__ import annotations

import base64
import io
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import anyio
import pytest
from mcp import Client
from PIL import Image

import foam_agent
from foam_agent.agents.examples import EXAMPLES
from foam_agent.agents.mcp import build_server
from tests.conftest import CAVITY

FOAM_AGENT = [str(Path(sys.executable).with_name("foam-agent"))]
#: The longest a tool call may wait on the server (its own limit).
WAIT_S = 50
MAX_POLLS = 12


def test_mcp_run_case_returns_its_pictures_as_images(tutorial_case: Callable[..., Path],
                                                     tmp_path: Path) -> None:
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    shutil.move(tutorial_case(CAVITY), workspace / "cavity")

    async def call() -> tuple[list[object], dict[str, object]]:
        async with Client(build_server(workspace)) as client:
            result = await client.call_tool("run_case", {"case_dir": "cavity",
                                                         "wait_s": WAIT_S})
            for _ in range(MAX_POLLS):
                assert result.structured_content is not None
                if result.structured_content["finished"]:
                    break
                result = await client.call_tool("job_status", {
                    "job_id": result.structured_content["job_id"], "wait_s": WAIT_S})
            assert not result.is_error and result.structured_content is not None
            return list(result.content), result.structured_content

    content, view = anyio.run(call)
    assert view["finished"] and view["state"] == "done"
    result = view["result"]
    assert isinstance(result, dict)
    named = [Path(path) for path in result["pictures"].values()]
    assert [path.name for path in named] == ["residuals.png", "fields.png"]
    images = [block for block in content if getattr(block, "type", None) == "image"]
    assert [getattr(block, "mime_type", None) for block in images] == ["image/png"] * 2
    for block, path in zip(images, named, strict=True):
        raw = base64.b64decode(getattr(block, "data", ""))
        assert raw == path.read_bytes()
        assert Image.open(io.BytesIO(raw)).width > 400
    # The JSON stays the first block, for clients that read text only.
    assert getattr(content[0], "type", None) == "text"


@pytest.mark.slow
def test_python_solve_draws_the_pictures_show_draws(tmp_path: Path) -> None:
    outcome = foam_agent.solve(EXAMPLES["cavity"], output=tmp_path / "solve")
    assert outcome.status == "solved", outcome.record.error
    case = outcome.case_dir
    shown = subprocess.run([*FOAM_AGENT, "show", str(case), "-o", str(tmp_path / "shown")],
                           capture_output=True, text=True, timeout=180, check=False)
    assert shown.returncode == 0, shown.stderr
    for name in ("fields.png", "residuals.png"):
        assert (case / name).read_bytes() == (tmp_path / "shown" / name).read_bytes(), name
