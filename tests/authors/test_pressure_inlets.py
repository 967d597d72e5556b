"""A stated inlet pressure or total pressure, applied as the v1912 tutorials drive a flow by
pressure: the total-pressure type with the gas's isentropic entries, the velocity following the
flux, and (steady, from rest) the value reached by a ramp."""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.template.compose import Composition
from foam_agent.agents.case_files import CaseWriter
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.model import CaseSpec
from tests.authors.conftest import PITZ_DAILY, Written

SQUARE_BEND = "compressible/rhoSimpleFoam/squareBend"
NOZZLE = ("converging-diverging nozzle, air, inlet total pressure 2 bar, outlet 1 bar, "
          "T0 = 300 K, steady, rhoSimpleFoam")



def inlet(files: dict[str, str], field: str, patch: str = "inlet") -> dict:
    return dict(FoamFile.loads(files[f"0/{field}"])["boundaryField"][patch])


def audited(case: Composition, spec: CaseSpec, root: Path) -> dict[str, list]:
    writer = CaseWriter(root)
    for relative, text in case.files.items():
        writer.write(relative, text)
    rows: dict[str, list] = {}
    for row in audit_case(spec, root):
        rows.setdefault(row.requirement, []).append(row)
    return rows


def test_a_stated_total_pressure_is_a_total_pressure_inlet_with_its_companions(
        written: Written, tmp_path: Path) -> None:
    """squareBend's inlet was written fixedValue 2e5 beside its fixed mass flow (the audit:
    'exp totalPressure, found fixedValue'), T0 a plain T, and the run diverged five times."""
    case, spec = written(SQUARE_BEND, NOZZLE)
    pressure = inlet(case.files, "p")
    # Steady from rest: the stated 2 bar is reached over the first iterations, then held.
    assert pressure["type"] == "uniformTotalPressure"
    assert pressure["p0"] == ("table", [[0, 100000], [25, 200000]])
    assert (pressure["rho"], pressure["psi"]) == ("none", "thermo:psi")
    assert pressure["gamma"] == pytest.approx(1.4, abs=1e-3)
    temperature = inlet(case.files, "T")
    assert (temperature["type"], temperature["T0"]) == ("totalTemperature", 300)
    assert temperature["gamma"] == pressure["gamma"]
    assert inlet(case.files, "U")["type"] == "pressureInletOutletVelocity"
    assert inlet(case.files, "p", "outlet")["value"] == 100000
    # ... from a gas at rest at the outlet's pressure (the tutorial starts at 1.1 bar).
    assert FoamFile.loads(case.files["0/p"])["internalField"] == 100000
    near, _ = written(SQUARE_BEND, "rhoSimpleFoam squareBend, inlet total pressure 1.04 bar, "
                                   "outlet 1 bar")
    # A step the case takes as it is: neither ramped nor started elsewhere.
    assert inlet(near.files, "p")["type"] == "totalPressure"
    assert FoamFile.loads(near.files["0/p"])["internalField"] == 110000
    rows = audited(case, spec, tmp_path / "case")
    for requirement in ("p type on inlet", "T type on inlet", "p on inlet", "T on inlet"):
        assert all(row.met for row in rows[requirement]), rows[requirement]
    assert rows["p on inlet"][0].entry == "boundaryField/inlet/p0"
    assert "ramp" in rows["p on inlet"][0].note


def test_a_stated_inlet_pressure_frees_the_fixed_inlet_velocity(written: Written) -> None:
    """A pressure on an inlet whose velocity the tutorial fixes over-constrains it, unless the
    request fixes the velocity too; a total pressure without a gas is the kinematic one."""
    case, _ = written(PITZ_DAILY, "simpleFoam pitzDaily, inlet total pressure 20, outlet 0")
    velocity = inlet(case.files, "U")
    assert velocity["type"] == "pressureInletOutletVelocity"
    pressure = inlet(case.files, "p")
    assert (pressure["type"], pressure["p0"]) == ("totalPressure", 20)
    assert "psi" not in pressure and "gamma" not in pressure
    both, _ = written(PITZ_DAILY, "simpleFoam pitzDaily, inlet velocity 10 m/s and inlet "
                                  "pressure 20, outlet 0")
    assert inlet(both.files, "U")["type"] == "fixedValue"
    assert inlet(both.files, "p")["type"] == "fixedValue"


def test_a_stated_mass_flow_keeps_the_inlet_velocity_beside_a_stated_pressure(
        written: Written) -> None:
    """FoamBench Basic squareBend/7 states both on the inlet. Freed first, the inlet kept a zero
    'value' under flowRateInletVelocity, and all five runs diverged (17/19 -> 15/19)."""
    case, _ = written(SQUARE_BEND, "rhoSimpleFoam squareBend. Use a massflow rate inlet of 0.5 "
                                   "with turbulentBL profile. Pressure inlet has a value of "
                                   "110000.")
    velocity = inlet(case.files, "U")
    assert velocity["type"] == "flowRateInletVelocity"
    assert velocity["massFlowRate"] == ("constant", 0.5)
    assert "value" not in velocity
    assert inlet(case.files, "p")["value"] == 110000


