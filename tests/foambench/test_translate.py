"""The v10 → ESI translator: each rule on small v10 files, then real references run on v1912."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.openfoam import Installation
from foam_agent.agents.runners import LocalRunner
from foam_agent.foambench.datasets import load_dataset, unpack_case
from foam_agent.foamcase import dictionary_text as dicts
from foam_agent.foamcase.dialects import (
    Translation,
    available_function_objects,
    detect_dialect,
    translate_case,
)
from tests.conftest import CAVITY

V10_BANNER = """/*--------------------------------*- C++ -*----------------------------------*\\
  =========                 |
  \\\\      /  F ield         | OpenFOAM: The Open Source CFD Toolbox
   \\\\    /   O peration     | Website:  https://openfoam.org
    \\\\  /    A nd           | Version:  10
     \\\\/     M anipulation  |
\\*---------------------------------------------------------------------------*/
"""
FOOTER = "\n// ************************************************************************* //\n"


def v10_file(location: str, name: str, body: str, cls: str = "dictionary") -> str:
    """A dictionary as Foundation v10 writes it: banner, header without ``version``."""
    return (f"{V10_BANNER}FoamFile\n{{\n    format      ascii;\n    class       {cls};\n"
            f"    location    \"{location}\";\n    object      {name};\n}}\n"
            f"// * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * //\n\n"
            f"{body}{FOOTER}")


def make_case(root: Path, files: dict[str, str]) -> Path:
    for relative, text in files.items():
        target = root / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
    return root


def control(application: str, functions: str = "") -> str:
    return v10_file("system", "controlDict",
                    f"application     {application};\n\nendTime         1;\n{functions}")


def read(case: Path, relative: str) -> str:
    return (case / relative).read_text()


def test_dialect_detection(tmp_path: Path) -> None:
    foundation = make_case(tmp_path / "v10", {
        "constant/momentumTransport": v10_file("constant", "momentumTransport",
                                               "simulationType laminar;\n")})
    assert detect_dialect(foundation) == "foundation"
    shallow = make_case(tmp_path / "shallow", {"system/controlDict": control("shallowWaterFoam")})
    assert detect_dialect(shallow) == "foundation"
    esi = make_case(tmp_path / "esi", {"constant/turbulenceProperties": "simulationType laminar;"})
    assert detect_dialect(esi) == "esi"
    assert detect_dialect(tmp_path / "nothing") == "unknown"


def test_incompressible_properties_become_transport_properties(tmp_path: Path) -> None:
    case = make_case(tmp_path, {
        "constant/physicalProperties": v10_file(
            "constant", "physicalProperties",
            "viscosityModel  constant;\n\nnu              [m^2/s] 1e-05;\n"),
        "constant/momentumTransport": v10_file(
            "constant", "momentumTransport",
            "simulationType  RAS;\n\nRAS\n{\n    model           kEpsilon;\n"
            "    turbulence      on;\n}\n"),
        "system/controlDict": control("pisoFoam"),
    })
    result = translate_case(case)
    assert result.source_dialect == "foundation" and result.translated
    assert not (case / "constant" / "physicalProperties").exists()
    transport = read(case, "constant/transportProperties")
    assert dicts.get_entry(transport, "transportModel") == "Newtonian"
    assert dicts.get_entry(transport, "nu") == "1e-05"
    header = dicts.find_block(transport, "FoamFile")
    assert dicts.get_entry(transport, "object", within=header) == "transportProperties"
    assert dicts.get_entry(transport, "version", within=header) == "2.0"
    turbulence = read(case, "constant/turbulenceProperties")
    ras = dicts.find_block(turbulence, "RAS")
    assert dicts.get_entry(turbulence, "RASModel", within=ras) == "kEpsilon"
    assert dicts.get_entry(turbulence, "model", within=ras) is None
    assert dicts.get_entry(read(case, "system/controlDict"), "version",
                           within=dicts.find_block(read(case, "system/controlDict"),
                                                   "FoamFile")) == "2.0"
    renamed = {change.path for change in result.changes if change.action == "renamed"}
    assert renamed == {"constant/physicalProperties", "constant/momentumTransport"}


@pytest.mark.parametrize(("written", "expected"), [
    ("nu              1e-05;", "1e-05"),
    ("nu              [0 2 -1 0 0 0 0] 2e-05;", "2e-05"),
    ("nu              3e-05 [m^2/s];", "3e-05"),
])
def test_viscosity_forms(tmp_path: Path, written: str, expected: str) -> None:
    case = make_case(tmp_path, {
        "constant/physicalProperties": v10_file("constant", "physicalProperties",
                                                f"viscosityModel  constant;\n{written}\n"),
        "system/controlDict": control("icoFoam")})
    translate_case(case)
    assert dicts.get_entry(read(case, "constant/transportProperties"), "nu") == expected


def test_les_model_keyword(tmp_path: Path) -> None:
    case = make_case(tmp_path, {
        "constant/momentumTransport": v10_file(
            "constant", "momentumTransport",
            "simulationType LES;\nLES\n{\n    model Smagorinsky;\n    delta cubeRootVol;\n}\n"),
        "system/controlDict": control("pisoFoam")})
    translate_case(case)
    text = read(case, "constant/turbulenceProperties")
    assert dicts.get_entry(text, "LESModel", within=dicts.find_block(text, "LES")) == "Smagorinsky"


def test_generalised_newtonian_moves_to_a_transport_model(tmp_path: Path) -> None:
    case = make_case(tmp_path, {
        "constant/physicalProperties": v10_file("constant", "physicalProperties",
                                                "viscosityModel  constant;\nnu 0.01;\n"),
        "constant/momentumTransport": v10_file(
            "constant", "momentumTransport",
            "simulationType laminar;\nlaminar\n{\n    model generalisedNewtonian;\n"
            "    viscosityModel CrossPowerLaw;\n    nuInf 10;\n    m 0.4;\n    n 3;\n}\n"),
        "system/controlDict": control("pimpleFoam")})
    translate_case(case)
    transport = read(case, "constant/transportProperties")
    assert dicts.get_entry(transport, "transportModel") == "CrossPowerLaw"
    coefficients = dicts.find_block(transport, "CrossPowerLawCoeffs")
    assert {key: dicts.get_entry(transport, key, within=coefficients)
            for key in ("nu0", "nuInf", "m", "n")} == {"nu0": "0.01", "nuInf": "10",
                                                      "m": "0.4", "n": "3"}
    assert dicts.get_entry(transport, "nu") is None
    assert dicts.find_block(read(case, "constant/turbulenceProperties"), "laminar") is None


def test_vof_phases_merge_into_transport_properties(tmp_path: Path) -> None:
    phase = "viscosityModel  constant;\nnu              {nu};\nrho             {rho};\n"
    case = make_case(tmp_path, {
        "constant/phaseProperties": v10_file("constant", "phaseProperties",
                                             "phases          (water air);\nsigma 0.07;\n"),
        "constant/physicalProperties.water": v10_file(
            "constant", "physicalProperties.water", phase.format(nu="1e-06", rho="1000")),
        "constant/physicalProperties.air": v10_file(
            "constant", "physicalProperties.air", phase.format(nu="1.48e-05", rho="1")),
        "system/controlDict": control("interFoam")})
    translate_case(case)
    assert sorted(p.name for p in (case / "constant").iterdir()) == ["transportProperties"]
    text = read(case, "constant/transportProperties")
    water = dicts.find_block(text, "water")
    assert dicts.get_entry(text, "rho", within=water) == "1000"
    assert dicts.get_entry(text, "transportModel", within=water) == "Newtonian"
    assert dicts.get_entry(text, "sigma") == "0.07"
    assert dicts.words(dicts.get_entry(text, "phases") or "") == ["water", "air"]


BOUSSINESQ = """thermoType
{
    type            heRhoThermo;
    mixture         pureMixture;
    transport       const;
    thermo          eConst;
    equationOfState %s;
    specie          specie;
    energy          sensibleInternalEnergy;
}

