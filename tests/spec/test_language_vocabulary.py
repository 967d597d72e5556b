"""The catalog's words of each language (``foamcase.catalog.languages``) read requests about
solids, sides, fluids and times written in French, German, Italian, Spanish and Portuguese; a
clause with a word no table has stays unread, an unmet row, never a guess. Requests written for
this test."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.digit_groups import decimal_mark
from foam_agent.agents.spec.language import foreign_language
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.translation import _clause_in_english, translated

#: A plate with a hole in each language: E 70 GPa, Poisson 0.33, plane strain, 12 MPa pulling
#: the right edge, the upper edge free, 200 iterations.
_PLATES = [
    ("Für die Lochplatte mit solidDisplacementFoam: Elastizitätsmodul 70 GPa, Poissonzahl 0,33, "
     "ebener Dehnungszustand. Am rechten Rand eine Zugspannung von 12 MPa, der obere Rand ist "
     "frei. 200 Iterationen.", "German"),
    ("Pour la plaque trouée avec solidDisplacementFoam : module de Young 70 GPa, coefficient de "
     "Poisson 0,33, déformations planes. Sur le bord droit une traction de 12 MPa, le bord "
     "supérieur est libre. 200 itérations.", "French"),
    ("Per la piastra forata con solidDisplacementFoam: modulo di Young 70 GPa, coefficiente di "
     "Poisson 0,33, deformazione piana. Sul bordo destro una trazione di 12 MPa, il bordo "
     "superiore è libero. 200 iterazioni.", "Italian"),
    ("Para la placa perforada con solidDisplacementFoam: módulo de Young 70 GPa, coeficiente de "
     "Poisson 0,33, deformación plana. En el borde derecho una tracción de 12 MPa, el borde "
     "superior es libre. 200 iteraciones.", "Spanish"),
    ("Para a placa furada com solidDisplacementFoam: módulo de Young 70 GPa, coeficiente de "
     "Poisson 0,33, deformação plana. Na borda direita uma tração de 12 MPa, a borda superior "
     "é livre. 200 iterações.", "Portuguese"),
]


@pytest.mark.parametrize(("request_text", "language"), _PLATES)
def test_a_solid_request_is_read_in_each_language(request_text: str, language: str) -> None:
    assert foreign_language(request_text) == language
    spec = parse_spec(request_text)
    stated = spec.stated
    assert {item.name: item.value for item in stated.properties} == {
        "E": pytest.approx(7e10), "nu": pytest.approx(0.33)}
    assert [(item.name, item.value) for item in stated.solid_switches] == [
        ("planeStress", False)]
    loads = {item.boundary[-1]: item for item in stated.solid_loads}
    assert loads["right"].magnitude == pytest.approx(1.2e7)
    assert loads["upper"].kind == "free"
    assert stated.end_time is not None and stated.end_time.value == 200
    assert not spec.not_applied and not spec.unparsed


@pytest.mark.parametrize(("request_text", "language"), [
    ("Bonjour à tous, rupture de barrage avec de la glycérine au lieu de l'eau : masse "
     "volumique 1260 kg/m³, tension superficielle 0,063 N/m. Simuler 1 seconde.", "French"),
    ("Hallo zusammen, Dammbruch mit Glycerin statt Wasser: Dichte 1260 kg/m³, "
     "Oberflächenspannung 0,063 N/m. Bitte 1 Sekunde simulieren.", "German"),
    ("Rotura de presa con glicerina en lugar de agua: densidad 1260 kg/m³, tensión superficial "
     "0,063 N/m. Simula 1 segundo.", "Spanish"),
    ("Rottura della diga con glicerina invece dell'acqua: densità 1260 kg/m³, tensione "
     "superficiale 0,063 N/m. Simula 1 secondo.", "Italian"),
    ("Rotura de barragem com glicerina em vez da água: densidade 1260 kg/m³, tensão "
     "superficial 0,063 N/m. Simula 1 segundo.", "Portuguese"),
])
def test_a_fluid_named_in_each_language_carries_its_values(request_text: str,
                                                           language: str) -> None:
    assert foreign_language(request_text) == language
    spec = parse_spec(request_text)
    values = {item.name: item.value for item in spec.stated.properties}
    assert values["rho"] == 1260 and values["sigma"] == pytest.approx(0.063)
    assert spec.stated.end_time is not None and spec.stated.end_time.value == 1
    assert not spec.not_applied


@pytest.mark.parametrize(("request_text", "language", "unread"), [
    # "schwingt im Wind" and "flatternd" are no words of the table: their clause stays unread.
    ("Die Platte schwingt im Wind, Elastizitätsmodul 70 GPa.", "German",
     "Die Platte schwingt im Wind"),
    ("La plaque vibre sous la rafale, module de Young 70 GPa.", "French",
     "La plaque vibre sous la rafale"),
    ("Il bordo destro è incernierato, modulo di Young 70 GPa.", "Italian",
     "Il bordo destro è incernierato"),
])
def test_a_clause_the_tables_do_not_cover_stays_unread(request_text: str, language: str,
                                                      unread: str) -> None:
    reading = translated(request_text)
    assert reading.language == language and reading.unread == (unread,)
    spec = parse_spec(request_text)
    assert [row.reason.split(";")[0] for row in spec.not_applied] == [
        f"request in {language}: 1 phrase not understood"]
    assert {item.name: item.value for item in spec.stated.properties} == {"E": 7e10}


@pytest.mark.parametrize(("clause", "language", "english"), [
    ("Geschwindigkeit 2 m/s in x-Richtung", "German", "velocity 2 m/s in x-direction"),
    ("Einlass/Auslass", "German", "inlet/outlet"),
    ("viscosità 1,5e-5 m²/s", "Italian", "viscosity 1.5e-5 m²/s"),
])
def test_a_compound_is_read_part_by_part_and_a_number_is_no_compound(
        clause: str, language: str, english: str) -> None:
    """"x-Richtung" had passed as known and stayed German; "1,5e-5" has an "e" that is the
    Italian "and", which must never be read in a number."""
    assert _clause_in_english(clause, language, decimal_mark(clause)) == english


@pytest.mark.parametrize(("request_text", "language"), [
    ("Olá, preciso de uma simulação do escoamento de ar num canal de secção quadrada, com "
     "velocidade de entrada de 3 m/s e saída à pressão atmosférica.", "Portuguese"),
    ("Hola, necesito la simulación de la cavidad con la tapa a 2 m/s y la viscosidad de "
     "0,01 m²/s.", "Spanish"),
])
def test_a_function_word_shared_by_languages_does_not_decide_alone(request_text: str,
                                                                   language: str) -> None:
    """Many "de" (French, Spanish, Portuguese and Dutch write it) had made a Portuguese
    request Dutch, whose only listed word it was."""
    assert foreign_language(request_text) == language


@pytest.mark.parametrize(("clause", "language"), [
    ("la phase la moins visqueuse a une masse volumique de 1010 kg/m³", "French"),
    ("la fase meno viscosa ha una densità di 1010 kg/m³", "Italian"),
    ("la fase menos viscosa tiene una densidad de 1010 kg/m³", "Spanish"),
    ("a fase menos viscosa tem uma densidade de 1010 kg/m³", "Portuguese"),
])
def test_a_liquid_named_by_a_comparative_after_its_noun_is_the_english_comparative(
        clause: str, language: str) -> None:
    """Romance languages put the comparative after the noun ("la phase la moins
    visqueuse"); read word by word it would be "the phase the less viscous", no phase word."""
    english = _clause_in_english(clause, language, decimal_mark(clause))
    assert english is not None and english.startswith("the less viscous phase")


@pytest.mark.parametrize("request_text", [
    "Pour le cylindre décalé, modèle de Cross : viscosité à cisaillement infini 0,00002 m²/s.",
    "Für den versetzten Zylinder, Cross-Modell: Viskosität bei unendlicher Scherrate "
    "0,00002 m²/s.",
])
def test_an_infinite_shear_viscosity_is_read_as_the_english_reader_names_it(
        request_text: str) -> None:
    text = translated(request_text).text
    assert "infinite-shear viscosity 0.00002 m²/s" in text


#: Everyday requests written for this test, each with the values it must give: (request,
#: endTime, write interval, {property: value}, (field, patch, value) of one boundary).
_EVERYDAY = [
    ("Bonjour, je voudrais lancer pitzDaily avec simpleFoam : vitesse d'entrée 12 m/s, "
     "viscosité cinématique 1,5e-5 m²/s, modèle k-epsilon, 800 itérations, écriture toutes "
     "les 100 itérations. Merci !", 800, 100, {"nu": 1.5e-5}, ("U", "inlet", 12)),
    ("Hola, quisiera simular la cavidad con icoFoam con la tapa moviéndose a 3 m/s y una "
     "viscosidad cinemática de 0,005 m²/s durante 1 segundo, guardando cada 0,1 s.", 1, 0.1,
     {"nu": 0.005}, ("U", "lid", 3)),
    ("Ciao, vorrei la stanza calda hotRoom con il pavimento a 20 °C, il soffitto a 15 °C. "
     "Simula 600 secondi e salva ogni 60 secondi.", 600, 60, {}, ("T", "floor", 293.15)),
    ("Olá, quero simular o pitzDaily com simpleFoam, velocidade de entrada de 8 m/s e "
     "viscosidade cinemática de 1e-5 m²/s, com 500 iterações e gravar a cada 50 iterações.",
     500, 50, {"nu": 1e-5}, ("U", "inlet", 8)),
    ("Guten Tag, ich möchte die Platte mit Loch aus Aluminium rechnen: E-Modul 70 GPa, "
     "Querkontraktionszahl 0,33, Dichte 2700 kg/m³. 500 Iterationen, Ausgabe alle 100.", 500,
     100, {"E": 7e10, "nu": 0.33, "rho": 2700}, None),
    ("Bonjour, pour la cavité entraînée, le couvercle se déplace à 0,5 m/s vers la droite, "
     "les autres parois sont fixes. Viscosité 0,001 m²/s, 2 secondes, sauvegarde toutes les "
     "0,2 s.", 2, 0.2, {"nu": 0.001}, ("U", "lid", 0.5)),
]


@pytest.mark.parametrize(("request_text", "end", "every", "properties", "boundary"), _EVERYDAY)
def test_everyday_requests_are_read_whole(request_text: str, end: float, every: float,
                                          properties: dict[str, float],
                                          boundary: tuple[str, str, float] | None) -> None:
    spec = parse_spec(request_text)
    stated = spec.stated
    assert not spec.not_applied and not spec.unparsed
    assert stated.end_time is not None and stated.end_time.value == pytest.approx(end)
    assert stated.write_interval is not None
    assert stated.write_interval.value.value == pytest.approx(every)
    assert {item.name: item.value for item in stated.properties} == pytest.approx(properties)
    if boundary is not None:
        field, patch, value = boundary
        assert any(item.field == field and item.boundary[-1] == patch
                   and item.value == pytest.approx(value) for item in stated.boundary_values)


@pytest.mark.parametrize(("word", "english"), [
    ("Messingplatte", "brass plate"), ("Tankbodens", "tank floor"),
    ("Wandtemperatur", "wall temperature"), ("Eintrittstemperatur", "inlet temperature"),
    ("Zylinders", "cylinder"), ("Gartenhaus", None), ("Abend", None),
])
def test_a_german_compound_is_read_as_the_entries_it_is_made_of(word: str,
                                                                english: str | None) -> None:
    """German writes "Bodentemperatur" as one word: its parts are entries, joined as German
    joins them; a word whose parts are not ("Gartenhaus") stays unknown."""
    from foam_agent.agents.spec.translation import _compound
    assert _compound(word, "German") == english
    assert _compound(word, "French") is None


@pytest.mark.parametrize(("request_text", "field", "patch", "value"), [
    ("Bitte hotRoom mit buoyantBoussinesqPimpleFoam: Bodentemperatur 25 °C, "
     "Deckentemperatur 15 °C, 600 Sekunden simulieren.", "T", "ceiling", 288.15),
    ("Bitte die Kavität mit icoFoam: Deckelgeschwindigkeit 2 m/s, Endzeit 1 s.", "U", "lid", 2),
])
def test_a_value_said_with_a_compound_reaches_its_patch(request_text: str, field: str,
                                                         patch: str, value: float) -> None:
    spec = parse_spec(request_text)
    assert not spec.not_applied
    assert any(item.field == field and item.boundary[-1] == patch
               and item.value == pytest.approx(value) for item in spec.stated.boundary_values)
