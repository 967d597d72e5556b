"""Reviewer rules that rescue real failures: break a case the way users and writers do, run it
on OpenFOAM, review, rewrite, apply, run again; and a failure no rule knows gives a review that
changes nothing."""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.authors.base import Reference, ReviewRequest, WriteRequest
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.case_files import snapshot
from foam_agent.agents.runners import LocalRunner, RunResult
from tests.authors.conftest import CAVITY, PITZ_DAILY, review_until_success, write_case

PISO_CAVITY = "incompressible/pisoFoam/RAS/cavity"


def drop_entry(text: str, key: str) -> str:
    """``text`` without the entry ``key`` (a ``key value;`` line or a ``key { … }`` block)."""
    pattern = rf"\n\s*{re.escape(key)}\s*(\{{[^}}]*\}}|[^;\n]*;)"
    assert re.search(pattern, text), key
    return re.sub(pattern, "\n", text, count=1)


def lacking(reference: Reference, file: str, key: str) -> Reference:
    """``reference`` whose ``file`` lacks ``key``: the reference cannot supply it either. With
    ``wallDist`` gone, its model becomes k-omega SST, which reads the wall distance (a model
    the prompt states would get ``wallDist`` from the turbulence switch itself)."""
    files = {**reference.files, file: drop_entry(reference.files[file], key)}
    if key == "wallDist":
        files["constant/turbulenceProperties"] = files["constant/turbulenceProperties"].replace(
            "kEpsilon", "kOmegaSST")
    return reference.model_copy(update={"files": files})


def break_entry(case: Path, file: str, key: str) -> None:
    path = case / file
    path.write_text(drop_entry(path.read_text(), key))


@pytest.mark.slow
def test_an_all_neumann_pressure_gets_a_reference_cell_and_keeps_the_stated_condition(
        author: TemplateAuthor, runner: LocalRunner,
        write_request: Callable[..., WriteRequest], reference: Callable[[str], Reference],
        tmp_path: Path) -> None:
    request = write_request("pitzDaily with simpleFoam, zero gradient pressure at the outlet, "
                            "endTime 5", [reference(PITZ_DAILY)])
    case = tmp_path / "neumann"
    write_case(author, request, case)
    assert FoamFile(case / "0/p")["boundaryField"]["outlet"]["type"] == "zeroGradient"
    results, notes = review_until_success(author, runner, request, case)
    assert [result.status for result in results] == ["failed", "failed", "success"], notes
    assert "Unable to set reference cell" in (results[0].fatal_error or "")
    assert any("SIMPLE/pRefCell = 0" in note for note in notes), notes
    # with the level fixed, a still domain leaves the outflow nothing to scale: the inlet
    # velocity becomes the initial one
    assert "cannot be removed by adjusting the outflow" in (results[1].fatal_error or "")
    assert any("0/U: internalField = (10 0 0)" in note for note in notes), notes
    simple = FoamFile(case / "system/fvSolution")["SIMPLE"]
    assert (simple["pRefCell"], simple["pRefValue"]) == (0, 0)
    assert FoamFile(case / "0/p")["boundaryField"]["outlet"]["type"] == "zeroGradient"


@pytest.mark.slow
@pytest.mark.parametrize(("case_name", "prompt", "file", "key", "note"), [
    (PITZ_DAILY, "pitzDaily, simpleFoam, endTime 5", "system/fvSchemes",
     "wallDist", "system/fvSchemes: wallDist/method = meshWave"),
    (PITZ_DAILY, "pitzDaily, simpleFoam, endTime 5", "system/fvSchemes", "div(phi,k)",
     "system/fvSchemes: divSchemes/div(phi,k) = bounded Gauss limitedLinear 1"),
    (PISO_CAVITY, "cavity, pisoFoam, endTime 0.025", "system/fvSolution", "pFinal",
     "system/fvSolution: solvers/pFinal = the p settings, relTol 0"),
])
def test_a_missing_scheme_or_solver_entry_is_added(
        author: TemplateAuthor, runner: LocalRunner,
        write_request: Callable[..., WriteRequest], reference: Callable[[str], Reference],
        tmp_path: Path, case_name: str, prompt: str, file: str, key: str, note: str) -> None:
    request = write_request(prompt, [lacking(reference(case_name), file, key)])
    case = tmp_path / "case"
    write_case(author, request, case)
    if key == "wallDist":
        assert "wallDist" not in FoamFile(case / file)
    results, notes = review_until_success(author, runner, request, case)
    assert [result.status for result in results] == ["failed", "success"], notes
    assert results[0].error_class == "undefined_keyword"
    assert any(note in line for line in notes), notes


