"""The same concepts in every language row: a limit written after its quantity ("Co máx",
"numero di Courant massimo"), writing every so often, the state at the start, walls held at a
value. Each request, written for this test, is read whole and for the value it states."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.translation import translated


@pytest.mark.parametrize(("request_text", "language", "max_co", "write"), [
    ("Caso forwardStep con rhoCentralFoam: Co máx = 0,2, escribir cada 0,1 s.", "Spanish",
     0.2, 0.1),
    ("Caso forwardStep con rhoCentralFoam, numero di Courant massimo 0,4, scrivi ogni 0,2 s.",
     "Italian", 0.4, 0.2),
    ("Cas forwardStep avec rhoCentralFoam : nombre de Courant maximal 0,3, écrire toutes les "
     "0,25 s.", "French", 0.3, 0.25),
    ("Caso forwardStep com rhoCentralFoam: número de Courant máximo 0,6, escrever a cada "
     "0,5 s.", "Portuguese", 0.6, 0.5),
    ("Het forwardStep-geval met rhoCentralFoam: Co max = 0,25, schrijf om de 0,05 s.",
     "Dutch", 0.25, 0.05),
])
def test_a_courant_limit_after_its_quantity_and_a_write_interval_are_read(
        request_text: str, language: str, max_co: float, write: float) -> None:
    reading = translated(request_text)
    assert reading.language == language and not reading.unread
    spec = parse_spec(request_text)
    assert spec.stated.max_co is not None
    assert spec.stated.max_co.value == pytest.approx(max_co)
    assert spec.stated.write_interval is not None
    assert spec.stated.write_interval.value.value == pytest.approx(write)


@pytest.mark.parametrize(("request_text", "language"), [
    ("Con buoyantPimpleFoam: le pareti della stanza devono stare a 35 °C, l'aria all'inizio è "
     "a 15 °C.", "Italian"),
    ("Con buoyantPimpleFoam: las paredes de la sala deben estar a 35 °C, el aire al inicio está "
     "a 15 °C.", "Spanish"),
    ("Com buoyantPimpleFoam: as paredes da sala devem estar a 35 °C, o ar no início está a "
     "15 °C.", "Portuguese"),
])
def test_walls_held_at_a_value_and_the_state_at_the_start_are_read(
        request_text: str, language: str) -> None:
    reading = translated(request_text)
    assert reading.language == language and not reading.unread
    stated = parse_spec(request_text).stated
    temperatures = {patch: item.value for item in stated.boundary_values
                    if item.field == "T" for patch in item.boundary}
    assert temperatures.get("walls") == pytest.approx(308.15)
    assert temperatures.get("internalField") == pytest.approx(288.15)


@pytest.mark.parametrize(("clause", "language", "english"), [
    ("l'emissività della sonda è 0,9", "Italian", "the emissivity of the probe is 0.9"),
    ("la conductividad eléctrica es 2", "Spanish", "the electrical conductivity is 2"),
    ("a emissividade do termopar é 0,8", "Portuguese",
     "the emissivity of the thermocouple is 0.8"),
    ("la perméabilité reste à 1", "French", "the permeability stays at 1"),
    ("die spezifische Wärme bleibt", "German", "the specific heat stays"),
])
def test_heat_and_field_quantities_are_words_of_every_row(clause: str, language: str,
                                                          english: str) -> None:
    from foam_agent.agents.spec.digit_groups import decimal_mark
    from foam_agent.agents.spec.translation import _clause_in_english
    assert _clause_in_english(clause, language, decimal_mark(clause)) == english


@pytest.mark.parametrize(("request_text", "end_time", "write"), [
    ("Het pitzDaily-voorbeeld met simpleFoam: 800 iteraties, elke 200 iteraties wegschrijven.",
     800, 200),
    ("Den Fall pitzDaily mit simpleFoam bitte 600 Iterationen rechnen und alle 100 "
     "Iterationen speichern.", 600, 100),
])
def test_a_run_verb_at_the_end_of_a_clause_goes_first(request_text: str, end_time: float,
                                                      write: float) -> None:
    """Dutch and German may end a clause in its verb ("elke 0,2 seconden wegschrijven"):
    English reads the verb first."""
    stated = parse_spec(request_text).stated
    assert stated.end_time is not None and stated.end_time.value == end_time
    assert stated.write_interval is not None
    assert stated.write_interval.value.value == pytest.approx(write)


@pytest.mark.parametrize("request_text", [
    "La cavità con icoFoam: il coperchio scorre a 0,7 m/s, le altre pareti sono ferme.",
    "La cavidad con icoFoam: la tapa se desliza a 0,7 m/s, las demás paredes están quietas.",
    "A cavidade com icoFoam: a tampa desliza a 0,7 m/s, as outras paredes estão paradas.",
    "Die Kavität mit icoFoam: der Deckel gleitet mit 0,7 m/s, die übrigen Wände stehen still.",
    "De holte met icoFoam: het deksel schuift met 0,7 m/s, de andere wanden staan stil.",
])
def test_a_sliding_lid_and_walls_standing_still_are_read(request_text: str) -> None:
    reading = translated(request_text)
    assert not reading.unread
    stated = parse_spec(request_text).stated
    assert [(item.boundary, item.value) for item in stated.boundary_values
            if item.field == "U"] == [(("lid",), 0.7)]
    assert any(item.type == "noSlip" for item in stated.boundary_types)
