"""A density-based run (rhoCentralFoam's shock tube) reports every residual as 0: its
residual picture is its Courant number history instead, and a log with neither is named."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from foam_agent.agents.openfoam import Installation
from foam_agent.agents.pictures.courant import all_residuals_zero
from foam_agent.agents.pictures.residuals import NoResiduals, plot_residuals
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.runners.logs import solver_steps
from tests.conftest import copy_tutorial

SHOCK_TUBE = "compressible/rhoCentralFoam/shockTube"
#: The tutorial's maxCo: the adjustable time step holds the Courant number near it.
SHOCK_TUBE_MAX_CO = 0.2


@pytest.fixture(scope="module")
def ran_shock_tube(installation: Installation,
                   tmp_path_factory: pytest.TempPathFactory) -> Path:
    case = copy_tutorial(installation, SHOCK_TUBE, tmp_path_factory.mktemp("shock") / "shock")
    assert LocalRunner().run(case).ok
    return case


def test_density_based_log_has_zero_residuals_and_a_courant_number(ran_shock_tube: Path
                                                                   ) -> None:
    steps = solver_steps(ran_shock_tube / "log.rhoCentralFoam")
    assert len(steps) > 50
    assert all_residuals_zero(steps)
    # rhoCentralFoam prints a step's Courant number before its 'Time =' line, so the parser
    # gives each step the next one's: the last step has none.
    courant = [step.courant_max for step in steps[:-1]]
    assert all(value is not None and value > 0 for value in courant)
    # The run adapts its step to maxCo: the largest Courant number settles close to it.
    assert max(value for value in courant if value is not None) == pytest.approx(
        SHOCK_TUBE_MAX_CO, rel=0.1)


def test_the_residual_picture_is_the_courant_history(ran_shock_tube: Path) -> None:
    drawn = plot_residuals(ran_shock_tube)
    pixels = np.asarray(Image.open(drawn).convert("RGB"))
    # Not the empty frame a zero-residual plot was: a line is drawn in the first line colour.
    line_colour = np.array([31, 119, 180])
    assert (np.abs(pixels - line_colour).sum(axis=2) < 30).sum() > 500


def test_zero_residuals_without_a_courant_number_are_named(ran_shock_tube: Path,
                                                           tmp_path: Path) -> None:
    case = tmp_path / "shock"
    shutil.copytree(ran_shock_tube, case)
    log = case / "log.rhoCentralFoam"
    log.write_text(re.sub(r"^Mean and max Courant Numbers.*\n", "", log.read_text(),
                          flags=re.MULTILINE))
    with pytest.raises(NoResiduals, match="every residual in log.rhoCentralFoam is 0"):
        plot_residuals(case)
