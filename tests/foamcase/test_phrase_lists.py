"""A phrase list read as one pattern: escaped, longest first, gaps as its readers write them,
and whole phrases only."""

from __future__ import annotations

import re

import pytest

from foam_agent.foamcase.phrase_lists import (
    LOOSE,
    SPACE,
    SPACE_OR_HYPHEN,
    UNHYPHENATED,
    Gap,
    alternation,
    whole,
)


def test_the_longest_phrase_is_tried_first() -> None:
    match = re.match(alternation(("inlet", "inlets", "flow", "flow rate")), "inlets")
    assert match is not None and match.group(0) == "inlets"
    match = re.match(alternation(("flow", "flow rate")), "flow  rate")
    assert match is not None and match.group(0) == "flow  rate"


def test_each_phrase_is_escaped_and_listed_once() -> None:
    pattern = alternation(("abs.", "tau_0", "abs."))
    assert pattern.count("abs") == 1
    assert re.fullmatch(pattern, "abs.") and not re.fullmatch(pattern, "absX")


@pytest.mark.parametrize(("gap", "text", "reads"), [
    (SPACE, "vacuum \t permeability", True), (SPACE, "vacuum-permeability", False),
    (SPACE_OR_HYPHEN, "vacuum - permeability", True),
    (SPACE_OR_HYPHEN, "vacuumpermeability", False),
    (LOOSE, "vacuumpermeability", True), (LOOSE, "vacuum' permeability", True),
    (LOOSE, "vacuum_permeability", False),
])
def test_the_gap_between_words(gap: Gap, text: str, reads: bool) -> None:
    assert bool(re.fullmatch(alternation(("vacuum permeability",), gap), text)) is reads


def test_whole_phrases_only() -> None:
    assert re.search(whole(("inlet",)), "velocity-inlet-5")
    assert not re.search(whole(("inlet",)), "inlets")
    assert not re.search(whole(("gauge",), edge=UNHYPHENATED), "a gauge-block")
    assert re.search(whole(("gauge",), edge=UNHYPHENATED), "2 bar gauge")
