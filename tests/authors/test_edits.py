"""Stated values applied to real tutorial files with foamlib, in every form the files use."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from foamlib import FoamFile

from foam_agent.agents.authors.base import Reference
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.template.compose import Composition, compose
from foam_agent.agents.openfoam import Installation
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.cells_across import cells_across
from foam_agent.foamcase.case.patches import resolve
from tests.authors.conftest import CAVITY, FORWARD_STEP, PITZ_DAILY

COUNTER_FLOW = "combustion/reactingFoam/laminar/counterFlowFlame2D"
DAM_BREAK = "multiphase/interFoam/laminar/damBreak/damBreak"
SHOCK_TUBE = "compressible/rhoCentralFoam/shockTube"
#: A Foundation v10 viscosity entry, as FoamBench's reference cases write it.
V10_PHYSICAL_PROPERTIES = """FoamFile
{
    format      ascii;
    class       dictionary;
    object      physicalProperties;
}
viscosityModel  constant;

nu              1e-05 [m^2/s];
"""

Compose = Callable[[str, str], Composition]


@pytest.fixture
def written(reference: Callable[[str], Reference], installation: Installation) -> Compose:
    """``written(case, prompt)``: the tutorial with the prompt's values applied."""

    def make(case: str, prompt: str) -> Composition:
        return compose(reference(case), parse_spec(prompt, solvers=installation.applications),
                       applications=installation.applications)

    return make


def entry(text: str, key: str) -> str:
    match = re.search(rf"^\s*{re.escape(key)}\s+([^;]*);", text, re.MULTILINE)
    assert match, f"{key} not in\n{text}"
    return " ".join(match.group(1).split())


def parsed(text: str) -> dict:
    return FoamFile.loads(text)


def test_controls_land_exactly(written: Compose) -> None:
    case = written(CAVITY, "icoFoam cavity, endTime 0.3, deltaT 0.002, maxCo 0.5")
    control = case.files["system/controlDict"]
    assert (entry(control, "endTime"), entry(control, "deltaT"), entry(control, "maxCo")) == (
        "0.3", "0.002", "0.5")


@pytest.mark.parametrize(("prompt", "control", "interval"), [
    ("write every 0.1 s", "runTime", "0.1"),
    ("output every 0.05", "runTime", "0.05"),
    ("write results every 50 time steps", "timeStep", "50"),
    ("writeInterval 40", "timeStep", "40"),
])
def test_write_interval_follows_its_unit(written: Compose, prompt: str, control: str,
                                         interval: str) -> None:
    text = written(CAVITY, prompt).files["system/controlDict"]
    assert (entry(text, "writeControl"), entry(text, "writeInterval")) == (control, interval)


def test_viscosity_keeps_the_form_of_each_dialect() -> None:
    esi = "FoamFile{format ascii; class dictionary; object transportProperties;}\n" \
          "nu              [0 2 -1 0 0 0 0] 0.01;\n"
    from foam_agent.agents.authors.editors.apply import apply_requirements
    from foam_agent.agents.spec.extract import extract

    requirements = extract("nu 0.02")
    for name, text, expected in (
        ("constant/transportProperties", esi, "[0 2 -1 0 0 0 0] 0.02"),
        ("constant/physicalProperties", V10_PHYSICAL_PROPERTIES, "0.02 [0 2 -1 0 0 0 0]"),
    ):
        with workspace({name: text}) as root:
            report = apply_requirements(root, requirements)
            assert entry((root / name).read_text(), "nu") == expected
        assert [edit.note() for edit in report.edits] == [
            f"{name}: nu = 0.02 from 'nu 0.02' (was 0.01)" if "transport" in name
            else f"{name}: nu = 0.02 from 'nu 0.02' (was 1e-05)"]


def test_a_speed_keeps_the_reference_direction_and_its_ties(written: Compose) -> None:
    case = written(FORWARD_STEP, "rhoCentralFoam forward step, inlet velocity 2 m/s")
    field = parsed(case.files["0/U"])
    assert list(field["boundaryField"]["inlet"]["value"]) == [2, 0, 0]
    assert list(field["internalField"]) == [2, 0, 0]
    assert list(field["boundaryField"]["outlet"]["inletValue"]) == [2, 0, 0]
    assert any("follows inlet" in note for note in case.notes)


