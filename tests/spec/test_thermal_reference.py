"""A fluid's reference state said by relation (``agents.spec.thermal_reference``): the
ideal-gas expansion coefficient β = 1/T, a reference temperature said to be a temperature
stated beside it, a liquid's density at a pressure and its bulk modulus. The wordings are this
file's own."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.catalog.derivations import FORMULAS, IDEAL_GAS_EXPANSION


def _properties(text: str) -> dict[str, float]:
    return {item.name: float(item.value) for item in parse_spec(text).stated.properties}


@pytest.mark.parametrize(("text", "kelvin"), [
    ("Boussinesq air in the hot room: TRef 300 K, beta = 1/TRef.", 300.0),
    ("Warm room air, T_ref = 290 K and β = 1/T_ref for the air.", 290.0),
    ("Take beta as 1/T at 25 °C for the air in the room.", 298.15),
    ("Buoyant room air: for the expansion coefficient use the perfect-gas value at 50 °F.",
     283.15),
    ("Natural convection of air (thermal expansion as for an ideal gas at 300 K), laminar.",
     300.0),
])
def test_the_ideal_gas_expansion_coefficient_is_the_reciprocal_temperature(
        text: str, kelvin: float) -> None:
    read = _properties(text)
    assert read["beta"] == pytest.approx(1 / kelvin, rel=1e-5)
    assert "beta" not in {name for name in read if read[name] == 1}
    assert not parse_spec(text).unparsed


def test_a_stated_beta_beside_an_ideal_gas_is_its_own_number() -> None:
    read = _properties("Air as an ideal gas, beta = 2.5e-3 1/K, TRef 310 K.")
    assert read["beta"] == pytest.approx(2.5e-3)


def test_a_relation_with_no_temperature_is_said_not_applied() -> None:
    spec = parse_spec("Room air with beta = 1/TRef, laminar.")
    assert "beta" not in {item.name for item in spec.stated.properties}
    assert any("1/T" in item.reason for item in spec.not_applied)


@pytest.mark.parametrize(("text", "kelvin"), [
    ("The water is at 15 °C at the start, which is also the reference temperature.", 288.15),
    ("Floor 305 K, ceiling 295 K (= TRef), side walls adiabatic.", 295.0),
    ("Use 77 °F as the Boussinesq reference temperature too.", 298.15),
    ("Expansion coefficient of an ideal gas at 40 °C, and the same temperature as the "
     "reference.", 313.15),
])
def test_a_reference_temperature_said_by_reference(text: str, kelvin: float) -> None:
    assert _properties(text)["TRef"] == pytest.approx(kelvin)


def test_a_liquid_s_density_at_a_pressure_and_its_bulk_modulus() -> None:
    read = _properties("Glycerol tank: density 1260 kg/m³ at 2 bar, bulk modulus 4.35 GPa, "
                       "viscosity 1.4 Pa·s.")
    assert read["rho"] == 1260
    assert read["p0"] == pytest.approx(2e5)
    assert read["K"] == pytest.approx(4.35e9)
    atmospheric = _properties("A vessel of brine, 1180 kg/m^3 at atmospheric pressure.")
    assert atmospheric["p0"] == pytest.approx(101325)


def test_the_ideal_gas_relation_is_a_catalog_row_applied_only_when_asked() -> None:
    assert IDEAL_GAS_EXPANSION.value({"T": 250.0}) == pytest.approx(4e-3)
    assert IDEAL_GAS_EXPANSION.text({"T": 250.0}).startswith("beta = 1 / T = 1 / 250")
    assert IDEAL_GAS_EXPANSION not in FORMULAS  # a temperature alone implies no beta
    assert "beta" not in _properties("Boussinesq room air, TRef 300 K, laminar.")


def test_a_german_initial_state_is_read_as_every_region_s() -> None:
    spec = parse_spec("Das Wasser im Tank startet überall mit 40 °C bei 3 bar. Bitte 50 "
                      "Sekunden simulieren.")
    assert not spec.unparsed and not spec.not_applied
    values = {item.field: float(item.value) for item in spec.stated.regions}
    assert values == {"T": pytest.approx(313.15), "p": pytest.approx(3e5)}


@pytest.mark.parametrize(("text", "kelvin"), [
    ("Hot room: the air starts at 20 °C, and 20 °C is also the reference temperature.",
     293.15),
    ("Closed cavity, walls at 300 K and 310 K. Take 305 K as the buoyancy reference.", 305.0),
])
def test_a_temperature_opening_its_clause_is_the_reference_alone(text: str,
                                                                 kelvin: float) -> None:
    spec = parse_spec(text)
    assert not spec.unparsed
    assert _properties(text)["TRef"] == pytest.approx(kelvin)
