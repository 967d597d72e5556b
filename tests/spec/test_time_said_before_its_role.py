"""A time said as the adjective of its role ("a 2 millisecond time step", "a 0.5 s write
interval") is that role's value, not a second end time left unread."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize(("request_text", "delta_t", "end_time"), [
    ("Lid-driven cavity, run 1.5 s with a 2 millisecond time step.", 0.002, 1.5),
    ("Keep the tutorial's 50 microsecond time step and stop at 4 ms.", 5e-5, 0.004),
    ("Pitz-Daily transient: a 0.1 ms time-step, 0.3 s of flow.", 1e-4, 0.3),
])
def test_a_time_before_time_step_is_the_step(request_text: str, delta_t: float,
                                             end_time: float) -> None:
    spec = parse_spec(request_text)
    stated = spec.stated
    assert stated.delta_t is not None and stated.delta_t.value == pytest.approx(delta_t)
    assert stated.end_time is not None and stated.end_time.value == pytest.approx(end_time)
    assert not spec.unparsed


def test_a_time_before_write_interval_is_the_interval_and_steps_stay_a_count() -> None:
    stated = parse_spec("Cavity: a 0.25 s write interval, end time 2 s.").stated
    assert stated.write_interval is not None
    assert stated.write_interval.value.value == pytest.approx(0.25)
    assert stated.end_time is not None and stated.end_time.value == pytest.approx(2)
    # "5 s time steps" is no phrase of this kind, but "100 time steps" stays a count of steps.
    counted = parse_spec("Cavity: 100 time steps of 1 ms.").stated
    assert counted.delta_t is not None and counted.delta_t.value == pytest.approx(0.001)
    assert counted.end_time is not None and counted.end_time.value == pytest.approx(0.1)


@pytest.mark.parametrize(("request_text", "signal_step"), [
    ("Scalar transport in the pitzDaily: run for 10 s, with a 2 s step input of concentration "
     "at the inlet.", 2.0),
    ("Heat a flange for 60 s; the left face sees a 5 s step change in temperature.", 5.0),
])
def test_a_step_of_a_signal_is_no_time_step(request_text: str, signal_step: float) -> None:
    stated = parse_spec(request_text).stated
    assert stated.delta_t is None or stated.delta_t.value != pytest.approx(signal_step)


def test_a_bare_step_after_a_time_stays_the_time_step() -> None:
    stated = parse_spec("Run 4 ms with the example's 50 microsecond step.").stated
    assert stated.delta_t is not None and stated.delta_t.value == pytest.approx(5e-5)


@pytest.mark.parametrize(("request_text", "delta_t", "end_time"), [
    ("Stirred tank, 2D: run it for 4 seconds with 20 ms steps, please.",
     0.02, 4),
    ("Simulate 0.3 s using 100 microsecond steps and save every 0.05 s.", 1e-4, 0.3),
    ("Channel flow: advance 600 s with 0.5 s time steps.", 0.5, 600),
    ("Water hammer: 5 ms total, 25 us steps.", 2.5e-5, 0.005),
])
def test_a_time_before_steps_is_each_steps_size(request_text: str, delta_t: float,
                                               end_time: float) -> None:
    spec = parse_spec(request_text)
    stated = spec.stated
    assert stated.delta_t is not None and stated.delta_t.value == pytest.approx(delta_t)
    assert stated.end_time is not None and stated.end_time.value == pytest.approx(end_time)
    assert not any("steps" in phrase for phrase in spec.unparsed)


def test_a_value_that_steps_up_after_a_time_is_no_time_step() -> None:
    stated = parse_spec("Pipe: the inlet speed is 1 m/s and after 2 s steps up to 3 m/s; "
                        "run 5 s.").stated
    assert stated.delta_t is None


@pytest.mark.parametrize(("request_text", "delta_t"), [
    ("Steady plateHole: 400 iterations (deltaT 1, endTime 400).", 1),
    ("simpleFoam pitzDaily, endTime 2000, that is 2000 iterations.", 1),
    ("Do 250 iterations up to an end time of 500.", 2),
])
def test_iterations_beside_an_end_time_are_its_steps(request_text: str, delta_t: float) -> None:
    spec = parse_spec(request_text)
    assert spec.stated.delta_t is not None
    assert spec.stated.delta_t.value == pytest.approx(delta_t)
    assert not spec.unparsed


def test_iterations_disagreeing_with_the_stated_step_stay_unread() -> None:
    spec = parse_spec("Steady run: 300 iterations, deltaT 1, endTime 400.")
    assert spec.stated.end_time is not None and spec.stated.end_time.value == 400
    assert any("300 iterations" in phrase for phrase in spec.unparsed)


@pytest.mark.parametrize(("request_text", "end_time"), [
    ("Shock tube in normalised units: run to a normalised time of 0.6 and save every 0.1.", 0.6),
    ("Ramp flow at Mach 2; run it to the dimensionless time of 12.", 12),
])
def test_a_time_in_the_cases_own_units_is_the_end(request_text: str, end_time: float) -> None:
    spec = parse_spec(request_text)
    assert spec.stated.end_time is not None
    assert spec.stated.end_time.value == pytest.approx(end_time)
    assert not spec.unparsed
