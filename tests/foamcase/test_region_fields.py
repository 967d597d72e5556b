"""Where a multi-region case keeps a region's field (``foamcase.case.region_fields``): its own
files, or the region's changeDictionaryDict (multiRegionHeater)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from foam_agent.foamcase.case.mesh_regions import region_patches
from foam_agent.foamcase.case.region_fields import (
    changed_entry,
    changed_field,
    changed_inlets,
    changed_patches,
    region_holds,
)
from foam_agent.foamcase.case.values import vector_of

HEATER = "heatTransfer/chtMultiRegionFoam/multiRegionHeater"


def test_a_field_its_region_sets_through_change_dictionary_is_found_there(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(HEATER)
    found = changed_field(root, "topAir", "U")
    assert found is not None and found.keys == ("U",)
    assert found.path == root / "system" / "topAir" / "changeDictionaryDict"
    assert region_holds(root, "heater", "T")
    # a solid's dictionary sets no velocity, and its mesh changes are no field
    assert not region_holds(root, "heater", "U")
    assert changed_field(root, "heater", "boundary") is None


def test_its_patches_are_those_it_names_by_themselves(tutorial_case: Callable[[str], Path]
                                                      ) -> None:
    root = tutorial_case(HEATER)
    patches = changed_patches(root, "heater")
    assert {"minY", "heater_to_leftSolid"} <= set(patches)
    assert not any("*" in name for name in patches)
    assert region_patches(root, "topAir") == changed_patches(root, "topAir")


def test_its_inlet_is_the_patch_it_drives_with_a_fixed_velocity(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(HEATER)
    assert changed_inlets(root, "topAir") == ["minX"]
    assert changed_inlets(root, "heater") == []


def test_an_entry_is_its_own_condition_or_internal_field(tutorial_case: Callable[[str], Path]
                                                         ) -> None:
    root = tutorial_case(HEATER)
    located = changed_entry(root, "topAir/U", "minX")
    assert located is not None and vector_of(located[1]["value"]) == (0.1, 0.0, 0.0)
    internal = changed_entry(root, "heater/T", None)
    assert internal is not None and internal[1] == 300
    # a patch the dictionary sets only through a pattern has no entry of its own
    assert changed_entry(root, "topAir/U", "maxY") is None
    assert changed_entry(root, "T", "minX") is None
