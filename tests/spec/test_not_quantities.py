"""Numbers that are not quantities, and hedged ones that are: a case path's initial time
directory ("the case already has 0/omega") is a name, never an unread number; "air at about
40 °C" is air at 40 °C, not a temperature looking for a patch called "air"."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize("request_text", [
    "pisoFoam cavity, kOmega this time (the tutorial already ships 0/omega). Lid 2 m/s.",
    "Keep 0.orig/alpha.water as it is and run the damBreak for 0.5 s.",
])
def test_an_initial_time_directory_is_no_number(request_text: str) -> None:
    assert not parse_spec(request_text).unparsed


@pytest.mark.parametrize(("request_text", "kelvin"), [
    ("pitzDaily with warm air at about 45 °C entering at 9 m/s.", 318.15),
    ("The air is at roughly 300 K; step flow at 10 m/s.", 300.0),
    ("Backward step, air around 5 °C coming in at 20 m/s.", 278.15),
])
def test_a_hedged_temperature_is_the_fluid_s(request_text: str, kelvin: float) -> None:
    spec = parse_spec(request_text)
    assert spec.material is not None
    assert spec.material.temperature == pytest.approx(kelvin)
    assert not [value for value in spec.stated.boundary_values if value.field == "T"]


@pytest.mark.parametrize("request_text", [
    "TJunction: make the inlet a constant total pressure, p on inlet = totalPressure with "
    "p0 = 12 m^2/s^2.",
    "The inlet holds a stagnation pressure: totalPressure, p0 8 m2/s2 on the inlet.",
])
def test_a_condition_type_in_words_names_no_patch(request_text: str) -> None:
    stated = parse_spec(request_text).stated
    named = {name for value in stated.boundary_values for name in value.boundary}
    named |= {name for kind in stated.boundary_types for name in kind.boundary}
    assert "pressure" not in {name.lower() for name in named}
    assert any(value.field == "p" for value in stated.boundary_values)


def test_a_patch_named_pressure_is_still_a_patch() -> None:
    (value,) = parse_spec("Set the patch 'pressure' to a fixed pressure of 5 Pa.").stated \
        .boundary_values
    assert value.boundary == ("pressure",)
