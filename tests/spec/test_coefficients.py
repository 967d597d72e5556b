"""Described coefficients of a model's dictionary read from engineers' words: the row is the
one of the value's dimension whose words stand nearest, in a sentence of the row's topic;
what no row's words tell apart stays unread."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


def _read(prompt: str) -> dict[str, float]:
    return {item.row.keyword: item.value for item in parse_spec(prompt).stated.coefficients}


def test_an_injection_in_words() -> None:
    read = _read("Spray droplets into the duct: release 40 g altogether, start the injection "
                 "0.5 s after the run starts, and inject for 3 s at 200 parcels per second.")
    assert read == {"massTotal": pytest.approx(0.04), "SOI": 0.5, "duration": 3.0,
                    "parcelsPerSecond": 200.0}


def test_keywords_of_the_cloud_dictionary_and_imperial_units() -> None:
    read = _read("In kinematicCloudProperties set rho0 = 150 lb/ft^3 and inject 0.5 lb in "
                 "total; the injected particles enter at 68 F with a mean diameter of 0.2 mm.")
    assert read == {"rho0": pytest.approx(2402.77, rel=1e-4),
                    "massTotal": pytest.approx(0.226796, rel=1e-5),
                    "T0": pytest.approx(293.15), "expectation": pytest.approx(2e-4)}


def test_a_flow_rate_of_particles() -> None:
    assert _read("The sand particles are injected at 3 kg/min.") == {
        "massFlowRate": pytest.approx(0.05)}


def test_a_time_outside_the_injection_clause_is_the_run_s() -> None:
    """"Run for 5 s" beside an injection is the run's end, not the injection's duration."""
    spec = parse_spec("Inject 10 g of powder, and run for 5 s.")
    assert {item.row.keyword for item in spec.stated.coefficients} == {"massTotal"}
    assert spec.stated.end_time is not None and spec.stated.end_time.value == 5


def test_no_topic_no_coefficient() -> None:
    """A mass and a time in a request with no injection, sun or waves are no coefficients."""
    assert _read("A 2 kg block sits in the channel; run for 3 s.") == {}


def test_two_values_for_one_coefficient_stay_unread() -> None:
    spec = parse_spec("Inject 10 g of particles from the left nozzle. Inject 30 g of "
                      "particles from the right nozzle.")
    assert not spec.stated.coefficients
    assert len(spec.unparsed) == 2


def test_the_sun_s_place_and_time() -> None:
    read = _read("Put the sun over Sydney, 33.87 degrees south and 151.21 degrees east, 10 "
                 "hours ahead of UTC, on 21 December at 4:15 pm.")
    assert read == {"latitude": -33.87, "longitude": 151.21, "localStandardMeridian": 10.0,
                    "startDay": 355.0, "startTime": 16.25}


def test_a_date_in_a_leap_year_and_a_clock_in_its_own_sentence() -> None:
    read = _read("Solar load on the roof. It is a leap year; take March 1st. Start at "
                 "quarter to 9 in the morning, UTC-5.")
    assert read == {"startDay": 61.0, "startTime": 8.75, "localStandardMeridian": -5.0}


def test_a_wave_maker_in_words() -> None:
    read = _read("Generate waves 12 cm high, period 1.8 s, with 3 paddles, coming in at 15 "
                 "degrees, ramped in over 4 s.")
    assert read == {"waveHeight": pytest.approx(0.12), "wavePeriod": 1.8, "nPaddle": 3.0,
                    "waveAngle": 15.0, "rampTime": 4.0}


def test_a_phase_of_particles_is_no_injection() -> None:
    """Particles that are a phase of an Euler case (nothing injected) keep their density."""
    assert _read("A bed of particles (density 2500 kg/m^3) fluidised by air at 300 K.") == {}


def test_a_write_interval_beside_waves_is_no_period() -> None:
    assert _read("Follow the pressure waves in the pipe and save every 50 microseconds.") == {}


def test_an_euler_solver_s_injection_is_no_cloud_s() -> None:
    """twoPhaseEulerFoam injects a phase through a mass source: no cloud coefficient."""
    assert _read("twoPhaseEulerFoam: inject air at 3 g/s from the nozzle.") == {}


def test_an_inflow_fed_or_released_is_no_injection() -> None:
    """"Feed" and "release" say how any inflow enters: a gas fed at an inlet keeps its mass
    flow rate for the inlet instead of a cloud's injection model."""
    assert _read("Feed 1.5 kg/s of air through the inlet of the duct at 320 K.") == {}
    assert _read("The leak releases 0.2 kg/s of hydrogen into the garage.") == {}


def test_a_wave_maker_by_its_symbols() -> None:
    """Terse requests give a wave maker's settings under the field's letters, subscripts and
    all, in clauses that name no wave."""
    assert _read("Piston wave maker run: H = 5 cm, T_p 1.8 s, θ 20°, h₀ 0.4 m.") == {
        "waveHeight": pytest.approx(0.05), "wavePeriod": 1.8, "waveAngle": 20.0,
        "initialDepth": 0.4}


@pytest.mark.parametrize("prompt", [
    # A letter of the topic in a unit of other dimensions is not the row's.
    "Waves in the flume, with the water at T = 293 K.",
    # A letter in a request of no topic names nothing.
    "Lid-driven cavity, H = 0.1 m, lid at 1 m/s.",
])
def test_a_symbol_binds_only_in_its_topic_and_dimension(prompt: str) -> None:
    assert _read(prompt) == {}


def test_a_symbol_two_rows_share_stays_unread() -> None:
    """"T" is both the lattice's initial temperature and the thermostat's target: neither is
    read, not even by the words that would pick one."""
    spec = parse_spec("Molecular dynamics of argon: rho 1400 kg/m^3, T 120 K initially.")
    assert {item.row.keyword: item.value for item in spec.stated.coefficients} == {
        "massDensity": pytest.approx(1400)}


def test_a_code_keyword_in_a_clause_of_its_own() -> None:
    """A cloud's keyword in a list of them is read where the sentence names the cloud."""
    assert _read("In sprayCloudProperties: massTotal 0.1 kg, SOI 0.5 s.") == {
        "massTotal": pytest.approx(0.1), "SOI": 0.5}


def test_a_wall_rebound_by_its_symbols() -> None:
    assert _read("Glass particles bounce off the vessel walls with e = 0.7, mu 0.2.") == {
        "e": 0.7, "mu": 0.2}
    assert _read("Particles bounce off the walls, the fluid has mu = 1e-3 Pa s.") == {}


def test_one_size_for_every_parcel() -> None:
    assert _read("Inject 5 g of 2 mm glass beads.") == {"massTotal": pytest.approx(0.005),
                                                        "value": pytest.approx(0.002)}


def test_a_bracket_after_a_symbol_names_where_it_holds() -> None:
    stated = parse_spec("Paddle waves: H (left paddle) = 3 in.").stated.coefficients
    assert [(item.row.keyword, item.places) for item in stated] == [("waveHeight", ("left",))]
    assert stated[0].value == pytest.approx(0.0762)


def test_a_bracket_naming_no_dictionary_leaves_the_value_unread() -> None:
    spec = parse_spec("Paddle waves: H (the big paddle) = 3 in.")
    assert not spec.stated.coefficients
    assert spec.unparsed
