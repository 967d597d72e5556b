"""A local runner whose first run is cut off as if by Ctrl-C: what the resume tests start from.

Why a real runner and not a fake: the run after the interruption must really solve, so that a
resumed solve is judged on what OpenFOAM writes, not on what a fake says.
"""

from __future__ import annotations

import os

from foam_agent.agents.runners import LocalRunner, RunResult


class InterruptedOnce(LocalRunner):
    """The real local runner, except that its first run is cut off as if by Ctrl-C."""

    def __init__(self) -> None:
        super().__init__()
        self.interrupted = False

    def run(self, case_dir: str | os.PathLike[str], *, timeout_s: float | None = None
            ) -> RunResult:
        if not self.interrupted:
            self.interrupted = True
            raise KeyboardInterrupt
        return super().run(case_dir, timeout_s=timeout_s)
