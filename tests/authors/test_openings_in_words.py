"""Openings named by size and what they are, in the words people use: an inlet named after
"through the" is the opening (not an object the flow passes), a "branch" is an opening of
whichever kind the case ranks by area, and a "main stream" its largest inlet."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from tests.support.applied import applied_audit

ELBOW = "incompressible/icoFoam/elbow"
T_JUNCTION = "incompressible/pimpleFoam/RAS/TJunction"


@pytest.mark.parametrize("request_text", [
    "Elbow mixer: feed enters through the bigger inlet at 0.6 m/s and the recycle comes in "
    "through the narrow side inlet at 1.8 m/s.",
    "Elbow mixer: the main stream comes in at 0.6 m/s and a small side branch feeds 1.8 m/s.",
    "Elbow mixer: the larger branch carries 0.6 m/s, the smaller branch 1.8 m/s.",
])
def test_the_elbows_openings_named_in_words_go_by_area(request_text: str) -> None:
    rows = applied_audit(parse_spec(request_text), ELBOW)
    speeds = {row.entry: row for row in rows if row.requirement.startswith("U on")}
    assert speeds["boundaryField/velocity-inlet-5/value"].found == "(0.6 0 0)"
    assert speeds["boundaryField/velocity-inlet-6/value"].found == "(0 1.8 0)"
    assert all(row.met for row in speeds.values())
    told = [row for row in rows if row.requirement.startswith("patches meant by")]
    assert told and all(row.met and "by area" in row.note for row in told)


def test_a_branch_of_a_case_whose_openings_share_one_area_names_no_patch() -> None:
    # TJunction has one inlet and two outlets of one area: "the side branch" ranks nothing, so
    # its pressure is reported unmet rather than put on a guess (the water's density puts the
    # pascals in the case's kinematic p, so the row is about the place alone).
    rows = applied_audit(parse_spec("T-junction with water: the side branch is held at 10 Pa."),
                         T_JUNCTION)
    pressure = [row for row in rows if row.requirement.startswith("p on")]
    assert pressure and not any(row.met for row in pressure)
