"""An angle stated for the flow (angle of attack, "at N degrees to the x axis", inclined,
pitched) turns the free stream and the initial field, and the audit checks both as vectors;
an angle with no speed to turn is reported, never dropped."""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import INTERNAL
from foam_agent.agents.spec.values.flow_angle import flow_angles
from foam_agent.foamcase.case.values import vector_of


@pytest.mark.parametrize(("words", "degrees", "axis"), [
    ("an incidence of 3.5° on the section", 3.5, 0),
    ("run it at -4 deg AoA please", -4.0, 0),
    ("9 degrees of angle of attack", 9.0, 0),
    ("the jet leaves at 0.2 rad to the x axis", math.degrees(0.2), 0),
    ("the stream is inclined at 25 degrees from the horizontal", 25.0, 0),
    ("wing pitched nose down 1.5 degrees", -1.5, 0),
    ("flow at 40° to the y-axis", 40.0, 1),
    ("the inflow is inclined at 15° upwards", 15.0, 0),
    ("the jet is angled 5 degrees downward", -5.0, 0),
    ("a flow angle of 20 deg, 4 m/s", 20.0, 0),
])
def test_angles_stated_for_a_flow_in_any_order(words: str, degrees: float, axis: int) -> None:
    [angle] = flow_angles(words)
    assert angle.degrees == pytest.approx(degrees)
    assert angle.axis == axis


@pytest.mark.parametrize("words", ["air at 15 °C and 8 deg C water", "a pitch of 0.5 m",
                                   "rotate the mesh 15 degrees", "blade pitch 12 degrees",
                                   "gravity acts at 5 degrees to the y axis",
                                   "a plate at 10° to the x axis in a 3 m/s stream"])
def test_no_flow_angle(words: str) -> None:
    assert flow_angles(words) == ()


def _u_values(prompt: str) -> dict[str, tuple[float, ...]]:
    spec = parse_spec(prompt)
    return {item.boundary[0]:
            tuple(float(item.value) * component for component in item.direction or (0, 0, 0))
            for item in spec.stated.boundary_values if item.field == "U"}


def test_the_free_stream_and_the_initial_field_take_the_angle() -> None:
    turned = _u_values("Steady RANS over a 2D wing profile, incidence of 3.5 degrees, the "
                       "oncoming air moving at 55 m/s, Spalart-Allmaras, 400 iterations.")
    wanted = (55 * math.cos(math.radians(3.5)), 55 * math.sin(math.radians(3.5)), 0.0)
    assert turned["inlet"] == pytest.approx(wanted)
    assert turned[INTERNAL] == pytest.approx(wanted)


def test_a_speed_along_x_is_turned_from_x() -> None:
    turned = _u_values("airFoil2D: 20 m/s in the x direction, pitched up 7 degrees.")
    assert turned[INTERNAL] == pytest.approx(
        (20 * math.cos(math.radians(7)), 20 * math.sin(math.radians(7)), 0.0))


def test_an_angle_with_no_speed_is_reported_not_applied() -> None:
    spec = parse_spec("Use the airFoil2D example at 11 degrees angle of attack, 300 iterations.")
    assert [item.words for item in spec.not_applied] == ["11 degrees angle of attack"]


def test_a_generated_section_carries_its_own_angle() -> None:
    """A NACA section meshed here is turned, in a stream along +x: the stream stays."""
    spec = parse_spec("NACA 2412 airfoil at 5 degrees angle of attack in a 12 m/s air stream.")
    assert not spec.not_applied
    assert all(item.direction != pytest.approx((math.cos(math.radians(5)),
                                                math.sin(math.radians(5)), 0.0))
               for item in spec.stated.boundary_values)


def test_the_followed_airfoil_case_is_turned_and_audited(
        tutorial_case: Callable[[str], Path]) -> None:
    """airFoil2D's own stream is at 8°: asked at 3°, both its free stream and its initial
    field are written at 3°, the audit finds them, and finds the tutorial's 8° unmet."""
    root = tutorial_case("incompressible/simpleFoam/airFoil2D")
    spec = parse_spec("2D aerofoil section, oncoming stream 28 m/s, incidence 3 degrees, "
                      "Spalart-Allmaras, 250 iterations.")
    apply_requirements(root, spec.stated)
    wanted = (28 * math.cos(math.radians(3)), 28 * math.sin(math.radians(3)), 0.0)
    velocity = FoamFile(root / "0" / "U")
    assert vector_of(velocity["internalField"]) == pytest.approx(wanted)
    assert vector_of(velocity["boundaryField"]["inlet"]["freestreamValue"]) == pytest.approx(
        wanted)
    rows = [row for row in audit_case(spec, root) if row.requirement.startswith("U on")]
    assert {row.entry for row in rows} >= {"internalField", "boundaryField/inlet/freestreamValue"}
    assert all(row.met for row in rows), rows
    velocity["internalField"] = [25.75, 3.62, 0]
    rows = [row for row in audit_case(spec, root) if row.entry == "internalField"]
    assert rows and not any(row.met for row in rows), rows
