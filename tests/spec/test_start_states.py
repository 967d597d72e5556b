"""A state stated for the whole domain at the start: the fluid filling it ("the air is
initially at …", "starts at rest", "full of still water"), a temperature said as the mean of
the stated ones or the reference one, and the phases' fractions as one list. The wordings are
this file's own."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import INTERNAL


def _initial(text: str) -> dict[str, object]:
    spec = parse_spec(text)
    assert not spec.unparsed, spec.unparsed
    return {item.field: item.value for item in spec.stated.boundary_values
            if item.boundary == (INTERNAL,)}


@pytest.mark.parametrize(("text", "expected"), [
    ("Buoyant plume: methane enters through the inlet at 0.1 m/s. The surrounding air is "
     "initially at 290 K.", {"T": 290}),
    ("A sealed cylinder of nitrogen; the gas inside starts at rest at 320 K.",
     {"T": 320, "U": (0.0, 0.0, 0.0)}),
    ("Hot oil is pumped through the duct at 2 m/s. The duct starts full of\nstill oil at "
     "40 °C.", {"T": 313.15, "U": (0.0, 0.0, 0.0)}),
    ("Quiescent air fills the room at the start; heater on the floor at 330 K.",
     {"U": (0.0, 0.0, 0.0)}),
    ("Buoyant cavity of water, initially at 290 K and at rest; the walls at 300 K.",
     {"T": 290, "U": (0.0, 0.0, 0.0)}),
])
def test_the_fluid_filling_the_domain_at_the_start_is_the_initial_field(
        text: str, expected: dict[str, object]) -> None:
    found = _initial(text)
    for field, value in expected.items():
        assert found.get(field) == pytest.approx(value), (field, found)


def test_a_body_at_rest_gives_the_fluid_no_velocity() -> None:
    spec = parse_spec("Cavity with water; the lid is at rest initially and then moves at "
                      "1 m/s.")
    assert not any(item.field == "U" and item.boundary == (INTERNAL,)
                   for item in spec.stated.boundary_values)


def test_a_fluid_named_with_its_start_state_is_recorded_for_per_phase_fields() -> None:
    spec = parse_spec("Bubble column; the water is initially at 330 K.")
    (item,) = [item for item in spec.stated.boundary_values if item.boundary == (INTERNAL,)]
    assert (item.field, item.value, item.fluid) == ("T", 330, "water")
    both = parse_spec("Bubble column; both phases start at 300 K.")
    assert [item.fluid for item in both.stated.boundary_values] == [""]


@pytest.mark.parametrize(("text", "expected"), [
    ("Initial volume fractions: oil 0.2, water 0.5 and air 0.3.",
     {"alpha.oil": 0.2, "alpha.water": 0.5, "alpha.air": 0.3}),
    ("The phase fractions at the start are 25 % sand and 75 % water.",
     {"alpha.sand": 0.25, "alpha.water": 0.75}),
])
def test_a_list_of_phase_fractions_is_each_phases_initial_field(
        text: str, expected: dict[str, float]) -> None:
    assert _initial(text) == pytest.approx(expected)


def test_fractions_that_do_not_make_the_whole_are_not_read() -> None:
    spec = parse_spec("Initial volume fractions: oil 0.2, water 0.5.")
    assert not any(item.field.startswith("alpha") for item in spec.stated.boundary_values)


@pytest.mark.parametrize("text", [
    "Differentially heated cavity: T_left = 310 K, T_right = 290 K, T0 = avg.",
    "The floor is held at 310 K and the ceiling at 290 K; start the fluid at the mean "
    "temperature.",
])
def test_a_start_temperature_said_as_the_mean_is_the_two_stated_ones_mean(text: str) -> None:
    spec = parse_spec(text)
    (start,) = [item for item in spec.stated.boundary_values if item.boundary == (INTERNAL,)]
    assert (start.field, start.value) == ("T", 300.0)


def test_a_mean_of_more_than_two_temperatures_is_not_applied() -> None:
    spec = parse_spec("Walls at 300 K, 310 K and 330 K; T0 = avg.")
    assert not any(item.boundary == (INTERNAL,) for item in spec.stated.boundary_values)
    assert [item.words for item in spec.stated.not_applied] == ["T0 = avg"]


def test_a_start_temperature_of_an_isothermal_request_only_picks_the_fluid() -> None:
    """With no heat in the request (no heat transfer, buoyancy, compressibility or second
    phase), the fluid's temperature chooses its properties; no case field is asked for."""
    spec = parse_spec("icoFoam lid-driven cavity; the water is initially at 20 °C and the lid "
                      "moves at 1 m/s.")
    assert not any(item.field == "T" for item in spec.stated.boundary_values)
    assert spec.material is not None and spec.material.temperature == pytest.approx(293.15)


