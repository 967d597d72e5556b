"""A fluid's temperature said where the request says it (not at the fluid's first mention)
selects its properties, and is the inlet's when the words say the fluid enters at it; it is
never a value on a patch named after the fluid."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


def test_a_later_mention_gives_the_fluid_its_temperature() -> None:
    """"an air duct … the incoming air is at 95 °F": air at 35 °C, and no "T on air"."""
    spec = parse_spec("Study an air duct behind a backward-facing step with simpleFoam "
                      "(pitzDaily). The incoming air is at 95 °F and the inlet speed is 12 m/s.")
    assert spec.material is not None and spec.material.fluid == "air"
    assert spec.material.temperature == pytest.approx(308.15)
    assert not [item for item in spec.stated.boundary_values
                if item.field == "T" and "air" in item.boundary]


def test_a_temperature_after_a_speed_is_the_entering_fluids() -> None:
    """"Water comes in at 0.4 m/s and 55 °C" (after a first mention with no temperature):
    water at 55 °C, on the inlet; the speed's words stay the velocity's."""
    spec = parse_spec("A heated channel full of water. Water comes in at 0.4 m/s and 55 °C; "
                      "run 200 iterations with buoyantSimpleFoam.")
    assert spec.material is not None and spec.material.temperature == pytest.approx(328.15)
    temperatures = [(item.boundary, item.value) for item in spec.stated.boundary_values
                    if item.field == "T"]
    assert temperatures == [(("inlet",), pytest.approx(328.15))]
    assert [item.value for item in spec.stated.boundary_values if item.field == "U"] == [0.4]
