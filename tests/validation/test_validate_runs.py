"""The quick validation cases solved for real, from their plain requests, and their comparisons.

Each quick case costs well under a minute of CPU; together they are the CI part of the suite.
A failure here is a finding about the case the agent wrote, never a tolerance to loosen.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from foam_agent.agents.config import SolveConfig
from foam_agent.agents.validation import CASES, CaseResult, Tolerance, validate, validate_case
from foam_agent.agents.validation.measures import cavity, hartmann
from foam_agent.agents.validation.picture import PICTURE_NAME

#: The console script installed beside this Python.
FOAM_AGENT = str(Path(sys.executable).parent / "foam-agent")
QUICK = tuple(case for case in CASES if case.quick)
#: The CPU a quick case may cost (its OpenFOAM programs, as their logs state it).
QUICK_CPU_S = 60.0


@pytest.fixture(scope="module")
def results(tmp_path_factory: pytest.TempPathFactory) -> dict[str, CaseResult]:
    root = tmp_path_factory.mktemp("validation")
    return {result.case.name: result for result in validate(QUICK, root, SolveConfig())}


@pytest.mark.slow
def test_every_quick_case_is_solved_and_within_its_tolerances(
        results: dict[str, CaseResult]) -> None:
    assert {"cavity-re100", "poiseuille", "hartmann", "sod",
            "heated-cavity-ra1e4"} <= set(results)
    for name, result in results.items():
        detail = [(c.quantity, c.error, c.tolerance.limit) for c in result.comparisons]
        assert result.passed, (name, result.status, result.problem, detail)
        # mhdFoam alone prints no ExecutionTime; every other program here does.
        assert result.cpu_s is not None or name == "hartmann", name
        assert result.cpu_s is None or 0.0 < result.cpu_s < QUICK_CPU_S, (name, result.cpu_s)


@pytest.mark.slow
def test_each_case_has_its_picture_beside_it(results: dict[str, CaseResult]) -> None:
    for result in results.values():
        assert result.picture == result.case_dir / PICTURE_NAME
        assert result.picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.slow
def test_the_comparisons_tell_flows_apart(results: dict[str, CaseResult]) -> None:
    """The Re 100 cavity is not Ghia's Re 1000 flow, and the Hartmann profile is no
    Poiseuille parabola: the same measurements fail when held against the wrong reference."""
    wrong_re = cavity(1000, Tolerance(0.04, "Re 1000's tolerance"))(
        results["cavity-re100"].case_dir)
    assert not any(comparison.passed for comparison in wrong_re)
    assert min(comparison.error for comparison in wrong_re) > 0.1
    flat = hartmann(Tolerance(0.02, "as the case"))(results["hartmann"].case_dir)[0]
    assert flat.passed and "Ha = 20" in flat.quantity


@pytest.mark.slow
def test_cli_prints_one_json_object_and_refuses_a_busy_output(tmp_path: Path) -> None:
    command = [FOAM_AGENT, "validate", "sod", "--json",
               "-o", str(tmp_path)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    payload = json.loads(done.stdout)
    assert payload["passed"] == payload["total"] == 1
    (case,) = payload["cases"]
    assert case["status"] == "solved" and case["picture"].endswith(PICTURE_NAME)
    assert [c["quantity"].split()[0] for c in case["comparisons"]] == [
        "density", "velocity", "pressure"]
    assert all(c["why"] and c["error"] <= c["tolerance"] for c in case["comparisons"])
    again = subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)
    assert again.returncode == 2 and again.stdout == ""
    assert again.stderr.strip().startswith("error:") and "already holds sod" in again.stderr


def test_an_unknown_case_is_one_error_line() -> None:
    done = subprocess.run([FOAM_AGENT, "validate", "nosuch"],
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "error: no validation case named 'nosuch'; the cases: "
        + ", ".join(case.name for case in CASES)]


def test_a_solve_that_cannot_start_is_a_failed_case_with_its_reason(tmp_path: Path) -> None:
    (tmp_path / "sod").mkdir()
    (tmp_path / "sod" / "left-over").write_text("")
    (sod,) = (case for case in CASES if case.name == "sod")
    result = validate_case(sod, tmp_path / "sod", SolveConfig())
    assert result.status == "error" and not result.passed and result.picture is None
    assert result.problem is not None and "not empty" in result.problem


@pytest.mark.slow
def test_the_plate_is_compared_at_two_stations_and_a_channel_is_no_blasius_layer(
        results: dict[str, CaseResult]) -> None:
    """The flat plate's profile at two stations and its skin friction along it; the same
    measurement finds no Blasius layer in the Poiseuille channel (its walls run from the
    inlet, its profile is a parabola)."""
    plate = results["flat-plate"]
    assert [c.quantity.split(" ")[0] for c in plate.comparisons] == ["u", "u", "skin"]
    assert all(c.passed for c in plate.comparisons)
    channel = plate.case.measure(results["poiseuille"].case_dir)
    assert not any(c.passed for c in channel)
