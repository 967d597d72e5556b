"""``solve`` with the offline template author, RAG on (the real index), real OpenFOAM."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from foam_agent.agents.config import SolveConfig
from foam_agent.agents.solve import solve

pytestmark = pytest.mark.slow


def entry(path: Path, key: str) -> str:
    match = re.search(rf"^\s*{key}\s+([^;]+);", path.read_text(), re.MULTILINE)
    assert match, f"{key} not in {path}"
    return match.group(1).strip()


def test_cavity_request_is_solved_with_the_stated_values(tmp_path: Path) -> None:
    prompt = ("lid-driven cavity, icoFoam, lid velocity 2 m/s, nu 0.02, endTime 0.3, "
              "deltaT 0.0025")
    outcome = solve(prompt, SolveConfig(), output_dir=tmp_path / "out")
    assert outcome.status == "solved", outcome.record.attempts
    case = outcome.case_dir
    assert outcome.record.visits[:3] == ["retriever", "writer", "runner"]
    assert outcome.record.plan.solver == "icoFoam"
    assert float(entry(case / "system" / "controlDict", "endTime")) == 0.3
    assert float(entry(case / "system" / "controlDict", "deltaT")) == 0.0025
    assert entry(case / "constant" / "transportProperties", "nu").endswith("0.02")
    lid = re.search(r"movingWall\s*\{[^}]*value\s+uniform\s*\(([^)]*)\)", (case / "0" / "U")
                    .read_text())
    assert lid and [float(x) for x in lid.group(1).split()] == [2.0, 0.0, 0.0]
    assert (case / "0.3" / "U").is_file()
    assert any("nu = 0.02" in note for note in outcome.record.notes)
    assert outcome.record.tokens.model_dump() == {"prompt": 0, "completion": 0, "per_node": {
        "writer": {"prompt_tokens": 0, "completion_tokens": 0}}}


def test_forward_step_request_is_solved(tmp_path: Path) -> None:
    prompt = ("Supersonic flow over a forward facing step with rhoCentralFoam. The inlet "
              "velocity is (3 0 0) m/s, run until t = 0.2 and write every 0.1.")
    outcome = solve(prompt, SolveConfig(), output_dir=tmp_path / "out")
    assert outcome.status == "solved", outcome.record.attempts
    assert outcome.record.plan.solver == "rhoCentralFoam"
    assert "forwardStep" in outcome.record.plan.reference_case
    assert float(entry(outcome.case_dir / "system" / "controlDict", "endTime")) == 0.2


def test_pitz_daily_request_stopped_unconverged_is_suspect_and_says_why(tmp_path: Path) -> None:
    prompt = ("Steady turbulent flow over the pitzDaily backward-facing step using simpleFoam "
              "with k-epsilon; inlet velocity 12 m/s and kinematic viscosity 2e-05. Stop after "
              "100 iterations.")
    outcome = solve(prompt, SolveConfig(), output_dir=tmp_path / "out")
    assert outcome.status == "suspect", outcome.record.attempts
    assert "not converged at iteration 100" in outcome.record.stop_reason
    assert "the request fixed the iterations" in outcome.record.stop_reason
    assert outcome.record.plan.solver == "simpleFoam"
    assert entry(outcome.case_dir / "constant" / "transportProperties", "nu").endswith("2e-05")


def test_rag_off_skips_the_retriever(tmp_path: Path) -> None:
    prompt = "Lid-driven cavity with icoFoam, lid speed 1 m/s, end time 0.1."
    outcome = solve(prompt, SolveConfig(rag=False), output_dir=tmp_path / "out")
    assert outcome.status == "solved"
    assert "retriever" not in outcome.record.visits
    assert outcome.record.references == []
