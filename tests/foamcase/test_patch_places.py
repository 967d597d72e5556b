"""Surfaces named by where they lie, not by a patch name: a body inside the domain ("the
obstacle", "the block's surface") and the end the flow enters or leaves by ("the upstream
face", "the far end", "downstream") map through the case's blockMeshDict faces and its inlets
(``foamcase.case.patch_places``); a place two patches could be maps to nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.runners import LocalRunner
from foam_agent.foamcase.case.files import mesh_patches
from foam_agent.foamcase.case.patch_roles import explain
from foam_agent.foamcase.case.patches import resolve
from foam_agent.foamcase.case.sides import patch_sides

DAM_BREAK = "multiphase/interFoam/laminar/damBreak/damBreak"
PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"


def _root(case: str) -> Path:
    tutorials = LocalRunner().installation().tutorials_dir
    assert tutorials, "the installation has no tutorials"
    return Path(tutorials) / case


@pytest.mark.parametrize(("case", "mention", "expected"), [
    # damBreak's obstacle is faces of lowerWall, its floor too: no patch is the obstacle alone
    (DAM_BREAK, "obstacle", []),
    (DAM_BREAK, "block", []),
    (PITZ_DAILY, "far end", ["outlet"]),
    (PITZ_DAILY, "downstream", ["outlet"]),
    (PITZ_DAILY, "upstream", ["inlet"]),
    (PITZ_DAILY, "entrance end", ["inlet"]),
    (DAM_BREAK, "far end", []),  # no inlet says which end is far
    ("incompressible/icoFoam/cavity/cavity", "box", []),  # no body inside the cavity
])
def test_a_place_in_words_maps_through_the_geometry(case: str, mention: str,
                                                    expected: list[str]) -> None:
    root = _root(case)
    assert resolve((mention,), mesh_patches(root), sides=lambda: patch_sides(root)) == expected


def test_both_ends_are_still_both() -> None:
    root = _root(PITZ_DAILY)
    assert resolve(("both ends",), mesh_patches(root),
                   sides=lambda: patch_sides(root)) == ["inlet", "outlet"]


def test_each_mapping_says_why(tmp_path: Path) -> None:
    _channel(tmp_path, "(3 0.4 0) (3 0.6 0) (3 0.6 1) (3 0.4 1)", "")
    patches = {"block": "wall", "inlet": "patch"}
    assert resolve(("obstacle",), patches, sides=lambda: patch_sides(tmp_path)) == ["block"]
    told = explain("obstacle", ["block"], lambda: patch_sides(tmp_path))
    assert told == ("'obstacle' is block (the one wall inside the domain, on none of its "
                    "bounding planes)")
    pitz = _root(PITZ_DAILY)
    assert explain("far end", ["outlet"], lambda: patch_sides(pitz)) == (
        "'far end' is outlet (on the end opposite the inlet across the domain's longest "
        "axis, x)")


def _channel(root: Path, second: str, faces: str) -> None:
    """A 4 x 1 channel with a wall standing across it at x = 1 m (``block``) and, where
    ``faces`` says, a second one (``other``)."""
    (root / "system").mkdir(exist_ok=True)
    (root / "system" / "blockMeshDict").write_text(
        "FoamFile { version 2.0; format ascii; class dictionary; object blockMeshDict; }\n"
        "vertices ((0 0 0) (4 0 0) (4 1 0) (0 1 0) (0 0 1) (4 0 1) (4 1 1) (0 1 1)"
        f" (1 0.4 0) (1 0.6 0) (1 0.6 1) (1 0.4 1) {second});\n"
        "blocks (hex (0 1 2 3 4 5 6 7) (40 10 1) simpleGrading (1 1 1));\n"
        f"boundary (block {{ type wall; faces ((8 9 10 11)); }} {faces} inlet {{ type patch; "
        "faces ((0 4 7 3)); });\n")


def test_two_bodies_are_no_one_obstacle(tmp_path: Path) -> None:
    """Two wall blocks standing in a channel: "the obstacle" is neither."""
    _channel(tmp_path, "(3 0.4 0) (3 0.6 0) (3 0.6 1) (3 0.4 1)",
             "other { type wall; faces ((12 13 14 15)); }")
    patches = {"block": "wall", "other": "wall", "inlet": "patch"}
    assert resolve(("obstacle",), patches, sides=lambda: patch_sides(tmp_path)) == []
