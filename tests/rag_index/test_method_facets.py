"""Facets of a method rather than a flow: a potential-flow solver is inviscid, a direct
simulation is no model's tutorial."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.foamcase.catalog.solvers import METHODS, SOLVERS, method_of
from foam_agent.rag_index.facets import CaseFacets, QueryFacets, potential_flow
from foam_agent.rag_index.rank import (
    HARD,
    MEDIUM,
    OVERSET_ASKED,
    OVERSET_MESHES,
    TAG,
    facet_score,
)
from foam_agent.rag_index.text import tokens
from tests.rag_index.conftest import facets_of


def _words(prompt: str) -> set[str]:
    found = tokens(prompt)
    return {*found, *("".join(found[i:i + 2]) for i in range(len(found) - 1))}


def test_a_solver_that_solves_a_flow_once_without_a_model_is_a_potential_flow() -> None:
    """potentialFoam's case has no viscosity entry saying so; the catalog row does."""
    assert potential_flow("potentialFoam")
    assert not potential_flow("simpleFoam")  # iterates, has a model
    assert not potential_flow("magneticFoam")  # solves once, but no flow
    assert not potential_flow("noSuchFoam")


def test_the_installed_potential_flow_tutorial_is_inviscid(tutorials: Path) -> None:
    case = "basic/potentialFoam/pitzDaily"
    assert (tutorials / case).is_dir(), f"{case} is not installed (make setup installs it)"
    assert facets_of(tutorials, case).inviscid
    assert not facets_of(tutorials, "incompressible/simpleFoam/pitzDaily").inviscid


def test_inviscid_asked_fits_the_potential_flow_case_over_a_viscous_one() -> None:
    inviscid = QueryFacets(inviscid=True)
    words = _words("an inviscid irrotational first guess of the flow through the duct")
    assert (facet_score(inviscid, CaseFacets(inviscid=True), words).value
            > facet_score(inviscid, CaseFacets(inviscid=False), words).value)


@pytest.mark.parametrize(
    "prompt",
    [
        "decaying turbulence in a periodic cube, resolved directly without any model",
        "direct simulation of forced turbulence in a periodic box",
        "a DNS of isotropic turbulence in a cube",
    ],
)
def test_a_direct_simulation_costs_a_model_case_and_fits_the_dns_one(prompt: str) -> None:
    words = _words(prompt)
    les = facet_score(QueryFacets(), CaseFacets(turbulence="LES"), words)
    plain_les = facet_score(QueryFacets(), CaseFacets(turbulence="LES"),
                            _words("decaying turbulence in a periodic cube"))
    assert les.value == pytest.approx(plain_les.value - MEDIUM)
    dns = facet_score(QueryFacets(), CaseFacets(turbulence="laminar", tags=("DNS",)), words)
    assert "DNS" in dns.matches and dns.value >= TAG


@pytest.mark.parametrize(
    "prompt",
    [
        "stirred turbulence in a small triply periodic box, 20 cells a side, no model",
        "homogeneous turbulence decaying in a 2 m periodic cube of air",
        "a cube with periodic faces on all sides, water at 20 C, viscosity 1e-6 m2/s",
    ],
)
@pytest.mark.parametrize("solver", ["mdEquilibrationFoam", "mdFoam", "dsmcFoam",
                                    "MPPICFoam", "sprayFoam"])
def test_a_method_the_request_never_names_costs_a_family(prompt: str, solver: str) -> None:
    """Molecules or particles where the words speak of neither: the continuum case wins."""
    case = CaseFacets(turbulence="laminar", tags=("periodic", "fully periodic"))
    words = _words(prompt)
    method = facet_score(QueryFacets(), case, words, solver=solver)
    continuum = facet_score(QueryFacets(), case, words, solver="dnsFoam")
    assert method.value == pytest.approx(continuum.value - HARD)
    assert method.contradictions == continuum.contradictions + 1
    assert any("never named" in penalty for penalty in method.penalties)


@pytest.mark.parametrize(
    ("prompt", "solver"),
    [
        ("equilibrate liquid argon atoms in a periodic cell at 300 K", "mdEquilibrationFoam"),
        ("water molecules in a periodic box, Lennard-Jones potential", "mdFoam"),
        ("a rarefied nitrogen stream past a wedge at Mach 5", "dsmcFoam"),
        ("direct simulation Monte Carlo of a free-space stream", "dsmcFoam"),
        ("run dsmcFoam on a box of gas", "dsmcFoam"),
        ("sand grains fluidised by air blowing up through a column", "MPPICFoam"),
        ("a fuel spray injected into hot air in a closed chamber", "sprayFoam"),
        ("small droplets carried by the air through a duct", "reactingParcelFoam"),
    ],
)
def test_a_method_the_request_names_costs_nothing(prompt: str, solver: str) -> None:
    case = CaseFacets(turbulence="laminar")
    words = _words(prompt)
    named = facet_score(QueryFacets(), case, words, solver=solver)
    assert not any("never named" in penalty for penalty in named.penalties)
    assert named.value == pytest.approx(
        facet_score(QueryFacets(), case, words, solver="pimpleFoam").value)


def test_every_method_row_names_catalog_solvers_once() -> None:
    seen: set[str] = set()
    for method in METHODS:
        assert method.solvers <= set(SOLVERS), method.name
        assert not method.solvers & seen, method.name
        seen |= method.solvers
    assert method_of("dnsFoam") is None and method_of("mdFoam") is METHODS[0]


@pytest.mark.parametrize(
    "prompt",
    [
        "a heaving box in a wave tank, meshed with overlapping grids that move with it",
        "two paddles stirring a tank, each paddle on its own overset mesh",
        "a chimera grid around the rotor inside a fixed background mesh",
    ],
)
def test_overlapping_grids_asked_fit_an_overset_case_as_a_family_does(prompt: str) -> None:
    """No edit gives another case a background and a body's own grid: the overset case
    gains what a family's physics is worth, and says what only it holds."""
    case = CaseFacets(turbulence="laminar", tags=("moving mesh",))
    words = _words(prompt)
    overset = facet_score(QueryFacets(), case, words, solver="overInterDyMFoam")
    plain = facet_score(QueryFacets(), case, words, solver="interFoam")
    assert overset.value == pytest.approx(plain.value + OVERSET_ASKED)
    assert OVERSET_ASKED == HARD
    assert OVERSET_MESHES in overset.matches
    assert OVERSET_MESHES not in plain.matches


def test_an_overset_case_gains_nothing_when_its_grids_are_not_asked() -> None:
    case = CaseFacets(turbulence="laminar", tags=("moving mesh",))
    words = _words("a heaving box in a wave tank that moves with the waves")
    overset = facet_score(QueryFacets(), case, words, solver="overInterDyMFoam")
    plain = facet_score(QueryFacets(), case, words, solver="interFoam")
    assert overset.value == pytest.approx(plain.value)
    assert OVERSET_MESHES not in overset.matches

