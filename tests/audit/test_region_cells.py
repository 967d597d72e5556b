"""A region a request places for setFields must select something before the case runs: a
heater, a block of liquid or a hot box that lies outside the mesh (or is smaller than a cell)
sets nothing, and the solve ends unmet with the reason instead of running
(``agents.audit.region_cells``)."""

from __future__ import annotations

import pytest

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.spec.parse import parse_spec
from tests.support.applied import applied_audit

HOT_ROOM = "heatTransfer/buoyantBoussinesqSimpleFoam/hotRoom"
DAM_BREAK = "multiphase/interFoam/laminar/damBreak/damBreak"


def _selection(request: str, family: str) -> dict[str, AuditRow]:
    rows = applied_audit(parse_spec(request), family)
    return {row.requirement.split(" of ")[0].split(" the ")[0]: row for row in rows
            if row.requirement.startswith(("cells ", "faces ", "volume of", "area of"))}


@pytest.mark.parametrize("request_text", [
    "buoyantBoussinesqSimpleFoam hotRoom: a heater 1 m by 1 m centred at x = 40 m, z = 8 m "
    "is set to 330 K.",
    "hotRoom case with buoyantBoussinesqSimpleFoam. Put a 1 m x 1 m heater pad at x = 3 m, "
    "z = 25 m and hold it at 60 °C.",
])
def test_a_heater_placed_outside_the_room_blocks_the_run(request_text: str) -> None:
    rows = _selection(request_text, HOT_ROOM)
    row = rows["faces"]
    assert not row.met and row.blocks_run and row.found == "0 faces (0 m^2)"
    assert "no face centre of the mesh (x 0 to 10, y 0 to 5, z 0 to 10)" in row.note


@pytest.mark.parametrize("request_text", [
    "buoyantBoussinesqSimpleFoam hotRoom: a heater 2 m by 1 m centred at x = 3 m, z = 3 m "
    "is set to 330 K.",
    "hotRoom, buoyantBoussinesqSimpleFoam: the heater is a 1 m square plate in the middle of "
    "the floor at 350 K.",
])
def test_a_heater_inside_the_room_selects_its_faces(request_text: str) -> None:
    rows = _selection(request_text, HOT_ROOM)
    assert rows["faces"].met and rows["area"].met
    assert rows["faces"].found is not None and not rows["faces"].found.startswith("0 ")


def test_a_heater_smaller_than_a_cell_selects_no_face() -> None:
    """hotRoom's floor faces are 0.5 m across: a 5 cm pad between their centres holds
    none."""
    rows = _selection("buoyantBoussinesqSimpleFoam hotRoom: a small heater 5 cm by 5 cm in the "
                      "middle of the floor is held at 400 K.", HOT_ROOM)
    assert not rows["faces"].met and rows["faces"].blocks_run


def test_a_heater_reaching_past_the_wall_is_not_its_stated_size() -> None:
    rows = _selection("buoyantBoussinesqSimpleFoam hotRoom: a heater 2 m by 1 m centred at "
                      "x = 9.5 m, z = 3 m is set to 330 K.", HOT_ROOM)
    assert rows["faces"].met
    area = rows["area"]
    assert not area.met and area.blocks_run and "x 8.5 to 10.5 of the mesh's 0 to 10" in \
        area.note


@pytest.mark.parametrize(("box", "selected"), [
    ("(0 0 -1) (0.2 0.3 1)", True),
    ("(2 2 -1) (3 3 1)", False),
    ("(0.3 0.7 -1) (0.4 0.8 1)", False),  # above the tank's 0.584 m
])
def test_a_box_of_water_in_code_form_must_hold_a_cell_of_the_tank(box: str,
                                                                   selected: bool) -> None:
    rows = _selection(f"interFoam damBreak: setFields boxToCell with box {box} and "
                      "alpha.water 1.", DAM_BREAK)
    assert rows["cells"].met is selected and rows["cells"].blocks_run
