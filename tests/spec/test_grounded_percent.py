"""A percentage after a keyword the cases write without dimensions is a fraction
("r = 4.5 %" is financialFoam's r of 0.045, not 4.5)."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize(("words", "name", "value"), [
    ("financialFoam call option, r = 3 %, sigma = 25 %", "r", 0.03),
    ("financialFoam call option, r = 3 %, sigma = 25 percent", "sigma", 0.25),
    ("financialFoam, strike = 40, r = 0.05", "r", 0.05),
])
def test_a_percentage_of_a_dimensionless_keyword(words: str, name: str, value: float) -> None:
    properties = {item.name: item.value for item in parse_spec(words).stated.properties}
    assert properties[name] == pytest.approx(value)
