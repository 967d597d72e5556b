"""The turbulence switch on real tutorials: fields, wall functions, schemes and solver entries
are created for the stated model, and the switched case runs to its end time on OpenFOAM."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.base import Reference, WriteRequest
from foam_agent.agents.authors.editors.turbulence_fields import (
    Inputs,
    estimates,
    realizable_epsilon,
)
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.authors.template.compose import compose
from foam_agent.agents.case_files import CaseWriter
from foam_agent.agents.openfoam import Installation
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.catalog import InletState, turbulence_model
from foam_agent.foamcase.catalog import estimates as catalog_estimates
from tests.authors.conftest import PITZ_DAILY, write_case

PISO_CAVITY = "incompressible/pisoFoam/RAS/cavity"
LES_PITZ_DAILY = "incompressible/pisoFoam/LES/pitzDaily"
#: Fields a laminar variant of a RAS tutorial does not have.
TURBULENCE_FIELDS = ("k", "epsilon", "omega", "nut", "nuTilda", "f", "v2")


def without(reference: Reference, fields: tuple[str, ...], *,
            schemes: tuple[str, ...] = (), laminar: bool = False) -> Reference:
    """``reference`` lacking the given fields and fvSchemes entries (a case whose author
    never wrote them), optionally made laminar with no turbulence solver entries."""
    files = {name: text for name, text in reference.files.items()
             if not (name.startswith("0/") and name[2:] in fields)}
    for key in schemes:
        files["system/fvSchemes"] = re.sub(rf"\n\s*{re.escape(key)}[^;{{]*(;|\{{[^}}]*\}})",
                                           "\n", files["system/fvSchemes"])
    if laminar:
        files["constant/turbulenceProperties"] = re.sub(
            r"simulationType\s+\w+;", "simulationType laminar;",
            files["constant/turbulenceProperties"])
        files["system/fvSolution"] = files["system/fvSolution"].replace(
            '"(U|k|epsilon|omega|R|nuTilda)"', "U")
    return reference.model_copy(update={"files": files})


def run_written(reference: Reference, prompt: str, installation: Installation,
                runner: LocalRunner, case: Path) -> list[str]:
    """Compose, write and run; returns the notes after asserting the run succeeded."""
    written = compose(reference, parse_spec(prompt, solvers=installation.applications),
                      applications=installation.applications)
    CaseWriter(case).apply(written.files, [])
    result = runner.run(case)
    assert result.ok, (result.status, result.fatal_error, written.notes)
    return written.notes


def boundary(case: Path, field: str, patch: str) -> dict:
    return FoamFile(case / "0" / field)["boundaryField"][patch].as_dict()


def test_the_inlet_estimates_follow_their_formulas() -> None:
    values = estimates(Inputs(speed=10.0, intensity=0.05, length=0.002, notes=()))
    k = 1.5 * (10.0 * 0.05) ** 2
    assert values["k"].value == pytest.approx(0.375)
    assert values["epsilon"].value == pytest.approx(0.09 ** 0.75 * k ** 1.5 / 0.002)
    assert values["omega"].value == pytest.approx(math.sqrt(k) / (0.09 ** 0.25 * 0.002))
    assert values["nuTilda"].value == pytest.approx(math.sqrt(1.5) * 10 * 0.05 * 0.002)
    assert "k = 1.5 (U I)^2" in values["k"].formula


def test_the_estimates_use_the_stated_inlet_speed_not_the_tutorials(
        reference: Callable[[str], Reference], installation: Installation,
        tmp_path: Path) -> None:
    """pitzDaily's inlet is 10 m/s; asked for 20 m/s and 2 % intensity, k is 1.5 (20 x
    0.02)^2 = 0.24 (the boundary values are written after the turbulence fields), and the
    audit, reading the written case, agrees."""
    prompt = "pitzDaily with simpleFoam, inlet velocity 20 m/s, turbulence intensity 2 %"
    spec = parse_spec(prompt, solvers=installation.applications)
    written = compose(reference(PITZ_DAILY), spec, applications=installation.applications)
    CaseWriter(tmp_path).apply(written.files, [])
    assert FoamFile(tmp_path / "0/k")["internalField"] == pytest.approx(0.24)
    rows = [row for row in audit_case(spec, tmp_path) if row.requirement.startswith("k ")]
    assert rows and all(row.met for row in rows), rows


@pytest.mark.slow
def test_pitz_daily_to_k_omega_sst_creates_omega_and_wall_distance(
        reference: Callable[[str], Reference], installation: Installation,
        runner: LocalRunner, tmp_path: Path) -> None:
    stripped = without(reference(PITZ_DAILY), TURBULENCE_FIELDS[2:],
                       schemes=("div(phi,omega)", "wallDist"))
    case = tmp_path / "sst"
    notes = run_written(stripped, "pitzDaily, simpleFoam, k-omega SST, endTime 5",
                        installation, runner, case)
    omega = FoamFile(case / "0/omega")
    inlet_omega = 0.375 ** 0.5 / (0.09 ** 0.25 * 0.07 * 0.0254)
    assert omega["internalField"] == pytest.approx(inlet_omega, rel=1e-5)
    assert boundary(case, "omega", "lowerWall")["type"] == "omegaWallFunction"
    assert boundary(case, "omega", "outlet")["type"] == "inletOutlet"
    assert boundary(case, "omega", "frontAndBack")["type"] == "empty"
    assert boundary(case, "omega", "wall")["type"] == "omegaWallFunction"  # the patch group
    schemes = FoamFile(case / "system/fvSchemes")
    assert schemes["wallDist"]["method"] == "meshWave"
    assert "div(phi,omega)" in schemes["divSchemes"]
    assert any("L = 0.001778 m (default: 0.07 x the inlet height 0.0254 m)" in note
               for note in notes), notes


@pytest.mark.slow
def test_pitz_daily_to_spalart_allmaras_creates_nu_tilda_and_its_entries(
        reference: Callable[[str], Reference], installation: Installation,
        runner: LocalRunner, tmp_path: Path) -> None:
    stripped = without(reference(PITZ_DAILY), TURBULENCE_FIELDS[1:],
                       schemes=("wallDist",))
    case = tmp_path / "sa"
    run_written(stripped, "pitzDaily with the Spalart-Allmaras model, endTime 5, writeInterval 5",
                installation, runner, case)
    assert boundary(case, "nuTilda", "upperWall") == {"type": "fixedValue", "value": 0}
    assert boundary(case, "nut", "upperWall")["type"] == "nutUSpaldingWallFunction"
    assert boundary(case, "nut", "inlet")["type"] == "calculated"
    solution = FoamFile(case / "system/fvSolution")
    assert solution["solvers"]["nuTilda"]["solver"] == "smoothSolver"
    assert solution["relaxationFactors"]["equations"]['".*"'] == 0.9  # the reference's, kept
    assert "wallDist" in FoamFile(case / "system/fvSchemes")
    # pitzDaily's streamlines sample k, which Spalart-Allmaras does not compute
    assert "fields  (p U);" in (case / "system/streamlines").read_text()


@pytest.mark.slow
def test_pitz_daily_to_realizable_k_epsilon_runs(
        reference: Callable[[str], Reference], installation: Installation,
        runner: LocalRunner, tmp_path: Path) -> None:
    case = tmp_path / "rke"
    run_written(reference(PITZ_DAILY), "pitzDaily, realizable k-epsilon, endTime 5",
                installation, runner, case)
    assert FoamFile(case / "constant/turbulenceProperties")["RAS"]["RASModel"] == "realizableKE"


@pytest.mark.slow
@pytest.mark.parametrize(("prompt", "family", "model", "created"), [
    ("cavity, pisoFoam, k-omega SST, endTime 0.025", "RAS", "kOmegaSST", ("k", "omega", "nut")),
    ("cavity, pisoFoam, LES with the dynamic k-equation model dynamicKEqn, endTime 0.025",
     "LES", "dynamicKEqn", ("k", "nut")),
])
def test_a_laminar_piso_case_gets_a_turbulence_model(
        reference: Callable[[str], Reference], installation: Installation,
        runner: LocalRunner, tmp_path: Path, prompt: str, family: str, model: str,
        created: tuple[str, ...]) -> None:
    laminar = without(reference(PISO_CAVITY), TURBULENCE_FIELDS,
                      schemes=tuple(f"div(phi,{name})" for name in TURBULENCE_FIELDS),
                      laminar=True)
    case = tmp_path / model
    run_written(laminar, prompt, installation, runner, case)
    settings = FoamFile(case / "constant/turbulenceProperties")
    assert settings["simulationType"] == family
    assert settings[family][f"{family}Model"] == model
    for name in created:
        assert (case / "0" / name).is_file()
    # the lid is the only moving patch: its speed, 1 m/s, sets k = 1.5 (1 x 0.05)^2
    assert FoamFile(case / "0/k")["internalField"] == pytest.approx(0.00375)
    solvers = FoamFile(case / "system/fvSolution")["solvers"]
    assert any(re.fullmatch(key.strip('"'), "kFinal") for key in solvers)
    if family == "LES":
        assert settings["LES"]["delta"] == "cubeRootVol"
        assert settings["LES"]["dynamicKEqnCoeffs"]["filter"] == "simple"
        assert boundary(case, "k", "fixedWalls") == {"type": "fixedValue", "value": 0}
    else:
        assert boundary(case, "k", "fixedWalls")["type"] == "kqRWallFunction"


@pytest.mark.slow
@pytest.mark.parametrize("model", ["WALE", "Smagorinsky"])
def test_les_pitz_daily_switches_model(
        reference: Callable[[str], Reference], installation: Installation,
        runner: LocalRunner, tmp_path: Path, model: str) -> None:
    case = tmp_path / model
    run_written(reference(LES_PITZ_DAILY),
                f"pisoFoam LES pitzDaily with the {model} model, endTime 5e-5", installation,
                runner, case)
    assert FoamFile(case / "constant/turbulenceProperties")["LES"]["LESModel"] == model


OBLIQUE_SHOCK = "compressible/rhoCentralFoam/obliqueShock"
WEDGE = "compressible/rhoCentralFoam/wedge15Ma5"


@pytest.mark.slow
def test_an_inviscid_compressible_case_gets_k_epsilon_without_wall_functions(
        reference: Callable[[str], Reference], installation: Installation,
        runner: LocalRunner, tmp_path: Path) -> None:
    """obliqueShock has mu = 0 and a 'wall' it feeds with a free stream: a wall function
    there divides by zero, so its turbulence values are zero-gradient."""
    case = tmp_path / "shock"
    notes = run_written(reference(OBLIQUE_SHOCK),
                        "obliqueShock, rhoCentralFoam, k-epsilon turbulence model, endTime 0.05",
                        installation, runner, case)
    assert boundary(case, "k", "top") == {"type": "zeroGradient"}
    assert boundary(case, "alphat", "inlet")["type"] == "calculated"
    assert any("the case is inviscid" in note for note in notes), notes


def test_spalart_allmaras_is_refused_with_the_reason_when_the_case_has_no_viscosity(
        reference: Callable[[str], Reference], installation: Installation) -> None:
    prompt = "wedge, rhoCentralFoam, Spalart-Allmaras model"
    written = compose(reference(WEDGE), parse_spec(prompt, solvers=installation.applications),
                      applications=installation.applications)
    settings = FoamFile.loads(written.files["constant/turbulenceProperties"])
    assert settings["simulationType"] == "laminar"
    assert any(note.startswith("not applied: turbulence from 'Spalart-Allmaras': "
                               "SpalartAllmaras divides by the molecular viscosity")
               for note in written.notes), written.notes


COUNTER_FLOW_FLAME = "combustion/reactingFoam/laminar/counterFlowFlame2D"


def test_the_initial_epsilon_is_capped_at_the_realizability_bound_of_one_cell() -> None:
    bounded = realizable_epsilon(k=3.75e-5, speed=0.1, cell=2e-4)
    # Cmu (k/epsilon) (U/cell) = 1/3
    assert 0.09 * (3.75e-5 / bounded.value) * (0.1 / 2e-4) == pytest.approx(1 / 3)
    assert "Cmu (k/epsilon) S <= 1/3" in bounded.formula


@pytest.mark.slow
def test_a_slow_hot_start_switched_to_k_epsilon_runs(
        reference: Callable[[str], Reference], installation: Installation,
        runner: LocalRunner, tmp_path: Path) -> None:
    """counterFlowFlame2D (0.1 m/s inlets into a 2000 K domain, 100 x 40 cells over 2 cm):
    with the inlet estimates as initial field (k/epsilon = 1.4 s) k-epsilon diverges within
    ten steps; with epsilon at the realizability bound of one cell it runs."""
    case = tmp_path / "flame"
    notes = run_written(reference(COUNTER_FLOW_FLAME),
                        "counterFlowFlame2D, reactingFoam, k-epsilon turbulence model, "
                        "endTime 5e-5", installation, runner, case)
    k = FoamFile(case / "0/k")["internalField"]
    epsilon = FoamFile(case / "0/epsilon")
    assert k == pytest.approx(1.5 * (0.1 * 0.05) ** 2)
    # the smallest cell is 0.02 m / 100 cells
    assert epsilon["internalField"] == pytest.approx(0.09 * k * 0.1 * 3 / 2e-4, rel=1e-5)
    inlet = estimates(Inputs(speed=0.1, intensity=0.05, length=0.0014, notes=()))["epsilon"]
    assert epsilon["boundaryField"]["fuel"]["value"] == pytest.approx(inlet.value, rel=1e-5)
    assert any("its inlets keep" in note for note in notes), notes


OFFSET_CYLINDER = "incompressible/nonNewtonianIcoFoam/offsetCylinder"
ICO_CAVITY = "incompressible/icoFoam/cavity/cavity"


@pytest.mark.slow
@pytest.mark.parametrize(("case_name", "prompt", "family", "model"), [
    (OFFSET_CYLINDER, "an offsetCylinder simulation using large eddy simulation with the "
     "dynamic kinetic energy equation model, PIMPLE algorithm, timestep 0.0025, endTime 0.05",
     "LES", "dynamicKEqn"),
    (ICO_CAVITY, "the lid-driven cavity with the k-epsilon model, endTime 0.05", "RAS",
     "kEpsilon"),
])
def test_a_laminar_only_solver_becomes_pimple_foam_with_the_model(
        reference: Callable[[str], Reference], installation: Installation,
        runner: LocalRunner, tmp_path: Path, case_name: str, prompt: str, family: str,
        model: str) -> None:
    """nonNewtonianIcoFoam and icoFoam have no turbulenceProperties; the asked model runs
    under pimpleFoam on the tutorial's own case."""
    case = tmp_path / model
    notes = run_written(reference(case_name), prompt, installation, runner, case)
    assert FoamFile(case / "system/controlDict")["application"] == "pimpleFoam"
    settings = FoamFile(case / "constant/turbulenceProperties")
    assert (settings["simulationType"], settings[family][f"{family}Model"]) == (family, model)
    solution = FoamFile(case / "system/fvSolution")
    assert "PIMPLE" in solution and "PISO" not in solution
    assert "div((nuEff*dev2(T(grad(U)))))" in FoamFile(case / "system/fvSchemes")["divSchemes"]
    assert "pimpleFoam" in (case / "log.pimpleFoam").read_text()[:2000]
    assert any("solves laminar flow only" in note for note in notes), notes


