"""The state of an inflow whose place another clause named, written on the followed case's
inlet: a temperature joined to the entering speed ("comes in at 2 m/s and 650 °C") goes
where that speed goes (``agents.spec.freestream``)."""

from __future__ import annotations

import pytest
from foamlib import FoamFile

from tests.authors.conftest import Written

RECTANGULAR_DUCT = "lagrangian/reactingHeterogenousParcelFoam/rectangularDuct"


def test_a_duct_s_inflow_temperature_is_written_on_its_inlet(written: Written) -> None:
    case, _ = written(RECTANGULAR_DUCT,
                      "Hot gas through a square duct, with a stream of coal particles fed in at "
                      "the entry face.\nThe gas comes in at 2 m/s and 650 °C. Run 10 s, save "
                      "every 1 s.")
    inlet = FoamFile.loads(case.files["0/T"])["boundaryField"]["inlet"]
    assert inlet["value"] == pytest.approx(923.15)
    velocity = FoamFile.loads(case.files["0/U"])["boundaryField"]["inlet"]
    assert list(velocity["value"])[0] == pytest.approx(2)
