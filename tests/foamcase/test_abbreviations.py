"""A keyword written short is the one keyword whose camel-case parts it abbreviates, part for
part and in order; two candidates, or none, name nothing."""

from __future__ import annotations

import pytest

from foam_agent.foamcase.case.abbreviations import camel_parts, expand_abbreviation

NAMES = ("nNonOrthogonalCorrectors", "nOuterCorrectors", "nCorrectors", "momentumPredictor",
         "maxCo", "maxAlphaCo", "residualAlpha", "residualRe", "residualRho")


@pytest.mark.parametrize(("word", "expected"), [
    ("nNonOrthCorr", "nNonOrthogonalCorrectors"),
    ("nOuterCorr", "nOuterCorrectors"),
    ("nCorr", "nCorrectors"),
    ("momPredictor", "momentumPredictor"),
    ("maxAlphCo", "maxAlphaCo"),
    # the name itself is no abbreviation
    ("maxCo", None),
    # parts out of order, or more or fewer parts than any name
    ("nCorrOuter", None),
    ("nNonCorr", None),
    # two names fit: which one the words do not say
    ("residualR", None),
])
def test_a_short_form_is_the_one_name_it_abbreviates(word: str, expected: str | None) -> None:
    assert expand_abbreviation(word, NAMES) == expected


def test_camel_parts_keep_runs_of_capitals_and_digits() -> None:
    assert camel_parts("nNonOrthCorr") == ("n", "Non", "Orth", "Corr")
    assert camel_parts("GAMGSolver2") == ("GAMG", "Solver", "2")
