"""Walls named by where they are ("the left wall") land on the patch on that side of the
domain, read from the blockMeshDict, when no patch name says it."""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.template.apply import apply_requirements
from foam_agent.agents.authors.template.casedir import workspace
from foam_agent.agents.authors.template.compose import requirements_for
from foam_agent.agents.authors.template.memory import read_tutorial
from foam_agent.agents.authors.template.patches import resolve
from foam_agent.agents.authors.template.sides import patch_sides
from foam_agent.agents.openfoam import find_local_installation
from foam_agent.agents.spec.parse import parse_spec

BUOYANT_CAVITY = "heatTransfer/buoyantSimpleFoam/buoyantCavity"


def _tutorial(family: str) -> dict[str, str]:
    installation = find_local_installation()
    return read_tutorial(Path(str(installation.tutorials_dir)), family).files


def test_each_patch_is_placed_on_the_planes_its_faces_lie_on() -> None:
    with workspace(_tutorial(BUOYANT_CAVITY)) as root:
        sides = patch_sides(root)
    # Gravity is -y: "frontAndBack" (y = 0 and y = 2.18 m) is the floor and the ceiling.
    assert sides == {"hot": {"right"}, "cold": {"left"}, "frontAndBack": {"bottom", "top"},
                     "topAndBottom": {"front", "back"}}
    with workspace(_tutorial("incompressible/icoFoam/cavity/cavity")) as root:
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
    files = _tutorial(BUOYANT_CAVITY)
    with workspace(files) as root:
        apply_requirements(root, requirements_for(spec, files))
        rows = audit_case(spec, root)
    assert all(row.met for row in rows), [row for row in rows if not row.met]
    placed = {row.requirement: row.entry for row in rows if row.requirement.startswith("T ")}
    assert placed == {"T on left wall": "boundaryField/cold/value",
                      "T on right wall": "boundaryField/hot/value",
                      "T type on bottom": "boundaryField/frontAndBack/type",
                      "T type on top": "boundaryField/frontAndBack/type"}
