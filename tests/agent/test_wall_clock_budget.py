"""A wall-clock budget in the request is the run's time limit, never simulated time."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from foam_agent.agents.config import SolveConfig
from foam_agent.agents.runners import LocalRunner, RunResult
from foam_agent.agents.solve import solve


class Recording(LocalRunner):
    """The local runner's installation; its run records the time limit and stops there."""

    def __init__(self) -> None:
        super().__init__()
        self.limits: list[float | None] = []

    def run(self, case_dir: str | os.PathLike[str], *, timeout_s: float | None = None
            ) -> RunResult:
        self.limits.append(timeout_s)
        raise KeyboardInterrupt


def test_the_budget_limits_the_run(tmp_path: Path) -> None:
    runner = Recording()
    config = SolveConfig(rag=False, reviewer=False, max_loops=1, run_timeout_s=900)
    with pytest.raises(KeyboardInterrupt):
        solve("icoFoam cavity, lid 1 m/s, nu 0.01, 0.5 s of flow time; it has to finish in "
              "under 2 minutes on my laptop", config, output_dir=tmp_path / "out",
              runner=runner)
    assert runner.limits == [120.0]
    with pytest.raises(KeyboardInterrupt):
        solve("icoFoam cavity, lid 1 m/s, nu 0.01, run 0.5 s", config,
              output_dir=tmp_path / "plain", runner=runner)
    assert runner.limits == [120.0, 900], "no budget stated: the configured limit"