@pytest.mark.slow
def test_the_nozzle_request_runs_with_a_total_pressure_inlet(
        written: Written, runner: LocalRunner, tmp_path: Path) -> None:
    """The request the type was refused on, 30 iterations of squareBend: the run ends and the
    inlet rows are met on the case as run (before: it diverged at the second iteration)."""
    case, spec = written(SQUARE_BEND, f"{NOZZLE}, 30 iterations")
    root = tmp_path / "case"
    rows = audited(case, spec, root)
    result = runner.run(root)
    assert result.ok, (result.status, result.error_class)
    rows = {row.requirement: row for row in audit_case(spec, root)}
    assert all(row.met for row in rows.values()), [row for row in rows.values() if not row.met]
    assert rows["p type on inlet"].found == "uniformTotalPressure"


TJUNCTION = "compressible/rhoPimpleFoam/RAS/TJunction"


def test_a_stated_inlet_velocity_frees_the_prescribed_inlet_pressure(written: Written) -> None:
    """The converse: TJunction drives its inlet by a total-pressure ramp; "inlet 1 m/s" fixed U
    beside it and the run blew up at step 47 (three runs failed). A pressure stated there too
    keeps both; a supersonic inlet that the tutorial fixes both on keeps both."""
    case, _ = written(TJUNCTION, "T-junction, air, inlet 1 m/s, run 0.1 s")
    assert inlet(case.files, "U")["type"] == "fixedValue"
    assert inlet(case.files, "p")["type"] == "zeroGradient"
    assert any("the pressure follows the flow" in note for note in case.notes), case.notes
    freed = [edit for edit in case.report.edits if edit.quantity == "p" and edit.follows]
    assert [(edit.file, edit.keys, edit.patch, edit.new) for edit in freed] == [
        ("0/p", ("boundaryField", "inlet", "type"), "inlet", "zeroGradient")]
    assert freed[0].old != "zeroGradient"
    both, _ = written(TJUNCTION, "T-junction, air, inlet 1 m/s and inlet pressure 1.1 bar")
    assert inlet(both.files, "p")["type"] == "fixedValue"
    shock, _ = written("compressible/rhoCentralFoam/obliqueShock", "oblique shock, inlet "
                       "velocity 3, run to 1")
    assert inlet(shock.files, "p")["type"] == "fixedValue"


@pytest.mark.slow
def test_the_tjunction_runs_from_a_stated_inlet_velocity(
        written: Written, runner: LocalRunner, tmp_path: Path) -> None:
    case, spec = written(TJUNCTION, "T-junction, air, inlet 1 m/s, run 0.1 s")
    root = tmp_path / "case"
    audited(case, spec, root)
    result = runner.run(root)
    assert result.ok, (result.status, result.error_class)


def test_a_total_pressure_on_a_patch_whose_field_is_a_macro_is_written(
        written: Written) -> None:
    """wingMotion2D_simpleFoam's p is 'uniform $pressure' and its inlet zeroGradient: the new
    total-pressure entry took the internal field as it was read, wrapped it again, and
    composing the case raised (the whole 'understand' of a T-junction request ended in a
    traceback)."""
    case, _ = written("incompressible/pimpleFoam/RAS/wingMotion/wingMotion2D_simpleFoam",
                      "simpleFoam wing, inlet total pressure 5, outlet 0")
    pressure = inlet(case.files, "p")
    assert (pressure["type"], pressure["p0"]) == ("totalPressure", 5)


TJUNCTION_WATER = "incompressible/pimpleFoam/RAS/TJunction"


@pytest.mark.parametrize(("prompt", "pascals"), [
    ("TJunction with pimpleFoam, water: outlet1 at 8 kPa and outlet2 at 0 Pa.", 8000),
    ("pimpleFoam T-junction in water, outlet1 held at 0.08 bar, the second open (0).", 8000),
    ("Water through the T-junction (pimpleFoam); outlet1 p fixedValue 1.16 psi, outlet2 p 0.",
     7997.9),
])
def test_a_pressure_in_pascals_is_divided_by_the_density_in_a_kinematic_field(
        written: Written, tmp_path: Path, prompt: str, pascals: float) -> None:
    """pimpleFoam keeps p/rho (m^2/s^2): '8 kPa' written as 8000 was a pressure a thousand
    times too high in water, and its row compared 8000 with 8000 and was met. It is written
    divided by water's density (the request names the fluid), and its row shows the
    arithmetic; the zero is a zero in either form."""
    case, spec = written(TJUNCTION_WATER, prompt)
    assert inlet(case.files, "p", "outlet1")["value"] == pytest.approx(pascals / 998.21,
                                                                        rel=1e-3)
    assert inlet(case.files, "p", "outlet2")["value"] == 0
    rows = [row for group in audited(case, spec, tmp_path / "case").values() for row in group]
    stated = [row for row in rows if row.requirement.startswith("p on")
              and row.expected not in ("0", "-")]
    assert stated and all(row.met and "p / rho" in row.note for row in stated), rows


def test_a_total_pressure_parameter_in_pascals_is_divided_by_the_density(
        written: Written) -> None:
    case, _ = written(TJUNCTION_WATER, "pimpleFoam TJunction, water: inlet "
                                       "uniformTotalPressure with p0 constant 8 kPa.")
    assert inlet(case.files, "p")["p0"] == pytest.approx(8000 / 998.21, rel=1e-3)
    kinematic, _ = written(TJUNCTION_WATER, "pimpleFoam TJunction, water: inlet "
                                            "uniformTotalPressure with p0 constant 30.")
    assert inlet(kinematic.files, "p")["p0"] == 30
