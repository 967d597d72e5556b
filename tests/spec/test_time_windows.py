"""A window of the run's time is read whole: its start and end together, in the end's unit
where the start has none, or not at all where the words make it something else's range.

Each wording is this file's own. Read apart, "Run 0 to 5 s" had left its start unread (the
case ended with "not understood"), "Simulate 0–2 s" read nothing, "Run 0 s to 0.2 s" set an
end time of 0, and "ramp the lid from 0 to 2 s" set a start time of 2.
"""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec

CAVITY = "Lid-driven cavity with icoFoam, lid at 1 m/s. "


@pytest.mark.parametrize(("window", "start", "end"), [
    ("Run 0 to 5 s.", 0, 5),
    ("Simulate 0 to 1 s with deltaT 5 ms.", 0, 1),
    ("Simulate 0–2 s.", 0, 2),
    ("Time window 0-2 s.", 0, 2),
    ("Run 0 s to 0.2 s.", 0, 0.2),
    ("Run 0 to 50 ms and write every 5 ms.", 0, 0.05),
    ("Run between 0 and 2 s.", 0, 2),
    ("Run t = 0 → 2 s.", 0, 2),
    ("Integrate from 0 to 0.3.", 0, 0.3),
    ("Simulate zero to two seconds.", 0, 2),
    ("Run the case from 0.5 s until 1.5 s.", 0.5, 1.5),
    ("Advance it 10 - 20 ms.", 0.01, 0.02),
    ("Write every 0.1 s from 0 to 1 s.", 0, 1),
])
def test_a_window_gives_start_and_end_and_leaves_nothing_open(window: str, start: float,
                                                               end: float) -> None:
    spec = parse_spec(CAVITY + window)
    assert spec.stated.start_time is not None and spec.stated.end_time is not None
    assert float(spec.stated.start_time.value) == pytest.approx(start)
    assert float(spec.stated.end_time.value) == pytest.approx(end)
    assert not spec.unparsed


@pytest.mark.parametrize("sentence", [
    "Ramp the lid speed from 0 to 2 s, then run 5 s.",
    "Average the velocity from 2 to 5 s; run until 5 s.",
    "Sample probes from 0.5 s to 1 s and run 1 s.",
])
def test_a_range_of_something_else_sets_no_start_and_stays_open(sentence: str) -> None:
    spec = parse_spec(CAVITY + sentence)
    assert spec.stated.start_time is None
    assert spec.stated.end_time is not None
    assert spec.unparsed


@pytest.mark.parametrize("sentence", [
    "Run it for 5 to 10 s, whatever converges.",
    "Simulate for 0-2 s.",
    "Run 5 s to 2 s.",
])
def test_a_rough_or_reversed_range_is_no_window_and_no_end(sentence: str) -> None:
    spec = parse_spec(CAVITY + sentence)
    assert spec.stated.start_time is None and spec.stated.end_time is None
    assert spec.unparsed


def test_a_range_of_steps_sizes_is_no_time_step() -> None:
    """"A time step of 1 to 2 ms" names no single step; its 1 was a step of 1 s."""
    spec = parse_spec(CAVITY + "Use a time step of 1 to 2 ms and run 1 s.")
    assert spec.stated.delta_t is None
    assert spec.unparsed


def test_a_window_that_disagrees_with_the_end_keyword_stays_open() -> None:
    spec = parse_spec(CAVITY + "endTime 3. Run 0 to 2 s.")
    assert spec.stated.end_time is not None and float(spec.stated.end_time.value) == 3
    assert spec.stated.start_time is None
    assert spec.unparsed


@pytest.mark.parametrize("sentence", [
    "Channel, x from 0 to 6 and y from 0 to 1. Run 10 s.",
    "The lid speed rises from 0 to 2 m/s over the first second, run 3 s.",
])
def test_a_range_of_space_or_speed_is_no_window(sentence: str) -> None:
    spec = parse_spec(sentence)
    assert spec.stated.start_time is None
