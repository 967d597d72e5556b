"""Walls named by where they are ("the left wall") land on the patch on that side of the
domain, read from the blockMeshDict, when no patch name says it."""

from __future__ import annotations

from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.patches import resolve
from foam_agent.foamcase.case.sides import patch_sides
from tests.support.applied import applied_audit, tutorial_files

BUOYANT_CAVITY = "heatTransfer/buoyantSimpleFoam/buoyantCavity"



def test_each_patch_is_placed_on_the_planes_its_faces_lie_on() -> None:
    with workspace(tutorial_files(BUOYANT_CAVITY)) as root:
        sides = patch_sides(root)
    # Gravity is -y: "frontAndBack" (y = 0 and y = 2.18 m) is the floor and the ceiling.
    assert sides == {"hot": {"right"}, "cold": {"left"}, "frontAndBack": {"bottom", "top"},
                     "topAndBottom": {"front", "back"}}
    with workspace(tutorial_files("incompressible/icoFoam/cavity/cavity")) as root:
        cavity = patch_sides(root)
    assert cavity["movingWall"] == {"top"} and cavity["fixedWalls"] == {"left", "right",
                                                                        "bottom"}


def test_a_side_word_prefers_the_patch_on_that_side_alone_and_exact_names_win() -> None:
    patches = {"movingWall": "wall", "fixedWalls": "wall", "frontAndBack": "empty",
               "left": "wall"}
    sides = {"movingWall": frozenset({"top"}), "fixedWalls": frozenset({"left", "right",
                                                                         "bottom"})}
    assert resolve(("top wall", "top"), patches, sides=lambda: sides) == ["movingWall"]
    assert resolve(("right wall", "right"), patches, sides=lambda: sides) == ["fixedWalls"]
    assert resolve(("left",), patches, sides=lambda: sides) == ["left"]
    assert resolve(("right wall", "right"), patches) == []


def test_the_differentially_heated_cavity_puts_each_temperature_on_its_side() -> None:
    spec = parse_spec("Natural convection of air in a closed square room 1 m by 1 m: the left "
                      "wall is held at 40 °C and the right wall at 20 °C, the top and bottom "
                      "are adiabatic.")
    rows = applied_audit(spec, BUOYANT_CAVITY)
    assert all(row.met for row in rows), [row for row in rows if not row.met]
    placed = {row.requirement: row.entry for row in rows if row.requirement.startswith("T ")}
    assert placed == {"T on left wall": "boundaryField/cold/value",
                      "T on right wall": "boundaryField/hot/value",
                      "T type on bottom": "boundaryField/frontAndBack/type",
                      "T type on top": "boundaryField/frontAndBack/type"}
