"""Boundaries named by role, size, count or what the case does to them map to the followed
tutorial's patches through its geometry and its own values, and each mapping is told."""

from __future__ import annotations

import pytest

from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.foamcase.case.files import mesh_patches
from foam_agent.foamcase.case.patch_areas import fluent_areas, patch_areas, polygon_area
from foam_agent.foamcase.case.patch_roles import (
    bare,
    by_size,
    count_mismatch,
    explain,
    stated_count,
)
from foam_agent.foamcase.case.patches import is_group, resolve
from foam_agent.foamcase.case.sides import patch_sides
from tests.support.applied import tutorial_files

ELBOW = "incompressible/icoFoam/elbow"
CAVITY = "incompressible/icoFoam/cavity/cavity"
HOT_ROOM = "heatTransfer/buoyantBoussinesqPimpleFoam/hotRoom"
SHOCK_TUBE = "compressible/rhoCentralFoam/shockTube"
FLANGE = "basic/laplacianFoam/flange"
T_JUNCTION = "incompressible/pimpleFoam/RAS/TJunction"
PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"


def _resolved(family: str, *mentions: str, claimed: tuple[str, ...] = ()) -> tuple[list[str], str]:
    with workspace(tutorial_files(family)) as root:
        found = resolve(mentions, mesh_patches(root), claimed, sides=lambda: patch_sides(root))
        return found, explain(mentions[0], found, lambda: patch_sides(root))


def test_areas_come_from_the_blockmesh_faces_and_from_an_ascii_fluent_mesh() -> None:
    assert polygon_area([(0, 0, 0), (2, 0, 0), (2, 3, 0), (0, 3, 0)]) == pytest.approx(6)
    with workspace(tutorial_files(CAVITY)) as root:
        cavity = patch_areas(root)
    # 0.1 m square, 0.01 m deep: the lid one side, the fixed walls three.
    assert cavity["movingWall"] == pytest.approx(1e-3)
    assert cavity["fixedWalls"] == pytest.approx(3e-3)
    with workspace(tutorial_files(ELBOW)) as root:
        elbow = patch_areas(root)
    # elbow.msh is two-dimensional: lengths, the main inlet four times the side one.
    assert elbow["velocity-inlet-5"] == pytest.approx(16.0)
    assert elbow["velocity-inlet-6"] == pytest.approx(4.0)


def test_a_fluent_mesh_with_a_mixed_face_zone_and_hex_indices_is_read() -> None:
    text = """(0 "comment (10 (id start end type) (x y z))")
(2 3)
(10 (0 1 4 0 3))
(10 (1 1 4 1 3) (
0 0 0
1 0 0
1 1 0
0 1 0
))
(13 (1a 1 1 3 0) (
4 1 2 3 4 1 0
))
(45 (26 velocity-inlet left-inlet)())
"""
    assert fluent_areas(text) == {"left-inlet": pytest.approx(1.0)}


@pytest.mark.parametrize(("mentions", "expected"), [
    (("main inlet", "inlet"), ["velocity-inlet-5"]),
    (("larger inlet", "inlet"), ["velocity-inlet-5"]),
    (("small side inlet", "inlet"), ["velocity-inlet-6"]),
    (("side jet", "jet"), ["velocity-inlet-6"]),
    (("secondary inlet",), ["velocity-inlet-6"]),
])
def test_inlets_named_by_size_rank_the_elbows_inlets_by_area(mentions: tuple[str, ...],
                                                              expected: list[str]) -> None:
    found, told = _resolved(ELBOW, *mentions)
    assert found == expected
    assert "by area" in told and expected[0] in told


def test_a_case_with_one_inlet_answers_a_main_or_wide_stream_with_it_never_a_side_one() -> None:
    # pitzDaily has one inlet: "a 4 m wide stream that comes in at 0.5 m/s" names it, while a
    # "side stream" is a second opening the case lacks, so size alone names nothing.
    found, _ = _resolved(PITZ_DAILY, "wide stream")
    assert found == ["inlet"]
    found, _ = _resolved(PITZ_DAILY, "main stream")
    assert found == ["inlet"]
    with workspace(tutorial_files(PITZ_DAILY)) as root:
        assert by_size(("side stream",), mesh_patches(root), lambda: patch_sides(root)) == []


