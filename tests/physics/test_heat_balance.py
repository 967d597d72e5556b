"""The heat balance of a steady heat-transfer run: buoyantBoussinesqSimpleFoam's hotRoom, the
heater's heat leaving through the cold floor and ceiling (wall functions on every wall).

Its shipped 1000 iterations leave the room still warming (12.6 % of the heat stays in; 0.3 %
after 3000 iterations, measured 2026-11-28); at 2000 the balance is within 2 %. The planted
side (an energy equation relaxed to 0.02) is in the corpus, tests/physics/planted.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.physics import verify_case
from foam_agent.agents.physics.heat import HEAT_BALANCE
from foam_agent.agents.physics.limits import HEAT_IMBALANCE
from tests.physics.planted import STEADY_ROOM
from tests.physics.tutorial_runs import prepare, run, set_entries

#: Iterations after which the room's heat balance has settled to within 2 %.
SETTLED = 2000


@pytest.mark.slow
def test_a_steady_room_run_long_enough_balances_its_heat(tmp_path: Path) -> None:
    case = prepare(STEADY_ROOM.tutorial, tmp_path / "room")
    set_entries(case / "system" / "controlDict", {"endTime": SETTLED, "writeInterval": SETTLED})
    assert run(case, timeout_s=600)
    rows = [row for row in verify_case(case).rows if row.check == HEAT_BALANCE]
    assert len(rows) == 1, rows
    row = rows[0]
    assert row.verdict == "pass", row.found
    assert row.value is not None and row.value < 0.4 * HEAT_IMBALANCE
    assert "floor" in row.found and "ceiling" in row.found
