"""A catalog relation written out in the request ("psi = 1/c^2", "DT = kappa/(rho Cp)") is
read as the catalog's row, in any spelling, and the speed of sound's symbol and the state it
is given at are the gas's, no inlet speed and no boundary temperature."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.written_relations import written_relations


@pytest.mark.parametrize(("text", "target"), [
    ("sonicLiquidFoam tank; sound speed 1200 m/s, so that psi = c^-2.", "psi"),
    ("tank of oil, rho 900 kg/m3 and K = 1.5 GPa, psi = rho / K", "psi"),
    ("flange: DT = kappa / (rho*Cp) with kappa 40 W/(m K)", "DT"),
    ("gas with Pr = mu Cp / kappa; mu 2e-5 Pa s", "Pr"),
])
def test_a_written_catalog_relation_is_its_row(text: str, target: str) -> None:
    (relation,) = written_relations(text)
    assert relation.formula.target == target


@pytest.mark.parametrize("text", ["psi = 4.5e-7 s^2/m^2", "psi = 1/c", "DT = kappa/rho",
                                  "psi = 1/(c^2 rho)"])
def test_a_value_or_another_expression_is_no_row(text: str) -> None:
    assert written_relations(text) == []


def test_a_relation_with_its_input_stated_is_read_and_its_input_not_a_speed() -> None:
    spec = parse_spec("decompressionTank: brine with c = 1520 m/s -> psi = 1/c^2, 150 bar "
                      "at the start")
    assert not spec.unparsed and not spec.not_applied
    assert ("c", 1520) in [(item.name, item.value) for item in spec.stated.properties]
    assert not [item for item in spec.stated.boundary_values if item.field == "U"]


def test_a_relation_whose_input_is_not_stated_is_said_not_applied() -> None:
    spec = parse_spec("decompressionTank with psi = 1/c^2 and nothing else changed")
    assert [item.words for item in spec.not_applied] == ["psi = 1/c^2"]


def test_the_state_a_speed_of_sound_is_given_at_is_the_gases() -> None:
    """"1 m/s at T = 1 K" had put T = 1 on a patch named after the case ('forwardStep')."""
    spec = parse_spec("forwardStep with the scaled gas, whose speed of sound is 1 m/s at T = "
                      "1 K; Mach 2.")
    assert not [item for item in spec.stated.boundary_values if item.field == "T"]
    assert spec.number("Ma") is not None and spec.number("Ma").speed == 1
