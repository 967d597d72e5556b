"""A stated value goes to the entry the followed case has: a bulk velocity is a momentum
source's ``Ubar`` where the case keeps one, the inlet's speed where it is driven through one
inlet, and read, not applied, where it has neither.

Why: "a bulk velocity of 15 m/s" was bound to ``Ubar`` in every case; pitzDaily keeps none, so
the value went nowhere while the case's inlet could hold it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.case_entries import bind_to_case
from foam_agent.agents.spec.case_pressure import in_case_units
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

INCOMPRESSIBLE = DEBIAN_TUTORIALS / "incompressible"
PITZ_DAILY = INCOMPRESSIBLE / "simpleFoam" / "pitzDaily"
CHANNEL = INCOMPRESSIBLE / "pimpleFoam" / "LES" / "channel395"
PROFILE = INCOMPRESSIBLE / "boundaryFoam" / "boundaryWallFunctionsProfile"
CAVITY = INCOMPRESSIBLE / "icoFoam" / "cavity" / "cavity"
ELBOW = INCOMPRESSIBLE / "icoFoam" / "elbow"


@pytest.mark.parametrize(("prompt", "speed"), [
    ("steady RANS over the backward-facing step with a bulk velocity of 15 m/s", 15.0),
    ("simpleFoam step flow, U_bulk = 12 m/s, 800 iterations", 12.0),
    ("run the pitzDaily step with the bulk mean velocity at 30 ft/s", 9.144),
])
def test_a_bulk_velocity_is_the_inlet_s_speed_where_the_case_keeps_no_ubar(
        prompt: str, speed: float) -> None:
    stated = bind_to_case(parse_spec(prompt), PITZ_DAILY).stated
    assert not [item for item in stated.properties if item.name == "Ubar"]
    placed = [item for item in stated.boundary_values if item.field == "U"]
    assert len(placed) == 1
    assert placed[0].boundary == ("inlet",)
    assert placed[0].value == pytest.approx(speed)
    assert "Ubar" in placed[0].assumption and "inlet" in placed[0].assumption


@pytest.mark.parametrize("root", [CHANNEL, PROFILE])
def test_a_case_keeping_ubar_keeps_the_bulk_velocity_there(root: Path) -> None:
    spec = parse_spec("channel flow driven at a bulk velocity of 0.2 m/s")
    stated = bind_to_case(spec, root).stated
    assert [item.name for item in stated.properties] == ["Ubar"]
    assert not stated.boundary_values


@pytest.mark.parametrize(("root", "why"), [
    (CAVITY, "no patch that is its inlet"),
    (ELBOW, "several patches that are its inlet"),
])
def test_a_case_with_neither_place_reads_the_value_not_applied(root: Path, why: str) -> None:
    spec = bind_to_case(parse_spec("laminar flow with a bulk speed of 2 m/s"), root)
    assert not spec.stated.properties and not spec.stated.boundary_values
    assert len(spec.not_applied) == 1
    assert "Ubar" in spec.not_applied[0].reason and why in spec.not_applied[0].reason


def test_the_inlet_speed_is_written_and_audited(tmp_path: Path) -> None:
    case = copy_tutorial(PITZ_DAILY, tmp_path / "case")
    spec = parse_spec("backward-facing step with simpleFoam, bulk velocity 15 m/s")
    apply_requirements(case, in_case_units(spec, case).stated)
    inlet = FoamFieldFile(case / "0" / "U").boundary_field["inlet"]
    assert list(inlet["value"]) == pytest.approx([15, 0, 0])  # type: ignore[arg-type]
    rows = [row for row in audit_case(spec, case) if "bulk velocity 15" in row.phrase]
    assert rows and all(row.met for row in rows)


MIXING = DEBIAN_TUTORIALS / "multiphase" / "interMixingFoam" / "laminar" / "damBreak"


@pytest.mark.parametrize(("prompt", "keyword", "value"), [
    ("interMixingFoam dam break; the brine and fresh water mix with a diffusivity of "
     "1e-9 m^2/s", "D23", 1e-9),
    ("three liquids dam break, diffusivity between the two liquids 4e-10 m2/s", "D23", 4e-10),
    ("miscible dam break: the air-water surface tension is 0.065 N/m", "sigma13", 0.065),
    ("dam break with interMixingFoam. Surface tension of 50 dyn/cm between air and the "
     "other liquid.", "sigma12", 0.05),
])
def test_a_property_between_two_fluids_is_the_case_s_keyword_for_their_pair(
        prompt: str, keyword: str, value: float) -> None:
    stated = bind_to_case(parse_spec(prompt), MIXING).stated
    assert [(item.name, item.value) for item in stated.properties] == [
        (keyword, pytest.approx(value))]


def test_a_pair_the_words_do_not_name_is_read_not_applied() -> None:
    spec = bind_to_case(parse_spec("interMixingFoam damBreak, surface tension 0.06 N/m"),
                        MIXING)
    assert not spec.stated.properties
    assert "sigma12" in spec.not_applied[0].reason and "sigma13" in spec.not_applied[0].reason


def test_the_pair_s_keyword_is_written_and_audited(tmp_path: Path) -> None:
    case = copy_tutorial(MIXING, tmp_path / "case")
    spec = parse_spec("miscible dam break, diffusivity between the two liquids 4e-10 m2/s")
    apply_requirements(case, in_case_units(spec, case).stated)
    assert FoamFile(case / "constant" / "transportProperties")["D23"] == pytest.approx(4e-10)
    rows = [row for row in audit_case(spec, case) if "diffusivity" in row.phrase]
    assert rows and all(row.met for row in rows)


@pytest.mark.parametrize(("prompt", "speed"), [
    ("pitzDaily simpleFoam kOmegaSST, U 20 m/s, air 15C.", 20.0),
    ("the pitzDaily case with the flow coming in at 7 m/s", 7.0),
])
def test_a_speed_said_of_the_case_s_name_is_its_inlet_s(prompt: str, speed: float) -> None:
    spec = parse_spec(prompt)
    assert any(item.boundary[0] == "pitzDaily" for item in spec.stated.boundary_values)
    placed = bind_to_case(spec, PITZ_DAILY).stated.boundary_values
    assert [(item.boundary, item.value) for item in placed] == [(("inlet",), speed)]
    assert placed[0].assumption.startswith("'pitzDaily' names the followed case")


def test_a_speed_said_of_a_periodic_channel_s_name_is_its_bulk_velocity() -> None:
    spec = parse_spec("LES of channel flow, pimpleFoam channel395, driven at a mean velocity "
                      "of 0.2 m/s")
    stated = bind_to_case(spec, CHANNEL).stated
    assert not stated.boundary_values
    assert [(item.name, item.value) for item in stated.properties] == [("Ubar", 0.2)]


def test_a_speed_said_of_a_thing_stays_where_it_is_said() -> None:
    spec = parse_spec("cavity: the lid moves at 2 m/s")
    assert bind_to_case(spec, CAVITY).stated.boundary_values == spec.stated.boundary_values


def test_a_pressure_said_of_the_case_s_name_stays_as_read() -> None:
    spec = parse_spec("sonicLiquidFoam decompressionTank: tank initially at 1,450 psia")
    root = DEBIAN_TUTORIALS / "compressible" / "sonicLiquidFoam" / "decompressionTank"
    bound = bind_to_case(spec, root)
    assert bound.stated.boundary_values == spec.stated.boundary_values
    assert not bound.not_applied


def test_an_inlet_whose_condition_holds_no_value_keeps_its_profile() -> None:
    root = INCOMPRESSIBLE / "simpleFoam" / "turbineSiting"
    spec = parse_spec("turbineSiting with simpleFoam, wind of 12 m/s")
    assert any(item.boundary[0] == "turbineSiting" for item in spec.stated.boundary_values)
    bound = bind_to_case(spec, root)
    assert not bound.stated.boundary_values
    assert "atmBoundaryLayerInletVelocity" in bound.not_applied[0].reason


DISC = DEBIAN_TUTORIALS / "multiphase" / "interIsoFoam" / "discInConstantFlow"
DAM_BREAK = DEBIAN_TUTORIALS / "multiphase" / "interFoam" / "laminar" / "damBreak" / "damBreak"


def test_a_vector_said_of_a_case_no_patch_drives_is_its_internal_field(
        tmp_path: Path) -> None:
    """discInConstantFlow's patches are a zeroGradient rim and empty faces: its flow is its
    initial field's, so a velocity said of the case is that field's."""
    case = copy_tutorial(DISC, tmp_path / "case")
    spec = bind_to_case(parse_spec("interIsoFoam discInConstantFlow: uniform velocity U = "
                                   "(0.8 0 0.4) m/s, endTime 1 s."), case)
    assert [(item.boundary, item.value) for item in spec.stated.boundary_values] == [
        (("internalField",), (0.8, 0.0, 0.4))]
    apply_requirements(case, spec.stated)
    assert list(FoamFieldFile(case / "0.orig" / "U").internal_field) == [0.8, 0, 0.4]


def test_a_vector_said_of_a_case_with_one_inlet_is_the_inlet_s(tmp_path: Path) -> None:
    spec = bind_to_case(parse_spec("simpleFoam pitzDaily with U = (12 0 0) m/s."), PITZ_DAILY)
    assert [(item.boundary, item.value) for item in spec.stated.boundary_values] == [
        (("inlet",), (12.0, 0.0, 0.0))]


def test_a_vector_said_of_a_case_with_open_boundaries_stays_unplaced() -> None:
    """damBreak's atmosphere lets the flow in and out: where the velocity goes is not told."""
    spec = bind_to_case(parse_spec("interFoam damBreak with U = (1 0 0) m/s."), DAM_BREAK)
    assert all(item.boundary != ("internalField",) for item in spec.stated.boundary_values)
