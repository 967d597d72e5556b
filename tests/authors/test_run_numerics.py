"""Numerics an engineer would choose where the request leaves them open: the time step for a
Courant number from the mesh (gradings included) and the speeds, adjustTimeStep where the solver
honours it, at most 50 write times, residualControl on steady runs. Composed from the real
tutorials; one generated channel runs in OpenFOAM to show the chosen numerics hold."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.authors.base import Reference, WriteRequest
from foam_agent.agents.authors.editors.cell_sizes import mesh_blocks, smallest_of_edge
from foam_agent.agents.authors.editors.controls import MAX_WRITE_TIMES
from foam_agent.agents.authors.editors.residual_control import RESIDUAL_TARGETS
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.authors.template.compose import Composition
from foam_agent.agents.case_files import CaseWriter
from foam_agent.agents.openfoam import Installation
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.runners.logs import time_directories
from foam_agent.agents.spec.parse import parse_spec
from tests.authors.conftest import CAVITY, PITZ_DAILY, Written, build_reference

RHO_CAVITY = "compressible/rhoPimpleFoam/RAS/cavity"
PIMPLE_PITZ_DAILY = "incompressible/pimpleFoam/RAS/pitzDaily"
SHOCK_TUBE = "compressible/rhoCentralFoam/shockTube"
_COURANT = re.compile(r"^Courant Number mean: \S+ max: ([0-9.eE+-]+)", re.MULTILINE)


def entry(composition: Composition, key: str) -> object:
    match = re.search(rf"^\s*{key}\s+([^;]+);", composition.files["system/controlDict"],
                      re.MULTILINE)
    assert match is not None, f"no {key} in controlDict"
    return match.group(1).strip()


@pytest.mark.parametrize(("length", "cells", "grading", "expected"), [
    (1.0, 10, 1, 0.1),
    (1.0, 2, 3, 0.25),  # 0.25 and 0.75
    (1.0, 2, 1 / 3, 0.25),
    (1.0, 4, [[0.5, 2, 1], [0.5, 2, 1]], 0.25),
    (2.0, 3, [[1, 2, 1], [1, 1, 1]], 0.5),
])
def test_the_smallest_cell_of_a_graded_edge(length: float, cells: int, grading: object,
                                            expected: float) -> None:
    assert smallest_of_edge(length, cells, grading) == pytest.approx(expected)


def test_pitz_dailys_graded_blocks_are_measured_with_their_variables(
        reference: Callable[[str], Reference], tmp_path: Path) -> None:
    """pitzDaily grades with $posY/$negY: its thinnest cells across the channel are far below
    the mean, while along the flow x-grading 4 over 180 cells leaves 0.42 of the mean."""
    writer = CaseWriter(tmp_path)
    for name, text in reference(PITZ_DAILY).files.items():
        writer.write(name, text)
    blocks = mesh_blocks(tmp_path)
    assert blocks is not None and len(blocks) == 5
    along_x = min(d.smallest for block in blocks for d in block.directions if abs(d.axis[0]) > 0.9)
    across = min(d.smallest for block in blocks for d in block.directions if abs(d.axis[1]) > 0.9)
    mean_x = 0.206 / 180  # the long block behind the step: 206 mm in 180 cells, grading 4
    step = 4 ** (1 / 179)
    assert along_x == pytest.approx(0.206 * (step - 1) / (4 * step - 1), rel=1e-6)
    assert 0.4 * mean_x < along_x < 0.5 * mean_x
    assert across < along_x / 2


def test_a_slower_lid_on_coarser_cells_raises_the_step_and_keeps_the_write_times(
        written: Written) -> None:
    """The cavity runs at U dt / dx = 1; with 1 cm cells and a 0.25 m/s lid the tutorial's
    0.005 s step is at Co 0.125, eight times the CPU: the step rises to 0.04 and the writes,
    every 20 steps of 0.005, stay every 0.1 s."""
    composition, _ = written(CAVITY, "Lid-driven cavity, icoFoam, 10 x 10 cells, lid 0.25 m/s, "
                                     "run 4 s")
    assert float(str(entry(composition, "deltaT"))) == pytest.approx(0.04)
    assert entry(composition, "writeControl") == "runTime"
    assert float(str(entry(composition, "writeInterval"))) == pytest.approx(0.1)
    assert any("deltaT = 0.04" in note and "followed tutorial's U dt / dx" in note
               for note in composition.notes), composition.notes


def test_a_solver_that_adjusts_its_step_gets_adjust_time_step_at_the_target(
        written: Written) -> None:
    """rhoPimpleFoam's cavity runs a fixed step at U dt / dx = 2 (its maxCo 0.3 is unused):
    for a faster lid the step is left to the solver at maxCo 0.8, started at that Co."""
    composition, _ = written(RHO_CAVITY, "Compressible lid-driven cavity, rhoPimpleFoam, lid "
                                         "velocity 2 m/s, run 1 s")
    assert entry(composition, "adjustTimeStep") in ("true", "yes", "on")
    assert float(str(entry(composition, "maxCo"))) == pytest.approx(0.8)
    assert float(str(entry(composition, "deltaT"))) == pytest.approx(0.002)  # 0.8 * 0.005 / 2
    assert entry(composition, "writeControl") == "adjustableRunTime"


@pytest.mark.parametrize(("case", "prompt", "expected"), [
    (CAVITY, "Lid-driven cavity, lid at 1 m/s, run 0.5 s, deltaT 0.001", "0.001"),
    (CAVITY, "Lid-driven cavity, 10 x 10 cells, lid 0.25 m/s, max Courant number 0.5", "0.005"),
    (RHO_CAVITY, "Compressible lid-driven cavity, rhoPimpleFoam, lid 1 m/s, run 1 s", "0.01"),
])
def test_stated_or_unchanged_numerics_are_left_as_they_are(written: Written, case: str,
                                                           prompt: str, expected: str) -> None:
    composition, _ = written(case, prompt)
    assert entry(composition, "deltaT") == expected


def test_a_density_based_solver_keeps_its_tutorials_courant_number(written: Written) -> None:
    composition, _ = written(SHOCK_TUBE, "Shock tube, rhoCentralFoam, left pressure 50000 Pa, "
                                         "right pressure 10000 Pa, run 0.005 s")
    assert entry(composition, "maxCo") == "0.2"


def test_more_than_fifty_write_times_are_cut_to_fifty_ending_at_the_end_time(
        written: Written) -> None:
    """The cavity writes every 20 steps (0.1 s): run for 20 s that is 200 directories."""
    composition, _ = written(CAVITY, "Lid-driven cavity, icoFoam, lid 1 m/s, run 20 s")
    assert entry(composition, "writeControl") == "runTime"
    assert float(str(entry(composition, "writeInterval"))) == pytest.approx(20 / MAX_WRITE_TIMES)
    stated, _ = written(CAVITY, "Lid-driven cavity, icoFoam, lid 1 m/s, run 20 s, write every "
                                "0.1 s")
    assert float(str(entry(stated, "writeInterval"))) == pytest.approx(0.1)


def _without_residual_control(reference: Reference) -> Reference:
    text = reference.files["system/fvSolution"]
    stripped = re.sub(r"residualControl\s*\{[^}]*\}", "", text)
    assert stripped != text
    return reference.model_copy(update={"files": {**reference.files,
                                                  "system/fvSolution": stripped}})


def test_a_steady_case_without_residual_control_gets_one_unless_iterations_are_stated(
        reference: Callable[[str], Reference], installation: Installation) -> None:
    from foam_agent.agents.authors.template.compose import compose

    bare = _without_residual_control(reference(PITZ_DAILY))
    for prompt, expected in (("pitzDaily, simpleFoam, inlet 5 m/s", True),
                             ("pitzDaily, simpleFoam, inlet 5 m/s, 300 iterations", False)):
        spec = parse_spec(prompt, solvers=installation.applications)
        composed = compose(bare, spec, applications=installation.applications)
        solution = FoamFile.loads(composed.files["system/fvSolution"])
        simple = solution["SIMPLE"]
        assert isinstance(simple, dict)
        assert ("residualControl" in simple) is expected, prompt
        if expected:
            assert simple["residualControl"]["U"] == RESIDUAL_TARGETS["U"]
    kept = compose(reference(PITZ_DAILY), parse_spec("pitzDaily, simpleFoam, inlet 5 m/s",
                                                     solvers=installation.applications),
                   applications=installation.applications)
    assert "p               1e-2;" in kept.files["system/fvSolution"]  # the tutorial's own


@pytest.mark.slow
def test_a_generated_channel_runs_at_the_chosen_courant_number_and_writes_little(
        tutorials_dir: Path, installation: Installation, tmp_path: Path) -> None:
    """The generated obstacle channel followed pimpleFoam's pitzDaily, which writes every
    0.01 s at maxCo 5: 2 s of flow would be 200 directories at a Courant number that is not
    time-accurate with one corrector loop. It now runs at maxCo 0.8 with at most 50 writes."""
    prompt = ("Laminar flow past a square obstacle of side 0.1 m in a 2D channel 2 m long and "
              "0.4 m high, inlet velocity 0.5 m/s, kinematic viscosity 1e-4 m2/s, transient, "
              "run for 2 s")
    author = TemplateAuthor(tutorials_dir)
    spec = parse_spec(prompt, solvers=installation.applications)
    request = WriteRequest(prompt=prompt, spec=spec, dialect=installation.dialect,
                           solvers=installation.applications,
                           references=[build_reference(tutorials_dir, PIMPLE_PITZ_DAILY)])
    draft = author.write(request, author.plan(request).value).value
    writer = CaseWriter(tmp_path / "case")
    for name, text in draft.files.items():
        writer.write(name, text)
    case = tmp_path / "case"
    assert re.search(r"^maxCo\s+0\.8;", draft.files["system/controlDict"], re.MULTILINE)
    result = LocalRunner().run(case)
    assert result.ok, result.message
    courants = [float(value) for value in _COURANT.findall((case / "log.pimpleFoam").read_text())]
    settled = courants[len(courants) // 2:]  # the step grows from the tutorial's 1e-4 at first
    assert settled and min(settled) >= 0.5 and max(settled) <= 0.9  # maxCo 0.8, its overshoot
    written_times = [name for name in time_directories(case) if float(name) > 0]
    assert 1 <= len(written_times) <= MAX_WRITE_TIMES
    assert float(written_times[-1]) == pytest.approx(2.0)
