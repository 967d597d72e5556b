"""Where a quantity lives, read from real tutorial dictionaries, and the viscosity editor
writing where the case's model reads it (a Cross power law's nu0), proven by a run."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.authors.base import Reference
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.properties import make_newtonian
from foam_agent.agents.authors.editors.report import EditReport
from foam_agent.agents.authors.editors.workspace import read_back, workspace
from foam_agent.agents.case_files import CaseWriter
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.extract import extract
from foam_agent.foamcase.case.locations import Location, locate
from tests.authors.conftest import FORWARD_STEP

OFFSET_CYLINDER = "incompressible/nonNewtonianIcoFoam/offsetCylinder"
SIMPLE_ROTOR = "incompressible/overPimpleDyMFoam/simpleRotor"
ARRHENIUS = "incompressible/pimpleFoam/RAS/TJunctionArrheniusBirdCarreauTransport"
DAM_BREAK = "multiphase/interFoam/laminar/damBreak/damBreak"
HEATER = "heatTransfer/chtMultiRegionFoam/multiRegionHeater"
#: A Foundation v10 single-phase dictionary.
V10_PHYSICAL_PROPERTIES = """FoamFile { format ascii; class dictionary; object physicalProperties; }
viscosityModel  constant;
nu              [0 2 -1 0 0 0 0] 1e-05;
"""


@pytest.mark.parametrize(("case", "quantity", "expected"), [
    (OFFSET_CYLINDER, "nu", [Location("constant/transportProperties",
                                      ("CrossPowerLawCoeffs", "nu0"), None,
                                      "CrossPowerLaw keeps the zero-shear viscosity as nu0")]),
    (SIMPLE_ROTOR, "nu", [Location("constant/transportProperties", ("nu",))]),
    (ARRHENIUS, "nu", [Location("constant/transportProperties", ("nu0",), None,
                                "ArrheniusBirdCarreau keeps the zero-shear viscosity as nu0")]),
    (DAM_BREAK, "rho", [Location("constant/transportProperties", ("water", "rho"), "water"),
                        Location("constant/transportProperties", ("air", "rho"), "air")]),
    (FORWARD_STEP, "mu", [Location("constant/thermophysicalProperties",
                                   ("mixture", "transport", "mu"))]),
    (FORWARD_STEP, "Cp", [Location("constant/thermophysicalProperties",
                                   ("mixture", "thermodynamics", "Cp"))]),
    (FORWARD_STEP, "nu", []),
])
def test_locate_follows_the_model(reference: Callable[[str], Reference], case: str,
                                  quantity: str, expected: list[Location]) -> None:
    assert locate(quantity, reference(case).files, "esi-1912") == expected


def test_locate_reads_regions_and_the_other_dialect(
        reference: Callable[[str], Reference]) -> None:
    heater = locate("rho", reference(HEATER).files)
    assert Location("constant/bottomWater/thermophysicalProperties",
                    ("mixture", "equationOfState", "rho"), "bottomWater") in heater
    v10 = {"constant/physicalProperties": V10_PHYSICAL_PROPERTIES}
    assert locate("nu", v10, "foundation-10") == [Location("constant/physicalProperties",
                                                           ("nu",))]


@pytest.mark.slow
def test_a_stated_viscosity_sets_nu0_of_a_cross_power_law_and_runs(
        reference: Callable[[str], Reference], runner: LocalRunner, tmp_path: Path) -> None:
    tutorial = reference(OFFSET_CYLINDER)
    prompt = "offsetCylinder, kinematic viscosity 0.02 m2/s, endTime 0.01"
    with workspace(tutorial.files) as root:
        report = apply_requirements(root, extract(prompt))
        files = read_back(root)
    transport = FoamFile.loads(files["constant/transportProperties"])
    assert transport["CrossPowerLawCoeffs"]["nu0"] == 0.02
    assert "nu" not in transport
    assert any(edit.keys == ("CrossPowerLawCoeffs", "nu0") for edit in report.edits), \
        report.notes()
    case = tmp_path / "cylinder"
    CaseWriter(case).apply(files, [])
    (case / "Allrun").write_text("#!/bin/sh\nblockMesh > log.blockMesh 2>&1 && "
                                 "nonNewtonianIcoFoam > log.nonNewtonianIcoFoam 2>&1\n")
    result = runner.run(case)
    assert result.ok, (result.status, result.fatal_error)


@pytest.mark.slow
def test_a_newtonian_fluid_replaces_the_cross_power_law_and_takes_the_stated_nu(
        reference: Callable[[str], Reference], runner: LocalRunner, tmp_path: Path) -> None:
    tutorial = reference(OFFSET_CYLINDER)
    prompt = "offsetCylinder, Newtonian fluid, constant viscosity nu 0.01, endTime 0.01"
    with workspace(tutorial.files) as root:
        report = EditReport()
        make_newtonian(root, "Newtonian fluid", report)
        stated = apply_requirements(root, extract(prompt))
        files = read_back(root)
    transport = FoamFile.loads(files["constant/transportProperties"])
    assert (transport["transportModel"], transport["nu"]) == ("Newtonian", 0.01)
    assert transport["CrossPowerLawCoeffs"]["nu0"] == 0.01  # the tutorial's, untouched
    assert any("(was CrossPowerLaw)" in note for note in report.notes()), report.notes()
    assert any(edit.keys == ("nu",) and edit.new == 0.01 for edit in stated.edits)
    case = tmp_path / "newtonian"
    CaseWriter(case).apply(files, [])
    (case / "Allrun").write_text("#!/bin/sh\nblockMesh > log.blockMesh 2>&1 && "
                                 "nonNewtonianIcoFoam > log.nonNewtonianIcoFoam 2>&1\n")
    result = runner.run(case)
    assert result.ok, (result.status, result.fatal_error)
