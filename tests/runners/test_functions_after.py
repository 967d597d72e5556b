"""Function objects of a solver that solves once: the runner has ``postProcess`` run them
after the solve, on real OpenFOAM, so a requested line sample and probe are written."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.runners.functions_after import REQUEST_FILE, fields_to_load
from foam_agent.foamcase.catalog.solvers import SOLVERS

CaseFactory = Callable[..., Path]
POTENTIAL_PITZ_DAILY = "basic/potentialFoam/pitzDaily"
#: A line across the channel behind the step and a probe in it, as an author writes them.
SAMPLING = """
functions
{
    acrossChannel
    {
        type            sets;
        libs            (sampling);
        writeControl    writeTime;
        interpolationScheme cellPoint;
        setFormat       raw;
        fields          (U);
        sets
        (
            line
            {
                type    uniform;
                axis    y;
                start   (0.1 -0.024 0);
                end     (0.1 0.024 0);
                nPoints 12;
            }
        );
    }
    behindStep
    {
        #include "behindStep"
    }
}
"""
#: The probe's entries in a file of their own, as an author may write them: the controlDict
#: does not show which fields it samples.
PROBE = """
type            probes;
libs            (sampling);
fields          (p);
probeLocations  ((0.1 0 0));
"""


def _with_sampling(case: Path, application: str | None = None) -> Path:
    control = case / "system" / "controlDict"
    text = control.read_text()
    if application is not None:
        text = text.replace("potentialFoam;", f"{application};", 1)
    control.write_text(text + SAMPLING)
    (case / "system" / "behindStep").write_text(PROBE)
    return case


def test_only_a_solver_without_a_loop_has_its_functions_run_after_it(
        tutorial_case: CaseFactory) -> None:
    potential = _with_sampling(tutorial_case(POTENTIAL_PITZ_DAILY, "potential"))
    assert fields_to_load(potential) == ("U", "p"), "named, then the start time's"
    looping = _with_sampling(tutorial_case(POTENTIAL_PITZ_DAILY, "looping"), "simpleFoam")
    assert fields_to_load(looping) is None, "simpleFoam runs its function objects itself"
    bare = tutorial_case(POTENTIAL_PITZ_DAILY, "bare")
    assert fields_to_load(bare) is None, "no function object, nothing to run"


def test_every_solver_kind_says_whether_it_runs_its_function_objects() -> None:
    once = {name for name, row in SOLVERS.items() if not row.runs_functions}
    assert once == {name for name, row in SOLVERS.items() if row.time == "once"}
    assert {"potentialFoam", "overPotentialFoam", "magneticFoam"} <= once
    assert SOLVERS["simpleFoam"].runs_functions and SOLVERS["icoFoam"].runs_functions


@pytest.mark.slow
def test_a_potential_flow_line_sample_and_probe_are_written(tutorial_case: CaseFactory) -> None:
    case = _with_sampling(tutorial_case(POTENTIAL_PITZ_DAILY))
    result = LocalRunner().run(case)
    assert result.status == "success", result.message
    line = case / "postProcessing" / "acrossChannel" / "0" / "line_U.xy"
    rows = [row.split() for row in line.read_text().splitlines() if row.strip()]
    assert len(rows) == 12
    # Potential flow carries the inlet's flux through the channel: the speed across it is of
    # the inlet's 10 m/s, not the zero of a field never solved.
    assert max(float(row[1]) for row in rows) > 1.0
    # The probe's field is named only in its included file: loaded as a field of the start
    # time, and written by the tutorial's -writep.
    probe = (case / "postProcessing" / "behindStep" / "0" / "p").read_text().splitlines()[-1]
    assert probe.split()[0] == "0" and len(probe.split()) == 2
    assert (case / "log.postProcess.functions").is_file()
    assert not (case / REQUEST_FILE).exists(), "the request outlived the run"
