"""A number bound to a noun of no physics (the computer, an age, the person, the calendar, a
name's version) is a note that sets nothing, never "not understood"; one bound to no such noun
stays unread. A clause left in another language with no number and no physics word is an
aside, listed and never a blocker."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.not_physics import aside
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.catalog.languages import LEXICONS


@pytest.mark.parametrize(("request_text", "words"), [
    ("Lid-driven cavity, lid at 1 m/s, run 0.5 s. It has to run on my 12 year-old laptop.",
     "12 year-old"),
    ("Cavity flow with the lid at 2 m/s for 1 s; this is for a class of 30 students.",
     "30 students"),
    ("I need it for week 7 of the course: pitzDaily with 10 m/s at the inlet.", "week 7"),
    ("pitzDaily, inlet 10 m/s; our workstation still runs Windows 10.", "Windows 10"),
    ("Ignition delay with chemFoam and the GRI 3.0 mechanism, T = 1000 K, p = 1 bar.",
     "GRI 3.0"),
    ("Cavity with the lid at 1 m/s; the review is on the 21st, run 2 s.", "21st"),
    ("Cavity, lid 1 m/s, run 1 s. My exam is 2 weeks away.", "2 weeks away"),
    ("Cavity, lid 1 m/s, run 1 s; it goes on a 2014 ThinkPad.", "2014 ThinkPad"),
])
def test_a_number_of_no_physics_is_a_note(request_text: str, words: str) -> None:
    spec = parse_spec(request_text)
    assert not spec.unparsed
    assert words in [item.source for item in spec.stated.not_physics]


@pytest.mark.parametrize("request_text", [
    "Cavity, lid 1 m/s, with a source term 2.5 in the middle.",
    "Tank of water, 3 weeks of cooling from 60 °C.",
    "Cavity, lid 1 m/s, a second-order scheme with factor 0.3 everywhere in 2000 s.",
])
def test_a_number_bound_to_no_such_noun_is_no_note(request_text: str) -> None:
    spec = parse_spec(request_text)
    assert not any(item.value.startswith("a number") for item in spec.stated.not_physics)


def test_an_aside_in_another_language_is_no_blocker_and_physics_stays_one() -> None:
    spec = parse_spec("Hola, buenas tardes. Quiero una cavidad con la tapa a 1 m/s durante "
                      "2 segundos. Lo ejecutaré en el portátil de mi hermano, que tiene "
                      "ocho núcleos. ¡Muchas gracias!")
    noted = [item.source for item in spec.stated.not_physics]
    assert "Lo ejecutaré en el portátil de mi hermano" in noted
    assert "que tiene ocho núcleos" in noted
    assert not any("portátil" in item.words or "núcleos" in item.words
                   for item in spec.not_applied)
    kept = parse_spec("Bonjour. Simulez une cavité, le couvercle à 1 m/s, les parois "
                      "latérales restent tièdes et gluantes.")
    assert any("gluantes" in item.words for item in kept.not_applied)


@pytest.mark.parametrize(("clause", "language", "german"), [
    ("calculez le champ magnétique", "French", False),
    ("avec la viscosité du modèle de Carreau", "French", False),
    ("mas com um fluido de Bingham", "Portuguese", False),
    ("aber bitte mit einem Carreau-Modell", "German", True),
    ("sin tocar la geometría del ejemplo", "Spanish", False),
    ("un codo de sección cuadrada", "Spanish", False),
    ("el depósito se llena de salmuera", "Spanish", False),
])
def test_a_clause_naming_physics_or_a_name_is_no_aside(clause: str, language: str,
                                                     german: bool) -> None:
    assert aside(clause, clause, LEXICONS[language], capitalised_nouns=german) is None


@pytest.mark.parametrize(("clause", "language", "german"), [
    ("buenas tardes a todos", "Spanish", False),
    ("lo lanzaré en el portátil de mi hermano", "Spanish", False),
    ("merci mille fois et bonne journée", "French", False),
    ("Ich schreibe das in der Kaffeepause", "German", True),
])
def test_a_clause_of_chatter_is_an_aside(clause: str, language: str, german: bool) -> None:
    assert aside(clause, clause, LEXICONS[language], capitalised_nouns=german) \
        == "no number and no physics word"
