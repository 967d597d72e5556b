"""A zero-dimensional reactor request: the solver the spec implies, the fuel it names, and no
demo penalty for a solver whose tutorials have no fields at all."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from langchain_core.embeddings import DeterministicFakeEmbedding

from foam_agent.agents.openfoam import Installation
from foam_agent.rag_index import build_index, open_index
from foam_agent.rag_index.facets import CaseFacets, QueryFacets, start_mixture
from foam_agent.rag_index.rank import IMPLIED_SOLVER, facet_score, implied_solver, species_named
from foam_agent.rag_index.text import tokens

_REACTOR = QueryFacets(solver="chemFoam")


def _words(prompt: str) -> set[str]:
    found = tokens(prompt)
    return {*found, *("".join(found[i:i + 2]) for i in range(len(found) - 1))}


@pytest.mark.parametrize(
    "prompt",
    [
        "constant-pressure ignition of a lean hydrogen-air mixture at 1000 K and 2 atm",
        "how long does stoichiometric methane take to auto-ignite at 20 bar and 1100 K",
        "ignition delay of n-heptane in air in a closed vessel, fixed volume",
    ],
)
def test_a_solver_implied_without_a_named_application_decides_the_family(prompt: str) -> None:
    words = _words(prompt)
    assert implied_solver(_REACTOR, words) == "chemFoam"
    running = facet_score(_REACTOR, CaseFacets(reacting=True), words, solver="chemFoam")
    other = facet_score(_REACTOR, CaseFacets(reacting=True), words, solver="XiFoam")
    assert running.value - other.value == pytest.approx(IMPLIED_SOLVER)


def test_a_named_application_leaves_the_solver_to_the_lexical_match() -> None:
    """``buoyantFoam`` (v10) is read as one of several installed solvers: the regime's first
    choice must not outweigh the tutorial the others' words name."""
    words = _words("buoyantFoam Rayleigh-Benard cells heated from below")
    assert implied_solver(QueryFacets(solver="buoyantPimpleFoam"), words) is None
    fit = facet_score(QueryFacets(solver="buoyantPimpleFoam"), CaseFacets(), words,
                      solver="buoyantPimpleFoam")
    assert not any("implied" in match for match in fit.matches)


def test_the_fuel_named_picks_the_reactor_whose_mixture_holds_it() -> None:
    hydrogen = CaseFacets(mixture=("H2", "N2", "O2"))
    methane = CaseFacets(mixture=("CH4", "N2", "O2"))
    words = _words("a rich hydrogen-air mixture ignites at constant pressure")
    assert species_named(words) == {"H2"}
    assert facet_score(_REACTOR, hydrogen, words).value > facet_score(_REACTOR, methane,
                                                                      words).value
    # Natural gas is read as methane (the catalog's everyday names); air's oxygen is no fuel.
    gas = _words("natural gas and oxygen in a bomb")
    assert facet_score(_REACTOR, methane, gas).value > facet_score(_REACTOR, hydrogen,
                                                                   gas).value


def test_the_start_mixture_is_read_from_the_reactors_initial_conditions() -> None:
    text = ("constantProperty pressure;\nfractions\n{\n    CH4  0.5;\n    N2 3.76;\n"
            "    O2 1;\n    AR 0;\n}\np 1e5;\nT 1000;\n")
    assert start_mixture({"constant/initialConditions": text}) == ("CH4", "N2", "O2")
    assert start_mixture({"system/controlDict": "application icoFoam;"}) == ()


def test_a_reactor_without_fields_is_no_demo_when_no_tutorial_of_its_solver_has_any(
    installation: Installation, tmp_path: Path, fake_embeddings: DeterministicFakeEmbedding
) -> None:
    """chemFoam's tutorials hold no ``0/`` (a single cell has no fields to write), so "has no
    initial fields" says nothing against them; createZeroDirectory's cavity, whose icoFoam
    has tutorials with fields, stays a demo."""
    assert installation.tutorials_dir
    source = Path(installation.tutorials_dir)
    cases = ("combustion/chemFoam/h2", "combustion/chemFoam/gri",
             "incompressible/icoFoam/cavity/cavity", "preProcessing/createZeroDirectory/cavity")
    for case in cases:
        assert (source / case).is_dir(), f"{case} is not installed (make setup installs it)"
        shutil.copytree(source / case, tmp_path / "tutorials" / case, symlinks=True)
    build_index(tmp_path / "tutorials", tmp_path / "index", dialect="esi-1912", version="v1912",
                embeddings=fake_embeddings, command_help={})
    index = open_index(tmp_path / "index", embeddings=fake_embeddings, dialect="esi-1912")
    hits = {hit.case: hit for hit in index.nearest_cases(
        "constant-pressure ignition of a lean hydrogen-air mixture", k=4, facets=_REACTOR)}
    assert hits["combustion/chemFoam/h2"].demo is None
    assert hits["combustion/chemFoam/h2"].demo_penalty == 0.0
    assert "mixture H2" in hits["combustion/chemFoam/h2"].matches
    assert next(iter(hits)) == "combustion/chemFoam/h2"
    assert hits["preProcessing/createZeroDirectory/cavity"].demo is not None