ACMI_CHANNEL = "incompressible/pimpleFoam/RAS/oscillatingInletACMI2D"


@pytest.mark.slow
def test_a_new_turbulence_field_is_convected_like_the_cases_own(
        author: TemplateAuthor, runner: LocalRunner,
        write_request: Callable[..., WriteRequest], reference: Callable[[str], Reference],
        tmp_path: Path) -> None:
    """oscillatingInletACMI2D convects k and epsilon with upwind. Switched to
    Spalart-Allmaras at nu = 2e-6 with a 0.5 s step, nuTilda with limitedLinear overflows in
    the first step; with upwind, as the case's own k, the run ends."""
    request = write_request(
        "Spalart-Allmaras, pimpleFoam: channel 0..5 in x and 0..2.5 in y, -0.5..0.5 in z "
        "with one cell across z, two 1 x 1 square blocks centred at (1.5, 1.25, 0) and "
        "(3.5, 1.25, 0); no more than 5000 cells. Inlet left at uniform (1, 0, 0) m/s; outlet "
        "right at fixed pressure with pressureInletOutletVelocity; top and bottom no-slip "
        "walls, front and back empty. nu 2e-6 m2/s, deltaT 0.5 s, end time 5 s, write every "
        "0.5 s, max Courant 1.", [reference(ACMI_CHANNEL)])
    case = tmp_path / "squares"
    write_case(author, request, case)
    schemes = FoamFile(case / "system/fvSchemes")["divSchemes"]
    assert schemes["div(phi,nuTilda)"] == schemes["div(phi,k)"] == ("Gauss", "upwind")
    result = runner.run(case)
    assert result.ok, (result.status, result.fatal_error)