def test_a_negative_speed_is_a_component_along_the_reference_axis(written: Compose) -> None:
    case = written(COUNTER_FLOW, "velocity of fuel is 0.4 m/s and velocity of air is -0.3 m/s")
    boundary = parsed(case.files["0/U"])["boundaryField"]
    assert list(boundary["fuel"]["value"]) == [0.4, 0, 0]
    assert list(boundary["air"]["value"]) == [-0.3, 0, 0]


def test_types_change_only_where_stated(written: Compose) -> None:
    case = written(PITZ_DAILY, "slip on the upper wall, zero gradient pressure at the outlet, "
                               "no-slip conditions for walls")
    velocity = parsed(case.files["0/U"])["boundaryField"]
    pressure = parsed(case.files["0/p"])["boundaryField"]
    assert velocity["upperWall"]["type"] == "slip"
    assert velocity["lowerWall"]["type"] == "noSlip"
    assert pressure["outlet"]["type"] == "zeroGradient"
    assert "0/U: boundaryField/lowerWall/type = noSlip from 'no-slip conditions for walls' " \
           "(already so)" in case.notes


def test_a_value_on_a_value_less_patch_makes_it_fixed(written: Compose) -> None:
    case = written(PITZ_DAILY, "outlet velocity (5 0 0) m/s")
    outlet = parsed(case.files["0/U"])["boundaryField"]["outlet"]
    assert outlet["type"] == "fixedValue"
    assert list(outlet["value"]) == [5, 0, 0]
    assert any("type zeroGradient -> fixedValue" in note for note in case.notes)
    # the editors after this one read the retype from the record's fields, not its note
    retyped = [edit for edit in case.report.edits if edit.retyped_from is not None]
    assert [(edit.file, edit.keys, edit.patch, edit.retyped_from, edit.retyped_to, edit.old,
             edit.reason) for edit in retyped] == [
        ("0/U", ("boundaryField", "outlet"), "outlet", "zeroGradient", "fixedValue", None,
         "outlet velocity (5 0 0) m/s")]
    assert list(retyped[0].new) == [5, 0, 0]


@pytest.mark.parametrize(("case", "prompt", "expected", "note"), [
    (PITZ_DAILY, "use the k-omega SST model", ("RAS", "kOmegaSST"), None),
    (PITZ_DAILY, "a laminar flow", ("laminar", "kEpsilon"), None),
    # icoFoam has no turbulence: the case becomes pimpleFoam's, with the model asked.
    (CAVITY, "with the k-epsilon model", ("RAS", "kEpsilon"), None),
])
def test_turbulence_model(written: Compose, case: str, prompt: str,
                          expected: tuple[str, str] | None, note: str | None) -> None:
    result = written(case, prompt)
    if expected is not None:
        settings = parsed(result.files["constant/turbulenceProperties"])
        assert (settings["simulationType"], settings["RAS"]["RASModel"]) == expected
    if note is not None:
        assert any(line.startswith(note) for line in result.notes), result.notes


def test_a_model_without_its_fields_gets_them_with_recorded_estimates(written: Compose) -> None:
    result = written(FORWARD_STEP, "use the k-epsilon model")
    assert parsed(result.files["constant/turbulenceProperties"])["simulationType"] == "RAS"
    for name in ("k", "epsilon", "nut", "alphat"):
        assert f"0/{name}" in result.files
    # U = 3 m/s at the inlet, I = 5 %: k = 1.5 (3 x 0.05)^2 = 0.03375
    assert parsed(result.files["0/k"])["internalField"] == pytest.approx(0.03375)
    # the obstacle is a slip 'patch', not a wall: no wall function may sit on it
    assert parsed(result.files["0/k"])["boundaryField"]["obstacle"]["type"] == "zeroGradient"
    alphat = parsed(result.files["0/alphat"])["boundaryField"]
    assert alphat["inlet"]["type"] == "calculated"
    assert any(line.startswith("0/k: internalField = 0.03375 (new field for kEpsilon: "
                               "k = 1.5 (U I)^2") and "I = 0.05 (default" in line
               and "0.07 x the inlet height 1 m" in line for line in result.notes), result.notes


