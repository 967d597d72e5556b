"""A rotation rate in any unit (pint's), with its axis, origin and sense when said; a
hertz or a radian per second only where the words speak of turning."""

from __future__ import annotations

import math

import pytest

from foam_agent.agents.spec.values.rotation import read_rotation


@pytest.mark.parametrize(("words", "rad_s"), [
    ("the paddle revolves at 250 rev/min", 250 * 2 * math.pi / 60),
    ("a rotor spinning at 3.5 revolutions per second", 3.5 * 2 * math.pi),
    ("the stirrer turns at 12 rad/s", 12.0),
    ("the turntable rotates at 90 deg/s", math.pi / 2),
    ("a fan spinning at 25 Hz", 50 * math.pi),
    ("SRFModel rpm; rpm = 720.", 720 * 2 * math.pi / 60),
])
def test_a_rate_in_any_unit(words: str, rad_s: float) -> None:
    reading = read_rotation(words)
    assert reading is not None and reading.rotation.rate == pytest.approx(rad_s)


@pytest.mark.parametrize("words", ["the inlet velocity oscillates at 2 Hz",
                                   "a sine of angular frequency 10 rad/s on the inlet",
                                   "the jet leaves at 30 degrees to the x axis"])
def test_no_rotation_where_nothing_turns(words: str) -> None:
    assert read_rotation(words) is None


def test_axis_origin_and_sense() -> None:
    reading = read_rotation("The impeller spins anticlockwise, seen from -y, at 80 rpm about "
                            "the y axis through (0.1 0 0.2).")
    assert reading is not None
    rotation = reading.rotation
    assert (rotation.axis, rotation.origin, rotation.sense, rotation.seen_from) == (
        (0.0, 1.0, 0.0), (0.1, 0.0, 0.2), 1, (0.0, -1.0, 0.0))
    # counter-clockwise seen from -y is clockwise about +y
    assert rotation.signed_about((0.0, 1.0, 0.0), 1.0) == pytest.approx(-80 * math.pi / 30)
