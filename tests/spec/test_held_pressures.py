"""A pressure said of what fills a closed domain is its initial field, not a patch's value:
"the water sits at 150 bar and the nozzle opens" had put 150 bar on the nozzle, "start the
inside of the bend at 1.2 bar" and "the gas inside … at 1 atm" went unread or to the inlet
(spent plain18-15/16/18 kinds). These requests are this file's own words."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import INTERNAL


def _pressures(text: str) -> dict[tuple[str, ...], float]:
    return {item.boundary: float(item.value) for item in parse_spec(text).stated.boundary_values
            if item.field == "p"}


@pytest.mark.parametrize(("text", "pascals"), [
    ("Blowdown of a liquid-filled tank: the water is held at 120 bar; the nozzle opens "
     "suddenly to the outside. 0.1 ms.", 1.2e7),
    ("Blowdown with sonicLiquidFoam: the liquid in the vessel is at 90 bar when the nozzle "
     "opens. Run 0.1 ms.", 9e6),
    ("sonicLiquidFoam decompressionTank with the tank pressurised to 200 bar, run 0.1 ms.",
     2e7),
    ("rhoSimpleFoam square bend, 0.3 kg/s in, outlet 2 bar; start the inside of the bend at "
     "2 bar too. 400 iterations.", 2e5),
    ("Thermocouple enclosure: walls at 400 C; the air inside starts at 25 C, still, at 1 atm. "
     "Run 30 s.", 101325.0),
    ("Hot box: the gas inside (nitrogen-like) starts at 300 K and at rest, at 2 atm.",
     202650.0),
])
def test_a_pressure_of_what_fills_the_domain_is_the_initial_field(text: str,
                                                                  pascals: float) -> None:
    pressures = _pressures(text)
    assert pressures.get((INTERNAL,)) == pytest.approx(pascals)
    assert not [boundary for boundary in pressures
                if boundary != (INTERNAL,) and boundary[0] not in ("outlet",)], pressures
    assert not [item for item in parse_spec(text).unparsed
                if "bar" in item or "atm" in item]


def test_a_temperature_the_fluid_is_held_at_is_not_taken_for_the_domain() -> None:
    """Only a pressure: "the water is held at 60 °C" may be what it enters at."""
    spec = parse_spec("pimpleFoam pipe: the water is held at 60 C at the inlet.")
    assert not [item for item in spec.stated.boundary_values
                if item.field == "T" and item.boundary == (INTERNAL,)]
