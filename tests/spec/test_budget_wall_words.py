"""Wall-clock words shortened after a duration ("~3 min wall") and cores given for a span ("a
single core for about ten minutes") are the computer's time: the run's limit, never endTime."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize(("request_text", "seconds", "end"), [
    ("rhoCentralDyMFoam movingCone, t_end = 10 us. (4-core laptop, ~3 min wall, serial is "
     "fine.)", 180, 1e-5),
    ("boxTurb16 dnsFoam, run to 4 s; we may use a single core for about ten minutes.", 600, 4),
    ("Cavity icoFoam, run 2 s, I can give it 20 mins wall at most.", 1200, 2),
    ("pitzDaily pimpleFoam to 0.1 s, two cpus for 1 hour.", 3600, 0.1),
])
def test_the_computer_s_time(request_text: str, seconds: float, end: float) -> None:
    spec = parse_spec(request_text)
    assert spec.stated.wall_clock is not None
    assert float(spec.stated.wall_clock.value) == pytest.approx(seconds)
    assert spec.stated.end_time is not None
    assert float(spec.stated.end_time.value) == pytest.approx(end)
    assert not spec.unparsed


def test_a_wall_of_the_case_is_no_clock() -> None:
    spec = parse_spec("Cavity icoFoam, run for 3 minutes, the wall temperature is fixed.")
    assert spec.stated.wall_clock is None
    assert spec.stated.end_time is not None and float(spec.stated.end_time.value) == 180
