"""A supersonic inflow keeps every value the request states on it (issue 23, spent tc18-06).

obliqueShock asked for "Mach 2.9 with p = 1 and T = 1 at the inflow" had its inlet velocity
derived from the Mach number in a second pass over the case; the first pass had freed the
velocity for the stated pressure, and the second freed the stated pressure for the derived
velocity: the inflow ended with p zeroGradient, "p on inflow" unmet, and every run blew up.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.authors.base import Reference
from foam_agent.agents.authors.template.compose import Composition, compose
from foam_agent.agents.openfoam import Installation
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.parse import parse_spec

OBLIQUE_SHOCK = "compressible/rhoCentralFoam/obliqueShock"

Compose = Callable[[str, str], Composition]


@pytest.fixture
def written(reference: Callable[[str], Reference], installation: Installation) -> Compose:
    """``written(case, prompt)``: the tutorial with the prompt's values applied."""

    def make(case: str, prompt: str) -> Composition:
        return compose(reference(case), parse_spec(prompt, solvers=installation.applications),
                       applications=installation.applications)

    return make


def _inlet(case: Composition, field: str) -> dict:
    return FoamFile.loads(case.files[f"0/{field}"])["boundaryField"]["inlet"]


@pytest.mark.parametrize("prompt", [
    "rhoCentralFoam obliqueShock in its normalised units: inflow at Mach 2.9 along x with "
    "pressure 1 and temperature 1. Run to t = 5.",
    "Oblique shock reflection with rhoCentralFoam, free stream Mach 2.5, p = 1 and T = 1 at "
    "the inlet; endTime 4.",
    "Take the obliqueShock example; the incoming flow is at Mach 3 with a static pressure of "
    "1.2 and temperature 1 in the tutorial's scaled units.",
])
def test_a_mach_number_beside_a_stated_inlet_pressure_keeps_both_fixed(
        written: Compose, prompt: str) -> None:
    case = written(OBLIQUE_SHOCK, prompt)
    pressure = _inlet(case, "p")
    assert pressure["type"] == "fixedValue", pressure
    assert pressure["value"] in (1, 1.2)
    velocity = _inlet(case, "U")
    assert velocity["type"] == "fixedValue", velocity
    assert velocity["value"][0] > 2


@pytest.mark.slow
def test_the_mach_and_pressure_inflow_runs_past_where_it_blew_up(
        written: Compose, tmp_path: Path) -> None:
    """With the pressure freed the run died at t = 2.21; with it fixed it runs to t = 3."""
    case = written(OBLIQUE_SHOCK, "rhoCentralFoam obliqueShock in its normalised units: "
                                  "inflow at Mach 2.9 along x with pressure 1 and temperature "
                                  "1. Run to t = 3, max Courant 0.3.")
    for name, text in case.files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    (tmp_path / "Allrun").chmod(0o755)
    result = LocalRunner(timeout_s=600).run(tmp_path)
    assert result.ok, (result.status, result.fatal_error)
    assert (tmp_path / "3" / "p").is_file()