@pytest.mark.slow
def test_a_sampled_field_the_model_does_not_compute_is_dropped(
        author: TemplateAuthor, runner: LocalRunner,
        write_request: Callable[..., WriteRequest], reference: Callable[[str], Reference],
        tmp_path: Path) -> None:
    request = write_request("pitzDaily, simpleFoam, endTime 3, writeInterval 3",
                            [reference(PITZ_DAILY)])
    case = tmp_path / "sampled"
    write_case(author, request, case)
    streamlines = case / "system/streamlines"
    streamlines.write_text(streamlines.read_text().replace("(p k U)", "(p k U nuTilda)"))
    results, notes = review_until_success(author, runner, request, case)
    assert [result.status for result in results] == ["failed", "success"], notes
    assert "Cannot find field nuTilda" in (results[0].fatal_error or "")
    assert any("system/streamlines: removed nuTilda from the sampled fields" in note
               for note in notes), notes
    assert "fields  (p k U);" in streamlines.read_text()


#: pitzDaily's material and model files as Foundation v10 writes them.
V10_PHYSICAL_PROPERTIES = """FoamFile
{
    format      ascii;
    class       dictionary;
    object      physicalProperties;
}

viscosityModel  constant;

nu              [0 2 -1 0 0 0 0] 1e-05;
"""
V10_MOMENTUM_TRANSPORT = """FoamFile
{
    format      ascii;
    class       dictionary;
    object      momentumTransport;
}

simulationType RAS;

RAS
{
    model           kEpsilon;
    turbulence      on;
    printCoeffs     on;
}
"""


@pytest.mark.slow
def test_a_case_in_the_other_dialect_is_translated(
        author: TemplateAuthor, runner: LocalRunner,
        write_request: Callable[..., WriteRequest], reference: Callable[[str], Reference],
        tmp_path: Path) -> None:
    request = write_request("pitzDaily, simpleFoam, endTime 5", [reference(PITZ_DAILY)])
    case = tmp_path / "v10"
    write_case(author, request, case)
    (case / "constant/transportProperties").unlink()
    (case / "constant/turbulenceProperties").unlink()
    (case / "constant/physicalProperties").write_text(V10_PHYSICAL_PROPERTIES)
    (case / "constant/momentumTransport").write_text(V10_MOMENTUM_TRANSPORT)
    results, notes = review_until_success(author, runner, request, case)
    assert [result.status for result in results] == ["failed", "success"], notes
    assert any("translated from the Foundation dialect" in note for note in notes), notes
    assert FoamFile(case / "constant/turbulenceProperties")["RAS"]["RASModel"] == "kEpsilon"
    assert FoamFile(case / "constant/transportProperties")["nu"] == pytest.approx(1e-05)


@pytest.mark.slow
def test_a_failure_no_rule_knows_changes_nothing(
        author: TemplateAuthor, write_request: Callable[..., WriteRequest],
        reference: Callable[[str], Reference], tmp_path: Path) -> None:
    """A real time-out of a case whose end time the prompt states: no rule may shorten it.

    A million time steps: far more than three seconds on any machine, however quiet.
    """
    request = write_request("lid-driven cavity, icoFoam, endTime 5000, deltaT 0.005",
                            [reference(CAVITY)])
    case = tmp_path / "long"
    write_case(author, request, case)
    result = LocalRunner(timeout_s=3).run(case)
    assert result.status == "timeout"
    review_request = ReviewRequest(prompt=request.prompt, spec=request.spec,
                                   dialect=request.dialect, files=snapshot(case), run=result,
                                   references=request.references)
    review = author.review(review_request).value
    assert review.files_to_change == []
    assert review.instructions.startswith("no rule-based fix")
    draft = author.rewrite(review_request, review).value
    assert (draft.files, draft.deletions) == ({}, [])


