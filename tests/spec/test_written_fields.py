"""Fields asked written that only a program's option writes: read from a verb of writing and
the catalog's names and words of those fields, never from a value given to a field."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.written_fields import read_written_fields


@pytest.mark.parametrize(("text", "fields"), [
    ("Then save p too, thanks.", ["p"]),
    ("please output the face flux and the pressure field", ["phi", "p"]),
    ("dump Phi", ["Phi"]),
    ("I want the velocity potential written out: write it with -writePhi", ["Phi"]),
    ("Run it with -writephi.", ["phi"]),
    ("Save the velocity every 10 steps.", []),
    ("write p = 0 on the exit", []),
    ("Output p at 0 on the outlet", []),
    ("No need to write phi.", []),
    ("the -writep option isn't wanted", []),
])
def test_fields_asked_written(text: str, fields: list[str]) -> None:
    assert sorted(item.value for item in read_written_fields(text)) == sorted(fields)


def test_a_name_is_spelt_as_the_program_spells_it() -> None:
    asked = read_written_fields("Write phi as well.")
    assert [(item.value, item.source) for item in asked] == [("phi", "Write phi as well")]


def test_the_reading_reaches_the_spec_and_its_understanding() -> None:
    spec = parse_spec("potentialFoam on the backward step at 7 m/s; save the pressure too.")
    assert [item.value for item in spec.stated.written_fields] == ["p"]
    assert any("the run writes p" in line for line in spec.describe())
