"""A pressure said of the whole case (its level) goes to the initial field and to every
pressure patch holding the followed case's own level, in the case's units; a patch the
request gives its own pressure, or one the followed case holds at another level (a tank's
nozzle open to the surroundings), keeps its own. These requests are this file's own words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.case_files import CaseWriter
from foam_agent.agents.spec.pressure_level import PRESSURE_LEVEL
from tests.authors.conftest import Written

SQUARE_BEND = "compressible/rhoSimpleFoam/squareBend"
CAVITY = "compressible/rhoPimpleFoam/RAS/cavity"
PRISM = "compressible/sonicFoam/RAS/prism"
TANK = "compressible/sonicLiquidFoam/decompressionTank"
BUOYANT_CAVITY = "heatTransfer/buoyantSimpleFoam/buoyantCavity"
PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"
PSI = 6894.757293168


def _field(case: Any, name: str = "p") -> Any:
    return FoamFile.loads(case.files[f"0/{name}"])


def _patch(case: Any, patch: str, key: str = "value", name: str = "p") -> Any:
    return dict(_field(case, name)["boundaryField"][patch])[key]


@pytest.mark.parametrize(("prompt", "level"), [
    ("Square bend with rhoSimpleFoam: air enters at 20 m/s and 300 K, the bend runs at "
     "120 kPa.", 120000.0),
    ("rhoSimpleFoam squareBend; the whole duct operates at 1.3 bar absolute; 0.3 kg/s in.",
     130000.0),
    ("squareBend (rhoSimpleFoam) with a system pressure of 0.5 bar gauge, 0.3 kg/s at the "
     "inlet.", 151325.0),
])
def test_a_level_goes_to_the_field_and_the_outlet_holding_it(
        written: Written, tmp_path: Path, prompt: str, level: float) -> None:
    case, spec = written(SQUARE_BEND, prompt)
    assert _field(case)["internalField"] == pytest.approx(level)
    assert _patch(case, "outlet") == pytest.approx(level)
    writer = CaseWriter(tmp_path / "case")
    for relative, text in case.files.items():
        writer.write(relative, text)
    rows = [row for row in audit_case(spec, tmp_path / "case")
            if row.requirement.startswith("p on")]
    assert {row.requirement for row in rows} >= {"p on internalField", "p on outlet"}
    assert all(row.met and PRESSURE_LEVEL in row.note for row in rows), rows


def test_a_patch_given_its_own_pressure_keeps_it(written: Written) -> None:
    case, _ = written(SQUARE_BEND, "rhoSimpleFoam squareBend: the bend runs at 1.2 bar, the "
                                   "outlet at 1.15 bar, 0.3 kg/s in.")
    assert _field(case)["internalField"] == pytest.approx(120000.0)
    assert _patch(case, "outlet") == pytest.approx(115000.0)


@pytest.mark.parametrize("prompt", [
    "Compressible cavity with rhoPimpleFoam, operating pressure 30 psig, lid at 3 m/s.",
    "A rhoPimpleFoam cavity full of nitrogen at 44.7 psia with the lid moving at 3 m/s.",
])
def test_a_closed_box_takes_its_level_in_its_initial_field(written: Written,
                                                            prompt: str) -> None:
    case, _ = written(CAVITY, prompt)
    expected = 101325.0 + 30 * PSI if "psig" in prompt else 44.7 * PSI
    assert _field(case)["internalField"] == pytest.approx(expected, rel=1e-6)
    assert dict(_field(case)["boundaryField"]["movingWall"])["type"] == "zeroGradient"


def test_a_far_field_level_is_the_non_reflecting_outlets_too(written: Written) -> None:
    case, _ = written(PRISM, "sonicFoam flow past the prism at a static pressure of 0.8 bar "
                             "and 500 m/s.")
    assert _field(case)["internalField"] == pytest.approx(80000.0)
    assert _patch(case, "inlet") == pytest.approx(80000.0)
    assert _patch(case, "outlet", "fieldInf") == pytest.approx(80000.0)


def test_a_tanks_level_leaves_the_nozzle_at_the_surroundings(written: Written) -> None:
    case, _ = written(TANK, "sonicLiquidFoam decompression: a tank of water at 60 bar vents "
                            "through its nozzle.")
    assert _field(case)["internalField"] == pytest.approx(6.0e6)
    assert _patch(case, "nozzle") == pytest.approx(0.0)


def test_a_buoyant_cases_p_rgh_starts_at_the_level_too(written: Written) -> None:
    case, _ = written(BUOYANT_CAVITY, "Buoyant cavity with buoyantSimpleFoam: hot wall 310 K, "
                                      "cold wall 290 K, the cavity is at 1 atm.")
    assert _field(case)["internalField"] == pytest.approx(101325.0)
    assert _field(case, "p_rgh")["internalField"] == pytest.approx(101325.0)
    assert dict(_field(case)["boundaryField"]["cold"])["type"] == "calculated"


def test_an_absolute_level_is_the_datum_of_a_kinematic_pressure(written: Written) -> None:
    case, spec = written(PITZ_DAILY, "pitzDaily with simpleFoam, inlet 10 m/s, the whole "
                                     "channel sits at 3 bar.")
    assert _field(case)["internalField"] == pytest.approx(0.0)
    assert _patch(case, "outlet") == pytest.approx(0.0)
    assert not spec.not_applied or all("3 bar" not in item.words for item in spec.not_applied)


@pytest.mark.parametrize(("prompt", "nozzle"), [
    ("A tall vessel of brine at 120 bar suddenly vents through its side nozzle to the "
     "atmosphere.", 101325.0),
    ("A drum of glycol at 40 bar is suddenly opened to the surroundings (1 bar) through its "
     "nozzle.", 100000.0),
])
def test_an_opening_vented_to_the_surroundings_holds_their_pressure(
        written: Written, prompt: str, nozzle: float) -> None:
    case, _ = written(TANK, prompt)
    assert _patch(case, "nozzle") == pytest.approx(nozzle)


def test_venting_a_kinematic_case_keeps_its_outlet_at_the_datum(written: Written) -> None:
    case, _ = written(PITZ_DAILY, "pitzDaily with simpleFoam, inlet 10 m/s; the channel "
                                  "discharges to ambient.")
    assert _patch(case, "outlet") == pytest.approx(0.0)


def test_an_opening_given_its_own_pressure_keeps_it(written: Written) -> None:
    case, _ = written(TANK, "sonicLiquidFoam tank at 100 bar; the nozzle vents to the "
                            "atmosphere, nozzle held at 2 bar.")
    assert _patch(case, "nozzle") == pytest.approx(200000.0)
