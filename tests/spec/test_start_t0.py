""""T0" beside a stated inlet temperature is the start temperature, not the inlet's
stagnation temperature; with a total pressure stated it stays the stagnation one.

Why: terse notes write "T_in = T0 = 77 F": the inlet's temperature is given by its own symbol,
so "T0" read as that inlet's stagnation temperature left the domain's start value unchanged.
"""

from __future__ import annotations

from foam_agent.agents.spec.parse import parse_spec


def test_t0_beside_a_stated_inlet_temperature_is_the_start_temperature() -> None:
    values = parse_spec("board cooling: T_in = 300 K, T0 = 290 K, 100 its").stated.boundary_values
    assert {(item.boundary[0], float(item.value)) for item in values if item.field == "T"} \
        == {("inlet", 300.0), ("internalField", 290.0)}


def test_t0_with_a_total_pressure_stays_the_stagnation_temperature() -> None:
    spec = parse_spec("nozzle: p0 = 3 bar, T0 = 300 K, T_in = 290 K")
    assert [item.type for item in spec.stated.boundary_types] == ["totalTemperature"]


def test_t0_alone_stays_the_stagnation_temperature() -> None:
    spec = parse_spec("nozzle: T0 = 300 K, 1 s")
    assert [item.type for item in spec.stated.boundary_types] == ["totalTemperature"]