@pytest.mark.parametrize(("text", "field", "value", "patch"), [
    ("sonicLiquidFoam tank: 180 bar inside, outlet 1 bar, 0.1 ms.", "p", 1.8e7, "outlet"),
    ("decompression tank with sonicLiquidFoam: 3000 psi inside the vessel, 15 psi at the "
     "outlet; run 80 us.", "p", 3000 * 6894.757, "outlet"),
])
def test_a_value_said_inside_is_the_initial_field(text: str, field: str, value: float,
                                                   patch: str) -> None:
    stated = parse_spec(text).stated.boundary_values
    inside = [item.value for item in stated if item.boundary == (INTERNAL,)
              and item.field == field]
    assert inside == [pytest.approx(value, rel=1e-4)]
    assert all(item.boundary[0] == patch for item in stated if item.boundary != (INTERNAL,)), \
        "the inside pressure is on no patch"


def test_inside_a_boundary_is_no_start_state() -> None:
    stated = parse_spec("A pipe of water, 300 K inside the walls, heated.").stated
    assert not any(item.boundary == (INTERNAL,) for item in stated.boundary_values)


def test_a_cooling_panel_is_a_region_of_its_own() -> None:
    spec = parse_spec("Office 8 m x 8 m, 4 m high, air at 24 °C. A 2 m x 1 m cooling panel "
                      "centred on the floor is held at 12 °C; the rest of the floor and the "
                      "ceiling stay at 24 °C.")
    assert [(item.thing, item.value, item.size, item.on) for item in spec.stated.regions] == [
        ("cooling panel", pytest.approx(285.15), (2.0, 1.0), "floor")]


@pytest.mark.parametrize("text", [
    "twoPhaseEulerFoam bubble column, water initially at 285 K and air initially at 305 K.",
    "Bubble column with twoPhaseEulerFoam: the water initially at 285 K, the air initially "
    "at 305 K.",
])
def test_each_phases_start_is_its_own(text: str) -> None:
    starts = {item.fluid: item.value for item in parse_spec(text).stated.boundary_values
              if item.boundary == (INTERNAL,) and item.field == "T"}
    assert starts == {"water": 285, "air": 305}


@pytest.mark.parametrize("text", [
    "reactingTwoPhaseEulerFoam column: oil starts at 60 °C and air at 25 °C, run 10 s.",
    "Bubble column (twoPhaseEulerFoam) where the oil begins at 333.15 K and the air at "
    "298.15 K.",
])
def test_one_clause_pairing_each_fluid_with_its_start_gives_each_its_own(text: str) -> None:
    """Two fluids and two values in one clause, each value after its fluid: each value is
    that fluid's, never both the last one's."""
    starts = {item.fluid: item.value for item in parse_spec(text).stated.boundary_values
              if item.boundary == (INTERNAL,) and item.field == "T"}
    assert starts == {"oil": pytest.approx(333.15), "air": pytest.approx(298.15)}


@pytest.mark.parametrize(("text", "thing", "kelvin"), [
    ("A room 8 m by 8 m, 4 m high, air at 20 °C. A 2 m x 1 m radiator panel lying in the "
     "middle of the floor is at 50 °C; the rest of the floor and the ceiling stay at 20 °C.",
     "radiator panel", 323.15),
    ("Room 10 m x 10 m x 5 m, air at 18 C; a 1.5 m x 1.5 m warm mat on the floor at 40 C, the "
     "rest of the floor at 18 C.", "warm mat", 313.15),
])
def test_a_sized_thing_on_a_side_is_a_region(text: str, thing: str, kelvin: float) -> None:
    regions = parse_spec(text).stated.regions
    assert [(item.thing, item.on) for item in regions] == [(thing, "floor")]
    assert regions[0].value == pytest.approx(kelvin)


def test_a_sized_vent_with_a_speed_is_no_region() -> None:
    assert not parse_spec("A 0.5 m x 0.5 m vent on the ceiling blows air at 2 m/s.").stated.regions


def test_a_container_full_of_a_fluid_at_a_pressure_starts_there() -> None:
    stated = parse_spec("A hydraulic accumulator full of oil at 120 bar is suddenly opened "
                        "through its small nozzle into a line held at 2 bar.").stated
    assert [item.value for item in stated.boundary_values
            if item.boundary == (INTERNAL,) and item.field == "p"] == [1.2e7]


@pytest.mark.parametrize("text", [
    "Bubble column with twoPhaseEulerFoam: the oil and the air both start at 310 K.",
    "twoPhaseEulerFoam column, the liquid water and the gas air start at 310 K, run 5 s.",
])
def test_a_start_said_of_several_fluids_is_each_ones(text: str) -> None:
    """A clause with no value of its own before the start is one of its subjects: the value
    is every named fluid's, not only the nearest one's."""
    starts = [(item.fluid, item.value) for item in parse_spec(text).stated.boundary_values
              if item.boundary == (INTERNAL,) and item.field == "T"]
    assert starts == [("", pytest.approx(310))]


@pytest.mark.parametrize("text", [
    "Shock tube filled with air: the left half (high-pressure side) at 3 bar and 310 K, the "
    "right half at 0.5 bar and 280 K, the gas at rest to begin with.",
    "Sod problem in nitrogen: left half of the tube 1 MPa, right half 0.1 MPa; the gas is "
    "still at the start.",
])
def test_two_names_of_one_gas_fill_no_share_of_a_tank(text: str) -> None:
    """Air and "the gas" are one fluid: the halves of a shock tube are its states, never a
    liquid's share of the tank (its row would leave the run unmet on a case with no liquid)."""
    assert parse_spec(text).stated.column_share is None
