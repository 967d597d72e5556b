"""Numbers written in words are read as the digits they stand for, and only numbers are."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.spoken_numbers import digits_for_words


@pytest.mark.parametrize(("words", "digits"), [
    ("a four-by-four-centimetre notch", "a 4 by 4 centimetre notch"),
    ("save every half second", "save every 0.5 second"),
    ("two and a half metres per second", "2.5 metres per second"),
    ("one-and-a-half metres", "1.5 metres"),
    ("three quarters of an inch", "0.75 inch"),
    ("the first quarter of a second", "the first 0.25 second"),
    ("write every quarter second", "write every 0.25 second"),
    ("forty by twenty by one cells", "40 by 20 by 1 cells"),
    ("a hundred and twenty cells", "120 cells"),
    ("seventy-two degrees Fahrenheit", "72 degrees Fahrenheit"),
    ("one point five times ten to the minus five", "1.5e-5"),
    ("two times ten to the minus three Pa", "2e-3 Pa"),
    ("minus five degrees", "-5 degrees"),
    ("one metre long", "1 metre long"),
])
def test_numbers_in_words_become_digits(words: str, digits: str) -> None:
    assert digits_for_words(words) == digits


@pytest.mark.parametrize("words", [
    "the left third of the tank",
    "half the domain",
    "the fifth wall and a second inlet",
    "save every tenth second",
    "one inlet and two outlets",
    "a two-equation model, three-dimensional, two-phase",
    "first-order upwind",
    "zero gradient at the walls, zero gravity",
])
def test_words_that_name_or_count_things_stay_words(words: str) -> None:
    assert digits_for_words(words) == words


def test_a_request_in_another_language_has_its_numbers_read_in_that_language() -> None:
    french = "le couvercle se déplace dans la cavité à vingt-cinq degrés"
    assert digits_for_words(french).endswith("à 25 degrés")


def test_values_written_in_words_reach_the_spec() -> None:
    spec = parse_spec("Lid-driven cavity with the lid moving at two and a half metres per "
                      "second, nu of one point five times ten to the minus five m^2/s, run for "
                      "twelve seconds and save every half second.").stated
    assert spec.end_time is not None and spec.end_time.value == 12
    assert spec.write_interval is not None and spec.write_interval.value.value == 0.5
    assert {item.name: item.value for item in spec.properties}["nu"] == pytest.approx(1.5e-5)
    assert [item.value for item in spec.boundary_values if item.field == "U"] == [2.5]


@pytest.mark.parametrize(("prompt", "name"), [
    ("solidDisplacementFoam plateHole, E 70 GPa, Poisson's ratio zero", "nu"),
    ("plateHole: Poisson's ratio zero and E 70 GPa", "nu"),
])
def test_a_zero_that_ends_its_clause_is_a_value(prompt: str, name: str) -> None:
    """"Poisson's ratio zero" was neither read nor listed as not understood: the word stayed a
    word, and the tutorial's 0.3 stayed too."""
    spec = parse_spec(prompt)
    assert {item.name: item.value for item in spec.stated.properties}[name] == 0
    assert spec.unparsed == ()


def test_a_zero_that_names_a_condition_stays_a_word() -> None:
    """"zero gradient" and "zero-gradient" name a condition, not a value of zero."""
    spec = parse_spec("pitzDaily, inlet 10 m/s, outlet zero-gradient, walls zero gradient.")
    assert [(item.field, item.value) for item in spec.stated.boundary_values] == [("U", 10)]


@pytest.mark.parametrize(("words", "digits"), [
    ("wedge15Ma5 at Mach three and a half.", "wedge15Ma5 at Mach 3.5."),
    ("I want three and a half as the free-stream Mach number", "I want 3.5 as the free-stream "
     "Mach number"),
    ("two and a quarter", "2.25"),
])
def test_a_whole_and_a_part_is_a_number_without_a_unit(words: str, digits: str) -> None:
    """"three and a half as the free-stream Mach number" became "3 and a half": a whole and a
    part names no region, so it is a number whether a unit follows or not."""
    assert digits_for_words(words) == digits
    assert digits_for_words("the left half of the tank") == "the left half of the tank"
