"""Values of one Cartesian component of the velocity: three stated for one place are its
vector; a component stated alone is kept as one, for the editor to write into the followed
case's own vector there (its other components are not known when the request is read), never
a speed put along the case's own direction, never dropped."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import INTERNAL


@pytest.mark.parametrize(("prompt", "place", "vector"), [
    ("icoFoam cavity. Ux and Uy are zero initially, Uz = 0 everywhere.", INTERNAL,
     (0.0, 0.0, 0.0)),
    ("icoFoam cavity. Initially Ux, Uy and Uz are all 0.", INTERNAL,
     (0.0, 0.0, 0.0)),
    ("icoFoam cavity; initially the x component of the velocity is 0.5 m/s, the y component "
     "of velocity 0 and the velocity's z component 0.", INTERNAL, (0.5, 0.0, 0.0)),
    ("simpleFoam pitzDaily. At the inlet u = 10 m/s, v = w = 0.", "inlet", (10.0, 0.0, 0.0)),
    ("icoFoam cavity: the lid moves with x-velocity 2 m/s, y velocity 0 and z-velocity 0.",
     "lid", (2.0, 0.0, 0.0)),
    ("simpleFoam pitzDaily. Inlet: U_x = 36 km/h, U_y = 1 m/s, U_z = 0.", "inlet",
     (10.0, 1.0, 0.0)),
])
def test_three_components_of_one_place_are_its_vector(prompt: str, place: str,
                                                      vector: tuple[float, ...]) -> None:
    spec = parse_spec(prompt)
    values = [item for item in spec.stated.boundary_values if item.field == "U"]
    assert [(item.boundary[0].lower(), item.value) for item in values] == [
        (place.lower(), pytest.approx(vector))]
    assert not spec.not_applied and not spec.unparsed
    assert not spec.stated.properties  # "Uz" is no keyword of a dictionary


@pytest.mark.parametrize(("prompt", "said"), [
    ("simpleFoam pitzDaily. The x-velocity is 12 m/s at the inlet.", [("Ux", "inlet", 12.0)]),
    ("simpleFoam pitzDaily; inlet Ux = 10 m/s, Uy = 0.",
     [("Ux", "inlet", 10.0), ("Uy", "inlet", 0.0)]),
    ("icoFoam cavity. Initially Ux and Uy are zero.",
     [("Ux", INTERNAL, 0.0), ("Uy", INTERNAL, 0.0)]),
    ("pimpleFoam channel: w = 0 m/s everywhere.", [("Uz", INTERNAL, 0.0)]),
])
def test_a_component_alone_is_kept_for_the_cases_own_vector(
        prompt: str, said: list[tuple[str, str, float]]) -> None:
    spec = parse_spec(prompt)
    assert not [item for item in spec.stated.boundary_values if item.field.startswith("U")]
    assert [(item.name, item.boundary[0].lower() if item.boundary[0] != INTERNAL
             else INTERNAL, item.value) for item in spec.stated.components] == said
    assert not spec.not_applied and not spec.stated.properties


def test_one_component_given_two_values_is_refused() -> None:
    spec = parse_spec("simpleFoam pitzDaily. At the inlet Ux = 10 m/s, and Ux = 12 m/s.")
    assert not spec.stated.components
    assert [item.reason for item in spec.not_applied] == ["one component of U is given two "
                                                          "values"]


def test_a_component_in_a_unit_of_no_speed_is_refused() -> None:
    spec = parse_spec("simpleFoam pitzDaily. The x-velocity at the inlet is 3 Pa.")
    assert not spec.stated.boundary_values
    assert [item.reason for item in spec.not_applied] == ["Pa is no unit of a velocity"]


@pytest.mark.parametrize("prompt", [
    "simpleFoam pitzDaily. Channel width w = 0.1 m.",
    "simpleFoam pitzDaily, inlet velocity 10 m/s in the x direction.",
    "icoFoam cavity, the lid moves at 1 m/s along x.",
])
def test_words_that_are_no_component_stay_as_they_were(prompt: str) -> None:
    spec = parse_spec(prompt)
    assert not spec.not_applied
    assert all(item.reason for item in spec.not_applied)
    if "velocity" in prompt or "moves" in prompt:
        assert [(item.value, item.direction) for item in spec.stated.boundary_values] in (
            [(10, (1.0, 0.0, 0.0))], [(1, (1.0, 0.0, 0.0))])


def test_a_place_between_the_component_and_its_value_is_its_place() -> None:
    spec = parse_spec("simpleFoam pitzDaily. The x-velocity at the inlet is 12 m/s, the "
                      "y-velocity at the inlet is 0 and the z-velocity at the inlet is 0.")
    assert [(item.boundary[0].lower(), item.value) for item in spec.stated.boundary_values] \
        == [("inlet", (12.0, 0.0, 0.0))]