def test_a_laminar_euler_case_is_laminar_in_each_phases_file(
        reference: Callable[[str], Reference], installation: Installation,
        tmp_path: Path) -> None:
    """reactingTwoPhaseEulerFoam's bubbleColumn keeps turbulenceProperties.air and .water, no
    mixture file: "laminar" was reported as not applicable and audited unmet. Each phase is
    now set laminar (here the water phase was made RAS first) and audited per phase."""
    bubbles = reference("multiphase/reactingTwoPhaseEulerFoam/laminar/bubbleColumn")
    files = dict(bubbles.files)
    water = "constant/turbulenceProperties.water"
    files[water] = re.sub(r"simulationType\s+laminar;", "simulationType RAS;", files[water])
    spec = parse_spec("Bubble column: air injected at the bottom of a water column, 2D, "
                      "laminar, simulate 5 s", solvers=installation.applications)
    written = compose(bubbles.model_copy(update={"files": files}), spec,
                      applications=installation.applications)
    CaseWriter(tmp_path).apply(written.files, [])
    assert FoamFile(tmp_path / water)["simulationType"] == "laminar"
    rows = {row.requirement: row for row in audit_case(spec, tmp_path)}
    assert rows["simulationType of phase water"].met, rows
    assert rows["simulationType of phase air"].met, rows
    assert "turbulence" not in rows


