"""A stress case at a Poisson's ratio its solver cannot converge at: the author runs the
catalog's stand-in (or says why not), and the reviewer treats the steady stress run as steady.

Why: an aluminium cantilever (ν = 0.33) followed beamEndLoad, whose
solidEquilibriumDisplacementFoam diverges above ν = 0 on its mesh; the reviewer then halved
deltaT four times, which in a steady run only relabels the iterations.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.authors.base import Reference, ReviewRequest, WriteRequest
from foam_agent.agents.authors.editors.numerics import steady
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.case_files import snapshot
from foam_agent.agents.runners import LocalRunner, RunResult
from tests.authors.conftest import CAVITY, Written, review_until_success, write_case

BEAM = "stressAnalysis/solidEquilibriumDisplacementFoam/beamEndLoad"
STAND_IN = "solidDisplacementFoam"


def _application(files: dict[str, str]) -> str:
    return str(FoamFile.loads(files["system/controlDict"])["application"])


@pytest.mark.parametrize("prompt", [
    "Aluminium cantilever beam clamped at one end, 20 kPa upward shear on the free end, plane "
    "stress, E = 70 GPa, Poisson's ratio 0.33.",
    "Bend a 30 m steel beam: fixed root, tip traction 5 kPa downwards; nu = 0.3, E 210 GPa.",
    "Rubber-like strip (Young's modulus 10 MPa, poisson ratio of 0.45) held at the left end and "
    "loaded by 100 Pa shear at the right end, thin so plane stress.",
])
def test_a_ratio_the_equilibrium_solver_cannot_take_runs_the_stand_in(
        written: Written, prompt: str) -> None:
    composition, _ = written(BEAM, prompt)
    files = composition.files
    assert _application(files) == STAND_IN
    schemes = FoamFile.loads(files["system/fvSchemes"])
    assert schemes["d2dt2Schemes"]["default"] == "steadyState"  # type: ignore[index]
    assert "div(sigmaD)" in schemes["divSchemes"]  # type: ignore[operator]
    notes = " ".join(composition.notes)
    assert "does not converge at Poisson's ratio" in notes


def test_the_tutorials_own_ratio_keeps_its_solver(written: Written) -> None:
    composition, _ = written(BEAM, "Cantilever with a 15 kPa shear load on its free end, "
                             "clamped at the other; E = 200 GPa, Poisson's ratio 0.")
    assert _application(composition.files) == "solidEquilibriumDisplacementFoam"


def test_a_named_solver_is_kept_and_the_reason_is_unmet(written: Written) -> None:
    composition, _ = written(BEAM, "Use solidEquilibriumDisplacementFoam for a cantilever, "
                             "clamped root, 10 kPa shear at the tip, Poisson's ratio 0.4.")
    assert _application(composition.files) == "solidEquilibriumDisplacementFoam"
    skipped = [skip.reason for skip in composition.report.skips if skip.quantity == "solver"]
    assert skipped and "the request names solidEquilibriumDisplacementFoam" in skipped[0]


def test_a_steady_only_solver_is_a_steady_run(
        author: TemplateAuthor, write_request: Callable[..., WriteRequest],
        reference: Callable[[str], Reference], tmp_path: Path) -> None:
    case = tmp_path / "beam"
    write_case(author, write_request("cantilever with an end load, Poisson's ratio 0",
                                     [reference(BEAM)]), case)
    # beamEndLoad has d2dt2Schemes only, no ddtSchemes: the solver catalog says it is steady.
    assert steady(case)


@pytest.mark.slow
def test_a_diverged_steady_stress_run_gets_the_stand_in_not_a_smaller_step(
        author: TemplateAuthor, runner: LocalRunner,
        write_request: Callable[..., WriteRequest], reference: Callable[[str], Reference],
        tmp_path: Path) -> None:
    request = write_request("cantilever, clamped root, 10 kPa shear load at its free end",
                            [reference(BEAM)])
    case = tmp_path / "beam"
    write_case(author, request, case)
    with FoamFile(case / "constant/mechanicalProperties") as properties:  # planted: diverges
        properties[("nu", "value")] = 0.4
    results, notes = review_until_success(author, runner, request, case)
    assert [(result.status, result.error_class) for result in results] == [
        ("failed", "numerical_instability"), ("success", None)], notes
    assert FoamFile(case / "system/controlDict")["deltaT"] == 1
    assert FoamFile(case / "system/controlDict")["application"] == STAND_IN
    assert not any("deltaT" in note and "halved" in note for note in notes), notes


def test_instability_keeps_the_max_courant_of_a_run_that_does_not_adjust_its_step(
        author: TemplateAuthor, write_request: Callable[..., WriteRequest],
        reference: Callable[[str], Reference], tmp_path: Path) -> None:
    """icoFoam ignores maxCo (the solver catalog): halving it is no fix, deltaT is."""
    prompt = "lid-driven cavity, icoFoam, lid velocity 1 m/s, nu 0.0001, endTime 2"
    request = write_request(prompt, [reference(CAVITY)])
    case = tmp_path / "cavity"
    write_case(author, request, case)
    with FoamFile(case / "system/controlDict") as control:
        control["maxCo"] = 0.9
        deltas = float(control["deltaT"])  # type: ignore[arg-type]
    run = RunResult(status="failed", error_class="numerical_instability",
                    dialect=request.dialect, runner="local", application="icoFoam")
    review_request = ReviewRequest(prompt=prompt, spec=request.spec, dialect=request.dialect,
                                   files=snapshot(case), run=run,
                                   references=request.references)
    review = author.review(review_request).value
    draft = author.rewrite(review_request, review).value
    control_text = FoamFile.loads(draft.files["system/controlDict"])
    assert control_text["maxCo"] == 0.9
    assert control_text["deltaT"] == pytest.approx(deltas / 2)
    assert "maxCo 0.9 kept" in review.instructions
