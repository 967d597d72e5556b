"""A dimensionless number set "to" its value ("set the inlet Mach number to 4", "raise the
Reynolds number to 400"): read as the number, never left unread beside it."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize(("text", "name", "value"), [
    ("forwardStep: set the inflow Mach number to 2.2 and keep the rest.", "Ma", 2.2),
    ("cavity: raise the Reynolds number to 400 by changing nu.", "Re", 400),
    ("Bring the Peclet number to 250 through DT, scalarTransportFoam pitzDaily.", "Pe", 250),
])
def test_a_number_set_to_a_value_is_read(text: str, name: str, value: float) -> None:
    spec = parse_spec(text)
    number = spec.number(name)
    assert number is not None and number.value == value
    assert not spec.unparsed


def test_a_number_changed_from_one_value_to_another_is_not_guessed() -> None:
    """"from 100 to 400" names two values; the "to" rule takes none of them alone."""
    assert parse_spec("increase the Reynolds number from 100 to 400").number("Re") is None
