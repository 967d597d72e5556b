"""A fluid's volumetric expansion coefficient in any wording and per-degree unit: per K, 1/K,
K^-1, per °C and per °F (a per-degree quantity is per temperature *difference*: 2e-4 per °F is
3.6e-4 per K), read as the catalog's expansion coefficient and not the Arrhenius exponent."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


def _beta(text: str) -> tuple[float, str | None] | None:
    item = next((item for item in parse_spec(text).stated.properties if item.name == "beta"),
                None)
    if item is None:
        return None
    return float(item.value), item.quantity.name if item.quantity is not None else None


@pytest.mark.parametrize(("text", "value"), [
    ("Benard convection, expansion coefficient 2e-3 per K.", 2e-3),
    ("Rayleigh-Benard slot: the thermal expansion coefficient is 6e-4 1/K.", 6e-4),
    ("hotRoom with a coefficient of thermal expansion of 3.4e-3 K^-1", 3.4e-3),
    ("Benard cells, volumetric expansion coefficient 9e-4 /°C", 9e-4),
    ("Benard cells; our sheet lists the expansion coefficient as 1e-4 per °F", 1.8e-4),
    ("Benard cells; beta = 5e-4 per degree Fahrenheit", 9e-4),
])
def test_an_expansion_coefficient_is_read_per_kelvin(text: str, value: float) -> None:
    assert _beta(text) == (pytest.approx(value), "thermal expansion coefficient")
    assert not parse_spec(text).unparsed


def test_a_linear_expansion_coefficient_is_no_fluids_beta() -> None:
    assert _beta("steel plate, linear expansion coefficient 1.2e-5 per K") is None


def test_a_value_written_as_a_fraction_is_not_its_numerator() -> None:
    """"an expansion coefficient of 1/300 per kelvin": 1 is no value of beta."""
    spec = parse_spec("Boussinesq hotRoom, reference 300 K and an expansion coefficient of "
                      "1/300 per kelvin")
    assert _beta(spec.prompt) is None
