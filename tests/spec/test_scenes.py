"""A scene described instead of named: a surface moving along itself and dragging the fluid is
a moving wall (``foamcase.catalog.scenes``), in the regime retrieval ranks by and for the
speed that names no boundary."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.regime import read_regime


@pytest.mark.parametrize("prompt", [
    "A scraper blade drags across the top of the vat at 3 cm/s; the rest is fixed.",
    "Syrup in a square pan; a wiper sweeps over its top at 1 cm/s.",
    "Oil between two plates, the upper plate is pulled along at 2 m/s.",
    "The conveyor belt along the floor runs at 0.3 m/s under still water.",
    "A box of air whose ceiling glides sideways at 5 m/s.",
    "Shear-driven flow in a square box of glycerine.",
    "the moving top wall of a 1 m box, 1 m/s",
])
def test_a_surface_dragging_the_fluid_is_a_moving_wall(prompt: str) -> None:
    assert read_regime(prompt).moving_wall is True


@pytest.mark.parametrize("prompt", [
    "Sloshing: the tank moves sideways by 0.1 m at 0.5 Hz.",
    "A wave paddle moves back and forth at 0.5 Hz.",
    "The free surface moves up and down in the tank.",
    "The drag on a flat plate in a 10 m/s stream.",
    "The mixer's blades rotate at 100 rpm.",
    "A settling tank 8 m long; the water surface is a free-slip lid.",
])
def test_other_motions_are_no_moving_wall(prompt: str) -> None:
    assert read_regime(prompt).moving_wall is None


def test_the_speed_of_a_dragging_surface_goes_to_the_moving_wall() -> None:
    """With no boundary named, the speed of a described moving wall is the lid's (the moving
    wall's in the followed case), not an inlet's that a cavity does not have."""
    spec = parse_spec("Honey fills a square tray 10 cm by 10 cm; a wiper sweeps across its top "
                      "at 2 cm/s; the other sides stay put.")
    speeds = [item for item in spec.stated.boundary_values if item.field == "U"]
    assert [item.boundary for item in speeds] == [("inlet", "lid")]


def test_a_solid_plate_pulled_by_a_load_is_no_moving_wall() -> None:
    """"An aluminium plate with a hole pulled at its far end with 25 MPa" loads a solid."""
    assert read_regime("A steel plate with a hole, pulled at its far end with 40 MPa; plane "
                       "stress.").moving_wall is None
    assert read_regime("A thin plate is pulled from its right edge at 10 MPa.").moving_wall is None
