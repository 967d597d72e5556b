"""A one-letter symbol given a value in another language stays a symbol (never the
language's "and"), and the languages' names of the end time are read as one."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.translation import translated


@pytest.mark.parametrize(("request_text", "modulus"), [
    ("Usem o exemplo plateHole do solidDisplacementFoam com alumínio: módulo de Young "
     "E = 70 GPa e coeficiente de Poisson 0,33.", 70e9),
    ("Usate l'esempio plateHole di solidDisplacementFoam con acciaio: E = 200 GPa e "
     "coefficiente di Poisson 0,3.", 200e9),
    ("Utilice el tutorial plateHole de solidDisplacementFoam con cobre: E = 120 GPa y "
     "coeficiente de Poisson 0,34.", 120e9),
])
def test_a_symbol_letter_given_a_value_is_no_connective(request_text: str,
                                                         modulus: float) -> None:
    english = translated(request_text).text
    assert " and =" not in english
    spec = parse_spec(request_text)
    moduli = [item.value for item in spec.stated.properties if item.name == "E"]
    assert moduli == [pytest.approx(modulus)]
    assert not spec.stated.ignored


def test_the_connective_alone_is_still_and() -> None:
    english = translated("Usem o exemplo cavity com uma tampa a 2 m/s e uma viscosidade de "
                         "0,01 m²/s.").text
    assert "and" in english.split()


@pytest.mark.parametrize(("request_text", "end_time"), [
    ("Utilisez l'exemple cavity du solveur icoFoam avec une vitesse du couvercle de 2 m/s "
     "et t_fin = 1,5 s.", 1.5),
    ("Usate l'esempio cavity di icoFoam con una velocità del coperchio di 2 m/s e "
     "t_fine = 0,8 s.", 0.8),
    ("Nutzen Sie das cavity-Beispiel mit einer Deckelgeschwindigkeit von 2 m/s und "
     "t_Ende = 3 s.", 3.0),
    ("Usem o exemplo cavity do icoFoam com a tampa a 1 m/s e t_fim = 4 s.", 4.0),
])
def test_the_languages_end_time_symbols(request_text: str, end_time: float) -> None:
    spec = parse_spec(request_text)
    assert spec.stated.end_time is not None
    assert spec.stated.end_time.value == pytest.approx(end_time)
    assert not spec.stated.ignored


@pytest.mark.parametrize(("request_text", "model"), [
    ("Bitte das offsetCylinder-Beispiel, aber mit einem Cross-Modell: Nullviskosität "
     "0,01 m²/s.", "CrossPowerLaw"),
    ("Für unser Blut bitte das offsetCylinder-Beispiel mit einem Cross-Modell, Exponent "
     "n = 0,5.", "CrossPowerLaw"),
])
def test_a_models_name_is_known_in_a_language_that_capitalises_nouns(request_text: str,
                                                                       model: str) -> None:
    spec = parse_spec(request_text)
    assert not spec.not_applied
    assert model in " ".join(spec.describe())


@pytest.mark.parametrize(("request_text", "extent"), [
    ("Olá! Usem o exemplo squareBump com um domínio de dois metros por dois metros.", 2.0),
    ("Hola, quiero la cavidad de 3 metros por 3 metros con la tapa a 1 m/s.", 3.0),
    ("Ciao, la cavità di 4 metri per 4 metri con il coperchio a 1 m/s.", 4.0),
])
def test_a_size_by_a_size_in_other_languages(request_text: str, extent: float) -> None:
    spec = parse_spec(request_text)
    assert spec.stated.extent is not None
    assert spec.stated.extent.value.sizes[0] == pytest.approx(extent)
    assert not spec.not_applied


def test_a_bracketed_number_takes_the_requests_decimal_comma() -> None:
    english = translated("Olá, a cavidade com a tampa a 1,5 m/s; a viscosidade cinemática "
                         "passa a ser um centésimo (0,01).").text
    assert "(0.01)" in english
