"""Words about the computer and the person waiting are no physics: a span tied to the machine,
to the result coming back or to a cap on the run is the run's wall-clock limit, never
``endTime``; the machine's size, memory, year and a time of day are notes; the flow's time
(simulated, physical, real) stays the flow's, and a span that could be either stays unread."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec

_CAVITY = "icoFoam cavity, lid 1 m/s, nu 0.01, run to 0.5 s"


@pytest.mark.parametrize(("tail", "seconds"), [
    # the result coming back, or the person waiting for it
    ("; I need it back within 5 minutes.", 300.0),
    ("; please have the answer back in ten minutes.", 600.0),
    (". Results needed in 90 seconds.", 90.0),
    ("; I'll check back in 20 minutes.", 1200.0),
    ("; I can wait half an hour at most.", 1800.0),
    (", I have to present this in 15 minutes.", 900.0),
    ("; the office PC is free and I can leave it running for 40 minutes over coffee.", 2400.0),
    # a cap on the run's own duration
    ("; don't let it run longer than 3 min.", 180.0),
    ("; keep the runtime under 5 min.", 300.0),
    ("; it should not take more than a couple of minutes.", 120.0),
    ("; the job gets killed after 30 min.", 1800.0),
    # the machine itself, with spans said without digits or fused to their noun
    (". I only have an hour of machine time.", 3600.0),
    ("; we have a 2-hour slot on the cluster.", 7200.0),
    (", ~4 min wall on my two-core VM.", 240.0),
    ("; my battery is low, so a minute or two of wall-clock at most.", 120.0),
    ("; I'm borrowing one core of the lab server, so roughly 3 hours at most.", 10800.0),
])
def test_a_span_tied_to_the_computer_or_the_wait_is_the_run_s_limit(tail: str,
                                                                    seconds: float) -> None:
    spec = parse_spec(_CAVITY + tail)
    assert spec.stated.wall_clock is not None
    assert spec.stated.wall_clock.value == pytest.approx(seconds)
    assert spec.stated.end_time is not None and spec.stated.end_time.value == 0.5
    assert not spec.unparsed


@pytest.mark.parametrize(("request_text", "end_time"), [
    ("Heated room: simulate twenty minutes of real time and save every two minutes. I'd like "
     "it done within a quarter of an hour of wall-clock.", 1200.0),
    ("Hot room, run 20 seconds of real time; the group server is free overnight.", 20.0),
    ("Cavity, lid 1 m/s, ten minutes of real (simulated) time, on my laptop.", 600.0),
])
def test_real_time_is_the_flow_s_time(request_text: str, end_time: float) -> None:
    """"Simulate twenty minutes of real time" was the run's wall-clock limit and no endTime."""
    stated = parse_spec(request_text).stated
    assert stated.end_time is not None and stated.end_time.value == pytest.approx(end_time)
    assert stated.wall_clock is None or stated.wall_clock.value != pytest.approx(end_time)


@pytest.mark.parametrize("request_text", [
    # could be the flow's: no computer, no waiting, no cap on the run
    _CAVITY + ". The core of the vortex moves after 2 minutes.",
    # a cap in seconds with no computer is a statement about the flow
    _CAVITY + ". A wave takes less than 2 s to cross the box.",
    # a slot of the geometry, not of the machine's time
    "Cavity, lid 1 m/s, nu 0.01, end at 0.5 s; a 1 m tall slot in the floor.",
])
def test_a_span_that_could_be_the_flow_s_stays_unread(request_text: str) -> None:
    spec = parse_spec(request_text)
    assert spec.stated.wall_clock is None
    assert spec.unparsed


@pytest.mark.parametrize(("tail", "cores", "note"), [
    ("; my 8 GB desktop has two cores.", 2, "memory 8 GB"),
    (". I'll run it on the old office PC (quad-core from 2011).", 4, "the machine's year 2011"),
    (". It's for the 3 pm meeting, on an eight-core workstation.", 8, "a time of day 3 pm"),
    (", on a 2-vCPU cloud box with 16 GB of RAM.", 2, "memory 16 GB of RAM"),
    (" on 4 cores. The design review is in 2 weeks.", 4, "a deadline in 2 weeks"),
])
def test_the_machine_and_the_clock_are_notes(tail: str, cores: int, note: str) -> None:
    spec = parse_spec(_CAVITY + tail)
    assert spec.stated.cores is not None and spec.stated.cores.value == cores
    assert note in [item.value for item in spec.stated.machine_notes]
    assert spec.stated.wall_clock is None
    assert not spec.unparsed
    assert any("sets nothing" in line for line in spec.stated.describe())


@pytest.mark.parametrize(("tail", "words"), [
    ("; overnight is fine.", "overnight"),
    (". I'd like the plots before lunch.", "before lunch"),
    (", just a quick look.", "quick look"),
    ("; no rush.", "no rush"),
    ("; on my laptop, if it takes more than a few minutes that's a problem.", "a few minutes"),
])
def test_a_budget_with_no_number_is_a_note_and_limits_nothing(tail: str, words: str) -> None:
    spec = parse_spec(_CAVITY + tail)
    assert spec.stated.wall_clock is None
    assert any(words in item.value for item in spec.stated.machine_notes)
    assert spec.stated.end_time is not None and spec.stated.end_time.value == 0.5


def test_a_core_count_alone_leaves_the_run_s_time_to_the_flow() -> None:
    """"Run 0.25 second on one processor" is simulated time run on one processor."""
    spec = parse_spec("Cavity, lid 1 m/s, nu 0.01. Run 0.25 second on one processor and save "
                      "every 0.05 s.")
    assert spec.stated.end_time is not None and spec.stated.end_time.value == 0.25
    assert spec.stated.wall_clock is None
    assert spec.stated.cores is not None and spec.stated.cores.value == 1