def test_properties_go_where_the_reference_keeps_them(written: Compose) -> None:
    result = written(DAM_BREAK, "density of water 998 kg/m3, viscosity 1e-6, density 1.3")
    water = parsed(result.files["constant/transportProperties"])["water"]
    assert water["rho"] == 998
    assert any(line.startswith("not applied: viscosity from 'viscosity 1e-6': the case has "
                               "several 'nu' entries") for line in result.notes)
    compressible = written(FORWARD_STEP, "Pr is 0.71 and the dynamic viscosity mu is 1e-5")
    mixture = parsed(compressible.files["constant/thermophysicalProperties"])["mixture"]
    assert (mixture["transport"]["Pr"], mixture["transport"]["mu"]) == (0.71, 1e-05)


@pytest.mark.parametrize(("prompt", "expected", "note"), [
    ("dam break under lunar gravity, g = (0 -1.62 0) m/s2", [0, -1.62, 0],
     "constant/g: value = (0 -1.62 0) from 'g = (0 -1.62 0) m/s2' (was (0 -9.81 0))"),
    ("a gravitational acceleration of 3.71 m/s^2", [0, -3.71, 0],
     "constant/g: value = (0 -3.71 0) from 'gravitational acceleration of 3.71 m/s^2' "
     "(was (0 -9.81 0))"),
    ("g = -1.62 m/s^2", [0, -1.62, 0],
     "constant/g: value = (0 -1.62 0) from 'g = -1.62 m/s^2' (was (0 -9.81 0))"),
    ("no gravity in this run", [0, 0, 0],
     "constant/g: value = (0 0 0) from 'no gravity' (was (0 -9.81 0))"),
    ("gravity (0 -9.81 0)", [0, -9.81, 0],
     "constant/g: value = (0 -9.81 0) from 'gravity (0 -9.81 0)' (already so)"),
])
def test_gravity_goes_into_constant_g(written: Compose, prompt: str, expected: list[float],
                                      note: str) -> None:
    result = written(DAM_BREAK, prompt)
    assert list(parsed(result.files["constant/g"])["value"]) == pytest.approx(expected)
    assert note in result.notes


def test_gravity_is_not_invented_for_a_solver_that_reads_none(written: Compose) -> None:
    result = written(CAVITY, "lid-driven cavity, g = (0 -9.81 0)")
    assert "constant/g" not in result.files
    assert ("not applied: g from 'g = (0 -9.81 0)': the reference case has no constant/g: "
            "its solver reads no gravity") in result.notes


def test_a_turbulence_field_value_sets_its_uniform_initial_field(written: Compose) -> None:
    result = written(PITZ_DAILY, "initial values k = 0.5 and epsilon = 20")
    assert parsed(result.files["0/k"])["internalField"] == 0.5
    assert parsed(result.files["0/epsilon"])["internalField"] == 20
    assert "0/k: internalField = 0.5 from 'k = 0.5' (was 0.375)" in result.notes


def test_extents_and_cells_of_a_single_block(written: Compose) -> None:
    result = written(CAVITY, "The domain spans 2 m x 1 m x 0.1 m on a grid of 40 x 20 x 1 cells.")
    mesh = parsed(result.files["system/blockMeshDict"])
    scale = mesh["scale"] if "scale" in mesh else mesh["convertToMeters"]
    points = [[component * scale for component in vertex] for vertex in mesh["vertices"]]
    highs = [max(point[axis] for point in points) for axis in range(3)]
    assert highs == pytest.approx([2, 1, 0.1])
    assert mesh["blocks"][2] == [40, 20, 1]


def test_cells_of_several_blocks_are_shared_as_their_geometry_does(written: Compose) -> None:
    """forwardStep's three blocks (a 240 x 80 grid across the domain) take 100 x 50 across
    it, each block's count along a direction scaled alike."""
    result = written(FORWARD_STEP, "use a grid of 100 x 50 x 1 cells")
    mesh = parsed(result.files["system/blockMeshDict"])
    assert cells_across(mesh) == (100, 50, 1)


