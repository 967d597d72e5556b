"""A number based on a thing's size the request does not state ("Re based on the cylinder
diameter") takes that size from the followed case, measured where the case draws the thing,
and names it; the number's value is never read as the thing's size."""

from __future__ import annotations

import pytest

from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.spec.derive import derive
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.things import thing_size
from tests.support.applied import tutorial_files

OFFSET_CYLINDER = "incompressible/nonNewtonianIcoFoam/offsetCylinder"
PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"
FORWARD_STEP = "compressible/rhoCentralFoam/forwardStep"
POROUS_BLOCKAGE = "incompressible/pisoFoam/laminar/porousBlockage"
HOT_ROOM = "heatTransfer/buoyantBoussinesqSimpleFoam/hotRoom"
DAM_BREAK = "multiphase/interFoam/laminar/damBreak/damBreak"


@pytest.mark.parametrize(("tutorial", "noun", "dimension", "size", "where"), [
    (OFFSET_CYLINDER, "cylinder", "diameter", 2.0, "patch 'cylinder''s arcs"),
    (OFFSET_CYLINDER, "obstacle", "diameter", 2.0, "patch 'cylinder''s arcs"),
    (PITZ_DAILY, "step", "height", 0.0254, "less the inlet's"),
    (FORWARD_STEP, "step", "height", 0.2, "less the outlet's"),
    (POROUS_BLOCKAGE, "block", "height", 1.0, "topoSetDict"),
    (POROUS_BLOCKAGE, "block", "side", 1.0, "topoSetDict"),
    (HOT_ROOM, "heater", "side", 1.0, "setFieldsDict"),
    (DAM_BREAK, "column", "height", 0.292, "setFieldsDict"),
    (DAM_BREAK, "column", "width", 0.1461, "setFieldsDict"),
])
def test_a_thing_is_measured_where_the_case_draws_it(tutorial: str, noun: str, dimension: str,
                                                      size: float, where: str) -> None:
    with workspace(tutorial_files(tutorial)) as root:
        found = thing_size(root, noun, dimension)  # type: ignore[arg-type]
    assert found is not None and found.value == pytest.approx(size, rel=1e-4)
    assert where in found.source


@pytest.mark.parametrize(("tutorial", "noun", "dimension"), [
    (PITZ_DAILY, "cylinder", "diameter"),  # no body at all
    (OFFSET_CYLINDER, "heater", "side"),  # no box
    (DAM_BREAK, "cylinder", "diameter"),  # its obstacle is part of the floor, no patch
])
def test_a_thing_the_case_does_not_draw_gives_nothing(tutorial: str, noun: str,
                                                      dimension: str) -> None:
    with workspace(tutorial_files(tutorial)) as root:
        assert thing_size(root, noun, dimension) is None  # type: ignore[arg-type]


@pytest.mark.parametrize(("tutorial", "prompt", "nu", "named"), [
    (OFFSET_CYLINDER, "Flow past the off-centre cylinder at an inlet speed of 0.5 m/s; choose "
     "the viscosity so that the Reynolds number based on the cylinder diameter is 50.",
     0.02, "the cylinder's diameter 2 m"),
    (OFFSET_CYLINDER, "Re = 80 on the cylinder's diameter with an inflow of 2 m/s, pick nu.",
     0.05, "the cylinder's diameter 2 m"),
    (OFFSET_CYLINDER, "Past the cylinder at 4 m/s; nu so that Re_D = 400.", 0.02,
     "the cylinder's diameter 2 m"),
    (OFFSET_CYLINDER, "The offsetCylinder tutorial with 1 m/s at the inlet; set nu for a "
     "Reynolds number of 40 based on the diameter.", 0.05, "the body's diameter 2 m"),
    (PITZ_DAILY, "Backward-facing step, inlet 10 m/s; set nu so that Re based on the step "
     "height is 25000.", 1.016e-5, "the step's height 0.0254 m"),
    (PITZ_DAILY, "pitzDaily with 20 m/s at the inlet and a Reynolds number of 40000 on the "
     "step's height: pick the kinematic viscosity.", 1.27e-5, "the step's height 0.0254 m"),
    (POROUS_BLOCKAGE, "Flow around the block at 1 m/s; kinematic viscosity from a Reynolds "
     "number of 200 based on the block height.", 0.005, "the block's height 1 m"),
])
def test_a_number_based_on_the_cases_thing_takes_its_size(tutorial: str, prompt: str,
                                                          nu: float, named: str) -> None:
    spec = parse_spec(prompt)
    with workspace(tutorial_files(tutorial)) as root:
        derivation = derive(spec, root)
    derived = derivation.of("nu")
    assert derived is not None and derived.value == pytest.approx(nu, rel=1e-3)
    assert named in derived.formula


@pytest.mark.parametrize("prompt", [
    "Laminar flow past a cylinder; the Reynolds number based on the cylinder diameter is 50.",
    "A backward-facing step; Re based on the step height is 25000.",
    "Flow over a forward-facing step where the Reynolds number on the step height is 3000.",
])
def test_a_numbers_value_is_no_size_of_the_thing(prompt: str) -> None:
    """"… based on the cylinder diameter is 50" made a 50 m cylinder, "… based on the step
    height is 25000" a 25 km step."""
    geometry = parse_spec(prompt).geometry
    assert geometry is not None
    assert all(body.width is None for body in geometry.obstacles)
    assert geometry.step_height is None


def test_a_stated_size_still_wins_over_the_cases() -> None:
    spec = parse_spec("Flow past a cylinder 0.5 m in diameter at 1 m/s in the offset-cylinder "
                      "channel; nu so that Re based on the cylinder diameter is 100.")
    with workspace(tutorial_files(OFFSET_CYLINDER)) as root:
        derived = derive(spec, root).of("nu")
    assert derived is not None and derived.value == pytest.approx(0.005)


def test_a_geometry_meshed_anew_is_not_measured_in_the_tutorial() -> None:
    """A request that sizes its channel gets a generated mesh: the tutorial's step is not the
    step it runs, so its height is not taken (the number stays unapplied, with why)."""
    spec = parse_spec("Backward-facing step in a channel 0.5 m long and 0.05 m high, inlet "
                      "10 m/s; set nu so that Re based on the step height is 25000.")
    with workspace(tutorial_files(PITZ_DAILY)) as root:
        derivation = derive(spec, root)
    assert derivation.of("nu") is None
    assert any("states no step height" in problem for problem in derivation.problems)
