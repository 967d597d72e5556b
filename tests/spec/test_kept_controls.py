"""A run control said to stay as the followed case has it is read as kept, with its words;
a clause with a number or one asking a change keeps nothing."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.kept_controls import read_kept_controls
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phrases import normalize


@pytest.mark.parametrize(("text", "source"), [
    ("a cavity, Δt as is, to 0.8 s", "delta t as is"),
    ("time step unchanged; write every 0.1 s", "time step unchanged"),
    ("keep the example's time step and run to 2 s", "keep the example's time step"),
    ("dt: as is", "dt: as is"),
    ("march to 3 s (the example's time step) with writes each second",
     "the example's time step"),
    ("go to 4 s (same time step as the original) and save each second",
     "same time step as the original"),
])
def test_a_step_said_kept_is_read_with_its_words(text: str, source: str) -> None:
    assert [(kept.value, kept.source) for kept in read_kept_controls(normalize(text))] == [
        ("deltaT", source)]


@pytest.mark.parametrize("text", [
    "keep the time step below 1e-3", "keep the step small", "keep the time step adaptive",
    "deltaT = 0.001 as before, kept", "the same mesh, rest as is",
])
def test_a_number_or_a_change_or_another_subject_keeps_no_step(text: str) -> None:
    assert read_kept_controls(normalize(text)) == ()


def test_the_reading_says_the_step_is_the_followed_cases() -> None:
    stated = parse_spec("icoFoam cavity, lid 0.5 m/s, time step as is, end 1 s").stated
    assert [kept.value for kept in stated.kept_controls] == ["deltaT"]
    assert stated.delta_t is None
    assert any("deltaT stays the followed case's" in line for line in stated.describe())
