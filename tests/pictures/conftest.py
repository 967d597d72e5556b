"""Cases run once for the picture tests: a steady pitzDaily (the transient cavity, which other
packages read too, is ``ran_cavity`` of tests/conftest.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.openfoam import Installation
from foam_agent.agents.runners import LocalRunner
from tests.conftest import copy_tutorial, set_entry

PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"
#: Iterations of the steady run: enough for a flow to show, few enough to take seconds.
PITZ_ITERATIONS = 10


@pytest.fixture(scope="package")
def ran_pitz_daily(installation: Installation,
                   tmp_path_factory: pytest.TempPathFactory) -> Path:
    """pitzDaily (simpleFoam, steady) run for a few iterations, written at the last one."""
    case = copy_tutorial(installation, PITZ_DAILY, tmp_path_factory.mktemp("pitz") / "pitzDaily")
    set_entry(case / "system/controlDict", "endTime", str(PITZ_ITERATIONS))
    set_entry(case / "system/controlDict", "writeInterval", str(PITZ_ITERATIONS))
    assert LocalRunner().run(case).ok
    return case
