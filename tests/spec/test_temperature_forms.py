"""Temperatures however written: a symbol with a patch's subscript and no "=" ("T_hot 113 F"),
a phase's start temperature as a subscripted symbol, one value for a chain of them
("T_water = T_air = 68 F"), an unnamed pair of walls said as "one of the … walls … the
opposite one", and a value relative to the reference temperature. The prompts are worded
afresh (not the rounds' requests)."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import INTERNAL


@pytest.mark.parametrize(("prompt", "expected"), [
    ("cavity run, T_hot 104 F and T_cold 50 F, 2000 iterations",
     {("hot",): 313.15, ("cold",): 283.15}),
    ("T_hot 40 degC, T_cold 10 °C please", {("hot",): 313.15, ("cold",): 283.15}),
    ("T_{hot} 320 K; T_{cold} 290 K", {("hot",): 320.0, ("cold",): 290.0}),
])
def test_a_subscripted_symbol_with_its_unit_needs_no_equals_sign(
        prompt: str, expected: dict[tuple[str, ...], float]) -> None:
    values = {item.boundary: round(float(item.value), 6)
              for item in parse_spec(prompt).stated.boundary_values if item.field == "T"}
    assert values == expected


@pytest.mark.parametrize("prompt", [
    "Tin 5 m/s",  # no subscript mark, no temperature: no symbol
    "T_hot 300 Pa",  # a unit of another kind
])
def test_no_symbol_without_a_mark_and_a_temperature(prompt: str) -> None:
    assert not [item for item in parse_spec(prompt).stated.boundary_values
                if item.field == "T"]


@pytest.mark.parametrize(("prompt", "expected"), [
    ("bubble column, T_water = T_air = 77 F, run 20 s", {"water": 298.15, "air": 298.15}),
    ("two-phase column: T_water = 290 K and T_air: 310 K", {"water": 290.0, "air": 310.0}),
    ("boiling channel; T_liquid = 80 degC at the start", {"liquid": 353.15}),
])
def test_a_phase_subscript_is_that_phase_start_temperature(
        prompt: str, expected: dict[str, float]) -> None:
    values = {item.fluid: round(float(item.value), 6)
              for item in parse_spec(prompt).stated.boundary_values
              if item.field == "T" and item.boundary == (INTERNAL,)}
    assert values == expected


@pytest.mark.parametrize("prompt", [
    "A tall air cavity: one of the two vertical walls is heated to 50 °C and the opposite one "
    "cooled to 10 °C.",
    "Square box, one of the side walls at 323.15 K, the opposite one at 283.15 K.",
])
def test_one_wall_and_the_opposite_one_are_an_unnamed_pair(prompt: str) -> None:
    (pair,) = parse_spec(prompt).stated.paired
    assert (pair.field, round(pair.first, 6), round(pair.second, 6)) == ("T", 323.15, 283.15)


@pytest.mark.parametrize(("prompt", "offset"), [
    ("Benard cells: floor 3 K warmer than T_ref = 300 K", 3.0),
    ("Benard cells: the floor sits 2 degC above the reference temperature", 2.0),
    ("Benard cells: the ceiling 1.8 F below T_{ref}", -1.0),
])
def test_a_value_relative_to_the_reference_names_its_keyword(prompt: str,
                                                             offset: float) -> None:
    (item,) = parse_spec(prompt).stated.relative
    assert (item.field, item.base, round(item.offset or 0, 9)) == ("T", ("TRef",), offset)


@pytest.mark.parametrize(("words", "offset"), [
    ("9 F", 5.0), ("9 degrees Fahrenheit", 5.0), ("5 deg. C", 5.0), ("5 Celsius", 5.0),
    ("5 kelvins", 5.0), ("5 °C", 5.0),
])
def test_a_difference_in_any_spelling_is_kelvin(words: str, offset: float) -> None:
    (item,) = parse_spec(f"hotRoom: the floor is {words} above the reference "
                         "temperature").stated.relative
    assert round(item.offset or 0, 9) == offset


@pytest.mark.parametrize("written", ["20ºC", "20 ℃", "68 ℉", "20 deg. C", "20 deg.C", "68 °F"])
def test_a_typed_degree_is_a_temperature(written: str) -> None:
    (value,) = [item for item in parse_spec(f"hotRoom, the inlet air at {written}, 1000 "
                                            "iterations").stated.boundary_values
                if item.field == "T"]
    assert round(float(value.value), 6) == 293.15


def test_an_angle_in_degrees_is_no_temperature() -> None:
    spec = parse_spec("rotate the body 20 deg. Calculate the lift, 500 iterations")
    assert not [item for item in spec.stated.boundary_values if item.field == "T"]


@pytest.mark.parametrize("prompt", [
    "The liquid enters at 350 K, endTime 1 s",
    "the gas leaves at 300 K, deltaT 0.001 s",
])
def test_a_control_entry_is_never_the_patch_of_a_temperature(prompt: str) -> None:
    assert not [item for item in parse_spec(prompt).stated.boundary_values
                if {"endTime", "deltaT"} & set(item.boundary)]


@pytest.mark.parametrize("prompt", [
    "Initial conditions p = 1e5 Pa, U = (0 0 0), T = 25 degC, and T fixedValue 30 degC at "
    "the inlet.",
    "Initially p 100 kPa, U (1 0 0) m/s, T 298.15 K; the inlet T is 303.15 K.",
])
def test_a_list_of_initial_values_goes_on_past_its_second_item(prompt: str) -> None:
    temperatures = {item.boundary[0]: round(float(item.value), 6)
                    for item in parse_spec(prompt).stated.boundary_values
                    if item.field == "T"}
    assert temperatures[INTERNAL] == 298.15
    assert 298.15 not in {value for where, value in temperatures.items() if where != INTERNAL}


@pytest.mark.parametrize(("prompt", "where"), [
    ("nozzle run: initial p0 = 3 bar, T0 = 80 F in the domain, 0.2 s", INTERNAL),
    ("nozzle: T0 = 450 K in the whole domain, end 1 s", INTERNAL),
    ("Initially T0 = 290 K everywhere; run 1 s", INTERNAL),
    ("nozzle with T0 = 400 K and p0 = 3 bar, end 1 s", "inlet"),  # a stagnation state
])
def test_t0_said_of_the_start_is_the_initial_field(prompt: str, where: str) -> None:
    (value,) = [item for item in parse_spec(prompt).stated.boundary_values if item.field == "T"]
    assert value.boundary[0] == where


@pytest.mark.parametrize(("prompt", "expected"), [
    ("Benard cells: the upper plate is at 20 °C and the lower plate is 9 °F warmer.", 298.15),
    ("Benard cells. Ceiling at 300 K, floor 4 K hotter; 500 s.", 304.0),
])
def test_a_comparison_naming_nothing_is_with_the_value_said_before(prompt: str,
                                                                   expected: float) -> None:
    values = [round(float(item.value), 6) for item in parse_spec(prompt).stated.boundary_values
              if item.field == "T"]
    assert expected in values


def test_a_comparison_with_nothing_said_before_is_with_the_followed_case() -> None:
    (item,) = parse_spec("cavity run: make the floor 5 K hotter").stated.relative
    assert item.base is None and item.offset == 5.0


def test_the_facing_one_closes_an_unnamed_pair() -> None:
    (pair,) = parse_spec("Slot: one of the long walls is at 320 K, the facing one at 290 K."
                         ).stated.paired
    assert (pair.first, pair.second) == (320.0, 290.0)


def test_a_back_pressure_is_no_value_of_the_outlet() -> None:
    spec = parse_spec("choked flow. p_back 1 bar, end 1 ms")
    assert not [item for item in spec.stated.boundary_values
                if {"outlet", "back"} & set(item.boundary)]
