"""A request wrapped at a fixed width breaks lines anywhere, between a number and its unit too
("comes in along +x at three\\nfeet per second"). A line break ends a sentence (a request
written as a list) except there; the number had been left unread and the speed never set."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.units import read_unit


@pytest.mark.parametrize(("request_text", "speed"), [
    ("rotor2D with SRFPimpleFoam. The far stream arrives along +x at two\nfeet per second.",
     0.6096),
    ("pitzDaily with simpleFoam; the air enters the inlet at 4\nm/s and leaves freely.", 4.0),
])
def test_a_speed_wrapped_before_its_unit_is_read(request_text: str, speed: float) -> None:
    spec = parse_spec(request_text)
    speeds = [item.value for item in spec.stated.boundary_values if item.field == "U"]
    assert speeds and abs(float(speeds[0]) - speed) < 1e-6, speeds  # type: ignore[arg-type]


def test_a_list_item_or_a_new_paragraph_after_a_number_is_no_unit() -> None:
    assert read_unit("endTime 5\n- mm of mesh", len("endTime 5")) is None
    assert read_unit("endTime 5\n\nm/s later", len("endTime 5")) is None
    reading = read_unit("at 5\nm/s", len("at 5"))
    assert reading is not None and reading.kind == "velocity"


def test_a_sentence_wrapped_between_its_subject_and_its_place_is_read_whole() -> None:
    """The phase named before the wrap ("Air is") stays with the place and value after it."""
    text = ("Fluidised bed of glass beads, 0.3 mm across, resting 20 cm deep in a tall "
            "column. Air is\npushed in at the bottom at 0.3 m/s and 25 °C. Run 1 s and write "
            "every 0.1 s.")
    spec = parse_spec(text)
    speed = next(item for item in spec.stated.boundary_values if item.field == "U")
    assert "air" in speed.boundary and "bottom" in speed.boundary, speed


@pytest.mark.parametrize("request_text", [
    # A list's short lines, and a long line ending its sentence, keep their breaks.
    "boundary conditions:\ninlet velocity 2 m/s\noutlet pressure 0 Pa",
    "The inlet velocity is 2 m/s, which is what the standard case uses as its own inflow.\n"
    "outlet pressure 0 Pa",
])
def test_a_list_line_or_an_ended_sentence_keeps_its_break(request_text: str) -> None:
    spec = parse_spec(request_text)
    places = {(item.field, item.boundary) for item in spec.stated.boundary_values}
    assert ("U", ("inlet",)) in places and ("p", ("outlet",)) in places, places
