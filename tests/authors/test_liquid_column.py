"""A liquid column's stated width and height: read (they were "not understood"), written into
the box damBreak's setFieldsDict fills with water, audited there, and refused with the tank's
size when the tank cannot hold the column."""

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

DAM_BREAK = "multiphase/interFoam/laminar/damBreak/damBreak"
#: damBreak's tank is 4 x 4 units of 0.146 m: 0.584 m wide and high.
FITS = "Dam break: water column 0.3 m wide and 0.5 m high in a tank, run 1 s"
TOO_HIGH = ("Dam break: water column 0.3 m wide and 0.6 m high in a tank, run 1 s, output every "
            "0.05 s")



def liquid_box(case: Composition) -> tuple[list[float], list[float]]:
    entries = FoamFile.loads(case.files["system/setFieldsDict"])
    ((name, body),) = entries["regions"]
    assert name == "boxToCell"
    low, high = body["box"]
    return [float(item) for item in low], [float(item) for item in high]


def write(case: Composition, root: Path) -> Path:
    writer = CaseWriter(root)
    for relative, text in case.files.items():
        writer.write(relative, text)
    return root


def test_a_columns_size_is_read_in_several_wordings() -> None:
    """Each wording gives the column's width and height, and nothing is left not understood;
    the tank's own size in the same sentence stays the domain's."""
    for prompt, width, height in (
            (TOO_HIGH, 0.3, 0.6),
            ("a column of water 10 cm wide and 20 cm tall collapses", 0.1, 0.2),
            ("dam break with a 0.1 m wide, 0.2 m tall liquid column", 0.1, 0.2),
            ("water column width 0.146 m, height 0.292 m, laminar", 0.146, 0.292),
            ("Two-phase: oil (density 900 kg/m3, viscosity 0.05 Pa s) column collapsing in air, "
             "0.2 m wide, 0.4 m tall, simulate 0.5 s", 0.2, 0.4)):
        spec = parse_spec(prompt)
        assert spec.stated.column_width is not None and spec.stated.column_height is not None
        assert (spec.stated.column_width.value, spec.stated.column_height.value) == \
            pytest.approx((width, height)), prompt
        assert not spec.unparsed, (prompt, spec.unparsed)
    tank = parse_spec("a column of water 10 cm wide and 20 cm tall in a tank 0.5 m wide and "
                      "0.4 m high")
    assert tank.stated.extent is not None and tank.stated.extent.value.sizes[:2] == (0.5, 0.4)
    assert tank.stated.column_height is not None and tank.stated.column_height.value == 0.2
    assert parse_spec("flow past a column of cylinders 0.1 m wide").stated.column_width is None


def test_the_column_is_the_box_setfields_fills_with_water(written: Written,
                                                          tmp_path: Path) -> None:
    case, spec = written(DAM_BREAK, FITS)
    low, high = liquid_box(case)
    assert low[:2] == [0, 0] and high[:2] == pytest.approx([0.3, 0.5])
    rows = {row.requirement: row for row in audit_case(spec, write(case, tmp_path / "fits"))}
    assert rows["liquid column width (m)"].met and rows["liquid column height (m)"].met
    assert all(row.met for row in rows.values()), [row for row in rows.values() if not row.met]


def test_a_column_higher_than_the_tank_is_unmet_with_the_tanks_size(written: Written,
                                                                    tmp_path: Path) -> None:
    """0.6 m does not fit in damBreak's 0.584 m tank: the width is applied, the height keeps
    the tutorial's 0.292 m and both the note and the audit say why."""
    case, spec = written(DAM_BREAK, TOO_HIGH)
    low, high = liquid_box(case)
    assert high[0] == pytest.approx(0.3) and high[1] == pytest.approx(0.292)
    assert [line for line in case.notes if "0.584 m high" in line and "does not fit" in line], \
        case.notes
    rows = {row.requirement: row for row in audit_case(spec, write(case, tmp_path / "high"))}
    assert rows["liquid column width (m)"].met
    height = rows["liquid column height (m)"]
    assert not height.met and height.found == "0.292" and "does not fit" in height.note
    assert "not understood" not in rows


def test_a_case_without_a_liquid_box_says_why(written: Written) -> None:
    case, spec = written("incompressible/icoFoam/cavity/cavity", FITS)
    assert [line for line in case.notes if "no system/setFieldsDict" in line], case.notes


@pytest.mark.slow
def test_setfields_fills_the_stated_column(written: Written, runner: LocalRunner,
                                          tmp_path: Path) -> None:
    """blockMesh and setFields on the written case (interFoam for 0.001 s): the stated
    0.3 m x 0.5 m column fills about 3.5 times the cells of the tutorial's 0.146 m x 0.292 m."""
    filled = []
    for name, prompt in (("stated", FITS.replace("run 1 s", "run 0.001 s")),
                         ("tutorial", "dam break, run 0.001 s")):
        case, _ = written(DAM_BREAK, prompt)
        root = write(case, tmp_path / name)
        result = runner.run(root)
        assert result.ok, (result.status, result.error_class)
        alpha = FoamFieldFile(root / "0" / "alpha.water").internal_field
        filled.append(sum(1 for value in alpha if float(value) > 0.5))
    assert 2.5 < filled[0] / filled[1] < 4.5, filled


def test_a_density_the_case_cannot_hold_is_not_met_through_a_missing_nu(
        written: Written, tmp_path: Path) -> None:
    """damBreak4phase's oil keeps mu and perfectFluid's rho0, no rho and no nu: "rho of oil"
    was audited met because nu = mu / rho was derived, while the nu row was unmet. On pitzDaily
    the derived nu is written, so rho and mu are met through it."""
    case, spec = written("multiphase/compressibleMultiphaseInterFoam/laminar/damBreak4phase",
                         "Two-phase: oil (density 900 kg/m3, viscosity 0.05 Pa s) column "
                         "collapsing in air, simulate 0.5 s")
    rows = {row.requirement: row for row in audit_case(spec, write(case, tmp_path / "oil"))}
    assert not rows["rho of oil"].met and "not applied" in rows["rho of oil"].note
    plain, spec = written("incompressible/simpleFoam/pitzDaily",
                          "pitzDaily, fluid density 1.2 kg/m3 and viscosity 1.8e-5 Pa s")
    rows = {row.requirement: row for row in audit_case(spec, write(plain, tmp_path / "air"))}
    assert rows["rho"].met and rows["mu"].met, rows


def test_a_fill_level_is_the_top_of_the_liquid_box_not_the_tanks_height(
        written: Written, tmp_path: Path) -> None:
    """"sloshing tank, water fill height 0.3 m" made the tank 0.3 m high (an unmet 'domain
    size in y', 40 found); the level is the liquid's. bubbleColumn's water (the box where
    alpha.air is 0, 0.701 m deep) then stands 0.5 m deep."""
    sloshing = parse_spec("sloshing tank, water fill height 0.3 m, tank moves, run 5 s")
    assert sloshing.stated.extent is None and not sloshing.unparsed
    assert sloshing.stated.column_height is not None
    assert sloshing.stated.column_height.value == 0.3
    case, spec = written("multiphase/reactingTwoPhaseEulerFoam/laminar/bubbleColumn",
                         "bubble column, water fill height 0.5 m, laminar")
    low, high = liquid_box(case)
    assert (low[1], high[1]) == (0, 0.5) and (low[0], high[0]) == (0, 0.15)
    rows = {row.requirement: row for row in audit_case(spec, write(case, tmp_path / "bubbles"))}
    assert rows["liquid column height (m)"].met, rows["liquid column height (m)"]
