"""A difference said value first ("the 4 K difference", "a 50 Pa pressure drop") is read as a
difference: it restates two stated values that differ by it, else it is said not applied.

Why: "Ra = 8000 based on the 1 m height, the 4 K difference and g" (floor 302 K, ceiling 298
K) left "the 4 K difference" not understood, an open row on a case whose every value was met.
"""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize("prompt", [
    "BenardCells: floor 310 K, ceiling 305 K; nu from Ra = 5000 on the 1 m height and the 5 K "
    "difference.",
    "hot wall at 40 °C, cold wall at 30 °C, i.e. a 10 °C temperature difference, Ra = 1e5",
    "inlet 1.2 bar, outlet 1 bar: a 20 kPa pressure drop across the bed",
])
def test_a_difference_that_restates_two_values_is_read(prompt: str) -> None:
    spec = parse_spec(prompt)
    assert not [words for words in spec.unparsed if "differ" in words or "drop" in words]
    assert not [item for item in spec.not_applied
                if "difference" in item.words or "drop" in item.words]
    assert all(item.value not in (5, 10, 20000) for item in spec.stated.boundary_values)


def test_a_difference_no_two_values_give_is_said_not_applied() -> None:
    spec = parse_spec("BenardCells: floor 305 K, ceiling 300 K, Ra = 1e4 with a 4 K "
                      "temperature difference")
    assert [item for item in spec.not_applied if item.words.startswith("4 K")]
