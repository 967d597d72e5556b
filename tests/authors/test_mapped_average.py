"""A mapped inlet that rescales the recycled flow to a mean (``setAverage`` on) holds the
inflow's bulk value in ``average``; with the switch off it imposes no value, and a stated
speed is reported not applied there rather than written where it does nothing.

Why: a bulk speed stated for a recycled-inflow LES was read, not applied ("its inlet's U is a
mapped condition"), and the inlet kept the tutorial's mean.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.boundaries import SETTABLE_TYPES
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.in_case import in_case
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS
from foam_agent.foamcase.catalog.conditions import condition

MAPPED = DEBIAN_TUTORIALS / "incompressible" / "pisoFoam" / "LES" / "pitzDailyMapped"
PROMPT = "recycled-inflow step LES, bulk velocity 25 ft/s, 0.02 s"


def test_a_bulk_speed_is_the_mapped_inlet_s_average(tmp_path: Path) -> None:
    case = copy_tutorial(MAPPED, tmp_path / "case")
    spec = in_case(parse_spec(PROMPT), case)
    apply_requirements(case, spec.stated)
    inlet = FoamFieldFile(case / "0" / "U").boundary_field["inlet"]
    assert tuple(inlet["average"]) == pytest.approx((7.62, 0, 0))
    rows = [row for row in audit_case(spec, case) if row.file == "0/U"]
    assert rows and all(row.met for row in rows)


def test_a_mapped_inlet_that_averages_nothing_takes_no_value(tmp_path: Path) -> None:
    case = copy_tutorial(MAPPED, tmp_path / "case")
    with FoamFieldFile(case / "0" / "U") as field:
        field.boundary_field["inlet"]["setAverage"] = False
    spec = in_case(parse_spec(PROMPT), case)
    apply_requirements(case, spec.stated)
    assert tuple(FoamFieldFile(case / "0" / "U").boundary_field["inlet"]["average"]) \
        == pytest.approx((10, 0, 0))
    assert any("mapped" in item.reason for item in spec.not_applied)
    assert not any(row.met for row in audit_case(spec, case) if row.file == "0/U")


@pytest.mark.parametrize(("held", "imposes"), [
    (True, True), (1, True), (False, False), (0, False), ("off", False)])
def test_the_switch_decides_whether_the_average_is_imposed(held: object,
                                                            imposes: bool) -> None:
    row = condition("mapped")
    assert row is not None
    assert row.imposes({"type": "mapped", "setAverage": held}) is imposes


def test_a_coupling_is_never_put_on_a_patch_anew() -> None:
    assert "mapped" not in SETTABLE_TYPES
