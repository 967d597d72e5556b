"""A degree written in words as the last divisor of a compound unit is a degree of
difference ("BTU per pound-mass per degree Fahrenheit"), and the repeated "per" of such units
is no foreign language."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.language import foreign_language
from foam_agent.agents.spec.units import dimensioned_unit, read_unit


@pytest.mark.parametrize(("written", "kind", "si_of_one"), [
    (" BTU per pound-mass per degree Fahrenheit for the block", "specific_heat", 4186.8),
    (" BTU per hour per foot per degree Fahrenheit.", "thermal_conductivity", 1.7307),
    (" watts per metre per degree Celsius", "thermal_conductivity", 1.0),
])
def test_a_written_degree_divides_a_compound_unit_without_offset(
        written: str, kind: str, si_of_one: float) -> None:
    reading = read_unit(written, 0)
    assert reading is not None and reading.kind == kind
    assert reading.to_si(1.0) == pytest.approx(si_of_one, rel=1e-4)


def test_a_degree_alone_stays_a_temperature() -> None:
    reading = read_unit(" degrees Fahrenheit at the wall", 0)
    assert reading is not None and reading.kind == "temperature"
    assert reading.to_si(32.0) == pytest.approx(273.15)


def test_units_joined_by_per_are_english() -> None:
    assert foreign_language("The fin conducts 9 BTU per hour per foot per degree "
                            "Fahrenheit.") is None
    assert foreign_language("Simula il flusso per dieci secondi con la velocità di 2 m/s e "
                            "salva ogni secondo.") == "Italian"


@pytest.mark.parametrize(("written", "kind", "si_of_one"), [
    (" BTU per hour-foot-degree Fahrenheit for the fins", "thermal_conductivity", 1.730735),
    (" BTU per pound-mass-degree Fahrenheit, and", "specific_heat", 4186.8),
    (" W per metre-degree Celsius", "thermal_conductivity", 1.0),
    (" Btu/lbm-deg F", "specific_heat", 4186.8),
])
def test_a_written_degree_joined_by_a_hyphen_is_a_difference(
        written: str, kind: str, si_of_one: float) -> None:
    """"hour-foot-degree Fahrenheit" is one product below the division, its degree without
    offset; read as an angle, the degree had left the conductivity without its temperature."""
    reading = read_unit(written, 0)
    assert reading is not None and reading.kind == kind
    assert reading.to_si(1.0) == pytest.approx(si_of_one, rel=1e-5)
    dimensioned = dimensioned_unit(written)
    assert dimensioned is not None and dimensioned.dimensions[3] == -1.0
    assert dimensioned.to_si(1.0) == pytest.approx(si_of_one, rel=1e-5)
