"""A whole domain's initial state said in a list or beside a boundary's value: "Initial p =
1 bar, T = 20 C" gives both fields (the second had been left unread), "starts at 25 °C" is the
initial field, "… 1.2 bar (also the initial pressure)" is the patch's and the internal field's
(its words named no patch 'pressure'). The wordings are this file's own."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import INTERNAL


def _initial(text: str) -> dict[str, float]:
    spec = parse_spec(text)
    assert not spec.unparsed, spec.unparsed
    return {item.field: float(item.value) for item in spec.stated.boundary_values  # type: ignore[arg-type]
            if item.boundary == (INTERNAL,)}


@pytest.mark.parametrize(("text", "expected"), [
    ("rhoPimpleFoam duct. Initial T = 40 C, p = 3 bar. End at 1 s.",
     {"T": 313.15, "p": 3e5}),
    ("Heated box, initial p 2e5 Pa,\nT 350 K. Laminar.", {"p": 2e5, "T": 350.0}),
    ("Initial temperature 310 K and the pressure 1.5 bar.", {"T": 310.0, "p": 1.5e5}),
    ("The gas starts at 60 °F everywhere.", {"T": pytest.approx(288.7056, rel=1e-6)}),
    ("Natural convection; the pressure starts at 0.9 bar.", {"p": 9e4}),
    ("A water layer heated from below; the water starts at the average, 300 K.",
     {"T": 300.0}),
    # "start" as a modifier of the state's noun
    ("Ignition in a closed bomb: the start pressure is 20 atm and the start temperature "
     "900 K.", {"p": 2026500.0, "T": 900.0}),
])
def test_a_list_of_initial_values_is_the_internal_field_s(
        text: str, expected: dict[str, float]) -> None:
    assert _initial(text) == expected


def test_a_value_said_after_the_initial_ones_with_its_own_place_keeps_it() -> None:
    spec = parse_spec("Initial T = 290 K, the inlet velocity 3 m/s.")
    inlet = [item for item in spec.stated.boundary_values if item.field == "U"]
    assert [item.boundary for item in inlet] == [("inlet",)]


@pytest.mark.parametrize("text", [
    "rhoSimpleFoam nozzle. Outlet: p fixedValue 0.8 bar (also the initial pressure).",
    "Outlet pressure 80 kPa and also the initial value.",
])
def test_a_patch_value_that_is_also_the_initial_one(text: str) -> None:
    spec = parse_spec(text)
    places = {item.boundary for item in spec.stated.boundary_values if item.field == "p"}
    assert (INTERNAL,) in places and any("outlet" in place for place in places)
    assert not any(place == ("pressure",) for place in places)
    assert all(float(item.value) == pytest.approx(8e4) for item in spec.stated.boundary_values
               if item.field == "p")
