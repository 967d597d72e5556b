"""Direction words said with a size a field holds are kept with it as a heading: an axis, or a
role of the case's geometry, or unclear when the words give two."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.values.headings import heading_in


@pytest.mark.parametrize(("words", "kind", "axis"), [
    ("applied across the duct", "across", None),
    ("wall-normal", "across", None),
    ("at right angles, i.e. normal to the walls", "across", None),
    ("pointing along the flow", "along", None),
    ("acting vertically", "up", None),
    ("along the negative y axis", "axis", (0.0, -1.0, 0.0)),
    ("in the +z direction", "axis", (0.0, 0.0, 1.0)),
    ("vertical, and also streamwise", "unclear", None),
])
def test_direction_words(words: str, kind: str, axis: tuple[float, ...] | None) -> None:
    heading = heading_in(words)
    assert heading is not None and heading.kind == kind and heading.axis == axis


def test_no_direction_words_give_no_heading() -> None:
    assert heading_in("a uniform value everywhere") is None


def test_a_fields_size_keeps_its_own_words_direction_not_anothers() -> None:
    spec = parse_spec("mhdFoam hartmann: a magnetic flux density of 0.8 T across the channel "
                      "with an inlet velocity of 2 m/s along x.")
    (field,) = [item for item in spec.stated.properties if item.name == "B"]
    assert field.heading is not None and field.heading.kind == "across"


def test_a_size_with_no_direction_words_has_none() -> None:
    spec = parse_spec("mhdFoam hartmann with a magnetic field of 5 T.")
    (field,) = [item for item in spec.stated.properties if item.name == "B"]
    assert field.heading is None
