"""A steady case that diverges: the reviewer resets the turbulence fields to the estimates (or
lowers the relaxation factors), since halving deltaT only relabels the iterations."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.authors.base import Reference, WriteRequest
from foam_agent.agents.authors.editors.numerics import steady
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.authors.template.steady_instability import calm_steady
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.parse import parse_spec
from tests.authors.conftest import review_until_success, write_case

STEP = "incompressible/simpleFoam/backwardFacingStep2D"
#: backwardFacingStep2D's k (0.06 % intensity) and epsilon were tuned for its kOmegaSST: under
#: k-epsilon they blow up at iteration 6.
PROMPT = ("air going through a backward-facing step at about 33 ft/s, steady, k-epsilon, "
          "60 iterations")


def test_a_steady_case_gets_estimates_then_lower_relaxation(
        author: TemplateAuthor, write_request: Callable[..., WriteRequest],
        reference: Callable[[str], Reference], tmp_path: Path) -> None:
    case = tmp_path / "step"
    write_case(author, write_request(PROMPT, [reference(STEP)]), case)
    assert steady(case)
    requirements = parse_spec(PROMPT).stated
    notes = calm_steady(case, requirements)
    k = float(FoamFieldFile(case / "0" / "k").internal_field)
    # k = 1.5 (U I)^2 from the stated 10.0584 m/s and the default 5 % intensity.
    assert k == pytest.approx(1.5 * (10.0584 * 0.05) ** 2, rel=1e-3)
    assert any(note.startswith("0/k: internalField") for note in notes), notes
    assert not any("deltaT" in note for note in notes)
    again = calm_steady(case, requirements)
    factors = FoamFile(case / "system" / "fvSolution")["relaxationFactors"]
    assert again and all("relaxationFactors" in note for note in again), again
    assert factors["equations"]["U"] == pytest.approx(0.45)  # 0.9 in the tutorial


@pytest.mark.slow
def test_the_diverging_step_runs_after_one_review(
        author: TemplateAuthor, runner: LocalRunner,
        write_request: Callable[..., WriteRequest], reference: Callable[[str], Reference],
        tmp_path: Path) -> None:
    request = write_request(PROMPT, [reference(STEP)])
    case = tmp_path / "step"
    write_case(author, request, case)
    results, notes = review_until_success(author, runner, request, case)
    assert [(result.status, result.error_class) for result in results] == [
        ("failed", "numerical_instability"), ("success", None)], notes
    assert FoamFile(case / "system" / "controlDict")["deltaT"] == 1


@pytest.mark.parametrize(("tutorial", "expected"), [
    # solidDisplacementFoam keeps its steadyState in d2dt2Schemes; its ddtSchemes says Euler.
    ("stressAnalysis/solidDisplacementFoam/plateHole", True),
    # A steady-only solver by the catalog, whatever its schemes say.
    ("incompressible/simpleFoam/pitzDaily", True),
    ("incompressible/icoFoam/cavity/cavity", False),
])
def test_steadiness_is_decided_once_by_the_catalog_then_the_time_scheme(
        tutorial_case: Callable[[str], Path], tutorial: str, expected: bool) -> None:
    assert steady(tutorial_case(tutorial)) is expected


def test_a_steady_only_solver_without_a_steady_scheme_is_steady(
        tutorial_case: Callable[[str], Path]) -> None:
    case = tutorial_case("incompressible/simpleFoam/pitzDaily")
    schemes = case / "system" / "fvSchemes"
    schemes.write_text(schemes.read_text().replace("steadyState", "Euler"))
    assert steady(case)
