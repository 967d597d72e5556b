"""Mach, Reynolds and friction Reynolds numbers are rows of one table solved by one solver
(``foamcase.catalog.dimensionless.GROUPS``, ``agents.spec.derive``): each sets the quantity the
request leaves free with its arithmetic, and a number that only describes stated values is met
when they agree and said when they do not."""

from __future__ import annotations

import pytest

from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.spec.derive import derive
from foam_agent.agents.spec.parse import parse_spec
from tests.support.applied import tutorial_files

FORWARD_STEP = "compressible/rhoCentralFoam/forwardStep"
PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"
CHANNEL = "incompressible/pimpleFoam/LES/channel395"


@pytest.mark.parametrize(("prompt", "mach"), [
    ("rhoCentralFoam over the forward step at a free-stream Mach number of 2.2", 2.2),
    ("Forward-facing step, inviscid, rhoCentralFoam, Ma = 1.8, run to 2 s", 1.8),
    ("I need the supersonic step case with rhoCentralFoam at Mach 3.5", 3.5),
])
def test_a_mach_number_sets_the_inlet_from_the_cases_own_speed_of_sound(prompt: str,
                                                                       mach: float) -> None:
    """forwardStep's gas: molWeight 11640.3, Cp 2.5, T = 1, so c = sqrt(1.4 * 0.714 * 1) = 1."""
    with workspace(tutorial_files(FORWARD_STEP)) as root:
        derivation = derive(parse_spec(prompt), root)
    speed = derivation.of("U")
    # The normalised gas's speed of sound is 1 at T = 1 by construction: the Mach number
    # is the speed in full, not times the 0.999997 its rounded molWeight gives.
    assert speed is not None and speed.value == pytest.approx(mach, rel=1e-12)
    assert "U = Ma c" in speed.formula and "sqrt(gamma R T)" in speed.formula
    assert "normalised" in speed.formula
    assert speed.boundary[0] == "inlet"
    assert not derivation.problems or all("Mach" not in problem and "Ma " not in problem
                                          for problem in derivation.problems)


def test_a_mach_number_that_agrees_with_the_stated_inlet_is_met() -> None:
    spec = parse_spec("rhoCentralFoam forward step, inlet velocity 3 m/s, Mach 3, T = 1 K")
    with workspace(tutorial_files(FORWARD_STEP)) as root:
        derivation = derive(spec, root)
    assert derivation.of("U") is None
    assert not [problem for problem in derivation.problems if "Mach" in problem]


def test_a_mach_number_that_contradicts_the_stated_inlet_is_said_with_its_arithmetic() -> None:
    spec = parse_spec("rhoCentralFoam forward step, inlet velocity 3 m/s, Mach 2, T = 1 K")
    with workspace(tutorial_files(FORWARD_STEP)) as root:
        derivation = derive(spec, root)
    (problem,) = [problem for problem in derivation.problems if "Mach 2" in problem]
    assert "not applied" in problem and "U = Ma c = 2 * 1 = 2 m/s" in problem


@pytest.mark.parametrize("prompt", [
    "pitzDaily with simpleFoam, inlet 10 m/s, nu = 1e-5 m^2/s, Re = 5000 on the 25.4 mm step",
    "simpleFoam step: 10 m/s at the inlet, kinematic viscosity 1e-5 m2/s and a Reynolds number "
    "of 5000 based on the step height of 25.4 mm",
])
def test_a_reynolds_number_contradicting_the_stated_speed_and_viscosity_is_said(
        prompt: str) -> None:
    """10 * 0.0254 / 1e-5 is 25400, not 5000: one of the three is wrong, and the case is
    not silently run at the other two."""
    with workspace(tutorial_files(PITZ_DAILY)) as root:
        derivation = derive(parse_spec(prompt), root)
    (problem,) = [problem for problem in derivation.problems if "5000" in problem]
    assert "not applied" in problem and "nu = U L / Re = 10 * 0.0254 / 5000" in problem


def test_a_reynolds_number_agreeing_with_the_stated_speed_and_viscosity_is_met() -> None:
    spec = parse_spec("pitzDaily with simpleFoam, inlet 10 m/s, nu = 1e-5 m^2/s, "
                      "Re = 25400 on the 25.4 mm step")
    with workspace(tutorial_files(PITZ_DAILY)) as root:
        derivation = derive(spec, root)
    assert not [problem for problem in derivation.problems if "25400" in problem]


@pytest.mark.parametrize("prompt", [
    "LES channel at Re_tau = 395 with nu = 2e-5 m^2/s",
    "channel flow, friction Reynolds number 395, kinematic viscosity 2e-5 m2/s, LES",
])
def test_a_friction_reynolds_number_says_the_friction_velocity_it_fixes(prompt: str) -> None:
    """With nu stated, Dean's correlation has nothing to set; the row says u_tau = Re_tau nu /
    delta with delta half the distance between channel395's walls (1 m)."""
    with workspace(tutorial_files(CHANNEL)) as root:
        derivation = derive(parse_spec(prompt), root)
    (problem,) = [problem for problem in derivation.problems if "395" in problem]
    assert "u_tau = Re_tau nu / L = 395 * 2e-05 / 1 = 0.0079 m/s" in problem
    assert "half the wall distance along y" in problem
