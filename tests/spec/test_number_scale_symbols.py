"""A speed assigned to its symbol among a number's listed scales ("Re_h = 50,000 on h = 1 m and
U_b = 1 m/s -> nu") is the number's speed: the number is solved with it.

Why: the bulk velocity's symbol was read as the channel's ``Ubar`` (a case driven through an
inlet keeps none, so it was read and not applied) and the Reynolds number, finding no speed in
the request nor a fixed one in the case, set nothing: nu kept the tutorial's value.
"""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.derive import derive
from foam_agent.agents.spec.dimensionless import read_dimensionless
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

CUBE = (DEBIAN_TUTORIALS / "incompressible" / "pimpleFoam" / "LES" / "surfaceMountedCube"
        / "fullCase")


@pytest.mark.parametrize(("prompt", "speed"), [
    ("Re_h = 20,000 on the block height h = 0.5 m and U_b = 2 m/s -> nu", 2.0),
    ("set nu from Re = 8000 with H = 0.1 m and U_bulk = 3 ft/s.", 0.9144),
    ("Re_D = 150 using D = 0.02 m, U_in = 0.5 m/s; pick nu", 0.5),
])
def test_the_listed_speed_symbol_is_the_number_s(prompt: str, speed: float) -> None:
    number = read_dimensionless(prompt)[0]
    assert number.speed == pytest.approx(speed)


def test_a_bulk_speed_among_the_scales_is_the_number_s_alone() -> None:
    spec = parse_spec("surfaceMountedCube LES with pimpleFoam. Re_h = 40,000 on cube height "
                      "h = 1 m and U_b = 2 m/s -> nu. t_end 10.")
    assert not [item for item in spec.stated.properties if item.name == "Ubar"]
    assert not [item for item in spec.not_applied if "U_b" in item.phrase]


def test_an_inlet_speed_among_the_scales_is_still_the_inlet_s() -> None:
    spec = parse_spec("pitzDaily simpleFoam: Re = 25000 with h = 25.4 mm and U_in = 10 m/s")
    assert [item for item in spec.stated.boundary_values
            if item.field == "U" and "inlet" in item.boundary]


def test_the_number_sets_nu_from_the_bulk_speed() -> None:
    spec = parse_spec("surfaceMountedCube LES (fullCase, pimpleFoam). Re_h = 40,000 on cube "
                      "height h = 1 m and U_b = 2 m/s -> nu. t_end 10.")
    derived = derive(spec, CUBE).of("nu")
    assert derived is not None and derived.value == pytest.approx(2 * 1 / 40000)
