"""A body's to-and-fro motion said in words: its excursion either way ("±0.3 m", "plus or minus
15 mm", "swings 40 cm", "5 cm either way") and its rate (a period, "once every 4 s", Hz,
cycles per second, rad/s, a multiple of π), written into the case's solid-body motion
(``oscillatingLinearMotion``: ``amplitude`` a vector whose length is the excursion, ``omega``
= 2π f) wherever its dynamicMeshDict keeps it — at the top beside the function's name
(oscillatingInletACMI2D), in a ``<type>Coeffs`` (sloshingCylinder), or in a zone of a
``multiSolidBodyMotionSolverCoeffs`` (movingBox).

Such words had been "not understood" and the tutorial's motion stayed.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.function_values import read_function_values
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.spoken_numbers import digits_for_words
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

ACMI = DEBIAN_TUTORIALS / "incompressible" / "pimpleFoam" / "RAS" / "oscillatingInletACMI2D"
MOVING_BOX = DEBIAN_TUTORIALS / "heatTransfer" / "overBuoyantPimpleDyMFoam" / "movingBox"
ZONE = ("multiSolidBodyMotionSolverCoeffs", "movingZone1", "oscillatingLinearMotionCoeffs")


@pytest.mark.parametrize(("words", "amplitude", "frequency"), [
    ("the feed duct slides up and down ±0.2 m once every 5 seconds", 0.2, 0.2),
    ("shake the block back and forth by plus or minus 15 mm with a period of 3 s", 0.015,
     1 / 3),
    ("the inlet section swings 40 cm at 2 rad/s", 0.4, 2 / (2 * math.pi)),
    ("the pontoon is heaving up and down 5 cm either way at 0.5 cycles per second", 0.05, 0.5),
    ("make it sway +/- 1.5 inches, one full cycle every 2.5 s", 0.0381, 0.4),
    ("the channel oscillates ±0.1 m at 2π rad/s", 0.1, 1.0),
])
def test_an_excursion_and_a_rate_are_the_motion_s(words: str, amplitude: float,
                                                   frequency: float) -> None:
    values = {item.keyword: item.value for item in read_function_values(words).values}
    assert values == pytest.approx({"amplitude": amplitude, "frequency": frequency}, rel=1e-4)


@pytest.mark.parametrize("words", [
    "the tank temperature must stay within ±2 K of 300 K and the inlet is at 1 m/s",
    "the probe is placed 0.3 m ± 0.01 m from the wall",
    "the table rocks ±15 degrees at 2 rad/s",
    "a swing check valve of 5 cm bore",
])
def test_a_plus_minus_without_a_motion_s_size_is_no_amplitude(words: str) -> None:
    assert not [item for item in read_function_values(words).values
                if item.keyword == "amplitude"]


def test_the_present_motion_replaced_by_later_words_is_a_note() -> None:
    """A statement of the case as it is ("right now it swings ...") followed by the change
    asked is no second requirement: the later words are, the earlier a note."""
    spec = parse_spec("oscillatingInletACMI2D. Right now the duct swings 0.5 m at pi rad/s. "
                      "Make it swing ±0.25 m at 1 Hz, and run 2 s.")
    assert {item.keyword: item.value for item in spec.stated.functions} == {
        "amplitude": 0.25, "frequency": 1.0}
    notes = [note.source for note in spec.stated.not_physics]
    assert "swings 0.5 m" in notes and "pi rad/s" in notes
    assert not spec.unparsed


def test_a_present_state_with_no_later_change_stays_a_requirement() -> None:
    """Without a later statement of it, "currently ... 0.4 m" is a requirement the case must
    meet."""
    values = read_function_values("It currently swings 0.4 m at 2 rad/s.")
    assert {item.keyword: item.value for item in values.values} == pytest.approx(
        {"amplitude": 0.4, "frequency": 2 / (2 * math.pi)}, rel=1e-4)
    assert not values.notes


def test_the_acmi_inlet_duct_takes_the_motion_at_the_top_of_its_dictionary(
        tmp_path: Path) -> None:
    case = copy_tutorial(ACMI, tmp_path / "case")
    spec = parse_spec("oscillatingInletACMI2D: the inlet duct slides up and down ±0.2 m once "
                      "every 5 seconds, inlet at 1 m/s.")
    apply_requirements(case, spec.stated)
    motion = FoamFile(case / "constant" / "dynamicMeshDict")
    assert [float(item) for item in motion["amplitude"]] == pytest.approx([0, 0.2, 0])
    assert float(motion["omega"]) == pytest.approx(2 * math.pi / 5, rel=1e-5)
    rows = [row for row in audit_case(spec, case) if "function of time" in row.requirement]
    assert [row.entry for row in rows] == ["amplitude", "omega"]
    assert all(row.met for row in rows)


def test_the_overset_block_takes_the_motion_in_its_zone(tmp_path: Path) -> None:
    case = copy_tutorial(MOVING_BOX, tmp_path / "case")
    spec = parse_spec("movingBox overset case: the heated block is shaken back and forth "
                      "horizontally, 30 mm either way, with a period of 1.5 seconds.")
    apply_requirements(case, spec.stated)
    motion = FoamFile(case / "constant" / "dynamicMeshDict")
    assert [float(item) for item in motion[(*ZONE, "amplitude")]] == pytest.approx([0.03, 0, 0])
    assert float(motion[(*ZONE, "omega")]) == pytest.approx(2 * math.pi / 1.5, rel=1e-5)
    rows = [row for row in audit_case(spec, case) if "function of time" in row.requirement]
    assert len(rows) == 2 and all(row.met for row in rows)


def test_a_case_without_the_motion_is_an_unmet_row(tmp_path: Path) -> None:
    """pitzDaily moves nothing: the stated motion is a row no case of it meets."""
    case = copy_tutorial(DEBIAN_TUTORIALS / "incompressible" / "simpleFoam" / "pitzDaily",
                         tmp_path / "case")
    spec = parse_spec("pitzDaily, but the step swings up and down ±2 mm once every 0.1 s.")
    rows = [row for row in audit_case(spec, case) if "function of time" in row.requirement]
    assert len(rows) == 2 and not any(row.met for row in rows)


DISPLACED_BOX = DEBIAN_TUTORIALS / "multiphase" / "potentialFreeSurfaceDyMFoam" / "oscillatingBox"


@pytest.mark.parametrize(("words", "amplitude", "omega"), [
    ("potentialFreeSurfaceDyMFoam oscillatingBox: the box's underside oscillates up and down "
     "with an amplitude of a centimetre and a half at 1.2 cycles per second.", 0.015,
     2 * math.pi * 1.2),
    ("oscillatingBox with a moving mesh; the bottom of the floating box heaves ±3 cm with a "
     "period of 0.5 s.", 0.03, 4 * math.pi),
])
def test_a_displaced_patch_takes_the_motion_in_its_condition(
        tmp_path: Path, words: str, amplitude: float, omega: float) -> None:
    """oscillatingBox moves its box's underside by an oscillatingDisplacement condition in
    0/pointDisplacement (amplitude (0 -0.05 0), omega 2π): the stated size is the vector's
    length, its direction (down first) kept."""
    case = copy_tutorial(DISPLACED_BOX, tmp_path / "case")
    spec = parse_spec(words)
    apply_requirements(case, spec.stated)
    fields = "0" if (case / "0" / "pointDisplacement").exists() else "0.orig"
    bottom = FoamFile(case / fields / "pointDisplacement")[
        ("boundaryField", "floatingObjectBottom")]
    assert [float(item) for item in bottom["amplitude"]] == pytest.approx([0, -amplitude, 0])
    assert float(bottom["omega"]) == pytest.approx(omega, rel=1e-5)
    rows = [row for row in audit_case(spec, case) if "function of time" in row.requirement]
    assert len(rows) == 2 and all(row.met for row in rows)


@pytest.mark.parametrize(("words", "digits"), [
    ("an amplitude of an inch and a quarter", "an amplitude of 1.25 inch"),
    ("a metre and a half deep", "1.5 metre deep"),
    ("every hour and a half", "every hour and a half"),
    ("a dog and a half", "a dog and a half"),
])
def test_one_unit_and_a_part_is_a_number_of_the_unit(words: str, digits: str) -> None:
    """"an inch and a quarter" is 1.25 inch; a word that is no unit of length or time keeps
    its words."""
    assert digits_for_words(words) == digits
