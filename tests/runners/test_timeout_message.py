"""A run stopped by its time limit says how far its solver got and, once the pace means
something, the time limit that would let it finish."""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.runners.result import collect_result

CONTROL = ("FoamFile {{ version 2.0; format ascii; class dictionary; object controlDict; }}\n"
           "application {app};\nstartFrom startTime;\nstartTime {start};\nstopAt endTime;\n"
           "endTime {end};\ndeltaT 0.001;\n")
STEADY_SCHEMES = ("FoamFile { version 2.0; format ascii; class dictionary; object fvSchemes; }\n"
                  "ddtSchemes { default steadyState; }\n")


def _case(root: Path, app: str, start: float, end: float, times: list[float],
          *, steady: bool = False) -> Path:
    (root / "system").mkdir(parents=True)
    (root / "system" / "controlDict").write_text(CONTROL.format(app=app, start=start, end=end))
    if steady:
        (root / "system" / "fvSchemes").write_text(STEADY_SCHEMES)
    steps = "".join(f"Courant Number mean: 0.1 max: 0.5\nTime = {time:g}\n\n"
                    "smoothSolver:  Solving for Ux, Initial residual = 0.1, Final residual = "
                    "1e-06, No Iterations 3\nExecutionTime = 1 s  ClockTime = 1 s\n\n"
                    for time in times)
    (root / f"log.{app}").write_text(f"Starting time loop\n\n{steps}")
    return root


def _stopped(case: Path, app: str, wall_s: float, limit_s: float | None = None) -> str:
    result = collect_result(case, returncode=None, wall_s=wall_s, timed_out=True,
                            time_limit_s=wall_s if limit_s is None else limit_s,
                            dialect="esi", runner="local", application=app)
    assert result.status == "timeout"
    return result.message


def test_a_transient_run_says_where_it_got_and_the_time_it_needs(tmp_path: Path) -> None:
    case = _case(tmp_path / "a", "pimpleFoam", 0, 2, [0.5, 1.0, 1.5])
    message = _stopped(case, "pimpleFoam", 240.0)
    assert message.startswith("stopped after the time limit (240 s)")
    assert "the solver reached t = 1.5 of 2 (75%): at this pace the whole run needs about " \
           "320 s" in message


def test_a_restarted_run_counts_from_its_start_and_a_steady_one_in_iterations(
        tmp_path: Path) -> None:
    restarted = _case(tmp_path / "b", "icoFoam", 1, 3, [1.5, 2.0])
    assert "reached t = 2 of 3 (50%): at this pace the whole run needs about 200 s" in \
        _stopped(restarted, "icoFoam", 100.0)
    steady = _case(tmp_path / "c", "simpleFoam", 0, 2000, [10, 20], steady=True)
    message = _stopped(steady, "simpleFoam", 60.0)
    assert message.endswith("the solver reached iteration 20 of 2000 (1%)")


def test_without_a_solver_line_only_the_time_limit_is_said(tmp_path: Path) -> None:
    case = _case(tmp_path / "d", "icoFoam", 0, 1, [])
    assert _stopped(case, "icoFoam", 30.0) == \
        "stopped after the time limit (30 s); last time written: none"


def test_the_limit_said_is_the_one_set_not_the_wall_time_measured(tmp_path: Path) -> None:
    """On a loaded machine the run is stopped after its limit: 3.67 s of wall for 3 s."""
    case = _case(tmp_path / "e", "icoFoam", 0, 10000, [3.2])
    message = _stopped(case, "icoFoam", 3.666, limit_s=3.0)
    assert message.startswith("stopped after the time limit (3 s); "), message
