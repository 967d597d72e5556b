"""A request in Dutch is read through its lexicon row like the other languages: each value
the English reader would take from the same words, and a clause with a word the row does
not have left unread, an unmet row."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.translation import translated


def _values(request: str) -> dict[str, float]:
    """The run controls, properties and patch values ``request`` states, by name."""
    stated = parse_spec(request).stated
    values: dict[str, float] = {
        item.name: item.value for item in stated.properties}
    if stated.end_time is not None:
        values["endTime"] = stated.end_time.value
    if stated.write_interval is not None:
        values["writeInterval"] = stated.write_interval.value.value
    for item in stated.boundary_values:
        for patch in item.boundary:
            values[f"{item.field} on {patch}"] = item.value
    return values


@pytest.mark.parametrize(("request_text", "expected"), [
    ("Hoi, kunnen jullie de holte met icoFoam doorrekenen? Het deksel beweegt met 0,8 m/s, "
     "de viscositeit is 0,01 m²/s en we rekenen twee seconden.",
     {"U on lid": 0.8, "nu": 0.01, "endTime": 2}),
    ("Simuleer de holte met icoFoam: deksel met 3 m/s, kinematische viscositeit 0,004 m²/s, "
     "eindtijd 5 seconden, schrijf elke halve seconde weg. Alvast bedankt!",
     {"U on lid": 3, "nu": 0.004, "endTime": 5, "writeInterval": 0.5}),
    ("Graag de damBreak-case met interFoam, eindtijd 1,5 s, resultaten elke 0,05 seconden "
     "opslaan.", {"endTime": 1.5, "writeInterval": 0.05}),
    ("Ik wil een stroming in een kanaal met een inlaatsnelheid van 3 m/s en een druk van nul "
     "bij de uitlaat.", {"U on inlet": 3, "p on outlet": 0}),
])
def test_a_dutch_request_is_read_for_its_values(request_text: str,
                                                expected: dict[str, float]) -> None:
    reading = translated(request_text)
    assert reading.language == "Dutch" and not reading.unread
    values = _values(request_text)
    assert {name: values.get(name) for name in expected} == pytest.approx(expected)


def test_a_dutch_word_the_row_lacks_leaves_its_clause_unread() -> None:
    """"Zwengelpomp" is in no lexicon, whole or in parts: its clause is unread and unmet, the
    clauses around it are still read."""
    request = ("Simuleer de holte met icoFoam. De zwengelpomp levert 4 m/s. Eindtijd 6 "
               "seconden.")
    reading = translated(request)
    assert reading.unread == ("De zwengelpomp levert 4 m/s",)
    spec = parse_spec(request)
    assert any(row.reason.startswith("request in Dutch: ") for row in spec.not_applied)
    assert spec.stated.end_time is not None and spec.stated.end_time.value == 6


@pytest.mark.parametrize(("text", "language", "english"), [
    ("de temperatuur op de onder- en bovenwand is 300 K", "Dutch",
     "the temperature on the bottom wall and top wall is 300 K"),
    ("de snelheid aan de linker- of rechterwand", "Dutch",
     "the velocity at the left wall or right wall"),
])
def test_a_compound_part_left_hanging_takes_the_head_of_the_next(
        text: str, language: str, english: str) -> None:
    """Two compounds shortened to one head ("onder- en bovenwand") are both read whole."""
    assert translated(text).text == english


@pytest.mark.parametrize(("text", "english"), [
    ("zet het maximale Courant-getal op 0,5", "set the maximum Courant number to 0.5"),
    ("het snelheidsveld in de x-richting", "the velocity field in the x-direction"),
])
def test_a_name_joined_to_a_noun_by_a_hyphen_is_two_words(text: str, english: str) -> None:
    """A hyphen joining a name to a noun is how a compound language writes two English words;
    after a one-letter symbol it stays."""
    assert translated(f"Simuleer de holte met icoFoam, {text}.").text.endswith(
        f"{english}.")
