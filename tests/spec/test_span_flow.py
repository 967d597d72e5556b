"""A 2-D inlet's flow per unit span and the inlet height it passes through give the inlet's
mean speed (U = q / h, U = m / (rho h)), with the arithmetic; without the height or the
density the flow is read and said not applied, never divided by a guess."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.span_flow import span_flows


def _inlet_speeds(text: str) -> list[float]:
    return [float(item.value) for item in parse_spec(text).stated.boundary_values
            if item.field == "U" and item.boundary == ("inlet",)]


@pytest.mark.parametrize(("text", "speed"), [
    ("Backward step with a 40 mm tall inlet channel; the flow is 0.12 m^3/s per metre of "
     "span.", 3.0),
    ("simpleFoam pitzDaily. 0.05 m3/s per meter of span enters through the 20 mm high inlet.",
     2.5),
    ("Channel flow: inlet height of 0.1 m, a discharge of 0.3 m³/s per unit span.", 3.0),
    ("Step flow, inlet 50 mm high, carrying 1.5 l/s per metre of width.", 0.03),
])
def test_a_volume_flow_per_span_is_the_inlets_speed(text: str, speed: float) -> None:
    assert _inlet_speeds(text) == [pytest.approx(speed, rel=1e-4)]
    spec = parse_spec(text)
    assert not spec.unparsed
    assumption = next(item.assumption for item in spec.stated.boundary_values
                      if item.field == "U")
    assert assumption.startswith("U = q / h = ")


def test_a_mass_flow_per_span_takes_the_stated_density() -> None:
    text = ("Airfoil-free channel in 2D, inlet channel 30 mm high. Density 1.25 kg/m^3; the "
            "inlet carries 0.75 kg/s per metre of span.")
    assert _inlet_speeds(text) == [pytest.approx(20.0)]
    flow = span_flows(text)[0]
    assert flow.kind == "mass" and flow.value == pytest.approx(0.75)


def test_a_flow_per_foot_of_span_is_per_metre_in_si() -> None:
    flow = span_flows("a 1 ft high inlet passing 2 ft^3/s per ft of span")[0]
    assert flow.value == pytest.approx(2 * 0.3048 ** 2)
    assert flow.height == pytest.approx(0.3048)


@pytest.mark.parametrize("text", [
    "pitzDaily, 0.5 m^3/s per metre of span at the inlet",
    "channel with a 25 mm high inlet, mass flow 0.3 kg/s per metre of span",
])
def test_a_flow_without_its_height_or_density_is_not_applied(text: str) -> None:
    spec = parse_spec(text)
    assert _inlet_speeds(text) == []
    assert [item.words for item in spec.not_applied] == [span_flows(text)[0].phrase]


def test_a_stated_inlet_speed_is_not_overwritten_by_the_flow() -> None:
    spec = parse_spec("Inlet velocity 4 m/s; the 20 mm high inlet passes 0.1 m^3/s per metre of "
                      "span.")
    assert _inlet_speeds(spec.prompt) == [4]
    assert "would give 5 m/s" in spec.not_applied[0].reason


def test_a_reynolds_number_with_spaced_thousands_ends_its_sentence() -> None:
    """"Re_h = U h / nu = 12 000." beside a flow per span: the full stop after the groups ends
    the sentence (it had split the number, Re = 12 and an unread "000")."""
    spec = parse_spec("Step of height h = 30 mm; 0.09 m^3/s per metre of span through the 30 mm "
                      "high inlet. nu from Re_h = U h / nu = 12 000.")
    assert spec.number("Re") is not None and spec.number("Re").value == 12000
    assert _inlet_speeds(spec.prompt) == [pytest.approx(3.0)]
    assert not spec.unparsed
