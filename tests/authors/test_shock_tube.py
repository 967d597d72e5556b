"""A shock tube's left and right states: read as the gas either side of the diaphragm, written
into shockTube's setFieldsDict (defaults on the left, the box on the right), audited there."""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.template.compose import Composition
from foam_agent.agents.case_files import CaseWriter
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.parse import parse_spec
from tests.authors.conftest import Written

SHOCK_TUBE = "compressible/rhoCentralFoam/shockTube"
SOD = ("Sod shock tube: left state p = 1 bar, T = 348 K; right state p = 0.1 bar, T = 278 K. "
       "1D, run to 7 ms.")
DRIVER = ("shock tube with a diaphragm at x = -1 m: the high-pressure side (driver section) at "
          "10 bar and 300 K, the low-pressure side (driven section) at 1 bar and 300 K, "
          "rhoCentralFoam")



def set_fields(case: Composition) -> tuple[dict[str, object], dict[str, object], tuple]:
    """(defaults, the box's values, the box) of the written setFieldsDict."""
    entries = FoamFile.loads(case.files["system/setFieldsDict"])
    listed = entries["defaultFieldValues"]
    defaults = {listed[index + 1]: listed[index + 2] for index in range(0, len(listed), 3)}
    ((name, body),) = entries["regions"]
    assert name == "boxToCell"
    values = body["fieldValues"]
    inside = {values[index + 1]: values[index + 2] for index in range(0, len(values), 3)}
    return defaults, inside, body["box"]


def write(case: Composition, root: Path) -> Path:
    writer = CaseWriter(root)
    for relative, text in case.files.items():
        writer.write(relative, text)
    return root


def test_the_sides_of_a_shock_tube_are_its_initial_states() -> None:
    """"left p = 1 bar" was p on a patch 'left' (shockTube's ends, 'sides', for both states),
    the driver/driven wording was not understood; a cavity's left wall stays a boundary."""
    spec = parse_spec(SOD)
    states = [(item.side, item.field, item.value) for item in spec.stated.initial_states]
    assert states == [("left", "p", 100000), ("left", "T", 348), ("right", "p", 10000),
                      ("right", "T", 278)]
    assert not spec.stated.boundary_values and not spec.unparsed
    driver = parse_spec(DRIVER)
    assert [(item.side, item.field, item.value) for item in driver.stated.initial_states] == [
        ("left", "p", 1e6), ("left", "T", 300), ("right", "p", 1e5), ("right", "T", 300)]
    assert driver.stated.diaphragm is not None and driver.stated.diaphragm.value == -1
    assert not driver.unparsed
    dense = parse_spec("Sod shock tube, left rho = 1 kg/m3, p = 1 bar; right rho = 0.125 "
                       "kg/m3, p = 0.1 bar")
    assert [(item.side, item.field) for item in dense.stated.initial_states] == [
        ("left", "rho"), ("left", "p"), ("right", "rho"), ("right", "p")]
    assert not dense.stated.properties, "a side's density is no property of the fluid"
    cavity = parse_spec("buoyantCavity, left wall 300 K, right wall 310 K")
    assert not cavity.stated.initial_states and len(cavity.stated.boundary_values) == 2


def test_the_states_fill_the_sides_setfields_fills(written: Written, tmp_path: Path) -> None:
    case, spec = written(SHOCK_TUBE, SOD)
    defaults, inside, _ = set_fields(case)
    assert (defaults["p"], defaults["T"], inside["p"], inside["T"]) == (100000, 348, 10000, 278)
    rows = {row.requirement: row for row in audit_case(spec, write(case, tmp_path / "sod"))}
    for side in ("left", "right"):
        for field in ("p", "T"):
            row = rows[f"{field} {side} of the diaphragm"]
            assert row.met and row.file == "system/setFieldsDict", row
    assert rows["T right of the diaphragm"].entry == "regions/boxToCell/fieldValues/T"
    moved, spec = written(SHOCK_TUBE, DRIVER)
    defaults, inside, box = set_fields(moved)
    assert (defaults["p"], inside["p"], box[0][0]) == (1e6, 1e5, -1)
    rows = {row.requirement: row for row in audit_case(spec, write(moved, tmp_path / "driver"))}
    assert rows["diaphragm position (x)"].met
    assert all(row.met for row in rows.values()), [row for row in rows.values() if not row.met]
    dense, spec = written(SHOCK_TUBE, "Sod shock tube, left rho = 1 kg/m3, p = 1 bar; right "
                                      "rho = 0.125 kg/m3, p = 0.1 bar")
    defaults, inside, _ = set_fields(dense)
    # T = p / (rho R), R = 8314.47 / 28.96 (shockTube's air).
    assert defaults["T"] == pytest.approx(1e5 / (1 * 8314.47 / 28.96), rel=1e-4)
    assert inside["T"] == pytest.approx(1e4 / (0.125 * 8314.47 / 28.96), rel=1e-4)


def test_a_case_without_regions_says_why(written: Written) -> None:
    """pitzDaily starts from one state: no side can hold its own, said, not dropped."""
    case, _ = written("incompressible/simpleFoam/pitzDaily", SOD)
    assert [line for line in case.notes if "no system/setFieldsDict" in line], case.notes


@pytest.mark.slow
def test_the_sod_request_runs_from_its_two_states(written: Written, runner: LocalRunner,
                                                  tmp_path: Path) -> None:
    """Through the real runner (blockMesh, setFields, rhoCentralFoam to 7 ms): the run ends,
    setFields filled the sides with the stated states and every row is met."""
    case, spec = written(SHOCK_TUBE, SOD)
    root = write(case, tmp_path / "case")
    result = runner.run(root)
    assert result.ok, (result.status, result.error_class)
    initial = FoamFieldFile(root / "0" / "T").internal_field
    assert {round(float(value)) for value in initial} == {348, 278}
    rows = audit_case(spec, root)
    assert all(row.met for row in rows), [row for row in rows if not row.met]
