"""Decimal marks and digit groups of a request in another language are read by the request's own
habit (``agents.spec.digit_groups``); a number whose mark cannot be told leaves its clause
unread, never a guess."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.digit_groups import decimal_mark, with_points
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.translation import translated


@pytest.mark.parametrize(("text", "mark"), [
    ("Geschwindigkeit 0,75 m/s", ","), ("viscosité 1,5e-5 m²/s", ","),
    ("Druck 1.013,25 hPa", ","), ("velocidad 0.75 m/s", "."), ("presión 2,000.5 Pa", "."),
    ("pression 1.000 Pa", None), ("velocità 0,5 m/s e 0.25 s", None), ("Druck 300 Pa", None),
])
def test_the_request_shows_its_decimal_mark_by_numbers_no_other_reading_fits(
        text: str, mark: str | None) -> None:
    assert decimal_mark(text) == mark


@pytest.mark.parametrize(("clause", "mark", "points"), [
    ("Druck 1.000 Pa", ",", "Druck 1000 Pa"),
    ("pressão 101.325 Pa", ",", "pressão 101325 Pa"),
    ("pressione 1.000 Pa", ".", "pressione 1.000 Pa"),
    ("presión 2,500 Pa", ".", "presión 2500 Pa"),
    ("masse volumique 7 850 kg/m³", ",", "masse volumique 7850 kg/m³"),
    ("densità 1 025,5 kg/m³", ",", "densità 1025.5 kg/m³"),
    ("2.000.000 Zellen", ".", "2000000 Zellen"),
    ("Druck 1.013,25 hPa", None, "Druck 1013.25 hPa"),
    ("Geschwindigkeit 2,5 m/s", None, "Geschwindigkeit 2.5 m/s"),
])
def test_numbers_are_written_with_a_point_by_the_request_habit(
        clause: str, mark: str | None, points: str) -> None:
    assert with_points(clause, mark) == points  # type: ignore[arg-type]


@pytest.mark.parametrize(("clause", "mark"), [
    ("Druck 1.000 Pa", None),  # a thousand pascals or one: the request does not say
    ("celdas 100 100 100", ","),  # three counts or a hundred million
    ("Druck 8 000,5 Pa", "."),  # a decimal comma in a request that writes points
])
def test_a_number_whose_mark_cannot_be_told_is_not_read(clause: str, mark: str | None) -> None:
    assert with_points(clause, mark) is None  # type: ignore[arg-type]


@pytest.mark.parametrize("request_text", [
    "Simulez la cavité avec icoFoam, pression de référence 1.000 Pa, vitesse du couvercle "
    "0,5 m/s, jusqu'à 2 s.",
    "Simula la cavità con icoFoam, pressione di riferimento 1.000 Pa, il coperchio si muove a "
    "0,5 m/s, fino a 2 s.",
])
def test_a_point_between_thousands_is_no_decimal_point_where_the_request_writes_commas(
        request_text: str) -> None:
    reading = translated(request_text)
    assert "1000 Pa" in reading.text and "0.5 m/s" in reading.text


def test_a_request_with_no_habit_leaves_the_ambiguous_clause_unread() -> None:
    """"1.000 Pa" with no other decimal number: one pascal or a thousand, so the clause stays
    unread and its row unmet, while the other clauses are read."""
    request = "Simulez la cavité avec icoFoam, pression de sortie 1.000 Pa, pendant 2 s."
    reading = translated(request)
    assert reading.unread == ("pression de sortie 1.000 Pa",)
    spec = parse_spec(request)
    assert any(row.reason.startswith("request in French: 1 phrase not understood")
               for row in spec.not_applied)
    assert spec.stated.end_time is not None and spec.stated.end_time.value == 2


@pytest.mark.parametrize(("clause", "language", "english"), [
    ("velocidad de tres coma cinco m/s", "Spanish", "velocity of 3.5 m/s"),
    ("vitesse de zéro virgule huit m/s", "French", "velocity of 0.8 m/s"),
])
def test_a_decimal_said_in_words_is_read_with_a_point(clause: str, language: str,
                                                      english: str) -> None:
    """text2num writes "tres coma cinco" as "3,5": its comma is the language's decimal mark."""
    from foam_agent.agents.spec.translation import _clause_in_english
    assert _clause_in_english(clause, language, decimal_mark(clause)) == english


@pytest.mark.parametrize(("request_text", "seconds"), [
    ("cavity with icoFoam, deltaT 0,025 s, endTime 1 s", 0.025),
    ("lid-driven cavity, a time step of 0,125 s and 5 s in all", 0.125),
])
def test_a_comma_after_a_leading_zero_is_a_decimal_mark_never_a_thousands_group(
        request_text: str, seconds: float) -> None:
    """"0,025" read as a thousands group was the number 25: a step a thousand times the one
    asked, written into the case."""
    delta_t = parse_spec(request_text).stated.delta_t
    assert delta_t is not None and delta_t.value == pytest.approx(seconds)


def test_a_leading_zero_before_a_comma_is_never_a_thousands_group_in_a_translated_request(
        ) -> None:
    """A request in German goes through translation first; its "0,004" must not come out as
    the digits 0004 there either."""
    spec = parse_spec("Kasten mit Deckel, Zeitschritt bleibt, dt 0,004 s unverändert, Ende 1 s.")
    assert spec.stated.delta_t is None or spec.stated.delta_t.value == pytest.approx(0.004)
    assert "0004" not in spec.text
