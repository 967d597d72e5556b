"""A requested transient signal must be sampled often enough to resolve what it measures: the
dominant oscillation of a history needs 16 samples per period (issue 22, "outputs asked for").

The judgement is tried on written histories of known sines, then on a real run: icoFoam's
cavity with its lid oscillating, probed every 7 steps (the planted fault) and every step."""

from __future__ import annotations

import math
import re
import shutil
from pathlib import Path

import numpy as np
import pytest
from foamlib import FoamFile

from foam_agent.agents.physics import verify_case
from foam_agent.agents.physics.case import Case
from foam_agent.agents.physics.histories import History
from foam_agent.agents.physics.limits import SAMPLES_PER_PERIOD
from foam_agent.agents.physics.sampling import SAMPLING, check, judge
from tests.physics.planted import CORPUS, LID_PROBE, OSCILLATING_LID, Planted, probe
from tests.physics.tutorial_runs import prepare, run

COARSE = next(planted for planted in CORPUS if planted.fault == "probe sampled too coarsely")


def sine(samples_per_period: float, samples: int, *, offset: float = 3.0) -> History:
    """A 2 Hz sine on a mean of ``offset``, written ``samples`` times."""
    period = 0.5
    times = np.arange(samples) * period / samples_per_period
    values = offset + np.sin(2 * math.pi * times / period)
    return History("postProcessing/probes/0/p", ("Time", "p"),
                   np.column_stack([times, values]))


def cavity(tmp_path: Path) -> Case:
    """A copied (not run) transient cavity: the case a history is judged in."""
    return Case(prepare(COARSE.family.tutorial, tmp_path / "case"))


def written(case: Path, history: History) -> None:
    """Ask for a probe and write ``history`` where the probes object writes it."""
    probe(LID_PROBE, 7)(case)
    path = case / history.relpath
    path.parent.mkdir(parents=True)
    path.write_text("# Probe 0 (0.05 0.09 0.005)\n#  Time\n" + "\n".join(
        f"{time:.6g} {value:.6g}" for time, value in history.values))


def test_a_sine_with_six_samples_per_period_fails_and_says_how_many(tmp_path: Path) -> None:
    row = judge(cavity(tmp_path), sine(6.0, 400))
    assert row.verdict == "fail"
    assert row.check == SAMPLING
    assert row.value == pytest.approx(6.0, rel=0.05)
    assert row.limit == SAMPLES_PER_PERIOD
    assert re.search(r"p sampled 6(\.\d+)? times per period .*needs >= 16", row.found)
    assert row.evidence.file == "postProcessing/probes/0/p"


def test_the_interval_is_said_in_time_steps_only_for_a_fixed_step(tmp_path: Path) -> None:
    case = cavity(tmp_path)
    assert "every 16.7 time steps" in judge(case, sine(6.0, 400)).found
    FoamFile(case.root / "system" / "controlDict")["adjustTimeStep"] = True
    row = judge(Case(case.root), sine(6.0, 400))
    assert row.verdict == "fail"
    assert "time steps" not in row.found


def test_a_sine_with_forty_samples_per_period_passes(tmp_path: Path) -> None:
    row = judge(cavity(tmp_path), sine(40.0, 800))
    assert row.verdict == "pass"
    assert row.value == pytest.approx(40.0, rel=0.05)


def test_uneven_samples_are_judged_on_their_median_spacing(tmp_path: Path) -> None:
    even = sine(6.0, 400)
    jitter = np.random.default_rng(1).uniform(-0.1, 0.1, 400) * (0.5 / 6.0)
    times = even.values[:, 0] + jitter
    values = 3.0 + np.sin(2 * math.pi * times / 0.5)
    row = judge(cavity(tmp_path), History(even.relpath, even.names,
                                          np.column_stack([times, values])))
    assert row.verdict == "fail"
    assert row.value == pytest.approx(6.0, rel=0.1)


def test_a_flat_signal_passes_and_a_short_one_is_a_note(tmp_path: Path) -> None:
    case = cavity(tmp_path)
    flat = sine(6.0, 400)
    flat.values[:, 1] = 3.0
    assert judge(case, flat).verdict == "pass"
    short = judge(case, sine(40.0, 40))
    assert short.verdict == "note"
    assert "too short to judge" in short.found


def test_a_written_probe_of_a_transient_run_is_judged_and_of_a_steady_run_not(
        tmp_path: Path) -> None:
    transient = prepare(COARSE.family.tutorial, tmp_path / "transient")
    steady = prepare("incompressible/simpleFoam/pitzDaily", tmp_path / "steady")
    for case in (transient, steady):
        written(case, sine(6.0, 400))
    rows = check(Case(transient), None)
    assert [row.verdict for row in rows] == ["fail"]
    assert rows[0].evidence.file == "postProcessing/probes/0/p"
    assert check(Case(steady), None) == []


def run_case(planted: Planted, workspace: Path) -> Path:
    """The planted case (or a variant of it) run to End."""
    case = prepare(planted.family.tutorial, workspace / planted.name)
    planted.plant(case)
    assert run(case), f"{planted.name} did not run to End"
    return case


@pytest.mark.slow
def test_the_oscillating_cavity_probed_every_seventh_step_fails_and_every_step_passes(
        tmp_path: Path) -> None:
    every_step = Planted("oscillating-cavity-probe-every-step", COARSE.family, COARSE.fault,
                         (OSCILLATING_LID, probe(LID_PROBE, 1)))
    try:
        coarse = verify_case(run_case(COARSE, tmp_path))
        fine = verify_case(run_case(every_step, tmp_path))
    finally:
        shutil.rmtree(tmp_path, ignore_errors=True)
    failing = [row for row in coarse.failures if row.check == SAMPLING]
    assert failing, [row.line() for row in coarse.rows]
    assert all(row.value is not None and row.value < 8 for row in failing)
    assert {row.evidence.file for row in failing} <= {"postProcessing/probes/0/p",
                                                       "postProcessing/probes/0/U"}
    assert fine.ok, [row.line() for row in fine.failures]
    judged = [row for row in fine.rows if row.check == SAMPLING]
    assert len(judged) == 2
    assert all(row.verdict == "pass" and row.value is not None
               and row.value >= SAMPLES_PER_PERIOD for row in judged)
