"""Each language is one catalog row: a request in a language with no row is detected and answered
unmet, a clause naming physics in any row's language is never an aside, and a row's nouns of no
physics make a number a note. The requests and clauses are written for this test."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.language import UNRECOGNISED, foreign_language
from foam_agent.agents.spec.not_physics import aside
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.catalog.languages import BY_NAME, FOREIGN, LEXICONS

#: Requests in languages no row has (Polish, Swedish, Turkish, Russian, Czech, Greek).
_UNRECOGNISED = [
    "Symuluj przepływ w kanale, prędkość na wlocie 3 m/s, czas końcowy 10 s. Dziękuję",
    "Proszę o symulację wnęki: pokrywa porusza się z prędkością 1 m/s przez 2 sekundy.",
    "Simulera flödet i en kavitet där locket rör sig med 1 m/s i 2 sekunder, tack",
    "Hej! Kan ni köra strömningen i röret med inloppshastighet 2 m/s och tryck 0 vid utloppet?",
    "Kapağı 1 m/s hızla hareket eden boşluktaki akışı 5 saniye boyunca simüle edin lütfen",
    "Смоделируйте течение в каверне, крышка движется со скоростью 1 м/с",
    "Prosím simulujte proudění v kanálu, rychlost na vstupu 4 m/s, doba výpočtu 20 s.",
    "Προσομοίωση ροής σε κοιλότητα με ταχύτητα καπακιού 1 m/s για 2 s",
]


@pytest.mark.parametrize("request_text", _UNRECOGNISED)
def test_a_request_in_a_language_with_no_row_is_answered_unmet(request_text: str) -> None:
    assert foreign_language(request_text) == UNRECOGNISED
    spec = parse_spec(request_text)
    reasons = [row.reason for row in spec.stated.not_applied]
    assert any(f"request in {UNRECOGNISED}" in reason for reason in reasons)


@pytest.mark.parametrize("request_text", [
    "pitzDaily simpleFoam k-eps: U_in 25 ft/s, inlet k 0.5 ft²/s², inlet eps 150 ft²/s³",
    "chargedWire, wire @ 30 kV, rho_wire 5e-5 C/m³, mobility 2e-4 m²/(V·s), dt 5e-5 s",
    "flange thru-conduction, alpha 0.4 ft^2/h, patch4 700 F, tut mesh, vol ok",
    "Kármán street behind the cylinder, Re 200, Strouhal ~0.2, run 50 s",
    "damBreak naïve setup, café-latte colour for alpha, 1 s",
])
def test_a_terse_english_request_stays_english(request_text: str) -> None:
    assert foreign_language(request_text) is None


#: A clause with no number naming a physics setting, in each language with a lexicon: a time
#: step, an end time, gravity, a lid, a write interval, a scheme, residuals, convergence.
_PHYSICS_CLAUSES = [
    ("French", "utilisez un pas de temps adaptatif"),
    ("French", "gardez le même temps final que le tutoriel"),
    ("Italian", "usa un passo temporale adattivo"),
    ("Italian", "lascia il tempo finale come nel tutorial"),
    ("Spanish", "usa un paso de tiempo adaptativo"),
    ("Spanish", "sin gravedad por favor"),
    ("Spanish", "mantén el tiempo final del tutorial"),
    ("Portuguese", "use um passo de tempo adaptativo"),
    ("Portuguese", "sem gravidade"),
    ("Portuguese", "a tampa desliza sem atrito"),
    ("German", "nimm eine adaptive Endzeit"),
    ("German", "Schreibintervall wie gehabt"),
    ("Spanish", "usa el esquema upwind para la convección"),
    ("French", "avec des résidus très serrés"),
    ("Italian", "la convezione naturale domina"),
    ("German", "mit impliziter Diskretisierung"),
    ("Portuguese", "até à convergência"),
]


@pytest.mark.parametrize(("language", "clause"), _PHYSICS_CLAUSES)
def test_a_clause_naming_physics_is_never_an_aside(language: str, clause: str) -> None:
    assert aside(clause, clause, LEXICONS[language],
                 capitalised_nouns=BY_NAME[language].capitalised_nouns) is None


@pytest.mark.parametrize(("language", "clause"), [
    ("French", "la chose vaut 3"), ("Italian", "il valore è 12"), ("Spanish", "ponlo en 7"),
    ("Portuguese", "coloque 4"), ("German", "nimm 9"),
])
def test_a_clause_with_a_number_bound_to_no_noun_is_never_an_aside(language: str,
                                                                  clause: str) -> None:
    assert aside(clause, clause, LEXICONS[language]) is None


@pytest.mark.parametrize(("language", "clause", "why"), [
    ("Spanish", "buenas tardes a todos", "no number and no physics word"),
    ("Italian", "lo uso per la lezione di giovedì", "no number and no physics word"),
    ("German", "mein Rechner hat 8 Kerne", "numbers about the computer"),
    ("Portuguese", "somos 25 alunos", "numbers about the person"),
])
def test_chatter_is_an_aside(language: str, clause: str, why: str) -> None:
    assert aside(clause, clause, LEXICONS[language],
                 capitalised_nouns=BY_NAME[language].capitalised_nouns) == why


def test_every_foreign_row_has_what_its_readers_need() -> None:
    for language in FOREIGN:
        assert language.code and language.function_words and language.physics_stems
        if language.lexicon:
            assert language.and_a_half and language.range_to
