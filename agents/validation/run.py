"""Solve each validation request as a user would, then measure it and draw its picture.

Why through :func:`foam_agent.agents.solve.solve`: the suite validates the agent's path from
words to a finished case (spec, retrieval, author, audit, runner, physics, reviewer), with the
configuration a user would give; nothing is set up by hand. A case passes when the solve ended
``solved`` and every comparison is within its tolerance.
"""

from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

from foam_agent.agents.config import SolveConfig
from foam_agent.agents.routing import SolveStatus
from foam_agent.agents.runners import Runner
from foam_agent.agents.validation.cases import ValidationCase
from foam_agent.agents.validation.comparison import Comparison
from foam_agent.agents.validation.picture import draw_validation
from foam_agent.agents.validation.sampling import SamplingError
from foam_agent.foamcase.hostile import list_case_directory, read_case_tail


@dataclass(frozen=True)
class CaseResult:
    """One validation case's outcome.

    Attributes:
        case: The case of the suite.
        status: How the solve ended (``solved``, ``unmet``…).
        wall_s: Wall seconds of solve and measurement.
        cpu_s: CPU seconds of the OpenFOAM programs of the last run (their logs), None
            when their logs do not state it.
        case_dir: The case the request produced.
        comparisons: Each quantity against its reference.
        picture: The PNG beside the case, when drawn.
        problem: Why nothing could be compared, when so.
    """

    case: ValidationCase
    status: SolveStatus
    wall_s: float
    cpu_s: float | None
    case_dir: Path
    comparisons: tuple[Comparison, ...]
    picture: Path | None
    problem: str | None = None

    @property
    def cpu_text(self) -> str:
        """The CPU seconds as tables show them: one decimal, or "-" when unknown."""
        return "-" if self.cpu_s is None else f"{self.cpu_s:.1f}"

    @property
    def passed(self) -> bool:
        """Solved, compared, and every comparison within its tolerance."""
        return (self.status == "solved" and self.problem is None and bool(self.comparisons)
                and all(comparison.passed for comparison in self.comparisons))


#: OpenFOAM's own account of a program's CPU, printed after every step and at the end.
_EXECUTION_TIME = re.compile(rb"ExecutionTime\s*=\s*([0-9.eE+-]+)\s*s")
#: The end of a log that holds its last ExecutionTime line (a step of mhdFoam prints 4 KiB).
LOG_TAIL_BYTES = 64 * 1024


def run_cpu_seconds(case_dir: Path) -> float | None:
    """CPU seconds of the programs of the case's last run, as their logs state them; None
    when no log states it (mhdFoam prints no ExecutionTime).

    Why the logs: the runs happen in a jail whose processes this one does not reap, so its
    resource usage does not include them; most OpenFOAM programs print their own.
    """
    total, stated = 0.0, False
    for entry in list_case_directory(case_dir, "."):
        if entry.kind != "file" or not entry.name.startswith("log."):
            continue
        try:
            tail = read_case_tail(case_dir, entry.name, LOG_TAIL_BYTES)
        except OSError:
            continue
        found = _EXECUTION_TIME.findall(tail)
        if found:
            total, stated = total + float(found[-1]), True
    return total if stated else None


def validate_case(case: ValidationCase, output_dir: Path, config: SolveConfig, *,
                  runner: Runner | None = None) -> CaseResult:
    """Solve ``case``'s request into ``output_dir`` (new or empty), then compare and draw."""
    from foam_agent.agents.layout import CASE_DIR_NAME
    from foam_agent.agents.solve import SolveError, solve

    started = time.monotonic()
    try:
        outcome = solve(case.request, config, output_dir=output_dir, runner=runner)
    except SolveError as error:
        return CaseResult(case=case, status="error", wall_s=time.monotonic() - started,
                          cpu_s=None, case_dir=Path(output_dir) / CASE_DIR_NAME,
                          comparisons=(), picture=None, problem=str(error))
    comparisons: tuple[Comparison, ...] = ()
    picture: Path | None = None
    problem: str | None = None
    try:
        comparisons = tuple(case.measure(outcome.case_dir))
    except (SamplingError, OSError) as error:
        problem = str(error)
    if comparisons:
        picture = draw_validation(outcome.case_dir, f"{case.title}: {outcome.status}",
                                  comparisons)
    return CaseResult(case=case, status=outcome.status, wall_s=time.monotonic() - started,
                      cpu_s=run_cpu_seconds(outcome.case_dir), case_dir=outcome.case_dir,
                      comparisons=comparisons, picture=picture, problem=problem)


def validate(cases: tuple[ValidationCase, ...], output_dir: str | os.PathLike[str],
             config: SolveConfig, *, runner: Runner | None = None) -> list[CaseResult]:
    """Every case, each into ``output_dir/NAME``, in order."""
    root = Path(output_dir)
    return [validate_case(case, root / case.name, config, runner=runner) for case in cases]