def test_a_turbulence_file_foamlib_cannot_parse_costs_the_model_not_the_solve(
        reference: Callable[[str], Reference], installation: Installation) -> None:
    """decayIsoTurb's turbulenceProperties does not parse with foamlib: composing it for
    "LES ... with the WALE model" (a candidate of the channel395 request) raised
    UnboundLocalError and ended the solve with a traceback; it is now a skip with the reason."""
    spec = parse_spec("LES of turbulent channel flow at Re_tau 395 with the WALE model, run "
                      "0.2 s", solvers=installation.applications)
    written = compose(reference("incompressible/pimpleFoam/LES/decayIsoTurb"), spec,
                      applications=installation.applications)
    assert any("foamlib cannot parse constant/turbulenceProperties" in note
               for note in written.notes), written.notes


def test_schemes_foamlib_cannot_parse_cost_the_check_not_the_solve(
        reference: Callable[[str], Reference], installation: Installation) -> None:
    """lumpedPointMotion/building/steady's fvSchemes ends in '${_${FOAM_EXECUTABLE}};'
    (retrieved second for "Airflow around a building ... steady k-epsilon"): composing it ended
    the solve in a FoamFileDecodeError traceback while checking the model's schemes; now the
    check is a skip with the reason and the case is written."""
    spec = parse_spec("Airflow around a building, wind speed 10 mph at 10 m height, atmospheric "
                      "boundary layer, steady k-epsilon, 300 iterations",
                      solvers=installation.applications)
    full = reference("incompressible/lumpedPointMotion/building/steady")
    # As retrieval gives it: without its large surface files (the retrieval index leaves
    # geometry out; the author copies it from the tutorial when the case reads it).
    files = {name: text for name, text in full.files.items() if "triSurface" not in name}
    written = compose(full.model_copy(update={"files": files}), spec,
                      applications=installation.applications)
    assert any("foamlib cannot parse system/fvSchemes" in note for note in written.notes), \
        written.notes
    assert "system/controlDict" in written.files


