"""Run lengths and write intervals in the ways people state them, and times that are not the
run's end (a ramp's duration, a time constant, an event at t = 0).

Each wording is this file's own; the kinds come from the blind sets' misses (a run's length
said as "run 6 s" lost to a ramp's "duration 4 s", "write every second", "results every
half second", "iterate 3000 times", "Co_max = 2").
"""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize(("request_text", "end", "seconds"), [
    ("The wall ramps in with a linearRamp of duration 3 s. Run 9 s, maxCo 0.4.", 9, True),
    ("Bring the flow up gently, ramped over 2 s; simulate 12 s in all.", 12, True),
    ("The lid starts moving at t = 0. Run 40 s.", 40, True),
    ("Carreau fluid with a time constant 0.6 s and n = 0.5. Run 2.5 s.", 2.5, True),
    ("Solve the plate; iterate 800 times to convergence.", 800, False),
    ("Let it run 3 minutes of flow time.", 180, True),
    ("I want the temperature history over the first 15 ms.", 0.015, True),
])
def test_the_run_length_is_the_run_verb_time(request_text: str, end: float,
                                             seconds: bool) -> None:
    stated = parse_spec(request_text).stated
    assert stated.end_time is not None
    assert stated.end_time.value == pytest.approx(end)
    assert stated.end_time.seconds is seconds


@pytest.mark.parametrize(("request_text", "interval"), [
    ("Run 30 s and write every second.", 1),
    ("Run 30 s, results every half second please.", 0.5),
    ("Simulate 2 ms and keep a snapshot every tenth of a millisecond.", 1e-4),
    ("Simulate 20 minutes and save a result every minute.", 60),
    ("Run 4 s; saving once per second.", 1),
])
def test_a_write_interval_said_per_unit_or_by_its_results(request_text: str,
                                                          interval: float) -> None:
    stated = parse_spec(request_text).stated
    assert stated.write_interval is not None
    assert stated.write_interval.value.unit == "time"
    assert stated.write_interval.value.value == pytest.approx(interval)
    assert stated.write_interval.value.seconds


def test_every_second_time_step_is_no_interval_of_a_second() -> None:
    stated = parse_spec("endTime 1, write every second time step").stated
    interval = stated.write_interval
    assert interval is None or interval.value.unit != "time"


def test_a_bare_end_time_is_in_the_case_unit() -> None:
    stated = parse_spec("endTime 0.75 and deltaT 0.002").stated
    assert stated.end_time is not None and not stated.end_time.seconds
    assert stated.delta_t is not None and not stated.delta_t.seconds


@pytest.mark.parametrize("words", ["Co_max = 2", "CFLmax 2", "maximum Courant number 2"])
def test_a_courant_limit_written_as_a_symbol(words: str) -> None:
    stated = parse_spec(f"pimpleFoam, adjustable time step with {words}, run 1 s").stated
    assert stated.max_co is not None and stated.max_co.value == 2


def test_a_unit_on_the_next_line_of_a_wrapped_request() -> None:
    stated = parse_spec("Please simulate 25\nmilliseconds and write every 5\nms.").stated
    assert stated.end_time is not None and stated.end_time.value == pytest.approx(0.025)
    assert stated.write_interval is not None
    assert stated.write_interval.value.value == pytest.approx(0.005)


@pytest.mark.parametrize(("words", "on"), [
    ("Fixed deltaT = 1e-5 s (adjustTimeStep off), endTime 0.01 s", False),
    ("adjustTimeStep no; endTime 1", False),
    ("adjustTimeStep yes with maxCo 0.5, endTime 1", True),
    ("adjustable time stepping, maxCo 0.9, run 2 s", True),
])
def test_adjustable_stepping_switched_on_or_off(words: str, on: bool) -> None:
    stated = parse_spec(words).stated
    assert stated.adjustable is not None and stated.adjustable.value is on


@pytest.mark.parametrize(("request_text", "step"), [
    ("Pure advection: DT = 0 in transportProperties, dt 0.002 s, run 3 s.", 0.002),
    ("Set DT = 0 (no diffusion) and use a time step of 1e-3 s.", 0.001),
])
def test_a_zero_after_dt_is_no_time_step(request_text: str, step: float) -> None:
    stated = parse_spec(request_text).stated
    assert stated.delta_t is not None
    assert stated.delta_t.value == pytest.approx(step)


