"""A shape word belongs to its own noun: "a square tank" shapes the domain, "a circular hole"
is a thing the followed case keeps, found where the case draws it.

Requests in our own words: the tank, pipe and room are the domain, never a body in it; a
hole or an obstacle said with neither size nor place is met by a patch of the case that bends
into the domain with that outline (plateHole's round ``hole``, damBreak's square-cornered
step in ``lowerWall``), and not met by one of the other outline.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.geometry.audit import geometry_audit, outline_of, read_mesh_shape
from foam_agent.agents.spec.geometry import read_geometry


@pytest.mark.parametrize("text", [
    "Dam break in a 0.6 m square tank with a little bump on its floor.",
    "Dam break in a 0.6 m square tank that has a low obstacle at the bottom.",
    "Sloshing in a square box with one small obstacle near the bottom.",
    "Water sloshing in a square steel tank 2 m wide, half full.",
    "Laminar flow at Re 800 through a circular pipe 4 cm in diameter.",
    "Natural convection in a square cavity of side 0.1 m, left wall hot.",
    "a 3 m square room with a heater on the floor",
    "A beam 10 m long and 0.4 m deep, meshed as one hex block of 100 x 8 x 1 cells.",
    "icoFoam cavity with the block-coupled velocity solver, lid at 2 m/s.",
    "pisoFoam cavity using the coupled (block) U solver, lid 3 m/s.",
])
def test_a_shape_word_of_the_domain_is_no_body(text: str) -> None:
    geometry = read_geometry(text).geometry
    assert geometry is None or not geometry.obstacles


@pytest.mark.parametrize(("text", "shape"), [
    ("Flow past a square cylinder of side 2 cm in a 1 m long channel.", "square"),
    ("A circular obstacle 0.2 m across centred at (1, 0.5) in a channel 4 m long.", "circle"),
    ("An aluminium plate with a circular hole, stretched by 20 MPa at its right edge.",
     "circle"),
    ("A square block of 1 x 1 m in a tank 6 m long.", "square"),
    ("Dam break in a tank (0.6 m square, with a small block on its floor).", "rectangle"),
    ("A block from (1, 0) to (1.2, 0.3) in a channel 3 m long.", "rectangle"),
])
def test_a_shape_word_of_a_body_stays_a_body(text: str, shape: str) -> None:
    geometry = read_geometry(text).geometry
    assert geometry is not None
    assert [obstacle.shape for obstacle in geometry.obstacles] == [shape]


@pytest.mark.parametrize(("tutorial", "kind", "patch"), [
    ("stressAnalysis/solidDisplacementFoam/plateHole", "circle", "hole"),
    ("multiphase/interFoam/laminar/damBreak/damBreak", "square", "lowerWall"),
    ("compressible/rhoCentralFoam/forwardStep", "rectangle", "obstacle"),
])
def test_a_kept_thing_is_found_by_its_outline(tutorial_case: Callable[[str], Path],
                                              tutorial: str, kind: str, patch: str) -> None:
    shape = read_mesh_shape(tutorial_case(tutorial))
    assert shape is not None
    found = outline_of(shape, kind)
    assert found is not None and f"'{patch}'" in found
    other = "square" if kind == "circle" else "circle"
    assert outline_of(shape, other) is None


def test_a_thing_the_case_lacks_is_one_unmet_row(tutorial_case: Callable[[str], Path]) -> None:
    case = tutorial_case("incompressible/icoFoam/cavity/cavity")
    geometry = read_geometry("Lid-driven flow in a box with a circular hole in the middle of it, "
                             "lid at 1 m/s.").geometry
    assert geometry is not None
    present = [row for row in geometry_audit(geometry, case) if row.requirement.endswith(
        "present")]
    assert len(present) == 1 and not present[0].met


def test_the_stated_hole_is_met_on_plate_hole(tutorial_case: Callable[[str], Path]) -> None:
    case = tutorial_case("stressAnalysis/solidDisplacementFoam/plateHole")
    geometry = read_geometry("A brass plate with a circular hole, pulled at 5 kPa on the right "
                             "edge.").geometry
    assert geometry is not None
    present = [row for row in geometry_audit(geometry, case) if row.requirement.endswith(
        "present")]
    assert [row.met for row in present] == [True]


def test_blockmesh_s_own_empty_patch_makes_two_d(tutorial_case: Callable[[str], Path]) -> None:
    """damBreak lists no front and back: blockMesh makes them the empty ``defaultFaces``."""
    case = tutorial_case("multiphase/interFoam/laminar/damBreak/damBreak")
    geometry = read_geometry("Laminar 2D flow along a channel, water at 0.1 m/s.").geometry
    assert geometry is not None and geometry.two_d
    flat = [row for row in geometry_audit(geometry, case) if row.requirement.startswith("2D")]
    assert [row.met for row in flat] == [True]
    shape = read_mesh_shape(case)
    assert shape is not None and shape.types.get("defaultFaces") == "empty"
