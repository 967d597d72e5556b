"""The entry OpenFOAM reads for a patch: its own name, then its groups, then the last quoted
pattern that matches."""

from __future__ import annotations

from foam_agent.foamcase.case.condition_keys import condition_key, patch_groups


def test_the_own_name_goes_before_a_group_and_a_pattern() -> None:
    keys = ['".*"', "wall", "walls"]
    assert condition_key(keys, "walls", patch_groups("wall")) == "walls"


def test_a_wall_patch_is_served_by_the_wall_group() -> None:
    assert condition_key(["inlet", "outlet", "wall"], "walls", patch_groups("wall")) == "wall"
    assert condition_key(["inlet", "outlet", "wall"], "walls", patch_groups("patch")) is None


def test_the_last_matching_pattern_wins_and_a_bad_pattern_matches_nothing() -> None:
    keys = ['"(upperWall|lowerWall)"', '"(front|back)"', '"lower.*"', '"(broken"']
    assert condition_key(keys, "upperWall") == '"(upperWall|lowerWall)"'
    assert condition_key(keys, "lowerWall") == '"lower.*"'
    assert condition_key(keys, "side") is None


def test_listed_groups_come_before_the_type_group() -> None:
    assert patch_groups("wall", ["heated"]) == ("heated", "wall")
    assert patch_groups("patch") == ()


def test_of_two_group_entries_the_last_in_the_file_wins() -> None:
    """v1912 reads the boundaryField's group entries in reverse (BenardCells' sideWalls in
    groups ``heated`` and ``wall``: patchSummary shows the later entry's condition)."""
    groups = patch_groups("wall", ["heated"])
    assert condition_key(["wall", "heated"], "sideWalls", groups) == "heated"
    assert condition_key(["heated", "wall"], "sideWalls", groups) == "wall"
