"""Collecting ``-help`` texts: real programs, missing ones, silent ones, hanging ones."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from foam_agent.agents.openfoam import Installation
from foam_agent.agents.openfoam.command_help import collect_command_help, installation_environment
from foam_agent.rag_index.keys import help_description


def test_real_programs_give_their_help_without_the_build_footer(
    installation: Installation,
) -> None:
    seen: list[tuple[int, int]] = []
    collected = collect_command_help(
        installation,
        commands=["icoFoam", "blockMesh", "noSuchProgram"],
        progress=lambda done, total: seen.append((done, total)),
    )
    assert set(collected.texts) == {"icoFoam", "blockMesh"}
    assert collected.failed == {"noSuchProgram": "not found on PATH"}
    assert collected.texts["icoFoam"].startswith("Usage: icoFoam [OPTIONS]")
    assert "Using:" not in collected.texts["icoFoam"]
    assert sorted(seen) == [(1, 3), (2, 3), (3, 3)]
    assert help_description(collected.texts["icoFoam"]) == (
        "Transient solver for incompressible, laminar flow of Newtonian fluids."
    )
    # blockMesh's description goes on with an indented drawing, which is left out.
    assert help_description(collected.texts["blockMesh"]) == "Block mesh generator."


def test_the_environment_points_at_the_installation(installation: Installation) -> None:
    env = installation_environment(installation)
    assert env["WM_PROJECT_DIR"] == installation.project_dir


@pytest.fixture
def fake_programs(tmp_path: Path, installation: Installation) -> dict[str, str]:
    """An environment whose PATH starts with a folder of misbehaving programs."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    scripts = {
        # Starts a child and waits: killing only the script would leave the child running.
        "hangs": f'#!/bin/sh\nsleep 120 &\necho $! > "{tmp_path}/child.pid"\nwait\n',
        "silent": "#!/bin/sh\necho 'FOAM FATAL ERROR: no etc/controlDict' >&2\nexit 1\n",
    }
    for name, text in scripts.items():
        path = bin_dir / name
        path.write_text(text)
        path.chmod(0o755)
    env = installation_environment(installation)
    env["PATH"] = f"{bin_dir}{os.pathsep}{env.get('PATH', '')}"
    return env


def _alive(pid: int) -> bool:
    """Running (a zombie waiting for its reaper counts as dead)."""
    try:
        state = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return False
    return "\nState:\tZ" not in state


def test_a_hanging_program_is_killed_with_its_children(
    installation: Installation, fake_programs: dict[str, str], tmp_path: Path
) -> None:
    started = time.monotonic()
    collected = collect_command_help(
        installation, commands=["hangs", "silent"], env=fake_programs, timeout_s=1.0
    )
    assert time.monotonic() - started < 10
    assert collected.texts == {}
    assert collected.failed["hangs"] == "no answer within 1 s"
    assert collected.failed["silent"] == "no help text (FOAM FATAL ERROR: no etc/controlDict)"
    child = int((tmp_path / "child.pid").read_text())
    deadline = time.monotonic() + 5
    while _alive(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(child), "the hanging program's child survived"