def mapped_inlet(reference: Reference, field: str) -> Reference:
    """``reference`` whose ``field`` maps its inlet values from a precursor run's
    ``constant/boundaryData`` (as surfaceMountedCube's inlet does), which it does not ship."""
    text = reference.files[f"0/{field}"]
    mapped = re.sub(r"(\n\s*inlet\s*\{)[^}]*\}",
                    r"\1 type timeVaryingMappedFixedValue; offset 0; setAverage off; "
                    r"value $internalField; }", text, count=1)
    assert mapped != text
    return reference.model_copy(update={"files": {**reference.files, f"0/{field}": mapped}})


@pytest.mark.slow
def test_a_mapped_inlet_without_its_boundary_data_gets_the_inlet_estimate(
        author: TemplateAuthor, runner: LocalRunner,
        write_request: Callable[..., WriteRequest], reference: Callable[[str], Reference],
        tmp_path: Path) -> None:
    request = write_request("pitzDaily, simpleFoam, endTime 3, writeInterval 3",
                            [mapped_inlet(reference(PITZ_DAILY), "k")])
    case = tmp_path / "mapped"
    write_case(author, request, case)
    results, notes = review_until_success(author, runner, request, case)
    assert [result.status for result in results] == ["failed", "success"], notes
    assert "constant/boundaryData/inlet/points" in (results[0].fatal_error or "")
    inlet = FoamFile(case / "0/k")["boundaryField"]["inlet"]
    # k = 1.5 (U I)^2 with pitzDaily's 10 m/s inlet and the default 5 % intensity
    assert (inlet["type"], inlet["value"]) == ("fixedValue", pytest.approx(0.375))
    assert any("was timeVaryingMappedFixedValue, which reads constant/boundaryData/inlet"
               in note for note in notes), notes


@pytest.mark.slow
def test_a_field_that_lost_its_include_line_gets_it_back(
        author: TemplateAuthor, runner: LocalRunner,
        write_request: Callable[..., WriteRequest], reference: Callable[[str], Reference],
        tmp_path: Path) -> None:
    """As wingMotion and motorBike keep them: initial values in 0/include/initialConditions,
    used as $turbulentKE. A rewrite dropped k's #include line."""
    request = write_request("pitzDaily, simpleFoam, endTime 3, writeInterval 3",
                            [reference(PITZ_DAILY)])
    case = tmp_path / "include"
    write_case(author, request, case)
    (case / "0/include").mkdir()
    (case / "0/include/initialConditions").write_text(
        "turbulentKE 0.375;\nturbulentEpsilon 14.855;\n")
    field = case / "0/k"
    field.write_text(re.sub(r"internalField\s+uniform\s+[\d.e+-]+;",
                            "internalField uniform $turbulentKE;", field.read_text()))
    results, notes = review_until_success(author, runner, request, case)
    assert [result.status for result in results] == ["failed", "success"], notes
    assert "turbulentKE" in (results[0].fatal_error or "")
    assert '#include "include/initialConditions"' in field.read_text()
    assert "$turbulentKE" in field.read_text()  # the value itself is left where it was
    assert not any(note.startswith("0/epsilon") for note in notes), notes


@pytest.mark.slow
def test_a_refused_file_no_program_reads_is_deleted(
        author: TemplateAuthor, runner: LocalRunner,
        write_request: Callable[..., WriteRequest], reference: Callable[[str], Reference],
        tutorials_dir: Path, tmp_path: Path) -> None:
    """sloshing2D ships the source of its wave utility; a case composed from it carried
    makeWave/makeWave.C, whose '/runTime.deltaT' the gate refuses as a path outside the
    case, run after run."""
    request = write_request("pitzDaily, simpleFoam, endTime 3, writeInterval 3",
                            [reference(PITZ_DAILY)])
    case = tmp_path / "utility"
    write_case(author, request, case)
    shutil.copytree(tutorials_dir / "incompressible/pimpleFoam/laminar/sloshing2D/makeWave",
                    case / "makeWave")
    results, notes = review_until_success(author, runner, request, case)
    assert [result.status for result in results] == ["rejected", "success"], notes
    assert "makeWave/makeWave.C" in (results[0].message or "")
    assert not list((case / "makeWave").rglob("*.C"))
    assert any("makeWave/: deleted" in note for note in notes), notes


