"""The count of directions a request asks for, read in words written here whatever else the
request's geometry gives: a 2-D word with a size the value reader takes is still a
requirement; denials, plots and two counts ask nothing."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.dimensions import read_dimensions
from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize(("request_", "count"), [
    ("Laminar 2D dam break in a 0.584 m square tank.", 2),
    ("Sloshing water in a tank 3 m wide, as a 2-D cross-section, for 8 s.", 2),
    ("A two-dimensional slice through a heated box 20 cm on a side.", 2),
    ("Keep the mesh one cell thick in z and run the cavity at Re 400.", 2),
    ("Treat the rod as one-dimensional: 1 m long, ends at 300 K and 400 K.", 1),
    ("Run the underwater explosion as a 3-D case in a 2 m cube.", 3),
    ("A three-dimensional lid-driven cube, lid at 1 m/s.", 3),
])
def test_a_count_said_in_words_is_a_requirement(request_: str, count: int) -> None:
    spec = parse_spec(request_)
    assert spec.stated.dimensions is not None
    assert spec.stated.dimensions.value == count


@pytest.mark.parametrize("request_", [
    # a tutorial's name is no count of directions
    "Run mixerVessel2D with the rotor at 50 rad/s.",
    "Follow the depthCharge3D example with a 0.1 m bubble.",
    # a plot's words
    "Give me a 2D contour plot of the temperature in the pipe.",
    # a denial
    "The channel flow, not 3D, at 2 m/s.",
    # two counts: the words do not say which the case must be
    "A 2D slice of the 3D tank, 4 m wide.",
])
def test_words_that_ask_no_count(request_: str) -> None:
    assert parse_spec(request_).stated.dimensions is None


def test_a_denied_count_leaves_the_other() -> None:
    reading = read_dimensions("treat it as 2-D rather than 3D, 1 m by 2 m")
    assert reading.dimensions is not None and reading.dimensions.value == 2
    assert reading.dimensions.source == "2-D"
