"""A length that names the flow's eddies (the inflow turbulence's mixing length or length
scale, catalog ``LENGTH_SCALE_NAMES``) sizes no domain: the words are the inlet estimates'.

Why: "a turbulent mixing length of 2.5 mm" was once read as the domain's x size too, and the
backward-facing step it was said of was squeezed to 2.5 mm long and diverged.
"""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize("text", [
    "Air enters at 15 m/s, 5 % turbulence intensity and a turbulent mixing length of 2.5 mm.",
    "inlet 8 m/s, intensity 2 %, mixing length 4 mm, steady k-epsilon",
    "Water at 1 m/s with an integral length scale of 3 mm at the inlet.",
])
def test_a_length_of_the_turbulence_is_no_domain_size(text: str) -> None:
    spec = parse_spec(text)
    assert spec.stated.length_scale is not None
    assert spec.geometry is None or spec.geometry.upper == (None, None, None)


def test_the_domain_s_own_length_is_still_read_beside_a_mixing_length() -> None:
    spec = parse_spec("The duct has a length of 2.5 m; inflow with a mixing length of 1 mm.")
    assert spec.geometry is not None and spec.geometry.upper[0] == pytest.approx(2.5)
    assert spec.stated.length_scale is not None
    assert spec.stated.length_scale.value == pytest.approx(0.001)
