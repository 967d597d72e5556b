"""Numbers written in words are read as the digits they stand for, and only numbers are."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phrases import normalize
from foam_agent.agents.spec.spoken_numbers import digits_for_words, spoken_number


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


@pytest.mark.parametrize(("words", "digits"), [
    ("hold the plate at thirty-four and a half volts", "hold the plate at 34.5 volts"),
    ("a hundred and twenty and a half metres", "120.5 metres"),
    ("nine ten-thousandths of a metre", "0.0009 metre"),
    ("a ten-thousandth of a second", "0.0001 second"),
    ("two point five thousandths per kelvin", "0.0025 per kelvin"),
    ("three and a half hundredths of a metre", "0.035 metre"),
    ("a rate of seven hundredths", "a rate of 0.07"),
    ("forty-four thousandths", "0.044"),
    ("a step of point two five seconds", "a step of 0.25 seconds"),
    ("between four and six and a half seconds", "between 4 and 6.5 seconds"),
])
def test_a_number_is_read_whole_or_not_at_all(words: str, digits: str) -> None:
    """A compound before its half ("thirty-four and a half") was read as its last word and
    the half ("30 4.5"); a count of a decimal part ("seven hundredths") is a decimal said in
    words, with or without a unit; a phrase that is no one number stays words."""
    assert digits_for_words(words) == digits


@pytest.mark.parametrize("words", [
    "three tenths of the channel",
    "the left two thirds of the box",
    "the probe at point one",
    "two hundred thousandths of a second",
])
def test_a_part_of_a_thing_or_an_ambiguous_count_is_not_a_decimal(words: str) -> None:
    """"of the channel" is a part of a thing, which the region readers read; "point one" names
    a point; "two hundred thousandths" is 0.2 or 2e-5, so no fraction is read from it."""
    assert "0." not in digits_for_words(words)


@pytest.mark.parametrize(("prompt", "english"), [
    ("Le pas de temps est un centième de seconde.", "0.01 second"),
    ("La vitesse est de trente-quatre mètres par seconde et demi.", "34.5 metres per second"),
    ("El paso de tiempo es una milésima de segundo.", "0.001 second"),
    ("Il passo temporale è un centesimo di secondo.", "0.01 second"),
    ("O passo de tempo é de sete milésimos de segundo.", "0.007 second"),
    ("Der Zeitschritt beträgt sieben Hundertstel Sekunden.", "0.07 seconds"),
    ("De tijdstap is zeven honderdsten van een seconde.", "0.07 second"),
])
def test_fractions_in_other_languages_are_read_as_in_english(prompt: str,
                                                             english: str) -> None:
    """A singular fraction word ("un centième") had no lexicon entry, and text2num made it an
    ordinal ("100ème"); "van een seconde" became "of 1 second", which the fraction reader
    did not take."""
    assert english in normalize(prompt)


@pytest.mark.parametrize(("words", "number"), [
    ("twenty-four", 24), ("a", 1), ("one point nine", 1.9), ("two and a half", 2.5),
    ("a hundred and twelve", 112), ("16", 16), ("two one", None), ("eleventy", None),
])
def test_the_one_reader_of_a_number_in_words(words: str, number: float | None) -> None:
    """The number a count or value says in words, shared by the readers of cores and ranks."""
    assert spoken_number(words) == number


@pytest.mark.parametrize("prompt", [
    "boxTurb16: set the kinematic viscosity to seven thousandths (0.007), run 3 time units.",
    "cavity, nu of four hundredths (0.04 m^2/s, all non-dimensional), end time 2 s.",
])
def test_a_value_said_in_words_and_again_in_digits_is_read_once(prompt: str) -> None:
    """The digits in brackets say the value again; left unread, they made an open row and
    the case unmet."""
    spec = parse_spec(prompt)
    assert {item.name: item.value for item in spec.stated.properties}["nu"] in (0.007, 0.04)
    assert spec.unparsed == ()


def test_a_different_value_in_brackets_stays_unread() -> None:
    spec = parse_spec("boxTurb16: set the kinematic viscosity to seven thousandths (0.009).")
    assert spec.unparsed


@pytest.mark.parametrize(("text", "expected"), [
    ("run it from zero to 0.2 second", "run it from 0 to 0.2 second"),
    ("between two and 5 m", "between 2 and 5 m"),
    ("from one to 3 s", "from 1 to 3 s"),
])
def test_a_number_word_opening_a_range_with_a_unit_is_read(text: str, expected: str) -> None:
    """Left in words, the range's end was taken for its start ("from zero to 0.2 second" set
    the start time to 0.2 and the run found no fields there)."""
    assert digits_for_words(text, english=True) == expected


@pytest.mark.parametrize("text", ["zero gradient to 0.2 Pa", "one to one mapping",
                                  "from zero to 3 patches"])
def test_a_range_without_a_unit_or_a_named_zero_stays_in_words(text: str) -> None:
    assert digits_for_words(text, english=True) == text