mixture
{
    specie
    {
        molWeight       %s;
    }
    thermodynamics
    {
        Cv              712;
        Hf              0;
    }
}
"""


@pytest.mark.parametrize(("state", "weight", "cp"), [
    ("Boussinesq", "18", "712"), ("perfectGas", "28.9", f"{712 + 8314.47 / 28.9:.6g}")])
def test_buoyant_solver_and_econst_thermo(tmp_path: Path, state: str, weight: str,
                                          cp: str) -> None:
    case = make_case(tmp_path, {
        "constant/physicalProperties": v10_file("constant", "physicalProperties",
                                                BOUSSINESQ % (state, weight)),
        "system/controlDict": control("buoyantFoam"),
        "system/fvSchemes": v10_file("system", "fvSchemes",
                                     "ddtSchemes\n{\n    default Euler;\n}\n"),
        "Allrun": "#!/bin/sh\nrunApplication blockMesh\nrunApplication buoyantFoam\n"})
    result = translate_case(case, applications={"buoyantPimpleFoam", "blockMesh"})
    assert result.translated
    assert dicts.get_entry(read(case, "system/controlDict"), "application") == \
        "buoyantPimpleFoam"
    assert "runApplication buoyantPimpleFoam" in read(case, "Allrun")
    thermo = read(case, "constant/thermophysicalProperties")
    assert dicts.get_entry(thermo, "thermo", within=dicts.find_block(thermo, "thermoType")) == \
        "hConst"
    thermodynamics = dicts.find_block(thermo, "thermodynamics",
                                      within=dicts.find_block(thermo, "mixture"))
    assert dicts.get_entry(thermo, "Cp", within=thermodynamics) == cp
    assert dicts.get_entry(thermo, "Cv", within=thermodynamics) is None


def test_steady_buoyant_case_gets_the_steady_solver(tmp_path: Path) -> None:
    case = make_case(tmp_path, {
        "system/controlDict": control("buoyantFoam"),
        "constant/momentumTransport": v10_file("constant", "momentumTransport",
                                               "simulationType laminar;\n"),
        "system/fvSchemes": v10_file("system", "fvSchemes",
                                     "ddtSchemes\n{\n    default steadyState;\n}\n")})
    translate_case(case)
    assert dicts.get_entry(read(case, "system/controlDict"), "application") == \
        "buoyantSimpleFoam"


def test_unknown_solver_is_unresolved(tmp_path: Path) -> None:
    case = make_case(tmp_path, {"system/controlDict": control("foamRun"),
                                "constant/momentumTransport": v10_file(
                                    "constant", "momentumTransport", "simulationType laminar;\n")})
    result = translate_case(case, applications={"icoFoam"})
    assert not result.translated
    assert "the solver 'foamRun' does not exist" in result.unresolved[0].reason
    assert "unresolved: system/controlDict" in result.summary()


def test_function_objects_v1912_cannot_use_are_dropped(tmp_path: Path) -> None:
    functions = ("functions\n{\n    #includeFunc residuals(p_rgh)\n    #includeFunc Qdot\n"
                 "    #includeFunc patchAverage(patch=inlet, fields=(p U))\n}\n")
    case = make_case(tmp_path, {"system/controlDict": control("reactingFoam", functions),
                                "constant/momentumTransport": v10_file(
                                    "constant", "momentumTransport", "simulationType laminar;\n")})
    translate_case(case, function_objects={"residuals", "patchAverage"})
    text = read(case, "system/controlDict")
    assert "#includeFunc residuals(p_rgh)" in text
    assert "Qdot" not in text and "patchAverage" not in text


def test_constant_function1_dictionary_is_written_inline(tmp_path: Path) -> None:
    field = ("dimensions [0 1 -1 0 0 0 0];\ninternalField uniform (0 0 0);\nboundaryField\n{\n"
             "    walls\n    {\n        type            uniformFixedValue;\n"
             "        uniformValue\n        {\n            type            constant;\n"
             "            value           (0 0 0);\n        }\n    }\n}\n")
    case = make_case(tmp_path, {"0/U": v10_file("0", "U", field, "volVectorField"),
                                "system/controlDict": control("interFoam")})
    translate_case(case)
    text = read(case, "0/U")
    walls = dicts.find_block(text, "walls", within=dicts.find_block(text, "boundaryField"))
    assert dicts.get_entry(text, "uniformValue", within=walls) == "constant (0 0 0)"


def test_stub_partitioner_becomes_simple(tmp_path: Path) -> None:
    case = make_case(tmp_path, {
        "system/decomposeParDict": v10_file("system", "decomposeParDict",
                                            "numberOfSubdomains 4;\nmethod          scotch;\n"),
        "system/controlDict": control("icoFoam")})
    translate_case(case)
    text = read(case, "system/decomposeParDict")
    assert dicts.get_entry(text, "method") == "simple"
    assert dicts.get_entry(text, "n", within=dicts.find_block(text, "simpleCoeffs")) == "(4 1 1)"


def test_pressure_limits_move_from_fv_constraints(tmp_path: Path) -> None:
    case = make_case(tmp_path, {
        "system/fvConstraints": v10_file(
            "system", "fvConstraints",
            "limitp\n{\n    type limitPressure;\n    minFactor 0.1;\n    maxFactor 2;\n}\n"),
        "system/fvSolution": v10_file("system", "fvSolution",
                                      "SIMPLE\n{\n    nNonOrthogonalCorrectors 0;\n}\n"),
        "system/controlDict": control("rhoSimpleFoam")})
    translate_case(case)
    assert not (case / "system" / "fvConstraints").exists()
    text = read(case, "system/fvSolution")
    simple = dicts.find_block(text, "SIMPLE")
    assert dicts.get_entry(text, "pMinFactor", within=simple) == "0.1"
    assert dicts.get_entry(text, "pMaxFactor", within=simple) == "2"


def test_esi_case_is_left_alone(installation: Installation,
                                tutorial_case: Callable[[str], Path]) -> None:
    case = tutorial_case(CAVITY)
    before = {p: p.read_bytes() for p in case.rglob("*") if p.is_file()}
    result = translate_case(case, applications=installation.applications)
    assert result == Translation(source_dialect="esi", target_dialect="esi-1912")
    assert {p: p.read_bytes() for p in case.rglob("*") if p.is_file()} == before


def test_translation_is_idempotent(tmp_path: Path) -> None:
    case = load_dataset("basic").select(cases="Cavity/3")[0]
    directory = unpack_case(case, tmp_path / "case")
    assert translate_case(directory).changes
    again = translate_case(directory)
    assert again.source_dialect == "esi" and not again.changes


#: Time limit of a reference run here: forwardStep/1 takes about 100 s on a quiet machine and
#: reached only t = 3.7 of 4 in 600 s while a full reference preparation shared the two cores;
#: the tests are about running to the end, not about speed.
REFERENCE_RUN_LIMIT_S = 1800


def run_reference(case_id: str, installation: Installation, directory: Path) -> None:
    """Translate a Basic reference for this installation and run it to its end."""
    case = load_dataset("basic").select(cases=case_id)[0]
    unpack_case(case, directory)
    translation = translate_case(
        directory, applications=installation.applications,
        function_objects=available_function_objects(installation.project_dir))
    assert translation.translated, translation.unresolved
    assert (directory / "constant" / "thermophysicalProperties").is_file()
    assert not (directory / "constant" / "physicalProperties").exists()
    result = LocalRunner(installation=installation).run(directory,
                                                        timeout_s=REFERENCE_RUN_LIMIT_S)
    assert result.status == "success", (result.message, result.fatal_error)
    assert result.last_time == dicts.get_entry(read(directory, "system/controlDict"), "endTime")
    shutil.rmtree(directory)


@pytest.mark.slow
@pytest.mark.timeout(REFERENCE_RUN_LIMIT_S + 600)
def test_basic_oblique_shock_reference_runs_on_v1912(installation: Installation,
                                                     tmp_path: Path) -> None:
    run_reference("obliqueShock/1", installation, tmp_path / "obliqueShock")


@pytest.mark.slow
@pytest.mark.timeout(REFERENCE_RUN_LIMIT_S + 600)
def test_basic_forward_step_reference_runs_on_v1912(installation: Installation,
                                                    tmp_path: Path) -> None:
    run_reference("forwardStep/1", installation, tmp_path / "forwardStep")