def test_equal_openings_rank_nothing_and_fall_back_to_the_word() -> None:
    # TJunction's two outlets have one area: "the main outlet" is no one of them.
    found, _ = _resolved(T_JUNCTION, "main outlet", "outlet")
    assert sorted(found) == ["outlet1", "outlet2"]


def test_the_other_three_sides_are_the_walls_no_statement_names_and_count_three() -> None:
    assert bare("the other three sides") == "other sides"
    assert stated_count("the other three sides") == 3
    assert is_group(("the other three sides",))
    found, told = _resolved(CAVITY, "the other three sides", claimed=("movingWall",))
    assert found == ["fixedWalls"]
    assert "bottom, left, right" in told
    with workspace(tutorial_files(CAVITY)) as root:
        assert count_mismatch("the other three sides", found, lambda: patch_sides(root)) is None
        # "all 4 walls" of the cavity: the lid and the three fixed walls.
        walls = resolve(("all 4 walls",), mesh_patches(root), sides=lambda: patch_sides(root))
        assert sorted(walls) == ["fixedWalls", "movingWall"]
        assert count_mismatch("all 4 walls", walls, lambda: patch_sides(root)) is None
        assert count_mismatch("all 5 walls", walls, lambda: patch_sides(root)) is not None


def test_side_walls_are_the_lateral_planes_and_a_wrong_count_is_told() -> None:
    found, told = _resolved(HOT_ROOM, "the four side walls", "side walls")
    assert found == ["fixedWalls"]
    assert told == "'the four side walls' is fixedWalls (on the back, front, left, right planes)"
    with workspace(tutorial_files(HOT_ROOM)) as root:
        wrong = count_mismatch("the three side walls", found, lambda: patch_sides(root))
    assert wrong is not None and "says 3" in wrong and "are 4" in wrong


def test_both_ends_are_the_planes_across_the_longest_axis() -> None:
    found, told = _resolved(SHOCK_TUBE, "both ends")
    assert found == ["sides"]  # the shock tube's patch on x = -5 m and x = 5 m
    assert "longest axis" in told
    assert stated_count("both ends") == 2


def test_the_face_the_case_heats_or_cools_is_its_highest_or_lowest_fixed_temperature() -> None:
    hot, told = _resolved(FLANGE, "heated face", "heated")
    cold, _ = _resolved(FLANGE, "cooled face", "cooled")
    assert (hot, cold) == (["patch4"], ["patch2"])
    assert "573" in told and "highest" in told


def test_a_case_with_one_held_temperature_names_no_heated_face() -> None:
    with workspace(tutorial_files(CAVITY)) as root:
        assert resolve(("heated face",), mesh_patches(root),
                       sides=lambda: patch_sides(root)) == []


OFFSET_CYLINDER = "incompressible/nonNewtonianIcoFoam/offsetCylinder"


@pytest.mark.parametrize("mentions", [("inflow",), ("the inflow",), ("inlet",),
                                      ("incoming stream", "stream")])
def test_words_of_the_inflow_are_the_inlet_by_role_never_the_body(
        mentions: tuple[str, ...]) -> None:
    # offsetCylinder's inlet is 'left' (fixedValue velocity); its cylinder is a wall the flow
    # passes, and its outlet 'right' (zeroGradient) takes nothing in.
    found, told = _resolved(OFFSET_CYLINDER, *mentions)
    assert found == ["left"]
    assert "the case's inlet" in told and "fixedValue" in told


def test_an_outflow_a_side_stream_or_a_case_without_inlets_name_no_inlet() -> None:
    assert _resolved(OFFSET_CYLINDER, "side stream")[0] == []
    assert _resolved(OFFSET_CYLINDER, "outflow")[0] == []
    assert _resolved(OFFSET_CYLINDER, "cylinder")[0] == ["cylinder"]
    # The cavity's lid is a wall driven at a fixed velocity: no inflow.
    assert _resolved(CAVITY, "the inflow")[0] == []
    # pitzDaily names its inlet: the word still finds it, by name before role.
    assert _resolved(PITZ_DAILY, "the inflow")[0] == ["inlet"]
