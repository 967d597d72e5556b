"""A time keyword of controlDict named with its value ("maxDeltaT 1e-4 s", "a maximum time
step of 0.5 ms") is that setting, in seconds, checked to be a time; it is never also the time
step."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize(("request_text", "seconds"), [
    ("chemFoam: endTime 20 ms, keep the adjustable time step (maxDeltaT 1e-4 s).", 1e-4),
    ("damBreak, run 1 s with a maximum time step of 0.5 ms and maxCo 0.9.", 5e-4),
    ("damBreak: maxDeltaT = 0.002, endTime 1.", 0.002),
    ("Bubble column, 20 s, the time step capped at 5 milliseconds.", 0.005),
])
def test_a_time_setting_is_read_in_seconds(request_text: str, seconds: float) -> None:
    spec = parse_spec(request_text)
    found = [item for item in spec.stated.numerics if item.keyword == "maxDeltaT"]
    assert len(found) == 1 and float(found[0].value) == pytest.approx(seconds)
    assert spec.stated.delta_t is None
    assert not spec.unparsed


def test_a_time_setting_of_another_dimension_is_refused() -> None:
    spec = parse_spec("damBreak: maxDeltaT 2 m, endTime 1.")
    assert not [item for item in spec.stated.numerics if item.keyword == "maxDeltaT"]
    assert any("no time" in item.reason for item in spec.not_applied)
