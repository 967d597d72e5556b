"""The two states of a split tube, by their labels ("L:", "R:") or by the flow across the
diaphragm ("upstream", "downstream": placed by the stated pressures, never assumed), and a
membrane placed with an at sign. The wordings are this file's own."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


def _sides(text: str) -> list[tuple[str, str, float]]:
    return [(item.side, item.field, round(float(item.value), 3))
            for item in parse_spec(text).stated.initial_states]


@pytest.mark.parametrize("text", [
    "shock tube in air. L: p 3 bar, T 400 K. R: p 1 bar, T 300 K. Run 2 ms.",
    "Shock tube, L: T 400 K, p 3 bar; R: T 300 K, p 1 bar.",
])
def test_labelled_sides_are_the_tubes_states(text: str) -> None:
    assert sorted(_sides(text)) == [("left", "T", 400.0), ("left", "p", 3e5),
                                    ("right", "T", 300.0), ("right", "p", 1e5)]
    assert not parse_spec(text).unparsed


def test_a_membrane_placed_with_an_at_sign_is_the_diaphragm() -> None:
    spec = parse_spec("shock tube, membrane @ x = 0.25 m. L: p 2 bar. R: p 1 bar.")
    assert spec.stated.diaphragm is not None and spec.stated.diaphragm.value == 0.25


@pytest.mark.parametrize(("text", "left"), [
    ("A shock tube. Upstream of the diaphragm the gas is at 6 bar and 330 K; downstream of "
     "it at 0.6 bar and 290 K.", 6e5),
    ("A shock tube. Downstream of the diaphragm: 8 bar, 300 K. Upstream: 2 bar, 300 K.",
     8e5),
])
def test_sides_said_by_the_flow_are_placed_by_their_pressures(text: str, left: float) -> None:
    """The higher-pressure gas is the driver (the left, as "the high-pressure side" is),
    whichever of "upstream" and "downstream" the words give it."""
    pressures = {side: value for side, field, value in _sides(text) if field == "p"}
    assert pressures["left"] == left and pressures["right"] < left


def test_sides_said_by_the_flow_without_both_pressures_stay_unread() -> None:
    spec = parse_spec("A shock tube. Upstream of the diaphragm the gas is at 330 K; "
                      "downstream of it at 290 K.")
    assert not spec.stated.initial_states
    assert spec.unparsed, "which side is which is not known: the words are listed"


@pytest.mark.parametrize("text", [
    "Shock tube in nitrogen: the gas at x < 0.5 m holds 2 bar and 350 K, the stretch "
    "0.5 < x < 1 m holds 0.2 bar and 290 K.",
    "Riemann problem, diaphragm at x = 0.5: -2 < x < 0.5 at p = 2 bar, T = 350 K; "
    "0.5 < x < 2 at p = 0.2 bar, T = 290 K.",
    "Shock tube, driver gas in -300 mm < x < 500 mm at 2 bar and 350 K, driven gas in "
    "500 mm < x < 900 mm at 0.2 bar and 290 K.",
    "Set up a shock tube with setFields: high-pressure section x < 0.5 at p = 2 bar, "
    "T = 350 K; low-pressure section 0.5 < x < 3 m at p = 0.2 bar, T = 290 K.",
])
def test_a_stretch_between_two_bounds_is_the_side_of_the_split_it_lies_on(text: str) -> None:
    """"0.5 < x < 1 m" is the right of a tube split at 0.5 (by a one-sided stretch, the
    diaphragm, or the other stretch), never the left its "x < 1 m" alone would say."""
    assert sorted(_sides(text)) == [("left", "T", 350.0), ("left", "p", 2e5),
                                    ("right", "T", 290.0), ("right", "p", 2e4)]
    assert not [item for item in parse_spec(text).stated.boundary_values
                if item.field in ("p", "T")], "a side's values are no initial field"


def test_a_stretch_across_the_split_is_on_no_side() -> None:
    spec = parse_spec("A shock tube with its diaphragm at x = 0. Start -1 < x < 1 m at 3 bar.")
    assert not spec.stated.initial_states
    assert spec.unparsed, "the stretch's value is listed as not understood"
