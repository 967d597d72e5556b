"""Run controls in any wording map to controlDict's own entries: a step said "in steps of",
iterations beside a stated step, a write interval counted in steps (an ordinal, the request's
own ``writeControl``) or in time (a fraction in words, an abbreviated unit, a count of
snapshots, one write at the end), an end time in the case's own units or one unit said with an
article, a fixed step said after its value, one Courant limit given to two entries."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import WriteInterval
from foam_agent.foamcase.catalog.run_control import WRITE_CONTROLS


@pytest.mark.parametrize(("request_text", "end", "step"), [
    ("Lid-driven cavity with icoFoam, lid at 1 m/s, run 0.5 s in steps of 0.005 s.", 0.5, 0.005),
    ("pimpleFoam pitzDaily: simulate 40 ms using time steps of 2e-5 s.", 0.04, 2e-5),
    ("Cavity with icoFoam: march 3 s with increments of 10 ms.", 3, 0.01),
])
def test_a_step_said_in_steps_of(request_text: str, end: float, step: float) -> None:
    stated = parse_spec(request_text).stated
    assert stated.end_time is not None and float(stated.end_time.value) == pytest.approx(end)
    assert stated.delta_t is not None and float(stated.delta_t.value) == pytest.approx(step)


@pytest.mark.parametrize(("request_text", "end"), [
    # iterations beside a step stated in a unit of time are that many steps
    ("Cavity flow with icoFoam: dt = 1 ms, for 2000 iterations.", 2.0),
    ("icoFoam cavity, 300 iterations with a time step of 0.5 ms.", 0.15),
    # a steady run's iterations are its end time (deltaT 1), a qualifier between or not
    ("pitzDaily with simpleFoam, 800 SIMPLE iterations.", 800),
    ("motorBike simpleFoam, run 450 steady-state iterations.", 450),
])
def test_iterations_are_the_end_time(request_text: str, end: float) -> None:
    stated = parse_spec(request_text).stated
    assert stated.end_time is not None and float(stated.end_time.value) == pytest.approx(end)


def test_iterations_per_time_step_are_no_end_time() -> None:
    stated = parse_spec("pimpleFoam pitzDaily, dt 1e-5 s, 20 solver iterations each time step."
                        ).stated
    assert stated.end_time is None


@pytest.mark.parametrize(("request_text", "interval"), [
    ("Cavity, icoFoam, dt 1 ms, run 1 s, write each 20th step.", WriteInterval(20, "steps")),
    ("Cavity, icoFoam, run 2 s, save every 5th time step.", WriteInterval(5, "steps")),
    ("Cavity, icoFoam, deltaT 0.001 s, endTime 0.5 s, writeControl timeStep with "
     "writeInterval 100.", WriteInterval(100, "steps")),
    ("damBreak, endTime 1 s, writeControl adjustableRunTime, writeInterval 0.05.",
     WriteInterval(0.05, "time")),
    ("Cavity, icoFoam, run until t = 5 s, write every twentieth of a second.",
     WriteInterval(0.05, "time", True)),
    ("Cavity, icoFoam, twelve seconds of simulation, with a picture every fiftieth of a second.",
     WriteInterval(0.02, "time", True)),
    ("Shock tube with rhoCentralFoam, t_end 8 ms, write each ms.",
     WriteInterval(0.001, "time", True)),
    ("Cavity with icoFoam, run 10 minutes, an image every min.",
     WriteInterval(60, "time", True)),
    ("Cavity, icoFoam, run to 2 s, ten snapshots over the run.", WriteInterval(0.2, "time", True)),
    ("damBreak to 1.5 s; I'd like 30 frames.", WriteInterval(0.05, "time", True)),
    ("pitzDaily, simpleFoam, 800 SIMPLE iterations, write only at the end.",
     WriteInterval(800, "time")),
    ("pitzDaily simpleFoam for 1200 iterations, save just the final state.",
     WriteInterval(1200, "time")),
])
def test_a_write_interval_in_any_wording(request_text: str, interval: WriteInterval) -> None:
    spec = parse_spec(request_text)
    assert spec.stated.write_interval is not None
    found = spec.stated.write_interval.value
    assert (found.unit, found.seconds) == (interval.unit, interval.seconds)
    assert float(found.value) == pytest.approx(float(interval.value))
    assert not spec.unparsed


def test_a_clock_write_control_leaves_the_interval_unread() -> None:
    spec = parse_spec("Cavity, icoFoam, endTime 1 s, writeControl clockTime, writeInterval 30.")
    assert spec.stated.write_interval is None
    assert WRITE_CONTROLS["clockTime"] == "clock"


def test_a_count_of_snapshots_without_an_end_time_stays_unread() -> None:
    spec = parse_spec("Cavity with icoFoam, lid at 2 m/s, and 25 snapshots please.")
    assert spec.stated.write_interval is None
    assert any("25" in phrase for phrase in spec.unparsed)


@pytest.mark.parametrize(("request_text", "end", "seconds"), [
    ("Forward step with rhoCentralFoam, simulate 3 time units and write every 0.25.", 3, False),
    ("Forward step, rhoCentralFoam: run to a time of 4 and write every 0.5.", 4, False),
    ("wedge15Ma5: I want the shocks at a dimensionless time of 2.5.", 2.5, False),
    ("Cavity with icoFoam, run for a minute, save a picture every second.", 60, True),
    ("Cavity with icoFoam, simulate for a second and a half.", 1.5, True),
    ("Room ventilation with buoyantPimpleFoam, simulate an hour.", 3600, True),
])
def test_an_end_time_in_other_words(request_text: str, end: float, seconds: bool) -> None:
    spec = parse_spec(request_text)
    assert spec.stated.end_time is not None
    assert float(spec.stated.end_time.value) == pytest.approx(end)
    assert spec.stated.end_time.seconds is seconds
    assert not spec.unparsed


def test_a_write_in_time_units_is_no_end_time() -> None:
    stated = parse_spec("boxTurb16 dnsFoam, reach t = 8, writing every 0.4 time units.").stated
    assert stated.end_time is not None and float(stated.end_time.value) == 8


def test_the_end_time_keyword_beats_another_duration() -> None:
    spec = parse_spec("XiFoam vessel, ignition lasting: duration 3 ms; deltaT 1e-5 s, "
                      "endTime 6 ms.")
    assert spec.stated.end_time is not None
    assert float(spec.stated.end_time.value) == pytest.approx(0.006)


@pytest.mark.parametrize("request_text", [
    "hotRoom buoyantPimpleFoam: deltaT 2 s fixed, endTime 600 s.",
    "Cavity icoFoam, dt = 0.005 s (constant), end at 1 s.",
])
def test_a_step_said_fixed_after_its_value(request_text: str) -> None:
    stated = parse_spec(request_text).stated
    assert stated.adjustable is not None and stated.adjustable.value is False


@pytest.mark.parametrize("request_text", [
    "damBreak interFoam, maxCo = maxAlphaCo = 0.5, endTime 1 s.",
    "interFoam damBreak: maxCo = maxAlphaCo = 0.5 with adjustTimeStep yes, end at 1 s.",
])
def test_one_courant_limit_for_both_entries(request_text: str) -> None:
    stated = parse_spec(request_text).stated
    assert stated.max_co is not None and float(stated.max_co.value) == 0.5
    assert [float(item.value) for item in stated.numerics if item.keyword == "maxAlphaCo"] == [0.5]


@pytest.mark.parametrize(("request_text", "months"), [
    ("financialFoam euro call, maturity eighteen months, save every quarter.", 3),
    ("financialFoam call, 2 years to expiry, write the value monthly.", 1),
    ("European call with financialFoam, 9 months to expiry; store the price surface quarterly.",
     3),
])
def test_a_write_per_calendar_period(request_text: str, months: float) -> None:
    spec = parse_spec(request_text)
    assert spec.stated.write_interval is not None
    found = spec.stated.write_interval.value
    assert (found.unit, found.seconds) == ("time", True)
    assert float(found.value) == pytest.approx(months * 31557600 / 12)


def test_a_range_of_a_space_is_no_run_time() -> None:
    spec = parse_spec("financialFoam europeanCall: the price grid runs from 0 to 400. "
                      "Time to expiry 1.5 years.")
    assert spec.stated.start_time is None
    assert spec.stated.end_time is not None
    assert float(spec.stated.end_time.value) == pytest.approx(1.5 * 31557600)


def test_a_range_of_the_run_is_its_times() -> None:
    stated = parse_spec("Cavity with icoFoam: run the case from 0 to 3, write every 0.5.").stated
    assert stated.end_time is not None and float(stated.end_time.value) == 3


def test_a_fraction_of_a_time_unit() -> None:
    stated = parse_spec("wedge15Ma5 with rhoCentralFoam: run to a quarter of a time unit.").stated
    assert stated.end_time is not None and float(stated.end_time.value) == 0.25


def test_a_terse_write_every() -> None:
    spec = parse_spec("pitzDaily simpleFoam, 1200 its, write /300.")
    assert spec.stated.write_interval is not None
    assert float(spec.stated.write_interval.value.value) == 300
    assert not spec.unparsed


def test_steps_of_a_size_are_the_step_and_their_count_the_run() -> None:
    spec = parse_spec("Cavity icoFoam, take 400 steps of 2 ms each and write every 50th.")
    stated = spec.stated
    assert stated.delta_t is not None and float(stated.delta_t.value) == pytest.approx(0.002)
    assert stated.end_time is not None and float(stated.end_time.value) == pytest.approx(0.8)
    assert stated.write_interval is not None
    assert stated.write_interval.value == WriteInterval(50, "steps")


@pytest.mark.parametrize(("request_text", "co"), [
    ("damBreak interFoam, let the time step adapt to keep the Courant number below 0.8.", 0.8),
    ("damBreak interFoam: simulate 2 s; Courant limit 0.3 with variable time step.", 0.3),
    ("interFoam damBreak, a self-adjusting step with maxCo 0.6.", 0.6),
])
def test_a_courant_limit_with_an_adjustable_step(request_text: str, co: float) -> None:
    stated = parse_spec(request_text).stated
    assert stated.max_co is not None and float(stated.max_co.value) == co
    assert stated.adjustable is not None and stated.adjustable.value is True


def test_a_step_that_must_not_vary_is_not_adjustable() -> None:
    stated = parse_spec("Cavity icoFoam: the time step must not vary, end 1 s.").stated
    assert stated.adjustable is None or stated.adjustable.value is False


@pytest.mark.parametrize("request_text", [
    "scalarTransportFoam pitzDaily, deltaT 1e-4 s, endTime 0.08 s; write each 0.02 s "
    "(every 200 steps).",
    "Cavity icoFoam, simulate 0.6 s and save every 0.05 s. (Yes, 0.6 s exactly.)",
    "Cavity icoFoam, dt 1 ms, write every 50 steps, run 1 s; that is a write each 0.05 s.",
])
def test_a_run_control_said_twice_alike_is_read(request_text: str) -> None:
    assert not parse_spec(request_text).unparsed


@pytest.mark.parametrize("request_text", [
    "scalarTransportFoam pitzDaily, deltaT 1e-4 s, endTime 0.08 s; write each 0.02 s "
    "(every 300 steps).",
    "Cavity icoFoam, dt 1 ms, write every 50 steps, run 1 s; that is a write each 0.08 s.",
])
def test_a_run_control_said_twice_unalike_stays_unread(request_text: str) -> None:
    assert parse_spec(request_text).unparsed
