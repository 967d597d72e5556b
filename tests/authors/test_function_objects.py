"""The template author writes each requested output as a v1912 function object in
system/controlDict (a line sample as an included file), or says why the case cannot have it;
one slow test runs real icoFoam and finds the objects' data in postProcessing."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.base import Reference, WriteRequest
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.authors.template.author import PHYSICS_BASES
from foam_agent.agents.runners import LocalRunner
from tests.authors.conftest import CAVITY, PITZ_DAILY, write_case

CAVITY_OUTPUTS = ("icoFoam lid-driven cavity with the lid at 1 m/s. Report the drag on the lid, "
                  "monitor the pressure at x = 0.05 m, y = 0.05 m, plot the velocity profile "
                  "along the vertical centreline, write the vorticity and save the wall shear "
                  "stress.")


def _functions(case_dir: Path) -> dict[str, dict[str, object]]:
    """controlDict's functions as foamlib parses them (the test fails if it cannot)."""
    parsed = FoamFile(case_dir / "system" / "controlDict").as_dict()
    functions = parsed["functions"]
    assert isinstance(functions, dict)
    return {name: dict(entry) for name, entry in functions.items()
            if isinstance(entry, dict)}


def _rows(spec_prompt: WriteRequest, case_dir: Path) -> dict[str, tuple[bool, str]]:
    return {row.requirement: (row.met, row.note) for row in audit_case(spec_prompt.spec, case_dir)
            if row.requirement.startswith("output")}


def test_cavity_outputs_are_v1912_function_objects(
        tmp_path: Path, author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest]) -> None:
    request = write_request(CAVITY_OUTPUTS, [reference(CAVITY)])
    write_case(author, request, tmp_path)
    functions = _functions(tmp_path)
    forces = functions["forces"]
    assert (forces["type"], forces["patches"], forces["rho"], forces["rhoInf"]) == (
        "forces", ["movingWall"], "rhoInf", 1.0)
    probes = functions["probes"]
    assert probes["fields"] == ["p"]
    assert probes["probeLocations"] == [pytest.approx([0.05, 0.05, 0.005])]
    assert functions["vorticity"]["type"] == "vorticity"
    assert functions["lineSample"] == {"#include": '"lineSample"'}
    line = (tmp_path / "system" / "lineSample").read_text()
    assert re.search(r"^type\s+sets;", line, re.MULTILINE)
    start, end = (tuple(float(value) for value in match.split())
                  for match in re.findall(r"\b(?:start|end)\s+\(([^)]*)\)", line))
    assert start[0] == end[0] == pytest.approx(0.05) and start[1] < 1e-6 and end[1] > 0.0999
    assert "wallShearStress" not in functions
    rows = _rows(request, tmp_path)
    assert sum(met for met, _ in rows.values()) == 4
    met, note = rows["output: wallShearStress on the walls"]
    assert not met and "turbulence model" in note


def test_a_probe_that_names_no_field_records_pressure_and_velocity_and_says_so(
        tmp_path: Path, author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest]) -> None:
    request = write_request("Lid-driven cavity, lid 1 m/s, and put a probe in the middle of "
                            "the box.", [reference(CAVITY)])
    write_case(author, request, tmp_path)
    notes = author.write(request, author.plan(request).value).value.notes
    probes = _functions(tmp_path)["probes"]
    assert probes["fields"] == ["p", "U"]
    assert probes["probeLocations"] == [pytest.approx([0.05, 0.05, 0.005])]
    assert any("no field named: p and U probed" in note for note in notes)
    rows = _rows(request, tmp_path)
    assert [met for met, _ in rows.values()] == [True]


def test_coefficients_take_the_inlet_speed_and_the_named_wall(
        tmp_path: Path, author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest]) -> None:
    request = write_request("pitzDaily with simpleFoam, inlet 10 m/s. Report the drag and lift "
                            "coefficients on the lower wall, y+ on the walls and the wall shear "
                            "stress on the lower wall.", [reference(PITZ_DAILY)])
    write_case(author, request, tmp_path)
    functions = _functions(tmp_path)
    coefficients = functions["forceCoeffs"]
    assert coefficients["patches"] == ["lowerWall"]
    assert coefficients["magUInf"] == pytest.approx(10)
    assert coefficients["dragDir"] == pytest.approx([1, 0, 0])
    assert coefficients["liftDir"] == pytest.approx([0, 1, 0])
    assert coefficients["Aref"] == pytest.approx(1.0 * 0.001)
    assert sorted(functions["yPlus"]["patches"]) == ["lowerWall", "upperWall"]  # type: ignore[arg-type]
    assert functions["wallShearStress"]["patches"] == ["lowerWall"]
    assert all(met for met, _ in _rows(request, tmp_path).values())


