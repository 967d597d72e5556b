"""Live progress: the log parser, the watcher's events during a real run, and the CLI's bar
in a pseudo-terminal, with --json keeping stdout clean and Ctrl-C stopping everything."""

from __future__ import annotations

import json
import os
import pty
import re
import select
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.runners.logs import SolverLogParser, solver_steps
from foam_agent.agents.runners.progress import LogWatcher, RunProgress
from tests.support.processes import wait_until_gone
from tests.ux.cases import long_cavity

FOAM_AGENT = [str(Path(sys.executable).with_name("foam-agent"))]
#: A cavity this long runs for seconds (about 4000 steps a second): many progress reports.
LONG_END_TIME = 100.0
#: A cavity this long never ends by itself within a test.
ENDLESS_END_TIME = 1e6
_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
_POSITION = re.compile(r"t = ([0-9.e+-]+) / ([0-9.e+-]+)")


@pytest.fixture(scope="module")
def cavity_log(ran_cavity: Path) -> Path:
    """The solver log of one ordinary cavity run (100 steps): the session's shared run."""
    return ran_cavity / "log.icoFoam"


def test_parser_reads_every_step_of_a_real_log(cavity_log: Path) -> None:
    steps = solver_steps(cavity_log)
    assert len(steps) == 100
    assert [step.time for step in steps[:2]] == [0.005, 0.01]
    assert steps[-1].time == pytest.approx(0.5)
    assert all(step.courant_max is not None for step in steps)
    assert {"Ux", "Uy", "p"} <= set(steps[-1].residuals)
    # The first step starts from rest: every initial residual is 1.
    assert steps[0].residuals["Ux"] == pytest.approx(1.0)


def test_parser_gives_the_same_steps_whatever_the_chunks(cavity_log: Path) -> None:
    text = cavity_log.read_text()
    parser = SolverLogParser()
    for start in range(0, len(text), 37):  # chunks that split lines and numbers
        parser.feed(text[start:start + 37])
    assert parser.finished_steps() == solver_steps(cavity_log)


def test_parser_keeps_the_first_pressure_solve_of_a_piso_step() -> None:
    parser = SolverLogParser()
    parser.feed("Time = 1\n"
                "DICPCG:  Solving for p, Initial residual = 0.5, Final residual = 1e-07, "
                "No Iterations 30\n"
                "DICPCG:  Solving for p, Initial residual = 0.01, Final residual = 1e-07, "
                "No Iterations 20\n")
    step = parser.current()
    assert step is not None and step.residuals == {"p": 0.5}


@pytest.mark.slow
def test_watcher_reports_simulated_time_moving_during_a_run(
        tutorial_case: Callable[..., Path]) -> None:
    case = long_cavity(tutorial_case, LONG_END_TIME)
    events: list[RunProgress] = []
    with LogWatcher(case, events.append, interval_s=0.05):
        result = LocalRunner().run(case)
    assert result.ok
    times = [event.step.time for event in events if event.step is not None]
    assert len(set(times)) >= 3, "the watcher saw the run at fewer than three times"
    assert times == sorted(times)
    assert times[-1] == pytest.approx(LONG_END_TIME)
    assert events[-1].fraction == pytest.approx(1.0)
    middle = [event for event in events if event.step and 0 < event.step.time < LONG_END_TIME]
    # The first step's Courant number is 0 (the field starts at rest): present, not truthy.
    assert middle and all(event.step and event.step.courant_max is not None for event in middle)
    assert any(event.eta_s is not None and event.eta_s > 0 for event in middle)


def _read_until(master: int, process: subprocess.Popen[bytes], until: Callable[[str], bool],
                limit_s: float) -> str:
    """What the pseudo-terminal shows until ``until(text)`` or the process ends."""
    text = ""
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline and not until(text):
        ready, _, _ = select.select([master], [], [], 0.2)
        if ready:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            text += _ANSI.sub("", chunk.decode("utf-8", errors="replace"))
        elif process.poll() is not None:
            break
    return text


