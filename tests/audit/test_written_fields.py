"""A field asked written that only an option writes: the author puts the option on the
Allrun's solver line, the audit checks it there before the run and in the log's command line
after it; on real OpenFOAM, potentialFoam then writes the flux it otherwise leaves out."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.audit.written_fields import written_field_rows
from foam_agent.agents.authors.editors.report import EditReport
from foam_agent.agents.authors.template.run_options import with_field_options
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.stated import Requirements, Stated

CaseFactory = Callable[..., Path]
POTENTIAL_PITZ_DAILY = "basic/potentialFoam/pitzDaily"
ALLRUN = """#!/bin/sh
cd "${0%/*}" || exit 1
. ${WM_PROJECT_DIR:?}/bin/tools/RunFunctions
restore0Dir
runApplication blockMesh
runApplication $(getApplication)
"""
FLUX = Requirements(written_fields=(Stated("phi", "keep the face flux file"),))


def test_the_option_goes_on_the_solver_line_once() -> None:
    report = EditReport()
    written = with_field_options(ALLRUN, "potentialFoam", FLUX.written_fields, report)
    assert "runApplication $(getApplication) -writephi\n" in written
    assert [edit.new for edit in report.edits] == ["-writephi"]
    again = EditReport()
    assert with_field_options(written, "potentialFoam", FLUX.written_fields, again) == written
    assert not again.edits[0].changed


def test_a_solver_with_a_loop_gets_no_option() -> None:
    report = EditReport()
    assert with_field_options(ALLRUN, "simpleFoam", FLUX.written_fields, report) == ALLRUN
    assert not report.edits and not report.skips


def test_an_allrun_without_the_solver_line_is_told() -> None:
    report = EditReport()
    text = ALLRUN.replace("runApplication $(getApplication)\n", "")
    assert with_field_options(text, "potentialFoam", FLUX.written_fields, report) == text
    assert report.skips and "no line running potentialFoam" in report.skips[0].reason


@pytest.mark.slow
def test_the_run_gives_the_option_and_writes_the_flux(tutorial_case: CaseFactory) -> None:
    case = tutorial_case(POTENTIAL_PITZ_DAILY)
    (case / "Allrun").write_text(ALLRUN)
    [before] = written_field_rows(FLUX, case)
    assert not before.met and before.file == "Allrun"
    (case / "Allrun").write_text(with_field_options(ALLRUN, "potentialFoam",
                                                    FLUX.written_fields, EditReport()))
    [planned] = written_field_rows(FLUX, case)
    assert planned.met, planned
    result = LocalRunner().run(case)
    assert result.status == "success", result.message
    assert (case / "0" / "phi").is_file()
    [ran] = written_field_rows(FLUX, case)
    assert ran.met and ran.file == "log.potentialFoam" and "-writephi" in (ran.found or "")
