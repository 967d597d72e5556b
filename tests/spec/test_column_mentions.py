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
