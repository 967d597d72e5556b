"""Condition types stated with their parameters: read onto the named field and patches, unit
checked against the field's dimensions, written into a copied tutorial's ``0/`` file, and
audited there (a wrong written value fails the row)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.boundaries import edit_boundaries
from foam_agent.agents.authors.editors.report import EditReport
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.document import dump_document, load_document
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import BoundaryType, ConditionParameter, Requirements

PITZ_SCALAR = "basic/scalarTransportFoam/pitzDaily"
PITZ_SIMPLE = "incompressible/simpleFoam/pitzDaily"


def _read(prompt: str) -> Requirements:
    return parse_spec(prompt).stated


def _type(stated: Requirements, kind: str) -> BoundaryType:
    found = [item for item in stated.boundary_types if item.type == kind]
    assert len(found) == 1, stated.describe()
    return found[0]


def test_a_value_parameter_is_the_field_value_on_the_named_patch() -> None:
    stated = _read("scalarTransportFoam pitzDaily: T 'outlet' inletOutlet with inletValue 0.")
    kind = _type(stated, "inletOutlet")
    assert (kind.field, kind.boundary[0].lower()) == ("T", "outlet")
    values = [item for item in stated.boundary_values if item.field == "T"]
    assert [(item.boundary[0].lower(), item.value) for item in values] == [("outlet", 0)]
    assert not any(item.name == "inletValue" for item in stated.properties)


def test_a_parameter_rides_on_its_type_converted_and_checked_against_the_field() -> None:
    stated = _read("hotRoom: fixedGradient on the floor for T with gradient 0.5 K/cm.")
    kind = _type(stated, "fixedGradient")
    assert kind.field == "T"
    assert kind.parameters == (ConditionParameter("gradient", 50.0),)


def test_a_percentage_is_a_fraction_and_not_also_the_inlet_estimate() -> None:
    stated = _read("pitzDaily, kEpsilon: k at 'inlet' of type "
                   "turbulentIntensityKineticEnergyInlet with intensity 5 %.")
    kind = _type(stated, "turbulentIntensityKineticEnergyInlet")
    assert (kind.field, kind.parameters) == ("k", (ConditionParameter("intensity", 0.05),))
    assert stated.intensity is None


def test_the_field_follows_from_the_unit_when_the_words_name_none() -> None:
    stated = _read("pitzDaily: the outlet is inletOutlet with inletValue (0 0 0) m/s.")
    assert _type(stated, "inletOutlet").field == "U"
    assert [item.value for item in stated.boundary_values] == [(0.0, 0.0, 0.0)]


def test_a_unit_of_other_dimensions_is_not_applied_with_why() -> None:
    stated = _read("pitzDaily: flowRateInletVelocity at the inlet with volumetricFlowRate "
                   "2 m/s.")
    assert not any(item.parameters for item in stated.boundary_types)
    assert any("volumetricFlowRate" in item.reason for item in stated.not_applied), \
        stated.describe()


def test_no_field_decided_is_not_applied_rather_than_guessed() -> None:
    stated = _read("pitzDaily: the outlet is inletOutlet with inletValue 0.5.")
    assert not stated.boundary_values
    assert any("which field" in item.reason for item in stated.not_applied)


def test_a_volumetric_flow_rate_in_litres_per_second() -> None:
    stated = _read("pitzDaily with flowRateInletVelocity at the inlet, volumetricFlowRate "
                   "2 L/s.")
    kind = _type(stated, "flowRateInletVelocity")
    assert kind.field == "U"
    assert kind.parameters == (ConditionParameter("volumetricFlowRate", 0.002),)


def _apply(root: Path, prompt: str) -> Requirements:
    spec = parse_spec(prompt)
    edit_boundaries(root, spec.stated, EditReport())
    return spec.stated


def test_the_type_and_its_parameter_are_written_and_audited(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(PITZ_SCALAR)
    prompt = "scalarTransportFoam pitzDaily: T 'outlet' inletOutlet with inletValue 0.25."
    _apply(root, prompt)
    with FoamFieldFile(root / "0" / "T") as field:
        entry = field.boundary_field["outlet"]
        assert (entry["type"], float(entry["inletValue"])) == ("inletOutlet", 0.25)
    rows = [row for row in audit_case(parse_spec(prompt), root) if "outlet" in row.requirement]
    assert rows and all(row.met for row in rows), rows
    with FoamFieldFile(root / "0" / "T") as field:
        field.boundary_field["outlet"]["inletValue"] = 0.5
    rows = [row for row in audit_case(parse_spec(prompt), root) if "outlet" in row.requirement]
    assert not all(row.met for row in rows), rows


def test_a_parameter_is_written_under_its_name_and_a_wrong_one_fails_its_row(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(PITZ_SIMPLE)
    prompt = ("simpleFoam pitzDaily, kEpsilon: k at 'inlet' of type "
              "turbulentIntensityKineticEnergyInlet with intensity 8 %.")
    _apply(root, prompt)
    with FoamFieldFile(root / "0" / "k") as field:
        entry = field.boundary_field["inlet"]
        assert entry["type"] == "turbulentIntensityKineticEnergyInlet"
        assert float(entry["intensity"]) == pytest.approx(0.08)
    rows = [row for row in audit_case(parse_spec(prompt), root)
            if row.entry and row.entry.startswith("boundaryField/inlet")]
    assert {row.entry for row in rows} == {"boundaryField/inlet/type",
                                           "boundaryField/inlet/intensity"}
    assert all(row.met for row in rows), rows
    with FoamFieldFile(root / "0" / "k") as field:
        field.boundary_field["inlet"]["intensity"] = 0.2
    rows = [row for row in audit_case(parse_spec(prompt), root)
            if row.entry == "boundaryField/inlet/intensity"]
    assert rows and not any(row.met for row in rows), rows


def test_a_type_with_no_parameter_goes_on_each_field_listed_by_name() -> None:
    stated = _read("simpleFoam pitzDaily: outlet fixedValue p 0 and inletOutlet k and epsilon.")
    assert sorted((item.field, item.type) for item in stated.boundary_types) == [
        ("epsilon", "inletOutlet"), ("k", "inletOutlet")]
    assert {item.boundary[0].lower() for item in stated.boundary_types} == {"outlet"}


def test_a_field_with_a_condition_of_its_own_is_not_in_the_list() -> None:
    stated = _read("pitzDaily: outlet zeroGradient U and T fixedValue 300 K.")
    assert [(item.field, item.type) for item in stated.boundary_types] == [("U", "zeroGradient")]
    assert [(item.field, item.value) for item in stated.boundary_values] == [("T", 300)]


def test_a_vector_parameter_in_kilopascals_is_written_per_component(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("stressAnalysis/solidDisplacementFoam/plateHole")
    prompt = ("solidDisplacementFoam plateHole: 'right' has tractionDisplacement with traction "
              "(20 0 0) kPa and pressure 0.")
    # A solid's load is the solid-load reader's, written by its own editor.
    apply_requirements(root, parse_spec(prompt).stated)
    with FoamFieldFile(root / "0" / "D") as field:
        entry = field.boundary_field["right"]
        assert [float(item) for item in entry["traction"]] == [20000.0, 0.0, 0.0]
    rows = [row for row in audit_case(parse_spec(prompt), root)
            if row.entry in ("boundaryField/right/traction", "boundaryField/right/pressure")]
    assert len(rows) == 2 and all(row.met for row in rows), rows


@pytest.mark.slow
def test_simple_foam_runs_the_written_conditions(tutorial_case: Callable[[str], Path]) -> None:
    """The entries written under each type's own names are ones v1912 reads: pitzDaily runs
    five iterations with a flow-rate inlet, an inletOutlet outlet and both turbulence inlets."""
    root = tutorial_case(PITZ_SIMPLE)
    spec = parse_spec(
        "simpleFoam pitzDaily, kEpsilon: k at 'inlet' of type "
        "turbulentIntensityKineticEnergyInlet with intensity 8 %, epsilon at 'inlet' of type "
        "turbulentMixingLengthDissipationRateInlet with mixingLength 0.002 m, 'outlet' U "
        "inletOutlet with inletValue (0 0 0) m/s, inlet U flowRateInletVelocity with "
        "volumetricFlowRate 0.5 L/s. endTime 5.")
    apply_requirements(root, spec.stated)
    (root / "Allrun").write_text("#!/bin/sh\nblockMesh > log.blockMesh 2>&1 && "
                                 "simpleFoam > log.simpleFoam 2>&1\n")
    result = LocalRunner(timeout_s=300).run(root)
    assert result.ok, (result.status, result.fatal_error)
    assert all(row.met for row in audit_case(spec, root)
               if row.entry and row.entry.startswith("boundaryField/")), \
        [row for row in audit_case(spec, root) if not row.met]


def test_a_sentence_heading_names_the_field_of_each_condition_in_it() -> None:
    stated = _read("simpleFoam pitzDaily, SpalartAllmaras. nuTilda: internalField 4.5e-05 "
                   "m^2/s and fixedValue 4.5e-05 at the inlet, fixedValue 0 on upperWall and "
                   "lowerWall, zeroGradient at the outlet.")
    values = {(item.field, item.boundary[0].lower(), item.value)
              for item in stated.boundary_values}
    assert values == {("nuTilda", "inlet", 4.5e-05), ("nuTilda", "upperwall", 0),
                      ("nuTilda", "lowerwall", 0)}
    assert [(item.field, item.boundary[0].lower(), item.type)
            for item in stated.boundary_types] == [("nuTilda", "outlet", "zeroGradient")]


def test_a_fixed_value_just_after_a_case_field_s_name_stays_the_vocabulary_reader_s() -> None:
    stated = _read("electrostaticFoam chargedWire. Charge density rho: fixedValue 2e-05 C/m^3 "
                   "on 'hole'.")
    assert [(item.field, item.value) for item in stated.boundary_values] == [("rho", 2e-05)]
    assert not stated.properties


def test_the_parameters_and_vectors_survive_the_spec_document() -> None:
    spec = parse_spec("hotRoom: fixedGradient on the floor for T with gradient 500 K/m. "
                      "boundaryFoam: Ubar = (5 0 0) m/s.")
    assert spec.stated.vectors and spec.stated.boundary_types[0].parameters
    for fmt in ("json", "yaml"):
        again = load_document(dump_document(spec, fmt), fmt)
        assert again.stated.boundary_types == spec.stated.boundary_types
        assert again.stated.vectors == spec.stated.vectors


def test_a_type_joined_by_and_shares_the_boundary_the_next_statement_names() -> None:
    stated = _read("pitzDaily with simpleFoam: inlet velocity 10 m/s, zero-gradient velocity "
                   "and fixed zero pressure at the outlet.")
    assert [(item.field, item.boundary[0], item.type) for item in stated.boundary_types] == [
        ("U", "outlet", "zeroGradient")]


def test_a_pressure_type_of_p_or_p_rgh_is_p_s_and_its_parameters_place_it() -> None:
    stated = _read("damBreak: fixedFluxPressure on the walls, totalPressure with p0 0 at the "
                   "atmosphere.")
    assert ("p", "atmosphere", "totalPressure") in {
        (item.field, item.boundary[0], item.type) for item in stated.boundary_types}
    assert [(item.field, item.boundary[0], item.value)
            for item in stated.boundary_values] == [("p", "atmosphere", 0)]


def test_a_type_s_only_parameter_may_follow_it_directly() -> None:
    kind = _type(_read("hotRoom: fixedGradient 500 K/m on the floor for T."), "fixedGradient")
    assert (kind.field, kind.parameters) == ("T", (ConditionParameter("gradient", 500),))


def test_a_type_named_in_prose_binds_with_its_parameter_only() -> None:
    kind = _type(_read("hotRoom: the floor has a fixed gradient of 500 K/m."), "fixedGradient")
    assert (kind.field, kind.boundary[0], kind.parameters) == (
        "T", "floor", (ConditionParameter("gradient", 500),))
    assert not _read("hotRoom: the floor has a fixed gradient of 500 K/m.").boundary_values
    assert not _read("hotRoom: keep a fixed gradient on the floor.").boundary_types


def test_a_clause_saying_more_than_names_is_not_the_type_s_patch_list() -> None:
    stated = _read("BenardCells: 'floor' fixedValue 304 K, 'ceiling' fixedValue 300 K, the "
                   "short end walls 'sideWalls' adiabatic.")
    assert {(item.boundary[0], item.value) for item in stated.boundary_values} == {
        ("floor", 304), ("ceiling", 300)}


def test_an_indented_line_is_an_item_of_its_own() -> None:
    stated = _read("beamEndLoad boundaries:\n  tractionEnd: tractionDisplacement, traction "
                   "(0 -5000 0) Pa, pressure 0\n  topSurface, bottomSurface traction-free")
    # A solid's load is the solid-load reader's: the load sits on tractionEnd alone.
    assert {(item.boundary[0], item.kind) for item in stated.solid_loads} == {
        ("tractionEnd", "load"), ("topSurface", "free"), ("bottomSurface", "free")}


def test_names_that_open_the_next_statement_are_its_list() -> None:
    stated = _read("laplacianFoam flange. patch1 fixedValue T = 450 K, patch2, patch3 and "
                   "patch4 zeroGradient.")
    assert [(item.boundary[0], item.value) for item in stated.boundary_values] == [
        ("patch1", 450)]


def test_a_type_that_is_a_word_of_prose_binds_only_after_type() -> None:
    """"freestream 30 m/s" is the speed of the free stream, not the freestream condition."""
    from foam_agent.agents.spec.parse import parse_spec

    prose = parse_spec("NACA 0012 at 4 degrees, freestream 30 m/s, simpleFoam").stated
    assert not prose.boundary_types
    assert [item.value for item in prose.boundary_values if item.field == "U"] == [30]


@pytest.mark.parametrize(("prompt", "field", "kind", "parameter"), [
    ("rhoPimpleFoam angledDuctLTS; at the inlet massFlowRate 0.15 kg/s.", "U",
     "flowRateInletVelocity", ConditionParameter("massFlowRate", 0.15)),
    ("angledDuct, rhoSimpleFoam: inlet massFlowRate = 540 kg/h, outlet 1 bar.", "U",
     "flowRateInletVelocity", ConditionParameter("massFlowRate", 0.15)),
    ("pitzDaily with simpleFoam, the inlet given as volumetricFlowRate 2 l/s.", "U",
     "flowRateInletVelocity", ConditionParameter("volumetricFlowRate", 0.002)),
    ("rhoPimpleFoam, non-reflecting outlet: outlet lInf 3 m, fieldInf 1 bar for p.", "p",
     "waveTransmissive", ConditionParameter("lInf", 3.0)),
])
def test_a_parameter_written_as_code_names_its_condition_without_the_type(
        prompt: str, field: str, kind: str, parameter: ConditionParameter) -> None:
    """'Inlet massFlowRate 0.15 kg/s' (no type before it) was bound as a keyword of the
    case's dictionaries, which hold none: not applied. The parameter belongs to one row of
    the catalog, which is the condition the words state."""
    stated = _read(prompt)
    found = _type(stated, kind)
    assert found.field == field and found.boundary[0].lower() in ("inlet", "outlet")
    assert parameter in found.parameters or any(
        item.value == pytest.approx(parameter.value) for item in stated.boundary_values
        if item.field == field)
    assert not any(item.name == parameter.name for item in stated.properties)


def test_a_parameter_of_several_conditions_with_no_field_to_choose_is_refused() -> None:
    """mixingLength is k-epsilon's and k-omega's inlet parameter: with no field named it is
    said not applied, never bound to the first row."""
    stated = _read("pitzDaily: inlet mixingLength 0.0018 m.")
    assert not stated.boundary_types
    assert any("mixingLength" in item.reason for item in stated.not_applied), stated.describe()
    both = _read("pitzDaily: epsilon inlet mixingLength 0.0018 m.")
    assert _type(both, "turbulentMixingLengthDissipationRateInlet").parameters == (
        ConditionParameter("mixingLength", 0.0018),)


def test_a_stated_mass_flow_is_written_into_the_inlets_function(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("compressible/rhoPimpleFoam/RAS/angledDuctLTS")
    prompt = "rhoPimpleFoam angledDuctLTS; at the inlet massFlowRate 0.15 kg/s."
    _apply(root, prompt)
    with FoamFieldFile(root / "0" / "U") as field:
        entry = field.boundary_field["inlet"]
        assert entry["type"] == "flowRateInletVelocity"
        assert float(entry["massFlowRate"]) == pytest.approx(0.15)
    rows = [row for row in audit_case(parse_spec(prompt), root)
            if row.entry == "boundaryField/inlet/massFlowRate"]
    assert rows and all(row.met for row in rows), rows


def test_a_constant_total_pressure_replaces_the_tutorials_table(
        tutorial_case: Callable[[str], Path]) -> None:
    """TJunction ramps its inlet's p0 with a table; 'uniformTotalPressure, p0 constant 25' was
    no row of the catalog and was not read (the tutorial's table stayed)."""
    root = tutorial_case("incompressible/pimpleFoam/RAS/TJunction")
    prompt = "TJunction, pimpleFoam: inlet uniformTotalPressure with p0 constant 25."
    _apply(root, prompt)
    with FoamFieldFile(root / "0" / "p") as field:
        entry = field.boundary_field["inlet"]
        assert entry["type"] == "uniformTotalPressure"
        assert float(entry["p0"]) == 25  # "p0 uniform 25": a constant Function1
    rows = [row for row in audit_case(parse_spec(prompt), root)
            if row.entry == "boundaryField/inlet/p0"]
    assert rows and all(row.met for row in rows), rows


@pytest.mark.parametrize(("tutorial", "patch", "prompt"), [
    ("heatTransfer/buoyantPimpleFoam/hotRoom", "ceiling",
     "buoyantPimpleFoam hotRoom: the ceiling is a lumpedMassWallTemperature with mass 600 kg "
     "and Cp 900 J/(kg K)."),
    ("heatTransfer/buoyantPimpleFoam/thermocoupleTestCase", "walls",
     "thermocoupleTestCase, T on the walls: lumpedMassWallTemperature, mass = 0.6 tonne, "
     "Cp = 0.9 kJ/(kg K)."),
])
def test_a_lumped_mass_wall_takes_its_mass_and_heat_capacity(
        tutorial_case: Callable[[str], Path], tutorial: str, patch: str, prompt: str) -> None:
    """'lumpedMassWallTemperature with mass 600 kg and Cp 900 J/(kg K)' was no row: not read.
    Put on a wall that had a fixed temperature, the type also gets the entries it reads that
    no request states (kappaMethod fluidThermo, as hotRoom writes them)."""
    root = tutorial_case(tutorial)
    _apply(root, prompt)
    written = next(path for path in (root / "0" / "T", root / "0.orig" / "T") if path.is_file())
    with FoamFieldFile(written) as field:
        entry = field.boundary_field[patch]
        assert entry["type"] == "lumpedMassWallTemperature"
        assert (float(entry["mass"]), float(entry["Cp"])) == (600, 900)
        assert entry["kappaMethod"] == "fluidThermo"
    rows = [row for row in audit_case(parse_spec(prompt), root)
            if row.entry and row.entry.startswith(f"boundaryField/{patch}")]
    assert len(rows) == 3 and all(row.met for row in rows), rows


@pytest.mark.parametrize(("prompt", "keyword"), [
    ("sonicLiquidFoam decompressionTank: rho0 = 870 kg/m^3 at the reference pressure p0 = 1e5 "
     "Pa.", "p0"),
    ("chemFoam, constant pressure, p0 = 3 atm, T0 = 1150 K.", "T0"),
])
def test_a_parameter_name_in_a_clause_naming_no_patch_stays_the_dictionaries(
        prompt: str, keyword: str) -> None:
    """p0 and T0 are also keywords of the cases' dictionaries (a liquid's reference state, a
    reactor's initial state): said with no patch they are those, never a total pressure."""
    stated = _read(prompt)
    assert not stated.boundary_types and not stated.not_applied, stated.describe()
    assert any(keyword in line for line in stated.describe()), stated.describe()
