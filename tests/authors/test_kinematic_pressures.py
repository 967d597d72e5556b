"""Pressures stated in Pa (bar, psi, atm) for a solver whose p is kinematic (p/rho): divided by
the density the request gives (or its named fluid's), measured from the ambient, written and
audited with the arithmetic; refused when the density or the datum is not known. The
formulation is the followed case's ``dimensions``; these requests are this file's own words."""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.template.compose import Composition
from foam_agent.agents.case_files import CaseWriter
from foam_agent.agents.spec.case_pressure import in_case_units
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.parse import parse_spec
from tests.authors.conftest import PITZ_DAILY, Written

TJUNCTION = "incompressible/pimpleFoam/RAS/TJunction"


def _value(case: Composition, field: str, patch: str) -> object:
    return dict(FoamFile.loads(case.files[f"0/{field}"])["boundaryField"][patch])["value"]


def _rows(case: Composition, spec: CaseSpec, root: Path) -> list[AuditRow]:
    writer = CaseWriter(root)
    for relative, text in case.files.items():
        writer.write(relative, text)
    return audit_case(spec, root)


@pytest.mark.parametrize(("prompt", "expected"), [
    ("T-junction with pimpleFoam, air of density 1.2 kg/m3: outlet1 held at 6 Pa gauge and "
     "outlet2 at 0 Pa.", 5.0),
    ("pimpleFoam TJunction; the fluid is an oil, rho = 850 kg/m^3. Keep outlet1 "
     "0.17 bar above ambient, outlet2 at 0 Pa.", 20.0),
    ("Run the T junction (pimpleFoam) with glycerol, density 1260 kg/m3; outlet1 is at "
     "2520 Pa (gauge), outlet2 open at 0 Pa.", 2.0),
    ("TJunction with pimpleFoam, rho = 1000 kg/m3, the ambient is 1 atm; outlet1 is at "
     "109325 Pa absolute and outlet2 at 1 atm.", 8.0),
])
def test_a_stated_pressure_is_written_as_p_over_rho_above_the_ambient(
        written: Written, tmp_path: Path, prompt: str, expected: float) -> None:
    case, spec = written(TJUNCTION, prompt)
    assert _value(case, "p", "outlet1") == pytest.approx(expected, rel=1e-4)
    assert _value(case, "p", "outlet2") == 0
    rows = [row for row in _rows(case, spec, tmp_path / "case")
            if row.requirement.startswith("p on") and row.found not in (None, "0")]
    assert rows and all(row.met for row in rows), rows
    assert all("p / rho" in row.note for row in rows), rows


@pytest.mark.parametrize("prompt", [
    "pimpleFoam T-junction, water at 20 C: outlet1 at 4 kPa gauge and outlet2 at 0 Pa.",
    "Water (20 °C) through the pimpleFoam TJunction, first outlet 4 kPa above atmospheric.",
])
def test_a_named_fluids_density_divides_the_pressure(written: Written, prompt: str) -> None:
    case, _ = written(TJUNCTION, prompt)
    assert _value(case, "p", "outlet1") == pytest.approx(4000 / 998.21, rel=1e-3)


@pytest.mark.parametrize(("prompt", "why"), [
    ("TJunction with pimpleFoam: outlet1 at 6 Pa gauge and outlet2 at 0 Pa.", "no density"),
    ("pimpleFoam T-junction with rho = 1000 kg/m3: outlet1 at 1.2 bar absolute.",
     "does not state"),
    ("pimpleFoam T-junction with rho = 1000 kg/m3: outlet1 at 3 atm.", "does not state"),
    ("pimpleFoam T-junction with rho = 1000 kg/m3: the first outlet held at 150 kPa.",
     "gauge or absolute"),
])
def test_a_pressure_with_no_density_or_datum_is_not_written(
        written: Written, tmp_path: Path, prompt: str, why: str) -> None:
    case, spec = written(TJUNCTION, prompt)
    assert _value(case, "p", "outlet1") == 10  # the tutorial's own
    rows = _rows(case, spec, tmp_path / "case")
    refused = [row for row in rows if row.requirement == "read, not applied"]
    assert refused and why in refused[0].note and not refused[0].met, rows


@pytest.mark.parametrize(("prompt", "pascals"), [
    ("pimpleFoam TJunction, water: inlet uniformTotalPressure with p0 constant 12 kPa gauge.",
     12000),
    ("TJunction with pimpleFoam carrying water; inlet uniformTotalPressure with p0 constant "
     "8 kPa.", 8000),
])
def test_a_total_pressures_p0_in_pascals_is_divided_too(
        written: Written, tmp_path: Path, prompt: str, pascals: float) -> None:
    case, spec = written(TJUNCTION, prompt)
    inlet = dict(FoamFile.loads(case.files["0/p"])["boundaryField"]["inlet"])
    assert inlet["p0"] == pytest.approx(pascals / 998.21, rel=1e-3)
    rows = [row for row in _rows(case, spec, tmp_path / "case") if "p0" in row.requirement]
    assert rows and all(row.met and "p / rho" in row.note for row in rows), rows


def test_one_atmosphere_is_the_datum_of_a_kinematic_case(written: Written) -> None:
    case, _ = written(PITZ_DAILY, "simpleFoam pitzDaily with water; the outlet is open to one "
                                  "atmosphere and the inlet 500 Pa above it.")
    assert _value(case, "p", "outlet") == 0
    assert _value(case, "p", "inlet") == pytest.approx(500 / 998.21, rel=1e-3)


def test_a_case_whose_pressure_is_in_pascals_keeps_the_stated_number(tmp_path: Path) -> None:
    spec = parse_spec("rhoSimpleFoam squareBend, air of density 1.2 kg/m3, outlet at 1.1 bar.")
    root = tmp_path / "case"
    (root / "0").mkdir(parents=True)
    (root / "0" / "p").write_text(_field_text("[1 -1 -2 0 0 0 0]"))
    assert in_case_units(spec, root) is spec
    (root / "0" / "p").write_text(_field_text("[0 2 -2 0 0 0 0]"))
    converted = in_case_units(spec, root)
    assert not [item for item in converted.stated.boundary_values if item.field == "p"]
    assert "gauge or absolute" in converted.not_applied[-1].reason


def test_a_pressure_goes_to_p_rgh_where_the_case_keeps_no_p(tmp_path: Path) -> None:
    """A Boussinesq case keeping only p_rgh (p/rho too) gets the pressure there, divided."""
    spec = parse_spec("buoyantBoussinesqPimpleFoam, air with density 1.2 kg/m3; the outlet "
                      "pressure is 12 Pa gauge.")
    root = tmp_path / "case"
    (root / "0").mkdir(parents=True)
    (root / "0" / "p_rgh").write_text(_field_text("[0 2 -2 0 0 0 0]"))
    converted = in_case_units(spec, root)
    pressure = next(item for item in converted.stated.boundary_values if item.field == "p")
    assert pressure.value == pytest.approx(10.0)
    assert pressure.conversion.startswith("p_rgh = p / rho = 12 Pa / 1.2 kg/m^3")


def _field_text(dimensions: str) -> str:
    return ("FoamFile { version 2.0; format ascii; class volScalarField; object p; }\n"
            f"dimensions {dimensions};\ninternalField uniform 0;\n"
            "boundaryField { outlet { type fixedValue; value uniform 0; } }\n")
