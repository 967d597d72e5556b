"""Words left unread that could not change the case, and those that must stay unread.

A case meeting every stated value ended ``unmet`` on a number that is no quantity: the initial
time directory named alone ("the 0/ fields are generated"), a digit group inside a parenthesis
of prose ("(…, so Re is about 13 000 on the box width)" was Re = 13 and an unread "000"), the
people a workstation is shared with. Each is read for what it is; a number that could be a
value of the case stays "not understood".

The other way round, a clause with no number that asks a change of a thing of the case ("make
the inlet faster", "double the lid speed") was never listed, and the case ran with the
tutorial's value: it is now not understood, while a comparative that only describes is not.
"""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from tests.support.applied import applied_audit


@pytest.mark.parametrize("request_text", [
    "Lid-driven cavity made the createZeroDirectory way: the 0/ fields come from "
    "caseProperties. Lid at 1 m/s.",
    "Rebuild 0/ from 0.orig/ and run the damBreak for 0.5 s.",
])
def test_the_time_directory_named_alone_is_no_number(request_text: str) -> None:
    assert not parse_spec(request_text).unparsed


def test_a_fraction_after_a_zero_stays_a_number() -> None:
    assert parse_spec("Cavity, lid at 1 m/s, and the ratio is 0/5 of the lid.").unparsed


@pytest.mark.parametrize(("request_text", "reynolds"), [
    ("A square box 10 cm wide, lid at 2 m/s (air, nu 1.5e-5 m^2/s, so Re is about 13 000 on "
     "the width). Run 3 s.", 13000),
    ("Channel flow (water; the Reynolds number is 24 500 on the height). Run 2 s.", 24500),
])
def test_a_digit_group_inside_prose_parentheses_is_one_number(request_text: str,
                                                              reynolds: int) -> None:
    spec = parse_spec(request_text)
    assert spec.number("Re") is not None
    assert spec.number("Re").value == reynolds  # type: ignore[union-attr]
    assert not spec.unparsed


def test_a_vector_keeps_its_components_apart() -> None:
    spec = parse_spec("Cavity: set U = (1 000 0) m/s on movingWall.")
    (value,) = [item for item in spec.stated.boundary_values if item.field == "U"]
    assert value.value == (1.0, 0.0, 0.0)


@pytest.mark.parametrize(("request_text", "count"), [
    ("Backward step, air at 10 m/s. The workstation is shared with three other people, so "
     "keep it lean.", 3),
    ("Cavity, lid 1 m/s, run 0.5 s; my laptop also runs 2 other jobs overnight.", 2),
])
def test_the_people_sharing_the_computer_are_a_note(request_text: str, count: int) -> None:
    spec = parse_spec(request_text)
    assert spec.stated.sharers is not None
    assert spec.stated.sharers.value == count
    assert not spec.unparsed


@pytest.mark.parametrize("request_text", [
    "Backward step, air at 10 m/s; 3 other people in the lab want the results too.",
    "Cavity, lid 1 m/s: there are 4 ribs on the floor, shared by the 2 cells of the box.",
])
def test_a_count_said_of_no_computer_stays_unread(request_text: str) -> None:
    spec = parse_spec(request_text)
    assert spec.stated.sharers is None
    assert spec.unparsed


@pytest.mark.parametrize("request_text", [
    "simpleFoam pitzDaily, but make the inlet faster.",
    "Lid-driven cavity with a hotter lid than usual; run 0.5 s.",
    "Cavity; double the lid speed and run to 0.5 s.",
    "pitzDaily with a lower viscosity than the tutorial has.",
    "Lower the inlet speed of the pitzDaily case.",
    "The elbow again, but I want the small inlet quicker this time.",
    "pitzDaily, inlet at twice the tutorial's speed.",
])
def test_a_change_asked_with_no_number_is_not_understood(request_text: str) -> None:
    assert parse_spec(request_text).unparsed


@pytest.mark.parametrize("request_text", [
    "Cavity, lid at 1 m/s for 1 s; the flow is slower near the walls.",
    "Heated cavity: left wall 310 K, right wall 300 K, so the hotter wall is on the left.",
    "pitzDaily at 10 m/s; keep it lean, my manager wants plots sooner rather than later.",
])
def test_a_comparative_that_only_describes_asks_nothing(request_text: str) -> None:
    assert not parse_spec(request_text).unparsed


@pytest.mark.parametrize("request_text", [
    "Lock exchange as before. (I know heat diffuses faster than salt, but keep it simple.)",
    "Run the T-junction to 0.5 s; the lower branch is an outlet.",
    "Cavity, lid 1 m/s, 1 s; if it takes more than an hour of wall clock, stop.",
    "chargedWire: raise the wire voltage: phi fixedValue 60000 V on 'hole'. Run 0.03 s.",
])
def test_a_change_given_its_value_or_of_no_case_thing_is_no_unread_change(
        request_text: str) -> None:
    assert not [phrase for phrase in parse_spec(request_text).unparsed
                if not any(char.isdigit() for char in phrase)]


def test_a_colon_across_a_line_break_still_introduces_the_value() -> None:
    spec = parse_spec("interMixingFoam damBreak; and make it mix more slowly: diffusivity\n"
                      "between the two liquids of 5e-10 m^2/s. Run 1 s.")
    assert not spec.unparsed


def test_a_change_with_no_value_ends_the_case_unmet_with_its_own_reason() -> None:
    spec = parse_spec("Lid-driven cavity, run 0.5 s, but make the lid faster.")
    rows = [row for row in applied_audit(spec, "incompressible/icoFoam/cavity/cavity")
            if row.requirement == "not understood"]
    assert [row.phrase for row in rows] == ["but make the lid faster"]
    assert not rows[0].met
    assert rows[0].note.startswith("a change asked with no value")
