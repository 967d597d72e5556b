"""The liquid's top said apart from the liquid's word: a length with a level's word beside it,
in a clause naming what fills the box from the floor. The wordings are this file's own."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.liquid_top import read_liquid_top
from foam_agent.agents.spec.parse import parse_spec


@pytest.mark.parametrize(("text", "height"), [
    ("interFoam sluice: the reservoir water behind the gate (x < 2 m) reaches up to 4 m "
     "height, run 10 s.", 4.0),
    ("Evaporating pool: the liquid film on the floor must be 2 inches deep for this run.",
     0.0508),
    ("Bubble column: oil column starting high 45 cm instead of the tutorial's.", 0.45),
    ("Fluidised bed whose particle bed sits 25 cm deep at the start.", 0.25),
])
def test_a_level_beside_its_liquid_is_a_height_above_the_floor(text: str,
                                                               height: float) -> None:
    spec = parse_spec(text)
    assert spec.stated.column_height is not None
    assert spec.stated.column_height.value == pytest.approx(height)
    assert spec.stated.liquid_level is None
    assert not any(f"{height:g}" in phrase for phrase in spec.unparsed)


def test_an_elevation_is_the_tops_coordinate_on_the_axis_named() -> None:
    spec = parse_spec("interFoam spillway: let the water flood the basin up to an elevation "
                      "of 6 ft (z, the mesh's origin), run 50 s.")
    level = spec.stated.liquid_level
    assert level is not None
    assert level.level == pytest.approx(1.8288)
    assert level.axis == 2
    assert spec.stated.column_height is None


def test_a_level_above_the_datum_is_an_elevation() -> None:
    top = read_liquid_top("The lake water stands 3 m above the datum at the start.")
    assert top is not None
    assert (top.kind, top.value, top.axis) == ("elevation", 3.0, None)


@pytest.mark.parametrize("text", [
    "water in a tank 1 m deep, run 5 s.",          # the tank's depth
    "water flows up to 3 m from the inlet.",       # a distance along, no level
    "Bubble column 20 cm wide and 1.5 m tall.",    # the container, no liquid named
    "the water layer is 2 m wide.",                 # a size across
    "inlet water at 2 m/s, the pipe is 3 m long.",  # no level's word
    "Oil flowing through a slot 4 mm high.",        # a stream, not a fill
    "Water flow in a duct 0.2 m long and 0.02 m high.",  # the duct's height
    "Heat rises through a fluid layer 0.1 m deep.",  # a convection layer: the domain
])
def test_lengths_that_are_no_liquid_top(text: str) -> None:
    assert read_liquid_top(text) is None


def test_a_beds_depth_is_no_size_of_the_domain() -> None:
    spec = parse_spec("Two-dimensional fluidised bed, 20 cm wide. The sand bed sits 25 cm deep "
                      "at the start. Run 1 s.")
    assert spec.stated.column_height is not None
    assert spec.stated.column_height.value == pytest.approx(0.25)
    extent = spec.stated.extent
    assert extent is None or 0.25 not in extent.value.sizes


def test_a_volume_share_of_an_inflow_is_no_fraction_of_the_fill() -> None:
    spec = parse_spec("Bubble column 15 cm wide: water up to 40 cm deep with air above, and "
                      "the gas fed at the bottom is 30 % air by volume. Run 5 s.")
    assert spec.stated.fill_fraction is None


def test_a_packing_said_with_the_beds_depth_is_the_fills_fraction() -> None:
    spec = parse_spec("Fluidised bed: the bed settles 18 cm deep, packed at 57 % glass beads "
                      "by volume. Run 1 s.")
    fraction = spec.stated.fill_fraction
    assert fraction is not None
    assert (fraction.phase, fraction.value) == ("glass beads", pytest.approx(0.57))


def test_what_stands_between_the_liquid_and_its_level_is_read_by_its_own_readers() -> None:
    spec = parse_spec("interFoam damBreak: glycerine (density 1260 kg/m^3, kinematic viscosity "
                      "1.1e-3 m^2/s) stands 30 cm high against the left wall. Run 1 s.")
    assert spec.stated.column_height is not None
    assert spec.stated.column_height.value == pytest.approx(0.3)
    assert spec.stated.column_height.source == "30 cm high"
    read = {value.name: value.value for value in spec.stated.properties}
    assert read.get("rho") == pytest.approx(1260) and read.get("nu") == pytest.approx(1.1e-3)
