"""A request in French, Italian, Spanish, Portuguese or German is read clause by clause through
the lexicon; a clause with a word the lexicon does not know stays unread, an unmet row."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.language import foreign_language
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.spoken_numbers import digits_for_words
from foam_agent.agents.spec.translation import translated

#: One cavity request in each language, written for this test: lid 2.5 m/s, nu 0.002 m²/s,
#: three seconds, saved every half second (decimal commas, numbers in words, courtesies).
_CAVITY = [
    ("Bonjour, je voudrais simuler la cavité entraînée avec icoFoam : le couvercle se déplace "
     "à 2,5 m/s, la viscosité cinématique vaut 0,002 m²/s. Simulez trois secondes et "
     "sauvegardez toutes les 0,5 secondes. Mille mercis !", "French"),
    ("Ciao, vorrei simulare la cavità con icoFoam: il coperchio si muove a 2,5 m/s, viscosità "
     "cinematica 0,002 m²/s. Simula tre secondi e salva ogni mezzo secondo. Grazie mille!",
     "Italian"),
    ("Hola, quiero simular la cavidad con icoFoam: la tapa se mueve a 2,5 m/s, viscosidad "
     "cinemática de 0,002 m²/s. Simula tres segundos y guarda cada medio segundo. Mil gracias.",
     "Spanish"),
    ("Olá, queria simular a cavidade com icoFoam: a tampa move-se a 2,5 m/s, viscosidade "
     "cinemática de 0,002 m²/s. Simula três segundos e grava a cada meio segundo. Obrigado!",
     "Portuguese"),
    ("Hallo, bitte simuliere die Kavität mit icoFoam: der Deckel bewegt sich mit 2,5 m/s, "
     "kinematische Viskosität 0,002 m²/s. Endzeit drei Sekunden, Ausgabe jede halbe Sekunde. "
     "Danke!", "German"),
]


@pytest.mark.parametrize(("request_text", "language"), _CAVITY)
def test_a_request_in_another_language_is_read_for_its_values(request_text: str,
                                                              language: str) -> None:
    spec = parse_spec(request_text)
    stated = spec.stated
    assert translated(request_text).language == language
    assert stated.end_time is not None and stated.end_time.value == 3
    assert stated.write_interval is not None and stated.write_interval.value.value == 0.5
    assert {item.name: item.value for item in stated.properties}["nu"] == pytest.approx(0.002)
    assert [(item.boundary, item.value) for item in stated.boundary_values
            if item.field == "U"] == [(("lid",), 2.5)]
    assert not spec.not_applied and not spec.unparsed


def test_a_clause_with_a_word_not_known_stays_unread_and_unmet() -> None:
    """"Beckengrund" is in no lexicon, whole or in parts: its clause is kept as written, a row
    says it was not read, and the clauses around it are still read."""
    request = ("interFoam, Schwappbecken wie im Beispiel. Füllhöhe zwei Meter über dem "
               "Beckengrund. Endzeit 4 s, Ausgabe alle 0,2 s.")
    reading = translated(request)
    assert reading.language == "German"
    assert "Füllhöhe zwei Meter über dem Beckengrund" in reading.unread
    assert "end time 4 s, write every 0.2 s" in reading.text
    spec = parse_spec(request)
    assert any(row.words.startswith("Füllhöhe") and row.reason.startswith("request in German: ")
               for row in spec.not_applied)
    assert spec.stated.end_time is not None and spec.stated.end_time.value == 4


@pytest.mark.parametrize(("clause", "language", "english"), [
    ("da x = 1,5 a 2,25 m", "Italian", "from x = 1.5 to 2.25 m"),
    ("von 3 bis 4,5 m", "German", "of 3 to 4.5 m"),
    ("profondità di un metro e mezzo", "Italian", "depth of 1.5 metre"),
    ("una placa de dos metros y medio", "Spanish", "one plate of 2.5 metres"),
    ("una piastra lunga un metro e trenta", "Italian", "one plate long 1.30 metres"),
])
def test_ranges_halves_and_decimal_commas_are_read_in_the_request_language(
        clause: str, language: str, english: str) -> None:
    from foam_agent.agents.spec.digit_groups import decimal_mark
    from foam_agent.agents.spec.translation import _clause_in_english
    assert _clause_in_english(clause, language, decimal_mark(clause)) == english


@pytest.mark.parametrize(("text", "digits"), [
    ("simulate eight tenths of a second", "simulate 0.8 second"),
    ("make it nine-tenths of a metre on a side", "make it 0.9 metre on a side"),
    ("raise the surface tension to six hundredths of a newton per metre",
     "raise the surface tension to 0.06 newton per metre"),
    ("nu of four thousandths of a square metre per second",
     "nu of 0.004 square metre per second"),
    ("Thanks a million, and use a million cells", "Thanks a million, and use 1000000 cells"),
])
def test_fractions_of_any_count_and_courtesies_in_english(text: str, digits: str) -> None:
    assert digits_for_words(text) == digits


@pytest.mark.parametrize(("request_text", "end_time"), [
    ("Simulez sept dixièmes de seconde avec icoFoam.", 0.7),
    ("Simula sei decimi di secondo con icoFoam.", 0.6),
    ("Simula cinco décimas de segundo con icoFoam.", 0.5),
    ("Simuliere vier Zehntel Sekunden mit icoFoam.", 0.4),
])
def test_fractions_in_other_languages(request_text: str, end_time: float) -> None:
    stated = parse_spec(request_text).stated
    assert stated.end_time is not None and stated.end_time.value == pytest.approx(end_time)


def test_a_short_request_is_told_by_its_lexicon_and_its_courtesy_is_no_number() -> None:
    """Few function words ("e", "per"): its words of the Italian lexicon tell it; "Grazie
    mille" is thanks, never 1000 of anything."""
    request = "Simula venti secondi e salva ogni due secondi, per favore. Grazie mille!"
    assert foreign_language(request) == "Italian"
    spec = parse_spec(request)
    assert spec.stated.end_time is not None and spec.stated.end_time.value == 20
    assert not spec.unparsed and not spec.not_applied


@pytest.mark.parametrize("english", [
    "Simulate the cavity for 2 s with the lid at 1 m/s, saving every 0.1 s.",
    "pitzDaily, inlet 10 m/s, per the tutorial, a la carte output every 50 iterations",
    "Rayleigh-Bénard convection after de Vahl Davis, Ra = 1e5, Pr = 0.71",
])
def test_an_english_request_is_left_as_written(english: str) -> None:
    assert translated(english).text == english
    assert translated(english).language is None


@pytest.mark.parametrize(("request_text", "language", "model", "iterations"), [
    ("Utilisez le modèle de turbulence k-epsilon avec simpleFoam, 300 itérations, vitesse "
     "d'entrée uniforme de 5 m/s.", "French", "kEpsilon", 300),
    ("Usa il modello di turbolenza k-omega SST con simpleFoam e fai 500 iterazioni, salvando "
     "ogni 50 iterazioni.", "Italian", "kOmegaSST", 500),
])
def test_a_terse_request_is_told_by_its_lexicon_before_its_few_function_words(
        request_text: str, language: str, model: str, iterations: int) -> None:
    """Two French "de" and one "le" had made the first Dutch (whose "de" it is too)."""
    assert foreign_language(request_text) == language
    spec = parse_spec(request_text)
    assert spec.stated.end_time is not None and spec.stated.end_time.value == iterations
    assert spec.regime.model == model
    assert not spec.not_applied and not spec.unparsed
