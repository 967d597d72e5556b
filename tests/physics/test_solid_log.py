"""The completion of a solid-displacement run, read from its real log.

solidDisplacementFoam prints each step as ``Iteration: <time>`` and never ``Time =``; the
completion check read only the latter and said "no time step in the log" of a run that had
reached its endTime. plateHole runs in well under a second, so the log here is a real one.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from foam_agent.agents.physics import verify_case
from foam_agent.agents.physics.convergence import COMPLETION
from foam_agent.agents.runners.logs import report_log, solver_steps
from tests.physics.tutorial_runs import environment, prepare, set_entries, shorten


def _run(case: Path) -> None:
    """blockMesh and the solver (the tutorial's postProcess steps are no part of this)."""
    for program in ("blockMesh", "solidDisplacementFoam"):
        with open(case / f"log.{program}", "w") as log:
            subprocess.run([program], cwd=case, env=environment(), stdout=log,
                           stderr=subprocess.STDOUT, timeout=120, check=True)


def test_a_solid_displacement_run_is_judged_on_its_iteration_lines(tmp_path: Path) -> None:
    case = prepare("stressAnalysis/solidDisplacementFoam/plateHole", tmp_path / "plate")
    shorten(case, 30)
    _run(case)
    log = case / "log.solidDisplacementFoam"
    assert not re.search(r"^Time = ", log.read_text(), re.MULTILINE)  # the solver's wording
    steps = solver_steps(log)
    assert [step.time for step in steps[:2]] == [1.0, 2.0]
    assert steps[-1].time == 30.0 and steps[-1].heading == "Iteration:"
    assert set(steps[0].residuals) == {"Dx", "Dy"}
    assert report_log(log).last_time == "30"
    reached = [row for row in verify_case(case).rows
               if row.check == COMPLETION and row.expected.startswith("the run reaches endTime")]
    assert len(reached) == 1
    assert reached[0].verdict == "pass" and reached[0].found == "reached time 30"
    assert reached[0].evidence.line == "Iteration: 30"


def test_a_solid_displacement_run_stopped_early_fails_its_completion(tmp_path: Path) -> None:
    case = prepare("stressAnalysis/solidDisplacementFoam/plateHole", tmp_path / "plate")
    shorten(case, 10)
    _run(case)
    set_entries(case / "system" / "controlDict", {"endTime": 40})
    reached = [row for row in verify_case(case).rows
               if row.check == COMPLETION and row.expected.startswith("the run reaches endTime")]
    assert reached[0].verdict == "fail" and reached[0].found.startswith("stopped at time 10")
