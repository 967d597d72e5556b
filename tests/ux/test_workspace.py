"""The MCP server's workspace: paths inside are accepted, every way out is refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.mcp.workspace import Workspace, WorkspaceError


@pytest.fixture
def workspace(tmp_path: Path) -> Workspace:
    root = tmp_path / "workspace"
    (root / "cases" / "cavity").mkdir(parents=True)
    (tmp_path / "secret").mkdir()
    (root / "escape").symlink_to(tmp_path / "secret")
    return Workspace(root)


def test_relative_and_absolute_paths_inside_are_accepted(workspace: Workspace) -> None:
    inside = workspace.root / "cases" / "cavity"
    assert workspace.existing_dir("cases/cavity") == inside
    assert workspace.existing_dir(str(inside)) == inside
    assert workspace.resolve("runs/new") == workspace.root / "runs" / "new"


@pytest.mark.parametrize("path", ["..", "../secret", "cases/../../secret", "/etc", "escape",
                                  "escape/anything", "~", ""])
def test_every_way_out_is_refused(workspace: Workspace, path: str) -> None:
    with pytest.raises(WorkspaceError):
        workspace.resolve(path)


def test_a_missing_directory_is_named(workspace: Workspace) -> None:
    with pytest.raises(WorkspaceError, match="'cases/none' is not a directory"):
        workspace.existing_dir("cases/none")


def test_the_root_must_exist(tmp_path: Path) -> None:
    with pytest.raises(WorkspaceError, match="not a directory"):
        Workspace(tmp_path / "absent")
