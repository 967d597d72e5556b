"""Physics-aware ranking on the fixture tutorials with the real MiniLM: the issue's plain
queries, laminar never answered by a RAS case, demos after their canonical case, explanations,
the lexical-only answer, and the agent's retriever passing the spec's regime."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from foam_agent.agents.retrieval import IndexRetriever, query_facets
from foam_agent.agents.spec.regime import read_regime
from foam_agent.rag_index import CaseHit, MiniLMEmbeddings, RagIndex, open_index
from tests.rag_index.conftest import DIALECT, VERSION

ICO_CAVITY = "incompressible/icoFoam/cavity/cavity"
PISO_RAS_CAVITY = "incompressible/pisoFoam/RAS/cavity"
ZERO_DIRECTORY_CAVITY = "preProcessing/createZeroDirectory/cavity"
DAM_BREAKS = {
    "multiphase/interFoam/laminar/damBreak/damBreak",
    "multiphase/interFoam/laminar/damBreakWithObstacle",
}
FORWARD_STEPS = {"compressible/rhoCentralFoam/forwardStep",
                 "compressible/sonicFoam/laminar/forwardStep"}


class CountingEmbeddings(MiniLMEmbeddings):
    """MiniLM that counts the queries it embeds."""

    def __init__(self) -> None:
        super().__init__()
        self.queries = 0

    def embed_query(self, text: str) -> list[float]:
        self.queries += 1
        return super().embed_query(text)


@pytest.fixture(scope="module")
def embeddings() -> CountingEmbeddings:
    return CountingEmbeddings()


@pytest.fixture(scope="module")
def index(fixture_index_dir: Path, embeddings: CountingEmbeddings) -> RagIndex:
    return open_index(fixture_index_dir, embeddings=embeddings, dialect=DIALECT,
                      version=VERSION)


def _ranked(index: RagIndex, prompt: str, k: int = 3, **options: Any) -> list[CaseHit]:
    solvers = {case.solver for case in index.cases()}
    return index.nearest_cases(
        prompt, k=k, facets=query_facets(read_regime(prompt, solvers=solvers)), **options
    )


def test_the_issues_plain_queries_find_the_canonical_tutorial(index: RagIndex) -> None:
    water = _ranked(index, "a column of water collapses in a box and splashes against the "
                           "walls, free surface, VOF")
    assert water[0].case in DAM_BREAKS
    step = _ranked(index, "inviscid Mach 3 flow past a step in a channel with shock "
                          "reflections")
    assert step[0].case in FORWARD_STEPS
    assert "compressible/rhoCentralFoam/forwardStep" in [hit.case for hit in step]
    lid = _ranked(index, "square driven cavity, moving lid on top, low Reynolds number, icoFoam")
    assert lid[0].case == ICO_CAVITY
    laminar = _ranked(index, "Laminar cavity flow at Re = 400: lid velocity 1 m/s, box 0.1 m. "
                             "Simulate 1 second.")
    assert laminar[0].case == ICO_CAVITY


@pytest.mark.parametrize(
    "prompt",
    [
        "Laminar cavity flow at Re = 400: lid velocity 1 m/s, box 0.1 m. Simulate 1 second.",
        "lid-driven cavity without a turbulence model, incompressible",
        "laminar incompressible flow in a square cavity with a moving lid, like the RAS tutorial",
    ],
)
def test_a_laminar_request_never_gets_a_ras_or_multiphase_case_first(
    index: RagIndex, prompt: str
) -> None:
    hits = _ranked(index, prompt, k=len(index.cases()))
    best = hits[0]
    assert best.case in (ICO_CAVITY, "incompressible/icoFoam/cavity/cavityClipped")
    facets = index.case(best.case).facets
    assert facets.turbulence == "laminar" and facets.phases == 1
    ranks = [hit.case for hit in hits]
    assert ranks.index(ICO_CAVITY) < ranks.index(PISO_RAS_CAVITY)


def test_without_facets_the_ras_cavity_wins_the_laminar_request(index: RagIndex) -> None:
    """The failure the issue measured, so the test above fails without the facets."""
    prompt = "Laminar cavity flow at Re = 400: lid velocity 1 m/s, box 0.1 m. Simulate 1 second."
    without = [hit.case for hit in index.nearest_cases(prompt, k=len(index.cases()))]
    with_facets = [hit.case for hit in _ranked(index, prompt, k=len(index.cases()))]
    assert with_facets.index(PISO_RAS_CAVITY) > without.index(PISO_RAS_CAVITY)


def test_a_utility_demo_follows_the_canonical_case_unless_asked_for(index: RagIndex) -> None:
    prompt = "lid-driven cavity at low Reynolds number"
    ranks = [hit.case for hit in _ranked(index, prompt, k=len(index.cases()))]
    assert ranks.index(ICO_CAVITY) < ranks.index(ZERO_DIRECTORY_CAVITY)
    demo = next(hit for hit in _ranked(index, prompt, k=len(index.cases()))
                if hit.case == ZERO_DIRECTORY_CAVITY)
    assert demo.demo == "shows preProcessing/createZeroDirectory" and demo.demo_penalty > 0
    asked = _ranked(index, "cavity built with createZeroDirectory from templates", k=3)
    assert asked[0].case == ZERO_DIRECTORY_CAVITY and asked[0].demo is None


def test_the_explanation_shows_every_part_of_the_score(index: RagIndex) -> None:
    prompt = "Laminar cavity flow at Re = 400"
    hits = _ranked(index, prompt, k=len(index.cases()))
    ras = next(hit for hit in hits if hit.case == PISO_RAS_CAVITY)
    assert ras.score == pytest.approx(ras.fused + ras.boost + ras.facet_value
                                      - ras.demo_penalty)
    assert ras.fused == pytest.approx(ras.similarity + ras.words)
    text = ras.explain()
    assert f"embedding {ras.similarity:.3f} + own words {ras.words:.3f}" in text
    assert f"similarity {ras.similarity:.3f}, rank {ras.embedding_rank + 1}" in text
    assert (f"own words: BM25 {ras.words_share:.2f} of the best, rank {ras.words_rank + 1}, "
            "matched") in text and "cavity" in text
    assert "names: name cavity" in text or "names: geometry" in text
    assert "penalties: RAS where laminar was asked (-0.25)" in text
    assert ras.filtered and ("filtered: RAS where a laminar flow was asked; ranked after every "
                             "case that fits") in text
    ico = next(hit for hit in hits if hit.case == ICO_CAVITY)
    assert "facets matched: laminar" in ico.explain()
    assert ico.setup == index.case(ICO_CAVITY).facets.tags
    assert f"set-up: {', '.join(ico.setup) or 'nothing beyond the facets'}" in ico.explain()


def test_one_named_fluid_and_no_interface_gets_a_single_phase_laminar_case(
    index: RagIndex,
) -> None:
    """Water in a channel says nothing of phases, yet asks for one: the VOF tutorials that
    share its words (water, 2D, laminar) pay for the phase the request never mentions."""
    prompt = ("Water at 20 °C flows through a 2D channel 1 m long and 0.1 m tall at 0.2 m/s. "
              "Steady, laminar.")
    assert query_facets(read_regime(prompt)).phases is None  # the words state no phase count
    hits = _ranked(index, prompt, k=len(index.cases()))
    first = index.case(hits[0].case).facets
    assert first.phases == 1 and first.turbulence == "laminar" and not first.reacting
    assert first.compressible is not True
    def penalised(hit: CaseHit) -> bool:
        return any("where one fluid (water) was named" in p for p in hit.penalties)

    assert all(penalised(hit) for hit in hits if index.case(hit.case).facets.phases > 1)
    unnamed = {hit.case: hit for hit in _ranked(index, prompt.replace("Water", "A fluid"),
                                                 k=len(index.cases()))}
    for hit in hits:
        if hit.case in DAM_BREAKS:  # more than the small cost of phases nobody asked for
            assert unnamed[hit.case].facet_value - hit.facet_value == pytest.approx(0.1)
    # Naming a second fluid lifts the penalty.
    two_fluids = _ranked(index, "water and air in a 2D channel, laminar", k=len(index.cases()))
    assert not any(penalised(hit) for hit in two_fluids)


def test_naming_solver_and_tutorial_skips_the_embedding(
    index: RagIndex, embeddings: CountingEmbeddings
) -> None:
    before = embeddings.queries
    hits = _ranked(index, "icoFoam cavity with a lid speed of 2 m/s")
    assert embeddings.queries == before
    assert hits[0].case == ICO_CAVITY and not hits[0].embedded
    assert "embedding skipped" in hits[0].explain()
    ambiguous = _ranked(index, "pitzDaily with a finer mesh")  # two pitzDaily solvers
    assert embeddings.queries == before + 1 and ambiguous[0].embedded
    _ranked(index, "icoFoam cavity", shortcut=False)
    assert embeddings.queries == before + 2


def test_hybrid_off_is_the_embedder_alone(index: RagIndex) -> None:
    prompt = "Laminar cavity flow at Re = 400"
    dense = index.nearest_cases(prompt, k=len(index.cases()), hybrid=False,
                                facets=query_facets(read_regime(prompt)))
    assert all(hit.boost == 0 and hit.facet_value == 0 and hit.demo is None for hit in dense)
    scores = [hit.similarity for hit in dense]
    assert scores == sorted(scores, reverse=True)
    assert np.isclose(dense[0].score, dense[0].similarity)


def test_the_retriever_takes_the_specs_regime_and_keeps_the_explanation(
    index: RagIndex,
) -> None:
    retriever = IndexRetriever(index)
    prompt = "cavity flow, lid at 1 m/s"
    laminar = retriever.retrieve(prompt, 2, regime=read_regime("laminar"))
    turbulent_les = retriever.retrieve(prompt, 2, regime=read_regime("RAS, k-epsilon"))
    assert laminar[0].case == ICO_CAVITY
    assert turbulent_les[0].case == PISO_RAS_CAVITY
    assert laminar[0].explanation is not None
    assert laminar[0].explanation.startswith(f"{ICO_CAVITY}: score")
    assert "files" not in laminar[0].explanation and laminar[0].files


def test_facets_implied_only_by_a_solver_name_do_not_rerank() -> None:
    facets = query_facets(read_regime("use buoyantFoam for the Benard cells"))
    assert facets.compressible is None and facets.time is None
    assert facets.solver == "buoyantPimpleFoam"
    stated = query_facets(read_regime("steady laminar flow with simpleFoam"))
    assert stated.time == "steady" and stated.turbulence == "laminar"


def test_a_contradicting_case_is_filtered_out_while_a_matching_one_exists(
    index: RagIndex,
) -> None:
    """Naming the RAS tutorial's solver is worth more than the facet penalty, yet a laminar
    request still gets a laminar case first: the contradiction filters, it does not only cost.
    """
    prompt = "laminar flow in a moving-lid box with pisoFoam"
    hits = _ranked(index, prompt, k=len(index.cases()))
    penalised_only = sorted(hits, key=lambda hit: -hit.score)
    assert penalised_only[0].case == PISO_RAS_CAVITY  # the score alone would pick it
    assert hits[0].case == ICO_CAVITY and not hits[0].filtered
    first_filtered = next(i for i, hit in enumerate(hits) if hit.filtered)
    assert all(hit.filtered for hit in hits[first_filtered:])
    # Named by its solver and its name, the RAS cavity is what was asked: the writer makes it
    # laminar, and no other pisoFoam case stands in for it.
    named = _ranked(index, "pisoFoam cavity, laminar, lid 1 m/s, Re 400 on the 0.1 m cavity")
    assert named[0].case == PISO_RAS_CAVITY and not named[0].filtered
    # Nothing fits: nothing is filtered, the ranking is the score's.
    everything = _ranked(index, "laminar flow", k=len(index.cases()), solver="pisoFoam")
    assert not any(hit.filtered for hit in everything)


def test_a_contradiction_outside_the_laminar_rule_costs_but_does_not_filter(
    index: RagIndex,
) -> None:
    """Two phases asked of the single-phase cavities contradicts their family: they pay
    HARD but keep their place by their words among the two-phase cases, where a filter
    would put them after every one of them."""
    prompt = "a cavity with a moving lid, two-phase"
    assert query_facets(read_regime(prompt)).phases == 2
    hits = _ranked(index, prompt, k=len(index.cases()))
    ico = next(hit for hit in hits if hit.case == ICO_CAVITY)
    assert "1 phase(s) where 2 was asked (-0.25)" in ico.penalties
    assert ico.excluded is None and not ico.filtered
    ranks = [hit.case for hit in hits]
    two_phase = [i for i, hit in enumerate(hits) if index.case(hit.case).facets.phases > 1]
    assert ranks.index(ICO_CAVITY) < max(two_phase)


def test_free_surface_asked_of_the_shallow_water_case_costs_nothing(index: RagIndex) -> None:
    """"Free surface" reads as two phases; the depth-averaged case has one phase and a free
    surface, which its water-depth field shows."""
    prompt = "depth-averaged free surface flow in a channel over a bump, water height and momentum"
    assert query_facets(read_regime(prompt)).phases == 2
    bump = next(hit for hit in _ranked(index, prompt, k=len(index.cases()))
                if hit.case == "incompressible/shallowWaterFoam/squareBump")
    assert bump.penalties == () and "free surface (depth-averaged)" in bump.matches


def test_a_bare_turbulent_prefers_ras_or_les_over_laminar(index: RagIndex) -> None:
    prompt = "turbulent flow in a lid-driven cavity"
    assert query_facets(read_regime(prompt)).turbulence is None  # no family stated
    hits = _ranked(index, prompt, k=len(index.cases()))
    ranks = [hit.case for hit in hits]
    assert ranks.index(PISO_RAS_CAVITY) < ranks.index(ICO_CAVITY)
    ico = hits[ranks.index(ICO_CAVITY)]
    assert "laminar where turbulent was said (-0.10)" in ico.penalties
    plain = [hit.case for hit in _ranked(index, "flow in a lid-driven cavity",
                                         k=len(index.cases()))]
    assert plain.index(ICO_CAVITY) < plain.index(PISO_RAS_CAVITY)


def test_a_glue_word_does_not_name_a_variants_extension(index: RagIndex) -> None:
    """"with" is in damBreakWithObstacle's name and in most requests: only "obstacle" asks
    for the variant."""
    def obstacle_case(prompt: str) -> CaseHit:
        return next(hit for hit in _ranked(index, prompt, k=len(index.cases()))
                    if hit.case == "multiphase/interFoam/laminar/damBreakWithObstacle")

    plain = obstacle_case("a water column collapses in a box with air above it")
    assert "a variant of damBreak (-0.05)" in plain.penalties
    assert not any(match.startswith("variant") for match in plain.matches)
    asked = obstacle_case("a water column collapses onto an obstacle in a box")
    assert "variant obstacle" in asked.matches


CLIPPED = "incompressible/icoFoam/cavity/cavityClipped"


@pytest.mark.parametrize("prompt", [
    "lid-driven cav, 3 in square, lid at 2 ft/s, dt 0.0025 s",
    "Flow in a driven cavity: the lid slides at 1 m/s, Re 100, 0.5 s.",
    "a square box 0.1 m on a side whose top wall moves to the right at 1 m/s",
])
def test_a_variant_nothing_asks_for_ranks_after_its_base(index: RagIndex, prompt: str) -> None:
    """cavityClipped's lid patch is called ``lid``: its own words fit such requests better
    than the cavity's (movingWall), and nothing of them asks for a corner cut away."""
    hits = index.nearest_cases(prompt, k=len(index.cases()),
                               facets=IndexRetriever(index).facets(prompt))
    order = [hit.case for hit in hits]
    assert order.index(ICO_CAVITY) < order.index(CLIPPED)
    clipped = hits[order.index(CLIPPED)]
    assert "a variant of cavity (-0.05)" in clipped.penalties


def test_a_square_domain_costs_a_mesh_that_is_no_box(index: RagIndex) -> None:
    prompt = "lid-driven cavity, 3 in square, lid at 2 ft/s"
    facets = IndexRetriever(index).facets(prompt)
    assert facets.square is True
    hits = {hit.case: hit for hit in index.nearest_cases(prompt, k=len(index.cases()),
                                                         facets=facets)}
    assert "a box domain (from its mesh)" in hits[ICO_CAVITY].matches
    assert "a mesh that is no box where a square domain was given (-0.10)" in \
        hits[CLIPPED].penalties
    # A rectangle is no square: no box asked.
    assert IndexRetriever(index).facets("a cavity 2 m by 1 m, lid at 1 m/s").square is None


def test_a_variant_its_word_asks_for_keeps_its_place(index: RagIndex) -> None:
    prompt = "a lid-driven cavity with one corner clipped away, lid at 1 m/s"
    hits = index.nearest_cases(prompt, k=3, facets=IndexRetriever(index).facets(prompt))
    assert hits[0].case == CLIPPED
    assert "variant clipped" in hits[0].matches
