"""Places named in words resolved against what the followed case has: patches its scripts
create after blockMesh (``foamcase.case.files.created_patches``), sides of a blockMeshDict
that lists its patches in the older ``patches`` form (``files.block_mesh_boundary``), …"""

from __future__ import annotations

import shutil
from pathlib import Path

from foam_agent.agents.spec.case_places import in_case_places
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.files import created_patches, mesh_patches
from foam_agent.foamcase.case.patches import resolve
from foam_agent.foamcase.case.sides import patch_sides
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

POOL_FIRE = DEBIAN_TUTORIALS / "combustion" / "fireFoam" / "LES" / "smallPoolFire2D"
#: Its blockMeshDict lists ``patches (patch inlet (…) wall walls (…) …)``, not ``boundary``.
BUBBLE_COLUMN = DEBIAN_TUTORIALS / "multiphase" / "multiphaseEulerFoam" / "bubbleColumn"
CAVITY = DEBIAN_TUTORIALS / "incompressible" / "icoFoam" / "cavity" / "cavity"


def test_a_patch_created_after_blockmesh_is_a_place_of_the_case() -> None:
    assert created_patches(POOL_FIRE) == {"inlet": "patch"}
    assert "inlet" in mesh_patches(POOL_FIRE)
    assert created_patches(CAVITY) == {}


def test_a_created_patch_named_by_a_word_and_its_role_takes_the_value() -> None:
    spec = in_case_places(parse_spec(
        "fireFoam pool fire. Propane inlet patch: fixedValue U = (0 0.12 0) m/s."), POOL_FIRE)
    placed = [(item.boundary[0].lower(), item.value) for item in spec.stated.boundary_values
              if item.field == "U"]
    assert placed == [("inlet", (0.0, 0.12, 0.0))]


def test_a_createpatch_patch_no_field_file_names_is_no_place(tmp_path: Path) -> None:
    case = tmp_path / "case"
    shutil.copytree(POOL_FIRE, case)
    for field in (case / "0").iterdir():
        field.write_text(field.read_text().replace("inlet", "pool"))
    assert created_patches(case) == {}
    assert "inlet" not in mesh_patches(case)


def test_the_older_patches_form_gives_the_patch_types_and_their_sides() -> None:
    patches = mesh_patches(BUBBLE_COLUMN)
    assert patches["walls"] == "wall"
    assert patches["inlet"] == "patch"
    sides = patch_sides(BUBBLE_COLUMN)
    assert sides["inlet"] == {"bottom"}
    assert sides["outlet"] == {"top"}
    assert resolve(("floor",), patches, sides=lambda: sides) == ["inlet"]


def test_a_side_named_in_words_reaches_the_opening_on_that_side() -> None:
    spec = in_case_places(parse_spec("Gas is sparged in through the bottom at 5 cm/s."),
                          BUBBLE_COLUMN)
    (item,) = [item for item in spec.stated.boundary_values if item.field == "U"]
    patches = mesh_patches(BUBBLE_COLUMN)
    assert resolve(item.boundary, patches, sides=lambda: patch_sides(BUBBLE_COLUMN)) == ["inlet"]


T_JUNCTION = DEBIAN_TUTORIALS / "incompressible" / "pimpleFoam" / "RAS" / "TJunction"
PITZ = DEBIAN_TUTORIALS / "incompressible" / "simpleFoam" / "pitzDaily"


def _patches_of(prompt: str, case: Path) -> list[tuple[list[str], object, str]]:
    spec = in_case_places(parse_spec(prompt), case)
    patches = mesh_patches(case)
    return [(resolve(item.boundary, patches, sides=lambda: patch_sides(case)), item.value,
             item.source) for item in spec.stated.boundary_values]


def test_an_ordinal_names_the_opening_numbered_so_never_every_opening() -> None:
    placed = _patches_of("Hold the 1st outlet at p = 7 and the second outlet at p = 2.",
                         T_JUNCTION)
    assert [(names, value) for names, value, _ in placed] == [(["outlet1"], 7), (["outlet2"], 2)]
    assert [source.split()[0] for _, _, source in placed] == ["1st", "second"]


def test_an_ordinal_the_case_does_not_number_stays_unplaced() -> None:
    assert _patches_of("The fourth outlet is held at p = 1.", T_JUNCTION) == [
        ([], 1, "fourth outlet is held at p = 1")]
    assert [names for names, _, _ in _patches_of("The second outlet sits at p = 3.", PITZ)] == [[]]


COUNTER_FLOW = DEBIAN_TUTORIALS / "combustion" / "reactingFoam" / "laminar" / "counterFlowFlame2D"


def test_both_after_a_list_of_places_gives_the_value_to_each() -> None:
    placed = _patches_of("Fuel and air are fed at 0.15 m/s, both at 305 K.", COUNTER_FLOW)
    temperatures = sorted(names[0] for names, value, _ in placed if value == 305)
    assert temperatures == ["air", "fuel"]


def test_a_value_after_one_place_without_both_stays_with_that_place() -> None:
    placed = _patches_of("Fuel and air are fed at 0.15 m/s, and the fuel at 305 K.", COUNTER_FLOW)
    assert sorted(names[0] for names, value, _ in placed if value == 305) == ["fuel"]
