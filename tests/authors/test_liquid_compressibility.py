"""A barotropic liquid (sonicLiquidFoam: rho = rho0 + psi (p - p0)) stated as a datasheet
gives it: its density at a pressure is rho0 at p0, and its compressibility follows from a speed
of sound (psi = 1/c^2) or a bulk modulus (psi = rho/K), the catalog's rows. Written into the
installed decompressionTank and audited; the wordings are this file's own."""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.workspace import read_back, workspace
from foam_agent.agents.authors.template.compose import requirements_for
from foam_agent.agents.case_files import CaseWriter
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.locations import Location, locate
from foam_agent.foamcase.catalog.derivations import FORMULAS
from tests.authors.conftest import build_reference

TANK = "compressible/sonicLiquidFoam/decompressionTank"
THERMO = "constant/thermodynamicProperties"


def test_the_compressibility_rows() -> None:
    rows = [row for row in FORMULAS if row.target == "psi"]
    assert [row.inputs for row in rows] == [("c",), ("rho", "K")]
    assert rows[0].value({"c": 1000.0}) == pytest.approx(1e-6)
    assert rows[1].value({"rho": 900.0, "K": 1.8e9}) == pytest.approx(5e-7)


def test_a_speed_of_sound_with_no_mach_number_is_the_fluid_s_property() -> None:
    spec = parse_spec("Kerosene tank, sound speed 1324 m/s, density 810 kg/m^3.")
    assert {item.name: item.value for item in spec.stated.properties}["c"] == 1324
    assert not [item for item in spec.stated.boundary_values if item.field == "U"]


def test_a_barotropic_liquid_s_density_is_its_rho0(tutorials_dir: Path) -> None:
    files = build_reference(tutorials_dir, TANK).files
    assert locate("rho", files) == [Location(
        THERMO, ("rho0",), None, "a barotropic liquid's density is rho0, its density at p0")]


@pytest.mark.parametrize(("words", "psi"), [
    ("speed of sound 1250 m/s", 1 / 1250 ** 2),
    ("bulk modulus 2.2 GPa", 940 / 2.2e9),
])
def test_the_datasheet_is_written_and_met(tutorials_dir: Path, tmp_path: Path, words: str,
                                          psi: float) -> None:
    spec = parse_spec(f"sonicLiquidFoam decompressionTank with a glycol mix: density 940 kg/m^3 "
                      f"at 3 bar, {words}, viscosity 0.01 Pa s.")
    files = build_reference(tutorials_dir, TANK).files
    with workspace(files) as root:
        apply_requirements(root, requirements_for(spec, files))
        written = read_back(root)
    thermo = FoamFile.loads(written[THERMO])
    assert thermo["rho0"] == 940
    assert thermo["p0"] == pytest.approx(3e5)
    assert thermo["psi"] == pytest.approx(psi, rel=1e-5)
    case = tmp_path / "tank"
    CaseWriter(case).apply(written, [])
    rows = audit_case(spec, case)
    unmet = [row for row in rows if not row.met]
    assert not unmet, unmet
    assert any(row.requirement.startswith("psi (derived)") and row.met for row in rows)
