"""The pressure-level reader: a pressure said of the whole case, in a clause naming no place
of it, is the initial field's with the level's assumption; one said of a boundary, a region,
a difference or the start is not. These requests are this file's own words."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.pressure_level import PRESSURE_LEVEL
from foam_agent.agents.spec.stated import INTERNAL
from foam_agent.agents.spec.venting import VENTED

PSI = 6894.757293168


def _levels(prompt: str) -> list[float]:
    spec = parse_spec(prompt)
    return [float(item.value) for item in spec.stated.boundary_values  # type: ignore[arg-type]
            if item.assumption == PRESSURE_LEVEL and item.boundary == (INTERNAL,)]


@pytest.mark.parametrize(("prompt", "pascals"), [
    ("Buoyant cavity: hot wall 310 K, cold wall 290 K, the cavity is at 1 atm.", 101325.0),
    ("A rhoPimpleFoam cavity full of nitrogen at 45 psia with the lid moving at 1 m/s.",
     45 * PSI),
    ("Compressible cavity, operating pressure 30 psig, lid at 3 m/s.", 30 * PSI),
    ("A sealed box of methane at 1.5 bar, lid sliding at 2 m/s.", 150000.0),
    ("rhoPimpleFoam cavity at atmospheric pressure, lid moving at 2 m/s.", 101325.0),
    ("The bend runs at 120 kPa with 0.3 kg/s of air.", 120000.0),
    ("A drum of glycol at 40 bar is suddenly opened to the surroundings (1 bar) through a "
     "valve.", 4.0e6),
    ("A tall vessel full of seawater at 90 bar abruptly vents through its side port.", 9.0e6),
])
def test_a_pressure_of_the_whole_case_is_its_level(prompt: str, pascals: float) -> None:
    spec = parse_spec(prompt)
    assert _levels(prompt) == [pytest.approx(pascals)]
    assert not any(item.field == "p" and item.boundary != (INTERNAL,)
                   and item.assumption != VENTED for item in spec.stated.boundary_values)
    assert not [phrase for phrase in spec.unparsed if "bar" in phrase or "Pa" in phrase]


@pytest.mark.parametrize("prompt", [
    "pitzDaily, inlet 10 m/s, back pressure 0.9 bar at the outlet.",
    "Shock tube: the driver section at 5 bar, the driven section at 1 bar.",
    "Pipe flow with a pressure drop of 50 Pa along the pipe.",
    "buoyantCavity with the air at 0.95 bar initially, hot wall 307.75 K.",
    "Ambient pressure 1 atm, outlet 20 kPa above ambient.",
    "The inlet total pressure ramps up to 1.4 bar.",
    "Liquid with rho0 = 998 kg/m3 at p0 1 bar, tank at 150 bar initially.",
    "Jet exit (inlet): sonic, static pressure 2.6 bar, total temperature 300 K.",
    "Two vessels: one at 5 bar, the other at 1 bar.",
    "A hall held 15 Pa above the surroundings.",
])
def test_a_pressure_of_a_place_a_difference_or_the_start_is_no_level(prompt: str) -> None:
    assert _levels(prompt) == []


def test_a_value_above_the_surroundings_is_theirs_not_the_cases() -> None:
    assert _levels("The lower branch discharges into a plenum that sits 8 Pa above ambient.") \
        == []


def test_the_opening_vented_through_is_read_past_a_wrapped_line() -> None:
    spec = parse_spec("A drum of brine at 90 bar is suddenly vented to the surroundings\n"
                      "through its small nozzle. Brine density 1200 kg/m3.")
    assert [item.boundary for item in spec.stated.boundary_values
            if item.assumption == VENTED] == [("nozzle", "outlet")]
