"""A thing said to be at a point ("a pad at x = 3 m, z = 8 m", "located at x = 2 m, z = 6 m")
is there by its centre, as one "centred at" it: the coordinates were swallowed into the
thing's words and the pad stayed where the tutorial had it, audited met."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize(("words", "centre"), [
    ("Put a 1 m x 1 m heater pad at x = 3 m, z = 8 m and hold it at 60 °C.",
     {0: 3.0, 2: 8.0}),
    ("A 2 m by 1 m heater located at x = 3 m, z = 7 m runs at 340 K.", {0: 3.0, 2: 7.0}),
    ("The heater, 1.5 m by 1 m, sits at z = 2 m, x = 6 m and is held at 330 K.",
     {2: 2.0, 0: 6.0}),
    ("a heating plate 2 m x 2 m centred at x = 5 m, z = 5 m at 320 K", {0: 5.0, 2: 5.0}),
])
def test_a_things_point_is_its_centre(words: str, centre: dict[int, float]) -> None:
    spec = parse_spec(f"buoyantBoussinesqSimpleFoam hotRoom. {words}")
    (region,) = spec.stated.regions
    assert dict(region.centre) == centre
    assert not spec.unparsed


def test_a_range_is_no_point_and_places_a_sized_thing() -> None:
    """"At x = 3-5 m" is the heater's span, not a point at x = 3 m; with its size said
    beside it, the spans still give its centre."""
    spec = parse_spec("buoyantBoussinesqPimpleFoam hotRoom. The heater is a 2 m x 1 m patch of "
                      "the floor at x = 3-5 m, z = 6-7 m, held at 330 K.")
    (region,) = spec.stated.regions
    assert region.size == (2.0, 1.0) and dict(region.centre) == {0: 4.0, 2: 6.5}


def test_a_value_held_at_a_temperature_is_no_place() -> None:
    spec = parse_spec("buoyantBoussinesqSimpleFoam hotRoom: a 1 m by 1 m heater in the middle "
                      "of the floor is held at 330 K.")
    (region,) = spec.stated.regions
    assert region.centre == () and region.middle and region.value == 330
