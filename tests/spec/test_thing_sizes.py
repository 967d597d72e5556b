"""A thing beside a resized room keeps its own size: a heater's sides said by their axes in
words ("2 m long in x and 1.5 m wide in z", "0.8 m along x by 0.4 m along z") are the
heater's, never the room's, and the room keeps the sizes said of it; a value said as setFields'
default next to a thing's own value is the default, and the thing keeps its own.

The requests are written here, several phrasings of each kind.
"""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.region_value import RegionValue
from foam_agent.agents.spec.stated import Requirements


def _read(request: str) -> Requirements:
    return parse_spec(request).stated


def _thing(stated: Requirements) -> RegionValue:
    things = [item for item in stated.regions if item.thing is not None]
    assert len(things) == 1, stated.regions
    return things[0]


@pytest.mark.parametrize(("request_text", "size", "axes"), [
    ("A workshop 12 m by 8 m in plan and 4 m high, air at 15 °C everywhere, with a heating "
     "pad 2 m long in x and 1.5 m wide in z in the middle of the floor at 60 °C.",
     (2.0, 1.5), (0, 2)),
    ("Room of 12 m by 8 m in plan, 4 m high. In the middle of the floor a heater panel "
     "1.5 m along z by 2 m along x is held at 330 K.", (1.5, 2.0), (2, 0)),
    ("A hall 12 m by 8 m in plan and 4 m high; a heater 2 m in the x direction and 1.5 m in "
     "the z direction sits in the middle of the floor at 333 K.", (2.0, 1.5), (0, 2)),
])
def test_a_heater_s_sides_by_their_axes_are_the_heater_s_and_the_room_keeps_its_own(
        request_text: str, size: tuple[float, float], axes: tuple[int, int]) -> None:
    stated = _read(request_text)
    heater = _thing(stated)
    assert (heater.size, heater.axes, heater.middle) == (size, axes, True)
    assert stated.extent is not None
    sizes = sorted(size for size in stated.extent.value.sizes if size is not None)
    assert sizes == [4.0, 8.0, 12.0]


def test_two_lengths_joined_by_and_are_a_size_only_with_their_axes() -> None:
    stated = _read("A room 10 m by 10 m in plan, 5 m high, with a heater on the floor at "
                   "340 K; the heater is 1 m and 2 m from the walls.")
    assert all(item.size != (1.0, 2.0) for item in stated.regions)


@pytest.mark.parametrize("request_text", [
    "A floor heater 1 m (x) by 0.5 m (z) centred at x = 4 m, z = 2 m, held at 350 K: "
    "setFields boxToFace on the floor faces inside it, default T 290 K.",
    "A heater 1 m (x) by 0.5 m (z) centred at x = 4 m, z = 2 m at 350 K (boxToFace in "
    "setFields, with a default T of 290 K).",
])
def test_a_default_said_beside_a_thing_s_own_value_is_setfields_default(
        request_text: str) -> None:
    stated = _read(request_text)
    heater = [item for item in stated.regions if item.region == "region"]
    defaults = [item for item in stated.regions if item.region == "default"]
    assert [(item.field, item.value, item.selector) for item in heater] == [
        ("T", 350, "boxToFace")]
    assert heater[0].size == (1.0, 0.5)
    assert [(item.field, item.value) for item in defaults] == [("T", 290)]
    assert not any(item.boundary and item.boundary[0].lower() == "setfields"
                   for item in stated.boundary_values)


def test_an_initial_value_said_with_setfields_words_is_the_initial_field() -> None:
    stated = _read("hotRoom: T = 295 K everywhere (setFields default), p = 1 bar; heater "
                   "on the floor (boxToFace) at 360 K.")
    pressure = [item for item in stated.boundary_values if item.field == "p"]
    assert [(item.boundary, item.value) for item in pressure] == [(("internalField",), 1e5)]


@pytest.mark.parametrize("request_text", [
    "Heater on the floor: box x 2.0-3.5 m, z 6.0-7.0 m (boxToFace, floor faces only) at 340 K.",
    "A heater on the floor spanning x from 2 to 3.5 m and z from 6 to 7 m, held at 340 K.",
])
def test_a_thing_ranged_on_two_axes_has_that_side_and_centre(request_text: str) -> None:
    heater = _thing(_read(request_text))
    assert heater.size == pytest.approx((1.5, 1.0))
    assert heater.axes == (0, 2)
    assert dict(heater.centre) == pytest.approx({0: 2.75, 2: 6.5})
