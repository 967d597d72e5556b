"""The tutorial followed is the one that holds the most of the request's stated values, each
statement counted once, with the physics the request names; a value the reader itself placed by
assumption on a boundary the candidate lacks does not count against it."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.base import Reference, WriteRequest
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.authors.template.fit import (
    STATEMENT_SCORE,
    Fit,
    cost,
    fits,
    held_statements,
    missing_physics,
)
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.catalog.solvers import solver

CAVITY = "compressible/rhoPimpleFoam/RAS/cavity"
T_JUNCTION = "compressible/rhoPimpleFoam/RAS/TJunction"


@pytest.mark.parametrize("prompt", [
    "A sealed 15 cm square enclosure of air at 310 K and 2 bar; its top wall slides at "
    "25 m/s. Compressible and turbulent with SST; 0.4 s of flow, output every 0.04 s.",
    "Compressible RANS (SST) of a closed box, 0.1 m on a side, filled with air at 40 C and "
    "1.5 atm; the top wall moves at 12 m/s. Simulate 0.2 seconds.",
])
def test_a_closed_box_is_not_charged_for_the_inlet_it_lacks(
        author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest], prompt: str) -> None:
    # The gas state is placed "on the inlet and as the initial field" by the reader's own
    # assumption; the cavity holds it as its initial field and has no inlet to take it.
    request = write_request(prompt, [reference(CAVITY).model_copy(update={"score": 0.8}),
                                     reference(T_JUNCTION).model_copy(update={"score": 0.7})])
    assert author.plan(request).value.reference_case == CAVITY


def _row(requirement: str, phrase: str, met: bool) -> AuditRow:
    return AuditRow(requirement=requirement, phrase=phrase, expected="1", met=met)


def test_an_assumed_place_is_an_alternative_a_stated_one_is_not() -> None:
    spec = parse_spec("A closed box of air at 300 K and 1 atm; the top wall slides at 2 m/s. "
                      "Compressible.")
    state = next(item.source for item in spec.stated.boundary_values if item.assumption)
    lid = next(item.source for item in spec.stated.boundary_values if not item.assumption)
    held = held_statements([_row("T on inlet", state, False),
                            _row("T on internalField", state, True),
                            _row("U on top wall", lid, False)], spec)
    assert held == {state}


def test_each_statement_counts_once_however_many_rows_check_it() -> None:
    # "walls at 300 K" checked on three patches weighs as one stated value, not three.
    spec = parse_spec("icoFoam cavity, nu = 0.01, lid at 1 m/s")
    three_rows = [_row(f"U on wall{index}", "lid at 1 m/s", False) for index in range(3)]
    two_values = [_row("U on lid", "lid at 1 m/s", False), _row("nu", "nu = 0.01", False)]
    judged = fits([three_rows, two_values], spec, [solver("icoFoam"), solver("icoFoam")])
    assert [fit.unheld for fit in judged] == [1, 2]
    assert [fit.unmet_rows for fit in judged] == [3, 2]


def test_a_value_open_for_want_of_a_region_is_neither_held_nor_unheld() -> None:
    # The multi-region case leaves "rho 7000" open (its words name none of its solids); the
    # single-region case puts it on its one property. Neither counts it: only the conductivity
    # the first holds and the second cannot tells them apart.
    spec = parse_spec("The plate has a thermal conductivity of 150 W/(m K). A density of "
                      "7000 kg/m^3.")
    density, conductivity = "density of 7000 kg/m^3", "thermal conductivity of 150 W/(m K)"
    regions = [_row("rho", density, False), _row("kappa of plate", conductivity, True)]
    single = [_row("rho", density, True), _row("kappa", conductivity, False)]
    judged = fits([regions, single], spec, [solver("chtMultiRegionFoam"), solver("laplacianFoam")],
                  [frozenset({density}), frozenset()])
    assert [(fit.unheld, fit.unmet_rows) for fit in judged] == [(0, 0), (1, 1)]
    # A value open for want of a region but held after all is held.
    assert fits([[_row("rho", density, True)]], spec, [solver("chtMultiRegionFoam")],
                [frozenset({density})])[0].unheld == 0


def test_the_physics_named_is_a_fact_of_the_candidates_solver() -> None:
    regime = parse_spec("steady compressible flow of air over a bump, k-epsilon").regime
    assert missing_physics(regime, solver("rhoSimpleFoam")) == ()
    assert missing_physics(regime, solver("simpleFoam")) == ("compressible",)
    assert missing_physics(regime, solver("icoFoam")) == ("compressible", "a RAS model")
    assert missing_physics(regime, None) == ()
    two_phase = parse_spec("water and air sloshing in a tank, free surface, laminar").regime
    assert missing_physics(two_phase, solver("pisoFoam")) == ("2 phase(s)",)
    assert missing_physics(two_phase, solver("interFoam")) == ()


def test_a_candidate_missing_the_named_physics_ranks_after_one_that_has_it() -> None:
    spec = parse_spec("steady compressible flow of air over a bump, k-epsilon")
    rows = [_row("endTime", "steady", True)]
    judged = fits([rows, rows], spec, [solver("simpleFoam"), solver("rhoSimpleFoam")])
    assert [fit.missing_physics for fit in judged] == [1, 0]


CAPILLARY = "multiphase/interFoam/laminar/capillaryRise"
FLAME = "combustion/reactingFoam/laminar/counterFlowFlame2D"


@pytest.mark.parametrize("prompt", [
    "For my chemistry class I want the capillary rise case: contact angle 40 degrees, surface "
    "tension 0.06 N/m, run 0.2 s.",
    "A combustion lecturer here. Capillary rise in a narrow 2D channel: contact angle 40 "
    "degrees, surface tension 0.06 N/m, run 0.2 s.",
])
def test_a_physics_word_from_context_does_not_outweigh_every_stated_value(
        author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest], prompt: str) -> None:
    # The reader takes the person's subject for reacting physics; the flame case lacks the
    # contact angle and the surface tension, the capillary case only the chemistry.
    request = write_request(prompt, [reference(FLAME).model_copy(update={"score": 0.8}),
                                     reference(CAPILLARY).model_copy(update={"score": 0.7})])
    assert author.plan(request).value.reference_case == CAPILLARY


def test_retrievals_margin_counts_in_stated_values() -> None:
    # One value more outweighs a near-tie of retrieval, not a wide margin.
    holds_all, misses_one = Fit(0, 0, 0), Fit(0, 1, 1)
    assert cost(holds_all, 0.05) < cost(misses_one, 0.0)
    assert cost(misses_one, 0.9 * STATEMENT_SCORE) == cost(misses_one, 0.0)  # less than one
    assert cost(holds_all, 3 * STATEMENT_SCORE) > cost(misses_one, 0.0)
    assert cost(misses_one, -0.2) == cost(misses_one, 0.0)  # ahead of the best is no credit


TRANSIENT_DUCT = "compressible/rhoPimpleFoam/RAS/angledDuct"
STEADY_DUCT = "compressible/rhoSimpleFoam/angledDuctExplicitFixedCoeff"
#: The reader takes the porous block for a body in the channel, which the transient duct's
#: audit then misses: the steady duct holds one stated value more.
DUCT_PROMPT = ("Compressible air through an angled duct with a porous block inside. Air enters "
               "at 6 kg/min and 30 °C, the outlet is at 1.1 bar. 10 s of flow in 0.5 s steps.")


@pytest.mark.parametrize(("transient_score", "steady_score", "followed"), [
    (1.0, 0.7, TRANSIENT_DUCT),  # retrieval's wide margin outweighs the one value
    (0.75, 0.7, STEADY_DUCT),  # a near-tie: the value held decides
])
def test_a_candidate_far_behind_in_retrieval_does_not_win_by_one_value(
        author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest], transient_score: float,
        steady_score: float, followed: str) -> None:
    request = write_request(DUCT_PROMPT, [
        reference(TRANSIENT_DUCT).model_copy(update={"score": transient_score}),
        reference(STEADY_DUCT).model_copy(update={"score": steady_score})])
    assert author.plan(request).value.reference_case == followed
