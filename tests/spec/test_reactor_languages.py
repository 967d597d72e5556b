"""A homogeneous reactor asked for in French, Italian, Spanish, Portuguese or German is read as
the English one is: its mixture from a fuel with air at an equivalence ratio, its initial
pressure and temperature (decimal commas, numbers in words, digit groups such as "1 250 K"),
what stays constant and how long to run. The words come from the catalog's lexicons
(``foamcase.catalog.languages``); requests written for this test."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.translation import translated

#: Air's N2 per O2 (21 % / 79 % by volume, Turns 2012), as the reader takes it.
AIR = 79 / 21


def _moles(fuel: str, phi: float, oxygen: float) -> dict[str, float]:
    """A fuel's mole fractions with air at ``phi`` (``oxygen``: O2 per fuel at phi 1)."""
    amounts = {fuel: phi, "O2": oxygen, "N2": oxygen * AIR}
    total = sum(amounts.values())
    return {name: amount / total for name, amount in amounts.items()}


@pytest.mark.parametrize(("prompt", "language", "fractions", "p", "T", "held", "end"), [
    ("Un réacteur homogène à pression constante, mélange pauvre hydrogène-air de richesse "
     "0,7 en fractions molaires ; pression initiale de trois atmosphères, température "
     "initiale de 1 250 K. Jusqu'à deux millisecondes.", "French",
     _moles("H2", 0.7, 0.5), 3 * 101325, 1250, "pressure", 2e-3),
    ("Reattore a volume costante con una miscela di metano e aria, rapporto di equivalenza "
     "0,9; pressione iniziale di due atmosfere e temperatura iniziale di 1 150 K, fino a tre "
     "millisecondi.", "Italian", _moles("CH4", 0.9, 2), 2 * 101325, 1150, "volume", 3e-3),
    ("Un reactor a presión constante con mezcla de hidrógeno y aire, relación de equivalencia "
     "1,2, fracciones molares, presión inicial de cinco atmósferas y temperatura inicial de "
     "1 100 K; hasta un milisegundo.", "Spanish", _moles("H2", 1.2, 0.5), 5 * 101325, 1100,
     "pressure", 1e-3),
    ("Um reator homogéneo de pressão constante com mistura de metano e ar, razão de "
     "equivalência 0,75, pressão inicial de duas atmosferas e temperatura inicial de 1 300 K, "
     "até quatro milissegundos.", "Portuguese", _moles("CH4", 0.75, 2), 2 * 101325, 1300,
     "pressure", 4e-3),
    ("Ein homogener Reaktor mit konstantem Druck, mageres Wasserstoff-Luft-Gemisch, "
     "Äquivalenzverhältnis 0,6, Molenbrüche, Anfangsdruck zwei Atmosphären und "
     "Anfangstemperatur 1 200 K, bis 1,5 ms.", "German", _moles("H2", 0.6, 0.5), 2 * 101325,
     1200, "pressure", 1.5e-3),
])
def test_a_reactor_in_another_language_is_read_whole(prompt: str, language: str,
                                                     fractions: dict[str, float], p: float,
                                                     T: float, held: str, end: float) -> None:
    reading = translated(prompt)
    assert reading.language == language and not reading.unread, reading
    spec = parse_spec(prompt, solvers={"chemFoam", "reactingFoam"})
    state = spec.stated.reactor
    assert state is not None, spec.describe()
    assert state.fractions() == pytest.approx(fractions, rel=1e-3)
    assert state.pressure == pytest.approx(p, rel=1e-6)
    assert state.temperature == pytest.approx(T, rel=1e-6)
    assert state.held == held
    assert spec.stated.end_time is not None and spec.stated.end_time.value == pytest.approx(end)
    assert not spec.not_applied and not spec.unparsed, spec.describe()


def test_a_reactor_clause_with_an_unknown_word_is_listed_not_read() -> None:
    """"catalizador" is in no lexicon: its clause stays unread and says so, so the request is
    never complete on a partial reading, while the clauses around it are still read."""
    spec = parse_spec("Un reactor a presión constante con mezcla de hidrógeno y aire, relación "
                      "de equivalencia 0,8, con un catalizador de platino de tres gramos; "
                      "presión inicial de dos atmósferas.", solvers={"chemFoam"})
    assert [row.words for row in spec.not_applied
            if row.reason.startswith("request in Spanish")] == [
        "con un catalizador de platino de tres gramos"]
    assert spec.stated.reactor is not None
    assert spec.stated.reactor.pressure == pytest.approx(2 * 101325)


@pytest.mark.parametrize("prompt", [
    "Anströmung: 2 400 m/s, statische Temperatur 210 K, statischer Druck 12,5 Pa; bis 0,2 ms.",
    "Écoulement libre : 2 400 m/s, température statique 210 K, pression statique 12,5 Pa ; "
    "jusqu'à 0,2 ms.",
    "Corrente libera: 2 400 m/s, temperatura statica 210 K, pressione statica 12,5 Pa; fino a "
    "0,2 ms.",
    "Corriente libre: 2 400 m/s, temperatura estática 210 K, presión estática 12,5 Pa; hasta "
    "0,2 ms.",
    "Escoamento livre: 2 400 m/s, temperatura estática 210 K, pressão estática 12,5 Pa; até "
    "0,2 ms.",
])
def test_a_free_stream_static_state_in_another_language(prompt: str) -> None:
    """A static temperature and pressure written after their noun, as Romance languages write
    them, are read as the English adjective first: each becomes the free stream's value."""
    reading = translated(prompt)
    assert not reading.unread and "static temperature 210 K" in reading.text, reading
    spec = parse_spec(prompt)
    values = {item.field: item.value for item in spec.stated.boundary_values}
    assert values["T"] == pytest.approx(210) and values["p"] == pytest.approx(12.5)
    assert not spec.not_applied and not spec.unparsed, spec.describe()
