"""Mesh studies on the three flows the feature is for: the lid-driven cavity (a probe), the
circular cylinder (its drag coefficient) and the pitzDaily backward-facing step (a pressure
drop), each solved from a plain request, then run on two finer meshes.

Kept cheap on purpose (coarse base meshes, short runs: about a minute of CPU for all three);
BENCHMARKS.md has the studies run properly. What is asserted holds whatever the numbers come
out as: the meshes grow by at least the ratio, every output has a value on each of them, the
verdict follows from GCI_fine and the tolerance, and the record, the JSON and the plot carry it.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from foam_agent.agents.config import SolveConfig
from foam_agent.agents.mesh_study.study import MIN_RATIO
from foam_agent.agents.record import read_record
from foam_agent.agents.solve import solve
from foam_agent.cli import app

pytestmark = pytest.mark.slow

CAVITY = ("Simulate the lid-driven cavity with icoFoam: a square 2D cavity whose top lid moves "
          "at 1 m/s, kinematic viscosity 0.01 m^2/s, a 16 x 16 grid, time step 0.005 s, run "
          "until 0.3 s and write every 0.3 s. Probe the velocity at (0.05 0.05 0.005).")
CYLINDER = ("Laminar flow past a circular cylinder of diameter 1 m at Re = 100 with pimpleFoam; "
            "inlet velocity 1 m/s; run until 3 s. Report the drag coefficient on the cylinder.")
PITZ_DAILY = ("Steady incompressible turbulent flow over the pitzDaily backward-facing step with "
              "simpleFoam and the k-epsilon model on a mesh twice as coarse. Inlet velocity "
              "10 m/s, kinematic viscosity 1e-05 m^2/s, outlet at fixed pressure 0, run 100 "
              "iterations. Report the reattachment length. Also report the pressure drop "
              "between inlet and outlet.")
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _study_holds(study: dict[str, Any], *, name_part: str, tolerance: float = 0.05) -> None:
    """What every complete study must show, whatever its numbers."""
    meshes = study["meshes"]
    assert [mesh["status"] for mesh in meshes] == ["success"] * 3, meshes
    cells = [mesh["cells"] for mesh in meshes]
    dimensions = study["dimensions"]
    assert dimensions == 2
    for coarse, fine in zip(cells, cells[1:], strict=False):
        assert (fine / coarse) ** (1 / dimensions) >= MIN_RATIO, cells
    assert study["complete"] is True and study["tolerance"] == tolerance
    assert any(name_part in output["name"] for output in study["outputs"]), study["outputs"]
    for output in study["outputs"]:
        assert all(isinstance(value, float) and math.isfinite(value)
                   for value in output["values"]), output
        judged = output["convergence"]
        assert judged["cells"] == cells[::-1] and judged["values"] == output["values"][::-1]
        gci = judged["gci_fine"]
        assert output["independent"] == (judged["convergence"] != "divergent"
                                          and gci is not None and gci < tolerance)
    assert study["independent"] == all(output["independent"] for output in study["outputs"])
    plot = Path(study["plot"])
    assert plot.read_bytes().startswith(PNG_SIGNATURE)


def test_cavity_solve_verify_mesh(tmp_path: Path) -> None:
    """``solve --verify-mesh``: the study follows the solve, in its JSON and its record."""
    out = tmp_path / "cavity"
    result = CliRunner().invoke(app, ["solve", CAVITY, "-o", str(out), "--verify-mesh",
                                      "--json", "-q"])
    payload = json.loads(result.stdout)
    assert payload["status"] == "solved", payload
    study = payload["mesh_study"]
    _study_holds(study, name_part="|U| at probe 0")
    assert [mesh["cells"] for mesh in study["meshes"]] == [256, 23 * 23, 32 * 32]
    assert any(note.startswith("deltaT 0.005 ->") for note in study["meshes"][1]["notes"])
    assert "interpolationScheme cell" in study["outputs"][0]["note"]
    assert result.exit_code == (0 if study["independent"] else 1)
    recorded = read_record(out).mesh_study
    assert recorded is not None and recorded.plot == study["plot"]
    shown = CliRunner().invoke(app, ["show", str(out), "--json"])
    assert json.loads(shown.stdout)["mesh_study"]["outputs"] == study["outputs"]


@pytest.mark.parametrize(("prompt", "name_part"), [(CYLINDER, "Cd"),
                                                   (PITZ_DAILY, "pressure drop")],
                         ids=["cylinder", "pitzDaily"])
def test_verify_mesh_study(prompt: str, name_part: str, tmp_path: Path) -> None:
    """``verify OUT --mesh-study``: the solve's case, refined twice with its own runner."""
    out = tmp_path / "out"
    outcome = solve(prompt, SolveConfig(), output_dir=out)
    assert outcome.record.run is not None and outcome.record.run.ok, outcome.record.stop_reason
    result = CliRunner().invoke(app, ["verify", str(out), "--mesh-study", "--json"])
    assert result.exit_code in (0, 1) and result.stdout, (result.output, result.exception)
    study = json.loads(result.stdout)["mesh_study"]
    _study_holds(study, name_part=name_part)
    if name_part == "Cd":
        assert all(0.5 < value < 5 for value in study["outputs"][0]["values"])
    else:
        reattachment = next(output for output in study["outputs"]
                            if output["name"].startswith("reattachment length"))
        assert all(0.02 < value < 0.3 for value in reattachment["values"])  # 0.3 m: the floor
    assert read_record(out).mesh_study is not None


