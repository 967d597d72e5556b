"""FEM-Bench-style mutants of the cavity: which physically wrong answers does NMSE catch?

Expected values come from Stokes flow (Re = 10 here, so inertia is a small correction):
velocity is linear in the lid speed and independent of the viscosity, and kinematic pressure
scales with ν·U. Hence a lid ×2 gives NMSE(U) ≈ (2 − 1)² = 1; viscosity ×10 leaves U almost
unchanged but gives NMSE(p) ≈ (10 − 1)² = 81; a lid held still gives U = 0 and p = 0 exactly,
so NMSE = Σref²/Σref² = 1 for both. deltaT ×20 (Courant number 20) has no closed form; it must
simply not pass. ``benchmarks/mutants.py`` records the measured numbers in BENCHMARKS.md.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.evaluators import CaseScore, score_case

pytestmark = pytest.mark.slow


def _field(result: CaseScore, name: str) -> float:
    value = next(f.value for f in result.nmse_fields if f.field == name)
    assert value is not None
    return float(value)


def test_lid_x2_doubles_the_velocity(reference_case: Path, mutant_cases: dict[str, Path]) -> None:
    result = score_case(mutant_cases["lid_x2"], reference_case)
    assert _field(result, "U") == pytest.approx(1.0, rel=0.1)
    assert (result.verdict, result.success) == ("f_acc", 0)


def test_lid_no_slip_is_exactly_one(reference_case: Path, mutant_cases: dict[str, Path]) -> None:
    result = score_case(mutant_cases["lid_no_slip"], reference_case)
    assert _field(result, "U") == pytest.approx(1.0, abs=1e-12)
    assert _field(result, "p") == pytest.approx(1.0, abs=1e-12)
    assert (result.verdict, result.nmse_score) == ("f_acc", 0.0)


def test_viscosity_x10_passes_on_velocity_alone(
    reference_case: Path, mutant_cases: dict[str, Path]
) -> None:
    both = score_case(mutant_cases["viscosity_x10"], reference_case)
    assert _field(both, "p") == pytest.approx(81.0, rel=0.25)
    assert both.verdict == "f_acc"
    velocity_only = score_case(mutant_cases["viscosity_x10"], reference_case, fields=["U"])
    assert _field(velocity_only, "U") < 0.01  # Stokes: velocity does not see ν
    assert (velocity_only.verdict, velocity_only.success) == ("pass", 1)  # a wrong answer passes


def test_large_time_step_does_not_pass(reference_case: Path, mutant_cases: dict[str, Path]) -> None:
    result = score_case(mutant_cases["deltaT_x20"], reference_case)
    assert result.exec.value == 1.0  # icoFoam runs to the end regardless
    assert result.nmse is not None and result.nmse >= 0.1
    assert result.verdict in ("f_conv", "f_acc")
