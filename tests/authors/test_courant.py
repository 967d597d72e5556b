"""The followed tutorial's Courant number is kept when the request shrinks the cells or speeds
the flow, and only then: a stated step, a stated Courant number, adjustable steps and steady
cases are left as they are."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from foam_agent.agents.authors.base import Reference
from foam_agent.agents.authors.template.compose import Composition, compose
from foam_agent.agents.openfoam import Installation
from foam_agent.agents.spec.parse import parse_spec
from tests.authors.conftest import CAVITY, PITZ_DAILY

OIL_CAVITY = ("Square cavity, 5 cm sides, lid driven, Re 500, fluid is engine oil at 330 K; "
              "run 10 s")


@pytest.fixture
def written(reference: Callable[[str], Reference],
            installation: Installation) -> Callable[[str, str], Composition]:
    def make(case: str, prompt: str) -> Composition:
        return compose(reference(case), parse_spec(prompt, solvers=installation.applications),
                       applications=installation.applications)
    return make


def delta_t(composition: Composition) -> float:
    match = re.search(r"^\s*deltaT\s+([^;]+);", composition.files["system/controlDict"],
                      re.MULTILINE)
    assert match is not None
    return float(match.group(1))


def test_half_the_cells_at_the_same_speed_halves_the_step(
        written: Callable[[str, str], Composition]) -> None:
    """The cavity tutorial runs U dt / dx = 1 * 0.005 / 0.005 = 1; the 5 cm cavity with the
    oil's lid at 0.966 m/s and 2.5 mm cells would run at 1.9: the step becomes 0.0025."""
    composition = written(CAVITY, OIL_CAVITY)
    assert delta_t(composition) == pytest.approx(0.0025)
    assert any("aims at the followed tutorial's U dt / dx, 1" in note
               for note in composition.notes), composition.notes


@pytest.mark.parametrize(("case", "prompt", "expected"), [
    (CAVITY, OIL_CAVITY + ", deltaT 0.004", 0.004),
    (CAVITY, OIL_CAVITY.replace("run 10 s", "run 10 s, max Courant number 0.9"), 0.005),
    (CAVITY, OIL_CAVITY + ", time step unchanged", 0.005),
    (CAVITY, OIL_CAVITY.replace("run 10 s", "keep the tutorial's time step and run 10 s"), 0.005),
    (CAVITY, "Lid-driven cavity, lid at 1 m/s, run 0.5 s", 0.005),
    (PITZ_DAILY, "pitzDaily with the inlet at 40 m/s, 100 iterations", 1.0),
])
def test_a_stated_step_or_courant_or_an_unchanged_or_steady_case_keeps_its_step(
        written: Callable[[str, str], Composition], case: str, prompt: str,
        expected: float) -> None:
    assert delta_t(written(case, prompt)) == pytest.approx(expected)


def test_cells_counted_with_variables_leave_the_step_alone(
        written: Callable[[str, str], Composition]) -> None:
    """helmholtzResonance counts its cells with variables ($yc): composing it for a request
    that stated a speed raised ValueError and ended the solve with a traceback; the Courant
    number is now simply not estimated there."""
    tutorial = "compressible/rhoPimpleFoam/laminar/helmholtzResonance"
    composition = written(tutorial, "impeller spinning at 300 rpm, water, laminar, steady, "
                                    "inlet 2 m/s, 100 iterations")
    assert "system/controlDict" in composition.files


def test_a_slow_lid_s_step_stays_within_the_write_period(
        written: Callable[[str, str], Composition]) -> None:
    """A lid at 0.005 m/s on 5 mm cells runs at Courant 1 with a 1 s step, longer than the
    whole 0.4 s run: capped at the run's length, the fields asked every 0.1 s were written at
    0.4 only. The step stays within the write period, so every write time is reached."""
    composition = written(CAVITY, "Cavity with the lid at 0.005 m/s, run 0.4 s and write the "
                                  "fields every 0.1 s")
    assert delta_t(composition) == pytest.approx(0.1)