def test_a_case_without_outputs_is_one_error_line(tmp_path: Path) -> None:
    from foam_agent.agents.openfoam import find_local_installation
    from foam_agent.agents.openfoam.tutorials import copy_tutorial

    tutorials = find_local_installation().tutorials_dir
    assert tutorials
    case = copy_tutorial(Path(tutorials) / "incompressible/icoFoam/cavity/cavity",
                         tmp_path / "cavity")
    result = CliRunner().invoke(app, ["verify", str(case), "--mesh-study"])
    assert result.exit_code == 2
    assert "error: the case writes no output the study can read" in result.output
    assert not (case / "mesh-study" / "refined-1").exists()


def _probed_cavity(tmp_path: Path) -> Path:
    """The tutorial cavity with a probe at its centre, run once (a bare case: no record)."""
    from foamlib import FoamFile

    from foam_agent.agents.openfoam import find_local_installation
    from foam_agent.agents.openfoam.tutorials import copy_tutorial
    from foam_agent.agents.runners import LocalRunner

    tutorials = find_local_installation().tutorials_dir
    assert tutorials
    case = copy_tutorial(Path(tutorials) / "incompressible/icoFoam/cavity/cavity",
                         tmp_path / "cavity")
    with FoamFile(case / "system" / "controlDict") as control:
        control["functions"] = {"probes": {"type": "probes", "libs": ["sampling"],
                                           "fields": ["U"],
                                           "probeLocations": [[0.05, 0.05, 0.005]]}}
    assert LocalRunner(timeout_s=120).run(case).ok
    return case


def test_the_study_runs_on_the_ranks_and_time_limit_given(tmp_path: Path) -> None:
    """``--np`` and ``--timeout`` hold for the study's runs: two ranks decompose each refined
    copy, and a limit shorter than a run stops the study with the run's status."""
    case = _probed_cavity(tmp_path)
    parallel = CliRunner().invoke(app, ["verify", str(case), "--mesh-study", "--np", "2",
                                        "--json"])
    assert parallel.exit_code in (0, 1), (parallel.output, parallel.exception)
    study = json.loads(parallel.stdout)["mesh_study"]
    _study_holds(study, name_part="|U| at probe 0")
    assert all((Path(mesh["case_dir"]) / "log.decomposePar").is_file()
               for mesh in study["meshes"][1:])
    shown = CliRunner().invoke(app, ["show", str(case), "--json"])
    assert json.loads(shown.stdout)["mesh_study"]["outputs"] == study["outputs"]
    limited = CliRunner().invoke(app, ["verify", str(case), "--mesh-study", "--timeout", "0.01",
                                       "--json"])
    assert limited.exit_code == 1, (limited.output, limited.exception)
    stopped = json.loads(limited.stdout)["mesh_study"]
    assert [mesh["status"] for mesh in stopped["meshes"]] == ["success", "timeout"]
    assert stopped["complete"] is False and stopped["independent"] is False
    assert stopped["outputs"][0]["convergence"] is None
