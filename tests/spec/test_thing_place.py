"""A thing's size and place said in its own words ("2 m (x) by 1 m (z) centred at x = 7 m,
z = 3 m", "a square pad 3 feet on a side in the middle of the floor", its value said in a later
clause of its sentence) make the box setFields fills for it, and the audit measures that box
(``agents.spec.regions``, ``agents.spec.thing_box``)."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from tests.support.applied import applied_audit

HOT_ROOM = "heatTransfer/buoyantBoussinesqSimpleFoam/hotRoom"


def _rows(request: str) -> dict[str, tuple[bool, str | None]]:
    rows = applied_audit(parse_spec(request), HOT_ROOM)
    return {row.requirement: (row.met, row.found) for row in rows
            if row.file == "system/setFieldsDict"}


def test_labelled_sides_about_a_stated_centre() -> None:
    spec = parse_spec("hotRoom with buoyantBoussinesqSimpleFoam. A hot plate 1.5 m (z) by 3 m "
                      "(x) with its centre at z = 2 m and x = 6 m is held at 340 K; the "
                      "ceiling at 290 K.")
    (region,) = spec.stated.regions
    assert region.value == 340 and region.size == (1.5, 3.0) and region.axes == (2, 0)
    assert dict(region.centre) == {2: 2.0, 0: 6.0}
    assert spec.stated.extent is None  # the plate's size is not the room's
    rows = _rows(spec.prompt)
    assert rows["size of the hot plate (m)"] == (True, "3 x 1.5")
    assert rows["centre of the hot plate (m)"] == (True, "x = 6, z = 2")
    assert rows["T of hot plate"][0]


@pytest.mark.parametrize("words", [
    "The heater is a square mat 2 feet on a side, laid on the floor in the middle of the "
    "room, and it runs at 100 °F.",
    "In the centre of the floor sits a heater pad 0.6096 m square whose surface is at "
    "310.928 K.",
])
def test_a_square_said_by_one_side_in_the_middle(words: str) -> None:
    spec = parse_spec(f"buoyantBoussinesqSimpleFoam hotRoom. {words}")
    (region,) = spec.stated.regions
    assert region.size == pytest.approx((0.6096, 0.6096)) and region.middle
    rows = _rows(spec.prompt)
    sizes = [value for key, value in rows.items() if key.startswith("size of")]
    assert sizes == [(True, "0.6096 x 0.6096")]
    centre = [value for key, value in rows.items() if key.startswith("centre of")]
    assert centre == [(True, "x = 5, z = 5")]


def test_a_box_off_its_stated_centre_is_unmet() -> None:
    from foam_agent.agents.audit.check import audit_case
    from foam_agent.agents.authors.editors.workspace import workspace
    from tests.support.applied import tutorial_files

    spec = parse_spec("buoyantBoussinesqSimpleFoam hotRoom: a heater 1 m by 1 m centred at "
                      "x = 2 m, z = 8 m is set to 330 K.")
    with workspace(tutorial_files(HOT_ROOM)) as root:
        rows = audit_case(spec, root)  # the tutorial's own heater, not moved
    (row,) = [row for row in rows if row.requirement == "centre of the heater (m)"]
    assert not row.met and row.found == "x = 5, z = 5"


def test_a_value_of_another_subject_is_not_the_things() -> None:
    spec = parse_spec("buoyantBoussinesqSimpleFoam hotRoom: a heater pad 1 m x 1 m on the "
                      "floor, and the air starts at 20 °C.")
    assert not spec.stated.regions


def test_a_things_words_beside_setfields_own_box_are_held_against_it() -> None:
    agree = ("buoyantBoussinesqSimpleFoam hotRoom. The heater is a 1 m x 2 m pad of the floor "
             "centred at x = 6 m, z = 4 m, held at 320 K: setFields boxToFace with box "
             "(5.5 -1000 3) (6.5 1e-5 5) and T 320.")
    spec = parse_spec(agree)
    assert not spec.unparsed
    rows = _rows(agree)
    assert rows["centre of the heater (m)"] == (True, "x = 6, z = 4")
    assert rows["size of the heater (m)"] == (True, "1 x 2")
    clash = _rows(agree.replace("x = 6 m", "x = 2 m"))
    assert clash["centre of the heater (m)"][0] is False


def test_a_size_before_the_noun_is_claimed_with_it() -> None:
    spec = parse_spec("buoyantBoussinesqSimpleFoam hotRoom. A 1.44 m² heater in the centre of "
                      "the floor is held at 330 K, the ceiling at 290 K.")
    assert not spec.unparsed
    (region,) = spec.stated.regions
    assert region.size == (1.44,) and region.middle
