"""A shallow-water request read as shallowWaterFoam's own fields: the depth ``h``, the
discharge per width ``hU``, the bed's bump ``h0`` (a thing with its size, never the domain)
and the Earth's rotation switch; written into a copy of squareBump and audited there.

The requests are written here, several phrasings of each kind.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.bed import bed_rows
from foam_agent.agents.audit.set_fields import set_field_rows
from foam_agent.agents.audit.switches import switch_rows
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.region_value import RegionValue
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.cell_centres import block_cell_centres

SQUARE_BUMP = "incompressible/shallowWaterFoam/squareBump"


def _read(request: str) -> Requirements:
    return parse_spec(request).stated


def _boundary(stated: Requirements, field: str) -> object:
    values = [item.value for item in stated.boundary_values if item.field == field]
    assert len(values) == 1, stated.boundary_values
    return values[0]


def _region(stated: Requirements, field: str, region: str) -> RegionValue:
    found = [item for item in stated.regions if item.field == field and item.region == region]
    assert len(found) == 1, stated.regions
    return found[0]


@pytest.mark.parametrize(("request_text", "depth", "discharge"), [
    ("Shallow water over the squareBump: the water leaves 3 cm deep at the outlet and the "
     "inflow discharge is 0.005 m^2/s. 20 s.", 0.03, 0.005),
    ("shallowWaterFoam bump case, outlet depth 0.8 in, q = 0.01 ft2/s at the inlet, 30 s",
     0.8 * 0.0254, 0.01 * 0.3048 ** 2),
    ("Depth-averaged flow over a bump: 2 L/s comes in spread over the 1 m wide inflow edge and "
     "the depth is held at 1.2 cm downstream. Run 25 s.", 0.012, 0.002),
    ("shallow water: 5 gpm per ft of width coming in, 2.5 cm deep at the exit, 40 s",
     0.025, 5 * 3.785411784e-3 / 60 / 0.3048),
    ("Shallow water over a bump, 1.8 cm deep where it leaves; the inflow discharge is "
     "0.003 m² per second per metre of width. 30 s.", 0.018, 0.003),
])
def test_an_outflow_depth_and_an_inflow_discharge_are_h_and_hu_on_their_patches(
        request_text: str, depth: float, discharge: float) -> None:
    stated = _read(request_text)
    assert _boundary(stated, "h") == pytest.approx(depth)
    hu = _boundary(stated, "hU")
    assert isinstance(hu, tuple)
    assert hu == pytest.approx((discharge, 0.0, 0.0), rel=1e-6)
    assert stated.extent is None or stated.extent.value.sizes[2] is None
    assert not any(item.field == "U" for item in stated.boundary_values)


def test_an_inflow_depth_times_its_speed_is_the_discharge() -> None:
    stated = _read("Shallow water in the squareBump case: 1.5 cm deep where it flows out, "
                   "and it comes in 1.5 cm deep at 12 cm/s. One minute.")
    assert _boundary(stated, "hU") == pytest.approx((0.0018, 0.0, 0.0))
    assert not any(item.field == "U" for item in stated.boundary_values)


def test_a_bump_on_the_bed_is_a_thing_with_its_size_and_a_level_surface_over_it() -> None:
    stated = _read("Shallow water in a 1 m by 1 m basin: 3 cm of water moving at 6 cm/s "
                   "along x at the start. A square mound 12 cm wide and 5 mm high sits in the "
                   "centre of the bed. 40 s.")
    assert _region(stated, "h", "default").value == pytest.approx(0.03)
    assert _region(stated, "hU", "default").value == pytest.approx((0.0018, 0.0, 0.0))
    bump = _region(stated, "h0", "region")
    assert (bump.value, bump.size, bump.middle) == (0.005, (0.12, 0.12), True)
    assert _region(stated, "h", "region").value == pytest.approx(0.025)
    assert _region(stated, "hU", "region").value == pytest.approx((0.0015, 0.0, 0.0))
    assert stated.extent is not None
    assert stated.extent.value.sizes[:2] == (1.0, 1.0)
    # The start's balance is kept: the inlet brings the initial discharge, with that
    # assumption said; the outlet's depth, not said, stays the case's own.
    assert _boundary(stated, "hU") == pytest.approx((0.0018, 0.0, 0.0))
    assert all(item.assumption for item in stated.boundary_values)
    assert not any(item.field == "h" for item in stated.boundary_values)


def test_a_size_said_with_the_domain_stays_the_domain_s() -> None:
    stated = _read("Shallow-water bump test: a square tank 2 m by 2 m with 2 cm of water "
                   "everywhere. The bump in the middle is 30 cm on a side and 4 mm tall, "
                   "and the depth over it is 1.6 cm. 30 s.")
    assert stated.extent is not None and stated.extent.value.sizes[:2] == (2.0, 2.0)
    assert _region(stated, "h0", "region").size == (0.3, 0.3)
    assert _region(stated, "h", "region").value == pytest.approx(0.016)


@pytest.mark.parametrize(("request_text", "on"), [
    ("shallow water bump, 1 cm deep at the outlet, no Coriolis, 10 s", False),
    ("Shallow water over the bump; leave the Earth's rotation out. 10 s.", False),
    ("shallowWaterFoam squareBump with rotating false, 10 s", False),
    ("Shallow water over a bump with the Coriolis term kept, 10 s", True),
])
def test_the_earth_s_rotation_is_the_rotating_switch(request_text: str, on: bool) -> None:
    stated = _read(request_text)
    assert [item.value for item in stated.switches if item.name == "rotating"] == [on]


def test_a_latitude_and_the_earth_s_rate_are_omega_s_vertical_component() -> None:
    stated = _read("Shallow water at 30 degrees south, Earth's rate 7.292e-5 rad/s, keep the "
                   "Coriolis term. 10 s.")
    omega = [item.value for item in stated.vectors if item.name == "Omega"]
    assert omega == [pytest.approx((0.0, 0.0, -3.646e-5))]
    assert stated.rotation is None


def test_a_request_that_is_not_shallow_water_keeps_its_depth_as_the_domain_s() -> None:
    stated = _read("A channel 2 m long and 0.1 m deep with water at 1 m/s at the inlet.")
    assert not stated.switches
    assert not any(item.field in ("h", "hU") for item in stated.boundary_values)


def test_the_bump_is_written_and_the_bed_painted_cell_by_cell(
        tutorial_case: Callable[[str], Path]) -> None:
    case = tutorial_case(SQUARE_BUMP)
    stated = _read("Shallow water in the squareBump basin: water 2 cm deep moving at 5 cm/s "
                   "along x to start with; the square block on the bed in the middle is 30 cm "
                   "on a side and 4 mm tall. Ignore the Earth's rotation. 20 s.")
    apply_requirements(case, stated)
    regions: Any = FoamFile(case / "system/setFieldsDict")["regions"]
    low, high = (list(corner) for corner in regions[0][1]["box"])
    assert (low[:2], high[:2]) == (pytest.approx([0.35, 0.35]), pytest.approx([0.65, 0.65]))
    assert FoamFile(case / "constant/gravitationalProperties")["rotating"] is False
    centres = block_cell_centres(case)
    assert centres is not None
    bed = np.asarray(FoamFile(case / "constant/h0")["internalField"])
    raised = {index for index, centre in enumerate(centres)
              if 0.35 <= centre[0] <= 0.65 and 0.35 <= centre[1] <= 0.65}
    assert len(raised) == 36
    assert all(bed[index] == pytest.approx(0.004) for index in raised)
    assert all(bed[index] == 0 for index in range(len(centres)) if index not in raised)
    rows = bed_rows(stated, case) + switch_rows(stated, case) + set_field_rows(stated, case)
    assert rows and all(row.met for row in rows), [row for row in rows if not row.met]


def test_a_bed_whose_box_is_moved_out_of_the_domain_is_caught(
        tutorial_case: Callable[[str], Path]) -> None:
    case = tutorial_case(SQUARE_BUMP)
    stated = _read("Shallow water in the squareBump basin: water 2 cm deep; the block on the "
                   "bed in the middle is 20 cm on a side and 5 mm high. 20 s.")
    apply_requirements(case, stated)
    path = case / "system/setFieldsDict"
    moved, count = re.subn(r"\bbox\s*\([^;]*;", "box (2.4 2.4 0) (2.6 2.6 0.1);",
                           path.read_text())
    assert count == 1
    path.write_text(moved)
    rows = bed_rows(stated, case)
    bump = [row for row in rows if row.requirement == "h0 of the bump"]
    assert len(bump) == 1 and not bump[0].met
    assert bump[0].found == "no cell inside the box"


def test_a_speed_with_no_depth_to_multiply_is_not_swallowed() -> None:
    stated = _read("Shallow water over the square bump, the water comes in at 12 cm/s, 30 s.")
    assert not any(item.field == "hU" for item in stated.boundary_values)
    kept = [item for item in stated.boundary_values if item.field == "U"]
    assert kept or any("12 cm/s" in words for words in stated.ignored)


def test_an_inflow_depth_with_no_speed_is_left_for_the_other_readers() -> None:
    """'a Froude number of 0.5 on an inflow depth of 1 cm' makes no discharge here (no speed
    is said): the depth must stay visible to the other readers or be listed, never claimed
    by the shallow-water reader and dropped."""
    spec = parse_spec("squareBump with an inflow Froude number of 0.4 on a water depth of 2 cm, "
                      "run 20 s")
    recorded = " | ".join([*spec.describe(), *spec.unparsed])
    assert "2 cm" in recorded