def _spawn_in_terminal(arguments: list[str]) -> tuple[subprocess.Popen[bytes], int]:
    """Start foam-agent with stderr on a pseudo-terminal (rich animates only there) and
    stdout on a pipe."""
    master, slave = pty.openpty()
    env = {**os.environ, "COLUMNS": "160", "TERM": "xterm"}
    process = subprocess.Popen([*FOAM_AGENT, *arguments], stdout=subprocess.PIPE, stderr=slave,
                               stdin=subprocess.DEVNULL, env=env)
    os.close(slave)
    return process, master


@pytest.mark.slow
def test_run_in_a_terminal_shows_moving_progress_and_json_stays_on_stdout(
        tutorial_case: Callable[..., Path]) -> None:
    case = long_cavity(tutorial_case, LONG_END_TIME)
    process, master = _spawn_in_terminal(["run", str(case), "--json", "--no-pictures"])
    try:
        shown = _read_until(master, process, lambda _: False, limit_s=120)
        stdout, _ = process.communicate(timeout=60)
    finally:
        os.close(master)
    assert process.returncode == 0, shown
    positions = [float(match.group(1)) for match in _POSITION.finditer(shown)]
    assert len(set(positions)) >= 3, shown[-2000:]
    assert positions == sorted(positions)
    assert f"/ {LONG_END_TIME:g}" in shown
    assert "Co " in shown and "Ux " in shown and "ETA" in shown
    assert json.loads(stdout)["status"] == "success"


@pytest.mark.slow
def test_ctrl_c_stops_the_run_and_every_process_it_started(
        tutorial_case: Callable[..., Path]) -> None:
    case = long_cavity(tutorial_case, ENDLESS_END_TIME)
    process, master = _spawn_in_terminal(["run", str(case), "--np", "2", "--no-pictures"])
    try:
        shown = _read_until(master, process, lambda text: bool(_POSITION.search(text)),
                            limit_s=120)
        assert _POSITION.search(shown), f"no progress before the interrupt: {shown[-2000:]}"
        process.send_signal(signal.SIGINT)
        process.communicate(timeout=60)
        shown += _read_until(master, process, lambda text: "interrupted" in text, limit_s=10)
    finally:
        os.close(master)
    assert process.returncode == 130
    assert "interrupted" in shown
    assert wait_until_gone(case, within_s=10) == []
    assert "nProcs : 2" in (case / "log.icoFoam").read_text()


def test_quiet_run_prints_no_progress(tutorial_case: Callable[..., Path]) -> None:
    case = long_cavity(tutorial_case, 0.5)
    completed = subprocess.run([*FOAM_AGENT, "run", str(case), "--quiet", "--no-pictures"],
                               capture_output=True, text=True, timeout=120, check=False)
    assert completed.returncode == 0, completed.stderr
    assert "t = " not in completed.stderr and "status" in completed.stderr


@pytest.mark.slow
def test_ctrl_c_during_a_solve_stops_its_run(tmp_path: Path) -> None:
    """The bar names the runner and the loop's run; Ctrl-C ends the solve with 130, leaves no
    solver behind (the request's end time would take hours to reach) and marks the record
    interrupted."""
    output = tmp_path / "solve"
    request = ("Simulate the lid-driven cavity with icoFoam: lid moves at 1 m/s, kinematic "
               "viscosity 0.01 m^2/s, time step 0.005 s, run until 100000 s and write results "
               "every 50000 s.")
    process, master = _spawn_in_terminal(["solve", request, "-o", str(output)])
    running = re.compile(r"local · runner \(run 1\) t = [0-9.]+ / 100000")
    try:
        shown = _read_until(master, process, lambda text: bool(running.search(text)),
                            limit_s=300)
        assert running.search(shown), f"no progress before the interrupt: {shown[-2000:]}"
        process.send_signal(signal.SIGINT)
        process.communicate(timeout=60)
        shown += _read_until(master, process, lambda text: "interrupted" in text, limit_s=10)
    finally:
        os.close(master)
    assert process.returncode == 130
    assert "error: interrupted" in shown
    assert wait_until_gone(output, within_s=10) == []
    # The record says so, with the run it was in (it said "started, running" before).
    record = json.loads((output / "foam-agent.json").read_text())
    assert (record["status"], record["stop_reason"]) == ("interrupted", "interrupted")
    assert record["finished_at"] >= record["started_at"]
