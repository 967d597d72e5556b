"""A Boussinesq solver's case rewritten for the buoyant solver with a Boussinesq equation of
state, when the request names Foundation's ``buoyantFoam`` (which has no Boussinesq solver).

The tutorials are the installed ones; each expected value is read from the tutorial's own
``transportProperties`` here, so the tests hold the rewrite to the case, not to a copy of it.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.authors.editors.boussinesq_state import (
    in_stated_formulation,
    to_equation_of_state,
)
from foam_agent.agents.runners import LocalRunner
from foam_agent.foamcase.catalog.formulations import boussinesq_as_state
from tests.authors.conftest import build_reference

BENARD = "heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells"
HOT_ROOM_STEADY = "heatTransfer/buoyantBoussinesqSimpleFoam/hotRoom"
HOT_ROOM_TRANSIENT = "heatTransfer/buoyantBoussinesqPimpleFoam/hotRoom"
THERMOCOUPLE = "heatTransfer/buoyantPimpleFoam/thermocoupleTestCase"


def _copy(tutorials_dir: Path, case: str, into: Path) -> Path:
    target = into / Path(case).name
    shutil.copytree(tutorials_dir / case, target)
    return target


def test_the_catalog_maps_only_a_foreign_name_on_a_boussinesq_solver() -> None:
    assert boussinesq_as_state("buoyantFoam", "buoyantBoussinesqPimpleFoam") == \
        "buoyantPimpleFoam"
    assert boussinesq_as_state("buoyantFoam", "buoyantBoussinesqSimpleFoam") == \
        "buoyantSimpleFoam"
    assert boussinesq_as_state("buoyantFoam", "buoyantPimpleFoam") is None
    assert boussinesq_as_state(None, "buoyantBoussinesqPimpleFoam") is None
    assert boussinesq_as_state("buoyantBoussinesqPimpleFoam",
                               "buoyantBoussinesqPimpleFoam") is None


def test_benard_cells_keep_their_physics_in_the_thermophysical_model(
        tutorials_dir: Path, tmp_path: Path) -> None:
    case = _copy(tutorials_dir, BENARD, tmp_path)
    kinematic = FoamFile(case / "constant/transportProperties").as_dict()
    rewrite = to_equation_of_state(case, "buoyantFoam")
    assert rewrite is not None
    assert (rewrite.solver, rewrite.buoyant) == ("buoyantBoussinesqPimpleFoam",
                                                 "buoyantPimpleFoam")
    assert FoamFile(case / "system/controlDict")["application"] == "buoyantPimpleFoam"
    assert not (case / "constant/transportProperties").exists()
    thermo = FoamFile(case / "constant/thermophysicalProperties").as_dict()
    assert thermo["thermoType"]["type"] == "heRhoThermo"
    assert thermo["thermoType"]["equationOfState"] == "Boussinesq"
    assert thermo["thermoType"]["energy"] == "sensibleInternalEnergy"
    mixture = thermo["mixture"]
    # rho0 = 1: the kinematic viscosity becomes the same number as a dynamic one.
    assert mixture["equationOfState"]["rho0"] == 1
    assert mixture["transport"]["mu"] == pytest.approx(float(kinematic["nu"]))
    assert mixture["transport"]["Pr"] == pytest.approx(float(kinematic["Pr"]))
    assert mixture["equationOfState"]["beta"] == pytest.approx(float(kinematic["beta"]))
    assert mixture["equationOfState"]["T0"] == pytest.approx(float(kinematic["TRef"]))
    for name in ("p", "p_rgh"):
        field = FoamFile(case / "0" / name)
        assert tuple(field["dimensions"]) == (1, -1, -2, 0, 0, 0, 0)
        assert "rho" not in field["boundaryField"]["wall"]
    alphat = FoamFile(case / "0/alphat")
    assert tuple(alphat["dimensions"]) == (1, -1, -1, 0, 0, 0, 0)
    assert alphat["boundaryField"]["wall"]["type"] == \
        "compressible::alphatJayatillekeWallFunction"
    div = FoamFile(case / "system/fvSchemes")["divSchemes"]
    assert div["div(phi,e)"] == div["div(phi,T)"]
    assert div["div(phiv,p)"] == div["div(phi,T)"]
    assert div["div(phi,K)"] == ("Gauss", "linear")
    assert div["div(((rho*nuEff)*dev2(T(grad(U)))))"] == ("Gauss", "linear")
    solvers = FoamFile(case / "system/fvSolution")["solvers"].as_dict()
    assert solvers["e"]["solver"] == "PBiCGStab"
    assert solvers["eFinal"]["relTol"] == 0
    assert solvers['"rho.*"'] == {"solver": "diagonal"}
    assert rewrite.notes()[0].startswith("formulation: buoyantBoussinesqPimpleFoam's case")


def test_a_turbulent_case_keeps_its_turbulent_prandtl_number(
        tutorials_dir: Path, tmp_path: Path) -> None:
    case = _copy(tutorials_dir, HOT_ROOM_TRANSIENT, tmp_path)
    prandtl = float(FoamFile(case / "constant/transportProperties")["Prt"])
    assert to_equation_of_state(case, "buoyantFoam") is not None
    settings = FoamFile(case / "constant/turbulenceProperties")
    model = settings["RAS"]["RASModel"]
    assert settings["RAS"][f"{model}Coeffs"]["Prt"] == pytest.approx(prandtl)


def test_nothing_changes_unless_the_foreign_name_meets_a_boussinesq_case(
        tutorials_dir: Path, tmp_path: Path) -> None:
    benard = _copy(tutorials_dir, BENARD, tmp_path)
    before = (benard / "system/controlDict").read_text()
    assert to_equation_of_state(benard, None) is None
    assert to_equation_of_state(benard, "buoyantPimpleFoam") is None
    assert (benard / "system/controlDict").read_text() == before
    assert (benard / "constant/transportProperties").is_file()
    thermocouple = _copy(tutorials_dir, THERMOCOUPLE, tmp_path)
    assert to_equation_of_state(thermocouple, "buoyantFoam") is None


def test_the_reference_is_rewritten_with_its_retrieved_script(tutorials_dir: Path) -> None:
    reference = build_reference(tutorials_dir, HOT_ROOM_STEADY)
    rewritten, notes = in_stated_formulation(reference, "buoyantFoam")
    assert rewritten.solver == "buoyantSimpleFoam"
    assert "constant/thermophysicalProperties" in rewritten.files
    assert "constant/transportProperties" not in rewritten.files
    assert notes and notes[0].startswith("formulation:")
    assert rewritten.allrun is not None and "buoyantBoussinesqSimpleFoam" not in rewritten.allrun
    same, none = in_stated_formulation(reference, None)
    assert same is reference and none == []


@pytest.mark.slow
def test_the_rewritten_steady_case_runs(runner: LocalRunner, tutorials_dir: Path,
                                        tmp_path: Path) -> None:
    # The steady solver's energy equation needs its own terms (div(phi,Ekp)); five iterations
    # show every entry it reads is there.
    case = _copy(tutorials_dir, HOT_ROOM_STEADY, tmp_path)
    assert to_equation_of_state(case, "buoyantFoam") is not None
    with FoamFile(case / "system/controlDict") as control:
        control["endTime"] = 5
        control["writeInterval"] = 5
    result = runner.run(case)
    assert result.status == "success", result
    log = (case / "log.buoyantSimpleFoam").read_text()
    assert "Boussinesq" in log
