"""A value said of the rest of the domain beside a thing's own ("the heater at 450 K
(setFields default 295 K)"): setFields' default, written and measured, the thing keeping its
value."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from tests.support.applied import applied_audit

HOT_ROOM = "heatTransfer/buoyantPimpleFoam/hotRoom"


@pytest.mark.parametrize(("text", "heater", "rest"), [
    ("hotRoom: the heater box on the floor at 450 K (setFields default 295 K). Run 100 s.",
     450, 295),
    ("Hot room, heater at 340 K and 288 K everywhere else; endTime 50 s.", 340, 288),
])
def test_the_rest_beside_a_thing_is_setfields_default(text: str, heater: float,
                                                      rest: float) -> None:
    spec = parse_spec(text)
    assert {(item.region, item.field, item.value) for item in spec.stated.regions} >= {
        ("region", "T", heater), ("default", "T", rest)}
    rows = [row for row in applied_audit(spec, HOT_ROOM)
            if row.entry == "defaultFieldValues/T"]
    assert rows and all(row.met for row in rows)
    assert any(float(row.expected) == rest for row in rows)


def test_the_rest_beside_a_heater_stays_the_value_readers() -> None:
    # "The rest" beside a heater may be the other walls: no setFields default is made of it.
    spec = parse_spec("Room with a heater: heater temperature 420 K, the rest is 285 K; end "
                      "time 100 s.")
    assert not [item for item in spec.stated.regions if item.region == "default"]
