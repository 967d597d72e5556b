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
from foam_agent.foamcase.case.patches import is_group, resolve
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


CHARGED_WIRE = "electromagnetics/electrostaticFoam/chargedWire"


def _walled_channel(root: Path) -> dict[str, str]:
    """A 4 x 1 channel with walls below and above it, an inlet and an outlet at its ends and
    a wall block standing inside it at x = 1 m; its patches and mesh types."""
    _channel(root, "", "floor { type wall; faces ((0 1 5 4)); } "
                       "ceiling { type wall; faces ((3 7 6 2)); } "
                       "outlet { type patch; faces ((1 2 6 5)); }")
    return {"block": "wall", "floor": "wall", "ceiling": "wall", "inlet": "patch",
            "outlet": "patch"}


@pytest.mark.parametrize("mention", ["channel walls", "duct wall", "tank walls"])
def test_the_enclosure_is_the_walls_around_the_domain_not_the_body_inside(
        tmp_path: Path, mention: str) -> None:
    patches = _walled_channel(tmp_path)
    assert resolve((mention,), patches, sides=lambda: patch_sides(tmp_path)) == [
        "floor", "ceiling"]
    # "the walls" still means every wall, the block's too
    assert resolve(("walls",), patches, sides=lambda: patch_sides(tmp_path)) == [
        "block", "floor", "ceiling"]


def test_the_duct_of_a_case_without_walls_is_its_outer_patch_that_is_no_symmetry() -> None:
    """chargedWire's patches are all ``patch`` or symmetry planes and it has no velocity: the
    duct around the wire is ``up``, never the wire (``hole``, inside) nor the planes."""
    root = _root(CHARGED_WIRE)
    found = resolve(("duct wall",), mesh_patches(root), sides=lambda: patch_sides(root))
    assert found == ["up"]
    assert explain("duct wall", found, lambda: patch_sides(root)) == (
        "'duct wall' is up (around the domain, on its bounding planes; no body inside it, "
        "no opening)")


def test_an_enclosure_of_a_mesh_without_readable_faces_reads_as_the_walls() -> None:
    """The elbow's mesh comes from Fluent: its faces are no blockMeshDict's, so the pipe's
    walls are what "walls" reads (its patches whose names say wall), told as such."""
    root = _root("incompressible/icoFoam/elbow")
    patches = mesh_patches(root)
    found = resolve(("pipe walls",), patches, sides=lambda: patch_sides(root))
    assert found == resolve(("walls",), patches, sides=lambda: patch_sides(root))
    assert found == ["wall-4", "wall-8"]
    assert "cannot be read" in explain("pipe walls", found, lambda: patch_sides(root))


@pytest.mark.parametrize(("mention", "expected"), [
    ("entrance", ["inlet"]), ("exit", ["outlet"]), ("entry face", ["inlet"]),
    ("exit plane", ["outlet"]),
])
def test_the_entrance_and_the_exit_are_the_ends_the_flow_passes(mention: str,
                                                                expected: list[str]) -> None:
    root = _root(PITZ_DAILY)
    assert resolve((mention,), mesh_patches(root), sides=lambda: patch_sides(root)) == expected


def test_a_round_pipes_wall_on_no_bounding_plane_is_still_around_the_domain(
        tmp_path: Path) -> None:
    """A pipe whose wall faces lie on no axis plane (a square section turned 45 degrees, as
    the corners of an O-grid stand) is the enclosure: its faces reach both ends of the domain
    along every axis, where a body's reach at most its extruded depth."""
    (tmp_path / "system").mkdir()
    (tmp_path / "system" / "blockMeshDict").write_text(
        "FoamFile { version 2.0; format ascii; class dictionary; object blockMeshDict; }\n"
        "vertices ((1 0 0) (0 1 0) (-1 0 0) (0 -1 0) (1 0 5) (0 1 5) (-1 0 5) (0 -1 5));\n"
        "blocks (hex (0 1 2 3 4 5 6 7) (4 4 20) simpleGrading (1 1 1));\n"
        "boundary (pipe { type wall; faces ((0 1 5 4) (1 2 6 5) (2 3 7 6) (3 0 4 7)); }\n"
        "inlet { type patch; faces ((0 3 2 1)); } outlet { type patch; faces ((4 5 6 7)); });\n")
    patches = {"pipe": "wall", "inlet": "patch", "outlet": "patch"}
    assert resolve(("pipe wall",), patches, sides=lambda: patch_sides(tmp_path)) == ["pipe"]


def test_the_enclosures_noun_offered_alone_beside_it_is_still_the_enclosure(
        tmp_path: Path) -> None:
    """A reader may offer "wall" (a patch name of some tutorial) before "duct wall": the
    words are still the duct's, never every wall of the case, the body's too."""
    patches = _walled_channel(tmp_path)
    assert resolve(("wall", "duct wall"), patches, sides=lambda: patch_sides(tmp_path)) == [
        "floor", "ceiling"]
    root = _root(CHARGED_WIRE)
    assert resolve(("wall", "duct wall", "earthed wall"), mesh_patches(root),
                   sides=lambda: patch_sides(root)) == ["up"]


def test_walls_no_face_list_names_leave_the_enclosure_to_the_walls_group() -> None:
    """TJunctionFan's walls are its ``defaultFaces``, placed by no face of its blockMeshDict:
    "the duct walls" are what "walls" reads there, never nothing."""
    root = _root("incompressible/pimpleFoam/RAS/TJunctionFan")
    assert resolve(("duct walls",), mesh_patches(root),
                   sides=lambda: patch_sides(root)) == ["defaultFaces"]


def test_the_exit_of_a_mesh_without_readable_faces_is_its_outlet() -> None:
    """The elbow's faces are a Fluent mesh's: "the exit" is the patch named an outlet."""
    root = _root("incompressible/icoFoam/elbow")
    assert resolve(("exit",), mesh_patches(root), sides=lambda: patch_sides(root)) == [
        "pressure-outlet-7"]


def test_an_empty_front_and_back_the_mesh_calls_patch_is_no_enclosure_wall(
        tmp_path: Path) -> None:
    """A 2-D case's front and back, listed by no face (blockMesh's ``defaultFaces``) and
    ``empty`` in its velocity file, leave the walls around the domain to be read."""
    patches = _walled_channel(tmp_path)
    (tmp_path / "0").mkdir()
    (tmp_path / "0" / "U").write_text(
        "FoamFile { version 2.0; format ascii; class volVectorField; object U; }\n"
        "dimensions [0 1 -1 0 0 0 0]; internalField uniform (0 0 0);\n"
        "boundaryField { inlet { type fixedValue; value uniform (1 0 0); } outlet { type "
        "zeroGradient; } \"(block|floor|ceiling)\" { type noSlip; } "
        "defaultFaces { type empty; } }\n")
    with_default = {**patches, "defaultFaces": "patch"}
    assert resolve(("channel walls",), with_default, sides=lambda: patch_sides(tmp_path)) == [
        "floor", "ceiling"]


def test_the_enclosures_words_are_no_group_statement() -> None:
    """A group ("walls") yields its patches to more specific statements and is checked only
    where none sets them; "the duct wall" is placed by the geometry and checked there."""
    assert is_group(("walls",))
    assert not is_group(("wall", "duct wall", "earthed wall"))