def test_several_points_and_walls_each_get_their_object(
        tmp_path: Path, author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest]) -> None:
    request = write_request("pitzDaily with simpleFoam, inlet 10 m/s. I need time series of "
                            "pressure at (0.1 0 0) and (0.2 0 0). Log y+ for the lower wall and "
                            "the upper wall. Velocity profiles at x = 0.05 m and x = 0.2 m.",
                            [reference(PITZ_DAILY)])
    write_case(author, request, tmp_path)
    functions = _functions(tmp_path)
    assert [functions[name]["probeLocations"] for name in ("probes", "probes2")] == [
        [[0.1, 0, 0]], [[0.2, 0, 0]]]
    assert sorted(functions["yPlus"]["patches"]) == ["lowerWall", "upperWall"]  # type: ignore[arg-type]
    assert {functions[name]["#include"] for name in ("lineSample", "lineSample2")} == {
        '"lineSample"', '"lineSample2"'}
    starts = sorted(re.search(r"start\s+\(([-\d.e]+)", (tmp_path / "system" / name).read_text())
                    .group(1) for name in ("lineSample", "lineSample2"))  # type: ignore[union-attr]
    assert [float(value) for value in starts] == pytest.approx([0.05, 0.2])
    rows = _rows(request, tmp_path)
    assert len(rows) == 5 and all(met for met, _ in rows.values())


def test_values_on_boundaries_are_surface_field_values(
        tmp_path: Path, author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest]) -> None:
    """v1912's flowRatePatch, patchAverage, pressureDifferencePatch and minMaxMagnitude."""
    request = write_request("pitzDaily with simpleFoam, inlet 10 m/s. What is the pressure drop "
                            "between inlet and outlet? Report the flow rate through the outlet, "
                            "the average velocity at the outlet and track the maximum velocity "
                            "in the domain. Output the pressure coefficient.",
                            [reference(PITZ_DAILY)])
    write_case(author, request, tmp_path)
    functions = _functions(tmp_path)
    rate = functions["flowRate_outlet"]
    assert (rate["type"], rate["regionType"], rate["name"], rate["operation"],
            rate["fields"]) == ("surfaceFieldValue", "patch", "outlet", "sum", ["phi"])
    assert functions["areaAverage_U_outlet"]["operation"] == "areaAverage"
    drop = functions["pressureDrop"]
    assert drop["type"] == "fieldValueDelta" and drop["operation"] == "subtract"
    assert [drop[region]["name"] for region in ("region1", "region2")] == [  # type: ignore[index]
        "inlet", "outlet"]
    assert functions["fieldMinMax"]["fields"] == ["U"]
    cp = functions["pressure"]
    assert (cp["result"], cp["mode"], cp["pInf"]) == ("Cp", "staticCoeff", 0)
    assert cp["UInf"] == pytest.approx([10, 0, 0])
    rows = _rows(request, tmp_path)
    assert len(rows) == 5 and all(met for met, _ in rows.values())


@pytest.mark.parametrize(("prompt", "reason"), [
    ("icoFoam cavity, lid 1 m/s; pressure probe at (0.5 0.1 0)", "outside the domain"),
    ("icoFoam cavity, lid 1 m/s; log the temperature at (0.05, 0.05, 0.005)", "no T field"),
    ("icoFoam cavity, lid 1 m/s; output the Mach number field", "compressible"),
    ("icoFoam cavity, lid 1 m/s; report the drag on the sphere", "no patch of the case"),
    ("icoFoam cavity, lid 1 m/s; what's the pressure drop?", "no patch of the case"),
    ("icoFoam cavity, lid 1 m/s; find the reattachment length", "no function object"),
])
def test_an_output_the_case_cannot_have_is_said_with_its_reason(
        tmp_path: Path, author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest], prompt: str, reason: str) -> None:
    request = write_request(prompt, [reference(CAVITY)])
    plan = author.plan(request).value
    draft = author.write(request, plan).value
    assert any(note.startswith("not applied: output") and reason in note
               for note in draft.notes), draft.notes
    write_case(author, request, tmp_path)
    assert "functions" not in FoamFile(tmp_path / "system" / "controlDict").as_dict()
    ((met, note),) = _rows(request, tmp_path).values()
    assert not met and reason in note


def test_a_compressible_case_scales_its_coefficients_and_refuses_yplus_when_inviscid(
        tmp_path: Path, author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest]) -> None:
    """v1912's forceCoeffsCompressible takes rho from the field and rhoInf for the scaling;
    obliqueShock's Euler gas (mu 0) killed the run with a floating point exception in yPlus."""
    request = write_request("rhoCentralFoam oblique shock. Report the drag coefficient on the "
                            "top wall, output the Mach number field and y+ on the walls.",
                            [reference("compressible/rhoCentralFoam/obliqueShock")])
    write_case(author, request, tmp_path)
    functions = _functions(tmp_path)
    coefficients = functions["forceCoeffs"]
    assert "rho" not in coefficients and coefficients["rhoInf"] == 1.0
    assert coefficients["patches"] == ["top"]
    assert functions["MachNo"]["type"] == "MachNo" and "yPlus" not in functions
    met, note = _rows(request, tmp_path)["output: yPlus on the walls"]
    assert not met and "inviscid" in note


def test_applying_twice_adds_no_second_object(
        reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest]) -> None:
    request = write_request(CAVITY_OUTPUTS, [reference(CAVITY)])
    with workspace(reference(CAVITY).files) as root:
        apply_requirements(root, request.spec.stated)
        first = _functions(root)
        again = apply_requirements(root, request.spec.stated)
        assert _functions(root) == first
        assert [edit.changed for edit in again.edits if edit.quantity == "output"] == [False] * 4


