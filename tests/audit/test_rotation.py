"""A stated rotation written in every entry the followed case keeps one in (an MRF zone, a
rotating frame, a turning mesh, a rotating wall), each in its own unit, and audited there;
stated where the case has nothing that turns, it is a row not met."""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.values import number_of, vector_of


def _rates(root: Path, prompt: str) -> list[tuple[str, bool]]:
    spec = parse_spec(prompt)
    assert not spec.unparsed, spec.unparsed
    apply_requirements(root, spec.stated)
    return [(row.entry or "", row.met) for row in audit_case(spec, root)
            if row.requirement.startswith("rotation")]


def test_an_mrf_zone_turns_in_rad_per_s_with_the_stated_sense(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("incompressible/simpleFoam/mixerVessel2D")
    rows = _rates(root, "Stirred tank, frozen rotor: the blades go round clockwise (viewed "
                        "from +z) at 240 revolutions per minute.")
    assert rows == [("MRF1/omega", True)]
    assert number_of(FoamFile(root / "constant" / "MRFProperties")[("MRF1", "omega")]) == \
        pytest.approx(-240 * math.pi / 30, rel=1e-5)


def test_a_rotating_frame_keeps_rpm_and_takes_the_axis_and_origin(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("incompressible/SRFSimpleFoam/mixer")
    rows = _rates(root, "Solve the mixer passage in a frame rotating at 52.36 rad/s about the "
                        "z axis through (0 0 0.05).")
    assert dict(rows) == {"rpmCoeffs/rpm": True, "axis": True, "origin": True}
    properties = FoamFile(root / "constant" / "SRFProperties")
    assert number_of(properties[("rpmCoeffs", "rpm")]) == pytest.approx(500, rel=1e-4)
    assert vector_of(properties["origin"]) == (0, 0, 0.05)


def test_a_turning_mesh_and_its_walls_turn_together(
        tutorial_case: Callable[[str], Path]) -> None:
    """interFoam's mixerVesselAMI turns its mesh and its shaft's wall at -5 rad/s: both take
    the stated rate, and keep the case's sense when none is said."""
    root = tutorial_case("multiphase/interFoam/RAS/mixerVesselAMI")
    rows = _rates(root, "The agitator turns at 30 rpm.")
    assert rows == [("omega", True), ("boundaryField/shaft/omega", True)]
    assert number_of(FoamFile(root / "constant" / "dynamicMeshDict")["omega"]) == \
        pytest.approx(-math.pi, rel=1e-5)


def test_a_sliding_mesh_case(tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("incompressible/pimpleFoam/laminar/mixerVesselAMI2D")
    assert _rates(root, "Let the rotor spin at 0.5 rev/s.") == [("omega", True)]
    assert number_of(FoamFile(root / "constant" / "dynamicMeshDict")["omega"]) == \
        pytest.approx(math.pi, rel=1e-5)


def test_a_rate_where_nothing_turns_is_not_met(tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("incompressible/simpleFoam/pitzDaily")
    assert _rates(root, "pitzDaily, but with the lower wall spinning at 100 rpm.") == [
        ("", False)]


def test_a_rate_not_written_is_not_met(tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("incompressible/SRFSimpleFoam/mixer")
    spec = parse_spec("the frame turns at 800 rpm")
    rows = [row for row in audit_case(spec, root) if row.requirement.startswith("rotation")]
    assert len(rows) == 1 and not rows[0].met and rows[0].found == "1000", rows


def test_a_constant_function_of_time_is_a_rate(tutorial_case: Callable[[str], Path]) -> None:
    """climbingRod's rod turns at 'omega constant 13.2': a rate the request replaces."""
    root = tutorial_case("multiphase/compressibleInterFoam/laminar/climbingRod")
    assert _rates(root, "The rod spins at 3 revolutions per second.") == [
        ("boundaryField/rod/omega", True)]


def test_an_overset_rotor_zone_turns_at_the_stated_rate(
        tutorial_case: Callable[[str], Path]) -> None:
    """simpleRotor keeps its rate one level down, in the multi-zone motion solver's
    coefficients (``multiSolidBodyMotionSolverCoeffs/movingZone/rotatingMotionCoeffs``)."""
    root = tutorial_case("incompressible/overPimpleDyMFoam/simpleRotor")
    rows = _rates(root, "Spin the blade at 600 rev/min.")
    keys = ("multiSolidBodyMotionSolverCoeffs", "movingZone", "rotatingMotionCoeffs", "omega")
    assert rows == [("/".join(keys), True)]
    assert number_of(FoamFile(root / "constant" / "dynamicMeshDict")[keys]) == \
        pytest.approx(20 * math.pi, rel=1e-5)


def test_counter_rotating_zones_keep_their_own_senses(
        tutorial_case: Callable[[str], Path]) -> None:
    """Two rotors turning opposite ways take the stated speed each with its own sign."""
    root = tutorial_case("incompressible/overPimpleDyMFoam/twoSimpleRotors")
    rows = _rates(root, "Both rotors spin at 300 rpm.")
    assert [met for _, met in rows] == [True, True]
    motion = FoamFile(root / "constant" / "dynamicMeshDict")
    rates = [number_of(motion[("multiSolidBodyMotionSolverCoeffs", zone,
                               "rotatingMotionCoeffs", "omega")])
             for zone in ("movingZone1", "movingZone2")]
    assert rates == [pytest.approx(10 * math.pi, rel=1e-5), pytest.approx(-10 * math.pi, rel=1e-5)]


def test_one_sense_for_counter_rotating_zones_stays_open(
        tutorial_case: Callable[[str], Path]) -> None:
    """A sense said once cannot tell which of two opposed rotors turns that way: nothing is
    written and the row stays unmet."""
    root = tutorial_case("incompressible/overPimpleDyMFoam/twoSimpleRotors")
    before = (root / "constant" / "dynamicMeshDict").read_text()
    rows = _rates(root, "The rotor turns clockwise seen from +z at 300 rpm.")
    assert rows == [("", False)]
    assert (root / "constant" / "dynamicMeshDict").read_text() == before


@pytest.mark.parametrize("prompt", [
    "Turn each of the two fans clockwise seen from +z at 300 rpm.",
    "The rotors turn at 300 rpm, all of them clockwise seen from +z.",
    "Run the rotors at 300 rpm in the same direction, clockwise seen from +z.",
])
def test_one_sense_said_of_every_rotor_turns_them_all_that_way(
        tutorial_case: Callable[[str], Path], prompt: str) -> None:
    """A sense said of every rotor is each one's: the counter-rotating zones both turn so."""
    root = tutorial_case("incompressible/overPimpleDyMFoam/twoSimpleRotors")
    rows = _rates(root, prompt)
    assert [met for _, met in rows] == [True, True]
    motion = FoamFile(root / "constant" / "dynamicMeshDict")
    rates = [number_of(motion[("multiSolidBodyMotionSolverCoeffs", zone,
                               "rotatingMotionCoeffs", "omega")])
             for zone in ("movingZone1", "movingZone2")]
    assert rates == [pytest.approx(-10 * math.pi, rel=1e-5)] * 2


def test_the_same_sense_as_the_case_is_no_sense_said_of_every_rotor() -> None:
    spec = parse_spec("Spin the rotor clockwise at 300 rpm, the same direction as before.")
    assert spec.stated.rotation is not None
    assert not spec.stated.rotation.together


def test_a_zone_named_takes_the_rate_and_the_others_keep_their_motion(
        tutorial_case: Callable[[str], Path]) -> None:
    """Rotor and stator zones both turn in this mixer; a rate said of the rotor is the
    rotor's: the stator keeps its own, and only the rotor's row is audited."""
    root = tutorial_case("lagrangian/icoUncoupledKinematicParcelDyMFoam/mixerVesselAMI2D")
    rows = _rates(root, "The rotor turns at 45 rpm.")
    assert rows == [("multiSolidBodyMotionSolverCoeffs/rotor/rotatingMotionCoeffs/omega", True)]
    motion = FoamFile(root / "constant" / "dynamicMeshDict")
    rate = [number_of(motion[("multiSolidBodyMotionSolverCoeffs", zone, "rotatingMotionCoeffs",
                              "omega")]) for zone in ("rotor", "stator")]
    assert rate == [pytest.approx(1.5 * math.pi, rel=1e-5), pytest.approx(-6.2832)]
