"""A setFields region said by the bounds of its place on the case's axes, and the values said
of the rest of the domain (setFields' defaults). The wordings are this file's own."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.region_value import Bound


def _regions(text: str) -> list[tuple[str, str, float, tuple[Bound, ...]]]:
    return [(item.region, item.field, round(float(item.value), 6), item.bounds)
            for item in parse_spec(text).stated.regions if not isinstance(item.value, tuple)]


@pytest.mark.parametrize(("text", "bounds"), [
    ("twoLiquidMixingFoam lock exchange: the dense fluid sits at the far end "
     "(x > 7.25 m, alpha.sludge 1), run 40 s.", ((0, 7.25, None),)),
    ("Lock exchange: alpha.sludge = 1 where x >= 725 cm, endTime 40 s.", ((0, 7.25, None),)),
    ("Lock exchange with twoLiquidMixingFoam; alpha.sludge 1 for 7.25 < x < 10 m.",
     ((0, 7.25, 10.0),)),
    ("Lock exchange: set alpha.sludge to 1 in x from 7.25 m to the right wall.",
     ((0, 7.25, None),)),
])
def test_a_place_by_its_bounds_is_a_setfields_region(text: str,
                                                      bounds: tuple[Bound, ...]) -> None:
    assert _regions(text) == [("region", "alpha.sludge", 1.0, bounds)]


@pytest.mark.parametrize("text", [
    "interFoam dam break: alpha.water 1 in the box x 0..0.25, y 0..0.4, 0 elsewhere.",
    "interFoam dam break: the liquid block (0 <= x <= 0.25 m, y <= 0.4 m, alpha.water 1), "
    "the rest 0.",
    "interFoam dam break with alpha.water = 1 for x < 25 cm and y < 40 cm; alpha.water 0 "
    "everywhere else.",
])
def test_the_rest_is_setfields_defaults(text: str) -> None:
    found = _regions(text)
    assert ("default", "alpha.water", 0.0, ()) in found
    ((_, _, value, bounds),) = [item for item in found if item[0] == "region"]
    assert value == 1.0
    assert [(axis, high) for axis, _, high in bounds] == [(0, 0.25), (1, 0.4)]


def test_a_default_said_beside_the_place_is_the_rest() -> None:
    found = _regions("bubble column, water to 0.6 m (alpha.air = 0 in the box x 0..0.15, "
                     "y 0..0.6), air above it (default alpha.air 1).")
    assert ("default", "alpha.air", 1.0, ()) in found
    assert ("region", "alpha.air", 0.0, ((0, 0.0, 0.15), (1, 0.0, 0.6))) in found


def test_a_bare_rest_follows_a_selectors_one_field() -> None:
    found = _regions("setFields boxToCell box (0 0 -1) (0.3 0.3 1) with alpha.water 1 "
                     "inside and 0 outside.")
    assert ("default", "alpha.water", 0.0, ()) in found


@pytest.mark.parametrize("text", [
    "A 20 x 20 x 1 mesh of the 0.1 m cavity, icoFoam, lid at 1 m/s.",
    "Channel 2 m x 0.1 m, inlet at 1 m/s, x from 0 to 2 m.",
])
def test_a_size_or_a_place_without_values_is_no_region(text: str) -> None:
    assert _regions(text) == []


def test_everywhere_else_is_not_every_region() -> None:
    found = _regions("alpha.water 1 for x < 0.2 m, 0 everywhere else; interFoam damBreak.")
    assert all(region != "domain" for region, _, _, _ in found)


@pytest.mark.parametrize("text", [
    "rhoCentralFoam shock tube: the gas for x < 0 starts at 3 bar and 420 K, 0.3 bar and "
    "290 K elsewhere.",
    "Shock tube (sonicFoam): left half at 3 bar and 420 K, the rest at 0.3 bar and 290 K.",
    "shock tube: p = 3 bar and T = 420 K for x < 0, p = 0.3 bar and T = 290 K for x > 0.",
])
def test_a_tubes_other_side_said_as_the_rest(text: str) -> None:
    states = sorted((item.side, item.field, round(float(item.value), 3))
                    for item in parse_spec(text).stated.initial_states)
    assert states == [("left", "T", 420.0), ("left", "p", 3e5), ("right", "T", 290.0),
                      ("right", "p", 3e4)]


@pytest.mark.parametrize(("text", "bound"), [
    ("interFoam tank: with setFields put alpha.water = 1 under z = 80 cm, run 3 s.",
     (2, None, 0.8)),
    ("Tank with interFoam; initially alpha.water = 1 above the plane y = 0.25 m.",
     (1, 0.25, None)),
    ("Sloshing tank, interFoam: alpha.water = 1 for cells lower than y = 1.2 ft.",
     (1, None, 0.36576)),
])
def test_a_coordinate_compared_in_words_is_a_one_sided_bound(text: str,
                                                             bound: Bound) -> None:
    ((region, field, value, bounds),) = _regions(text)
    assert (region, field, value) == ("region", "alpha.water", 1.0)
    assert bounds == (pytest.approx(bound),)


def test_a_bare_number_on_the_other_side_of_a_one_sided_bound_is_the_rest() -> None:
    """"0 beneath y = 0.5 m and 1 above": the other side is every cell the region leaves; the
    words after the bound are no range of it ("y = 0.5 m and 1" is not 0.5 < y < 1)."""
    found = _regions("multiphaseEulerFoam column: initially alpha.air = 0 beneath y = 0.5 m "
                     "and 1 above.")
    assert found == [("region", "alpha.air", 0.0, ((1, None, 0.5),)),
                     ("default", "alpha.air", 1.0, ())]


def test_the_other_side_of_a_box_is_not_the_rest() -> None:
    """Above a box are not all the cells it leaves: a bare "1 above" stays unread."""
    found = _regions("Column, multiphaseEulerFoam: alpha.air = 0 for 0 < x < 0.1 m, y < 0.5 m "
                     "and 1 above.")
    assert [item[0] for item in found] == ["region"]


def test_values_listed_in_parentheses_before_a_place_are_all_its_own() -> None:
    found = _regions("Column with multiphaseEulerFoam: with setFields, liquid (alpha.water = 1, "
                     "alpha.air = 0) under y = 0.7 m, run 2 s.")
    assert found == [("region", "alpha.water", 1.0, ((1, None, 0.7),)),
                     ("region", "alpha.air", 0.0, ((1, None, 0.7),))]