@pytest.mark.parametrize("prompt", [
    "scalarTransportFoam pitzDaily, DT from a Peclet number Pe = U h / DT = 500, deltaT 2e-4 s",
    "laplacianFoam flange, a Fourier number Fo = DT * t / L^2 = 0.5, deltaT 2e-4 s",
])
def test_a_diffusivity_or_a_symbol_in_a_formula_is_no_time_step(prompt: str) -> None:
    """"Pe = U h / DT = 500" set a 500 s time step: the diffusivity keyword DT was read as "dt",
    and a symbol inside a formula took the formula's value."""
    delta_t = parse_spec(prompt).stated.delta_t
    assert delta_t is not None and delta_t.value == pytest.approx(2e-4)
    assert parse_spec("cavity, dt = 0.005 s, end 0.5 s").stated.delta_t.value == 0.005


@pytest.mark.parametrize("request_text", [
    "pitzDaily with k-omega SST: inlet 12 m/s; k and omega start at 0.4 everywhere; 600 iterations",
    "Let the temperature start at 0.5 in the tank, run 3 s.",
    "channel flow, the tracer begins at 0.2 near the inlet, end time 4",
])
def test_a_field_that_starts_at_a_value_does_not_start_the_run(request_text: str) -> None:
    """'k and omega start at 0.4' is the fields' initial value; taken as startTime the run
    would begin at t = 0.4 and skip what the request asked to see."""
    assert parse_spec(request_text).stated.start_time is None


@pytest.mark.parametrize(("request_text", "start"), [
    ("cavity, start at 0.5, end at 2, lid 1 m/s", 0.5),
    ("cavity: the simulation starts at 0.2 and runs until 1 s", 0.2),
    ("cavity, the run begins at 0.1, end time 0.5", 0.1),
    ("the valve flow starts at 2 s; run to 6 s", 2),
])
def test_the_run_or_a_time_unit_keeps_the_start_time(request_text: str, start: float) -> None:
    stated = parse_spec(request_text).stated
    assert stated.start_time is not None
    assert stated.start_time.value == pytest.approx(start)


def test_everywhere_is_no_write_interval_word() -> None:
    """'every' of a write interval is a word of its own: after 'start at 0.4 everywhere;' the
    iteration count that follows is still the run's length."""
    stated = parse_spec("pitzDaily, k and omega start at 0.4 everywhere; run 700 iterations"
                        ).stated
    assert stated.end_time is not None and stated.end_time.value == 700


@pytest.mark.parametrize(("request_text", "step"), [
    ("Supersonic wedge, go to 0.2 with a fixed step of 2e-4 and write every 0.05.", 2e-4),
    ("Run the ramp case for 0.1 units using a constant step of 5e-5.", 5e-5),
    ("Integrate to t = 4 with a fixed step size of 0.002.", 0.002),
])
def test_a_step_said_fixed_is_the_time_step_and_not_adjustable(request_text: str,
                                                                step: float) -> None:
    """Spent plain18-04's "a fixed step of 1e-4" was not read: rhoCentralFoam's Courant rule
    then switched adjustable stepping on and the step came out 0.00075."""
    stated = parse_spec(request_text).stated
    assert stated.delta_t is not None and stated.delta_t.value == pytest.approx(step)
    assert stated.adjustable is not None and stated.adjustable.value is False


@pytest.mark.parametrize(("request_text", "end", "interval"), [
    ("Integrate the case from 0 to 0.6 s and store the fields every 0.1 s of simulated time.",
     0.6, 0.1),
    ("March from t = 0 to 3 s; output each 0.5 s of flow time.", 3, 0.5),
])
def test_an_interval_said_in_simulated_time_is_no_end(request_text: str, end: float,
                                                      interval: float) -> None:
    """"every 0.1 s of simulated time" names how often, never how long: read as the end, it
    cut the run to one write interval silently while the range's end was dropped."""
    stated = parse_spec(request_text).stated
    assert stated.end_time is not None and stated.end_time.value == pytest.approx(end)
    assert stated.write_interval is not None
    assert stated.write_interval.value.value == pytest.approx(interval)
