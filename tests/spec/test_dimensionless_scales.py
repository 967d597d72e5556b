"""A dimensionless number read with the scales it is based on, whatever order they are said in,
and never a speed or a length of its own (issue 23: "a Reynolds number the request asks the
viscosity to match was read as the inlet velocity")."""

from __future__ import annotations

import pytest

from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.spec.derive import derive
from foam_agent.agents.spec.dimensionless import read_dimensionless
from foam_agent.agents.spec.parse import parse_spec
from tests.support.applied import tutorial_files


@pytest.mark.parametrize(("text", "name", "value", "basis", "length"), [
    ("Set nu so that the Reynolds number based on the cavity width and the lid speed is 100.",
     "Re", 100.0, "width", None),
    ("Choose nu so that the Reynolds number based on the 1 m blockage side and the inlet speed "
     "is 100.", "Re", 100.0, "side", 1.0),
    ("the Reynolds number based on the 25.4 mm step height to be 50000, please",
     "Re", 50000.0, "step height", 0.0254),
    ("Set nu so that the Reynolds number based on the step height and\nthe inlet velocity is "
     "20000. Inlet k = 0.24", "Re", 20000.0, "step height", None),
    ("Set nu so that Re = U_lid L / nu equals 400.", "Re", 400.0, "length", None),
    ("Set beta so that the Rayleigh number Ra = g beta dT H^3 / (nu alpha) equals 1e4.",
     "Ra", 1e4, None, None),
    ("Set the bottom plate temperature so that the Rayleigh number based on the 1 m height is "
     "5000.", "Ra", 5000.0, "height", 1.0),
    ("Choose the field strength so that the Hartmann number based on the half-height is 5.",
     "Ha", 5.0, "half-height", None),
])
def test_a_number_and_the_scales_it_is_based_on(text: str, name: str, value: float,
                                                basis: str | None,
                                                length: float | None) -> None:
    numbers = read_dimensionless(text)
    assert [(item.name, item.value, item.basis) for item in numbers] == [(name, value, basis)]
    assert numbers[0].length == (pytest.approx(length) if length is not None else None)


def test_a_scale_said_with_its_value_is_no_number() -> None:
    assert read_dimensionless("the Reynolds number based on the cylinder is 0.1 m wide") == ()


def test_the_speed_a_number_is_based_on_is_no_boundary_value() -> None:
    spec = parse_spec("icoFoam cavity, 'movingWall' fixedValue U (0.1 0 0) m/s. Set nu so that "
                      "the Reynolds number based on the cavity width and the lid speed is 100.")
    speeds = [item.value for item in spec.stated.boundary_values if item.field == "U"]
    assert speeds == [(0.1, 0.0, 0.0)]
    assert spec.number("Re") is not None



def test_a_speed_asked_for_a_reynolds_number_is_derived_from_the_case_s_nu() -> None:
    """"Pick the lid speed so that Re = 100": the speed is free, so U = Re nu / L with the
    case's nu (cavity: 0.01 m^2/s), never nu bent from a speed of 100 read off the number."""
    spec = parse_spec("icoFoam cavity: pick the lid speed so that the Reynolds number based on "
                      "the 0.1 m side is 100")
    assert spec.stated.boundary_values == ()
    with workspace(tutorial_files("incompressible/icoFoam/cavity/cavity")) as root:
        derivation = derive(spec, root)
    speed = derivation.of("U")
    assert derivation.of("nu") is None and speed is not None
    assert speed.value == pytest.approx(10.0) and speed.boundary[0] == "movingWall"


@pytest.mark.parametrize(("prompt", "name", "value"), [
    ("wedge15Ma5, I want three and a half as the free-stream Mach number instead of five.",
     "Ma", 3.5),
    ("cavity, take 400 for the Reynolds number, lid 1 m/s", "Re", 400),
    ("cavity at Re = 400 instead of 100.", "Re", 400),
    ("wedge, a Mach number of 3 rather than the tutorial's 5", "Ma", 3),
])
def test_a_number_named_after_its_value_or_with_the_value_it_replaces(
        prompt: str, name: str, value: float) -> None:
    """"3.5 as the free-stream Mach number instead of 5" was not understood as a whole: the
    value stood before the name, and the replaced 5 was a second number left unread."""
    spec = parse_spec(prompt)
    number = spec.number(name)
    assert number is not None and number.value == value
    assert spec.unparsed == ()


@pytest.mark.parametrize(("text", "name", "value", "length"), [
    ("Pick nu so that the Reynolds number, based on the 0.5 m half-width, comes out at 300.",
     "Re", 300.0, 0.5),
    ("Cavity with the lid at 1 m/s. The Reynolds number, which the paper quotes, is 250.",
     "Re", 250.0, None),
    ("Supersonic wedge: the Mach number (at the far inflow) should be 2.5.", "Ma", 2.5, None),
])
def test_a_number_named_before_an_aside_is_the_names(text: str, name: str, value: float,
                                                      length: float | None) -> None:
    spec = parse_spec(text)
    assert not spec.unparsed
    found = [(item.name, item.value, item.length) for item in spec.dimensionless]
    assert (name, value, length) in found


@pytest.mark.parametrize("text", [
    # A number in the aside is another quantity's: name and value are not joined over it.
    "Cavity with the lid at 1 m/s. The Reynolds number, 80 in the old run, is 250.",
    # A value with a unit is no dimensionless number.
    "Cavity with the lid at 1 m/s. The Reynolds number, as I said, is 250 mm.",
])
def test_an_aside_with_a_number_or_a_unit_joins_nothing(text: str) -> None:
    spec = parse_spec(text)
    assert not any(item.value == 250.0 for item in spec.dimensionless)
    assert spec.unparsed


def test_a_stated_bulk_velocity_is_the_speed_of_a_channel_with_no_inlet() -> None:
    """A channel driven by a momentum source (channel395: cyclic ends, walls at rest) has no
    patch speed; the bulk velocity the request states is the flow's, so nu = U L / Re."""
    spec = parse_spec("Periodic LES channel: keep the bulk velocity at 0.2 m/s and choose nu "
                      "so that the Reynolds number on the 1 m half-height is 4000.")
    with workspace(tutorial_files("incompressible/pimpleFoam/LES/channel395")) as root:
        viscosity = derive(spec, root).of("nu")
    assert viscosity is not None
    assert viscosity.value == pytest.approx(0.2 * 1.0 / 4000)
