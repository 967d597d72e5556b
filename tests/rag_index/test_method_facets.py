"""Facets of a method rather than a flow: a potential-flow solver is inviscid, a direct
simulation is no model's tutorial."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.rag_index.facets import CaseFacets, QueryFacets, potential_flow
from foam_agent.rag_index.rank import MEDIUM, TAG, facet_score
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