def test_fields_in_0_orig_are_edited_and_copied_to_0(written: Compose) -> None:
    result = written(SHOCK_TUBE, "initial temperature 300 K")
    assert parsed(result.files["0.orig/T"])["internalField"] == 300
    assert parsed(result.files["0/T"])["internalField"] == 300


@pytest.mark.parametrize(("mentions", "expected"), [
    (("lid",), ["movingWall"]),
    (("movingWall", "top wall"), ["movingWall"]),
    (("walls",), ["movingWall", "fixedWalls"]),
    (("front and back",), ["frontAndBack"]),
    (("inlet",), []),
])
def test_boundary_words_resolve_to_cavity_patches(mentions: tuple[str, ...],
                                                  expected: list[str]) -> None:
    patches = {"movingWall": "wall", "fixedWalls": "wall", "frontAndBack": "empty"}
    assert resolve(mentions, patches) == expected


def test_a_group_leaves_out_patches_named_on_their_own() -> None:
    patches = {"movingWall": "wall", "fixedWalls": "wall", "frontAndBack": "empty"}
    assert resolve(("walls",), patches, claimed={"movingWall"}) == ["fixedWalls"]


OBLIQUE_SHOCK = "compressible/rhoCentralFoam/obliqueShock"


def test_physical_temperatures_and_pressures_stay_out_of_a_scaled_gas(written: Compose) -> None:
    """obliqueShock's gas has R = 0.714 (c = 1 at T = 1): a Sod request's "p = 1 bar, T = 348
    K" there made a Mach 0.2 wedge flow audited met; it is refused with the reason, while a
    bare number in the case's own units is applied."""
    result = written(OBLIQUE_SHOCK, "Sod shock tube: left state p = 1 bar, T = 348 K; right "
                                    "state p = 0.1 bar, T = 278 K. 1D, run to 7 ms.")
    assert parsed(result.files["0/T"])["internalField"] == 1
    assert parsed(result.files["0/p"])["internalField"] == 1
    refusals = [line for line in result.notes if "non-dimensional" in line]
    assert len(refusals) == 4, result.notes
    bare = written(OBLIQUE_SHOCK, "obliqueShock with rhoCentralFoam, inlet temperature 2")
    assert parsed(bare.files["0/T"])["boundaryField"]["inlet"]["value"] == 2
    # FoamBench's wording: kelvin and pascal of the scaled state's size are that state.
    scaled = written(OBLIQUE_SHOCK, "Supersonic flow over a wedge with rhoCentralFoam. The inlet "
                                    "temperature is 2 K and the inlet pressure is 1.5 Pa.")
    assert parsed(scaled.files["0/T"])["boundaryField"]["inlet"]["value"] == 2
    assert parsed(scaled.files["0/p"])["boundaryField"]["inlet"]["value"] == 1.5
    assert not [line for line in scaled.notes if "non-dimensional" in line], scaled.notes


def test_a_normalised_gas_temperature_stays_out_of_a_real_gas(written: Compose) -> None:
    """FoamBench's wedge_SA prompt ("inlet temperature is 1 K and inlet pressure is 1 Pa")
    composed on LadenburgJet60psi (air, R = 287) put 1 K on its inlet, was audited met, and
    blew up at the first step; a temperature of the scaled state's size is refused on a real
    gas, so the candidate that can hold it (wedge15Ma5) fits better."""
    result = written("compressible/rhoCentralFoam/LadenburgJet60psi",
                     "rhoCentralFoam, the inlet velocity is 5 m/s, inlet temperature is 1 K")
    written_values = [entry.get("value") for entry in
                      parsed(result.files["0/T"])["boundaryField"].values()]
    assert 1 not in [value for value in written_values if isinstance(value, (int, float))]
    assert [line for line in result.notes if "no gas is a gas at 1 K" in line], result.notes
    warm = written("compressible/rhoCentralFoam/LadenburgJet60psi",
                   "rhoCentralFoam, the inlet temperature is 250 K")
    assert not [line for line in warm.notes if "no gas is a gas" in line], warm.notes
