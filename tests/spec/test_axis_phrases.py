"""One reader of axis phrases ("in the -y direction", "(x-direction)") serves both the
direction of a vector and the heading kept with a size, so the two read the same words."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.values.directions import axis_phrases, stated_direction
from foam_agent.agents.spec.values.headings import heading_in


@pytest.mark.parametrize(("text", "words", "vector"), [
    ("blowing in the x direction", ["in the x direction"], (1.0, 0.0, 0.0)),
    ("a pull along Negative z", ["along Negative z"], (0.0, 0.0, -1.0)),
    ("jet (y-direction) at 3 m/s", ["y-direction"], (0.0, 1.0, 0.0)),
    ("heading towards -x", ["towards -x"], (-1.0, 0.0, 0.0)),
])
def test_each_phrase_is_read_once_with_its_sign(text: str, words: list[str],
                                                vector: tuple[float, ...]) -> None:
    phrases = list(axis_phrases(text))
    assert [phrase.words for phrase in phrases] == words
    assert phrases[0].vector == vector == stated_direction(text)


@pytest.mark.parametrize("text", ["within x of the wall", "the x-y plane", "index z3"])
def test_words_that_only_contain_an_axis_name_none(text: str) -> None:
    assert list(axis_phrases(text)) == []


def test_the_heading_and_the_direction_agree_on_a_capitalised_sign() -> None:
    heading = heading_in("Along Negative Y")
    assert heading is not None and heading.axis == (0.0, -1.0, 0.0)
    assert stated_direction("Along Negative Y") == (0.0, -1.0, 0.0)


def test_two_phrases_that_differ_make_the_heading_unclear() -> None:
    heading = heading_in("+x direction, then in the y direction")
    assert heading is not None and heading.kind == "unclear"
    assert stated_direction("+x direction, then in the y direction") == (1.0, 0.0, 0.0)
