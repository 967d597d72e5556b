"""Progress that tells the truth: the first index build is announced with its own bar, a resumed
solve names the run it continues, and where stderr is no terminal the lines are whole."""

from __future__ import annotations

import dataclasses
import io
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from rich.console import Console

from foam_agent.agents.config import SolveConfig
from foam_agent.agents.openfoam import Installation
from foam_agent.agents.runners.logs import SolverStep
from foam_agent.agents.runners.progress import RunHorizon, RunProgress
from foam_agent.cli._progress import SolveProgress
from tests.conftest import CAVITY

FOAM_AGENT = str(Path(sys.executable).with_name("foam-agent"))


class _Installed:
    """What the retriever asks of a runner: only which installation it runs."""

    def __init__(self, installation: Installation) -> None:
        self._installation = installation

    def installation(self) -> Installation:
        return self._installation


def test_the_first_index_build_is_announced_and_a_fresh_index_is_silent(
        installation: Installation, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A real build, of a one-case copy of the tutorials, through the solve's own path."""
    from foam_agent.cli.solve import announced_retriever

    assert installation.tutorials_dir
    tutorials = tmp_path / "tutorials"
    shutil.copytree(Path(installation.tutorials_dir) / CAVITY, tutorials / CAVITY)
    small = dataclasses.replace(installation, tutorials_dir=str(tutorials),
                                applications=frozenset({"icoFoam", "blockMesh"}))
    settings = SolveConfig(index_dir=str(tmp_path / "index"))

    first = announced_retriever(settings, _Installed(small), quiet=False)  # type: ignore[arg-type]
    said = capsys.readouterr().err
    assert first is not None and len(first.index.cases()) == 1
    assert "building the index of the installation's tutorials" in said
    assert "index: reading tutorials" in said and "index: embedding" in said

    again = announced_retriever(settings, _Installed(small), quiet=False)  # type: ignore[arg-type]
    assert again is not None
    assert capsys.readouterr().err == "", "opening a fresh index says nothing"


def _event(case: Path, time: float, *, final: bool = False) -> RunProgress:
    return RunProgress(case=case, stage="log.icoFoam",
                       horizon=RunHorizon(start_time=0.0, end_time=0.5, steady=False),
                       step=SolverStep(time=time, courant_max=0.5, residuals={"p": 1e-3}),
                       elapsed_s=1.0, final=final)


def test_a_resumed_solve_names_the_run_it_continues(tmp_path: Path) -> None:
    screen = io.StringIO()
    console = Console(file=screen, width=80, force_terminal=False)
    with SolveProgress(console, "local", quiet=False, runs_done=1) as live:
        sink = live.sink
        assert sink is not None
        sink(_event(tmp_path, 0.1))
        sink(_event(tmp_path, 0.5, final=True))
    shown = screen.getvalue()
    assert "progress: local · runner (run 2)  t = 0.1 / 0.5" in shown, shown
    assert "writer" not in shown


def test_without_a_terminal_progress_is_whole_lines(tmp_path: Path) -> None:
    deep = tmp_path / ("a-folder-name-long-enough-to-pass-eighty-columns-" * 2) / "cavity"
    screen = io.StringIO()
    console = Console(file=screen, width=80, force_terminal=False)
    with SolveProgress(console, "local", quiet=False) as live:
        sink = live.sink
        assert sink is not None
        hook = live.node_hook(None)
        assert hook is not None
        for time in (0.1, 0.2, 0.3):
            sink(_event(deep, time))
        sink(_event(deep, 0.5, final=True))
    lines = screen.getvalue().splitlines()
    assert lines == ["progress: local · runner (run 1)  t = 0.1 / 0.5  20%  Co 0.5  p 1.0e-03",
                     "progress: local · runner (run 1)  t = 0.5 / 0.5  100%  Co 0.5  p 1.0e-03"]


@pytest.mark.slow
def test_a_run_logged_to_a_file_keeps_the_case_path_whole(
        tutorial_case: Callable[..., Path], tmp_path: Path) -> None:
    """``foam-agent run`` with stderr into a file (as CI and logs have it): no line is cut."""
    deep = tmp_path / ("a-folder-name-long-enough-to-pass-eighty-columns-" * 2)
    case = tutorial_case(CAVITY)
    moved = deep / "cavity"
    deep.mkdir()
    shutil.move(case, moved)
    completed = subprocess.run([FOAM_AGENT, "run", str(moved), "--no-pictures"],
                               capture_output=True, text=True, timeout=300, check=False)
    assert completed.returncode == 0, completed.stderr
    lines = completed.stderr.splitlines()
    assert f"case: {moved}" in lines
    progress = [line for line in lines if line.startswith("progress: ")]
    assert progress and progress[-1].startswith("progress: local  t = 0.5 / 0.5  100%")
    assert all("…" not in line for line in progress)
    assert "status: success" in lines
