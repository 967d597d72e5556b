"""A value stated beside the value it replaces binds to the entries of the followed case that
hold the replaced value (``agents.spec.anchored``); where those do not settle one place, or
the request's own check of a place fails, the words stay not understood.

Why: such clauses name no entry a reader knows ("the applied field 12 instead of 20"), so
they were listed as not understood and the tutorial's value stayed, while the replaced value
points at the case's entries itself.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.anchored import read_anchor
from foam_agent.agents.spec.in_case import in_case
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import INTERNAL
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

HARTMANN = DEBIAN_TUTORIALS / "electromagnetics" / "mhdFoam" / "hartmann"
BUBBLES = DEBIAN_TUTORIALS / "multiphase" / "twoPhaseEulerFoam" / "laminar" / "bubbleColumn"
POROUS = DEBIAN_TUTORIALS / "incompressible" / "pisoFoam" / "laminar" / "porousBlockage"
SCALAR = DEBIAN_TUTORIALS / "basic" / "scalarTransportFoam" / "pitzDaily"


@pytest.mark.parametrize(("phrase", "new", "old"), [
    ("bring the inflow to 3 (was 1)", 3.0, 1.0),
    ("a feed that is 25 % gas by volume (it was 60 %)", 0.25, 0.6),
    ("the coil field 7 instead of 9", 7.0, 9.0),
    ("reduce the wall temperature from 40 to 30 °C", 303.15, 313.15),
    ("inlet at 2 m/s rather than 5 m/s", 2.0, 5.0),
    ("(it was 4)", None, 4.0),
])
def test_a_value_and_the_value_it_replaces_are_read_in_si(phrase: str, new: float | None,
                                                           old: float) -> None:
    anchor = read_anchor(phrase)
    assert anchor is not None and anchor.old == pytest.approx(old)
    assert anchor.new == (pytest.approx(new) if new is not None else None)


@pytest.mark.parametrize("phrase", ["a refinement box spanning x from -1 to 1",
                                    "probes from 0 to 2 m along the axis", "the 3 inlets"])
def test_a_range_or_a_plain_number_replaces_nothing(phrase: str) -> None:
    """"from -1 to 1" is a range unless a change verb asks it."""
    assert read_anchor(phrase) is None


def test_a_value_said_to_hold_throughout_binds_every_place_of_the_replaced_value() -> None:
    spec = in_case(parse_spec(
        "Hartmann duct: make the imposed field 12 instead of 20 - throughout. Run to t = 2."),
        HARTMANN)
    placed = {item.boundary: item.value for item in spec.stated.boundary_values
              if item.field == "B"}
    assert placed == {(INTERNAL,): (0.0, 12.0, 0.0), ("lowerWall",): (0.0, 12.0, 0.0),
                      ("upperWall",): (0.0, 12.0, 0.0)}
    assert not spec.unparsed


def test_several_places_of_the_replaced_value_without_throughout_stay_not_understood() -> None:
    spec = in_case(parse_spec("Hartmann duct: make the imposed field 12 instead of 20. "
                              "Run to t = 2."), HARTMANN)
    assert not [item for item in spec.stated.boundary_values if item.field == "B"]
    assert any("instead of 20" in phrase for phrase in spec.unparsed)


def test_a_phase_named_beside_a_percent_picks_its_fraction_at_the_inlet(tmp_path: Path) -> None:
    case = copy_tutorial(BUBBLES, tmp_path / "case")
    spec = parse_spec("Laminar bubble column: feed gas through the floor so the incoming "
                      "stream is 35 % air by volume (was 50 %). Simulate 5 s.")
    apply_requirements(case, in_case(spec, case).stated)
    inlet = FoamFieldFile(case / "0" / "alpha.air").boundary_field["inlet"]
    assert inlet["value"] == pytest.approx(0.35)
    rows = [row for row in audit_case(spec, case) if "35 %" in row.phrase]
    assert rows and all(row.met for row in rows)


def test_a_keyword_named_with_its_old_value_binds_inside_its_dictionary(tmp_path: Path) -> None:
    case = copy_tutorial(POROUS, tmp_path / "case")
    spec = parse_spec("pisoFoam porous blockage, coefficient D = 250 (was 1000), 10 s")
    apply_requirements(case, in_case(spec, case).stated)
    options = FoamFile(case / "constant" / "fvOptions")
    assert options["porosity1", "explicitPorositySourceCoeffs", "D"] == pytest.approx(250)


def test_the_old_value_of_a_value_already_read_checks_its_place() -> None:
    """"(it was 1)" after the inlet's concentration, on the next line of a wrapped sentence:
    met where the case's inlet holds 1, and left not understood where it holds another value
    (the value may sit in the wrong place)."""
    kept = in_case(parse_spec("Scalar transport over the step. Air enters at 6 m/s, and the "
                              "tracer carried in with it has a concentration of 0.2\n"
                              "(it was 1). Run 30 ms."), SCALAR)
    assert not kept.unparsed
    doubted = in_case(parse_spec("Scalar transport over the step: the tracer comes in at a "
                                 "concentration of 0.2 (it was 3). Run 30 ms."), SCALAR)
    assert doubted.unparsed


def test_a_replaced_value_held_by_another_named_place_binds_nothing() -> None:
    """The inlet's velocity is named, but the case's inlet holds 1, not 2: the 2 is some other
    entry's, and nothing is bound."""
    spec = in_case(parse_spec("Hartmann duct: set the inlet velocity to 4 (was 2). Run to 2."),
                   HARTMANN)
    assert any("(was 2)" in phrase for phrase in spec.unparsed)
