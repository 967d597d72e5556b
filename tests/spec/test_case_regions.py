"""Values said of a region of a multi-region case: bound to its files, written and audited
there (``agents.spec.case_regions``); words naming no one region bind nothing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.boundaries import edit_boundaries
from foam_agent.agents.authors.editors.properties import edit_properties
from foam_agent.agents.authors.editors.report import EditReport
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.in_case import in_case
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import INTERNAL
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS
from tests.foamcase.region_case import write_region_case

REQUEST = ("Conjugate heat transfer with chtMultiRegionFoam. Gas inlet velocity (0 0 2) m/s "
           "and T = 40 degC at the gas inlet. The core region starts at 60 degC. The plate "
           "block is aluminium: kappa = 200 W/(m K), Cp = 900 J/(kg K), rho = 2700 kg/m^3.")


def test_values_named_by_region_are_bound_to_its_fields_and_dictionaries(
        tmp_path: Path) -> None:
    spec = in_case(parse_spec(REQUEST), write_region_case(tmp_path))
    places = {(item.field, item.boundary) for item in spec.stated.boundary_values}
    assert ("gas/U", ("inlet",)) in places
    assert ("gas/T", ("inlet",)) in places
    assert ("core/T", (INTERNAL,)) in places
    assert {item.name: item.region for item in spec.stated.properties} == {
        "kappa": "plate", "Cp": "plate", "rho": "plate"}


def test_the_editors_write_the_region_and_the_audit_checks_it_there(tmp_path: Path) -> None:
    root = write_region_case(tmp_path)
    spec = parse_spec(REQUEST)
    placed = in_case(spec, root)
    report = EditReport()
    edit_boundaries(root, placed.stated, report)
    edit_properties(root, placed.stated, report)
    assert list(FoamFieldFile(root / "0" / "gas" / "U").boundary_field["inlet"]["value"]) \
        == [0, 0, 2]
    assert FoamFieldFile(root / "0" / "core" / "T").internal_field == 333.15
    solid = FoamFile(root / "constant" / "plate" / "thermophysicalProperties")
    assert solid["mixture", "transport", "kappa"] == 200
    # the other solid keeps its own
    other = FoamFile(root / "constant" / "lowerSolid" / "thermophysicalProperties")
    assert other["mixture", "transport", "kappa"] == 80
    rows = {(row.requirement, row.file): row.met for row in audit_case(spec, root)}
    assert rows[("gas/U on inlet", "0/gas/U")]
    assert rows[("core/T on internalField", "0/core/T")]
    assert rows[("kappa of plate", "constant/plate/thermophysicalProperties")]


def test_words_naming_several_regions_bind_nothing(tmp_path: Path) -> None:
    root = write_region_case(tmp_path)
    spec = in_case(parse_spec("Run chtMultiRegionFoam with the gas and core regions. Both "
                              "start at 50 degC. kappa = 150 W/(m K)."), root)
    assert all("/" not in str(item.field) for item in spec.stated.boundary_values)
    # two solids keep kappa and the words name neither
    assert all(item.region is None for item in spec.stated.properties)


def test_a_property_whose_words_wrap_a_line_is_bound_by_its_sentence(tmp_path: Path) -> None:
    root = write_region_case(tmp_path)
    spec = in_case(parse_spec("Use chtMultiRegionFoam. The plate block is copper: thermal "
                              "conductivity 220 BTU per hour per foot\nper degree Fahrenheit."),
                   root)
    assert [(item.name, item.region) for item in spec.stated.properties] == [
        ("kappa", "plate")]


def test_a_fluid_temperature_no_region_holds_is_said_not_applied(tmp_path: Path) -> None:
    root = write_region_case(tmp_path)
    spec = parse_spec("Use chtMultiRegionFoam with water at 30 °C flowing through.")
    rows = [row for row in audit_case(spec, root) if not row.met]
    assert any("keeps T per region" in (row.note or "") for row in rows)


HEAT_EXCHANGER = (DEBIAN_TUTORIALS / "heatTransfer" / "chtMultiRegionSimpleFoam"
                  / "heatExchanger")


def _heat_exchanger(tmp_path: Path) -> Path:
    if not HEAT_EXCHANGER.is_dir():
        pytest.fail(f"the installation has no {HEAT_EXCHANGER}")
    return copy_tutorial(HEAT_EXCHANGER, tmp_path / "case")


def test_a_region_heading_a_patch_names_that_region_s_patch(tmp_path: Path) -> None:
    """heatExchanger's air and porous regions both have an ``inlet``: "Air inlet: fixedValue
    U = ..." is read as a value on "air" and on "inlet"; together they are the air's inlet."""
    root = _heat_exchanger(tmp_path)
    spec = in_case(parse_spec("chtMultiRegionSimpleFoam heatExchanger. Air inlet: fixedValue "
                              "U = (0 0 4.1) m/s and T = 12 degC. 500 iterations."), root)
    places = {(item.field, item.boundary[-1].lower(), item.value)
              for item in spec.stated.boundary_values}
    assert places == {("air/U", "inlet", (0.0, 0.0, 4.1)), ("air/T", "inlet", 285.15)}


