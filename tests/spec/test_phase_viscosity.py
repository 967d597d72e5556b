"""A dynamic viscosity stated for one phase of a two-phase case is that phase's ν with the
phase's own density: the request's for that phase, else the case's, unless the request states
a density of no phase that differs from the case's (then which phase's it is, is not said).

Why: "the water at 1.2 cP" in a two-phase case stayed a μ the case does not keep, and the
water kept the tutorial's ν.
"""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.derive import derive
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

CAPILLARY = DEBIAN_TUTORIALS / "multiphase" / "interFoam" / "laminar" / "capillaryRise"


def _nu(prompt: str) -> dict[str | None, float]:
    derived = derive(parse_spec(prompt), CAPILLARY).values
    return {item.phase: item.value for item in derived if item.quantity == "nu"}


@pytest.mark.parametrize("prompt", [
    "capillary rise, but the water is thicker: 1.5 centipoise",
    "capillary rise; make the water 1.5 cP, its density left at 1000 kg/m3",
])
def test_a_phase_s_viscosity_takes_the_phase_s_density(prompt: str) -> None:
    assert _nu(prompt)["water"] == pytest.approx(1.5e-6)


def test_a_density_of_no_phase_that_differs_from_the_case_s_derives_nothing() -> None:
    assert "water" not in _nu("capillary rise; make the water 1.5 cP and density 1100 kg/m3")
