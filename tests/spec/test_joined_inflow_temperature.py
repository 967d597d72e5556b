"""A temperature joined to a free inflow speed is the inlet's too
(``agents.spec.freestream``)."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize(("prompt", "kelvin"), [
    ("Exhaust gas comes in at 4 m/s and 450 °C. Run 10 s.", 723.15),
    ("Smoke enters at 2 m/s with a temperature of 350 K.", 350.0),
])
def test_the_temperature_beside_an_entering_speed_is_the_inlets(prompt: str,
                                                                kelvin: float) -> None:
    stated = parse_spec(prompt).stated
    inlet = [item for item in stated.boundary_values
             if item.field == "T" and item.boundary == ("inlet",)]
    assert len(inlet) == 1 and float(inlet[0].value) == pytest.approx(kelvin)
    assert "enters" in inlet[0].assumption
    assert not stated.ignored


def test_a_temperature_after_a_speed_that_does_not_enter_is_not_the_inlets() -> None:
    stated = parse_spec("The belt runs at 3 m/s and 20 °C holds on the plate.").stated
    assert not [item for item in stated.boundary_values
                if item.field == "T" and item.boundary == ("inlet",)]
