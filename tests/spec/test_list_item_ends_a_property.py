"""A property's value is looked for up to the end of its list item, never in the next item.

"rho = 1.06 kg/m^3 -> nu" ended one bullet and "* inlet: ... volumetricFlowRate 0.05" began the
next: ν was read as 0.05 m^3/s's number, so the viscosity derived from μ and ρ was never used.
"""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


def _properties(prompt: str) -> dict[str, float]:
    return {item.name: float(item.value) for item in parse_spec(prompt).stated.properties}


@pytest.mark.parametrize("mark", ["*", "-", "\u2022"])
def test_a_property_named_at_an_items_end_takes_no_value_from_the_next_item(mark: str) -> None:
    prompt = (f"simpleFoam, edits to the pitzDaily tutorial:\n{mark} oil: mu = 0.03 Pa s, "
              f"rho = 880 kg/m^3, give the solver nu\n{mark} inlet: flowRateInletVelocity, "
              f"volumetricFlowRate 0.2 m^3/s\n{mark} outlet: fixed pressure 0\n")
    properties = _properties(prompt)
    assert "nu" not in properties, properties
    assert properties["mu"] == pytest.approx(0.03) and properties["rho"] == pytest.approx(880)


def test_a_value_on_the_line_after_its_property_in_prose_is_still_read() -> None:
    assert _properties("Laminar flow, kinematic viscosity\n2e-3 m^2/s, 3 s")["nu"] == \
        pytest.approx(2e-3)


def test_nu_asked_at_an_items_end_is_left_to_be_derived_from_mu_and_rho() -> None:
    spec = parse_spec("porousSimpleFoam duct, changes:\n* air: mu = 1.8e-5 Pa s, "
                      "rho = 1.2 kg/m^3 -> nu\n* inlet: volumetricFlowRate 0.3 m^3/s\n")
    assert not [item for item in spec.stated.properties if item.name == "nu"]
