"""The local runner on real OpenFOAM: success, failure, time limit, refusal, helpers."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.runners import CaseDirError, LocalRunner
from foam_agent.agents.runners.processes import session_members
from tests.conftest import CAVITY, set_entry
from tests.support.processes import processes_under

CaseFactory = Callable[..., Path]


def test_cavity_runs_to_success(tutorial_case: CaseFactory) -> None:
    case = tutorial_case(CAVITY)
    result = LocalRunner().run(case)
    assert result.status == "success", result.message
    assert result.returncode == 0
    assert result.dialect == "esi-1912"
    assert result.application == "icoFoam"
    assert result.last_time == "0.5"
    assert {"U", "p"} <= {path.name for path in (case / "0.5").iterdir()}
    assert result.error_class is None and result.fatal_error is None
    assert "log.icoFoam" in result.logs and "End" in result.logs["log.icoFoam"]


def test_stale_outputs_are_removed_before_a_run(tutorial_case: CaseFactory) -> None:
    case = tutorial_case(CAVITY)
    (case / "7").mkdir()
    (case / "7" / "U").write_text("stale")
    (case / "log.icoFoam").write_text("End\n")
    set_entry(case / "system" / "controlDict", "application", "notASolver")
    result = LocalRunner().run(case)
    assert result.status == "rejected"
    assert (case / "7").exists(), "a refused case must not be touched"
    set_entry(case / "system" / "controlDict", "application", "icoFoam")
    result = LocalRunner().run(case)
    assert result.status == "success"
    assert not (case / "7").exists()


def test_broken_dictionary_fails_with_the_fatal_message(tutorial_case: CaseFactory) -> None:
    case = tutorial_case(CAVITY)
    fv_schemes = case / "system" / "fvSchemes"
    fv_schemes.write_text(fv_schemes.read_text().replace("ddtSchemes", "ddtSchemez"))
    result = LocalRunner().run(case)
    assert result.status == "failed"
    assert result.fatal_error is not None
    assert "FOAM FATAL" in result.fatal_error
    assert "ddtSchemes" in result.fatal_error
    assert result.error_class in {"undefined_keyword", "missing_file"}


def test_missing_patch_is_classified(tutorial_case: CaseFactory) -> None:
    case = tutorial_case(CAVITY)
    u_field = case / "0" / "U"
    u_field.write_text(u_field.read_text().replace("movingWall", "lid"))
    result = LocalRunner().run(case)
    assert result.status == "failed"
    assert result.error_class == "inconsistent_patch", result.fatal_error


def test_time_limit_kills_every_process(tutorial_case: CaseFactory) -> None:
    case = tutorial_case(CAVITY)
    control = case / "system" / "controlDict"
    set_entry(control, "endTime", "1e9")
    set_entry(control, "writeInterval", "1e6")
    result = LocalRunner().run(case, timeout_s=5)
    assert result.status == "timeout"
    assert result.error_class == "timeout"
    assert 5 <= result.wall_s < 30
    # Far from its end time the pace says nothing: where it got is said, no estimate.
    assert re.search(r"the solver reached t = [0-9.e-]+ of 1e\+09 \(0%\)$", result.message), \
        result.message
    assert processes_under(case) == []


def test_parallel_run_through_run_functions(tutorial_case: CaseFactory) -> None:
    case = tutorial_case(CAVITY)
    (case / "system" / "decomposeParDict").write_text(
        "FoamFile { version 2.0; format ascii; class dictionary; object decomposeParDict; }\n"
        "numberOfSubdomains 2;\nmethod simple;\n"
        "coeffs { n (2 1 1); }\nsimpleCoeffs { n (2 1 1); delta 0.001; }\n"
    )
    (case / "Allrun").write_text(
        '#!/bin/sh\ncd "${0%/*}" || exit 1\n. ${WM_PROJECT_DIR:?}/bin/tools/RunFunctions\n'
        "runApplication blockMesh\nrunApplication decomposePar\n"
        "runParallel $(getApplication)\nrunApplication reconstructPar\n"
    )
    result = LocalRunner().run(case)
    assert result.status == "success", (result.message, result.logs)
    assert (case / "processor1").is_dir()
    assert "Running icoFoam (2 processes)" in result.logs["driver"]
    assert (case / "0.5" / "U").is_file()


@pytest.mark.slow
def test_an_allrun_copies_from_the_installations_resources(tutorial_case: CaseFactory) -> None:
    """``$FOAM_TUTORIALS/resources`` resolves for the runner inside its jail, as DTCHull's
    Allrun needs it to (it copies its hull surface from there into constant/triSurface/)."""
    case = tutorial_case(CAVITY)
    (case / "constant" / "triSurface").mkdir()
    (case / "constant" / "triSurface" / "README").write_text("surfaces are copied here\n")
    (case / "Allrun").write_text(
        '#!/bin/sh\ncd "${0%/*}" || exit 1\n. ${WM_PROJECT_DIR:?}/bin/tools/RunFunctions\n'
        "\\cp $FOAM_TUTORIALS/resources/geometry/blob.stl.gz constant/triSurface/\n"
        "runApplication blockMesh\nrunApplication $(getApplication)\n"
    )
    result = LocalRunner().run(case)
    assert result.status == "success", (result.message, result.logs)
    assert (case / "constant" / "triSurface" / "blob.stl.gz").is_file()


def test_tutorial_allrun_runs_unmodified(tutorial_case: CaseFactory) -> None:
    """restore0Dir, $(getApplication) and postProcess from our RunFunctions."""
    case = tutorial_case("basic/potentialFoam/pitzDaily")
    result = LocalRunner().run(case)
    assert result.status == "success", (result.message, result.logs)
    assert result.application == "potentialFoam"
    assert {"log.blockMesh", "log.potentialFoam", "log.postProcess"} <= set(result.logs)
    assert (case / "0" / "U").is_file()


@pytest.mark.parametrize(
    "line",
    ["curl -s http://127.0.0.1:9/ -o grab", "rm -rf /", "echo $(touch ../../escaped)",
     "cp system/controlDict ../outside-copy"],
)
def test_disallowed_allrun_runs_nothing(line: str, tutorial_case: CaseFactory,
                                        tmp_path: Path) -> None:
    case = tutorial_case(CAVITY)
    (case / "Allrun").write_text(
        '#!/bin/sh\ncd "${0%/*}" || exit 1\n. ${WM_PROJECT_DIR:?}/bin/tools/RunFunctions\n'
        f"runApplication blockMesh\n{line}\nrunApplication icoFoam\n"
    )
    before = sorted(path.name for path in tmp_path.iterdir())
    result = LocalRunner().run(case)
    assert result.status == "rejected"
    assert result.error_class == "rejected"
    assert result.rejected_line is not None and line in result.rejected_line
    assert not list(case.glob("log.*")), "nothing may run when the gate refuses"
    assert sorted(path.name for path in tmp_path.iterdir()) == before


def test_no_log_is_a_failure(tutorial_case: CaseFactory) -> None:
    case = tutorial_case(CAVITY)
    (case / "Allrun").write_text("#!/bin/sh\necho nothing to do\n")
    result = LocalRunner().run(case)
    assert result.status == "failed"
    assert result.message == "no log was written"


@pytest.mark.parametrize("kind", ["missing", "empty", "file"])
def test_not_a_case_is_an_error(kind: str, tmp_path: Path) -> None:
    target = tmp_path / "target"
    if kind == "empty":
        target.mkdir()
    elif kind == "file":
        target.write_text("x")
    with pytest.raises(CaseDirError):
        LocalRunner().run(target)


def test_session_sweep_finds_nothing_for_a_dead_session() -> None:
    assert session_members(2**22 + 12345) == []
