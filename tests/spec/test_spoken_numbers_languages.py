"""Numbers in words in each language a row has, written for this test: text2num reads the
cardinals and decimals ("zwei Komma fünf", "cinquanta"), the rows' lexicons and English's
fraction and multiple words the rest ("un demi-mètre", "zweieinhalb", "medio segundo", "un
secondo e mezzo", "half a metre", "a dozen")."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.spoken_numbers import digits_for_words


@pytest.mark.parametrize(("request_text", "lid", "end"), [
    ("Bonjour, simulez la cavité entraînée : le couvercle se déplace à un demi-mètre par "
     "seconde pendant deux secondes et demie. Merci !", 0.5, 2.5),
    ("Hallo, bitte simuliere die Kavität: der Deckel bewegt sich mit zweieinhalb Metern pro "
     "Sekunde, Endzeit zwei Komma fünf Sekunden. Danke!", 2.5, 2.5),
    ("Hallo, bitte simuliere die Kavität: der Deckel bewegt sich mit anderthalb Metern pro "
     "Sekunde, Endzeit ein Dutzend Sekunden.", 1.5, 12),
    ("Bitte simuliere die Kavität: der Deckel bewegt sich mit eineinhalb Metern pro Sekunde, "
     "Endzeit dreiundzwanzigeinhalb Sekunden.", 1.5, 23.5),
    ("Simula la cavità con il coperchio a un metro al secondo e la viscosità a zero virgola "
     "zero zero uno metri quadri al secondo, per tre secondi.", 1, 3),
    ("Hola, simula la cavidad: la tapa se mueve a tres metros por segundo durante medio "
     "segundo. ¡Gracias!", 3, 0.5),
    ("Ciao, simula la cavità: il coperchio si muove a cinquanta centimetri al secondo per un "
     "secondo e mezzo. Grazie!", 0.5, 1.5),
    ("Olá, simule a cavidade: a tampa move-se a dois vírgula cinco metros por segundo durante "
     "meio segundo. Obrigado!", 2.5, 0.5),
    ("Lid-driven cavity, lid at half a metre per second, run for a dozen seconds.", 0.5, 12),
    ("Cavity with the lid sliding at a half-metre per second for half a dozen seconds.", 0.5, 6),
])
def test_a_lid_speed_and_end_time_in_words_are_read(request_text: str, lid: float,
                                                    end: float) -> None:
    spec = parse_spec(request_text)
    stated = spec.stated
    assert stated.end_time is not None and stated.end_time.value == pytest.approx(end)
    assert [item.value for item in stated.boundary_values if item.field == "U"] == \
        [pytest.approx(lid)]
    assert not spec.not_applied and not spec.unparsed


@pytest.mark.parametrize(("text", "digits"), [
    ("a dozen cells across", "12 cells across"),
    ("two dozen probes", "24 probes"),
    ("a half-second pulse", "0.5 second pulse"),
    ("dozens of cells", "dozens of cells"),
    ("a third-order scheme", "a third-order scheme"),
    ("the left half-domain", "the left half-domain"),
])
def test_english_multiples_and_hyphened_fractions(text: str, digits: str) -> None:
    assert digits_for_words(text, english=True) == digits


def test_a_count_that_is_no_number_is_left_in_words() -> None:
    """"two one half" (a German "zwei-ein-halb" read part by part) is no count: left as words,
    never an error that stops the whole request."""
    assert "half metre" in digits_for_words("at two one half metre per second", english=True)
