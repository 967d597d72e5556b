"""The inflow's turbulence intensity said at a place ("intensity at the inlet 3 %") is read, and
the catalog's inlet estimate written out ("k = 1.5 (I U)^2") is that estimate, never a value
of k.

Why: "Turbulence intensity at the inlet 3 %, so set k … from k = 1.5 (I U)^2" left the
intensity unread and bound k = 1.5 (the expression's first number), so the inlet's k was 1.5
m^2/s^2 where 0.0486 was meant.
"""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize(("prompt", "intensity"), [
    ("pitzDaily simpleFoam, inlet 8 m/s. Turbulence intensity at the inlet 4 %, k from "
     "k = 1.5 (I U)^2.", 0.04),
    ("T3A plate: U = (5 0 0) m/s at the inlet, intensity of the inflow 2.5 %; "
     "k = 3/2 (U*I)^2 at the inlet", 0.025),
    ("airfoil2D: freestream 20 m/s, turbulence intensity for the free stream = 0.01, "
     "and k = 1.5*(u Tu)^2", 0.01),
])
def test_the_intensity_is_read_and_the_estimate_is_no_value_of_k(prompt: str,
                                                                   intensity: float) -> None:
    spec = parse_spec(prompt)
    assert spec.stated.intensity is not None
    assert spec.stated.intensity.value == pytest.approx(intensity)
    assert not [item for item in spec.stated.boundary_values if item.field == "k"]
    assert not [item for item in spec.stated.properties if item.name == "k"]
    assert not spec.not_applied and not spec.unparsed


def test_the_estimate_without_an_intensity_is_said_not_applied() -> None:
    spec = parse_spec("pitzDaily: inlet 10 m/s; k = 1.5 (U I)^2 at the inlet")
    assert not [item for item in spec.stated.boundary_values if item.field == "k"]
    assert [item for item in spec.not_applied if item.words.startswith("k = 1.5")]


def test_another_expression_is_no_estimate() -> None:
    # 1.5 (I U)^3 is not the catalog's k: its words are not taken for the estimate.
    spec = parse_spec("pitzDaily, intensity 5 %, k = 1.5 (I U)^3")
    assert not [item for item in spec.not_applied if "(I U)^3" in item.words]
    assert spec.unparsed or [item for item in spec.stated.properties if item.name == "k"] \
        or [item for item in spec.stated.boundary_values if item.field == "k"]