def test_a_patch_of_several_regions_is_the_one_its_sentence_names(tmp_path: Path) -> None:
    root = _heat_exchanger(tmp_path)
    spec = in_case(parse_spec("chtMultiRegionSimpleFoam heatExchanger. Porous region: inlet T "
                              "45 degC. 500 iterations."), root)
    assert [(item.field, item.boundary) for item in spec.stated.boundary_values] == [
        ("porous/T", ("inlet",))]


def test_a_patch_of_several_regions_no_sentence_tells_apart_stays_open(tmp_path: Path) -> None:
    root = _heat_exchanger(tmp_path)
    spec = in_case(parse_spec("chtMultiRegionSimpleFoam heatExchanger with the air and porous "
                              "regions: inlet T 45 degC. 500 iterations."), root)
    assert all("/" not in str(item.field) for item in spec.stated.boundary_values)


def test_a_patch_several_regions_have_is_bound_by_the_region_its_sentence_names(
        tmp_path: Path) -> None:
    root = write_region_case(tmp_path, core_inlet="inlet")
    spec = in_case(parse_spec("Use chtMultiRegionFoam. The core gets an inlet temperature of "
                              "45 degC. Run 100 iterations."), root)
    assert [(item.field, item.boundary) for item in spec.stated.boundary_values] == [
        ("core/T", ("inlet",))]


def test_a_patch_several_regions_have_stays_open_when_no_one_region_is_named(
        tmp_path: Path) -> None:
    root = write_region_case(tmp_path, core_inlet="inlet")
    for text in ("Use chtMultiRegionFoam. Inlet temperature 45 degC.",
                 "Use chtMultiRegionFoam with the gas and the core. Inlet temperature 45 degC."):
        spec = in_case(parse_spec(text), root)
        assert [item.field for item in spec.stated.boundary_values] == ["T"]


def test_the_air_of_a_heat_exchanger_takes_its_inlet_values_said_in_its_sentence(
        tutorial_case: Callable[[str], Path]) -> None:
    # the air and the porous region both have an ``inlet`` with U and T; the velocity is read
    # of the air as a whole and of the inlet: one statement, kept on the inlet
    root = tutorial_case("heatTransfer/chtMultiRegionSimpleFoam/heatExchanger")
    spec = in_case(parse_spec("Use chtMultiRegionSimpleFoam. Air region: inlet U fixedValue "
                              "(0 0 2) m/s and inlet T 30 °C; 500 iterations."), root)
    assert sorted(item.field for item in spec.stated.boundary_values) == ["air/T", "air/U"]
    assert all("inlet" in item.boundary for item in spec.stated.boundary_values)


def test_a_region_set_through_change_dictionary_takes_its_inflow_there(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("heatTransfer/chtMultiRegionFoam/multiRegionHeater")
    spec = parse_spec("Use chtMultiRegionFoam. The top air enters through its inlet at 0.4 m/s. "
                      "Run 20 s.")
    placed = in_case(spec, root)
    assert [(item.field, item.boundary) for item in placed.stated.boundary_values] == [
        ("topAir/U", ("minX",))]
    report = EditReport()
    edit_boundaries(root, placed.stated, report)
    written = FoamFile(root / "system" / "topAir" / "changeDictionaryDict")
    assert list(written["U", "boundaryField", "minX", "value"]) == [0.4, 0, 0]
    # the other fluid keeps its own
    other = FoamFile(root / "system" / "bottomWater" / "changeDictionaryDict")
    assert list(other["U", "boundaryField", "minX", "value"]) == [0.001, 0, 0]
    rows = [row for row in audit_case(spec, root) if row.requirement == "topAir/U on minX"]
    assert [(row.file, row.met) for row in rows] == [
        ("system/topAir/changeDictionaryDict", True)]


def test_an_inflow_said_of_two_regions_at_once_binds_to_neither(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("heatTransfer/chtMultiRegionFoam/multiRegionHeater")
    spec = in_case(parse_spec("Use chtMultiRegionFoam. The top air and the bottom water both "
                              "come in through their inlets at 0.4 m/s."), root)
    assert all("/" not in str(item.field) for item in spec.stated.boundary_values)
    # nor is it written into the case's own fields, which no region reads as they stand
    before = (root / "0.orig" / "U").read_text()
    report = EditReport()
    edit_boundaries(root, spec.stated, report)
    assert (root / "0.orig" / "U").read_text() == before
    assert report.skips and all("no one region" in skip.reason for skip in report.skips)
