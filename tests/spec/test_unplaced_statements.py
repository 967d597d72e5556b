"""Values a region of a multi-region case could hold but whose words name no one region are
open for want of a region (``agents.spec.case_regions.unplaced_statements``): the tutorial
ranking must not count them as values the case cannot hold."""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.spec.case_regions import unplaced_statements
from foam_agent.agents.spec.parse import parse_spec
from tests.foamcase.region_case import write_region_case


def test_a_value_said_of_no_region_of_a_case_the_request_speaks_of_is_unplaced(
        tmp_path: Path) -> None:
    # "plate" binds the conductivity; the density's own sentence names no region, and both
    # solids keep a rho, so which one it is stays open.
    spec = parse_spec("The plate has a thermal conductivity of 150 W/(m K). A density of "
                      "7000 kg/m^3. Run 10 s.")
    unplaced = unplaced_statements(spec, write_region_case(tmp_path))
    density = next(item.source for item in spec.stated.properties if item.name == "rho")
    conductivity = next(item.source for item in spec.stated.properties if item.name == "kappa")
    assert density in unplaced
    assert conductivity not in unplaced


def test_a_temperature_said_of_no_region_is_unplaced_one_said_of_a_region_is_not(
        tmp_path: Path) -> None:
    spec = parse_spec("The core region starts at 60 °C. The initial temperature is 20 °C. "
                      "Run 10 s.")
    unplaced = unplaced_statements(spec, write_region_case(tmp_path))
    sources = {item.value: item.source for item in spec.stated.boundary_values
               if item.field == "T"}
    assert sources[333.15] not in unplaced
    assert sources[293.15] in unplaced


def test_a_request_that_speaks_of_none_of_the_regions_leaves_nothing_unplaced(
        tmp_path: Path) -> None:
    # Nothing binds to gas, core, plate or lowerSolid and no region is named: the case's
    # regions are not what the request describes, and its unheld values count as such.
    spec = parse_spec("A lid slides at 2 m/s; the fluid has a density of 998 kg/m^3 and "
                      "starts at 20 °C. Run 5 s.")
    assert unplaced_statements(spec, write_region_case(tmp_path)) == frozenset()


def test_a_case_of_one_region_has_nothing_unplaced(tmp_path: Path) -> None:
    spec = parse_spec("The plate has a thermal conductivity of 150 W/(m K). Run 2 s.")
    (tmp_path / "constant").mkdir()
    assert unplaced_statements(spec, tmp_path) == frozenset()
