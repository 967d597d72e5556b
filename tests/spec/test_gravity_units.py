"""Gravity in any acceleration unit ("32.2 ft/s^2" is 9.81 m/s^2), its direction read after a
unit the pattern does not spell, and gravity named before other words ("Martian gravity, 12.17
ft/s^2 pointing down"); a number in another unit is no gravity."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize(("text", "value"), [
    ("interFoam damBreak with gravity 5.31 ft/s^2", pytest.approx(1.61849, rel=1e-5)),
    ("damBreak on the Moon: lunar gravity, 162 cm/s² pointing down", pytest.approx(1.62)),
    ("damBreak, gravity of 3.71 m/s2, the rest as in the tutorial", 3.71),
    ("damBreak with g = (0 0 -16.1) ft/s^2", (0.0, 0.0, pytest.approx(-4.90728))),
    ("damBreak, gravity 16.1 ft/s^2 along -x", (pytest.approx(-4.90728), 0.0, 0.0)),
])
def test_gravity_is_read_in_its_unit(text: str, value: object) -> None:
    spec = parse_spec(text)
    gravity = spec.stated.gravity
    assert gravity is not None and gravity.value == value
    assert not spec.unparsed


def test_a_length_after_gravity_is_no_gravity() -> None:
    spec = parse_spec("damBreak, gravity 2 m")
    assert spec.stated.gravity is None
