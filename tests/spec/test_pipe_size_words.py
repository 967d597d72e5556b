"""A size is the pipe's only when it is said of the pipe's noun; a size said of another noun
beside a pipe never becomes its diameter."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize(("request_text", "diameter"), [
    ("Swirling water in a straight pipe 1 m in diameter, inlet 1 m/s, run 2 s.", 1.0),
    ("Laminar flow of oil through a pipe 5 cm across at 0.2 m/s, nu 1e-4.", 0.05),
    ("Water in a pipe with an inside diameter of 25 mm at 0.5 m/s, nu 1e-6.", 0.025),
    ("Flow in a pipe whose bore is 2 in, water at 1 m/s.", 0.0508),
    ("Oil in a long tube, diameter 0.1 m, at 0.3 m/s.", 0.1),
])
def test_a_size_said_of_the_pipe_is_its_diameter(request_text: str, diameter: float) -> None:
    spec = parse_spec(request_text)
    assert spec.stated.pipe_diameter is not None
    assert spec.stated.pipe_diameter.value == pytest.approx(diameter)
    assert spec.stated.extent is None
    assert not spec.unparsed


@pytest.mark.parametrize("request_text", [
    "Water through a pipe with a 5 cm orifice at 1 m/s.",
    "A tank 1 m across fed by a pipe at 0.5 m/s.",
])
def test_a_size_of_another_noun_beside_a_pipe_stays_unread(request_text: str) -> None:
    spec = parse_spec(request_text)
    assert spec.stated.pipe_diameter is None
    assert spec.stated.extent is None
    assert spec.unparsed


def test_a_pipe_s_length_said_after_its_diameter_stays_its_length() -> None:
    """"a pipe 1 m in diameter and 8 m long" had the 8 m as the pipe's diameter."""
    spec = parse_spec("Water in a straight pipe 1 m in diameter and 8 m long at 1 m/s.")
    assert spec.stated.pipe_diameter is not None
    assert spec.stated.pipe_diameter.value == pytest.approx(1.0)