def test_a_reset_does_not_bring_back_a_deleted_file_no_program_reads(
        author: TemplateAuthor, write_request: Callable[..., WriteRequest],
        reference: Callable[[str], Reference], tmp_path: Path) -> None:
    """A review deleted sloshing2D's refused utility source; the next failure's reset to the
    reference must not restore it (the gate would refuse the case again, run after run)."""
    utility = "makeWave/makeWave.C"
    tutorial = reference(PITZ_DAILY)
    with_utility = tutorial.model_copy(update={"files": {**tutorial.files,
                                                         utility: "runTime.deltaT();\n"}})
    request = write_request("pitzDaily, simpleFoam, endTime 3", [with_utility])
    case = tmp_path / "reset"
    files = write_case(author, request, case)
    assert utility in files
    (case / utility).unlink()
    (case / "system/fvSchemes").write_text("broken")  # a drifted file the reset restores
    failed = RunResult(status="failed", dialect=request.dialect, runner="local",
                       application="simpleFoam", error_class="other",
                       fatal_error="Attempt to cast type staticFvMesh to type "
                                   "interfaceTrackingFvMesh")
    review_request = ReviewRequest(prompt=request.prompt, spec=request.spec,
                                   dialect=request.dialect, files=snapshot(case), run=failed,
                                   references=request.references)
    draft = author.rewrite(review_request, author.review(review_request).value).value
    assert "system/fvSchemes" in draft.files
    assert utility not in draft.files, draft.notes


@pytest.mark.slow
def test_a_stub_decomposition_method_becomes_simple_slabs_along_the_longest_side(
        author: TemplateAuthor, runner: LocalRunner,
        write_request: Callable[..., WriteRequest], reference: Callable[[str], Reference],
        tmp_path: Path) -> None:
    """pipeCyclic's Allrun decomposes with scotch, a stub in this build: decomposePar fails
    before the solver starts, whatever the request."""
    # The stated inlet speed replaces the tutorial's coded swirl inlet, which the gate refuses.
    request = write_request("pipeCyclic, simpleFoam, inlet velocity 2 m/s, endTime 3, "
                            "writeInterval 3", [reference("incompressible/simpleFoam/pipeCyclic")])
    case = tmp_path / "pipe"
    write_case(author, request, case)
    results, notes = review_until_success(author, runner, request, case)
    assert [result.status for result in results] == ["failed", "success"], results[0].message
    assert any("method scotch is a stub in this build" in note for note in notes), notes
    decomposition = FoamFile(case / "system/decomposeParDict")
    assert decomposition["method"] == "simple"
    assert decomposition["numberOfSubdomains"] == 5
    # The pipe's axis is x (0 to 10); its vertices use $y and $z, so x is also the default.
    assert list(decomposition["simpleCoeffs"]["n"]) == [5, 1, 1]


@pytest.mark.slow
def test_a_failure_no_rule_knows_follows_the_next_tutorial_of_the_solver(
        author: TemplateAuthor, runner: LocalRunner,
        write_request: Callable[..., WriteRequest], reference: Callable[[str], Reference],
        tmp_path: Path) -> None:
    """A tutorial ranked first fails for a reason of its own that no rule repairs (here its
    0/U includes a file neither the case nor the tutorial has): the case moves on to the
    tutorial ranked next, and runs. (cavityClipped, which maps its start from ../cavity, was
    the example until the author learnt to start such a case from its own 0/ fields.)"""
    clipped = reference("incompressible/icoFoam/cavity/cavityClipped")
    broken = {**clipped.files, "0/U": clipped.files["0/U"].replace(
        "dimensions", '#include "initialConditions"\n\ndimensions', 1)}
    request = write_request("Lid-driven cavity, lid at 1 m/s, run 0.1 s",
                            [clipped.model_copy(update={"score": 0.9, "files": broken}),
                             reference(CAVITY).model_copy(update={"score": 0.8})])
    case = tmp_path / "clipped"
    write_case(author, request, case)
    results, notes = review_until_success(author, runner, request, case)
    assert [result.status for result in results] == ["failed", "success"], notes
    assert results[0].error_class == "missing_file"
    assert any(f"now following {CAVITY}" in note for note in notes), notes
