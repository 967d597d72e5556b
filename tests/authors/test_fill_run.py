"""A fill said as a share of the tank, run by setFields on the written case: the phase fills
that share of the cells (``agents.spec.fills``, ``agents.spec.fill_sizes``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.case_files import CaseWriter
from foam_agent.agents.runners import LocalRunner
from tests.authors.conftest import Written

LOCK_EXCHANGE = "multiphase/twoLiquidMixingFoam/lockExchange"
#: lockExchange's cells along its 10 m tank (its blockMeshDict).
CELLS_ALONG = 200


@pytest.mark.slow
def test_setfields_fills_the_stated_share_of_the_tank(written: Written, runner: LocalRunner,
                                                      tmp_path: Path) -> None:
    """lockExchange's sludge box is the left half; "brine fills the right 30 %" moves it to
    the right end and shrinks it: 30 % of the cells hold sludge after setFields, on the
    right."""
    case, _ = written(LOCK_EXCHANGE, "Lock exchange: brine fills the right 30 % of the tank, "
                                     "fresh water the rest; run 0.01 s, write every 0.01 s")
    root = tmp_path / "lock"
    writer = CaseWriter(root)
    for relative, text in case.files.items():
        writer.write(relative, text)
    result = runner.run(root)
    assert result.ok, (result.status, result.error_class)
    alpha = [float(value) for value in FoamFieldFile(root / "0" / "alpha.sludge").internal_field]
    share = sum(1 for value in alpha if value > 0.5) / len(alpha)
    assert share == pytest.approx(0.3, abs=0.01), share
    # One block of 200 x 40 cells, x fastest: the sludge is in the right 60 columns.
    assert all(index % CELLS_ALONG >= CELLS_ALONG - 60 for index, value in enumerate(alpha)
               if value > 0.5)
