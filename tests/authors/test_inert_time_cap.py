"""A tutorial's ``maxDeltaT`` that held nothing under its fixed step no longer holds a step
the author turns adjustable (wedge15Ma5: ``maxDeltaT 1e-06`` beside a fixed 1e-4)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.authors.template.compose import Composition
from foam_agent.agents.case_files import CaseWriter
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.model import CaseSpec

WEDGE = "compressible/rhoCentralFoam/wedge15Ma5"
#: Mach 4.5 instead of 5 on the normalised gas: the Courant fit chooses a step 8 times the
#: tutorial's and turns the step adjustable.
PROMPT = ("rhoCentralFoam wedge15Ma5: the inlet velocity is 4.5 m/s along x and the initial "
          "velocity 4.5 m/s along x. Stop at 0.1 s and write every 0.025 s.")

Written = Callable[[str, str], tuple[Composition, CaseSpec]]


def control(written: Written, prompt: str, root: Path) -> FoamFile:
    composition, _ = written(WEDGE, prompt)
    CaseWriter(root).apply(composition.files, [])
    return FoamFile(root / "system/controlDict")


def test_an_inert_cap_below_the_chosen_step_is_removed(written: Written,
                                                      tmp_path: Path) -> None:
    composition, _ = written(WEDGE, PROMPT)
    CaseWriter(tmp_path).apply(composition.files, [])
    entries = FoamFile(tmp_path / "system/controlDict")
    assert entries["adjustTimeStep"] is True
    assert "maxDeltaT" not in entries
    assert any("maxDeltaT = removed" in note for note in composition.notes), composition.notes


def test_a_stated_cap_is_kept(written: Written, tmp_path: Path) -> None:
    entries = control(written, PROMPT + " Maximum time step 1e-6 s.", tmp_path)
    assert entries["maxDeltaT"] == pytest.approx(1e-6)


@pytest.mark.slow
def test_the_case_runs_to_its_end_in_few_steps(written: Written, tmp_path: Path) -> None:
    """At the base it ran 1e-6 s steps (100 000 for 0.1 s, past any time limit), and with the
    inert cap gone but the inert maxCo 1 aimed at, the shock blew up at t = 0.013."""
    composition, _ = written(WEDGE, PROMPT)
    CaseWriter(tmp_path).apply(composition.files, [])
    result = LocalRunner(timeout_s=120).run(tmp_path)
    assert result.status == "success", result.message
    steps = (tmp_path / "log.rhoCentralFoam").read_text().count("\nTime = ")
    assert steps < 5000, steps  # 1e-06 steps would be 100 000
