"""Start regions said in words: a place restated in parentheses, an axis compared in words, a
round body's width "across", a liquid's level said as a surface or a depth, and the rule that a
region reader claims only its own words. The wordings are this file's own."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.bounded_regions import read_bounded
from foam_agent.agents.spec.parse import parse_spec, read_spec


def _regions(text: str) -> list[tuple[str, str, float]]:
    return [(item.region, item.field, round(float(item.value), 6))
            for item in parse_spec(text).stated.regions if not isinstance(item.value, tuple)]


def test_parentheses_holding_only_a_place_restate_the_clauses_place() -> None:
    spec = parse_spec("Two-liquid mixing in a long flume with twoLiquidMixingFoam: set "
                      "alpha.brine = 1 over the first 4 m of the flume (0 <= x <= 4 m) and 0 "
                      "elsewhere, run 30 s.")
    regions = {(item.region, item.field, float(item.value)): item.bounds
               for item in spec.stated.regions}
    assert regions[("region", "alpha.brine", 1.0)] == ((0, 0.0, 4.0),)
    assert ("default", "alpha.brine", 0.0) in regions
    assert not any("alpha.brine" in phrase for phrase in spec.unparsed)


@pytest.mark.parametrize(("text", "bound"), [
    ("interFoam: alpha.water = 1 for z under 0.25 m, 0 above; run 2 s.", (2, None, 0.25)),
    ("interFoam, setFields alpha.water 1 where y is below 8 mm, 0 above.", (1, None, 0.008)),
    ("interFoam: alpha.water 0 for y greater than 0.4 m.", (1, 0.4, None)),
])
def test_an_axis_compared_in_words_bounds_a_place(text: str, bound: tuple[int, float | None,
                                                                          float | None]) -> None:
    (region,) = [item for item in parse_spec(text).stated.regions if item.region == "region"]
    assert region.bounds == (bound,)


def test_a_size_times_an_axis_is_no_bound() -> None:
    assert read_bounded("a mesh of 40 x below 2 m cells") == []


def test_a_region_claims_its_place_and_values_and_no_other_words() -> None:
    text = ("Wave flume (setFields alpha.water 1 below z = 0.35 m, initialDepth 0.35), "
            "run 12 s.")
    (_, span), = read_bounded(text)
    assert text[span[0]:span[1]] == "alpha.water 1 below z = 0.35 m"
    reading = read_spec(text)
    assert [item.name for item in reading.spec.stated.properties] == ["initialDepth"]
    claimed = [reading.spec.text[claim.start:claim.end] for claim in reading.claims
               if claim.reader == "regions"]
    assert all("initialDepth" not in words for words in claimed)
