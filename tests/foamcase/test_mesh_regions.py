"""The regions of a multi-region case and the words that name one (``mesh_regions``)."""

from __future__ import annotations

from pathlib import Path

from foam_agent.foamcase.case.mesh_regions import (
    case_regions,
    region_named,
    region_patches,
    region_property_files,
)
from tests.foamcase.region_case import write_region_case


def test_regions_are_read_from_region_properties(tmp_path: Path) -> None:
    write_region_case(tmp_path)
    regions = case_regions(tmp_path)
    assert [(region.name, region.kind) for region in regions] == [
        ("gas", "fluid"), ("core", "fluid"), ("plate", "solid"), ("lowerSolid", "solid")]


def test_a_case_of_one_region_has_none(tmp_path: Path) -> None:
    assert case_regions(tmp_path) == ()


def test_words_name_a_region_and_what_is_left_names_its_patch(tmp_path: Path) -> None:
    regions = case_regions(write_region_case(tmp_path))
    found = region_named("gas inlet", regions)
    assert found is not None and found.region.name == "gas" and found.rest == "inlet"
    whole = region_named("the core region", regions)
    assert whole is not None and whole.region.name == "core" and whole.rest == ""
    split = region_named("the lower solid", regions)
    assert split is not None and split.region.name == "lowerSolid"


def test_words_naming_no_one_region_name_none(tmp_path: Path) -> None:
    regions = case_regions(write_region_case(tmp_path))
    # two solids: the kind alone does not say which
    assert region_named("the solid", regions) is None
    assert region_named("gas and core", regions) is None
    assert region_named("outflow", regions) is None


def test_a_region_has_the_patches_its_fields_name_and_its_own_dictionaries(
        tmp_path: Path) -> None:
    write_region_case(tmp_path)
    assert set(region_patches(tmp_path, "gas")) == {"inlet", "outlet", "gas_to_core"}
    assert [path.name for path in region_property_files(tmp_path, "plate")] == [
        "thermophysicalProperties"]
