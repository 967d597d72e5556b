"""Words about the writer, the course or the group never choose physics: a regime word
counts only when it describes the flow asked for."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


def _facets(request_text: str) -> set[tuple[str, str]]:
    return {(item.facet, item.value) for item in parse_spec(request_text).regime.facets}


@pytest.mark.parametrize(("request_text", "not_chosen"), [
    ("I'm a chemistry teacher and want to show my pupils the lid-driven cavity, lid at 2 m/s.",
     ("reacting", "true")),
    ("I teach a course on combustion and turbulence; today just the laminar cavity at 1 m/s.",
     ("reacting", "true")),
    ("I'm a heat-transfer engineer; please run pitzDaily with 12 m/s at the inlet.",
     ("heat_transfer", "true")),
    ("For a lecture on supersonic flows I want the lid-driven cavity at 0.5 m/s.",
     ("compressible", "true")),
    ("Our group works on multiphase flows, but here I need pitzDaily with 8 m/s at the inlet.",
     ("phases", "2")),
    ("My PhD is on turbulent combustion; for now a laminar cavity, lid 1 m/s, is enough.",
     ("reacting", "true")),
])
def test_a_regime_word_about_the_writer_chooses_nothing(request_text: str,
                                                         not_chosen: tuple[str, str]) -> None:
    assert not_chosen not in _facets(request_text)


@pytest.mark.parametrize(("request_text", "chosen"), [
    ("Supersonic flow over the forward step at Mach 3, for my gas dynamics course.",
     ("compressible", "true")),
    ("The damBreak with two phases, water and air, for a class of 20 students.",
     ("phases", "2")),
    ("Simulate a turbulent reacting jet of methane at 5 m/s for our combustion group.",
     ("reacting", "true")),
    ("I teach fluids; please run the heated hotRoom with buoyancy and heat transfer.",
     ("heat_transfer", "true")),
])
def test_a_regime_word_about_the_flow_still_counts(request_text: str,
                                                   chosen: tuple[str, str]) -> None:
    assert chosen in _facets(request_text)


@pytest.mark.parametrize("request_text", [
    "Olá, sou professora de química e para a minha turma quero a cavidade com a tampa a "
    "1 m/s durante 2 segundos. Obrigada!",
    "Hola, soy profesor de química; para la clase del jueves necesito la cavidad con la tapa "
    "a 2 m/s durante 1 segundo. ¡Gracias!",
    "Ciao, sono professoressa di chimica; per la lezione di lunedì vorrei la cavità con il "
    "coperchio a 0,5 m/s per 3 secondi. Grazie!",
])
def test_the_writers_words_in_other_languages_read_and_choose_nothing(
        request_text: str) -> None:
    spec = parse_spec(request_text)
    assert not spec.not_applied
    assert not spec.unparsed
    assert ("reacting", "true") not in {(item.facet, item.value)
                                        for item in spec.regime.facets}


def test_a_flow_for_a_class_is_still_the_flow() -> None:
    facets = _facets("I've used the standard interFoam dam break for a class demo; now "
                     "the column 0.3 m wide.")
    assert ("phases", "2") in facets
    assert any(item.phrase == "dam break"
               for item in parse_spec("The dam break for a class of 30, run 1 s.").regime.facets)
