"""A liquid column's sizes belong to the mention of it they follow, not to the first mention in
the sentence (issue 23: a size belongs to the noun it describes)."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


def test_a_size_said_after_a_second_mention_of_the_column_is_the_column_s() -> None:
    """The tank named after the first mention closes only that mention's stretch: the block
    of oil named after it is sized by the lengths after it."""
    spec = parse_spec("Collapse of an olive-oil column in the standard dam-break tank (58.4 cm "
                      "wide, with the small bump on the floor): the oil block is 12 cm wide and "
                      "25 cm tall against the left wall, air above.")
    width, height = spec.stated.column_width, spec.stated.column_height
    assert width is not None and width.value == pytest.approx(0.12)
    assert height is not None and height.value == pytest.approx(0.25)
    assert spec.stated.extent is not None
    assert spec.stated.extent.value.sizes[0] == pytest.approx(0.584)


def test_a_fill_level_beside_a_column_with_no_liquid_word_is_the_liquid_s() -> None:
    """A bubble column is the container: its sizes said beside "water fills the bottom
    0.45 m" are not the liquid's (it cannot be both 0.8 m and 0.45 m tall), nor bound to a
    guessed axis of the domain; they stay not understood."""
    spec = parse_spec("Air bubbling through water with twoPhaseEulerFoam in the bubbleColumn "
                      "case (a 0.2 m wide, 0.8 m tall column). Water fills the bottom 0.45 m "
                      "at the start, with air above it.")
    height = spec.stated.column_height
    assert height is not None and height.value == pytest.approx(0.45)
    assert spec.stated.column_width is None
    assert spec.stated.extent is None
    assert any("0.8 m tall" in phrase for phrase in spec.unparsed)


def test_a_liquid_column_as_tall_as_its_level_keeps_its_width() -> None:
    """Sizes and a level that agree are one column's."""
    spec = parse_spec("interFoam damBreak: the column is 0.25 m wide and 0.5 m tall; water "
                      "fills the bottom 0.5 m of it, air above.")
    width, height = spec.stated.column_width, spec.stated.column_height
    assert width is not None and width.value == pytest.approx(0.25)
    assert height is not None and height.value == pytest.approx(0.5)