@pytest.mark.slow
def test_a_model_added_as_a_catalog_row_runs_pitz_daily(
        reference: Callable[[str], Reference], installation: Installation,
        runner: LocalRunner, tmp_path: Path) -> None:
    """kOmegaSSTLM (Langtry-Menter transition) exists only as rows of the turbulence catalog:
    the model's row and its two fields' rows with their estimates. Asked for by name, the
    author writes its four fields, their schemes and solver entries from those rows alone,
    and v1912 runs it."""
    case = tmp_path / "lm"
    notes = run_written(reference(PITZ_DAILY),
                        "pitzDaily, simpleFoam, kOmegaSSTLM transition model, endTime 5, "
                        "writeInterval 5", installation, runner, case)
    model = turbulence_model("kOmegaSSTLM")
    assert model is not None
    for name in model.required_fields:
        assert (case / "0" / name).is_file(), notes
    state = InletState(speed=10.0, intensity=0.05, length=0.07 * 0.0254)
    re_theta = FoamFile(case / "0/ReThetat")
    assert re_theta["internalField"] == pytest.approx(catalog_estimates(state)["ReThetat"].value,
                                                      rel=1e-5)
    assert re_theta["internalField"] == pytest.approx(331.5 * (5 - 0.5658) ** -0.671, rel=1e-5)
    assert boundary(case, "gammaInt", "lowerWall")["type"] == "zeroGradient"
    assert boundary(case, "gammaInt", "inlet") == {"type": "fixedValue", "value": 1}
    schemes = FoamFile(case / "system/fvSchemes")["divSchemes"]
    assert "div(phi,ReThetat)" in schemes and "div(phi,gammaInt)" in schemes
    log = (case / "log.simpleFoam").read_text()
    assert "Solving for ReThetat" in log and "Solving for gammaInt" in log


def test_a_solution_file_that_writes_a_key_twice_is_left_as_written(
        tutorial_case: Callable[[str], Path]) -> None:
    """verticalChannelLTS's fvSolution writes ``Phi`` twice; foamlib makes no one dictionary
    of it, and completing a switched turbulence model ended the whole author in a KeyError."""
    from foam_agent.agents.authors.editors.numerics import add_solvers

    case = tutorial_case("lagrangian/reactingParcelFoam/verticalChannelLTS")
    solution = case / "system" / "fvSolution"
    before = solution.read_text()
    assert add_solvers(case, ["k", "omega"]) == []
    assert solution.read_text() == before
