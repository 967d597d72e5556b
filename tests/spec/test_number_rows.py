"""Each dimensionless number is a row of ``foamcase.catalog.dimensionless.GROUPS``: the reader
reads it by the row's names, and one solver sets the quantity the request leaves free (a
Froude number the inflow speed, a Weber number the surface tension), with the arithmetic in
the understanding; a scale the case keeps per phase is never taken from the first phase. The
wordings are this file's own; each expected value is worked by hand in its comment."""

from __future__ import annotations

from typing import get_args

import pytest

from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.spec.derive import Derivation, derive
from foam_agent.agents.spec.dimensionless import DimensionlessName
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.catalog.dimensionless import GROUPS
from tests.support.applied import tutorial_files

WATER_CHANNEL = "multiphase/interFoam/RAS/waterChannel"
CAPILLARY = "multiphase/interFoam/laminar/capillaryRise"


def _derived(tutorial: str, prompt: str) -> Derivation:
    with workspace(tutorial_files(tutorial)) as root:
        return derive(parse_spec(prompt), root)


@pytest.mark.parametrize("row", [row for row in GROUPS if row.names], ids=lambda row: row.number)
def test_every_named_row_is_read_by_its_words_and_its_symbol(row: object) -> None:
    number, names = row.number, row.names  # type: ignore[attr-defined]
    assert number in get_args(DimensionlessName)
    for text in (f"The case runs at a {names[0]} number of 12.", f"Keep {number} = 12 here."):
        found = [(item.name, item.value) for item in parse_spec(text).dimensionless]
        assert found == [(number, 12.0)], text


@pytest.mark.parametrize("prompt", [
    # U = Fr sqrt(g L) = 0.4 * sqrt(9.81 * 0.5) = 0.885889
    "waterChannel with interFoam: the inflow runs at a Froude number of 0.4 based on the "
    "0.5 m flow depth.",
    "interFoam waterChannel, Fr = 0.4 on a 0.5 m deep stream at the inlet.",
    "Open channel (waterChannel tutorial) with Fr = U / sqrt(g h) = 0.4, where h = 0.5 m; "
    "find the inflow speed from it.",
])
def test_a_froude_number_sets_the_inflow_speed_from_its_stated_depth(prompt: str) -> None:
    derivation = _derived(WATER_CHANNEL, prompt)
    speed = derivation.of("U")
    assert speed is not None and speed.value == pytest.approx(0.885889, rel=1e-5), derivation
    assert speed.formula.startswith("U = Fr g^0.5 L^0.5 = 0.4 * 9.81^0.5 * 0.5^0.5")
    assert "|g| from constant/g" in speed.formula


def test_a_froude_number_with_no_length_of_its_own_sets_nothing_and_says_so() -> None:
    # The channel's own sizes are no depth: which length the number is on is the request's.
    derivation = _derived(WATER_CHANNEL, "waterChannel with interFoam at a Froude number of "
                                         "0.4.")
    assert derivation.of("U") is None
    assert any(item.startswith("Froude number of 0.4: not applied") and "L" in item
               for item in derivation.problems), derivation.problems


@pytest.mark.parametrize("prompt", [
    # sigma = rho U^2 L / We = 1000 * 0.1^2 * 0.001 / 2 = 0.005 N/m
    "capillaryRise with interFoam: water of density 1000 kg/m^3 moving at 0.1 m/s, and a "
    "Weber number of 2 based on the 1 mm gap; choose the surface tension from it.",
    "capillaryRise: rho = 1000 kg/m^3, We = 2 based on 0.1 m/s and the 1 mm width; pick the "
    "surface tension so that it holds.",
])
def test_a_weber_number_sets_the_surface_tension_a_two_phase_case_keeps(prompt: str) -> None:
    derivation = _derived(CAPILLARY, prompt)
    tension = derivation.of("sigma")
    assert tension is not None and tension.value == pytest.approx(0.005), derivation
    assert "N/m" in tension.formula


def test_a_weber_number_is_not_based_on_the_first_phase_s_density() -> None:
    # capillaryRise keeps a density per phase (water 1000, air 1): which one is unsaid.
    derivation = _derived(CAPILLARY, "capillaryRise with interFoam: a Weber number of 2 based "
                                     "on the 1 mm gap at 0.1 m/s; choose the surface tension "
                                     "from it.")
    assert derivation.of("sigma") is None
    assert any("not applied" in item and "rho" in item for item in derivation.problems)


def test_we_at_the_start_of_a_sentence_is_no_weber_number() -> None:
    spec = parse_spec("We have a lid-driven cavity at Re 100. We 2 engineers want it fast.")
    assert [item.name for item in spec.dimensionless] == ["Re"]


BENARD = "heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells"


@pytest.mark.parametrize("prompt", [
    # nu = sqrt(g beta dT L^3 Pr / Ra) = sqrt(9.81 * 2e-3 * 2 * 1^3 * 0.8 / 2e4) = 1.25284e-3
    "BenardCells: beta 2e-3 1/K, Pr 0.8, floor 303 K and ceiling 301 K, Ra = 2e4.",
    "Benard convection with an expansion coefficient beta = 2e-3 1/K and a Prandtl number "
    "of 0.8; bottom 303 K, top 301 K; the Rayleigh number should be 20000.",
])
def test_a_rayleigh_number_with_beta_stated_sets_the_viscosity_left_free(prompt: str) -> None:
    # The row's order (beta, then nu): beta is the request's, so nu is the one left free.
    derivation = _derived(BENARD, prompt)
    viscosity = derivation.of("nu")
    assert viscosity is not None and viscosity.value == pytest.approx(1.25284e-3, rel=1e-5)
    assert derivation.of("beta") is None


@pytest.mark.parametrize(("prompt", "name", "value"), [
    ("Pick nu so that the Rayleigh number based on the 1 m height comes out at 20000 "
     "(g = 9.81).", "Ra", 20000.0),
    ("Set nu so that the Reynolds number based on the lid speed and the 0.1 m side comes out "
     "to 400 (lid 1 m/s).", "Re", 400.0),
])
def test_a_value_said_to_come_out_at_is_the_number_s_not_a_later_symbol_s(
        prompt: str, name: str, value: float) -> None:
    # "comes out at 20000 (g = 9.81)" had read Ra = 9.81, and nu was solved from it.
    assert [(item.name, item.value) for item in parse_spec(prompt).dimensionless] \
        == [(name, value)]
