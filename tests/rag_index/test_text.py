"""Normalisation: the same words for documents and queries."""

from __future__ import annotations

import pytest

from foam_agent.rag_index.text import (
    compact_tokens,
    compound_splitter,
    normalise,
    request_words,
    split_identifiers,
    strip_comments,
    tokens,
)


@pytest.mark.parametrize(
    ("identifier", "words"),
    [
        ("rhoCentralFoam", "rho Central Foam"),
        ("BenardCells", "Benard Cells"),
        ("kOmegaSST", "k Omega SST"),
        ("SSTModel", "SST Model"),
        ("counterFlowFlame2D_GRI", "counter Flow Flame 2D GRI"),
        ("wedge15Ma5", "wedge 15 Ma 5"),
        ("p_rgh", "p rgh"),
        ("alpha.water", "alpha.water"),
    ],
)
def test_identifiers_split_into_words(identifier: str, words: str) -> None:
    assert split_identifiers(identifier) == words


def test_numbers_and_their_punctuation_go_but_2d_stays() -> None:
    prompt = "A 2D case: inlet (2.61933,-0.50632,0.0) m/s, nu 1e-05, deltaT 0.0025."
    assert normalise(prompt) == "a 2d case: inlet m/s, nu delta t"


def test_documents_and_queries_meet_on_the_same_tokens() -> None:
    assert tokens("forwardStep rhoCentralFoam") == tokens("forward step, rho central foam")


def test_compact_tokens_keep_names_whole() -> None:
    assert compact_tokens("Use interFoam, not PisoFoam!") == ["use", "interfoam", "not", "pisofoam"]


def test_glued_names_are_split_only_when_known() -> None:
    split = compound_splitter(["pitzDaily", "offsetCylinder", "cavity"])
    assert split("ras pitzdaily and offsetcylinder, not squarebend") == (
        "ras pitz daily and offset cylinder, not squarebend"
    )


def test_comments_are_stripped_but_code_is_kept() -> None:
    text = "/* banner\n */\napplication icoFoam; // the solver\nendTime 0.5;\n"
    assert strip_comments(text).split() == ["application", "icoFoam;", "endTime", "0.5;"]


def test_request_words_glue_neighbours_as_case_tables_write_them() -> None:
    words = request_words("An overset mesh around a floating body")
    assert {"overset", "floatingbody", "oversetmesh", "floating"} <= words
    assert "anfloating" not in words  # only neighbours are glued
