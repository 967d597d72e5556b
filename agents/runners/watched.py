"""A runner seen from outside: progress while it runs, and a parallel request before it does.

Why a wrapper and not a runner option: what is watched (the log in the case) and what is asked
(the ranks, through a file in the case) are the same for every runner, so they are added once
around any :class:`~foam_agent.agents.runners.base.Runner`, whatever starts its processes.
"""

from __future__ import annotations

import os
from contextlib import ExitStack
from pathlib import Path

from foam_agent.agents.openfoam import Installation
from foam_agent.agents.runners.base import Runner
from foam_agent.agents.runners.parallel import check_ranks, parallel_request
from foam_agent.agents.runners.prepare import validate_case_dir
from foam_agent.agents.runners.progress import LogWatcher, ProgressSink
from foam_agent.agents.runners.result import RunResult


class WatchedRunner:
    """Runs cases with ``inner``, on ``ranks`` ranks, reporting progress to ``sink``."""

    def __init__(self, inner: Runner, *, sink: ProgressSink | None = None,
                 ranks: int = 1) -> None:
        self.inner = inner
        self.sink = sink
        self.ranks = check_ranks(ranks)

    @property
    def name(self) -> str:
        """The inner runner's name: the result records what really ran the case."""
        return self.inner.name

    def installation(self) -> Installation:
        """The inner runner's installation."""
        return self.inner.installation()

    def run(self, case_dir: str | os.PathLike[str], *, timeout_s: float | None = None) -> RunResult:
        """Run the case with the inner runner while the log is followed.

        Raises:
            CaseDirError: The case cannot run as asked (missing, or ``ranks`` > 1 with an
                Allrun).
        """
        case = validate_case_dir(os.fspath(case_dir))
        with ExitStack() as stack:
            stack.enter_context(parallel_request(Path(case), self.ranks))
            if self.sink is not None:
                stack.enter_context(LogWatcher(case, self.sink))
            return self.inner.run(case, timeout_s=timeout_s)
