"""Two names given one value in a chain ("A = B = v") each get the value.

Why: the readers read one name beside its value, so the first name of a chain had none beside
it and was dropped without being listed as not understood: the run kept the tutorial's value
for it and could end solved.
"""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phrases import normalize


@pytest.mark.parametrize(("text", "expected"), [
    ("premixed bomb: T0 = Tu = 320 K, then ignite.",
     "premixed bomb: T0 = 320 K, Tu = 320 K, then ignite."),
    ("La = Lb = Lc = 2 m; next", "La = 2 m, Lb = 2 m, Lc = 2 m; next"),
    ("alpha.oil = alpha.air = 0.5", "alpha.oil = 0.5, alpha.air = 0.5"),
])
def test_a_chain_gives_each_name_the_value(text: str, expected: str) -> None:
    assert normalize(text) == expected


@pytest.mark.parametrize("text", [
    "Re = U L/nu = 250 on the chord",   # a formula, not a chain of names
    "nu = 2e-5 m^2/s and U = 3 m/s",
    "x = 1 = y",
])
def test_what_is_no_chain_of_names_is_left_as_written(text: str) -> None:
    assert normalize(text) == text


def test_both_temperatures_of_a_chain_are_read() -> None:
    spec = parse_spec("PDRFoam flame in a vented box: T_0 = T_u = 68 °F, end at 0.05 s.")
    read = {value.field: value for value in spec.stated.boundary_values}
    assert float(read["Tu"].value) == pytest.approx(293.15), spec.stated
    assert float(read["T"].value) == pytest.approx(293.15), spec.stated
    assert "T_0" in read["T"].source
