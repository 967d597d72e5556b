"""A time's symbol with a subscript saying which time ("t_end", "t₀", "t_write", "Δt_write")
is that run control; the letter is a lower-case t only, and a subscript of another time
("t_ramp") is no control."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize(("request_text", "start", "end", "write"), [
    ("damBreak: t₀ = 0, t_end = 2 s, t_write = 0.1 s.", 0, 2, 0.1),
    ("damBreak: t_0 = 0.5, t_{final} = 3, Δt_write = 0.25 s.", 0.5, 3, 0.25),
    ("cavity, t_start: 0.1 s, t_stop: 0.6 s, t_out = 0.05 s", 0.1, 0.6, 0.05),
])
def test_a_subscripted_time_symbol_is_its_run_control(
        request_text: str, start: float, end: float, write: float) -> None:
    spec = parse_spec(request_text)
    stated = spec.stated
    assert stated.start_time is not None and float(stated.start_time.value) == start
    assert stated.end_time is not None and float(stated.end_time.value) == end
    assert stated.write_interval is not None \
        and float(stated.write_interval.value.value) == pytest.approx(write)
    assert not spec.unparsed
    assert not [item for item in stated.properties if item.name.startswith("t_")]


def test_a_capital_t_with_a_subscript_is_no_time() -> None:
    stated = parse_spec("hotRoom buoyantPimpleFoam: T_0 = 300 K, run to 10 s.").stated
    assert stated.start_time is None
    assert stated.end_time is not None and float(stated.end_time.value) == 10


def test_a_time_of_another_subscript_is_no_run_control() -> None:
    stated = parse_spec("damBreak: t_ramp = 0.2 s, endTime 1.").stated
    assert stated.start_time is None and stated.write_interval is None
    assert stated.end_time is not None and float(stated.end_time.value) == 1
