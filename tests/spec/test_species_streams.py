"""The species of a species-transport case's streams and initial mixture, read as mass fractions
on the places their words name: by mass as stated, by volume converted with the molar masses,
a species said alone as all of it, and a composition whose place is not said left unread."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import INTERNAL, BoundaryValue

_SOLVERS = {"chemFoam", "reactingFoam", "simpleFoam"}


def _species(prompt: str) -> dict[tuple[str, str], BoundaryValue]:
    spec = parse_spec(prompt, solvers=_SOLVERS)
    return {(item.field, item.boundary[0]): item for item in spec.stated.boundary_values
            if item.field in ("CH4", "C3H8", "O2", "N2", "AR", "H2")}


def test_stream_compositions_go_to_the_patches_their_clauses_name() -> None:
    found = _species("reactingFoam diffusion flame: the fuel stream is neat propane at 310 K; "
                     "the air stream carries O2 0.232 and N2 0.768 by mass; the domain is "
                     "filled with N2 at the start.")
    assert found[("C3H8", "fuel")].value == 1.0
    assert found[("O2", "air")].value == pytest.approx(0.232)
    assert found[("N2", "air")].value == pytest.approx(0.768)
    assert found[("N2", INTERNAL)].value == 1.0
    assert ("N2", "fuel") not in found


def test_a_list_item_takes_the_place_its_label_names() -> None:
    found = _species("reactingFoam, patches fuel and air:\n"
                     "- fuel: Y CH4 = 1, U (0.1 0 0) m/s\n"
                     "- air: Y O2 = 0.23, Y N2 = 0.77, U (-0.1 0 0) m/s\n")
    assert found[("CH4", "fuel")].value == 1
    assert found[("O2", "air")].value == pytest.approx(0.23)
    assert found[("N2", "air")].value == pytest.approx(0.77)


def test_a_composition_by_volume_becomes_mass_fractions() -> None:
    found = _species("reactingFoam: the air inlet supplies 20 % O2 and 80 % argon by volume.")
    o2, ar = 0.2 * 31.998, 0.8 * 39.95
    assert found[("O2", "air")].value == pytest.approx(o2 / (o2 + ar), rel=1e-5)
    assert found[("AR", "air")].value == pytest.approx(ar / (o2 + ar), rel=1e-5)
    assert "molar masses" in found[("O2", "air")].conversion


def test_a_composition_of_a_part_of_the_domain_is_not_understood() -> None:
    spec = parse_spec("reactingFoam flame; inside the box O2 0.21 and N2 0.79 by mass.",
                      solvers=_SOLVERS)
    assert not [item for item in spec.stated.boundary_values if item.field in ("O2", "N2")]
    assert any("O2" in item.words for item in spec.not_applied)


def test_a_composition_whose_sentence_names_no_place_is_the_whole_fields() -> None:
    found = _species("reactingFoam flame. O2 0.21 and N2 0.79 by mass.")
    assert found[("O2", INTERNAL)].value == pytest.approx(0.21)
    assert found[("N2", INTERNAL)].value == pytest.approx(0.79)


def test_mole_fractions_that_are_not_whole_are_not_converted() -> None:
    spec = parse_spec("reactingFoam: at the fuel inlet CH4 0.4 and N2 0.5 by mole.",
                      solvers=_SOLVERS)
    assert not [item for item in spec.stated.boundary_values if item.field == "CH4"]
    assert any("whole" in item.reason for item in spec.not_applied)


def test_a_zero_dimensional_charge_stays_the_reactors() -> None:
    spec = parse_spec("chemFoam, constant pressure, O2 1, N2 3.76, CH4 0.5 by mole, 1 bar, "
                      "1200 K.", solvers=_SOLVERS)
    assert spec.stated.reactor is not None
    assert not [item for item in spec.stated.boundary_values if item.field in ("O2", "N2")]


def test_a_list_item_labelled_initial_fills_the_domain_past_a_note_naming_a_patch() -> None:
    found = _species("reactingFoam, patches fuel and air:\n"
                     "- fuel: neat CH4 at 320 K\n"
                     "- start: T = 1800 K (hot enough to light it), only N2\n")
    assert found[("CH4", "fuel")].value == 1.0
    assert found[("N2", INTERNAL)].value == 1.0
    assert not [key for key in found if key[0] == "N2" and key[1] != INTERNAL]
