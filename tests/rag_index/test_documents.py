"""A tutorial's own words (path, patches, surfaces, dictionaries, prose) and BM25 over them;
and the one mapping from the agent's regime to the index's query facets."""

from __future__ import annotations

from dataclasses import fields

import numpy as np

from foam_agent.agents.retrieval import SPEC_FACETS, query_facets
from foam_agent.agents.spec.regime import Regime, read_regime
from foam_agent.rag_index import QueryFacets
from foam_agent.rag_index.bm25 import BM25, rank_of
from foam_agent.rag_index.corpus import TutorialCase
from foam_agent.rag_index.documents import (
    NAME_WEIGHT,
    PATH_WEIGHT,
    case_terms,
    patch_names,
    terms_of,
)

U_FIELD = """/*--------------------------------*- C++ -*----------------------------------*\\
| =========                 |                                                 |
\\*---------------------------------------------------------------------------*/
FoamFile { version 2.0; format ascii; class volVectorField; object U; }
dimensions [0 1 -1 0 0 0 0];
internalField uniform (0 0 0);
boundaryField
{
    movingWall
    {
        type fixedValue;   // the lid
        value uniform (1 0 0);
    }
    obstacle
    {
        type noSlip;
    }
}
"""
BLOCK_MESH = """vertices ( (0 0 0) (1 0 0) );
blocks ( hex (0 1 2 3 4 5 6 7) (20 20 1) simpleGrading (1 1 1) );
boundary
(
    atmosphere { type patch; faces ( (3 7 6 2) ); }
    lowerWall
    {
        type wall;
        faces ( (0 4 7 3) );
    }
);
"""


def _case(**files: str) -> TutorialCase:
    return TutorialCase(
        path="multiphase/interFoam/laminar/damBreak/damBreak",
        domain="multiphase",
        solver="interFoam",
        category="laminar/damBreak",
        name="damBreak",
        files={path.replace("__", "/"): text for path, text in files.items()},
        omitted={"constant/triSurface/hull.stl.gz": "geometry"},
    )


def test_words_are_split_stemmed_and_stripped_of_numbers_and_stop_words() -> None:
    assert terms_of("Flow past the movingWalls of 2 cylinders at Re 100") == [
        "past", "moving", "wall", "cylinder", "re"]
    assert terms_of("sloshing tanks, heated walls") == ["slosh", "tank", "heat", "wall"]


def test_patch_names_come_from_initial_fields_and_the_block_mesh() -> None:
    assert patch_names({"0/U": U_FIELD}) == ["movingWall", "obstacle"]
    assert patch_names({"system/blockMeshDict": BLOCK_MESH}) == ["atmosphere", "lowerWall"]


def test_a_case_bag_weights_its_path_and_names_over_its_dictionaries() -> None:
    bag = case_terms(_case(**{"0__U": U_FIELD, "system__blockMeshDict": BLOCK_MESH}),
                     "Solver for two incompressible phases")
    assert bag["dam"] == 2 * PATH_WEIGHT  # the category and the name both say damBreak
    assert bag["obstacle"] == NAME_WEIGHT + 1  # a patch name, and a word of the field file
    assert bag["hull"] == NAME_WEIGHT  # a surface file's name
    assert bag["lid"] == 1  # a comment
    assert bag["phase"] == 1  # the solver's description
    assert "fixed" not in bag and "slip" in bag  # fixedValue is boilerplate, noSlip is not


def test_bm25_prefers_the_rare_word_and_the_short_document() -> None:
    documents = [
        {"wall": 3, "inlet": 1},
        {"wall": 1, "obstacle": 1},
        {"wall": 1, "obstacle": 1, "inlet": 5, "outlet": 5, "cyclic": 5},
        {"wall": 2},
    ]
    bm25 = BM25(documents)
    assert bm25.idf("obstacle") > bm25.idf("wall") > 0 and bm25.idf("unknown") == 0
    scores = bm25.scores(["wall", "obstacle"])
    assert int(np.argmax(scores)) == 1  # the shorter of the two with the rare word
    assert scores[1] > scores[2] > scores[0]
    assert not bm25.scores(["unknown"]).any()


def test_ties_share_a_rank_so_no_word_is_no_evidence() -> None:
    assert rank_of(np.array([0.0, 2.0, 0.0, 1.0])).tolist() == [2, 0, 2, 1]


def test_every_query_facet_is_a_regime_field_copied_by_name() -> None:
    """One mapping: a facet added to QueryFacets must exist on Regime, and is copied, unless
    it is one read from the spec's geometry and values (a square domain)."""
    names = [item.name for item in fields(QueryFacets) if item.name not in SPEC_FACETS]
    assert set(names) <= set(Regime.model_fields)
    assert not SPEC_FACETS & set(Regime.model_fields)
    regime = read_regime("laminar, transient, compressible two-phase flow, buoyant, with "
                         "chemical reactions, inviscid, heat transfer, using interFoam")
    facets = query_facets(regime)
    for name in names:
        assert getattr(facets, name) == getattr(regime, name), name
    # A facet only the solver's name implies is not passed on.
    implied = query_facets(read_regime("use simpleFoam"))
    assert implied.solver == "simpleFoam" and implied.time is None
