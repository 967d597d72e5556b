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


def _temperatures(prompt: str) -> dict[tuple[str, ...], float]:
    return {item.boundary: float(item.value)  # type: ignore[arg-type]
            for item in parse_spec(prompt).stated.boundary_values if item.field == "T"}


@pytest.mark.parametrize("prompt", [
    # Wrapped as a request is typed: the line before names the place, so the speed is no
    # free one.
    "Flue gas runs through a square duct with a stream of soot fed in at the entry face.\n"
    "The gas comes in at 4 m/s and 500 °C. Run 5 s and save every 1 s.",
    "A pipe with a stream of brine injected at the entry face.\nThe brine enters at "
    "0.6 m/s and 12 °C; run 20 s.",
])
def test_the_temperature_of_an_inflow_placed_by_another_clause_goes_with_its_speed(
        prompt: str) -> None:
    spec = parse_spec(prompt)
    speed = next(item for item in spec.stated.boundary_values if item.field == "U")
    assert speed.boundary in _temperatures(prompt), spec.stated.boundary_values
    assert not any("°C" in phrase for phrase in spec.unparsed)


def test_a_temperature_of_its_own_place_stays_there() -> None:
    temperatures = _temperatures("A stream is fed in at the entry face.\nWater comes in at "
                                 "0.3 m/s; the outlet is at 300 K. Run 20 s.")
    assert list(temperatures.items()) == [(("outlet",), 300)]
