"""Relative statements read into the spec: refinement, a square's side, relative values and
"Newtonian". The prompts are worded afresh (not the corpus's, not the parser's examples)."""

from __future__ import annotations

import math

import pytest

from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.parse import parse_spec


def spec_of(prompt: str) -> CaseSpec:
    return parse_spec(prompt, solvers={"icoFoam", "simpleFoam", "pimpleFoam",
                                       "nonNewtonianIcoFoam", "interFoam"})


@pytest.mark.parametrize(("prompt", "factor"), [
    ("Lid-driven box flow with icoFoam; I'd like the grid three times finer than the stock "
     "tutorial and the run to end at 0.3 s.", 3.0),
    ("pitzDaily, steady, but coarsen the mesh by a factor 2 to get a quick answer, "
     "50 iterations", 0.5),
    ("Please halve the cell spacing of the damBreak mesh and run 0.1 s", 2.0),
    ("elbow with cells half as wide as the shipped mesh, end 5 s", 2.0),
    ("cavity; resolution should be doubled; stop at 0.2 s", 2.0),
])
def test_a_refinement_is_a_factor_on_the_followed_case(prompt: str, factor: float) -> None:
    spec = spec_of(prompt)
    assert spec.stated.refine is not None, spec.describe()
    assert math.isclose(spec.stated.refine.value, factor)
    assert not spec.unparsed, spec.unparsed


@pytest.mark.parametrize("prompt", [
    "use a fine mesh and run the cavity to 0.5 s",
    "refine the mesh to 64 x 64 cells, end 1 s",
])
def test_no_factor_is_no_refinement(prompt: str) -> None:
    assert spec_of(prompt).stated.refine is None


@pytest.mark.parametrize(("prompt", "side"), [
    ("Simulate a square lid-driven cavity, 2 cm each side, lid at 0.1 m/s, until 1 s", 0.02),
    ("The cavity is a square with a side of 0.25 m. Lid speed 1 m/s.", 0.25),
    ("a 3 in square cavity with the lid at 0.2 m/s, 2 s", 0.0762),
])
def test_a_square_side_is_both_extents(prompt: str, side: float) -> None:
    extent = spec_of(prompt).stated.extent
    assert extent is not None
    x, y, z = extent.value.sizes
    assert x is not None and y is not None and math.isclose(x, side, rel_tol=1e-9)
    assert math.isclose(y, side, rel_tol=1e-9) and z is None


def test_a_square_obstacle_is_no_domain_extent() -> None:
    spec = spec_of("a square cylinder of side 1 cm in a channel, inlet 1 m/s, 2 s")
    assert spec.stated.extent is None


def test_a_stated_base_is_resolved_in_the_spec_with_its_formula() -> None:
    spec = spec_of("Natural convection: the left wall is 15 °C hotter than the right one, "
                   "which is held at 20 °C. Run 200 s.")
    temperatures = {item.boundary[0]: item for item in spec.stated.boundary_values
                    if item.field == "T"}
    assert math.isclose(float(temperatures["right"].value), 293.15)
    left = temperatures["left wall"]
    assert math.isclose(float(left.value), 308.15)
    assert "293.15 + 15" in left.source
    assert not spec.stated.relative


def test_a_base_from_the_case_is_kept_for_the_case_to_resolve() -> None:
    spec = spec_of("pitzDaily: inflow 25 % faster than the tutorial's, 200 iterations")
    (item,) = spec.stated.relative
    assert (item.field, item.base, item.factor) == ("U", None, 1.25)
    assert item.boundary[0] == "inflow"
    pressure = spec_of("pressure at the outlet 10% higher than at the inlet, 100 iterations")
    (other,) = pressure.stated.relative
    assert (other.field, other.base, other.boundary[0]) == ("p", ("inlet",), "outlet")


def test_a_relative_temperature_difference_is_a_difference_not_a_temperature() -> None:
    spec = spec_of("hot room, keep the heater 9 °F above the tutorial value, run 10 s")
    (item,) = spec.stated.relative
    assert item.field == "T" and item.offset is not None and math.isclose(item.offset, 5.0)
    assert not any(item.field == "T" for item in spec.stated.boundary_values)


def test_a_time_step_relative_to_the_tutorial() -> None:
    spec = spec_of("cavity at Re 10, with a time step half the tutorial's, end 0.5 s")
    (item,) = spec.stated.relative
    assert (item.field, item.factor, item.boundary) == ("deltaT", 0.5, ())


def test_newtonian_switch_and_its_negation() -> None:
    spec = spec_of("Run the offsetCylinder case as a Newtonian fluid with ν = 0.005 m²/s, "
                   "end 0.1 s")
    assert spec.stated.newtonian is not None and spec.stated.newtonian.value
    assert any(item.name == "nu" and item.value == 0.005 for item in spec.stated.properties)
    for prompt in ("offsetCylinder, the non-Newtonian behaviour is kept, end 0.1 s",
                   "a generalised Newtonian blood model in the cylinder case, end 0.1 s",
                   # FoamBench Cylinder (v1): the constant nu is the Cross power law's base.
                   "laminar offsetcylinder with a generalized Newtonian model and Cross-Power-"
                   "Law viscosity, nuInf=10, m=0.4, n=3; use constant viscosity model with nu "
                   "value of 1e-01 in physical properties"):
        assert spec_of(prompt).stated.newtonian is None
    # FoamBench Cylinder_LES (Advanced v1): no varying viscosity asked, so it is the switch.
    les = spec_of("do a offsetcylinder simulation using Large eddy simulation. use constant "
                  "viscosity model with nu value of 0.01 in physical properties.")
    assert les.stated.newtonian is not None


def test_a_square_domain_with_one_size_stated_has_both_sides_of_it() -> None:
    """"a square cavity … 5 cm wide": the height is the width, not the followed case's."""
    from foam_agent.agents.spec.parse import parse_spec

    extent = parse_spec("Laminar flow in a square cavity whose lid moves at 0.2 m/s; the cavity "
                        "is 5 cm wide. Run for one second.").stated.extent
    assert extent is not None and extent.value.sizes[:2] == (0.05, 0.05)
    oblong = parse_spec("A cavity 5 cm wide, lid 0.2 m/s.").stated.extent
    assert oblong is not None and oblong.value.sizes[1] is None
