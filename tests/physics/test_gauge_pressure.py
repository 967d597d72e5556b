"""A pressure below zero is no fault where the equation of state reads no pressure.

Bénard cells run by buoyantPimpleFoam with ``equationOfState Boussinesq`` (Foundation's
buoyantFoam formulation) keep p_rgh near zero, so p = ρ g h is negative above h = 0: the
FoamBench reference itself ends with p about -9 on its ceiling. The "p > 0 (a compressible
gas)" row called such runs suspect; a perfect gas keeps the row.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from foam_agent.agents.authors.editors.boussinesq_state import to_equation_of_state
from foam_agent.agents.physics import verify_case
from foam_agent.agents.physics.bounds import POSITIVE, gauge_pressure
from foam_agent.agents.physics.case import Case
from foam_agent.agents.physics.reading import read_field
from tests.physics.tutorial_runs import prepare, run, set_entries

BENARD = "heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells"
HOT_ROOM = "heatTransfer/buoyantPimpleFoam/hotRoom"


def test_only_a_pressure_free_equation_of_state_is_a_gauge(tmp_path: Path) -> None:
    room = prepare(HOT_ROOM, tmp_path / "room")
    assert not gauge_pressure(Case(room))
    benard = prepare(BENARD, tmp_path / "benard")
    assert to_equation_of_state(benard, "buoyantFoam") is not None
    assert gauge_pressure(Case(benard))


@pytest.mark.slow
def test_a_boussinesq_fluid_below_zero_pressure_passes(tmp_path: Path) -> None:
    case = prepare(BENARD, tmp_path / "benard")
    assert to_equation_of_state(case, "buoyantFoam") is not None
    set_entries(case / "system" / "controlDict", {"endTime": 20, "writeInterval": 20})
    assert run(case, timeout_s=300)
    pressure = read_field(case, "20", "p")
    assert pressure is not None and pressure.internal is not None
    assert float(np.min(pressure.internal)) < 0.0
    rows = [row for row in verify_case(case).rows if row.check == POSITIVE]
    assert [row.expected for row in rows] == ["T > 0 (a compressible gas)"]
    assert rows[0].verdict == "pass"
