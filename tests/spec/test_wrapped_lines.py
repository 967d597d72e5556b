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
