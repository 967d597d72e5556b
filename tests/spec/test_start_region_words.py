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
    read = [item.name for item in reading.spec.stated.properties] + [
        item.row.keyword for item in reading.spec.stated.coefficients]
    assert read == ["initialDepth"], "the keyword is read, as a property or a model coefficient"
    claimed = [reading.spec.text[claim.start:claim.end] for claim in reading.claims
               if claim.reader == "regions"]
    assert all("initialDepth" not in words for words in claimed)


def test_a_bodys_width_across_is_its_diameter() -> None:
    spec = parse_spec("compressibleInterFoam blast: a gas bubble 12 cm across, centred 0.3 m "
                      "from the left wall and 0.6 m above the bottom, at 30 bar and 600 K.")
    bubble = [item for item in spec.stated.regions if item.shape == "sphere"]
    assert {(item.field, float(item.value)) for item in bubble} == {("p", 3e6), ("T", 600.0)}
    assert [item.radius for item in bubble] == pytest.approx([0.06, 0.06])
    assert dict(bubble[0].offsets) == {"left": 0.3, "bottom": 0.6}


@pytest.mark.parametrize(("text", "level"), [
    ("compressibleInterFoam tank: the free surface sits 0.9 m above the floor, air above it.",
     0.9),
    ("interFoam capillary slot: begin with the water standing 6 mm deep, air above.", 0.006),
    ("twoPhaseEulerFoam column 1 m tall: fill water to 35 cm with air on top, run 8 s.", 0.35),
    ("interFoam slot: water up to 0.2 inch from the bottom at the start.", 0.00508),
])
def test_a_liquids_level_said_in_words(text: str, level: float) -> None:
    height = parse_spec(text).stated.column_height
    assert height is not None
    assert height.value == pytest.approx(level)


@pytest.mark.parametrize("text", [
    "interFoam channel: water up to 2 m from the inlet.",
    "interFoam channel with the water 3 m wide.",
])
def test_a_length_along_the_tank_is_no_level(text: str) -> None:
    assert parse_spec(text).stated.column_height is None


def test_a_dotted_field_name_is_no_keyword_of_its_tail() -> None:
    spec = parse_spec("twoPhaseEulerFoam column: alpha.air = 0 at the start, run 4 s.")
    assert "air" not in {item.name for item in spec.stated.properties}


def test_a_fraction_the_fill_makes_is_the_levels_words() -> None:
    said = parse_spec("twoPhaseEulerFoam bubble column, setFields: water (alpha.air = 0) up "
                      "to y = 0.45 m, air above it.")
    assert said.stated.liquid_level is not None
    assert said.unparsed == ()


def test_a_fraction_the_fill_does_not_make_stays_not_understood() -> None:
    said = parse_spec("twoPhaseEulerFoam bubble column, setFields: water (alpha.air = 1) up "
                      "to y = 0.45 m, air above it.")
    assert any("alpha.air = 1" in phrase for phrase in said.unparsed)