def test_a_generated_cylinder_keeps_one_force_coefficients_object(
        tmp_path: Path, author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest]) -> None:
    """The geometry adds its own forceCoeffs on the body; the request's is that one. The drag
    first written on the tutorial's walls is replaced once the body's mesh is in place."""
    request = write_request("Flow past a circular cylinder of diameter 0.1 m at Re = 100 in a "
                            "2D channel 2 m long and 0.5 m high, inlet 1 m/s. Report the lift "
                            "and drag coefficients on the cylinder. What's the drag on the "
                            "cylinder?", [reference(PHYSICS_BASES["transient"])])
    write_case(author, request, tmp_path)
    functions = _functions(tmp_path)
    kinds = [entry.get("type") for entry in functions.values()]
    assert kinds.count("forceCoeffs") == 1 and kinds.count("forces") == 1
    assert functions["forces"]["patches"] == ["obstacle"]
    rows = _rows(request, tmp_path)
    assert all(met for met, _ in rows.values()) and len(rows) == 2
    assert "lRef 0.1 m" in rows["output: drag/lift coefficients on 'cylinder'"][1]


def test_a_wall_field_on_the_hot_wall_goes_to_the_patch_the_hot_temperature_went_to(
        tmp_path: Path, author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest]) -> None:
    request = write_request("Natural convection in a tall cavity: hot wall 30°C, cold wall "
                            "10°C, air, steady, 2000 iterations, report the wall heat flux on "
                            "the hot wall.",
                            [reference("heatTransfer/buoyantSimpleFoam/buoyantCavity")])
    write_case(author, request, tmp_path)
    flux = _functions(tmp_path)["wallHeatFlux"]
    assert (flux["type"], flux["patches"]) == ("wallHeatFlux", ["hot"])
    assert all(met for met, _ in _rows(request, tmp_path).values())


@pytest.mark.slow
def test_a_generated_channels_profile_crosses_the_flow_and_its_included_file_is_written(
        tmp_path: Path, author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest], runner: LocalRunner) -> None:
    """The lead's end-to-end request: the tutorial's mesh first refused the line (outside it),
    the generated channel then took it, and the re-application after the mesh kept
    controlDict's #include but dropped the included file (blockMesh stopped twice); the
    channel is as deep as it is high, and the line ran along x."""
    request = write_request("Water at 20°C flows through a 2D channel 0.1 m high and 1 m long "
                            "at a mean speed of 5 cm/s. Laminar, end time 0.2 s. I want the "
                            "velocity profile at x = 0.8 m and the pressure drop between inlet "
                            "and outlet.", [reference(PHYSICS_BASES["transient"])])
    write_case(author, request, tmp_path)
    assert _functions(tmp_path)["lineSample"] == {"#include": '"lineSample"'}
    line = (tmp_path / "system" / "lineSample").read_text()
    start, end = (tuple(float(value) for value in match.split())
                  for match in re.findall(r"\b(?:start|end)\s+\(([^)]*)\)", line))
    assert start[0] == pytest.approx(0.8) and end[0] == pytest.approx(0.8)
    assert start[1] == pytest.approx(0.0, abs=1e-5) and end[1] == pytest.approx(0.1, abs=1e-5)
    result = runner.run(tmp_path)
    assert result.ok, result.message
    assert list((tmp_path / "postProcessing" / "lineSample").glob("*/line_U.xy"))
    assert all(met for met, _ in _rows(request, tmp_path).values())


@pytest.mark.slow
def test_icofoam_writes_the_requested_forces_probe_and_profile(
        tmp_path: Path, author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest], runner: LocalRunner) -> None:
    """A real run: the objects write their data, and the audit then cites it."""
    request = write_request("icoFoam lid-driven cavity, lid 1 m/s, end time 0.05 s. Report the "
                            "drag on the lid, probe the pressure at (0.05, 0.05, 0.005) and plot "
                            "the velocity profile along the vertical centreline.",
                            [reference(CAVITY)])
    write_case(author, request, tmp_path)
    result = runner.run(tmp_path)
    assert result.ok, result.message
    forces = tmp_path / "postProcessing" / "forces" / "0" / "force.dat"
    rows = [line.split() for line in forces.read_text().splitlines()
            if line.strip() and not line.startswith("#")]
    assert len(rows) >= 5 and all(re.fullmatch(r"[-+\d.eE()]+", word) for word in rows[-1])
    probe = tmp_path / "postProcessing" / "probes" / "0" / "p"
    values = [line.split() for line in probe.read_text().splitlines()
              if not line.startswith("#")]
    assert values and all(len(row) == 2 for row in values)
    assert float(values[-1][0]) == pytest.approx(0.05)
    assert list((tmp_path / "postProcessing" / "lineSample").glob("*/line_U.xy"))
    audited = _rows(request, tmp_path)
    assert len(audited) == 3
    assert all(met and "the run wrote" in note for met, note in audited.values()), audited
