"""Places said as a patch's name with a noun of place ("the cylinder surface", "the inlet
face") and in the plural ("the exits", "both exits"): ``foamcase.case.patches.resolve``."""

from __future__ import annotations

import pytest

from foam_agent.foamcase.case.patch_roles import bare, stated_count
from foam_agent.foamcase.case.patches import resolve

PATCHES = {"inlet": "patch", "outlet1": "patch", "outlet2": "patch", "cylinder": "wall",
           "lowerWall": "wall", "frontAndBack": "empty"}


@pytest.mark.parametrize(("said", "meant"), [
    ("the cylinder surface", ["cylinder"]),
    ("cylinder face", ["cylinder"]),
    ("the inlet face", ["inlet"]),
    ("lower wall surface", ["lowerWall"]),
])
def test_a_patch_named_before_a_noun_of_place_is_that_patch(said: str, meant: list[str]
                                                            ) -> None:
    assert resolve((said,), PATCHES) == meant


def test_a_noun_of_place_alone_or_after_no_patch_names_none() -> None:
    assert resolve(("surface",), PATCHES) == []
    assert resolve(("the hull surface",), PATCHES) == []


@pytest.mark.parametrize("said", ["the exits", "exits", "both exits", "the two exits"])
def test_a_plural_means_every_patch_its_singular_means(said: str) -> None:
    assert resolve((said,), PATCHES) == ["outlet1", "outlet2"]


def test_a_count_before_an_opening_word_is_read_as_its_count() -> None:
    assert bare("both exits") == "exits"
    assert stated_count("both exits") == 2
    assert stated_count("the three vents") == 3
